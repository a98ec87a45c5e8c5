//! `site.yaml`: who the shop is, how to reach it, and the WhatsApp texts.

use std::borrow::Cow;
use std::fmt;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::diagnostic::quote;
use crate::read::de::{Parsed, parsed};
use crate::rules::Broken;

use super::hours::{OpenNowLabels, SpecialHours};
use super::poster::PosterLabels;
use super::values::{ClockTime, Day, Mobile, SiteUrl, ZoneName};

/// `site.yaml`: the shop's name, contact details, address and WhatsApp texts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteFile {
    /// The shop's name, shown in the header and in every page title.
    #[schemars(example = &"Sharma Mobile Care")]
    pub name: String,
    /// The line under the name in the header.
    pub tagline: String,
    /// A one-sentence description of the shop, used for link previews.
    pub description: String,
    /// The address the site is published at, e.g. `https://example.com/` or
    /// `https://example.github.io/shop/`. Must start with `https://`.
    pub base_url: SiteUrl,
    /// The language code of the page text, e.g. `en-IN`.
    pub language: String,
    /// The number visitors call: a 10-digit Indian mobile number.
    /// `+91`, spaces and dashes are fine, e.g. `+91 98765-43210`.
    pub phone: Mobile,
    /// The WhatsApp number: a 10-digit Indian mobile number. The site adds the
    /// country code 91 itself.
    pub whatsapp: Mobile,
    /// The shop's postal address.
    pub address: Address,
    /// The shop's position on the map, for Directions and search engines:
    /// the two numbers Google Maps shows when you press and hold the pin,
    /// e.g. `28.6304, 77.2773`, or a Google Maps link that holds them, or
    /// `lat:` and `lng:` on their own lines.
    #[serde(deserialize_with = "super::geo::read")]
    #[schemars(schema_with = "super::geo::schema")]
    pub geo: Geo,
    /// Optional: the shop's own Google Maps link (from "Share" in Google Maps).
    /// When absent, Directions opens a route to `geo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern("^https://"))]
    pub maps_url: Option<String>,
    /// When the shop is open.
    pub opening_hours: Vec<OpeningHours>,
    /// Optional: holidays and days of other hours, which come before the
    /// week's, e.g. `- date: 2026-12-25` with `closed: true`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_hours: Vec<SpecialHours>,
    /// Optional: the shop's time zone, by its IANA name. The site says
    /// whether the shop is open by this clock, wherever the visitor is.
    /// Default: `Asia/Kolkata`, India Standard Time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<ZoneName>,
    /// Optional: the link that Google's Business Profile gives under "Ask
    /// for reviews", e.g. `https://g.page/r/…/review`. The footer and the
    /// poster lead to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern("^https://"))]
    pub review_link: Option<String>,
    /// A rough price level for search engines, e.g. `₹₹`.
    pub price_range: String,
    /// The shop's video channel, e.g. `https://www.youtube.com/@yourshop`.
    #[schemars(pattern("^https://"))]
    pub video_channel: String,
    /// Labels of the links in the header navigation. Optional, as each of
    /// them: a missing one is the page's English name.
    #[serde(default)]
    pub nav: NavLabels,
    /// Labels of the three buttons in the bar fixed to the bottom of every page.
    pub contact_bar: ContactBarLabels,
    /// The first link on every page, seen only by keyboard and screen-reader
    /// users: it jumps past the header, e.g. "Skip to content".
    pub skip_link: String,
    /// The page shown if a page fails to display.
    pub error_page: ErrorPageLabels,
    /// Optional: the footer's words, and how it writes the hours (the
    /// days' names, AM and PM), which the open-now line and the poster
    /// write them in too. Default: English.
    #[serde(default)]
    pub footer: FooterLabels,
    /// Optional: the words of the line that says whether the shop is open
    /// now. Default: English.
    #[serde(default)]
    pub open_now: OpenNowLabels,
    /// Optional: the words of the poster for the counter, `/poster/`.
    /// Default: English and Hindi.
    #[serde(default)]
    pub poster: PosterLabels,
    /// The texts that WhatsApp fills in when a visitor taps a WhatsApp button.
    pub messages: Messages,
    /// Optional: the shop's GitHub repository, `owner/name`, e.g.
    /// `sharma-mobile/shop`: the one the publish workflow runs in. The
    /// editor at `/admin/` saves your changes there. Not needed when the
    /// site is built by that workflow, which names the repository itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repository: Option<Repository>,
}

