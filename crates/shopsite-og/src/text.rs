//! Lines that fit a width. SVG text does not wrap, so the card is laid out
//! here: each candidate line is measured with the fonts and the shaping
//! (harfrust) usvg draws it with, and a test holds the measure to usvg's own
//! layout, so that what is measured is what is drawn.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use resvg::usvg;
use unicode_segmentation::UnicodeSegmentation;

use crate::fonts;

/// The ellipsis that ends text cut short.
const ELLIPSIS: char = '…';

/// How a line of text is set.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    pub size: f32,
    pub weight: u16,
}

/// `text` as SVG character data: the XML specials escaped, and the
/// characters XML 1.0 forbids (control characters, U+FFFE, U+FFFF) left out,
/// so no text can end an element or make the document unreadable.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' | '\u{fffe}' | '\u{ffff}' => {}
            c => out.push(c),
        }
    }
    out
}

/// `text` at `(x, y)`; `anchor` is `start` or `end`. A line in one script
/// is one `<text>`. A line that mixes Devanagari with anything else is one
/// `<text>` per run of a script, each set in its own font first and placed
/// after the runs before it by their advance: usvg shapes one `<text>` (or
/// chunk) with its first font and swaps in the glyphs that font lacks one
/// at a time, which breaks a vowel sign's reordering and a conjunct
/// (`डिस्प्ले` was drawn `डसि्प्ले` after `A54 `). A run is shaped whole.
pub fn element(text: &str, style: Style, x: f32, y: f32, anchor: &str, fill: &str) -> String {
    let runs = runs(text);
    if runs.len() < 2 {
        let devanagari = runs.first().is_some_and(|run| run.0);
        return one(text, devanagari, style, x, y, anchor, fill);
    }
    let advances: Vec<f32> = runs
        .iter()
        .map(|&(devanagari, run)| fonts::advance(run, devanagari, style.weight, style.size))
        .collect();
    let mut at = if anchor == "end" {
        x - advances.iter().sum::<f32>()
    } else {
        x
    };
    let mut out = String::new();
    for (&(devanagari, run), advance) in runs.iter().zip(advances) {
        out += &one(run, devanagari, style, at, y, "start", fill);
        at += advance;
    }
    out
}

/// One `<text>`, in Noto Sans first, or in Noto Sans Devanagari first.
fn one(
    text: &str,
    devanagari: bool,
    style: Style,
    x: f32,
    y: f32,
    anchor: &str,
    fill: &str,
) -> String {
    format!(
        r#"<text x="{x}" y="{y}" text-anchor="{anchor}" font-family="{families}" font-size="{size}" font-weight="{weight}" fill="{fill}">{text}</text>"#,
        families = if devanagari {
            fonts::DEVANAGARI_FAMILIES
        } else {
            fonts::FAMILIES
        },
        size = style.size,
        weight = style.weight,
        text = escape(text),
    )
}

/// `text` cut into runs of one script each, in order: `(true, run)` for
/// Devanagari, `(false, run)` for the rest (Latin, digits, punctuation, ₹,
/// which Noto Sans has). Spaces, joiners and combining marks stay in the
/// run they follow, so that a run never starts with a space, which SVG
/// would drop from the drawing.
pub fn runs(text: &str) -> Vec<(bool, &str)> {
    let mut runs: Vec<(bool, &str)> = Vec::new();
    let mut start = 0;
    let mut script: Option<bool> = None;
    for (at, c) in text.char_indices() {
        let neutral = c.is_whitespace()
            || matches!(c, '\u{200c}' | '\u{200d}' | '\u{0300}'..='\u{036f}' | '\u{fe00}'..='\u{fe0f}');
        if neutral {
            continue;
        }
        let this = is_devanagari(c);
        match script {
            Some(current) if current != this => {
                runs.push((current, &text[start..at]));
                start = at;
            }
            _ => {}
        }
        script = Some(this);
    }
    if start < text.len() {
        runs.push((script.unwrap_or(false), &text[start..]));
    }
    runs
}

/// A letter or sign of Devanagari: its block, its extension, and the Vedic
/// signs.
fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097f}' | '\u{a8e0}'..='\u{a8ff}' | '\u{1cd0}'..='\u{1cff}')
}

