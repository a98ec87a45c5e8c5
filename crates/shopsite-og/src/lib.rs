//! Link-preview images: a 1200×630 PNG from a name, a heading and a colour.
//! Pure: text in, bytes out, no file system.
//!
//! When a link to the site is shared (WhatsApp, social sites), the preview
//! shows the page's `og:image`. Each page gets a card: its heading, large,
//! on white, above a band of the brand colour with the shop's name and the
//! site's address. The card is laid out here line by line, with the fonts
//! in `fonts/`, compiled in, so that every machine draws the same pixels:
//! the band by resvg from an SVG document, the heading glyph by glyph
//! from masks (`glyphs`), placed where resvg would draw the card's SVG
//! ([`svg`]). The same [`Card`] always gives the same bytes, and
//! [`Card::digest`] names them: it changes when anything that changes the
//! pixels does, so a build may reuse an image it already has by its name.

// The workspace denies unsafe code; the libraries forbid it outright.
#![forbid(unsafe_code)]
// No function over 80 lines (clippy.toml), tests aside.
#![cfg_attr(test, allow(clippy::too_many_lines))]

mod card;
mod colour;
mod fonts;
mod glyphs;
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
/// compression; 4: its compressor; 5, 6: its level; 7: fdeflate after the
/// Up filter; 8: the heading's glyphs blended from masks; 9: and the
/// accent bar, the glyphs placed by harfrust; 10: the palette, the
/// background's colours first), so that builds make their
/// images again instead of reusing the old ones by name, and a rebuild
/// writes what a cold build does. A test pins it to the pixels and the
/// bytes of a reference card.
pub const VERSION: u32 = 10;

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
///
/// The white and the band, the same on every card of a shop, are drawn
/// and indexed (`Palette`) once for each thread; each card's heading is
/// drawn over them, and only the rows it drew on are indexed, after the
/// background's colours. Only the rows the last card drew on are put back
/// before the next (a copy of the whole card took 0.27 ms of a card's 3.3
/// to 3.9: docs/dev/engine.md). The heading's glyphs are blended from
/// masks filled once for the process (`glyphs`).
pub fn render(card: &Card) -> Vec<u8> {
    let heading = card::heading_layout(card);
    BUFFERS.with_borrow_mut(|buffers| {
        let buffers = buffers.get_or_insert_with(Buffers::new);
        let drawn = buffers.background.as_ref().is_some_and(|background| {
            let (name, site, brand) = &background.key;
            (name, site, brand) == (&card.name, &card.site, &card.brand)
        });
        if !drawn {
            buffers.background = Some(Background::new(card));
            buffers.dirty = 0..HEIGHT as usize;
        }
        let background = buffers.background.as_ref().expect("drawn above");
        // Nothing of the last card may show: the rows it drew on are the
        // background's again, in pixels and in indices.
        let width = WIDTH as usize;
        let rows = buffers.dirty.start * width..buffers.dirty.end * width;
        let pixels = rows.start * 4..rows.end * 4;
        buffers.pixmap.data_mut()[pixels.clone()]
            .copy_from_slice(&background.pixmap.data()[pixels]);
        if let Some((_, indices)) = &background.indexed {
            buffers.indices[rows.clone()].copy_from_slice(&indices[rows]);
        }
        buffers.dirty = glyphs::draw(&heading, card.brand, &mut buffers.pixmap.as_mut());
        let pixmap = &buffers.pixmap;
        let (indices, dirty) = (&mut buffers.indices, buffers.dirty.clone());
        let palette = background.indexed.as_ref().and_then(|(palette, _)| {
            let mut palette = palette.clone();
            palette
                .index(pixmap.data(), width, dirty, indices)
                .then_some(palette)
        });
        match palette {
            Some(palette) => write(Pixels::Indexed(&palette.colours, &buffers.indices)),
            // More than 256 colours, in the background or with the heading.
            None => write_rgb(pixmap, rgb_buffer(&mut buffers.rgb)),
        }
    })
}

/// What a thread keeps from one card to the next.
struct Buffers {
    /// The pixels of the card being drawn: new ones for each card (5 MB
    /// with `rgb`) cost the kernel a zeroed page per 4 KB, 8 % of the
    /// samples of a build that draws 124 cards.
    pixmap: resvg::tiny_skia::Pixmap,
    /// Each pixel's index in the palette, a byte a pixel: the background's
    /// but in the rows of `dirty`.
    indices: Vec<u8>,
    /// 3 bytes a pixel, for [`write_rgb`]: made the first time a card has more
    /// than 256 colours.
    rgb: Vec<u8>,
    /// The last shop's white and band.
    background: Option<Background>,
    /// The rows of `pixmap` that are not the background's.
    dirty: std::ops::Range<usize>,
}