/// A GitHub repository, `owner/name`: an owner of letters, digits and
/// single dashes (GitHub's rule for user and organisation names), and a
/// name of letters, digits, `-`, `_` and `.`, neither `.` nor `..`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Repository {
    owner: String,
    name: String,
}

impl Repository {
    pub fn owner(&self) -> &str {
        &self.owner
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

impl fmt::Display for Repository {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.owner, self.name)
    }
}

impl std::str::FromStr for Repository {
    type Err = Broken;

    fn from_str(text: &str) -> Result<Self, Broken> {
        <Repository as Parsed>::parse(text)
    }
}

impl Parsed for Repository {
    fn parse(text: &str) -> Result<Self, Broken> {
        let trimmed = text.trim();
        // A link to the repository, as the browser shows it, is what an
        // owner most often pastes.
        let bare = trimmed
            .strip_prefix("https://github.com/")
            .unwrap_or(trimmed)
            .trim_end_matches('/');
        let bare = bare.strip_suffix(".git").unwrap_or(bare);
        let owner_ok = |o: &str| {
            !o.is_empty()
                && o.len() <= 39
                && o.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                && !o.starts_with('-')
                && !o.ends_with('-')
                && !o.contains("--")
        };
        let name_ok = |n: &str| {
            !n.is_empty()
                && n.len() <= 100
                && n != "."
                && n != ".."
                && n.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        };
        match bare.split_once('/') {
            Some((owner, name)) if owner_ok(owner) && name_ok(name) => Ok(Repository {
                owner: owner.to_owned(),
                name: name.to_owned(),
            }),
            _ => Err(Broken::new(
                format!("{} is not a GitHub repository", quote(text)),
                "write its owner and name with a `/` between them, as in its address on github.com: `sharma-mobile/shop` for https://github.com/sharma-mobile/shop",
            )),
        }
    }

    fn stand_in() -> Self {
        Repository {
            owner: "owner".to_owned(),
            name: "shop".to_owned(),
        }
    }
}

impl<'de> Deserialize<'de> for Repository {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        parsed(deserializer)
    }
}

impl Serialize for Repository {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl JsonSchema for Repository {
    fn schema_name() -> Cow<'static, str> {
        "Repository".into()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^[A-Za-z0-9](-?[A-Za-z0-9])*/[A-Za-z0-9._-]+$",
            "examples": ["sharma-mobile/shop"]
        })
    }
}

/// The shop's postal address.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Address {
    /// Shop number, building and street, e.g. `Shop 14, Beadon Pura`.
    pub street: String,
    /// Optional: the market, complex or landmark the shop is in, e.g.
    /// `Gaffar Market`. The postal address gives it after the street; texts
    /// name it with `{area}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub area: Option<String>,
    /// Area or neighbourhood.
    pub locality: String,
    /// City.
    pub city: String,
    /// State.
    pub region: String,
    /// 6-digit PIN code, in 0–9 or a Hindi keyboard's ०–९.
    #[schemars(pattern("^[0-9०-९]{6}$"))]
    pub postal_code: String,
    /// Two-letter country code, `IN`.
    pub country: String,
}

impl Address {
    /// The street and, when given, the area after it: the first line of
    /// the postal address, e.g. `Shop 14, Beadon Pura, Gaffar Market`.
    pub fn street_line(&self) -> String {
        match self.area.as_deref().map(str::trim) {
            Some(area) if !area.is_empty() => format!("{}, {area}", self.street),
            _ => self.street.clone(),
        }
    }
}

/// A position on the map in decimal degrees.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Geo {
    /// Latitude, e.g. `28.6519`.
    pub lat: f64,
    /// Longitude, e.g. `77.1909`.
    pub lng: f64,
}

impl SiteFile {
    /// The shop's time zone: `time_zone`, else India's.
    pub fn zone(&self) -> ZoneName {
        self.time_zone.clone().unwrap_or_else(ZoneName::india)
    }
}

