//! The fonts the cards are drawn with, compiled in (`fonts/README.md` says
//! where they come from and why they are not the machine's).

use std::sync::{Arc, LazyLock};

use resvg::usvg::fontdb::{Database, Source};
use sha2::{Digest, Sha256};

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

/// How far `text` advances, set alone in `size` px in the font usvg takes
/// for it (Noto Sans Devanagari, bold, its only weight, for a Devanagari
/// run; Noto Sans in `weight` for the rest), shaped by harfrust as usvg
/// shapes it: where the next run of a line starts.
pub fn advance(text: &str, devanagari: bool, weight: u16, size: f32) -> f32 {
    let bytes = match (devanagari, weight >= 600) {
        (true, _) => FILES[2],
        (false, true) => FILES[0],
        (false, false) => FILES[1],
    };
    let font = harfrust::FontRef::new(bytes).expect("the card's fonts are valid");
    let data = harfrust::ShaperData::new(&font);
    let shaper = data.shaper(&font).build();
    let mut buffer = harfrust::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    let output = shaper.shape(buffer, harfrust::ShapeOptions::new());
    let units: i32 = output.glyph_positions().iter().map(|p| p.x_advance).sum();
    units as f32 * size / shaper.units_per_em() as f32
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
