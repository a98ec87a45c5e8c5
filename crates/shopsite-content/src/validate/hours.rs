//! `site.yaml`'s hours: the week's, the special days (each a day or a few,
//! closed or with its hours, none over another, none over when a date to
//! judge by is given), the words of the line that says whether the shop
//! is open now, and those the footer writes the hours in.
//!
//! A closing time earlier than the opening time is after midnight, as
//! schema.org reads it, for the week's hours and the special days alike.

use super::Check;
use crate::diagnostic::{Diagnostic, quote};
use crate::model::{ClockTime, Date, FooterLabels, OpenNowLabels, SiteFile, SpecialHours};
use crate::path::FieldPath;
use crate::rules::Broken;
use crate::table::rel;

/// The week's hours, the special days and the open-now words; `today`,
/// the shop's date when given, makes a special day that is over a warning.
pub(super) fn check(c: &mut Check, site: &SiteFile, today: Option<Date>) {
    for (i, hours) in site.opening_hours.iter().enumerate() {
        let at = FieldPath::of("opening_hours").index(i);
        times(c, &at, hours.opens, hours.closes);
    }
    let mut spans: Vec<(usize, Date, Date)> = Vec::new();
    for (i, special) in site.special_hours.iter().enumerate() {
        let at = FieldPath::of("special_hours").index(i);
        if let Some((from, to)) = days(c, &at, special) {
            spans.push((i, from, to));
        }
        special_times(c, &at, special);
    }
    overlaps(c, &spans);
    if let Some(today) = today {
        for &(i, _, to) in &spans {
            past(c, i, &site.special_hours[i], to, today);
        }
    }
    labels(c, &site.open_now);
    hours_words(c, &site.footer);
}

/// The rule of an opening and a closing time that both parsed: they
/// differ. An earlier closing time is after midnight.
fn times(c: &mut Check, at: &FieldPath, opens: ClockTime, closes: ClockTime) {
    let rel = rel::site;
    if c.stood_in(rel, &at.key("opens")) || c.stood_in(rel, &at.key("closes")) {
        return;
    }
    c.rule(rel, &at.key("closes"), open_and_close(opens, closes));
}

/// A shop closes at another time than it opens: a closing time earlier
/// than the opening time is the next day's, after midnight.
fn open_and_close(opens: ClockTime, closes: ClockTime) -> Result<(), Broken> {
    if opens == closes {
        Err(Broken::new(
            "the closing time is the opening time",
            "a closing time earlier than the opening time is after midnight, e.g. opens \"18:00\", closes \"02:00\"; open day and night is opens \"00:00\", closes \"23:59\"",
        ))
    } else {
        Ok(())
    }
}

/// The first and last of a special entry's days, when they are told as
/// they should be: `date:`, or `from:` and `to:` in order.
fn days(c: &mut Check, at: &FieldPath, special: &SpecialHours) -> Option<(Date, Date)> {
    let rel = rel::site;
    let stood_in = ["date", "from", "to"]
        .iter()
        .any(|key| c.stood_in(rel, &at.key(*key)));
    if stood_in {
        return None;
    }
    let example =
        "e.g. `date: 2026-12-25` for one day, or `from: 2026-11-01` and `to: 2026-11-03` for a few";
    match (special.date, special.from, special.to) {
        (Some(date), None, None) => Some((date, date)),
        (Some(_), from, _) => {
            let key = if from.is_some() { "from" } else { "to" };
            let message = "`date` is one day and `from`/`to` are a few: this has both";
            c.error(
                rel,
                &at.key(key),
                message,
                format!("write one or the other, {example}"),
            );
            None
        }
        (None, Some(from), Some(to)) if to < from => {
            c.error(
                rel,
                &at.key("to"),
                format!("`to` is {to}, before `from` ({from})"),
                "write the first day in `from` and the last in `to`, e.g. `from: 2026-11-01`, `to: 2026-11-03`",
            );
            None
        }
        (None, Some(from), Some(to)) => Some((from, to)),
        (None, Some(_), None) | (None, None, Some(_)) => {
            let (key, missing) = if special.from.is_some() {
                ("from", "to")
            } else {
                ("to", "from")
            };
            c.error(
                rel,
                &at.key(key),
                format!("`{key}` needs `{missing}`: a few days have a first and a last"),
                format!("add `{missing}:` beside it, or write `date:` for one day"),
            );
            None
        }
        (None, None, None) => {
            c.error(
                rel,
                at,
                "these special hours have no date",
                format!("say which day, {example}"),
            );
            None
        }
    }
}

/// A special day is closed, or has both its times.
fn special_times(c: &mut Check, at: &FieldPath, special: &SpecialHours) {
    let rel = rel::site;
    let hint = "write `closed: true` for a day the shop is closed, or `opens:` and `closes:` with its hours that day, e.g. opens \"10:00\", closes \"14:00\"";
    match (special.closed, special.opens, special.closes) {
        (true, None, None) => {}
        (true, opens, _) => {
            let key = if opens.is_some() { "opens" } else { "closes" };
            c.error(
                rel,
                &at.key(key),
                "the shop is `closed` this day, yet it has hours",
                "delete `opens` and `closes` for a day the shop is closed, or `closed: true` for one it opens",
            );
        }
        (false, Some(opens), Some(closes)) => times(c, at, opens, closes),
        (false, None, None) => {
            let key = if c.written(rel, &at.key("closed")).is_some() {
                at.key("closed")
            } else {
                at.clone()
            };
            c.error(
                rel,
                &key,
                "say whether the shop is closed these days, or its hours",
                hint,
            );
        }
        (false, opens, _) => {
            let (key, missing) = if opens.is_some() {
                ("opens", "closes")
            } else {
                ("closes", "opens")
            };
            if !c.stood_in(rel, &at.key(missing)) {
                c.error(
                    rel,
                    &at.key(key),
                    format!("`{missing}` is missing: a day's hours need both times"),
                    hint,
                );
            }
        }
    }
}

