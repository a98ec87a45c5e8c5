//! The fonts the cards are drawn with, compiled in (`fonts/README.md` says
//! where they come from and why they are not the machine's).

use std::sync::{Arc, LazyLock};

use resvg::usvg::fontdb::{Database, Source};
use sha2::{Digest, Sha256};
use skrifa::MetadataProvider;
use skrifa::raw::TableProvider;

/// The families, in the order usvg tries them for each character: Latin
/// first, then Devanagari for whatever Noto Sans lacks.
pub const FAMILIES: &str = "Noto Sans, Noto Sans Devanagari";

/// The families of a run of Devanagari ([`crate::text::element`]): its own
/// font first, so that the run is shaped whole by it.
pub const DEVANAGARI_FAMILIES: &str = "Noto Sans Devanagari, Noto Sans";

const FILES: [&[u8]; 3] = [
    include_bytes!("../fonts/NotoSans-Bold.ttf"),
    include_bytes!("../fonts/NotoSans-Regular.ttf"),
    include_bytes!("../fonts/NotoSansDevanagari-Bold.ttf"),
];

static DATABASE: LazyLock<Arc<Database>> = LazyLock::new(|| {
    let mut db = Database::new();
    for bytes in FILES {
        db.load_font_source(Source::Binary(Arc::new(bytes)));
    }
    db.set_sans_serif_family("Noto Sans");
    Arc::new(db)
});

/// The font usvg takes first for a run: Noto Sans Devanagari (bold, its
/// only weight) for Devanagari, Noto Sans in `weight` for the rest; an
/// index of the compiled-in files.
fn first(devanagari: bool, weight: u16) -> usize {
    match (devanagari, weight >= 600) {
        (true, _) => 2,
        (false, true) => 0,
        (false, false) => 1,
    }
}

/// The bytes of the compiled-in font `font` (an index given by [`shape`]).
pub fn file(font: usize) -> &'static [u8] {
    FILES[font]
}

thread_local! {
    /// Each font's shaping tables, read once for each thread.
    static SHAPERS: [harfrust::ShaperData; 3] = FILES.map(|bytes| {
        harfrust::ShaperData::new(&harfrust::FontRef::new(bytes).expect("the card's fonts are valid"))
    });
}

/// A glyph of shaped text, in font units: its id, the byte of the text
/// its cluster starts at, its offset from the pen (y up) and how far it
/// moves the pen.
#[derive(Debug, Clone, Copy)]
struct Shaped {
    id: u32,
    cluster: u32,
    dx: i32,
    dy: i32,
    advance: i32,
}

/// `text` shaped by harfrust in compiled-in font `font`, as usvg shapes
/// a chunk with one font.
fn shape_in(font: usize, text: &str) -> Vec<Shaped> {
    SHAPERS.with(|shapers| {
        let data = &shapers[font];
        let font = harfrust::FontRef::new(FILES[font]).expect("the card's fonts are valid");
        let shaper = data.shaper(&font).build();
        let mut buffer = harfrust::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        let output = shaper.shape(buffer, harfrust::ShapeOptions::new());
        output
            .glyph_infos()
            .iter()
            .zip(output.glyph_positions())
            .map(|(info, position)| Shaped {
                id: info.glyph_id,
                cluster: info.cluster,
                dx: position.x_offset,
                dy: position.y_offset,
                advance: position.x_advance,
            })
            .collect()
    })
}

/// Each compiled-in font's units per em.
static UNITS: LazyLock<[f32; 3]> = LazyLock::new(|| {
    FILES.map(|bytes| {
        let font = skrifa::FontRef::new(bytes).expect("the card's fonts are valid");
        f32::from(font.head().map_or(1000, |head| head.units_per_em()))
    })
});

/// The units per em of compiled-in font `font`.
pub fn units_per_em(font: usize) -> f32 {
    UNITS[font]
}

/// Whether compiled-in font `font` has a glyph for `letter`.
fn has(font: usize, letter: char) -> bool {
    skrifa::FontRef::new(FILES[font]).is_ok_and(|font| font.charmap().map(letter).is_some())
}

/// `text` shaped in font `font`, and with usvg's fallback: while a glyph
/// is missing (glyph 0), the first font not tried yet that has its letter
/// shapes the whole text again; if that font has every glyph it takes the
/// text, else, if it gives as many glyphs, it fills the missing ones. A
/// letter no font has stops the search, as it stops usvg's.
fn shape_with_fallback(font: usize, text: &str) -> Vec<(usize, Shaped)> {
    let mut glyphs: Vec<(usize, Shaped)> = shape_in(font, text)
        .into_iter()
        .map(|g| (font, g))
        .collect();
    let mut tried = vec![font];
    while let Some(&(_, missing)) = glyphs.iter().find(|(_, g)| g.id == 0) {
        let Some(letter) = text
            .get(missing.cluster as usize..)
            .and_then(|rest| rest.chars().next())
        else {
            break;
        };
        let Some(other) = (0..FILES.len()).find(|&f| !tried.contains(&f) && has(f, letter)) else {
            break;
        };
        let fallback = shape_in(other, text);
        if fallback.iter().all(|g| g.id != 0) {
            return fallback.into_iter().map(|g| (other, g)).collect();
        }
        if fallback.len() != glyphs.len() {
            break;
        }
        for (glyph, new) in glyphs.iter_mut().zip(fallback) {
            if glyph.1.id == 0 && new.id != 0 {
                *glyph = (other, new);
            }
        }
        tried.push(other);
    }
    glyphs
}

/// A glyph placed for drawing: its font (an index for [`file`]), its id,
/// and where its origin is from the run's start on the baseline, in
/// pixels, y down.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    pub font: u8,
    pub id: u32,
    pub x: f32,
    pub y: f32,
}

/// `text`, one run of a script ([`crate::text::element`]), shaped and
/// placed as usvg draws it at `size` px, in the font usvg takes first for
/// it (Noto Sans Devanagari, bold, its only weight, for a Devanagari run;
/// Noto Sans in `weight` for the rest) and its fallback. Returns the
/// glyphs and how far the run advances: where the next run starts.
pub fn shape(text: &str, devanagari: bool, weight: u16, size: f32) -> (Vec<Glyph>, f32) {
    let mut pen = 0.0;
    let placed = shape_with_fallback(first(devanagari, weight), text)
        .into_iter()
        .map(|(font, g)| {
            let scale = size / UNITS[font];
            let glyph = Glyph {
                font: font as u8,
                id: g.id,
                x: pen + g.dx as f32 * scale,
                y: -(g.dy as f32) * scale,
            };
            pen += g.advance as f32 * scale;
            glyph
        })
        .collect();
    (placed, pen)
}

/// How far `text` advances, set alone in `size` px as [`shape`] sets it.
pub fn advance(text: &str, devanagari: bool, weight: u16, size: f32) -> f32 {
    shape(text, devanagari, weight, size).1
}

/// The fonts, and nothing from the system.
pub fn database() -> Arc<Database> {
    Arc::clone(&DATABASE)
}

static FINGERPRINT: LazyLock<[u8; 32]> = LazyLock::new(|| {
    let mut hash = Sha256::new();
    for bytes in FILES {
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(bytes);
    }
    hash.finalize().into()
});

/// A hash of the font files: a card drawn with other fonts is another file.
pub fn fingerprint() -> &'static [u8; 32] {
    &FINGERPRINT
}