/// Parses an SVG document of the card's size with the card's fonts only.
pub fn parse(svg: &str) -> usvg::Tree {
    let options = usvg::Options {
        fontdb: fonts::database(),
        font_family: "Noto Sans".to_owned(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).expect("the card's SVG is built by this crate and parses")
}

/// How wide `text` is drawn in `style`: the advance of each run of a script
/// ([`element`]) in the font usvg draws it with, shaped by harfrust as usvg
/// shapes it. A test holds this to usvg's own layout of the same text
/// (the right of its bounding box) within 0.005 px, on Latin, Devanagari,
/// both mixed, symbols and text no font has; over 2,130 texts and sizes
/// they were 0.0012 px apart at most.
///
/// Remembered for the process: the cards of a build measure the same texts
/// again and again (the same candidate lines while a heading's lines are
/// balanced, the shop's name and address on every card). A 500-model price
/// list's 124 cards measure 1,061 texts. Laid out by usvg, that was 52 ms
/// of their 300 ms of drawing.
pub fn width(text: &str, style: Style) -> f32 {
    /// Past this many texts the memory is cleared: a preview that runs for
    /// days does not grow without end.
    const REMEMBERED: usize = 4096;
    /// A text, its size's bits and its weight.
    type Key = (String, u32, u16);
    static WIDTHS: LazyLock<Mutex<HashMap<Key, f32>>> = LazyLock::new(Mutex::default);
    let key = (text.to_owned(), style.size.to_bits(), style.weight);
    let known = WIDTHS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&key)
        .copied();
    if let Some(width) = known {
        return width;
    }
    let width = measure(text, style);
    let mut widths = WIDTHS.lock().unwrap_or_else(PoisonError::into_inner);
    if widths.len() >= REMEMBERED {
        widths.clear();
    }
    widths.insert(key, width);
    width
}

/// [`width`], measured.
fn measure(text: &str, style: Style) -> f32 {
    runs(text)
        .iter()
        .map(|&(devanagari, run)| fonts::advance(run, devanagari, style.weight, style.size))
        .sum()
}

/// [`width`] as usvg lays the text out: the right of its bounding box,
/// drawn at 0 as [`element`] sets it.
#[cfg(test)]
pub fn laid_out_width(text: &str, style: Style) -> f32 {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}">{text}</svg>"#,
        w = crate::WIDTH,
        h = crate::HEIGHT,
        text = element(text, style, 0.0, 100.0, "start", "#000"),
    );
    let mut right: f32 = 0.0;
    for_each_text(parse(&svg).root(), &mut |t| {
        right = right.max(t.bounding_box().right());
    });
    right
}

/// Calls `f` on every text node under `group`.
#[cfg(test)]
pub fn for_each_text(group: &usvg::Group, f: &mut impl FnMut(&usvg::Text)) {
    for node in group.children() {
        match node {
            usvg::Node::Text(text) => f(text),
            usvg::Node::Group(group) => for_each_text(group, f),
            _ => {}
        }
    }
}

/// `text` set in at most `max_lines` lines of at most `max` wide, in the
/// first of `sizes` (largest first) at which it fits; at the last size, what
/// does not fit is cut short with an ellipsis. A word wider than a line is
/// broken between its letters. Lines that fit are balanced, as CSS's
/// `text-wrap: balance` does: as even as they can be in as few lines.
pub fn fit(
    text: &str,
    sizes: &[f32],
    weight: u16,
    max: f32,
    max_lines: usize,
) -> (Style, Vec<String>) {
    let mut last = None;
    for &size in sizes {
        let style = Style { size, weight };
        let (lines, more) = wrap(text, style, max, max_lines);
        if !more {
            return (style, balance(text, style, max, lines));
        }
        last = Some((style, lines));
    }
    let (style, mut lines) = last.expect("at least one size");
    if let Some(line) = lines.last_mut() {
        *line = ellipsize(line, style, max);
    }
    (style, lines)
}

/// The same text in the same number of lines, wrapped at the narrowest
/// width that needs no more lines and breaks no word: no short last line.
fn balance(text: &str, style: Style, max: f32, lines: Vec<String>) -> Vec<String> {
    let widest_word = text
        .split_whitespace()
        .map(|w| width(w, style))
        .fold(0.0, f32::max);
    if lines.len() < 2 || widest_word > max {
        return lines;
    }
    let (mut narrow, mut wide) = (widest_word, max);
    let mut best = lines;
    // Halving the range 6 times finds the width within a sixty-fourth.
    for _ in 0..6 {
        let mid = (narrow + wide) / 2.0;
        let (candidate, more) = wrap(text, style, mid, best.len());
        if more {
            narrow = mid;
        } else {
            wide = mid;
            best = candidate;
        }
    }
    best
}

