//! A card's heading drawn from coverage masks kept for the process, as a
//! browser or FreeType draws text.
//!
//! resvg filled each line's glyphs as one path: every card filled every
//! glyph's outline again, anti-aliased, which was 46 % of a card's time
//! (docs/dev/engine.md), after usvg had parsed the heading's SVG, laid it
//! out and turned each glyph into a path. The cards of a build share most
//! of their glyphs (the letters of `repair prices`, the digits of a price,
//! at the same sizes), so each glyph is filled once into a mask of its
//! coverage, at a quarter-pixel position, and every later card blends the
//! mask in the text's colour, where harfrust places it as usvg would.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use resvg::tiny_skia::{self, FillRule, Mask, PathBuilder, PixmapMut, Transform};
use resvg::usvg::Node;
use skrifa::MetadataProvider;
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::prelude::{LocationRef, Size};

use crate::card::{BAR, Heading, MARGIN};
use crate::colour::Rgb;
use crate::{HEIGHT, WIDTH, fonts, text};

/// Positions per pixel a glyph may be drawn at, across and down: a glyph
/// moves at most an eighth of a pixel from where usvg would lay it out.
/// Skia and FreeType-based renderers use four across.
const STEPS: f32 = 4.0;

/// Past this many glyphs the masks are dropped: a preview that runs for
/// days does not grow without end. A 500-model price list's cards use
/// about 300.
const REMEMBERED: usize = 4096;

/// Draws `heading` onto `pixmap` (opaque), the accent bar in `brand`; the
/// rows it drew on.
pub fn draw(heading: &Heading, brand: Rgb, pixmap: &mut PixmapMut) -> Range<usize> {
    let mut rows = Rows::default();
    let bar = &*BAR_MASK;
    let (left, top) = (MARGIN as i32 + bar.left, heading.bar as i32 + bar.top);
    rows.add(composite(pixmap, &bar.mask, left, top, brand));
    for line in &heading.lines {
        let mut x = MARGIN;
        for (devanagari, run) in text::runs(&line.text) {
            let (glyphs, advance) =
                fonts::shape(run, devanagari, line.style.weight, line.style.size);
            for glyph in glyphs {
                let at = (x + glyph.x, line.y + glyph.y);
                if let Some(drawn) = blend(pixmap, glyph, line.style.size, at, line.fill) {
                    rows.add(drawn);
                }
            }
            x += advance;
        }
    }
    rows.0
}

/// The accent bar's coverage, its top left at the origin, as resvg fills
/// the bar of [`crate::svg`] (at a whole pixel: the margin, a rounded top).
static BAR_MASK: LazyLock<Glyph> = LazyLock::new(|| {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}"><rect width="{}" height="{}" rx="{}"/></svg>"#,
        BAR.0,
        BAR.1,
        BAR.1 / 2.0
    );
    let tree = text::parse(&svg);
    let Some(Node::Path(bar)) = tree.root().children().first() else {
        unreachable!("the bar's SVG is a rect, which usvg makes a path")
    };
    mask(bar.data(), Transform::identity()).expect("the bar has an area")
});

/// The rows drawn on so far.
#[derive(Default)]
struct Rows(Range<usize>);

impl Rows {
    fn add(&mut self, rows: Range<usize>) {
        if rows.is_empty() {
            return;
        }
        self.0 = if self.0.is_empty() {
            rows
        } else {
            self.0.start.min(rows.start)..self.0.end.max(rows.end)
        };
    }
}

/// A coverage mask, and where its top left is from the whole pixel of
/// the origin it was filled for.
struct Glyph {
    mask: Mask,
    left: i32,
    top: i32,
}

/// The font, the glyph, the size's bits and the quarter-pixel position
/// across and down.
type Key = (u8, u32, u32, u8, u8);

static GLYPHS: LazyLock<Mutex<HashMap<Key, Option<Arc<Glyph>>>>> = LazyLock::new(Mutex::default);

/// Blends `glyph` at `size` px, its origin at `at`, in `colour`; the rows
/// it drew on. A glyph that draws nothing (a space) draws nothing.
fn blend(
    pixmap: &mut PixmapMut,
    glyph: fonts::Glyph,
    size: f32,
    at: (f32, f32),
    colour: Rgb,
) -> Option<Range<usize>> {
    let (x, across) = split(at.0);
    let (y, down) = split(at.1);
    let key = (glyph.font, glyph.id, size.to_bits(), across, down);
    let known = GLYPHS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&key)
        .cloned();
    let mask = match known {
        Some(mask) => mask,
        None => {
            let mask = fill(glyph, size, across, down).map(Arc::new);
            let mut glyphs = GLYPHS.lock().unwrap_or_else(PoisonError::into_inner);
            if glyphs.len() >= REMEMBERED {
                glyphs.clear();
            }
            glyphs.insert(key, mask.clone());
            mask
        }
    }?;
    Some(composite(
        pixmap,
        &mask.mask,
        x + mask.left,
        y + mask.top,
        colour,
    ))
}