/// Opening hours for one or more days.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "opening hours line")]
pub struct OpeningHours {
    /// Days, as two-letter codes: `Mo`, `Tu`, `We`, `Th`, `Fr`, `Sa`, `Su`.
    pub days: Vec<Day>,
    /// Opening time, 24-hour `HH:MM`, e.g. `"10:00"` (with quotes).
    pub opens: ClockTime,
    /// Closing time, 24-hour `HH:MM`, e.g. `"20:30"` (with quotes). An
    /// earlier time than `opens` is after midnight, e.g. opens `"18:00"`,
    /// closes `"02:00"`.
    pub closes: ClockTime,
}

/// Labels of the header navigation links. Each may be left out: it is
/// then the page's English name, so that a page added to the navigation
/// needs no line in every `site.yaml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NavLabels {
    /// Link to `/`, e.g. "Home".
    #[serde(default = "texts::nav_home")]
    pub home: String,
    /// Link to `/training`, e.g. "Training".
    #[serde(default = "texts::nav_training")]
    pub training: String,
    /// Link to `/products`, e.g. "Products".
    #[serde(default = "texts::nav_products")]
    pub products: String,
    /// Link to `/videos`, e.g. "Videos".
    #[serde(default = "texts::nav_videos")]
    pub videos: String,
    /// Link to `/about`, e.g. "About".
    #[serde(default = "texts::nav_about")]
    pub about: String,
}

impl Default for NavLabels {
    fn default() -> NavLabels {
        NavLabels {
            home: texts::nav_home(),
            training: texts::nav_training(),
            products: texts::nav_products(),
            videos: texts::nav_videos(),
            about: texts::nav_about(),
        }
    }
}

/// Labels of the bottom contact bar.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContactBarLabels {
    /// The phone-call button.
    pub call: String,
    /// The WhatsApp button.
    pub whatsapp: String,
    /// The maps button.
    pub directions: String,
}

/// The footer's words, besides the shop's name and address: its headings,
/// and the words its hours are written in (`Mon–Sat 10:30 AM – 8:30 PM`),
/// as the open-now line and the poster write them too.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct FooterLabels {
    /// Above the week's hours, where the line that says whether the shop
    /// is open now shows, e.g. "Opening hours".
    pub hours: String,
    /// Above the days of `special_hours`, e.g. "Holidays and special hours".
    pub special_hours: String,
    /// The link to `review_link`, e.g. "Review us on Google".
    pub review: String,
    /// The link to the repair prices (`/repairs`), on every page, e.g.
    /// "Repair prices".
    pub repair_prices: String,
    /// The days' names in the week's hours, Monday first, e.g. `[Mon, Tue,
    /// Wed, Thu, Fri, Sat, Sun]`, or `[सोम, मंगल, बुध, गुरु, शुक्र, शनि, रवि]`.
    pub short_days: Vec<String>,
    /// A time before noon, e.g. "{time} AM", or "पूर्वाह्न {time}". Must use
    /// `{time}`, the time on a 12-hour clock: `10:30`.
    pub am: String,
    /// A time from noon on, e.g. "{time} PM", or "अपराह्न {time}". Must use
    /// `{time}`, the time on a 12-hour clock: `8:30`.
    pub pm: String,
}

impl Default for FooterLabels {
    fn default() -> Self {
        FooterLabels {
            hours: "Opening hours".to_owned(),
            special_hours: "Holidays and special hours".to_owned(),
            review: "Review us on Google".to_owned(),
            repair_prices: "Repair prices".to_owned(),
            short_days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
                .map(str::to_owned)
                .to_vec(),
            am: "{time} AM".to_owned(),
            pm: "{time} PM".to_owned(),
        }
    }
}

/// The words of the page shown when a page fails to display. The header and
/// the contact bar stay around it, so the visitor can still call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ErrorPageLabels {
    /// The heading, e.g. "Unexpected Application Error!".
    pub heading: String,
    /// One sentence under the heading.
    pub text: String,
    /// Label of the link back to the Home page.
    pub back: String,
}

