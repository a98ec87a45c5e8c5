//! The semantic rules for single values, as pure functions.
//!
//! Each returns what is wrong in words an owner understands; `validate.rs`
//! decides where in the content each rule applies.

use std::ops::Range;

use crate::words::{did_you_mean, quote};

/// The number of the starter content's `site.yaml` and of the examples,
/// 98765 43210, marked there `# PLACEHOLDER`: no shop's own number.
pub const EXAMPLE_MOBILE: &str = "9876543210";

/// The word that marks an example value in `site.yaml`'s comments.
pub const PLACEHOLDER: &str = "PLACEHOLDER";

/// Normalizes an Indian mobile number to its 10 digits.
///
/// Accepts `+91`, `91` or `0` in front, and spaces, dashes, dots or brackets
/// between digits, e.g. `+91 98765-43210` → `9876543210`.
pub fn normalize_mobile(raw: &str) -> Result<String, String> {
    if let Some(c) = raw
        .chars()
        .find(|c| !(c.is_ascii_digit() || " -+().".contains(*c)))
    {
        return Err(format!(
            "a phone number may only contain digits, spaces, dashes and a leading +, but it contains `{c}`"
        ));
    }
    if raw
        .trim_start()
        .get(1..)
        .is_some_and(|rest| rest.contains('+'))
    {
        return Err("`+` may only stand at the start, as in `+91`".to_owned());
    }
    let digits: String = raw.chars().filter(char::is_ascii_digit).collect();
    // The digits are counted after what the number starts with, as the
    // owner wrote it: `+91 98111 2233` has 9 digits after +91, not 11.
    let national = if raw.trim_start().starts_with('+') {
        let Some(after) = digits.strip_prefix("91") else {
            let code: String = digits.chars().take(3).collect();
            return Err(format!(
                "this number starts with +{code}…, but India's country code is +91"
            ));
        };
        after
    } else if let Some(after) = digits.strip_prefix('0') {
        if after.len() != 10 {
            return Err(format!(
                "an Indian mobile number has 10 digits after the 0, but this has {}",
                after.len()
            ));
        }
        after
    } else {
        match digits.len() {
            10 => digits.as_str(),
            12 if digits.starts_with("91") => &digits[2..],
            n => {
                return Err(format!(
                    "an Indian mobile number has 10 digits, but this has {n}"
                ));
            }
        }
    };
    if national.len() != 10 {
        return Err(format!(
            "an Indian mobile number has 10 digits after +91, but this has {}",
            national.len()
        ));
    }
    if !national.starts_with(['6', '7', '8', '9']) {
        return Err("an Indian mobile number starts with 6, 7, 8 or 9".to_owned());
    }
    Ok(national.to_owned())
}

/// Accepts only absolute `https:` links with a host and no user name or password.
pub fn check_https_url(raw: &str) -> Result<(), String> {
    let url = url::Url::parse(raw.trim())
        .map_err(|e| format!("this is not a complete web address ({e})"))?;
    if url.scheme() != "https" {
        return Err(format!(
            "only `https://` links are allowed, but this one starts with `{}:`",
            url.scheme()
        ));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("the link has no website name after `https://`".to_owned());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("the link must not contain a user name or password".to_owned());
    }
    if raw.trim() != raw || raw.chars().any(char::is_whitespace) {
        return Err("the link contains spaces".to_owned());
    }
    Ok(())
}

/// The address a site is published at, normalized: an `https:` link with a
/// host and no query or fragment, whose path ends with `/` (added when
/// missing), e.g. `https://example.github.io/shop/`. Every internal link of
/// the site starts with this path.
pub fn base_url(raw: &str) -> Result<url::Url, String> {
    check_https_url(raw)?;
    let mut url = url::Url::parse(raw).map_err(|e| e.to_string())?;
    if url.query().is_some() || url.fragment().is_some() {
        return Err("the base URL must not contain `?` or `#`".to_owned());
    }
    if !url.path().ends_with('/') {
        let path = format!("{}/", url.path());
        url.set_path(&path);
    }
    Ok(url)
}

/// How many highlights a product card shows. Content may list more; the
/// card shows the first ones, and the check warns about the rest.
pub const CARD_HIGHLIGHTS: usize = 3;

