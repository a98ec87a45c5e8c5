//! `site.yaml`: who the shop is, how to reach it, and the WhatsApp texts.
//!
//! The base URL, the numbers, days and times were parsed as the file was
//! read (`model/values.rs`); what is left are the rules across values, and
//! the values that stay text.

use super::Check;
use crate::diagnostic::quote;
use crate::model::{Geo, Messages, PosterLabels, SiteFile};
use crate::path::FieldPath;
use crate::rules::{Broken, language_code};
use crate::table::rel;

pub(super) fn check(c: &mut Check, site: &SiteFile) {
    let rel = rel::site;
    if let Some(maps) = &site.maps_url {
        c.https(rel, &FieldPath::of("maps_url"), maps);
    }
    c.https(rel, &FieldPath::of("video_channel"), &site.video_channel);
    let address = FieldPath::of("address");
    c.rule(
        rel,
        &address.key("postal_code"),
        pin_code(&site.address.postal_code),
    );
    c.rule(rel, &address.key("country"), country(&site.address.country));
    check_geo(c, site.geo);
    c.rule(
        rel,
        &FieldPath::of("language"),
        page_language(&site.language),
    );
    if let Some(review) = &site.review_link {
        c.https(rel, &FieldPath::of("review_link"), review);
    }
    check_messages(c, &site.messages);
    poster_lines(c, &site.poster);
}

/// Each label of the poster is one line, or a few: English, then Hindi.
fn poster_lines(c: &mut Check, poster: &PosterLabels) {
    let english_and_hindi = PosterLabels::default();
    for ((key, lines), (_, example)) in poster.each().into_iter().zip(english_and_hindi.each()) {
        let empty = lines.iter().filter(|l| l.trim().is_empty()).count();
        if (1..=3).contains(&lines.len()) && empty == 0 {
            continue;
        }
        let found = match (lines.len(), empty) {
            (n, 0) => format!("{n}"),
            (n, e) => format!("{n}, {e} of them empty"),
        };
        c.error(
            rel::site,
            &FieldPath::of("poster").key(key),
            format!("a label of the poster is 1 to 3 lines of text, but this has {found}"),
            format!(
                "write it in English, then in Hindi, e.g. `{key}: [{}]`",
                example.join(", ")
            ),
        );
    }
}

/// The position's ranges, and its numbers the wrong way round, reported at
/// the number (`lat:`, `lng:`) or, written on one line, at `geo:`.
fn check_geo(c: &mut Check, geo: Geo) {
    let rel = rel::site;
    let root = FieldPath::of("geo");
    let candidates = [root.key("lat"), root.key("lng"), root.clone()];
    if candidates.iter().any(|path| c.stood_in(rel, path)) {
        return;
    }
    let at = |c: &Check, key: &str| {
        [root.key(key), root.key("lat"), root.clone()]
            .into_iter()
            .find(|path| c.written(rel, path).is_some())
            .unwrap_or_else(|| root.clone())
    };
    let (lat_at, lng_at) = (at(c, "lat"), at(c, "lng"));
    if latitude(geo.lat).is_err() || longitude(geo.lng).is_err() {
        c.rule(rel, &lat_at, latitude(geo.lat));
        c.rule(rel, &lng_at, longitude(geo.lng));
    } else if (60.0..=100.0).contains(&geo.lat) && (5.0..=40.0).contains(&geo.lng) {
        // India lies between about 6 and 37 north, 68 and 98 east: the
        // other way round, its numbers land in the Arctic.
        c.error(
            rel,
            &lat_at,
            format!(
                "{}, {} is the position the wrong way round: it is in the Arctic, not in India",
                geo.lat, geo.lng
            ),
            format!(
                "write the latitude first, then the longitude: `{}, {}`",
                geo.lng, geo.lat
            ),
        );
    }
}