/// `value` as a whole pixel and the quarter-pixel step after it.
fn split(value: f32) -> (i32, u8) {
    let steps = (value * STEPS).round() as i64;
    let whole = steps.div_euclid(STEPS as i64);
    (whole as i32, steps.rem_euclid(STEPS as i64) as u8)
}

/// The coverage of `glyph` at `size` px, its origin `across` and `down`
/// quarters of a pixel into its pixel, filled as usvg fills text.
fn fill(glyph: fonts::Glyph, size: f32, across: u8, down: u8) -> Option<Glyph> {
    let font = skrifa::FontRef::new(fonts::file(usize::from(glyph.font))).ok()?;
    let outline = font.outline_glyphs().get(glyph.id.into())?;
    let mut pen = Pen(PathBuilder::new());
    let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
    outline.draw(settings, &mut pen).ok()?;
    let path = pen.0.finish()?;
    let scale = size / fonts::units_per_em(usize::from(glyph.font));
    let step = |n: u8| f32::from(n) / STEPS;
    // Font units are y up; the card's pixels are y down.
    mask(
        &path,
        Transform::from_row(scale, 0.0, 0.0, -scale, step(across), step(down)),
    )
}

/// The coverage of `path` placed by `at`, anti-aliased and filled
/// non-zero as usvg fills text and shapes, with a pixel of room each side.
fn mask(path: &tiny_skia::Path, at: Transform) -> Option<Glyph> {
    let path = path.clone().transform(at)?;
    let bounds = path.bounds();
    let left = bounds.left().floor() as i32 - 1;
    let top = bounds.top().floor() as i32 - 1;
    let width = (bounds.right().ceil() as i32 - left + 1).max(1) as u32;
    let height = (bounds.bottom().ceil() as i32 - top + 1).max(1) as u32;
    let mut mask = Mask::new(width, height)?;
    mask.fill_path(
        &path,
        FillRule::Winding,
        true,
        Transform::from_translate(-left as f32, -top as f32),
    );
    Some(Glyph { mask, left, top })
}

/// A glyph's outline as a path, in font units, y up.
struct Pen(PathBuilder);

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }

    fn close(&mut self) {
        self.0.close();
    }
}

/// `colour` blended over the opaque pixels of `pixmap` by the coverage of
/// `mask`, its top left at `(left, top)`: each channel moves from the
/// pixel's towards the colour's by the coverage, rounded, as tiny-skia
/// blends a solid fill. The rows it drew on.
fn composite(
    pixmap: &mut PixmapMut,
    mask: &Mask,
    left: i32,
    top: i32,
    colour: Rgb,
) -> Range<usize> {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    let (mask_width, mask_height) = (mask.width() as i32, mask.height() as i32);
    let opaque = [colour.0, colour.1, colour.2];
    let source = opaque.map(u32::from);
    let x0 = left.max(0);
    let x1 = (left + mask_width).min(width);
    let y0 = top.max(0);
    let y1 = (top + mask_height).min(height);
    if x0 >= x1 || y0 >= y1 {
        return 0..0;
    }
    let (x0, x1) = (x0 as usize, x1 as usize);
    let skip = (x0 as i32 - left) as usize;
    for y in y0..y1 {
        let row = ((y - top) * mask_width) as usize + skip;
        let coverage = &mask.data()[row..row + (x1 - x0)];
        let out = (y * width) as usize * 4;
        let pixels = &mut pixmap.data_mut()[out + x0 * 4..out + x1 * 4];
        for (pixel, &a) in pixels.chunks_exact_mut(4).zip(coverage) {
            match a {
                0 => {}
                255 => pixel[..3].copy_from_slice(&opaque[..]),
                a => {
                    let a = u32::from(a);
                    for (channel, &source) in pixel[..3].iter_mut().zip(&source) {
                        *channel = div255(source * a + u32::from(*channel) * (255 - a)) as u8;
                    }
                }
            }
        }
    }
    y0 as usize..y1 as usize
}