/// Prefilled WhatsApp texts. `{course}` is replaced by the course name,
/// `{title}` by the product title and `{link}` by the address of the
/// product's own page (of the phone model's, in a repair booking); the
/// repair texts' `{brand}`, `{model}`, `{issue}`, `{price}` and `{time}`
/// come from the repair price list. Only the texts that say so may use them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Messages {
    /// General help, e.g. "Phone repair help". No placeholders.
    pub repair_help: String,
    /// Enrol in a course, e.g. "Join {course}". May use `{course}`.
    pub join_course: String,
    /// Ask about a course, e.g. "Fees and timings for {course}". May use `{course}`.
    pub course_fees: String,
    /// Ask about a product, e.g. "Product Enquiry: {title}". May use
    /// `{title}` and `{link}` (the address of the product's page).
    pub product_enquiry: String,
    /// Ask a product's price, e.g. "Need price for: {title}". May use
    /// `{title}` and `{link}` (the address of the product's page).
    pub product_price: String,
    /// Optional: the text a visitor sends a friend with the Share button of a
    /// product's page. Must use `{link}` (the address of the product's page)
    /// and may use `{title}`. Default: "{title}: {link}".
    #[serde(default = "texts::product_share")]
    pub product_share: String,
    /// Optional: the text of "Book this repair" beside a repair's price, on
    /// the repair price pages. Must use `{model}` and `{issue}`, and may use
    /// `{brand}`, `{price}`, `{time}` and `{link}` (the address of the
    /// model's page). Default: "Repair: {brand} {model} – {issue} ({price})".
    #[serde(default = "texts::repair_booking")]
    pub repair_booking: String,
    /// Optional: the text of "Not listed? Ask us" on the repair price pages,
    /// for a phone or a repair the price list does not have. Must use
    /// `{brand}` and `{model}` (the model chosen or typed, left out where
    /// none is). Default: "Repair price for {brand} {model}?".
    #[serde(default = "texts::repair_not_listed")]
    pub repair_not_listed: String,
    /// Book a diagnosis, e.g. "Book free diagnosis". No placeholders.
    pub book_diagnosis: String,
    /// Book a training seat, e.g. "Book my seat". No placeholders.
    pub book_seat: String,
    /// Ask for the syllabus, e.g. "Send full syllabus PDF". No placeholders.
    pub syllabus: String,
    /// Arrange a pickup, e.g. "Share location for pickup". No placeholders.
    pub pickup: String,
}

/// The WhatsApp texts that `site.yaml` may leave out.
mod texts {
    pub fn nav_home() -> String {
        "Home".to_owned()
    }
    pub fn nav_training() -> String {
        "Training".to_owned()
    }
    pub fn nav_products() -> String {
        "Products".to_owned()
    }
    pub fn nav_videos() -> String {
        "Videos".to_owned()
    }
    pub fn nav_about() -> String {
        "About".to_owned()
    }
    pub fn product_share() -> String {
        "{title}: {link}".to_owned()
    }
    pub fn repair_booking() -> String {
        "Repair: {brand} {model} – {issue} ({price})".to_owned()
    }
    pub fn repair_not_listed() -> String {
        "Repair price for {brand} {model}?".to_owned()
    }
}

#[cfg(test)]
mod repository_tests {
    use super::Repository;

    #[test]
    fn a_repository_is_owner_slash_name() {
        for (written, read) in [
            ("sharma-mobile/shop", "sharma-mobile/shop"),
            (" Shop1/my.site_2 ", "Shop1/my.site_2"),
            (
                "https://github.com/sharma-mobile/shop",
                "sharma-mobile/shop",
            ),
            (
                "https://github.com/sharma-mobile/shop.git",
                "sharma-mobile/shop",
            ),
        ] {
            let repo: Repository = written.parse().expect(written);
            assert_eq!(repo.to_string(), read);
        }
        for broken in [
            "shop",
            "/shop",
            "owner/",
            "a/b/c",
            "-owner/shop",
            "own--er/shop",
            "owner/..",
            "owner/my shop",
            "https://gitlab.com/owner/shop",
        ] {
            let e = broken.parse::<Repository>().unwrap_err();
            assert!(
                e.message.contains("is not a GitHub repository"),
                "{broken}: {}",
                e.message
            );
        }
    }
}
