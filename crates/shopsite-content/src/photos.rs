//! The owner's own photos: files under `content/photos/` that a product
//! names (`image: photos/iphone12.jpg`) instead of an `https://` link.
//!
//! Loading only looks at each file's first bytes: what it is (by its magic
//! bytes, not its name), its size in pixels and, for a JPEG, the EXIF
//! orientation that says which way is up. That is enough for every
//! diagnostic `shopsite check` gives without decoding a photo, and for the
//! renderer to plan the sizes the pages need. Decoding and encoding is the
//! build's job (inside the binary); a photo damaged past its header is reported
//! by the build, at the same product line.
//!
//! Every read is bounded: a file over [`MAX_BYTES`] is not opened, a header
//! is walked segment by segment with at most [`MAX_SEGMENTS`] steps, and a
//! photo over [`MAX_PIXELS`] (a "decompression bomb" claims billions) is
//! refused before anything decodes it.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::path::FieldPath;

pub use crate::read::photo_folder::FOLDER;

/// The largest photo in pixels: 50 megapixels, well above a phone's usual
/// 12 MP (4032×3024) and its 48–50 MP full-resolution mode, far below what
/// would take the build's memory (a decoded pixel takes 3 or 4 bytes).
pub const MAX_PIXELS: u64 = 50_000_000;

/// The largest photo file: 25 MB, five times a phone's usual JPEG.
pub const MAX_BYTES: u64 = 25_000_000;

/// How many JPEG segments a header may have before its size is found.
const MAX_SEGMENTS: usize = 1_000;

/// A photo over this many bytes or [`LARGE_PIXELS`] is more than the site
/// needs: it publishes correctly, and the owner is told what it costs.
pub const LARGE_BYTES: u64 = 8_000_000;
pub const LARGE_PIXELS: u64 = 40_000_000;

/// The widest a photo is published: a product page's largest file.
pub const PUBLISHED_WIDTH: u32 = 1200;

/// The height of a `width`×`height` photo scaled to `to` pixels wide,
/// rounded to the nearest pixel and at least 1.
pub fn scaled_height(width: u32, height: u32, to: u32) -> u32 {
    let width = u64::from(width.max(1));
    let h = (u64::from(height) * u64::from(to) * 2 + width) / (2 * width);
    u32::try_from(h).unwrap_or(u32::MAX).max(1)
}

/// The shortest side a photo should have for a product card on a phone at
/// twice its CSS pixels (the card's photo is 104 px wide).
pub const CARD_PIXELS: u32 = 208;

/// A photo format the build can read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FileType {
    Jpeg,
    Png,
    Webp,
}

impl FileType {
    pub fn name(self) -> &'static str {
        match self {
            FileType::Jpeg => "JPEG",
            FileType::Png => "PNG",
            FileType::Webp => "WebP",
        }
    }
}

/// A file under `content/photos/` that a product uses and that passed
/// every check: the source the build encodes, not the page's view of a
/// photo (the renderer's `view::Photo`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourcePhoto {
    /// As products name it, from the content folder: `photos/iphone12.jpg`.
    pub rel: String,
    /// The file to read.
    pub path: PathBuf,
    pub format: FileType,
    /// Its size the right way up, after its EXIF orientation.
    pub width: u32,
    pub height: u32,
    /// The file's size and last change, which say when its digest must be
    /// computed again.
    pub len: u64,
    /// Where products name it, so that a problem the build finds (a file
    /// damaged past its header) is shown at each.
    pub uses: Vec<Use>,
    /// What the build learned of its bytes, once it has: `None` in
    /// `shopsite check`, which never reads a photo past its header.
    pub encoded: Option<Encoded>,
}

/// What the build knows of a photo's pixels, which the pages show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encoded {
    /// The SHA-256 of the file, in hex: its files' names come from it.
    pub digest: String,
    /// The photo shrunk to 4×3 pixels, RGB, row by row: its colours, for
    /// the placeholder shown while it loads.
    pub tiny: Vec<u8>,
}

/// The photo files products use, by the name they give (`photos/…`).
pub type SourcePhotos = BTreeMap<String, SourcePhoto>;

/// A place where a product names a photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Use {
    pub file: String,
    pub span: Option<Range<usize>>,
    pub path: FieldPath,
    /// The place as people read it: `products[3].image`, `row 4, image`.
    pub place: String,
}

impl Use {
    /// An error at this place.
    pub fn error(&self, message: &str, hint: &str) -> Diagnostic {
        let d = Diagnostic::error(&self.file, format!("{}: {message}", self.place))
            .path(&self.path)
            .hint(hint);
        match &self.span {
            Some(span) => d.at(span.clone()),
            None => d,
        }
    }
}