/// The WhatsApp texts: each uses only its own placeholders, and the ones
/// that must say something do.
fn check_messages(c: &mut Check, m: &Messages) {
    let templates: [(&str, &str, &[&str]); 12] = [
        ("repair_help", &m.repair_help, &[]),
        ("join_course", &m.join_course, &["course"]),
        ("course_fees", &m.course_fees, &["course"]),
        ("product_enquiry", &m.product_enquiry, &["title", "link"]),
        ("product_price", &m.product_price, &["title", "link"]),
        ("product_share", &m.product_share, &["title", "link"]),
        (
            "repair_booking",
            &m.repair_booking,
            &["brand", "model", "issue", "price", "time", "link"],
        ),
        (
            "repair_not_listed",
            &m.repair_not_listed,
            &["brand", "model"],
        ),
        ("book_diagnosis", &m.book_diagnosis, &[]),
        ("book_seat", &m.book_seat, &[]),
        ("syllabus", &m.syllabus, &[]),
        ("pickup", &m.pickup, &[]),
    ];
    let before = c.out.len();
    for (field, text, allowed) in templates {
        c.template(
            rel::site,
            &FieldPath::of("messages").key(field),
            text,
            allowed,
        );
    }
    must_say(c, m, before);
}

/// The texts that must say what they are about: the link of a product
/// shared, the phone and repair of a booking. `before` is where the
/// template checks' reports begin.
fn must_say(c: &mut Check, m: &Messages, before: usize) {
    // A mistyped placeholder has been reported already, with a better hint.
    let reported = |c: &Check, path: &FieldPath| {
        c.out[before..]
            .iter()
            .any(|d| d.path.as_ref() == Some(path))
    };
    // A text shared without the link would send the friend nowhere.
    let share = FieldPath::of("messages").key("product_share");
    if !reported(c, &share) && !m.product_share.contains("{link}") {
        c.error(
            rel::site,
            &share,
            "this text must give the link to the product's page",
            "write `{link}` where the link goes, e.g. `{title}: {link}`",
        );
    }
    // The shop must learn which phone and which repair a booking is for.
    for (field, text, needs, example) in [
        (
            "repair_booking",
            &m.repair_booking,
            &["model", "issue"][..],
            "`Repair: {brand} {model} – {issue} ({price})`",
        ),
        (
            "repair_not_listed",
            &m.repair_not_listed,
            &["model"][..],
            "`Repair price for {brand} {model}?`",
        ),
    ] {
        let path = FieldPath::of("messages").key(field);
        let missing: Vec<String> = needs
            .iter()
            .filter(|n| !text.contains(&format!("{{{n}}}")))
            .map(|n| format!("`{{{n}}}`"))
            .collect();
        if !reported(c, &path) && !missing.is_empty() {
            c.error(
                rel::site,
                &path,
                "this text must say which phone and repair it is about",
                format!(
                    "write {} where they go, e.g. {example}",
                    missing.join(" and ")
                ),
            );
        }
    }
}

/// An Indian PIN code: 6 digits.
fn pin_code(raw: &str) -> Result<(), Broken> {
    if raw.len() == 6 && raw.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(Broken::new(
            format!("{} is not a PIN code", quote(raw)),
            "write the 6-digit PIN code in quotes, e.g. \"110005\"",
        ))
    }
}

/// The country of the address: the shop is in India, `IN`.
fn country(raw: &str) -> Result<(), Broken> {
    if raw == "IN" {
        Ok(())
    } else {
        Err(Broken::new(
            format!("{} is not the country code for India", quote(raw)),
            "write `IN`",
        ))
    }
}

/// A latitude in decimal degrees, -90 to 90.
fn latitude(lat: f64) -> Result<(), Broken> {
    if (-90.0..=90.0).contains(&lat) {
        Ok(())
    } else {
        Err(Broken::new(
            format!("latitude {lat} is outside -90 to 90"),
            "copy the position from Google Maps: the first number is the latitude",
        ))
    }
}

/// A longitude in decimal degrees, -180 to 180.
fn longitude(lng: f64) -> Result<(), Broken> {
    if (-180.0..=180.0).contains(&lng) {
        Ok(())
    } else {
        Err(Broken::new(
            format!("longitude {lng} is outside -180 to 180"),
            "copy the position from Google Maps: the second number is the longitude",
        ))
    }
}

/// The page's language, which names the region too: Indian English
/// (`en-IN`), not any English.
fn page_language(raw: &str) -> Result<(), Broken> {
    match language_code(raw) {
        Ok(Some(_)) => Ok(()),
        _ => Err(Broken::new(
            format!("{} is not a language code", quote(raw)),
            "write a code like `en-IN` or `hi-IN`",
        )),
    }
}
