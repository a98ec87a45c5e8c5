//! The rules that several content files share (an id, a link, a text with
//! placeholders, a language code), and those the renderer shares with the
//! checks (a card's highlights, the product ids its own folders take, the
//! address of a repair page), as pure functions.
//!
//! Each returns what is wrong in words an owner understands. A rule of one
//! value type sits beside the type (`model/values.rs`, `model::Price`); a
//! rule of one file, in that file's module of `validate/`.

use std::ops::Range;

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

/// A text with Devanagari digits (`१२९९`, as a Hindi keyboard types them)
/// written as 0–9 (`1299`), so that a number the owner types is read as the
/// number it is, and published in the digits every page and search engine
/// reads. Other characters are kept.
pub fn ascii_digits(text: &str) -> std::borrow::Cow<'_, str> {
    let devanagari = |c: char| ('\u{0966}'..='\u{096F}').contains(&c);
    if !text.chars().any(devanagari) {
        return text.into();
    }
    text.chars()
        .map(|c| match c {
            c if devanagari(c) => char::from(b'0' + (u32::from(c) - 0x0966) as u8),
            c => c,
        })
        .collect::<String>()
        .into()
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
            "an id uses only English letters a–z, digits and single dashes, e.g. `usb-c-cable`"
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

/// Turns any text into a valid id, for suggestions: Hindi in English
/// letters ([`crate::roman`]), then lowercase letters a–z and digits, with a
/// dash for anything between them.
pub fn slugify(raw: &str) -> String {
    let mut out = String::new();
    for c in crate::roman::romanize(raw)
        .chars()
        .flat_map(char::to_lowercase)
    {
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
/// names that differ only in case, spaces or signs share one. A Hindi name
/// is written in English letters (`रेडमी नोट 13`, `redmi-not-13`).
pub fn repair_slug(name: &str) -> String {
    slugify(name)
}

/// The first letter or digit of `name` that an address cannot hold and
/// [`slugify`] would leave out: one of a script other than English letters
/// and Hindi's (Devanagari).
pub fn left_out(name: &str) -> Option<char> {
    name.chars()
        .find(|c| c.is_alphanumeric() && !c.is_ascii() && !crate::roman::is_devanagari(*c))
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

/// What a whole number is called in "expected …, found" messages.
pub const WHOLE_NUMBER: &str = "a whole number (0 or more)";

/// Reads a whole number as the owner types one: Devanagari digits are
/// digits. When it is not one, the hint says how to write it: without
/// commas or ₹, a zero for the letter O next to digits, not negative, no
/// decimal point, digits only.
pub fn whole_number<T: std::str::FromStr>(raw: &str) -> Result<T, Broken> {
    let cleaned = ascii_digits(raw.trim());
    let cleaned = cleaned.as_ref();
    cleaned.parse::<T>().map_err(|_| {
        let bare = cleaned.replace([',', '₹', ' '], "");
        let zeros = bare.replace(['O', 'o'], "0");
        let all_digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let hint = if all_digits(&bare) && cleaned.contains([',', '₹']) {
            format!("write the number without commas or ₹, e.g. `{bare}`")
        } else if all_digits(&zeros) && bare.contains(|c: char| c.is_ascii_digit()) {
            // `12OO`: the letter O typed for a zero, next to real digits.
            format!("a letter O stands where a zero belongs; write `{zeros}`")
        } else if cleaned.starts_with('-') {
            "this cannot be negative; use 0 or more".to_owned()
        } else if cleaned.contains('.') {
            "use a whole number, without a decimal point".to_owned()
        } else if let Some(digits) = digits_in(&bare) {
            format!("write digits only: `{digits}`")
        } else {
            "write digits only, e.g. `1499`".to_owned()
        };
        Broken::mismatch(WHOLE_NUMBER, raw, hint)
    })
}

/// The digits of a number written with words or signs around it
/// (`1299 रुपये`, `Rs 1299/-`), when it holds one number and that alone.
fn digits_in(text: &str) -> Option<&str> {
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let end = text[start..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(text.len(), |i| start + i);
    let digits = &text[start..end];
    (!text[end..].contains(|c: char| c.is_ascii_digit()) && digits != text).then_some(digits)
}

/// What is wrong with a value, and how to put it right, in an owner's words:
/// `validate/` shows them where the value is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub message: String,
    pub hint: String,
    /// What was expected, when the text is no value of the kind at all:
    /// the message is then "expected …, found" the text as written.
    pub expected: Option<String>,
    /// What was found, as the message names it (`` `1999-1499` ``).
    pub found: Option<String>,
}

impl Broken {
    pub(crate) fn new(message: impl Into<String>, hint: impl Into<String>) -> Broken {
        Broken {
            message: message.into(),
            hint: hint.into(),
            expected: None,
            found: None,
        }
    }

    /// `text`, no value of the kind at all: "expected `expected`, found"
    /// the text as written.
    pub(crate) fn mismatch(expected: &str, text: &str, hint: impl Into<String>) -> Broken {
        Broken {
            message: format!("expected {expected}, found `{}`", text.trim()),
            hint: hint.into(),
            expected: Some(expected.to_owned()),
            found: None,
        }
    }

    /// What the message names as found.
    pub(crate) fn found(mut self, found: impl Into<String>) -> Broken {
        self.found = Some(found.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repair_page_addresses_are_made_of_the_names() {
        assert_eq!(repair_slug("Galaxy A15 5G"), "galaxy-a15-5g");
        assert_eq!(repair_slug("iPhone 15 Pro+"), repair_slug("iphone 15 pro"));
        assert_eq!(repair_slug("रेडमी नोट 13"), "redmi-not-13");
        assert_eq!(repair_slug("पोको 13"), "poko-13");
        assert_eq!(left_out("Redmi रेडमी 13"), None);
        assert_eq!(left_out("ரெட்மி 13"), Some('ர'));
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
    fn slugs() {
        assert_eq!(check_slug("usb-c-cable-1m"), Ok(()));
        for bad in ["USB", "usb c", "-usb", "usb-", "usb--c", "केबल", ""] {
            assert!(check_slug(bad).is_err(), "{bad}");
        }
        assert_eq!(slugify("USB-C Cable (1 m)"), "usb-c-cable-1-m");
        assert_eq!(slugify("टाइप-C-चार्जर-25W"), "taip-c-charjar-25w");
        assert_eq!(slugify("आईफ़ोन १२ केस"), "aifon-12-kes");
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
}