/// How a local photo's name may be written: `photos/a.jpg`, `./photos/a.jpg`,
/// `/photos/a.jpg` or `content/photos/a.jpg` are all `photos/a.jpg`. `None`
/// for a name outside `photos/`. The leading `/` is how the editor at
/// `/admin/` writes the photos it uploads (Sveltia CMS always adds it to
/// its `public_folder`), so that a saved product is read as it was.
pub fn normalize(name: &str) -> Option<String> {
    let name = name.trim().replace('\\', "/");
    let name = name.trim_start_matches("./");
    let name = name.strip_prefix('/').unwrap_or(name);
    let name = name.strip_prefix("content/").unwrap_or(name);
    let rest = name.strip_prefix("photos/")?;
    if rest.is_empty() || rest.split('/').any(|part| part.is_empty() || part == "..") {
        return None;
    }
    Some(format!("photos/{rest}"))
}

/// Whether an image field's text is meant as a link (and checked as one)
/// rather than a file's name.
/// That is anything with a scheme (`https:`, `http:`, `data:`, but not a
/// Windows drive, `C:`) or that starts with a host name
/// (`images.example.com/a.jpg`, `www.example.com`).
pub fn is_link(value: &str) -> bool {
    let v = value.trim().to_ascii_lowercase();
    let scheme = v.find(':').is_some_and(|i| {
        i > 1
            && v.starts_with(|c: char| c.is_ascii_alphabetic())
            && v[..i]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    });
    let first = v.split(['/', '\\']).next().unwrap_or("");
    let host = v.contains('/') && first.contains('.') && !first.trim_matches('.').is_empty();
    scheme || host || v.starts_with("www.")
}

/// A link to a web page that shows a photo, not to the photo itself: a
/// share link from Google Drive, Google Photos, Dropbox or OneDrive, or an
/// address that ends in a page (`.html`, `.php`). Says where it is from
/// ([`WEB_PAGE`] for any other site).
pub fn web_page_link(url: &str) -> Option<&'static str> {
    let rest = url.trim().strip_prefix("https://")?;
    let host = rest.split(['/', '?', '#']).next()?.to_ascii_lowercase();
    let path = &rest[host.len()..];
    match host.as_str() {
        "drive.google.com" | "docs.google.com" if !path.starts_with("/uc") => Some("Google Drive"),
        "photos.google.com" | "photos.app.goo.gl" => Some("Google Photos"),
        "www.dropbox.com" | "dropbox.com" if !path.contains("raw=1") => Some("Dropbox"),
        "1drv.ms" | "onedrive.live.com" => Some("OneDrive"),
        // A page of any site: its address ends in a page's name, not a photo's.
        _ => {
            let file = path.split(['?', '#']).next().unwrap_or(path);
            let file = file.rsplit('/').next().unwrap_or(file).to_ascii_lowercase();
            [".html", ".htm", ".php", ".asp", ".aspx"]
                .iter()
                .any(|x| file.ends_with(x))
                .then_some(WEB_PAGE)
        }
    }
}

/// What [`web_page_link`] calls a link to a page of a site it does not know.
pub const WEB_PAGE: &str = "web page";

/// What is wrong with a photo file, for its diagnostic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    Unreadable(String),
    TooLarge(u64),
    NotAnImage,
    Heic,
    Unsupported(&'static str),
    /// The header says the photo is this big.
    TooManyPixels(u32, u32),
    Damaged(&'static str),
    BadExif(&'static str),
}

impl Problem {
    /// The message and the hint.
    pub fn text(&self) -> (String, String) {
        let export = "export the photo as JPEG: on an iPhone, Settings › Camera › Formats › \
                      Most Compatible takes JPEG photos from then on; for a photo already taken, \
                      send it to yourself on WhatsApp (or use Share › Save as JPEG in the Files app) \
                      and use the JPEG that arrives";
        match self {
            Problem::Unreadable(why) => (
                format!("the photo cannot be read ({why})"),
                "check that the file is there and that you may open it".to_owned(),
            ),
            Problem::TooLarge(len) => (
                format!(
                    "the photo is {:.1} MB, more than the {} MB a photo may be",
                    *len as f64 / 1e6,
                    MAX_BYTES / 1_000_000
                ),
                "use the photo as the phone's camera took it (2 to 5 MB), or save it smaller".to_owned(),
            ),
            Problem::NotAnImage => (
                "this file is not a photo: it is not JPEG, PNG or WebP inside, whatever its name".to_owned(),
                "put the photo itself in content/photos/ (a .jpg from the phone's camera), not a link or a document".to_owned(),
            ),
            Problem::Heic => (
                "this photo is HEIC (an iPhone's own format), which the build cannot read".to_owned(),
                export.to_owned(),
            ),
            Problem::Unsupported(what) => (
                format!("{what} photos are not supported; use JPEG, PNG or WebP"),
                "open the photo and save or export it as JPEG".to_owned(),
            ),
            Problem::TooManyPixels(w, h) => (
                format!(
                    "the photo is {w}×{h} pixels, more than the {} megapixels a photo may have",
                    MAX_PIXELS / 1_000_000
                ),
                "use the camera's normal mode (12 megapixels, 4032×3024), or save the photo smaller".to_owned(),
            ),
            Problem::Damaged(why) => (
                format!("the photo is damaged ({why})"),
                "copy the photo from the phone again; if it still fails, open it and save it again as JPEG".to_owned(),
            ),
            Problem::BadExif(why) => (
                format!("the photo's EXIF data, which says which way is up, is damaged ({why})"),
                "open the photo in a photo editor and save it again, or copy it from the phone again".to_owned(),
            ),
        }
    }
}

/// What a file's first bytes say it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Magic {
    Type(FileType),
    Heic,
    Other(&'static str),
    Unknown,
}

/// Tells a file's kind from its first 16 bytes.
pub fn magic(head: &[u8]) -> Magic {
    if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return Magic::Type(FileType::Jpeg);
    }
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Magic::Type(FileType::Png);
    }
    if head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP" {
        return Magic::Type(FileType::Webp);
    }
    if head.len() >= 12 && &head[4..8] == b"ftyp" {
        return match &head[8..12] {
            b"heic" | b"heix" | b"hevc" | b"hevx" | b"heim" | b"heis" | b"hevm" | b"hevs"
            | b"mif1" | b"msf1" => Magic::Heic,
            b"avif" | b"avis" => Magic::Other("AVIF"),
            _ => Magic::Unknown,
        };
    }
    if head.starts_with(b"GIF8") {
        return Magic::Other("GIF");
    }
    if head.starts_with(b"BM") {
        return Magic::Other("BMP");
    }
    if head.starts_with(b"II*\0") || head.starts_with(b"MM\0*") {
        return Magic::Other("TIFF");
    }
    Magic::Unknown
}