/// Two entries may not tell the hours of one day: which would hold?
fn overlaps(c: &mut Check, spans: &[(usize, Date, Date)]) {
    let rel = rel::site;
    for (n, &(i, from, to)) in spans.iter().enumerate() {
        let Some(&(first, ..)) = spans[..n].iter().find(|&&(_, a, b)| a <= to && from <= b) else {
            continue;
        };
        let at = FieldPath::of("special_hours").index(i);
        let first_at = FieldPath::of("special_hours").index(first);
        let key = |path: &FieldPath| {
            let date = path.key("date");
            if c.written(rel, &date).is_some() {
                date
            } else {
                path.key("from")
            }
        };
        let d = c
            .at(
                rel,
                &key(&at),
                Diagnostic::error,
                format!("these days are also in special_hours[{}]", first + 1),
            )
            .hint("give each day one entry, or the site could not tell which hours hold: delete one, or shorten its days");
        let d = c.related_at(d, rel, &key(&first_at), "its days are here");
        c.out.push(d);
    }
}

/// A special day that is over by `today`, the shop's date, is told: it
/// does no harm, but the owner may as well delete it.
fn past(c: &mut Check, i: usize, special: &SpecialHours, last: Date, today: Date) {
    if last >= today {
        return;
    }
    let at = FieldPath::of("special_hours").index(i);
    let key = if special.date.is_some() {
        at.key("date")
    } else {
        at.key("to")
    };
    let d = c
        .at(
            rel::site,
            &key,
            Diagnostic::warning,
            format!(
                "{} is over: today is {today} by the shop's clock",
                quote(&last.to_string())
            ),
        )
        .hint("delete the days that are over; the site shows only those to come");
    c.out.push(d);
}

/// The open-now words: each uses only its placeholders, and says when.
fn labels(c: &mut Check, words: &OpenNowLabels) {
    let root = FieldPath::of("open_now");
    let templates: [(&str, &str, &[&str]); 7] = [
        ("open", &words.open, &[]),
        ("closes", &words.closes, &["time"]),
        ("closed", &words.closed, &[]),
        ("closed_today", &words.closed_today, &[]),
        ("opens_today", &words.opens_today, &["time"]),
        ("opens_tomorrow", &words.opens_tomorrow, &["time"]),
        ("opens_on", &words.opens_on, &["day", "time"]),
    ];
    for (key, text, needs) in templates {
        says_when(c, &root.key(key), text, needs, &example(key));
    }
    week(
        c,
        (&root, "days"),
        &words.days,
        "[Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday]",
    );
}

/// The footer's words for the hours: the days' names, and AM and PM,
/// each with its `{time}`.
fn hours_words(c: &mut Check, words: &FooterLabels) {
    let root = FieldPath::of("footer");
    let english = FooterLabels::default();
    says_when(c, &root.key("am"), &words.am, &["time"], &english.am);
    says_when(c, &root.key("pm"), &words.pm, &["time"], &english.pm);
    week(
        c,
        (&root, "short_days"),
        &words.short_days,
        "[Mon, Tue, Wed, Thu, Fri, Sat, Sun]",
    );
}

/// A text of `site.yaml` at `path` that uses only the placeholders `needs`,
/// and each of them: `example` is one that does.
fn says_when(c: &mut Check, path: &FieldPath, text: &str, needs: &[&str], example: &str) {
    let rel = rel::site;
    let before = c.out.len();
    c.template(rel, path, text, needs);
    let missing: Vec<String> = needs
        .iter()
        .filter(|n| !text.contains(&format!("{{{n}}}")))
        .map(|n| format!("`{{{n}}}`"))
        .collect();
    if c.out.len() == before && !missing.is_empty() {
        c.error(
            rel,
            path,
            format!(
                "this text must say when: it has no {}",
                missing.join(" or ")
            ),
            format!(
                "write {} where it goes, e.g. {}",
                missing.join(" and "),
                quote(example)
            ),
        );
    }
}

/// The names of the 7 days of the week at `key` of `root`, Monday first,
/// as `example` writes them.
fn week(c: &mut Check, (root, key): (&FieldPath, &str), names: &[String], example: &str) {
    let named = names.iter().filter(|d| !d.trim().is_empty()).count();
    if names.len() != 7 || named != 7 {
        c.error(
            rel::site,
            &root.key(key),
            format!("`{key}` names the 7 days of the week, Monday first, but this has {named}"),
            format!("write `{key}: {example}`, in the site's language"),
        );
    }
}

/// The English text of an open-now word, as an example.
fn example(key: &str) -> String {
    let english = OpenNowLabels::default();
    match key {
        "closes" => english.closes,
        "opens_today" => english.opens_today,
        "opens_tomorrow" => english.opens_tomorrow,
        _ => english.opens_on,
    }
}