/// Greedy wrapping into at most `max_lines` lines; `true` when text is left.
fn wrap(text: &str, style: Style, max: f32, max_lines: usize) -> (Vec<String>, bool) {
    let fits = |line: &str| width(line, style) <= max;
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if fits(&candidate) {
            current = candidate;
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        // The word starts a line, broken if it is wider than a line.
        let mut rest = word;
        while lines.len() < max_lines && !fits(rest) {
            let cut = longest_fitting_prefix(rest, style, max);
            lines.push(rest[..cut].to_owned());
            rest = &rest[cut..];
        }
        if lines.len() >= max_lines {
            // `rest` would begin the line after the last.
            return (lines, true);
        }
        current = rest.to_owned();
    }
    if !current.is_empty() {
        lines.push(current);
    }
    (lines, false)
}

/// `line` with an ellipsis at its end, shortened by whole words, or by
/// letters when one word is left, until it fits.
pub fn ellipsize(line: &str, style: Style, max: f32) -> String {
    let mut words: Vec<&str> = line.split(' ').collect();
    while words.len() > 1 {
        let candidate = format!("{}{ELLIPSIS}", words.join(" "));
        if width(&candidate, style) <= max {
            return candidate;
        }
        words.pop();
    }
    let word = words.first().copied().unwrap_or_default();
    for cut in boundaries(word).into_iter().rev() {
        let candidate = format!("{}{ELLIPSIS}", &word[..cut]);
        if width(&candidate, style) <= max {
            return candidate;
        }
    }
    ELLIPSIS.to_string()
}

