//! The shop's hours as the pages tell them (docs/behaviour.md#open-now):
//! the data of the line that says whether the shop is open now, and the
//! special days for search engines. The footer's list of the special days
//! is the shell's ([`crate::kinds::Shell`]).
//!
//! Nothing here asks the time: a page carries every special day and the
//! week's hours, and the small script of `templates/open-now.js` works out,
//! in the visitor's browser and by the shop's clock, whether the shop is
//! open and which special days come in the next 14. So a page is the same
//! whatever day it was built.

use serde::Serialize;
use serde_json::{Value, json};
use shopsite_content::model::{ClockTime, FooterLabels, OpenNowLabels, SiteFile, SpecialHours};

use crate::format;

/// What the open-now script reads from the page (`<script
/// id="shop-hours">`): the shop's time zone, its hours, and the words.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OpenNowData {
    /// The IANA name of the shop's time zone, for `Intl.DateTimeFormat`.
    pub zone: String,
    /// Monday first: when the shop opens each day of the week.
    pub week: [Vec<Opening>; 7],
    /// The special days, which come before the week's hours, in order.
    pub special: Vec<SpecialOpening>,
    pub words: OpenNowLabels,
}

/// When the shop opens and closes: minutes after midnight, then the two
/// times as the page writes them, in the footer's words (`footer.am`,
/// `footer.pm`). A closing minute at or before the opening one is the next
/// day's. A JSON array, `[630, 1230, "10:30 AM", "8:30 PM"]`: every page
/// carries it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Opening(u16, u16, String, String);

impl Opening {
    fn new(opens: ClockTime, closes: ClockTime, words: &FooterLabels) -> Opening {
        let minutes = |t: ClockTime| u16::from(t.hour()) * 60 + u16::from(t.minute());
        Opening(
            minutes(opens),
            minutes(closes),
            format::clock(opens, words),
            format::clock(closes, words),
        )
    }
}

/// A special entry's days, `from` and `to` as `YYYY-MM-DD`, and its
/// opening: none when the shop is closed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpecialOpening {
    pub from: String,
    pub to: String,
    pub hours: Vec<Opening>,
}

impl OpenNowData {
    /// `None` for a shop that gives no hours at all: nothing to say.
    pub fn of(site: &SiteFile) -> Option<OpenNowData> {
        if site.opening_hours.is_empty() && site.special_hours.is_empty() {
            return None;
        }
        let mut week: [Vec<Opening>; 7] = Default::default();
        for hours in &site.opening_hours {
            for day in &hours.days {
                week[day.index()].push(Opening::new(hours.opens, hours.closes, &site.footer));
            }
        }
        for day in &mut week {
            day.sort_by_key(|opening| opening.0);
            day.dedup();
        }
        let mut special: Vec<SpecialOpening> = site
            .special_hours
            .iter()
            .map(|s| {
                let (from, to) = s.days();
                SpecialOpening {
                    from: from.to_string(),
                    to: to.to_string(),
                    hours: s
                        .hours()
                        .map(|(o, c)| Opening::new(o, c, &site.footer))
                        .into_iter()
                        .collect(),
                }
            })
            .collect();
        special.sort_by(|a, b| a.from.cmp(&b.from));
        Some(OpenNowData {
            zone: site.zone().to_string(),
            week,
            special,
            words: site.open_now.clone(),
        })
    }
}

/// The special days for search engines: schema.org's
/// `OpeningHoursSpecification`, valid from the first day through the last;
/// a day the shop is closed opens and closes at `00:00`, as Google reads it.
pub fn special_listing(special: &[SpecialHours]) -> Vec<Value> {
    special
        .iter()
        .map(|s| {
            let (from, to) = s.days();
            let (opens, closes) = match s.hours() {
                Some((opens, closes)) => (opens.to_string(), closes.to_string()),
                None => ("00:00".to_owned(), "00:00".to_owned()),
            };
            json!({
                "@type": "OpeningHoursSpecification",
                "validFrom": from.to_string(),
                "validThrough": to.to_string(),
                "opens": opens,
                "closes": closes,
            })
        })
        .collect()
}