/// `value / 255`, rounded, for `value` up to 255 × 255.
fn div255(value: u32) -> u32 {
    (value + 128 + ((value + 128) >> 8)) >> 8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Card, HEIGHT, Rgb, WIDTH, card, text};
    use resvg::tiny_skia;

    /// The heading of `card` on white, drawn by [`draw`] and by resvg.
    fn both(card: &Card) -> (Vec<u8>, Vec<u8>, Range<usize>) {
        let tree = text::parse(&card::heading_only(card));
        let heading = card::heading_layout(card);
        let white = || {
            let mut pixmap = tiny_skia::Pixmap::new(WIDTH, HEIGHT).unwrap();
            pixmap.fill(tiny_skia::Color::WHITE);
            pixmap
        };
        let (mut ours, mut theirs) = (white(), white());
        let rows = draw(&heading, card.brand, &mut ours.as_mut());
        resvg::render(&tree, Transform::identity(), &mut theirs.as_mut());
        (ours.take(), theirs.take(), rows)
    }

    /// The glyphs are where usvg lays them out, in the same colours: the
    /// pixels are resvg's but at the edges of glyphs (moved by at most an
    /// eighth of a pixel, or overlapping), and there by less than a
    /// quarter of the way from white to ink. The ink is the same within
    /// 0.2 % (where kerned glyphs overlap, their edges add up), in Latin, Devanagari (whose marks overlap their letters),
    /// both on one line, a price in the brand colour, and every size.
    #[test]
    fn draws_the_heading_as_resvg_fills_it() {
        let headings = [
            ("Apple iPhone 10 repair prices", Some("from ₹899")),
            ("मोबाइल रिपेयरिंग कोर्स: A54 डिस्प्ले बदलना सीखें", None),
            ("Tom & Jerry's WAVE AV ffi Tj", None),
            // Signs outside Devanagari's blocks that only its font has
            // (the minus sign, U+2212; a North Indic fraction, U+A830),
            // taken from it as usvg's fallback takes them; and letters no
            // font has (the empty box), which stop that fallback.
            ("Price ₹1,299 − 20 % ꠰ A", None),
            ("−20", None),
            ("😀 漢字 ₹1,299 − 20 % ꠰ A।", None),
            (
                &*"Redmi Note 13 Pro 5G display combo ".repeat(4),
                Some("₹1,23,456"),
            ),
        ];
        for (heading, detail) in headings {
            let card = Card {
                name: "Sharma Mobile Care".into(),
                heading: heading.into(),
                detail: detail.map(str::to_owned),
                site: "sharmamobilecare.in".into(),
                brand: Rgb(0x1d, 0x4e, 0xd8),
            };
            let (ours, theirs, rows) = both(&card);
            let (mut edges, mut worst, mut ink) = (0, 0, [0i64; 2]);
            for (i, (a, b)) in ours.chunks_exact(4).zip(theirs.chunks_exact(4)).enumerate() {
                let apart = (0..3).map(|c| a[c].abs_diff(b[c])).max().unwrap();
                if apart > 0 {
                    edges += 1;
                    worst = worst.max(apart);
                    let y = i / WIDTH as usize;
                    assert!(rows.contains(&y), "{heading}: row {y} is outside {rows:?}");
                }
                for (sum, px) in ink.iter_mut().zip([a, b]) {
                    *sum += (0..3).map(|c| 255 - i64::from(px[c])).sum::<i64>();
                }
            }
            let ratio = ink[0] as f64 / ink[1] as f64;
            assert!(worst < 64, "{heading}: {worst} apart at worst");
            assert!((ratio - 1.0).abs() < 0.002, "{heading}: ink {ink:?}");
            assert!(
                edges > 100 && edges < ink[1] as usize / 255 / 4,
                "{heading}: {edges} pixels apart"
            );
        }
    }

    #[test]
    fn divides_by_255_rounding_as_floating_point_does() {
        for value in 0..=255 * 255 {
            assert_eq!(
                div255(value),
                (value as f64 / 255.0).round() as u32,
                "{value}"
            );
        }
    }

    #[test]
    fn splits_a_position_into_its_pixel_and_quarter() {
        assert_eq!(split(80.0), (80, 0));
        assert_eq!(split(80.3), (80, 1));
        assert_eq!(split(80.874), (80, 3));
        assert_eq!(split(80.9), (81, 0));
        assert_eq!(split(-0.3), (-1, 3));
    }
}
