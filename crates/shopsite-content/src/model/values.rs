//! Values that are read from a text and kept only in their checked form: a
//! mobile number, a day, a time, a date, a time zone, the site's address. Each is parsed
//! once, by its rule beside its type here, as the file is read; one that
//! does not parse is reported where it is written (see `de::Parsed`). So
//! the rest of shopsite never meets a phone number it has to check again,
//! or a time it has to split.

use std::borrow::Cow;
use std::fmt;
use std::sync::LazyLock;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::diagnostic::quote;
use crate::read::de::{Parsed, parsed};
use crate::rules::{self, Broken};
use crate::words::did_you_mean;

/// Implements `Deserialize` and `FromStr` through [`Parsed`], `Serialize` as
/// the value's text (its `Display`), and the JSON Schema of that text.
macro_rules! text_value {
    ($ty:ident, $schema:expr) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                parsed(deserializer)
            }
        }

        /// By the same rule as in content, for values made in code.
        impl std::str::FromStr for $ty {
            type Err = Broken;

            fn from_str(text: &str) -> Result<Self, Broken> {
                <$ty as Parsed>::parse(text)
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl JsonSchema for $ty {
            fn schema_name() -> Cow<'static, str> {
                stringify!($ty).into()
            }

            fn inline_schema() -> bool {
                true
            }

            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                $schema
            }
        }
    };
}

/// An Indian mobile number, as its 10 digits (`9876543210`), however it was
/// written (`+91 98765-43210`). Reads as its digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Mobile(String);

impl Mobile {
    /// 98765 43210, the number of the examples in messages and of the
    /// test shops; a value that did not parse stands in as it.
    pub const EXAMPLE: &str = "9876543210";

    /// The 10 digits.
    pub fn digits(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for Mobile {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Mobile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Parsed for Mobile {
    fn parse(text: &str) -> Result<Self, Broken> {
        normalize_mobile(&rules::ascii_digits(text))
            .map(Mobile)
            .map_err(|why| {
                Broken::new(
                    format!("{} is not a valid Indian mobile number: {why}", quote(text)),
                    "write the 10-digit mobile number, e.g. `98765 43210` or `+91 98765 43210`"
                        .to_owned(),
                )
            })
    }

    fn stand_in() -> Self {
        Mobile(Mobile::EXAMPLE.to_owned())
    }
}

text_value!(Mobile, json_schema!({ "type": "string" }));

/// Normalizes an Indian mobile number to its 10 digits.
///
/// Accepts `+91`, `91` or `0` in front, and spaces, dashes, dots or brackets
/// between digits, e.g. `+91 98765-43210` → `9876543210`.
fn normalize_mobile(raw: &str) -> Result<String, String> {
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

/// A day of the week, written as schema.org's two-letter code (`Mo` … `Su`,
/// [`DAY_CODES`]), which search engines read as is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(u8);

impl Day {
    /// Monday is 0, Sunday 6.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// `Mo`, `Tu`, …
    pub fn code(self) -> &'static str {
        DAY_CODES[self.index()]
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Parsed for Day {
    fn parse(text: &str) -> Result<Self, Broken> {
        day_code(text)?;
        let index = DAY_CODES.iter().position(|d| *d == text);
        Ok(Day(index.and_then(|i| u8::try_from(i).ok()).unwrap_or(0)))
    }

    fn stand_in() -> Self {
        Day(0)
    }
}

text_value!(
    Day,
    json_schema!({ "type": "string", "enum": ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] })
);

/// The days of the week as content writes them, in week order, Monday
/// first: schema.org's two-letter codes, which search engines read as is.
const DAY_CODES: [&str; 7] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/// A day of the week, as one of [`DAY_CODES`].
fn day_code(raw: &str) -> Result<(), Broken> {
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

/// A time of day, written 24-hour `HH:MM` (`"20:30"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClockTime {
    hour: u8,
    minute: u8,
}

impl ClockTime {
    /// 0 to 23.
    pub fn hour(self) -> u8 {
        self.hour
    }

    /// 0 to 59.
    pub fn minute(self) -> u8 {
        self.minute
    }
}

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour, self.minute)
    }
}

impl Parsed for ClockTime {
    fn parse(text: &str) -> Result<Self, Broken> {
        let broken = |why: String| {
            Broken::new(
                format!("{} is not a time", quote(text)),
                format!("{why}, in quotes"),
            )
        };
        let text = &*rules::ascii_digits(text);
        check_time(text).map_err(broken)?;
        let number = |s: &str| s.parse::<u8>().unwrap_or(0);
        let (hour, minute) = text.split_once(':').unwrap_or_default();
        Ok(ClockTime {
            hour: number(hour),
            minute: number(minute),
        })
    }