/// The paragraphs of a text such as a product's `description`: each line
/// that is not blank, without the spaces around it.
pub fn paragraphs(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A video id is the 11 characters after `watch?v=`: letters, digits, `-` and `_`.
pub fn check_video_id(raw: &str) -> Result<(), String> {
    let ok = raw.len() == 11
        && raw
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(())
    } else {
        Err("a video id is exactly 11 letters, digits, `-` or `_`".to_owned())
    }
}

/// The video id that `raw` gives: the id itself, or the one in the video's
/// link as YouTube shares it (`https://youtu.be/ID?si=…`) or shows it
/// (`https://www.youtube.com/watch?v=ID&t=42s`, `/shorts/ID`, `/embed/ID`,
/// `/live/ID`), so the owner may paste the link as it is.
pub fn video_id(raw: &str) -> Result<&str, String> {
    let raw = raw.trim();
    if check_video_id(raw).is_ok() {
        return Ok(raw);
    }
    if let Some(id) = video_id_in_link(raw) {
        return Ok(id);
    }
    if is_video_site_link(raw) {
        Err("this is a link to YouTube, but not to one video".to_owned())
    } else {
        check_video_id(raw).map(|()| raw)
    }
}

/// Whether `raw` is a link to the video site, with or without `https://`.
fn is_video_site_link(raw: &str) -> bool {
    let rest = raw
        .strip_prefix("https://")
        .or_else(|| raw.strip_prefix("http://"))
        .unwrap_or(raw);
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let host = host.strip_prefix("www.").unwrap_or(host);
    let host = host.strip_prefix("m.").unwrap_or(host);
    matches!(
        host,
        "youtube.com" | "youtu.be" | "youtube-nocookie.com" | "music.youtube.com"
    )
}

/// The video id in a link to the video site: 11 characters after `v=`,
/// `youtu.be/`, `/shorts/`, `/embed/`, `/live/` or `/v/`, and nothing of
/// the id's characters after them.
pub fn video_id_in_link(raw: &str) -> Option<&str> {
    if !is_video_site_link(raw) {
        return None;
    }
    [
        "?v=",
        "&v=",
        "youtu.be/",
        "/shorts/",
        "/embed/",
        "/live/",
        "/v/",
    ]
    .iter()
    .find_map(|marker| {
        let (_, after) = raw.split_once(marker)?;
        let id = after.get(..11)?;
        let ends = after[11..]
            .chars()
            .next()
            .is_none_or(|c| matches!(c, '?' | '&' | '#' | '/'));
        (ends && check_video_id(id).is_ok()).then_some(id)
    })
}

/// A course named in a text with its length, `8-week Chip-Level` (or `8
/// week`, `8-weeks`), by its byte range in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeeksMention<'a> {
    pub weeks: u32,
    /// The words after `week`: the name of one of `names` when it starts
    /// with one, else the next word.
    pub name: &'a str,
    /// Whether `name` is one of the names looked for.
    pub known: bool,
    pub span: Range<usize>,
}

/// Every `N-week NAME` in `text`, NAME being one of `names` (the longest
/// that fits) or else the word there.
pub fn weeks_mentions<'a>(text: &'a str, names: &[&str]) -> Vec<WeeksMention<'a>> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(i) = text[from..].find("week").map(|i| from + i) {
        from = i + 4;
        // The number before: `8-week`, `8 week`.
        let before = text[..i].strip_suffix(['-', ' ']).unwrap_or(&text[..i]);
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let Ok(weeks) = before[before.len() - digits..].parse::<u32>() else {
            continue;
        };
        let start = before.len() - digits;
        if start > 0 && bytes[start - 1].is_ascii_alphanumeric() {
            continue;
        }
        // Then `week` or `weeks`, a space or dash, and the name.
        let mut after = i + 4;
        if text[after..].starts_with('s') {
            after += 1;
        }
        let Some(rest) = text[after..].strip_prefix([' ', '-']) else {
            continue;
        };
        let name_at = text.len() - rest.len();
        let known = names
            .iter()
            .filter(|n| {
                !n.is_empty()
                    && rest.starts_with(**n)
                    && !rest[n.len()..].starts_with(|c: char| c.is_alphanumeric())
            })
            .max_by_key(|n| n.len());
        let name = match known {
            Some(n) => &rest[..n.len()],
            None => {
                let word = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .unwrap_or(rest.len());
                &rest[..word]
            }
        };
        if name.is_empty() {
            continue;
        }
        found.push(WeeksMention {
            weeks,
            name,
            known: known.is_some(),
            span: start..name_at + name.len(),
        });
        from = name_at + name.len();
    }
    found
}

