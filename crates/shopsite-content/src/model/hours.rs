//! The days whose hours are not the week's (`site.yaml`'s `special_hours`),
//! and the words of the line that says whether the shop is open now.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::values::{ClockTime, Date};

/// A day, or a few days, whose hours are not the week's: a holiday, or
/// shorter hours. Either `date:`, or `from:` and `to:`; either
/// `closed: true`, or `opens:` and `closes:`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpecialHours {
    /// One day, `YYYY-MM-DD`, e.g. `2026-12-25`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<Date>,
    /// The first of a few days, `YYYY-MM-DD`, e.g. `2026-11-01`, with `to:`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Date>,
    /// The last of those days, e.g. `2026-11-03`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Date>,
    /// Optional: what the day is, e.g. `Diwali`, shown beside its date in
    /// the footer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// On (`true`) when the shop is closed all day.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub closed: bool,
    /// Opening time that day, 24-hour `HH:MM`, e.g. `"10:00"` (with quotes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opens: Option<ClockTime>,
    /// Closing time, e.g. `"14:00"`; an earlier time than `opens` is after
    /// midnight, e.g. opens `"18:00"`, closes `"01:00"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closes: Option<ClockTime>,
}

impl SpecialHours {
    /// The first and the last of its days: the same day for a `date`.
    /// The check has made sure it has one or the other.
    pub fn days(&self) -> (Date, Date) {
        match (self.date, self.from, self.to) {
            (Some(date), _, _) => (date, date),
            (None, Some(from), to) => (from, to.unwrap_or(from)),
            (None, None, Some(to)) => (to, to),
            (None, None, None) => {
                let stand_in = <Date as crate::read::de::Parsed>::stand_in();
                (stand_in, stand_in)
            }
        }
    }

    /// When the shop opens and closes those days; `None` when it is closed.
    pub fn hours(&self) -> Option<(ClockTime, ClockTime)> {
        match (self.closed, self.opens, self.closes) {
            (false, Some(opens), Some(closes)) => Some((opens, closes)),
            _ => None,
        }
    }
}

/// The words of the line in the footer that says whether the shop is open
/// now, by the shop's clock: "Open now · closes 8:30 PM", "Closed · opens
/// 10:30 AM tomorrow". Optional: left out, they are these English ones.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct OpenNowLabels {
    /// While the shop is open, e.g. "Open now".
    pub open: String,
    /// When it closes, e.g. "closes {time}". Must use `{time}`.
    pub closes: String,
    /// While it is closed, e.g. "Closed".
    pub closed: String,
    /// On a day of `special_hours` it is closed, e.g. "Closed today (holiday)".
    pub closed_today: String,
    /// When it opens later today, e.g. "opens {time}". Must use `{time}`.
    pub opens_today: String,
    /// When it opens tomorrow, e.g. "opens {time} tomorrow". Must use `{time}`.
    pub opens_tomorrow: String,
    /// When it opens on a later day, e.g. "opens {day} {time}". Must use
    /// `{day}` (a name of `days`) and `{time}`.
    pub opens_on: String,
    /// The names of the days for `{day}`, Monday first, e.g. `[Monday,
    /// Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday]`.
    pub days: Vec<String>,
}

impl Default for OpenNowLabels {
    fn default() -> Self {
        OpenNowLabels {
            open: "Open now".to_owned(),
            closes: "closes {time}".to_owned(),
            closed: "Closed".to_owned(),
            closed_today: "Closed today (holiday)".to_owned(),
            opens_today: "opens {time}".to_owned(),
            opens_tomorrow: "opens {time} tomorrow".to_owned(),
            opens_on: "opens {day} {time}".to_owned(),
            days: [
                "Monday",
                "Tuesday",
                "Wednesday",
                "Thursday",
                "Friday",
                "Saturday",
                "Sunday",
            ]
            .map(str::to_owned)
            .to_vec(),
        }
    }
}
