//! Small building blocks shared by the page files.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What search engines and link previews show for a page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Meta {
    /// The browser-tab and search-result title. Keep it under about 60 characters.
    pub title: String,
    /// The one- or two-sentence summary shown under the title in search results
    /// and WhatsApp link previews. Keep it under about 160 characters.
    pub description: String,
}

/// The first block of a page: an optional small badge, the main heading and a line of text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Hero {
    /// A short highlight shown above the heading, e.g. "Same-day phone checkup".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badge: Option<String>,
    /// The page's main heading (there is exactly one per page).
    pub heading: String,
    /// One or two sentences under the heading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// A big number with a short label, e.g. value "30m", label "Checkup".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Stat {
    /// The big text, e.g. "30m", "90d", "10k+".
    pub value: String,
    /// The small text under it, e.g. "Checkup".
    pub label: String,
}

/// A section heading with an optional intro line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The section heading.
    pub heading: String,
    /// An optional sentence under the heading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// One of the Training page's value cards: a title and a sentence or two.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ValueCard {
    /// The card's title.
    pub title: String,
    /// The card's text.
    pub text: String,
}

/// A call-to-action block near the end of a page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Cta {
    /// The block's heading, e.g. "Phone problem? Talk now".
    pub heading: String,
    /// The line under the heading, e.g. "Free 30-minute checkup".
    pub text: String,
}