/// Ids are lowercase letters, digits and single dashes, e.g. `usb-c-cable`.
pub fn check_slug(raw: &str) -> Result<(), String> {
    let ok = !raw.is_empty()
        && raw
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !raw.starts_with('-')
        && !raw.ends_with('-')
        && !raw.contains("--");
    if ok {
        Ok(())
    } else {
        Err(
            "an id uses only lowercase letters, digits and single dashes, e.g. `usb-c-cable`"
                .to_owned(),
        )
    }
}

/// Ids no product may have. Every product gets its own page,
/// `/products/<id>/`, and each of these is a folder the site itself writes
/// under `/products/` (`page`: the catalogue's later pages,
/// `/products/page/2/` and on). `shopsite-render` has a test that keeps
/// this list in step with the folders it writes.
pub const RESERVED_PRODUCT_IDS: &[&str] = &["page"];

/// Turns any text into a valid id, for suggestions.
pub fn slugify(raw: &str) -> String {
    let mut out = String::new();
    for c in raw.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// The address of a repair price page is made of the brand's and the
/// model's names (`/repairs/samsung/galaxy-a15/`), by [`slugify`]: two
/// names that differ only in case, spaces or signs share one.
pub fn repair_slug(name: &str) -> String {
    slugify(name)
}

/// The forms a repair price may take, for messages.
pub const REPAIR_PRICE_FORMS: &str =
    "a price in whole rupees (`2499`), a range (`1499-1999`) or `0` (ask for price)";

/// Why a text is not a repair price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PriceError {
    /// Not one of [`REPAIR_PRICE_FORMS`].
    NotAPrice,
    /// A range whose low end is above its high end, e.g. `1999-1499`.
    Upside { low: u64, high: u64 },
    /// A range from 0, e.g. `0-999`: 0 is "ask for price", not a price.
    FromZero { high: u64 },
}

impl PriceError {
    /// What is wrong with `text`, in one line.
    pub fn message(&self, text: &str) -> String {
        let text = text.trim();
        match self {
            PriceError::NotAPrice => format!("expected {REPAIR_PRICE_FORMS}, found `{text}`"),
            PriceError::Upside { .. } => {
                format!("the range `{text}` starts above where it ends")
            }
            PriceError::FromZero { .. } => format!("the range `{text}` starts at 0"),
        }
    }

    /// How to write it instead.
    pub fn hint(&self, text: &str) -> String {
        match self {
            PriceError::NotAPrice => match cleaned_price(text) {
                Some(clean) => format!("write the price without commas or ₹, e.g. `{clean}`"),
                None => "write whole rupees such as `2499`, a range such as `1499-1999`, or `0` when the customer should ask for the price".to_owned(),
            },
            PriceError::Upside { low, high } => {
                format!("write the lower price first: `{high}-{low}`")
            }
            PriceError::FromZero { high } => format!(
                "start the range at the least the repair costs, e.g. `499-{high}`; `0` alone means \"ask for price\""
            ),
        }
    }
}