impl Buffers {
    fn new() -> Buffers {
        let pixmap =
            resvg::tiny_skia::Pixmap::new(WIDTH, HEIGHT).expect("the card's size is not zero");
        Buffers {
            indices: vec![0; pixmap.data().len() / 4],
            pixmap,
            rgb: Vec::new(),
            background: None,
            dirty: 0..HEIGHT as usize,
        }
    }
}

/// `buffer`, made 3 bytes a pixel if it is not yet.
fn rgb_buffer(buffer: &mut Vec<u8>) -> &mut [u8] {
    buffer.resize((WIDTH * HEIGHT * 3) as usize, 0);
    buffer
}

/// A shop's white and band, drawn and indexed, and what they show.
struct Background {
    key: (String, String, Rgb),
    pixmap: resvg::tiny_skia::Pixmap,
    /// Its colours, in the order they first appear in it, and each pixel's
    /// index among them; `None` if there are more than 256.
    indexed: Option<(Palette, Vec<u8>)>,
}

impl Background {
    fn new(card: &Card) -> Background {
        let mut pixmap =
            resvg::tiny_skia::Pixmap::new(WIDTH, HEIGHT).expect("the card's size is not zero");
        let tree = text::parse(&card::background_only(card));
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::identity(),
            &mut pixmap.as_mut(),
        );
        let mut palette = Palette::new();
        let mut indices = vec![0; pixmap.data().len() / 4];
        let indexed = palette
            .index(
                pixmap.data(),
                WIDTH as usize,
                0..HEIGHT as usize,
                &mut indices,
            )
            .then_some((palette, indices));
        Background {
            key: (card.name.clone(), card.site.clone(), card.brand),
            pixmap,
            indexed,
        }
    }
}

thread_local! {
    static BUFFERS: std::cell::RefCell<Option<Buffers>> = const { std::cell::RefCell::new(None) };
}

/// The card as an SVG document: what [`render`] draws.
pub fn svg(card: &Card) -> String {
    card::svg(card)
}

/// PNG bytes of an opaque pixmap (the card has no transparency, so its
/// premultiplied pixels are its colours, and an alpha channel would only
/// add bytes). `buffer` holds 3 bytes a pixel.
///
/// A card has few colours: white, ink, the brand colour and the steps of
/// anti-aliasing between them, 57 on the example shop's cards. Up to 256,
/// it is written as a palette and one byte a pixel: the same pixels in a
/// third of the bytes to compress. Past that (a brand colour whose blends
/// with white and ink are all distinct, say), as RGB.
///
/// [`render`] writes a card so from its background's palette; this is the
/// same for a whole image, for the tests.
#[cfg(test)]
fn encode(pixmap: &resvg::tiny_skia::Pixmap, buffer: &mut [u8]) -> Vec<u8> {
    let pixels = pixmap.data();
    let count = pixels.len() / 4;
    let mut palette = Palette::new();
    let all = 0..pixmap.height() as usize;
    if palette.index(pixels, pixmap.width() as usize, all, &mut buffer[..count]) {
        return write(Pixels::Indexed(&palette.colours, &buffer[..count]));
    }
    write_rgb(pixmap, buffer)
}

/// The PNG of an opaque pixmap as RGB, 3 bytes a pixel, made in `buffer`.
fn write_rgb(pixmap: &resvg::tiny_skia::Pixmap, buffer: &mut [u8]) -> Vec<u8> {
    for (to, from) in buffer
        .chunks_exact_mut(3)
        .zip(pixmap.data().chunks_exact(4))
    {
        to.copy_from_slice(&from[..3]);
    }
    write(Pixels::Rgb(buffer))
}

/// A card's pixels as a PNG writes them.
enum Pixels<'a> {
    /// The palette, as RGB, and each pixel's index in it.
    Indexed(&'a [u8], &'a [u8]),
    /// 3 bytes a pixel.
    Rgb(&'a [u8]),
}