/// The facts of the photo at `path`: its format and its size the right way
/// up, read from its header only.
pub fn inspect(path: &Path) -> Result<(FileType, u32, u32, u64), Problem> {
    let unreadable = |e: std::io::Error| Problem::Unreadable(e.to_string());
    let len = std::fs::metadata(path).map_err(unreadable)?.len();
    if len > MAX_BYTES {
        return Err(Problem::TooLarge(len));
    }
    let mut file = File::open(path).map_err(unreadable)?;
    let mut head = [0u8; 16];
    let n = read_up_to(&mut file, &mut head).map_err(unreadable)?;
    let format = match magic(&head[..n]) {
        Magic::Type(format) => format,
        Magic::Heic => return Err(Problem::Heic),
        Magic::Other(what) => return Err(Problem::Unsupported(what)),
        Magic::Unknown => return Err(Problem::NotAnImage),
    };
    let (width, height) = match format {
        FileType::Jpeg => jpeg_size(&mut file)?,
        FileType::Png => png_size(&head[..n], &mut file)?,
        FileType::Webp => webp_size(&mut file)?,
    };
    if width == 0 || height == 0 {
        return Err(Problem::Damaged("its header gives it no size"));
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Problem::TooManyPixels(width, height));
    }
    Ok((format, width, height, len))
}

