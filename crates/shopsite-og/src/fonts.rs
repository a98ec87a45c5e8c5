//! The fonts the cards are drawn with, compiled in (`fonts/README.md` says
//! where they come from and why they are not the machine's).

use std::sync::{Arc, LazyLock};

use resvg::usvg::fontdb::{Database, Source};
use sha2::{Digest, Sha256};

/// The families, in the order usvg tries them for each character: Latin
/// first, then Devanagari for whatever Noto Sans lacks.
pub const FAMILIES: &str = "Noto Sans, Noto Sans Devanagari";

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
