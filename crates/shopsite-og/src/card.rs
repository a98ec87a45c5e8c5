//! The card's design, as an SVG document: the heading large and dark on
//! white, under a short bar of the brand colour, and a band of the brand
//! colour along the bottom with the shop's name and the site's address, in
//! white or in ink, whichever contrasts more with the brand colour.

use crate::colour::Rgb;
use crate::text::{self, Style};
use crate::{Card, HEIGHT, WIDTH};

/// The space between the card's edges and any text.
pub const MARGIN: f32 = 80.0;
/// The widest a line may be.
pub const LINE: f32 = WIDTH as f32 - 2.0 * MARGIN;
/// Where the brand band begins.
pub const BAND_TOP: f32 = 500.0;

/// The heading's sizes, tried largest first; at the last, a heading longer
/// than 3 lines is cut short.
const HEADING_SIZES: [f32; 5] = [84.0, 76.0, 68.0, 60.0, 54.0];
const HEADING_LINES: usize = 3;
const LINE_HEIGHT: f32 = 1.22;
/// Noto Sans's capital height, in ems: what the heading is centred by.
const CAP_HEIGHT: f32 = 0.714;
/// The accent bar and the heading under it are centred between these.
const HEADING_TOP: f32 = 48.0;
const HEADING_BOTTOM: f32 = BAND_TOP - 48.0;
/// The space between the accent bar and the heading.
const BAR_GAP: f32 = 40.0;

/// The detail line under the heading (a price): one line, bold.
const DETAIL_SIZES: [f32; 3] = [60.0, 52.0, 44.0];
/// The space between the heading's last baseline and the detail's cap.
const DETAIL_GAP: f32 = 36.0;

const NAME_SIZES: [f32; 3] = [40.0, 34.0, 30.0];
const SITE: Style = Style {
    size: 28.0,
    weight: 400,
};
/// The least space between the name and the address in the band.
const GAP: f32 = 48.0;

/// Near-black text: 17.7:1 on white.
pub const INK: Rgb = Rgb(0x11, 0x18, 0x27);

/// The card as an SVG document of [`WIDTH`] × [`HEIGHT`].
pub fn svg(card: &Card) -> String {
    let mut svg = open();
    white(&mut svg);
    heading(&mut svg, card);
    band(&mut svg, card);
    svg += "</svg>";
    svg
}

/// What every card of a shop shares, as an SVG document: the white, and
/// the band with the shop's name and address. [`crate::render`] draws it
/// once and each card's heading over it ([`heading_layout`], drawn by
/// `glyphs`); the two do not overlap.
pub fn background_only(card: &Card) -> String {
    let mut svg = open();
    white(&mut svg);
    band(&mut svg, card);
    svg += "</svg>";
    svg
}

/// What is a card's own, as an SVG document on nothing: the accent bar,
/// the heading and the detail, as resvg would draw them (`glyphs` tests
/// its drawing against resvg's).
#[cfg(test)]
pub fn heading_only(card: &Card) -> String {
    let mut svg = open();
    heading(&mut svg, card);
    svg += "</svg>";
    svg
}

fn open() -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">"#
    )
}

/// The card's ground.
fn white(svg: &mut String) {
    *svg += &format!(
        r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="{}"/>"#,
        Rgb::WHITE.css()
    );
}

/// What a card's heading draws: the accent bar and the lines of text.
pub struct Heading {
    /// The accent bar's top; it is [`BAR`] in size, at the left margin.
    pub bar: f32,
    pub lines: Vec<Line>,
}

/// A line of a heading, set from the left margin.
pub struct Line {
    pub text: String,
    pub style: Style,
    /// The baseline, a whole pixel.
    pub y: f32,
    pub fill: Rgb,
}

/// The accent bar: its size, and the radius of its ends.
pub const BAR: (f32, f32) = (96.0, 12.0);

