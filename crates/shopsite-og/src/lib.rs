//! Link-preview images: a 1200×630 PNG from a name, a heading and a colour.
//! Pure: text in, bytes out, no file system.
//!
//! When a link to the site is shared (WhatsApp, social sites), the preview
//! shows the page's `og:image`. Each page gets a card: its heading, large,
//! on white, above a band of the brand colour with the shop's name and the
//! site's address. The card is an SVG document built here ([`svg`]), laid
//! out line by line (SVG text does not wrap), and drawn by resvg with the
//! fonts in `fonts/`, compiled in, so that every machine draws the same
//! pixels. The same [`Card`] always gives the same bytes, and
//! [`Card::digest`] names them: it changes when anything that changes the
//! pixels does, so a build may reuse an image it already has by its name.

mod card;
mod colour;
mod fonts;
mod text;

#[cfg(test)]
mod tests;

use sha2::{Digest, Sha256};

pub use colour::Rgb;

/// The size Open Graph consumers expect for a large preview (1.91:1).
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 630;

/// The drawing's version. Bump it whenever a change here draws different
/// pixels for the same card (layout, colours, sizes, a dependency that draws
/// differently), or writes them in different bytes (3: the PNG's
/// compression), so that builds make their images again instead of reusing
/// the old ones by name, and a rebuild writes what a cold build does. A
/// test pins it to the pixels and the bytes of a reference card.
pub const VERSION: u32 = 3;

/// What a card shows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    /// The shop's name.
    pub name: String,
    /// The page's heading: up to 3 lines, smaller or cut short if longer.
    pub heading: String,
    /// A line under the heading in the brand colour, such as a product's
    /// price; the heading then has 2 lines.
    pub detail: Option<String>,
    /// The site's address as people write it: `sharmamobilecare.in`.
    pub site: String,
    /// The brand colour, of the band.
    pub brand: Rgb,
}

impl Card {
    /// Ten hex digits that change when anything the pixels depend on does:
    /// the texts, the colour, the fonts' bytes and [`VERSION`].
    pub fn digest(&self) -> String {
        let mut hash = Sha256::new();
        hash.update(VERSION.to_le_bytes());
        hash.update(fonts::fingerprint());
        for text in [&self.name, &self.heading, &self.site] {
            hash.update((text.len() as u64).to_le_bytes());
            hash.update(text.as_bytes());
        }
        // A card without a detail keeps the name it had before details were.
        if let Some(detail) = &self.detail {
            hash.update(b"detail");
            hash.update((detail.len() as u64).to_le_bytes());
            hash.update(detail.as_bytes());
        }
        hash.update(self.brand.bytes());
        let digest = hash.finalize();
        digest[..5].iter().map(|b| format!("{b:02x}")).collect()
    }

    /// What the card shows, in words, for `og:image:alt`.
    pub fn alt(&self) -> String {
        match &self.detail {
            Some(detail) => format!(
                "{} · {detail} · {} · {}",
                self.heading, self.name, self.site
            ),
            None => format!("{} · {} · {}", self.heading, self.name, self.site),
        }
    }
}

/// The card as a PNG: [`WIDTH`] × [`HEIGHT`], opaque RGB, the same bytes for
/// the same card.
pub fn render(card: &Card) -> Vec<u8> {
    let tree = text::parse(&card::svg(card));
    let mut pixmap =
        resvg::tiny_skia::Pixmap::new(WIDTH, HEIGHT).expect("the card's size is not zero");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    encode(&pixmap)
}

/// The card as an SVG document: what [`render`] draws.
pub fn svg(card: &Card) -> String {
    card::svg(card)
}

/// PNG bytes of an opaque pixmap, as RGB (the card has no transparency, so
/// its premultiplied pixels are its colours, and an alpha channel would only
/// add bytes).
fn encode(pixmap: &resvg::tiny_skia::Pixmap) -> Vec<u8> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    // zlib level 3 with the Sub filter on every row: a card is flat colour
    // and text, which Sub suits. On an iPhone 12 repair card (1200 × 630)
    // it writes 24,225 B in 3.9 ms, where Balanced (level 6, adaptive
    // filters) wrote 25,706 B in 5.0 ms and High 25,807 B in 8.4 ms; level
    // 1 takes 1.3 ms but writes 44 KB, which every WhatsApp preview
    // downloads. A cold build draws up to about 230 cards.
    encoder.set_deflate_compression(png::DeflateCompression::Level(3));
    encoder.set_filter(png::Filter::Sub);
    let mut writer = encoder
        .write_header()
        .expect("a PNG header writes to memory");
    writer
        .write_image_data(&rgb)
        .expect("the pixels match the header");
    writer.finish().expect("a PNG writes to memory");
    png
}