fn read_up_to(file: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match file.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

const CUT_SHORT: Problem = Problem::Damaged("the file ends inside its header");

fn exact(file: &mut impl Read, buf: &mut [u8]) -> Result<(), Problem> {
    file.read_exact(buf).map_err(|_| CUT_SHORT)
}

/// A JPEG's size from its frame header (SOF), turned by its EXIF
/// orientation: 5 to 8 are a quarter turn, so width and height swap.
fn jpeg_size(file: &mut (impl Read + Seek)) -> Result<(u32, u32), Problem> {
    file.seek(SeekFrom::Start(2)).map_err(|_| CUT_SHORT)?;
    let mut orientation = 1;
    for _ in 0..MAX_SEGMENTS {
        let mut marker = [0u8; 2];
        exact(file, &mut marker)?;
        if marker[0] != 0xFF {
            return Err(Problem::Damaged(
                "a JPEG segment does not start where it should",
            ));
        }
        // Fill bytes before a marker.
        let mut code = marker[1];
        while code == 0xFF {
            let mut b = [0u8; 1];
            exact(file, &mut b)?;
            code = b[0];
        }
        if (0xD0..=0xD9).contains(&code) || code == 0x01 {
            if code == 0xD9 {
                break;
            }
            continue;
        }
        let mut len = [0u8; 2];
        exact(file, &mut len)?;
        let len = u16::from_be_bytes(len) as usize;
        if len < 2 {
            return Err(Problem::Damaged("a JPEG segment has an impossible length"));
        }
        let body = len - 2;
        match code {
            0xC0..=0xCF if !matches!(code, 0xC4 | 0xC8 | 0xCC) => {
                let mut sof = [0u8; 5];
                if body < 5 {
                    return Err(Problem::Damaged("its frame header is too short"));
                }
                exact(file, &mut sof)?;
                let height = u32::from(u16::from_be_bytes([sof[1], sof[2]]));
                let width = u32::from(u16::from_be_bytes([sof[3], sof[4]]));
                return Ok(if (5..=8).contains(&orientation) {
                    (height, width)
                } else {
                    (width, height)
                });
            }
            0xE1 => {
                let mut app1 = vec![0u8; body];
                exact(file, &mut app1)?;
                if let Some(tiff) = app1.strip_prefix(b"Exif\0\0") {
                    orientation = exif_orientation(tiff).map_err(Problem::BadExif)?;
                }
            }
            0xDA => break,
            _ => {
                file.seek(SeekFrom::Current(body as i64))
                    .map_err(|_| CUT_SHORT)?;
            }
        }
    }
    Err(Problem::Damaged("no frame header, which gives its size"))
}

/// Whether the photo at `path` says where it was taken: a GPS position in
/// its EXIF (a GPS directory with a latitude or longitude) or in its XMP,
/// in a JPEG's header segments, a PNG's chunks (`eXIf`, XMP in `iTXt`) or
/// a WebP's (`EXIF`, `XMP `). Only those are read; the rest is skipped.
/// `false` for a file of another kind or one that cannot be read (its
/// other problems are told elsewhere).
pub fn has_location(path: &Path) -> bool {
    let Ok(mut file) = File::open(path) else {
        return false;
    };
    let mut head = [0u8; 16];
    let read = file.read(&mut head).unwrap_or(0);
    // Each walk starts after the file's signature.
    match magic(&head[..read]) {
        Magic::Type(FileType::Jpeg) => {
            file.seek(SeekFrom::Start(2)).is_ok() && jpeg_has_location(&mut file)
        }
        Magic::Type(FileType::Png) => {
            file.seek(SeekFrom::Start(8)).is_ok() && png_has_location(&mut file)
        }
        Magic::Type(FileType::Webp) => {
            file.seek(SeekFrom::Start(12)).is_ok() && webp_has_location(&mut file)
        }
        _ => false,
    }
}

/// Whether an XMP packet names a GPS position.
fn xmp_has_location(xmp: &[u8]) -> bool {
    xmp.windows(11).any(|w| w == b"GPSLatitude")
}

/// An EXIF block as PNG and WebP hold it: a TIFF header first, though
/// some writers keep the `Exif\0\0` a JPEG puts before it.
fn tiff_of(exif: &[u8]) -> &[u8] {
    exif.strip_prefix(b"Exif\0\0").unwrap_or(exif)
}

/// An XMP packet in a PNG text chunk (`iTXt`, keyword `XML:com.adobe.xmp`)
/// that names a GPS position.
fn png_xmp_has_location(kind: [u8; 4], data: &[u8]) -> bool {
    kind == *b"iTXt" && data.starts_with(b"XML:com.adobe.xmp\0") && xmp_has_location(data)
}

/// [`has_location`] of a JPEG, read from after its first two bytes.
fn jpeg_has_location(file: &mut File) -> bool {
    for _ in 0..MAX_SEGMENTS {
        let mut marker = [0u8; 4];
        if file.read_exact(&mut marker).is_err() || marker[0] != 0xFF {
            return false;
        }
        let len = usize::from(u16::from_be_bytes([marker[2], marker[3]]));
        match marker[1] {
            // The pixels start: no header segment comes after them.
            0xDA | 0xD9 => return false,
            0xE1 if len > 2 => {
                let mut body = vec![0u8; len - 2];
                if file.read_exact(&mut body).is_err() {
                    return false;
                }
                if let Some(tiff) = body.strip_prefix(b"Exif\0\0")
                    && exif_has_location(tiff)
                {
                    return true;
                }
                if body.starts_with(b"http://ns.adobe.com/xap/1.0/") && xmp_has_location(&body) {
                    return true;
                }
            }
            _ => {
                if len < 2 || file.seek(SeekFrom::Current(len as i64 - 2)).is_err() {
                    return false;
                }
            }
        }
    }
    false
}

/// The most of a metadata chunk read to look for a position: a camera's
/// EXIF is a few KB, its XMP tens.
const MAX_METADATA: u64 = 1 << 20;

/// [`has_location`] of a PNG, read from after its signature: each chunk's
/// length and type, and the data of `eXIf` and `iTXt` only.
fn png_has_location(file: &mut File) -> bool {
    for _ in 0..MAX_SEGMENTS {
        let mut head = [0u8; 8];
        if file.read_exact(&mut head).is_err() {
            return false;
        }
        let len = u64::from(u32::from_be_bytes([head[0], head[1], head[2], head[3]]));
        let kind = [head[4], head[5], head[6], head[7]];
        if kind == *b"IEND" {
            return false;
        }
        if matches!(&kind, b"eXIf" | b"iTXt") && len <= MAX_METADATA {
            let mut data = vec![0u8; len as usize];
            if file.read_exact(&mut data).is_err() {
                return false;
            }
            if (kind == *b"eXIf" && exif_has_location(tiff_of(&data)))
                || png_xmp_has_location(kind, &data)
            {
                return true;
            }
            // Its CRC.
            if file.seek(SeekFrom::Current(4)).is_err() {
                return false;
            }
        } else if file.seek(SeekFrom::Current(len as i64 + 4)).is_err() {
            return false;
        }
    }
    false
}

/// [`has_location`] of a WebP, read from after its RIFF header: each
/// chunk's id and size, and the data of `EXIF` and `XMP ` only.
fn webp_has_location(file: &mut File) -> bool {
    for _ in 0..MAX_SEGMENTS {
        let mut head = [0u8; 8];
        if file.read_exact(&mut head).is_err() {
            return false;
        }
        let id = [head[0], head[1], head[2], head[3]];
        let size = u64::from(u32::from_le_bytes([head[4], head[5], head[6], head[7]]));
        // A chunk's data is padded to an even length.
        let padded = size + (size & 1);
        if matches!(&id, b"EXIF" | b"XMP ") && size <= MAX_METADATA {
            let mut data = vec![0u8; size as usize];
            if file.read_exact(&mut data).is_err() {
                return false;
            }
            let located = match &id {
                b"EXIF" => exif_has_location(tiff_of(&data)),
                _ => xmp_has_location(&data),
            };
            // The last chunk of a file may go without its pad byte.
            if located
                || file
                    .seek(SeekFrom::Current((padded - size) as i64))
                    .is_err()
            {
                return located;
            }
        } else if file.seek(SeekFrom::Current(padded as i64)).is_err() {
            return false;
        }
    }
    false
}

/// The photo `bytes` (a JPEG, PNG or WebP) without what says where it was
/// taken, or who took it with what, when it says where: as
/// [`jpeg_without_location`] does for a JPEG; for a PNG or a WebP, its
/// EXIF chunk becomes one that holds only its orientation (none when
/// upright), and an XMP chunk that names a GPS position is left out, every
/// other chunk kept byte for byte (`img-parts` writes the container). `None`
/// when there is nothing to remove, or the file cannot be followed.
pub fn without_location(bytes: &[u8]) -> Option<Vec<u8>> {
    match magic(&bytes[..bytes.len().min(16)]) {
        Magic::Type(FileType::Jpeg) => jpeg_without_location(bytes),
        Magic::Type(FileType::Png) => png_without_location(bytes),
        Magic::Type(FileType::Webp) => webp_without_location(bytes),
        _ => None,
    }
}

/// The EXIF to write in place of `exif`, one that says where: the
/// orientation alone, or none when upright.
fn upright(exif: &[u8]) -> Option<img_parts::Bytes> {
    match exif_orientation(tiff_of(exif)).unwrap_or(1) {
        1 => None,
        orientation => Some(img_parts::Bytes::from(orientation_tiff(orientation))),
    }
}

/// [`without_location`] of a PNG: its `eXIf` and XMP `iTXt` chunks.
fn png_without_location(bytes: &[u8]) -> Option<Vec<u8>> {
    use img_parts::ImageEXIF;
    let mut png = img_parts::png::Png::from_bytes(img_parts::Bytes::copy_from_slice(bytes)).ok()?;
    let exif = png.exif().filter(|e| exif_has_location(tiff_of(e)));
    let before = png.chunks().len();
    png.chunks_mut()
        .retain(|c| !png_xmp_has_location(c.kind(), c.contents()));
    let xmp = png.chunks().len() < before;
    if let Some(exif) = &exif {
        png.set_exif(upright(exif));
    }
    (exif.is_some() || xmp).then(|| png.encoder().bytes().to_vec())
}

/// [`without_location`] of a WebP: its `EXIF` and `XMP ` chunks, and the
/// flags in its `VP8X` header that say they are there.
fn webp_without_location(bytes: &[u8]) -> Option<Vec<u8>> {
    use img_parts::ImageEXIF;
    let mut webp =
        img_parts::webp::WebP::from_bytes(img_parts::Bytes::copy_from_slice(bytes)).ok()?;
    let exif = webp.exif().filter(|e| exif_has_location(tiff_of(e)));
    let xmp = webp
        .chunks_by_id(*b"XMP ")
        .any(|c| c.content().data().is_some_and(|d| xmp_has_location(d)));
    if !xmp && exif.is_none() {
        return None;
    }
    if xmp {
        webp.remove_chunks_by_id(*b"XMP ");
        // The header's flag that says there is XMP (img-parts sets those of
        // the ICC profile and EXIF only).
        let vp8x = webp.chunks_mut().iter_mut().find(|c| c.id() == *b"VP8X");
        if let Some(img_parts::riff::RiffContent::Data(data)) =
            vp8x.map(img_parts::riff::RiffChunk::content_mut)
            && let Some(&flags) = data.first()
        {
            let mut cleared = data.to_vec();
            cleared[0] = flags & !0x04;
            *data = img_parts::Bytes::from(cleared);
        }
    }
    // Setting the EXIF also sets the header's flag for it.
    let keep = match &exif {
        Some(exif) => upright(exif),
        None => webp.exif(),
    };
    webp.set_exif(keep);
    Some(webp.encoder().bytes().to_vec())
}

/// The JPEG `jpeg` without what says where it was taken, or who took it
/// with what, when it says where: its EXIF block becomes one that holds
/// only its orientation (none when upright), and an XMP block that names
/// a GPS position is left out. Every other segment, and the compressed
/// pixels after them, are kept byte for byte, so the photo decodes the
/// same. `None` when there is nothing to remove, or the file is not a JPEG
/// whose header segments can be followed.
fn jpeg_without_location(jpeg: &[u8]) -> Option<Vec<u8>> {
    if !jpeg.starts_with(&[0xFF, 0xD8]) {
        return None;
    }
    let mut out = jpeg[..2].to_vec();
    let mut at = 2;
    let mut removed = false;
    for _ in 0..MAX_SEGMENTS {
        let marker = jpeg.get(at..at + 4)?;
        if marker[0] != 0xFF {
            return None;
        }
        // The pixels start (or the file ends): the rest is kept as it is.
        if matches!(marker[1], 0xDA | 0xD9) {
            out.extend_from_slice(&jpeg[at..]);
            return removed.then_some(out);
        }
        let len = usize::from(u16::from_be_bytes([marker[2], marker[3]]));
        let segment = jpeg.get(at..at + 2 + len)?;
        let body = segment.get(4..)?;
        let exif = body
            .strip_prefix(b"Exif\0\0")
            .filter(|t| exif_has_location(t));
        let xmp = marker[1] == 0xE1
            && body.starts_with(b"http://ns.adobe.com/xap/1.0/")
            && xmp_has_location(body);
        match exif {
            Some(tiff) if marker[1] == 0xE1 => {
                removed = true;
                let orientation = exif_orientation(tiff).unwrap_or(1);
                if orientation != 1 {
                    out.extend_from_slice(&orientation_only(orientation));
                }
            }
            _ if xmp => removed = true,
            _ => out.extend_from_slice(segment),
        }
        at += 2 + len;
    }
    None
}

/// An EXIF block (a TIFF header and one directory) that holds
/// `orientation` alone.
fn orientation_tiff(orientation: u8) -> Vec<u8> {
    let mut tiff = b"II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0".to_vec();
    tiff.extend_from_slice(&[orientation, 0, 0, 0]);
    tiff.extend_from_slice(&[0, 0, 0, 0]);
    tiff
}

/// An APP1 segment with an EXIF block that holds `orientation` alone.
fn orientation_only(orientation: u8) -> Vec<u8> {
    let mut body = b"Exif\0\0".to_vec();
    body.extend_from_slice(&orientation_tiff(orientation));
    let mut segment = vec![0xFF, 0xE1];
    segment.extend_from_slice(
        &u16::try_from(body.len() + 2)
            .unwrap_or(u16::MAX)
            .to_be_bytes(),
    );
    segment.extend_from_slice(&body);
    segment
}

/// Whether an EXIF block (a TIFF header and its first directory) points
/// to a GPS directory that holds a latitude or a longitude (tags 1 to 4).
fn exif_has_location(tiff: &[u8]) -> bool {
    let le = match tiff.get(..4) {
        Some(b"II*\0") => true,
        Some(b"MM\0*") => false,
        _ => return false,
    };
    let u16_at = |at: usize| -> Option<usize> {
        let b = tiff.get(at..at + 2)?;
        Some(usize::from(if le {
            u16::from_le_bytes([b[0], b[1]])
        } else {
            u16::from_be_bytes([b[0], b[1]])
        }))
    };
    let u32_at = |at: usize| -> Option<usize> {
        let b = tiff.get(at..at + 4)?;
        let v = if le {
            u32::from_le_bytes([b[0], b[1], b[2], b[3]])
        } else {
            u32::from_be_bytes([b[0], b[1], b[2], b[3]])
        };
        usize::try_from(v).ok()
    };
    let tags = |ifd: usize| -> Vec<(usize, usize)> {
        let count = u16_at(ifd).unwrap_or(0);
        (0..count)
            .map_while(|i| {
                let entry = ifd + 2 + i * 12;
                Some((u16_at(entry)?, u32_at(entry + 8)?))
            })
            .collect()
    };
    let Some(ifd0) = u32_at(4) else { return false };
    tags(ifd0)
        .into_iter()
        .find(|(tag, _)| *tag == 0x8825)
        .is_some_and(|(_, gps)| tags(gps).iter().any(|(tag, _)| (1..=4).contains(tag)))
}

/// The orientation (1 to 8) in an EXIF block (a TIFF header and its first
/// directory); 1, upright, when it has none.
pub fn exif_orientation(tiff: &[u8]) -> Result<u8, &'static str> {
    let u16_at = |at: usize, le: bool| -> Result<u16, &'static str> {
        let b = tiff.get(at..at + 2).ok_or("it ends too soon")?;
        Ok(if le {
            u16::from_le_bytes([b[0], b[1]])
        } else {
            u16::from_be_bytes([b[0], b[1]])
        })
    };
    let le = match tiff.get(..4) {
        Some(b"II*\0") => true,
        Some(b"MM\0*") => false,
        _ => return Err("it does not start as EXIF does"),
    };
    let b = tiff.get(4..8).ok_or("it ends too soon")?;
    let ifd = if le {
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    } else {
        u32::from_be_bytes([b[0], b[1], b[2], b[3]])
    } as usize;
    let count = u16_at(ifd, le).map_err(|_| "its first directory is outside it")? as usize;
    for i in 0..count {
        let entry = ifd + 2 + i * 12;
        if entry + 12 > tiff.len() {
            return Err("a directory entry is outside it");
        }
        if u16_at(entry, le)? == 0x0112 {
            let value = u16_at(entry + 8, le)?;
            return match value {
                1..=8 => Ok(value as u8),
                _ => Err("its orientation is not one of the 8 there are"),
            };
        }
    }
    Ok(1)
}