/// Reads a repair price: whole rupees (`2499`), a range (`1499-1999`, with
/// `-`, `–` or `—`, spaces allowed around it) or `0`, "ask for price". A
/// range whose two ends are the same is that price.
pub fn repair_price(raw: &str) -> Result<crate::model::Price, PriceError> {
    use crate::model::Price;
    let rupees = |s: &str| -> Option<u64> {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let text = raw.trim();
    if let Some(n) = rupees(text) {
        return Ok(if n == 0 {
            Price::OnRequest
        } else {
            Price::Fixed(n)
        });
    }
    let (low, high) = text
        .split_once(['-', '–', '—'])
        .and_then(|(a, b)| Some((rupees(a)?, rupees(b)?)))
        .ok_or(PriceError::NotAPrice)?;
    match (low, high) {
        (0, 0) => Ok(Price::OnRequest),
        (0, high) => Err(PriceError::FromZero { high }),
        (low, high) if low > high => Err(PriceError::Upside { low, high }),
        (low, high) if low == high => Ok(Price::Fixed(low)),
        (low, high) => Ok(Price::Range { low, high }),
    }
}

/// A price written with commas, ₹ or "Rs." (`₹2,499`, `Rs. 1,499-1,999`),
/// as the list wants it (`2499`, `1499-1999`), if that is all that is wrong.
fn cleaned_price(text: &str) -> Option<String> {
    let mut clean: String = text
        .chars()
        .filter(|c| !matches!(c, ',' | '₹' | ' '))
        .collect();
    for prefix in ["Rs.", "rs.", "RS.", "Rs", "rs", "RS", "INR"] {
        if let Some(rest) = clean.strip_prefix(prefix) {
            clean = rest.to_owned();
            break;
        }
    }
    let clean = clean.trim_end_matches("/-").to_owned();
    (clean != text.trim() && repair_price(&clean).is_ok()).then_some(clean)
}

/// A placeholder such as `{course}` in a message template, with its byte range.
#[derive(Debug, PartialEq, Eq)]
pub struct Placeholder<'a> {
    pub name: &'a str,
    pub span: Range<usize>,
}

/// Lists the `{name}` placeholders of a template, or says where a brace is unmatched.
pub fn placeholders(template: &str) -> Result<Vec<Placeholder<'_>>, (Range<usize>, String)> {
    let mut found = Vec::new();
    let mut rest = 0;
    while let Some(open) = template[rest..].find(['{', '}']).map(|i| rest + i) {
        if template.as_bytes()[open] == b'}' {
            return Err((open..open + 1, "this `}` has no matching `{`".to_owned()));
        }
        let Some(close) = template[open + 1..].find(['{', '}']).map(|i| open + 1 + i) else {
            return Err((open..open + 1, "this `{` has no matching `}`".to_owned()));
        };
        if template.as_bytes()[close] == b'{' {
            return Err((open..open + 1, "this `{` has no matching `}`".to_owned()));
        }
        found.push(Placeholder {
            name: &template[open + 1..close],
            span: open..close + 1,
        });
        rest = close + 1;
    }
    Ok(found)
}

/// A date written `YYYY-MM-DD`.
pub fn check_date(raw: &str) -> Result<(), String> {
    let parts: Vec<&str> = raw.split('-').collect();
    let valid = match parts.as_slice() {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
            match (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) {
                (Ok(y), Ok(m), Ok(d)) => {
                    (1..=12).contains(&m) && (1..=days_in_month(y, m)).contains(&d)
                }
                _ => false,
            }
        }
        _ => false,
    };
    if valid {
        Ok(())
    } else {
        Err("a date is written `YYYY-MM-DD`, e.g. `2026-10-05`".to_owned())
    }
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A time written `HH:MM`, 24-hour.
pub fn check_time(raw: &str) -> Result<(), String> {
    let valid = match raw.split_once(':') {
        Some((h, m)) if h.len() == 2 && m.len() == 2 => {
            matches!((h.parse::<u32>(), m.parse::<u32>()), (Ok(h), Ok(m)) if h < 24 && m < 60)
        }
        _ => false,
    };
    if valid {
        Ok(())
    } else {
        Err("a time is written `HH:MM` in 24-hour form, e.g. `20:30`".to_owned())
    }
}

/// A language code: two lowercase letters, then optionally `-` and a
/// two-letter region in capitals, e.g. `hi`, `en-IN`. Returns the region.
pub fn language_code(raw: &str) -> Result<Option<&str>, String> {
    let (language, region) = match raw.split_once('-') {
        Some((language, region)) => (language, Some(region)),
        None => (raw, None),
    };
    let letters = |s: &str, case: fn(&u8) -> bool| s.len() == 2 && s.as_bytes().iter().all(case);
    if letters(language, u8::is_ascii_lowercase)
        && region.is_none_or(|r| letters(r, u8::is_ascii_uppercase))
    {
        Ok(region)
    } else {
        Err("a language code is two small letters, then optionally `-` and a region in capitals, e.g. `hi` or `en-IN`".to_owned())
    }
}