    fn stand_in() -> Self {
        ClockTime { hour: 0, minute: 0 }
    }
}

text_value!(
    ClockTime,
    json_schema!({ "type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$" })
);

/// A time written `HH:MM`, 24-hour.
fn check_time(raw: &str) -> Result<(), String> {
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

/// A calendar date, written `YYYY-MM-DD` (`2026-10-05`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    pub fn year(self) -> u16 {
        self.year
    }

    /// 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// 1 to 31.
    pub fn day(self) -> u8 {
        self.day
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl Parsed for Date {
    fn parse(written: &str) -> Result<Self, Broken> {
        let text = &*rules::ascii_digits(written);
        check_date(text).map_err(|why| {
            Broken::new(
                format!("{} is not a date", quote(text)),
                format!("{why}, in quotes"),
            )
        })?;
        let mut parts = text.split('-');
        let mut next = || {
            parts
                .next()
                .and_then(|p| p.parse::<u16>().ok())
                .unwrap_or(1)
        };
        let (year, month, day) = (next(), next(), next());
        Ok(Date {
            year,
            month: u8::try_from(month).unwrap_or(1),
            day: u8::try_from(day).unwrap_or(1),
        })
    }

    fn stand_in() -> Self {
        Date {
            year: 2000,
            month: 1,
            day: 1,
        }
    }
}

text_value!(
    Date,
    json_schema!({ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" })
);

/// A date written `YYYY-MM-DD`.
fn check_date(raw: &str) -> Result<(), String> {
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

/// A time zone, by its name in the IANA time zone database
/// (`Asia/Kolkata`), as the copy of the database inside shopsite knows it,
/// the same on every computer. Written back in the database's own
/// spelling, which every browser's `Intl` reads.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ZoneName(String);

/// The time zone database inside the binary: never the computer's own,
/// which may be older, or missing.
static ZONES: LazyLock<jiff::tz::TimeZoneDatabase> =
    LazyLock::new(jiff::tz::TimeZoneDatabase::bundled);

impl ZoneName {
    /// India Standard Time, the zone of a shop that names none.
    pub const INDIA: &str = "Asia/Kolkata";

    pub fn india() -> ZoneName {
        ZoneName(Self::INDIA.to_owned())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The date on the shop's calendar at the moment `now`.
    pub fn date_at(&self, now: jiff::Timestamp) -> Date {
        let tz = ZONES.get(&self.0).unwrap_or(jiff::tz::TimeZone::UTC);
        let date = tz.to_datetime(now).date();
        Date {
            year: u16::try_from(date.year()).unwrap_or(2000),
            month: u8::try_from(date.month()).unwrap_or(1),
            day: u8::try_from(date.day()).unwrap_or(1),
        }
    }
}

impl fmt::Display for ZoneName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Parsed for ZoneName {
    fn parse(text: &str) -> Result<Self, Broken> {
        let name = ZONES
            .get(text.trim())
            .ok()
            .and_then(|tz| tz.iana_name().map(str::to_owned));
        name.map(ZoneName).ok_or_else(|| {
            static NAMES: LazyLock<Vec<String>> = LazyLock::new(|| {
                ZONES
                    .available()
                    .map(|name| name.as_str().to_owned())
                    .collect()
            });
            let example = "e.g. `Asia/Kolkata` for India Standard Time";
            let hint = match did_you_mean(text, NAMES.iter().map(String::as_str)) {
                Some(name) => {
                    format!("did you mean `{name}`? A zone is written by its IANA name, {example}")
                }
                None => format!(
                    "write the zone's IANA name, {example}, or leave `time_zone` out for India"
                ),
            };
            Broken::new(format!("{} is not a time zone", quote(text)), hint)
        })
    }

    fn stand_in() -> Self {
        ZoneName::india()
    }
}

text_value!(
    ZoneName,
    json_schema!({ "type": "string", "examples": ["Asia/Kolkata"] })
);

/// The address the site is published at: an `https:` link with a host and
/// no query or fragment, whose path ends with `/` (added when missing), by
/// [`rules::base_url`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SiteUrl(url::Url);

impl SiteUrl {
    pub fn url(&self) -> &url::Url {
        &self.0
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

impl fmt::Display for SiteUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.as_str())
    }
}

impl Parsed for SiteUrl {
    fn parse(text: &str) -> Result<Self, Broken> {
        rules::base_url(text).map(SiteUrl).map_err(|why| Broken::new(
            format!("{} is not an allowed link: {why}", quote(text)),
            "write the full address the site is published at, e.g. `https://example.github.io/shop/`"
                .to_owned(),
        ))
    }

    fn stand_in() -> Self {
        SiteUrl(url::Url::parse("https://example.com/").expect("a valid link"))
    }
}

text_value!(
    SiteUrl,
    json_schema!({ "type": "string", "pattern": "^https://" })
);

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn each_value_keeps_its_checked_form_and_writes_it_back() {
        let mobile: Mobile = "+91 98765-43210".parse().unwrap();
        assert_eq!(mobile.digits(), "9876543210");
        let time: ClockTime = "09:05".parse().unwrap();
        assert_eq!(
            (time.hour(), time.minute(), time.to_string()),
            (9, 5, "09:05".to_owned())
        );
        assert!(time < "10:00".parse().unwrap());
        let date: Date = "2024-02-29".parse().unwrap();
        assert_eq!((date.year(), date.month(), date.day()), (2024, 2, 29));
        assert_eq!(date.to_string(), "2024-02-29");
        let day: Day = "Su".parse().unwrap();
        assert_eq!((day.index(), day.code()), (6, "Su"));
        let url: SiteUrl = "https://example.github.io/shop".parse().unwrap();
        assert_eq!(url.as_str(), "https://example.github.io/shop/");
        let zone: ZoneName = "asia/calcutta".parse().unwrap();
        assert_eq!(zone.as_str(), "Asia/Calcutta");
    }

    #[test]
    fn a_time_zone_is_an_iana_name_and_gives_the_shop_s_date() {
        let india: ZoneName = "Asia/Kolkata".parse().unwrap();
        // 2026-12-24 20:00 UTC is past 01:00 on the 25th in India, and
        // still the 24th in New York.
        let now: jiff::Timestamp = "2026-12-24T20:00:00Z".parse().unwrap();
        assert_eq!(india.date_at(now).to_string(), "2026-12-25");
        let new_york: ZoneName = "America/New_York".parse().unwrap();
        assert_eq!(new_york.date_at(now).to_string(), "2026-12-24");
        let wrong = "Asia/Kolkatta".parse::<ZoneName>().unwrap_err();
        assert_eq!(wrong.message, "`Asia/Kolkatta` is not a time zone");
        assert!(
            wrong.hint.starts_with("did you mean `Asia/Kolkata`?"),
            "{}",
            wrong.hint
        );
        for bad in ["IST", "India", "+05:30", "Etc/Unknown", ""] {
            assert!(bad.parse::<ZoneName>().is_err(), "{bad}");
        }
    }

    #[test]
    fn devanagari_digits_are_read_as_the_numbers_they_are() {
        let mobile: Mobile = "+९१ ९८११० २२३३४".parse().unwrap();
        assert_eq!(mobile.digits(), "9811022334");
        let time: ClockTime = "२०:३०".parse().unwrap();
        assert_eq!(time.to_string(), "20:30");
        let date: Date = "२०२६-१०-०५".parse().unwrap();
        assert_eq!(date.to_string(), "2026-10-05");
        assert_eq!(
            "९८११०".parse::<Mobile>().unwrap_err().message,
            "`९८११०` is not a valid Indian mobile number: an Indian mobile number has 10 digits, but this has 5"
        );
    }

    #[test]
    fn a_value_that_breaks_its_rule_is_not_made() {
        assert!("98765 4321".parse::<Mobile>().is_err());
        assert!("8:30".parse::<ClockTime>().is_err());
        assert!("24:00".parse::<ClockTime>().is_err());
        assert!("2023-02-29".parse::<Date>().is_err());
        assert!("Tue".parse::<Day>().is_err());
        assert!("http://example.com/".parse::<SiteUrl>().is_err());
        assert!("Asia/Bombay/Extra".parse::<ZoneName>().is_err());
    }

    #[test]
    fn read_by_another_deserializer_a_broken_value_is_an_error_not_a_stand_in() {
        let broken = serde_json::from_str::<ClockTime>("\"25:00\"").unwrap_err();
        assert!(broken.to_string().contains("is not a time"), "{broken}");
        let time: ClockTime = serde_json::from_str("\"20:30\"").unwrap();
        assert_eq!(serde_json::to_string(&time).unwrap(), "\"20:30\"");
    }
}
