//! Words and numbers the way a visitor in India reads them: prices with
//! Indian digit grouping, initials for products without a photo, course
//! lengths, dates and opening hours.

use shopsite_content::model::{
    Address, ClockTime, Date, Day, FooterLabels, OpeningHours, SiteFile,
};

/// `₹` and the amount with Indian digit grouping: the last three digits, then
/// pairs (`₹1,04,999`, `₹12,34,567`).
pub fn rupees(amount: u64) -> String {
    format!("₹{}", grouped(amount))
}

/// A number with Indian digit grouping, as prices and counts show it:
/// `1,04,999`. The frontend groups counts the same way (`lib/format.ts`).
pub fn grouped(amount: u64) -> String {
    let digits = amount.to_string();
    let (head, last3) = digits.split_at(digits.len().saturating_sub(3));
    let mut out = String::new();
    let lead = head.len() % 2;
    for (i, c) in head.chars().enumerate() {
        if i > 0 && (i + 2 - lead) % 2 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if !head.is_empty() {
        out.push(',');
    }
    out.push_str(last3);
    out
}

/// The price as shown on a card: rupees, or the owner's words when the shop
/// quotes on request (`None`).
pub fn price(amount: Option<u64>, on_request: &str) -> String {
    amount.map_or_else(|| on_request.to_owned(), rupees)
}

/// `text` cut at a word to at most `max` characters, with `…` when cut, as
/// a page's description is.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out = String::new();
    for word in text.split_whitespace() {
        if out.chars().count() + word.chars().count() + 2 > max {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.is_empty() {
        // A word longer than the whole: cut between letters, never
        // inside one (`कि` is one letter of two characters).
        out = unicode_segmentation::UnicodeSegmentation::graphemes(text, true)
            .scan(0, |len, g| {
                *len += g.chars().count();
                (*len < max).then_some(g)
            })
            .collect();
    }
    out.push('…');
    out
}

/// `Shop name, Locality`: where the shop is, as page descriptions end.
pub fn place(site: &SiteFile) -> String {
    format!("{}, {}", site.name, site.address.locality)
}

/// Up to two capital letters for the placeholder tile of a product without a
/// photo: the first letters of the first two words that start with a letter
/// ("33W Type-C Fast Charger" → "TF"), else of the first two words.
pub fn initials(title: &str) -> String {
    let words: Vec<&str> = title.split_whitespace().collect();
    let lettered: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| w.chars().next().is_some_and(char::is_alphabetic))
        .collect();
    let pick = if lettered.is_empty() {
        &words
    } else {
        &lettered
    };
    pick.iter()
        .take(2)
        .filter_map(|w| w.chars().next())
        .flat_map(char::to_uppercase)
        .collect()
}

/// "1 week", "4 weeks".
pub fn weeks(n: u32) -> String {
    if n == 1 {
        "1 week".to_owned()
    } else {
        format!("{n} weeks")
    }
}

/// A count in the owner's words: `many` ("{count} videos"), or `one`
/// ("{count} video") when there is exactly one and the owner wrote it.
pub fn count(n: usize, many: &str, one: Option<&str>) -> String {
    let text = match one {
        Some(one) if n == 1 => one,
        _ => many,
    };
    text.replace("{count}", &grouped(n as u64))
}

/// The postal address on one line: `Shop 14, Gaffar Market, Karol Bagh, New Delhi 110005`.
pub fn address_line(a: &Address) -> String {
    format!(
        "{}, {}, {} {}",
        a.street_line(),
        a.locality,
        a.city,
        a.postal_code
    )
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `2026-10-28` → `28 Oct 2026`.
pub fn date(date: Date) -> String {
    let month = MONTHS[usize::from(date.month()).clamp(1, 12) - 1];
    format!("{} {month} {}", date.day(), date.year())
}

/// Days as runs of consecutive days: `[Mo, Tu, We, Fr]` → `[(Mo, We), (Fr, Fr)]`.
fn day_runs(days: &[Day]) -> Vec<(Day, Day)> {
    let mut days = days.to_vec();
    days.sort_unstable();
    days.dedup();
    let mut runs: Vec<(Day, Day)> = Vec::new();
    for day in days {
        match runs.last_mut() {
            Some((_, end)) if end.index() + 1 == day.index() => *end = day,
            _ => runs.push((day, day)),
        }
    }
    runs
}

fn join_runs<'a>(days: &[Day], name: impl Fn(Day) -> &'a str, dash: &str, comma: &str) -> String {
    day_runs(days)
        .into_iter()
        .map(|(a, b)| {
            if a == b {
                name(a).to_owned()
            } else {
                format!("{}{dash}{}", name(a), name(b))
            }
        })
        .collect::<Vec<_>>()
        .join(comma)
}

/// For search engines: `Mo-Sa 10:30-20:30`.
pub fn opening_hours_schema(hours: &OpeningHours) -> String {
    format!(
        "{} {}-{}",
        join_runs(&hours.days, Day::code, "-", ","),
        hours.opens,
        hours.closes
    )
}

/// For people, in the owner's words for the days and the times
/// (`site.yaml`'s `footer`): `Mon–Sat 10:30 AM – 8:30 PM`.
pub fn opening_hours_text(hours: &OpeningHours, words: &FooterLabels) -> String {
    let name = |d: Day| {
        words
            .short_days
            .get(d.index())
            .map_or_else(|| d.code(), String::as_str)
    };
    format!(
        "{} {}",
        join_runs(&hours.days, name, "–", ", "),
        hours_text(hours.opens, hours.closes, words)
    )
}

/// `10:30 AM – 8:30 PM`; a closing time earlier than the opening time is
/// after midnight, and reads so: `6:00 PM – 2:00 AM`.
pub fn hours_text(opens: ClockTime, closes: ClockTime, words: &FooterLabels) -> String {
    format!("{} – {}", clock(opens, words), clock(closes, words))
}

/// The days from `from` to `to` without their year, as a line of the
/// footer names them: `24 Dec`, `1–3 Nov`, `30 Dec – 2 Jan`.
pub fn day_span(from: Date, to: Date) -> String {
    let month = |d: Date| MONTHS[usize::from(d.month()).clamp(1, 12) - 1];
    if from == to {
        format!("{} {}", from.day(), month(from))
    } else if (from.year(), from.month()) == (to.year(), to.month()) {
        format!("{}–{} {}", from.day(), to.day(), month(to))
    } else {
        format!(
            "{} {} – {} {}",
            from.day(),
            month(from),
            to.day(),
            month(to)
        )
    }
}

/// `20:30` → `8:30 PM`: the time on a 12-hour clock in the owner's
/// words for before noon and after (`footer.am`, `footer.pm`).
pub fn clock(time: ClockTime, words: &FooterLabels) -> String {
    let (h12, half) = match time.hour() {
        0 => (12, &words.am),
        h @ 1..=11 => (h, &words.am),
        12 => (12, &words.pm),
        h => (h - 12, &words.pm),
    };
    half.replace("{time}", &format!("{h12}:{:02}", time.minute()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_longer_than_the_room_is_cut_between_letters() {
        // `चार्जिंग` is 8 characters, 3 letters: चा, र्जि, ं… cut at 5
        // characters, it keeps `चा` and not the `र्` of a conjunct.
        assert_eq!(shorten("चार्जिंगचार्जिंग", 5), "चा…");
        assert_eq!(shorten("abcdefgh", 5), "abcd…");
        assert_eq!(shorten("fast चार्जिंग", 40), "fast चार्जिंग");
    }

    #[test]
    #[allow(clippy::inconsistent_digit_grouping)] // written the Indian way on purpose
    fn indian_digit_grouping() {
        for (amount, label) in [
            (0, "₹0"),
            (7, "₹7"),
            (999, "₹999"),
            (1_000, "₹1,000"),
            (99_999, "₹99,999"),
            (1_00_000, "₹1,00,000"),
            (1_04_999, "₹1,04,999"),
            (12_34_567, "₹12,34,567"),
            (1_23_45_678, "₹1,23,45,678"),
            (u64::MAX, "₹1,84,46,74,40,73,70,95,51,615"),
        ] {
            assert_eq!(rupees(amount), label, "{amount}");
        }
    }

    #[test]
    fn no_amount_is_price_on_request() {
        assert_eq!(price(None, "Price on request"), "Price on request");
        assert_eq!(price(Some(1499), "Price on request"), "₹1,499");
    }

    #[test]
    fn initials_skip_words_that_start_with_digits() {
        assert_eq!(initials("boAt Rockerz 450 Headphones"), "BR");
        assert_eq!(initials("33W Type-C Fast Charger"), "TF");
        assert_eq!(initials("iPhone"), "I");
        assert_eq!(initials("2024 360"), "23");
        assert_eq!(initials("चार्जर केबल"), "चक");
    }

    #[test]
    fn counts_use_the_singular_only_when_given() {
        assert_eq!(
            count(4, "{count} videos", Some("{count} video")),
            "4 videos"
        );
        assert_eq!(count(1, "{count} videos", Some("{count} video")), "1 video");
        assert_eq!(count(1, "{count} videos", None), "1 videos");
        assert_eq!(count(0, "वीडियो: {count}", None), "वीडियो: 0");
    }

    #[test]
    fn weeks_dates_and_hours() {
        assert_eq!(weeks(1), "1 week");
        assert_eq!(weeks(8), "8 weeks");
        assert_eq!(date("2026-10-08".parse().unwrap()), "8 Oct 2026");
        let days = |codes: &[&str]| codes.iter().map(|d| d.parse().unwrap()).collect();
        let hours = OpeningHours {
            days: days(&["Mo", "Tu", "We", "Th", "Fr", "Sa"]),
            opens: "10:30".parse().unwrap(),
            closes: "20:30".parse().unwrap(),
        };
        let english = FooterLabels::default();
        assert_eq!(opening_hours_schema(&hours), "Mo-Sa 10:30-20:30");
        assert_eq!(
            opening_hours_text(&hours, &english),
            "Mon–Sat 10:30 AM – 8:30 PM"
        );
        let split = OpeningHours {
            days: days(&["Su", "Mo", "We"]),
            opens: "00:00".parse().unwrap(),
            closes: "12:15".parse().unwrap(),
        };
        assert_eq!(opening_hours_schema(&split), "Mo,We,Su 00:00-12:15");
        assert_eq!(
            opening_hours_text(&split, &english),
            "Mon, Wed, Sun 12:00 AM – 12:15 PM"
        );
        let late = OpeningHours {
            days: days(&["Fr", "Sa"]),
            opens: "18:00".parse().unwrap(),
            closes: "02:00".parse().unwrap(),
        };
        assert_eq!(opening_hours_schema(&late), "Fr-Sa 18:00-02:00");
        assert_eq!(
            opening_hours_text(&late, &english),
            "Fri–Sat 6:00 PM – 2:00 AM"
        );
    }

    #[test]
    fn the_hours_are_in_the_owner_s_words() {
        let hindi = FooterLabels {
            short_days: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"]
                .map(str::to_owned)
                .to_vec(),
            am: "पूर्वाह्न {time}".to_owned(),
            pm: "अपराह्न {time}".to_owned(),
            ..FooterLabels::default()
        };
        let days = |codes: &[&str]| codes.iter().map(|d| d.parse().unwrap()).collect();
        let hours = |days, opens: &str, closes: &str| OpeningHours {
            days,
            opens: opens.parse().unwrap(),
            closes: closes.parse().unwrap(),
        };
        assert_eq!(
            opening_hours_text(
                &hours(
                    days(&["Mo", "Tu", "We", "Th", "Fr", "Sa"]),
                    "10:30",
                    "20:30"
                ),
                &hindi
            ),
            "सोम–शनि पूर्वाह्न 10:30 – अपराह्न 8:30"
        );
        assert_eq!(
            opening_hours_text(&hours(days(&["Su", "We"]), "12:00", "00:15"), &hindi),
            "बुध, रवि अपराह्न 12:00 – पूर्वाह्न 12:15"
        );
    }

    #[test]
    fn a_span_of_days_names_each_month_once() {
        let span = |a: &str, b: &str| day_span(a.parse().unwrap(), b.parse().unwrap());
        assert_eq!(span("2026-12-25", "2026-12-25"), "25 Dec");
        assert_eq!(span("2026-11-01", "2026-11-03"), "1–3 Nov");
        assert_eq!(span("2026-12-30", "2027-01-02"), "30 Dec – 2 Jan");
        assert_eq!(span("2026-10-31", "2026-11-01"), "31 Oct – 1 Nov");
    }
}