/// The days of the week as content writes them, in week order, Monday
/// first: schema.org's two-letter codes, which search engines read as is.
pub const DAY_CODES: [&str; 7] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/// What is wrong with a value, and how to put it right, in an owner's words:
/// `validate.rs` shows them where the value is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub message: String,
    pub hint: String,
}

impl Broken {
    fn new(message: impl Into<String>, hint: impl Into<String>) -> Broken {
        Broken {
            message: message.into(),
            hint: hint.into(),
        }
    }
}

/// An Indian PIN code: 6 digits.
pub fn pin_code(raw: &str) -> Result<(), Broken> {
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
pub fn country(raw: &str) -> Result<(), Broken> {
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
pub fn latitude(lat: f64) -> Result<(), Broken> {
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
pub fn longitude(lng: f64) -> Result<(), Broken> {
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
pub fn page_language(raw: &str) -> Result<(), Broken> {
    match language_code(raw) {
        Ok(Some(_)) => Ok(()),
        _ => Err(Broken::new(
            format!("{} is not a language code", quote(raw)),
            "write a code like `en-IN` or `hi-IN`",
        )),
    }
}

/// A day of the week, as one of [`DAY_CODES`].
pub fn day_code(raw: &str) -> Result<(), Broken> {
    if DAY_CODES.contains(&raw) {
        return Ok(());
    }
    let hint = match did_you_mean(raw, DAY_CODES) {
        Some(s) => format!("did you mean `{s}`? Days are {}", DAY_CODES.join(", ")),
        None => format!("days are written {}", DAY_CODES.join(", ")),
    };
    Err(Broken::new(
        format!("{} is not a day code", quote(raw)),
        hint,
    ))
}

/// A shop closes after it opens, on the same day.
pub fn open_before_close<T: Ord>(opens: T, closes: T) -> Result<(), Broken> {
    if opens < closes {
        Ok(())
    } else {
        Err(Broken::new(
            "the closing time is not after the opening time",
            "use 24-hour times, e.g. opens \"10:30\", closes \"20:30\"",
        ))
    }
}

/// How many of the latest videos the Home page shows: 1 to 12.
pub fn latest_videos_count(n: u32) -> Result<(), Broken> {
    if (1..=12).contains(&n) {
        Ok(())
    } else {
        Err(Broken::new(
            format!("{n} videos is not a sensible number for the Home page"),
            "use a number from 1 to 12",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repair_prices_are_rupees_a_range_or_zero() {
        use crate::model::Price;
        for (text, price) in [
            ("2499", Price::Fixed(2499)),
            (" 2499 ", Price::Fixed(2499)),
            ("0", Price::OnRequest),
            (
                "1499-1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            (
                "1499 – 1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            (
                "1499—1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            ("999-999", Price::Fixed(999)),
            ("0-0", Price::OnRequest),
        ] {
            assert_eq!(repair_price(text), Ok(price), "{text}");
        }
        assert_eq!(
            repair_price("1999-1499"),
            Err(PriceError::Upside {
                low: 1999,
                high: 1499
            })
        );
        assert_eq!(
            PriceError::Upside {
                low: 1999,
                high: 1499
            }
            .hint("1999-1499"),
            "write the lower price first: `1499-1999`"
        );
        assert_eq!(
            repair_price("0-999"),
            Err(PriceError::FromZero { high: 999 })
        );
        for text in [
            "",
            "free",
            "-500",
            "1499-",
            "1,499",
            "₹2499",
            "24.99",
            "1499-1999-2499",
            "२४९९",
        ] {
            assert_eq!(repair_price(text), Err(PriceError::NotAPrice), "{text}");
        }
        let hint = |text: &str| PriceError::NotAPrice.hint(text);
        assert_eq!(
            hint("₹2,499"),
            "write the price without commas or ₹, e.g. `2499`"
        );
        assert_eq!(
            hint("Rs. 1,499 - 1,999/-"),
            "write the price without commas or ₹, e.g. `1499-1999`"
        );
        assert!(hint("free").starts_with("write whole rupees such as `2499`"));
    }

    #[test]
    fn repair_page_addresses_are_made_of_the_names() {
        assert_eq!(repair_slug("Galaxy A15 5G"), "galaxy-a15-5g");
        assert_eq!(repair_slug("iPhone 15 Pro+"), repair_slug("iphone 15 pro"));
        assert_eq!(repair_slug("रेडमी"), "");
    }

    #[test]
    fn mobile_numbers_are_normalized() {
        for written in [
            "9876543210",
            "+91 98765 43210",
            "91-98765-43210",
            "098765 43210",
            "+91 (98765) 43210",
        ] {
            assert_eq!(
                normalize_mobile(written).as_deref(),
                Ok("9876543210"),
                "{written}"
            );
        }
    }

    #[test]
    fn bad_mobile_numbers_are_refused() {
        assert!(
            normalize_mobile("98765 4321")
                .unwrap_err()
                .contains("has 9")
        );
        assert_eq!(
            normalize_mobile("+1 415 555 0100").unwrap_err(),
            "this number starts with +141…, but India's country code is +91"
        );
        assert_eq!(
            normalize_mobile("+91 98111 2233").unwrap_err(),
            "an Indian mobile number has 10 digits after +91, but this has 9"
        );
        assert_eq!(
            normalize_mobile("+91 98111 223344").unwrap_err(),
            "an Indian mobile number has 10 digits after +91, but this has 11"
        );
        assert_eq!(
            normalize_mobile("0 98111 2233").unwrap_err(),
            "an Indian mobile number has 10 digits after the 0, but this has 9"
        );
        assert_eq!(
            normalize_mobile("98111 223344 5").unwrap_err(),
            "an Indian mobile number has 10 digits, but this has 12"
        );
        assert!(
            normalize_mobile("5876543210")
                .unwrap_err()
                .contains("starts with 6, 7, 8 or 9")
        );
        assert!(
            normalize_mobile("98765-4321O")
                .unwrap_err()
                .contains("contains `O`")
        );
        assert!(
            normalize_mobile("98765+43210")
                .unwrap_err()
                .contains("only stand at the start")
        );
    }

    #[test]
    fn only_https_links_pass() {
        assert_eq!(
            check_https_url("https://images.unsplash.com/photo-1?w=480"),
            Ok(())
        );
        for bad in [
            "javascript:alert(1)",
            "JAVASCRIPT:alert(1)",
            "data:text/html,<script>alert(1)</script>",
            "http://example.com/a.jpg",
            "ftp://example.com/a.jpg",
            "//example.com/a.jpg",
            "example.com/a.jpg",
            "https://user:pw@example.com/",
            "https://example.com/a b.jpg",
            " https://example.com/",
        ] {
            assert!(check_https_url(bad).is_err(), "{bad} was accepted");
        }
        assert!(
            check_https_url("javascript:alert(1)")
                .unwrap_err()
                .contains("starts with `javascript:`")
        );
    }

    #[test]
    fn base_urls_are_normalized_or_refused() {
        let url = |raw: &str| base_url(raw).map(String::from);
        assert_eq!(
            url("https://example.com").as_deref(),
            Ok("https://example.com/")
        );
        assert_eq!(
            url("https://example.github.io/shop").as_deref(),
            Ok("https://example.github.io/shop/")
        );
        assert_eq!(
            url("https://example.com/?a=1").unwrap_err(),
            "the base URL must not contain `?` or `#`"
        );
        for bad in [
            "http://example.com/",
            "javascript:alert(1)",
            "https://example.com/#top",
            "example.com",
        ] {
            assert!(base_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn language_codes() {
        assert_eq!(language_code("en-IN"), Ok(Some("IN")));
        assert_eq!(language_code("hi"), Ok(None));
        for bad in ["EN", "en-in", "eng", "en_IN", "e", "en-", "hi-IN-x", ""] {
            assert!(language_code(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn video_ids_are_well_formed() {
        assert_eq!(check_video_id("dQw4w9WgXcQ"), Ok(()));
        assert_eq!(check_video_id("a-b_c123XYZ"), Ok(()));
        assert!(check_video_id("dQw4w9WgXc").is_err());
        assert!(check_video_id("dQw4w9WgXcQQ").is_err());
        assert!(check_video_id("dQw4w9W<XcQ").is_err());
        for link in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3",
            "https://youtu.be/dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ?si=AbC-12_x",
            "youtu.be/dQw4w9WgXcQ",
            "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
            "https://www.youtube.com/shorts/dQw4w9WgXcQ",
            " https://www.youtube.com/live/dQw4w9WgXcQ?si=x ",
            "dQw4w9WgXcQ",
        ] {
            assert_eq!(video_id(link), Ok("dQw4w9WgXcQ"), "{link}");
        }
        assert_eq!(video_id_in_link("hello"), None);
        assert_eq!(
            video_id_in_link("https://example.com/watch?v=dQw4w9WgXcQ"),
            None
        );
        assert_eq!(video_id_in_link("https://youtu.be/dQw4w9WgXcQQ"), None);
        assert_eq!(
            video_id("https://www.youtube.com/@sharmamobilecare"),
            Err("this is a link to YouTube, but not to one video".to_owned())
        );
        assert!(video_id("dQw4w9WgXc").is_err());
    }

    #[test]
    fn courses_named_with_their_weeks() {
        let text = "Learn: 4-week Beginner, 6 weeks Advanced and 8-week Chip-Level courses, or a 2-week course.";
        let names = ["Beginner", "Advanced", "Chip-Level", "Chip"];
        let found: Vec<(u32, &str, bool, &str)> = weeks_mentions(text, &names)
            .into_iter()
            .map(|m| (m.weeks, m.name, m.known, &text[m.span]))
            .collect();
        assert_eq!(
            found,
            [
                (4, "Beginner", true, "4-week Beginner"),
                (6, "Advanced", true, "6 weeks Advanced"),
                (8, "Chip-Level", true, "8-week Chip-Level"),
                (2, "course", false, "2-week course"),
            ]
        );
        assert_eq!(weeks_mentions("every week, x4-week Beginner", &names), []);
    }

    #[test]
    fn slugs() {
        assert_eq!(check_slug("usb-c-cable-1m"), Ok(()));
        for bad in ["USB", "usb c", "-usb", "usb-", "usb--c", "केबल", ""] {
            assert!(check_slug(bad).is_err(), "{bad}");
        }
        assert_eq!(slugify("USB-C Cable (1 m)"), "usb-c-cable-1-m");
    }

    #[test]
    fn each_line_that_is_not_blank_is_a_paragraph() {
        assert_eq!(
            paragraphs("Original quality display.\nफिटिंग फ्री।\n"),
            ["Original quality display.", "फिटिंग फ्री।"]
        );
        assert_eq!(
            paragraphs("  One.  \r\n\n \t\nTwo.\n\n"),
            ["One.", "Two."],
            "spaces around a line and blank lines, Windows' line ends too"
        );
        assert_eq!(paragraphs("Just one"), ["Just one"]);
        assert!(paragraphs("").is_empty());
        assert!(paragraphs(" \n\t\n").is_empty());
    }

    #[test]
    fn placeholders_are_found_and_braces_checked() {
        let ph = placeholders("Join {course} now {x}").unwrap();
        assert_eq!(
            ph,
            vec![
                Placeholder {
                    name: "course",
                    span: 5..13
                },
                Placeholder {
                    name: "x",
                    span: 18..21
                }
            ]
        );
        assert_eq!(placeholders("Book my seat").unwrap(), vec![]);
        assert_eq!(placeholders("Join {course").unwrap_err().0, 5..6);
        assert_eq!(placeholders("Join course}").unwrap_err().0, 11..12);
        assert_eq!(placeholders("Join {a{b}").unwrap_err().0, 5..6);
    }

    #[test]
    fn dates_and_times() {
        assert_eq!(check_date("2026-02-28"), Ok(()));
        assert_eq!(check_date("2024-02-29"), Ok(()));
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "26-01-01",
            "2026/01/01",
            "2026-1-1",
        ] {
            assert!(check_date(bad).is_err(), "{bad}");
        }
        assert_eq!(check_time("20:30"), Ok(()));
        for bad in ["24:00", "9:30", "20:60", "8 pm"] {
            assert!(check_time(bad).is_err(), "{bad}");
        }
    }
}