fn png_size(head: &[u8], file: &mut impl Read) -> Result<(u32, u32), Problem> {
    let mut ihdr = [0u8; 24];
    ihdr[..head.len()].copy_from_slice(head);
    exact(file, &mut ihdr[head.len()..])?;
    if &ihdr[12..16] != b"IHDR" {
        return Err(Problem::Damaged("its first chunk is not IHDR"));
    }
    let width = u32::from_be_bytes([ihdr[16], ihdr[17], ihdr[18], ihdr[19]]);
    let height = u32::from_be_bytes([ihdr[20], ihdr[21], ihdr[22], ihdr[23]]);
    Ok((width, height))
}

fn webp_size(file: &mut (impl Read + Seek)) -> Result<(u32, u32), Problem> {
    let mut head = [0u8; 30];
    file.seek(SeekFrom::Start(0)).map_err(|_| CUT_SHORT)?;
    exact(file, &mut head)?;
    let u24 = |b: &[u8]| u32::from(b[0]) | u32::from(b[1]) << 8 | u32::from(b[2]) << 16;
    match &head[12..16] {
        b"VP8X" => Ok((u24(&head[24..27]) + 1, u24(&head[27..30]) + 1)),
        b"VP8L" => {
            let bits = u32::from_le_bytes([head[21], head[22], head[23], head[24]]);
            Ok(((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1))
        }
        b"VP8 " => Ok((
            u32::from(u16::from_le_bytes([head[26], head[27]]) & 0x3FFF),
            u32::from(u16::from_le_bytes([head[28], head[29]]) & 0x3FFF),
        )),
        _ => Err(Problem::Damaged("its first chunk is not a WebP image")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_the_photos_folder_only() {
        assert_eq!(normalize("photos/a.jpg").as_deref(), Some("photos/a.jpg"));
        assert_eq!(normalize("./photos/a.jpg").as_deref(), Some("photos/a.jpg"));
        assert_eq!(
            normalize("content/photos/x/a.jpg").as_deref(),
            Some("photos/x/a.jpg")
        );
        assert_eq!(normalize("photos\\a.jpg").as_deref(), Some("photos/a.jpg"));
        // As the editor at /admin/ writes an upload.
        assert_eq!(
            normalize("/photos/new-photo.webp").as_deref(),
            Some("photos/new-photo.webp")
        );
        for outside in [
            "//photos/a.jpg",
            "/content/x/a.jpg",
            "images/a.jpg",
            "/images/a.jpg",
            "a.jpg",
            "photos/../site.yaml",
            "photos/",
        ] {
            assert_eq!(normalize(outside), None, "{outside}");
        }
    }

    #[test]
    fn links_are_told_from_file_names() {
        for link in [
            "https://a.in/x.jpg",
            "http://a.in/x.jpg",
            "javascript:alert(1)",
            "data:text/html,<b>",
            "images.unsplash.com/photo-1",
            "www.example.com",
        ] {
            assert!(is_link(link), "{link}");
        }
        for name in [
            "photos/a.jpg",
            "./photos/a.jpg",
            "a.jpg",
            "C:\\Users\\a.jpg",
            "images/a.jpg",
            "../a.jpg",
        ] {
            assert!(!is_link(name), "{name}");
        }
    }

    #[test]
    fn share_links_are_web_pages() {
        assert_eq!(
            web_page_link("https://drive.google.com/file/d/1AbC/view?usp=sharing"),
            Some("Google Drive")
        );
        assert_eq!(
            web_page_link("https://photos.app.goo.gl/Xy12"),
            Some("Google Photos")
        );
        assert_eq!(
            web_page_link("https://images.unsplash.com/photo-1?w=480"),
            None
        );
        assert_eq!(
            web_page_link("https://drive.google.com/uc?export=view&id=1AbC"),
            None
        );
        assert_eq!(
            web_page_link("https://example.com/shop/phone.html?x=1"),
            Some(WEB_PAGE)
        );
        assert_eq!(web_page_link("https://example.com/p/a54.jpg"), None);
    }

    #[test]
    fn magic_bytes_not_names() {
        assert_eq!(magic(b"\0\0\0\x18ftypheic\0\0\0\0"), Magic::Heic);
        assert_eq!(magic(b"\0\0\0\x18ftypmif1\0\0\0\0"), Magic::Heic);
        assert_eq!(magic(b"\0\0\0\x18ftypavif\0\0\0\0"), Magic::Other("AVIF"));
        assert_eq!(magic(b"hello, this is t"), Magic::Unknown);
        assert_eq!(magic(b"\xFF\xD8\xFF\xE0"), Magic::Type(FileType::Jpeg));
    }

    #[test]
    fn a_gps_directory_with_a_position_is_a_location() {
        // IFD0 at 8 with one entry, the GPS directory's offset (26); the GPS
        // directory with one entry, `tag`.
        let exif = |tag: u8, le: bool| {
            let mut t: Vec<u8> = if le {
                b"II*\0\x08\0\0\0".to_vec()
            } else {
                b"MM\0*\0\0\0\x08".to_vec()
            };
            let u16b = |v: u16| if le { v.to_le_bytes() } else { v.to_be_bytes() };
            let u32b = |v: u32| if le { v.to_le_bytes() } else { v.to_be_bytes() };
            t.extend_from_slice(&u16b(1));
            t.extend_from_slice(&u16b(0x8825));
            t.extend_from_slice(&u16b(4));
            t.extend_from_slice(&u32b(1));
            t.extend_from_slice(&u32b(26));
            t.extend_from_slice(&u32b(0));
            t.extend_from_slice(&u16b(1));
            t.extend_from_slice(&u16b(u16::from(tag)));
            t.extend_from_slice(&u16b(2));
            t.extend_from_slice(&u32b(2));
            t.extend_from_slice(b"N\0\0\0");
            t
        };
        assert!(exif_has_location(&exif(1, true)));
        assert!(exif_has_location(&exif(2, false)));
        assert!(exif_has_location(&exif(4, true)));
        // A GPS directory with only its version, as some phones write with
        // the location off, says nowhere.
        assert!(!exif_has_location(&exif(0, true)));
        // Orientation alone, a cut-off block, and no EXIF at all.
        let mut upright = b"II*\0\x08\0\0\0".to_vec();
        upright.extend_from_slice(&[1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        assert!(!exif_has_location(&upright));
        assert!(!exif_has_location(&exif(1, true)[..20]));
        assert!(!exif_has_location(b"XX"));
    }

    /// A WebP's EXIF is found after the chunks before it, each padded to an
    /// even length, and as the file's last chunk without its pad byte.
    #[test]
    fn a_webps_exif_chunk_is_found_after_odd_chunks_and_unpadded() {
        let gps = |tag: u16| {
            let mut t = b"II*\0\x08\0\0\0\x01\0\x25\x88\x04\0\x01\0\0\0\x1a\0\0\0\0\0\0\0".to_vec();
            t.extend_from_slice(&[1, 0]);
            t.extend_from_slice(&tag.to_le_bytes());
            t.extend_from_slice(&[2, 0, 2, 0, 0, 0, b'N', 0, 0, 0]);
            t
        };
        assert!(exif_has_location(&gps(1)));
        let webp = |exif: &[u8]| {
            let mut body = b"WEBP".to_vec();
            // A chunk of odd size, padded; then the EXIF, odd and unpadded.
            body.extend_from_slice(b"ICCP\x03\0\0\0abc\0");
            body.extend_from_slice(b"EXIF");
            body.extend_from_slice(&(exif.len() as u32 + 1).to_le_bytes());
            body.extend_from_slice(exif);
            body.push(0);
            let mut out = b"RIFF".to_vec();
            out.extend_from_slice(&(body.len() as u32).to_le_bytes());
            out.extend_from_slice(&body);
            out
        };
        let dir = std::env::temp_dir().join(format!("shopsite-webp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("a.webp");
        std::fs::write(&file, webp(&gps(2))).unwrap();
        assert!(has_location(&file));
        // No position: a GPS directory with its version alone.
        std::fs::write(&file, webp(&gps(0))).unwrap();
        assert!(!has_location(&file));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn exif_orientation_is_read_and_checked() {
        // Little-endian, one entry: orientation 6.
        let mut tiff = b"II*\0\x08\0\0\0\x01\0".to_vec();
        tiff.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
        assert_eq!(exif_orientation(&tiff), Ok(6));
        assert!(exif_orientation(b"II*\0\xff\xff\0\0").is_err());
        assert!(exif_orientation(b"XX*\0").is_err());
        let mut bad = tiff.clone();
        bad[18] = 9;
        assert!(exif_orientation(&bad).is_err());
        // A directory claiming more entries than there are.
        let mut long = tiff.clone();
        long[8] = 2;
        long[10] = 0x10;
        assert!(exif_orientation(&long).is_err());
    }
}