/// The heading, up to 3 lines (2 above a detail), under a short bar of the
/// brand colour, and the detail in the brand colour (or ink, where the brand
/// colour is too light to read on white), all centred in the white above
/// the band.
pub fn heading_layout(card: &Card) -> Heading {
    let max_lines = if card.detail.is_some() {
        HEADING_LINES - 1
    } else {
        HEADING_LINES
    };
    let (style, lines) = text::fit(&card.heading, &HEADING_SIZES, 700, LINE, max_lines);
    let detail = card
        .detail
        .as_deref()
        .map(|d| text::fit(d, &DETAIL_SIZES, 700, LINE, 1));
    let line_height = style.size * LINE_HEIGHT;
    let cap = style.size * CAP_HEIGHT;
    let detail_block = detail
        .as_ref()
        .map_or(0.0, |(s, _)| DETAIL_GAP + s.size * CAP_HEIGHT);
    let block =
        BAR.1 + BAR_GAP + (lines.len().max(1) - 1) as f32 * line_height + cap + detail_block;
    let top = (HEADING_TOP + (HEADING_BOTTOM - HEADING_TOP - block) / 2.0).round();
    let first = top + BAR.1 + BAR_GAP + cap;
    let count = lines.len();
    let mut out: Vec<Line> = lines
        .into_iter()
        .enumerate()
        .map(|(i, text)| Line {
            text,
            style,
            y: (first + i as f32 * line_height).round(),
            fill: INK,
        })
        .collect();
    if let Some((detail_style, detail_lines)) = detail {
        let last = first + (count.max(1) - 1) as f32 * line_height;
        let y = last + DETAIL_GAP + detail_style.size * CAP_HEIGHT;
        // Large text needs 3:1 against white.
        let fill = if card.brand.contrast(Rgb::WHITE) >= 3.0 {
            card.brand
        } else {
            INK
        };
        if let Some(text) = detail_lines.into_iter().next() {
            out.push(Line {
                text,
                style: detail_style,
                y: y.round(),
                fill,
            });
        }
    }
    Heading {
        bar: top,
        lines: out,
    }
}

/// [`heading_layout`] as SVG.
fn heading(svg: &mut String, card: &Card) {
    let heading = heading_layout(card);
    *svg += &format!(
        r#"<rect x="{MARGIN}" y="{}" width="{}" height="{}" rx="{}" fill="{}"/>"#,
        heading.bar,
        BAR.0,
        BAR.1,
        BAR.1 / 2.0,
        card.brand.css()
    );
    for line in &heading.lines {
        *svg += &text::element(
            &line.text,
            line.style,
            MARGIN,
            line.y,
            "start",
            &line.fill.css(),
        );
    }
}

/// The band of the brand colour: the shop's name on the left, the site's
/// address on the right, on one baseline.
fn band(svg: &mut String, card: &Card) {
    let fill = card.brand.text_on(Rgb::WHITE, INK).css();
    *svg += &format!(
        r#"<rect y="{BAND_TOP}" width="{WIDTH}" height="{}" fill="{}"/>"#,
        HEIGHT as f32 - BAND_TOP,
        card.brand.css()
    );
    let baseline = (BAND_TOP + (HEIGHT as f32 - BAND_TOP) / 2.0 + 14.0).round();

    // The address keeps at most half the line; the name has the rest.
    let mut site = card.site.clone();
    if text::width(&site, SITE) > LINE / 2.0 {
        site = text::ellipsize(&site, SITE, LINE / 2.0);
    }
    let site_width = text::width(&site, SITE);
    let room = LINE - site_width - if site.is_empty() { 0.0 } else { GAP };
    let (name_style, name) = text::fit(&card.name, &NAME_SIZES, 700, room, 1);
    if let Some(name) = name.first() {
        *svg += &text::element(name, name_style, MARGIN, baseline, "start", &fill);
    }
    *svg += &text::element(&site, SITE, WIDTH as f32 - MARGIN, baseline, "end", &fill);
}