/// The byte length of the longest start of `word` that fits in `max`, cut
/// between letters; at least one letter, so that wrapping always advances.
fn longest_fitting_prefix(word: &str, style: Style, max: f32) -> usize {
    let cuts = boundaries(word);
    // cuts[0] is the first letter; find the last cut that fits.
    let (mut lo, mut hi) = (0, cuts.len() - 1);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if width(&word[..cuts[mid]], style) <= max {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    cuts[lo]
}

/// The places `word` may be cut without splitting a letter from its marks:
/// the byte offsets after each extended grapheme cluster (UAX #29), the
/// last being `word.len()`. A combining mark, a joiner, and a conjunct
/// such as क्ष (a consonant after a virama, GB9c) stay whole.
fn boundaries(word: &str) -> Vec<usize> {
    word.grapheme_indices(true)
        .map(|(at, cluster)| at + cluster.len())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOLD: Style = Style {
        size: 60.0,
        weight: 700,
    };

    #[test]
    fn escapes_what_xml_reads_as_markup_and_drops_what_it_forbids() {
        assert_eq!(
            escape("<a href=\"x\">Tom & Jerry's</a>"),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;"
        );
        assert_eq!(escape("a\u{0}b\u{1b}c\u{ffff}\td"), "abc d");
    }

    /// What [`width`] measures is what usvg draws: the layout of the same
    /// text, within 0.005 px (their sums of advances round apart by about
    /// 0.001 on 60-letter lines).
    #[test]
    fn measures_what_usvg_lays_out() {
        let texts = [
            "Samsung Galaxy A15 repair prices",
            "from ₹699",
            "₹1,23,456 · 45 min",
            "मोबाइल रिपेयरिंग कोर्स",
            "A54 डिस्प्ले बदलना",
            "मोबाइल A54 रिपेयरिंग 2 कोर्स",
            "iPhone 15 Pro Max (256 GB) – used, like new",
            "Tom & Jerry's <Repairs> \"Best\"",
            "WAVE AV ffi fl Tj Ty Yo",
            "😀 emoji 漢字",
            "₹1,299 − 20 % ꠰",
            "−20",
            "sharmamobilecare.in",
            "x…",
            "W",
            "Redmi Note 13 Pro 5G display combo with frame, original quality",
        ];
        for text in texts {
            for style in [
                BOLD,
                Style {
                    size: 84.0,
                    weight: 700,
                },
                Style {
                    size: 28.0,
                    weight: 400,
                },
            ] {
                let (ours, usvg) = (width(text, style), laid_out_width(text, style));
                assert!(
                    (ours - usvg).abs() < 0.005 && usvg > 0.0,
                    "{text:?} at {style:?}: {ours} measured, {usvg} laid out"
                );
            }
        }
    }

    #[test]
    fn measures_wider_text_as_wider() {
        let short = width("Repair", BOLD);
        let long = width("Repair and training", BOLD);
        assert!(short > 100.0 && long > short * 2.0, "{short} {long}");
        assert_eq!(width("", BOLD), 0.0);
        assert!(width("मोबाइल", BOLD) > 100.0, "Devanagari is measured too");
    }

    #[test]
    fn wraps_at_spaces_into_lines_that_fit() {
        let text = "Mobile repair and simple training for technicians in Delhi";
        let (style, lines) = fit(text, &[60.0], 700, 500.0, 5);
        assert!(lines.len() >= 3, "{lines:?}");
        assert_eq!(lines.join(" "), text, "no word is lost or cut");
        for line in &lines {
            assert!(width(line, style) <= 500.0, "{line}");
        }
    }

    #[test]
    fn shrinks_before_it_cuts_and_cuts_with_an_ellipsis() {
        let text = "Mobile repair and simple training";
        let (style, lines) = fit(text, &[90.0, 60.0], 700, 700.0, 2);
        assert_eq!(style.size, 60.0, "{lines:?}");
        assert_eq!(lines.join(" "), text);

        let long = "word ".repeat(60);
        let (style, lines) = fit(&long, &[90.0, 60.0], 700, 700.0, 3);
        assert_eq!((style.size, lines.len()), (60.0, 3));
        assert!(lines[2].ends_with('…'), "{lines:?}");
        assert!(lines.iter().all(|l| width(l, style) <= 700.0));
    }

    #[test]
    fn balances_the_lines_it_wraps() {
        let (style, lines) = fit("Mobile Repair • Simple Training", &[84.0], 700, 1040.0, 3);
        assert_eq!(lines, ["Mobile Repair •", "Simple Training"], "{style:?}");
    }

    #[test]
    fn breaks_a_word_wider_than_the_line_between_letters() {
        let word = "Supercalifragilisticexpialidocious-repairs-and-more";
        let (style, lines) = fit(word, &[60.0], 700, 400.0, 6);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.concat(), word);
        assert!(lines.iter().all(|l| width(l, style) <= 400.0), "{lines:?}");
    }

    #[test]
    fn cuts_a_line_into_runs_of_one_script_each() {
        assert_eq!(
            runs("A54 किट डिस्प्ले (₹1,299)"),
            [(false, "A54 "), (true, "किट डिस्प्ले "), (false, "(₹1,299)")]
        );
        assert_eq!(
            runs("₹499 में iPhone की स्क्रीन"),
            [
                (false, "₹499 "),
                (true, "में "),
                (false, "iPhone "),
                (true, "की स्क्रीन")
            ]
        );
        assert_eq!(runs("Screen repair"), [(false, "Screen repair")]);
        assert_eq!(runs("मोबाइल रिपेयरिंग"), [(true, "मोबाइल रिपेयरिंग")]);
        assert_eq!(runs(""), []);
    }

    #[test]
    fn each_run_is_a_text_of_its_own_font_placed_after_the_one_before() {
        let svg = element("A<b> किट", BOLD, 10.0, 50.0, "start", "#000");
        let texts: Vec<&str> = svg.split("</text>").filter(|t| !t.is_empty()).collect();
        assert_eq!(texts.len(), 2, "{svg}");
        assert!(
            texts[0].contains(r#"x="10""#) && texts[0].ends_with(">A&lt;b&gt; "),
            "{svg}"
        );
        assert!(
            texts[1].contains(r#"font-family="Noto Sans Devanagari, Noto Sans""#)
                && texts[1].ends_with(">किट"),
            "{svg}"
        );
        // Placed after the advance of `A<b> `, space included.
        let x: f32 = texts[1]
            .split(r#"x=""#)
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let advance = fonts::advance("A<b> ", false, 700, 60.0);
        assert!(
            (x - 10.0 - advance).abs() < 0.001 && advance > 100.0,
            "{x} {advance}"
        );
        // One script: one text, as before.
        let svg = element("Screen repair", BOLD, 0.0, 0.0, "start", "#000");
        assert_eq!(svg.matches("<text").count(), 1);
        assert!(
            svg.contains(r#"font-family="Noto Sans, Noto Sans Devanagari""#),
            "{svg}"
        );
    }

    #[test]
    fn never_cuts_a_devanagari_letter_from_its_marks() {
        // मो = म + ो; क्ष = क + ् + ष, one conjunct; स्क्री = स्‌क्‌री, one.
        assert_eq!(boundaries("मोक्ष"), ["मो".len(), "मोक्ष".len()]);
        assert_eq!(boundaries("स्क्रीन"), ["स्क्री".len(), "स्क्रीन".len()]);
        assert_eq!(boundaries("ab"), [1, 2]);
        // An emoji with its skin tone, and a flag, are one letter each.
        assert_eq!(boundaries("👍🏽🇮🇳"), ["👍🏽".len(), "👍🏽🇮🇳".len()]);
        assert_eq!(boundaries(""), Vec::<usize>::new());
    }
}
