//! Semantic checks: the rules that types alone cannot express.
//!
//! Each check runs on every file that could be read, so problems in several
//! files are all reported at once. Positions come from the marked tree by
//! field path, e.g. `products[3].image`.

use std::collections::BTreeMap;
use std::ops::Range;

use crate::diagnostic::{Diagnostic, quote};
use crate::load::{Files, Partial};
use crate::model::{Course, Messages, Playlist, Product, SiteFile};
use crate::rules::{self, DAY_CODES};
use crate::yaml::{Kind, Node};

/// How many highlights a product card shows.
pub const CARD_HIGHLIGHTS: usize = 3;

struct Check<'a> {
    files: &'a Files,
    out: Vec<Diagnostic>,
}

impl Check<'_> {
    /// A diagnostic at the value found at `path` in file `rel`.
    fn at(
        &self,
        rel: &str,
        path: &str,
        d: fn(String, String) -> Diagnostic,
        message: String,
    ) -> Diagnostic {
        let parsed = &self.files.files[rel];
        let d = d(parsed.source.name.clone(), format!("{path}: {message}")).path(path);
        match parsed.tree.as_ref().and_then(|t| t.lookup_entry(path)) {
            // A list or group is best shown by its key, e.g. `highlights:`.
            Some((Some(key), node)) if !matches!(node.kind, Kind::Scalar { .. }) => {
                d.at(key.span.clone())
            }
            Some((_, node)) => d.at(node.head()),
            None => d,
        }
    }

    fn error(
        &mut self,
        rel: &str,
        path: &str,
        message: impl Into<String>,
        hint: impl Into<String>,
    ) {
        let d = self
            .at(rel, path, Diagnostic::error, message.into())
            .hint(hint);
        self.out.push(d);
    }

    /// The byte range of `part` inside the text value at `path`, if it can be found there.
    fn span_within(&self, rel: &str, path: &str, part: &str) -> Option<Range<usize>> {
        let parsed = &self.files.files[rel];
        let node = parsed.tree.as_ref()?.lookup(path)?;
        let text = &parsed.source.text[node.span.clone()];
        text.find(part)
            .map(|i| node.span.start + i..node.span.start + i + part.len())
    }

    fn https(&mut self, rel: &str, path: &str, url: &str) {
        if let Err(why) = rules::check_https_url(url) {
            self.error(
                rel,
                path,
                format!("{} is not an allowed link: {why}", quote(url)),
                "use a full link that starts with `https://`",
            );
        }
    }

    fn slug(&mut self, rel: &str, path: &str, id: &str) {
        if let Err(why) = rules::check_slug(id) {
            self.error(
                rel,
                path,
                format!("{} is not a valid id: {why}", quote(id)),
                format!("try `{}`", rules::slugify(id)),
            );
        }
    }

    /// Reports every value that repeats an earlier one. `items` are
    /// `(file, field path, value)`, so the check can span several files.
    fn unique<'a>(
        &mut self,
        what: &str,
        hint: &str,
        items: impl IntoIterator<Item = (&'a str, String, &'a str)>,
    ) {
        let mut seen: BTreeMap<&str, (&str, String)> = BTreeMap::new();
        for (rel, path, value) in items {
            let Some((first_rel, first_path)) = seen.get(value) else {
                seen.insert(value, (rel, path));
                continue;
            };
            let first = &self.files.files[*first_rel];
            let first_span = first
                .tree
                .as_ref()
                .and_then(|t| t.lookup(first_path))
                .map(Node::head);
            let mut d = self
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!("the {what} {} is used twice", quote(value)),
                )
                .hint(hint);
            if let Some(span) = first_span {
                d = d.related(&first.source.name, span, "first used here");
            }
            self.out.push(d);
        }
    }

    /// `unique` within one file, for lists of items with ids.
    fn unique_ids<'a>(
        &mut self,
        rel: &'a str,
        what: &str,
        ids: impl IntoIterator<Item = (String, &'a str)>,
    ) {
        let hint = format!("every {what} must be different; rename one of them");
        self.unique(
            what,
            &hint,
            ids.into_iter().map(|(path, id)| (rel, path, id)),
        );
    }

    /// Checks that `template` uses only the placeholders in `allowed`.
    fn template(&mut self, rel: &str, path: &str, template: &str, allowed: &[&str]) {
        let allowed_text = match allowed {
            [] => "this text takes no placeholders".to_owned(),
            names => format!(
                "this text may use {}",
                names
                    .iter()
                    .map(|n| format!("`{{{n}}}`"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        };
        let placeholders = match rules::placeholders(template) {
            Ok(found) => found,
            Err((range, why)) => {
                let d = self.at(rel, path, Diagnostic::error, why).hint(format!(
                    "{allowed_text}; write braces only around a placeholder"
                ));
                self.out.push(self.narrow(d, rel, path, &template[range]));
                return;
            }
        };
        for p in placeholders.iter().filter(|p| !allowed.contains(&p.name)) {
            let hint = match crate::diagnostic::did_you_mean(p.name, allowed.iter().copied()) {
                Some(s) => format!("did you mean `{{{s}}}`? ({allowed_text})"),
                None => allowed_text.clone(),
            };
            let d = self
                .at(
                    rel,
                    path,
                    Diagnostic::error,
                    format!("unknown placeholder `{{{}}}`", p.name),
                )
                .hint(hint);
            let d = self.narrow(d, rel, path, &template[p.span.clone()]);
            self.out.push(d);
        }
    }

    /// Checks texts that show a number: `{count}` is their only placeholder,
    /// and it must be there.
    fn count_texts<'a>(
        &mut self,
        rel: &str,
        texts: impl IntoIterator<Item = (&'a str, Option<&'a String>)>,
        example: &str,
    ) {
        for (path, text) in texts {
            let Some(text) = text else { continue };
            let before = self.out.len();
            self.template(rel, path, text, &["count"]);
            // A mistyped placeholder has been reported already, with a better hint.
            if self.out.len() == before && !text.contains("{count}") {
                self.error(
                    rel,
                    path,
                    "this text must show the count",
                    format!("write `{{count}}` where the number goes, e.g. {example}"),
                );
            }
        }
    }

    /// Points the caret at `part` inside the value, when it can be found.
    fn narrow(&self, d: Diagnostic, rel: &str, path: &str, part: &str) -> Diagnostic {
        match self.span_within(rel, path, part) {
            Some(span) => d.at(span),
            None => d,
        }
    }
}

/// Runs every semantic check on what could be read; normalizes phone numbers
/// and the base URL in place.
pub(crate) fn validate(files: &Files, content: &mut Partial) -> Vec<Diagnostic> {
    let mut c = Check {
        files,
        out: Vec::new(),
    };
    if let Some(site) = content.site.as_mut() {
        check_site(&mut c, site);
    }
    if let Some(courses) = &content.courses {
        check_courses(&mut c, courses);
    }
    if let Some(products) = &content.products {
        check_products(&mut c, products);
    }
    if let Some(playlists) = &content.playlists {
        check_playlists(&mut c, playlists);
    }
    if let Some(home) = &content.home
        && !(1..=12).contains(&home.latest_videos_count)
    {
        c.error(
            "pages/home.yaml",
            "latest_videos_count",
            format!(
                "{} videos is not a sensible number for the Home page",
                home.latest_videos_count
            ),
            "use a number from 1 to 12",
        );
    }
    if let Some(page) = &content.products_page {
        let labels = &page.labels;
        c.count_texts(
            "pages/products.yaml",
            [
                ("labels.results", Some(&labels.results)),
                ("labels.result_one", labels.result_one.as_ref()),
            ],
            "`{count} products`",
        );
    }
    if let Some(page) = &content.videos_page {
        c.count_texts(
            "pages/videos.yaml",
            [
                ("video_count", Some(&page.video_count)),
                ("video_count_one", page.video_count_one.as_ref()),
            ],
            "`{count} videos`",
        );
    }
    check_page_titles(&mut c, content);
    c.out
}

fn check_site(c: &mut Check, site: &mut SiteFile) {
    let rel = "site.yaml";
    c.https(rel, "base_url", &site.base_url);
    if rules::check_https_url(&site.base_url).is_ok() && !site.base_url.ends_with('/') {
        site.base_url.push('/');
    }
    for (path, number) in [("phone", &mut site.phone), ("whatsapp", &mut site.whatsapp)] {
        match rules::normalize_mobile(number) {
            Ok(normalized) => *number = normalized,
            Err(why) => c.error(
                rel,
                path,
                format!(
                    "{} is not a valid Indian mobile number: {why}",
                    quote(number)
                ),
                "write the 10-digit mobile number, e.g. `98765 43210` or `+91 98765 43210`",
            ),
        }
    }
    if let Some(maps) = &site.maps_url {
        c.https(rel, "maps_url", maps);
    }
    c.https(rel, "video_channel", &site.video_channel);
    let pin = &site.address.postal_code;
    if pin.len() != 6 || !pin.bytes().all(|b| b.is_ascii_digit()) {
        c.error(
            rel,
            "address.postal_code",
            format!("{} is not a PIN code", quote(pin)),
            "write the 6-digit PIN code in quotes, e.g. \"110005\"",
        );
    }
    if site.address.country != "IN" {
        c.error(
            rel,
            "address.country",
            format!(
                "{} is not the country code for India",
                quote(&site.address.country)
            ),
            "write `IN`",
        );
    }
    let geo = site.geo;
    if !(-90.0..=90.0).contains(&geo.lat) {
        c.error(
            rel,
            "geo.lat",
            format!("latitude {} is outside -90 to 90", geo.lat),
            "copy the position from Google Maps: the first number is the latitude",
        );
    }
    if !(-180.0..=180.0).contains(&geo.lng) {
        c.error(
            rel,
            "geo.lng",
            format!("longitude {} is outside -180 to 180", geo.lng),
            "copy the position from Google Maps: the second number is the longitude",
        );
    }
    let lang_ok = site.language.len() == 5
        && site.language.as_bytes()[2] == b'-'
        && site.language[..2].bytes().all(|b| b.is_ascii_lowercase())
        && site.language[3..].bytes().all(|b| b.is_ascii_uppercase());
    if !lang_ok {
        c.error(
            rel,
            "language",
            format!("{} is not a language code", quote(&site.language)),
            "write a code like `en-IN` or `hi-IN`",
        );
    }
    for (i, hours) in site.opening_hours.iter().enumerate() {
        for (j, day) in hours.days.iter().enumerate() {
            if !DAY_CODES.contains(&day.as_str()) {
                let hint = match crate::diagnostic::did_you_mean(day, DAY_CODES) {
                    Some(s) => format!("did you mean `{s}`? Days are {}", DAY_CODES.join(", ")),
                    None => format!("days are written {}", DAY_CODES.join(", ")),
                };
                c.error(
                    rel,
                    &format!("opening_hours[{i}].days[{j}]"),
                    format!("{} is not a day code", quote(day)),
                    hint,
                );
            }
        }
        for (field, time) in [("opens", &hours.opens), ("closes", &hours.closes)] {
            if let Err(why) = rules::check_time(time) {
                c.error(
                    rel,
                    &format!("opening_hours[{i}].{field}"),
                    format!("{} is not a time", quote(time)),
                    format!("{why}, in quotes"),
                );
            }
        }
        if rules::check_time(&hours.opens).is_ok()
            && rules::check_time(&hours.closes).is_ok()
            && hours.opens >= hours.closes
        {
            c.error(
                rel,
                &format!("opening_hours[{i}].closes"),
                "the closing time is not after the opening time",
                "use 24-hour times, e.g. opens \"10:30\", closes \"20:30\"",
            );
        }
    }
    check_messages(c, &site.messages);
}

fn check_messages(c: &mut Check, m: &Messages) {
    let templates: [(&str, &str, &[&str]); 9] = [
        ("repair_help", &m.repair_help, &[]),
        ("join_course", &m.join_course, &["course"]),
        ("course_fees", &m.course_fees, &["course"]),
        ("product_enquiry", &m.product_enquiry, &["title"]),
        ("product_price", &m.product_price, &["title"]),
        ("book_diagnosis", &m.book_diagnosis, &[]),
        ("book_seat", &m.book_seat, &[]),
        ("syllabus", &m.syllabus, &[]),
        ("pickup", &m.pickup, &[]),
    ];
    for (field, text, allowed) in templates {
        c.template("site.yaml", &format!("messages.{field}"), text, allowed);
    }
}

fn check_courses(c: &mut Check, courses: &[Course]) {
    let rel = "courses.yaml";
    for (i, course) in courses.iter().enumerate() {
        c.slug(rel, &format!("courses[{i}].id"), &course.id);
        c.template(
            rel,
            &format!("courses[{i}].message"),
            &course.message,
            &["course"],
        );
        if course.weeks == 0 {
            c.error(
                rel,
                &format!("courses[{i}].weeks"),
                "a course lasts at least one week",
                "write the length in weeks, e.g. `4`",
            );
        }
        if course.focus.is_empty() {
            c.error(
                rel,
                &format!("courses[{i}].focus"),
                "the focus list is empty",
                "list what the course covers, one `- ` line each",
            );
        }
    }
    c.unique_ids(
        rel,
        "course id",
        courses
            .iter()
            .enumerate()
            .map(|(i, x)| (format!("courses[{i}].id"), x.id.as_str())),
    );
}

fn check_products(c: &mut Check, products: &[Product]) {
    let rel = "products.yaml";
    for (i, p) in products.iter().enumerate() {
        c.slug(rel, &format!("products[{i}].id"), &p.id);
        if let Some(image) = &p.image {
            c.https(rel, &format!("products[{i}].image"), image);
        }
        if p.highlights.len() > CARD_HIGHLIGHTS {
            let path = format!("products[{i}].highlights");
            let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::warning,
                    format!(
                        "{} highlights, but a card shows only the first {CARD_HIGHLIGHTS}",
                        p.highlights.len()
                    ),
                )
                .hint(format!(
                    "put the {CARD_HIGHLIGHTS} most important first; the rest are not shown"
                ));
            c.out.push(d);
        }
    }
    c.unique_ids(
        rel,
        "product id",
        products
            .iter()
            .enumerate()
            .map(|(i, x)| (format!("products[{i}].id"), x.id.as_str())),
    );
}