/// The PNG of a card's pixels.
fn write(pixels: Pixels<'_>) -> Vec<u8> {
    // A card is 17 to 30 KB (the fixture shop's and a price list's).
    let mut png = Vec::with_capacity(32 * 1024);
    let mut encoder = png::Encoder::new(&mut png, WIDTH, HEIGHT);
    encoder.set_depth(png::BitDepth::Eight);
    let data = match pixels {
        Pixels::Indexed(palette, indices) => {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_palette(palette);
            encoder.set_filter(png::Filter::Up);
            indices
        }
        Pixels::Rgb(rgb) => {
            encoder.set_color(png::ColorType::Rgb);
            // Flat colour and text, which the Sub filter suits.
            encoder.set_filter(png::Filter::Sub);
            rgb
        }
    };
    // fdeflate, png's fastest, after the Up filter (a row less the row
    // above: the white and the band become zeros), as png's
    // `Compression::Fastest` pairs them. The 124 cards of a 500-model price
    // list, on one thread, drawn and written, a card each:
    //   zlib-rs level 2, no filter: 3.66–4.40 ms, 17,813 B;
    //   level 2, Up: 3.60–3.78 ms, 20,345 B;
    //   level 1, Up: 3.04–3.32 ms, 28,589 B;
    //   fdeflate, Up: 2.71–2.74 ms, 25,279 B.
    // A card is fetched only when a link is shared (by the sharer's
    // WhatsApp, for its preview), where 7 KB more is nothing; a cold build,
    // as CI makes at each publish and an owner's first, draws up to about
    // 230, and 100 of a price list's models' cards added 240 ms to its
    // build at level 2. Earlier: levels 6 and 5 (2.94 ms a card in all);
    // as RGB with the Sub filter, 22,659 B.
    encoder.set_deflate_compression(png::DeflateCompression::FdeflateUltraFast);
    let mut writer = encoder
        .write_header()
        .expect("a PNG header writes to memory");
    writer
        .write_image_data(data)
        .expect("the pixels match the header");
    writer.finish().expect("a PNG writes to memory");
    png
}

/// The colours met so far, at most 256, each with its index: a palette
/// being made.
#[derive(Clone)]
struct Palette {
    /// An open-addressed table of the colours met, by RGB; [`EMPTY`] is no
    /// colour (its top byte is set).
    table: [u32; SLOTS],
    /// The index of each colour of `table`.
    at: [u8; SLOTS],
    /// The colours as RGB, in the order they were met.
    colours: Vec<u8>,
}

const SLOTS: usize = 1024;
const EMPTY: u32 = u32::MAX;

impl Palette {
    fn new() -> Palette {
        Palette {
            table: [EMPTY; SLOTS],
            at: [0; SLOTS],
            colours: Vec::with_capacity(3 * 256),
        }
    }

    /// Writes the index of each pixel of the rows `rows` to `indices`,
    /// adding the colours not met before in the order they first appear;
    /// `false` if that makes more than 256. `width` pixels make a row;
    /// `pixels` and `indices` hold the whole image.
    ///
    /// Most of a card is runs of one colour: a row that is the row above
    /// again (the white, the band) takes its indices at once, and so does
    /// a block of eight pixels of the last colour met. The 124 cards of a
    /// 500-model price list, in turn on one thread: 0.91–0.96 ms a card
    /// with blocks alone, 0.68 ms with rows too; every row was indexed
    /// then, and now only a heading's are.
    fn index(
        &mut self,
        pixels: &[u8],
        width: usize,
        rows: std::ops::Range<usize>,
        indices: &mut [u8],
    ) -> bool {
        let mut last = (EMPTY, 0u8);
        // Eight copies of the last pixel.
        let mut run: Option<[u8; 32]> = None;
        let row = width * 4;
        for y in rows {
            let line = &pixels[y * row..(y + 1) * row];
            let out = y * width..(y + 1) * width;
            if y > 0 && line == &pixels[(y - 1) * row..y * row] {
                indices.copy_within(out.start - width..out.start, out.start);
                continue;
            }
            for (block, out) in line.chunks(32).zip(indices[out].chunks_mut(8)) {
                if run.as_ref().is_some_and(|run| block == run) {
                    out.fill(last.1);
                    continue;
                }
                for (px, index) in block.chunks_exact(4).zip(out.iter_mut()) {
                    let rgb = u32::from_le_bytes([px[0], px[1], px[2], 0]);
                    if rgb != last.0 {
                        let mut slot = (rgb.wrapping_mul(0x9e37_79b1) >> 22) as usize;
                        while self.table[slot] != rgb && self.table[slot] != EMPTY {
                            slot = (slot + 1) % SLOTS;
                        }
                        if self.table[slot] == EMPTY {
                            if self.colours.len() == 3 * 256 {
                                return false;
                            }
                            self.table[slot] = rgb;
                            self.at[slot] = (self.colours.len() / 3) as u8;
                            self.colours.extend_from_slice(&px[..3]);
                        }
                        last = (rgb, self.at[slot]);
                    }
                    *index = last.1;
                }
                if let Some(px) = block.len().checked_sub(4).map(|end| &block[end..]) {
                    let mut copies = [0; 32];
                    for copy in copies.chunks_exact_mut(4) {
                        copy.copy_from_slice(px);
                    }
                    run = Some(copies);
                }
            }
        }
        true
    }
}

/// Writes each pixel's index in the palette to `indices` and returns the
/// palette, as RGB in the order the colours first appear; `None` if there
/// are more than 256 colours. `width` pixels make a row.
#[cfg(test)]
fn index(pixels: &[u8], width: usize, indices: &mut [u8]) -> Option<Vec<u8>> {
    let mut palette = Palette::new();
    let rows = 0..pixels.len() / (width * 4).max(1);
    palette
        .index(pixels, width, rows, indices)
        .then_some(palette.colours)
}