fn check_playlists(c: &mut Check, playlists: &[Playlist]) {
    let rel = "videos.yaml";
    for (i, list) in playlists.iter().enumerate() {
        c.slug(rel, &format!("playlists[{i}].id"), &list.id);
        if list.videos.is_empty() {
            c.error(
                rel,
                &format!("playlists[{i}].videos"),
                "this playlist has no videos",
                "add at least one video, or remove the playlist",
            );
        }
        for (j, video) in list.videos.iter().enumerate() {
            let path = format!("playlists[{i}].videos[{j}]");
            if let Err(why) = rules::check_video_id(&video.id) {
                let hint = match rules::video_id_in_link(&video.id) {
                    Some(id) => format!("write only the id: `{id}`"),
                    None => {
                        "copy the 11 characters after `watch?v=` in the video's link".to_owned()
                    }
                };
                c.error(
                    rel,
                    &format!("{path}.id"),
                    format!("{} is not a video id: {why}", quote(&video.id)),
                    hint,
                );
            }
            if let Some(thumb) = &video.thumb {
                c.https(rel, &format!("{path}.thumb"), thumb);
            }
            if let Some(date) = &video.date
                && let Err(why) = rules::check_date(date)
            {
                c.error(
                    rel,
                    &format!("{path}.date"),
                    format!("{} is not a date", quote(date)),
                    format!("{why}, in quotes"),
                );
            }
        }
    }
    c.unique_ids(
        rel,
        "playlist id",
        playlists
            .iter()
            .enumerate()
            .map(|(i, x)| (format!("playlists[{i}].id"), x.id.as_str())),
    );
}

/// Every page needs its own title, or search results cannot tell them apart.
fn check_page_titles(c: &mut Check, content: &Partial) {
    let titles = [
        ("pages/home.yaml", content.home.as_ref().map(|p| &p.meta)),
        (
            "pages/training.yaml",
            content.training.as_ref().map(|p| &p.meta),
        ),
        (
            "pages/products.yaml",
            content.products_page.as_ref().map(|p| &p.meta),
        ),
        (
            "pages/videos.yaml",
            content.videos_page.as_ref().map(|p| &p.meta),
        ),
        (
            "pages/repairs.yaml",
            content.repairs_page.as_ref().map(|p| &p.meta),
        ),
        ("pages/about.yaml", content.about.as_ref().map(|p| &p.meta)),
        (
            "pages/not_found.yaml",
            content.not_found.as_ref().map(|p| &p.meta),
        ),
    ];
    let titles: Vec<_> = titles
        .iter()
        .filter_map(|(rel, meta)| meta.map(|m| (*rel, "meta.title".to_owned(), m.title.as_str())))
        .collect();
    c.unique(
        "page title",
        "give every page its own title, so search results can tell them apart",
        titles,
    );
}
