//! The owner's own photos (`content/photos/`) on the pages: which files the
//! build makes of each, their names, and the `<picture>` that shows them.
//!
//! Every size is decided here, so that the pages and the files agree: a
//! card's photo at 1×, 2× and 3× its 104 CSS pixels (a square, as the card
//! crops it), a product page's photo at 360 to 1200 pixels wide, and the
//! link preview, 1200×630 (cut from a wide photo, a tall one shown whole on
//! a blurred ground: [`Fit`]). Each in WebP, with a JPEG for browsers without
//! it. A file is named by the photo's digest and everything that makes its
//! pixels ([`SETTINGS`], the size, the format), so a name is its bytes: a
//! file of that name from the last build is reused as is, and hosts may
//! cache it for ever (`_headers` gives `assets/` a year, immutable).
//!
//! Encoding is the binary's job (mozjpeg and libwebp, inside it), which
//! fills in [`Encoded`] for each photo before the pages are derived.

use sha2::{Digest, Sha256};
use shopsite_content::model::Product;
use shopsite_content::photos::{Encoded, SourcePhoto};
use shopsite_content::{Content, rules};

use crate::base::BaseUrl;
use crate::view::Picture;

/// The folder of the photos' files in `dist/`.
pub const FOLDER: &str = "assets/photos";

/// What the encoder does, besides the sizes: any change here names every
/// file anew (a new encoder's bytes differ, so it is named here too).
/// Qualities are sharp's defaults, which made the files before: mozjpeg's
/// own settings; libwebp's method 5, one above sharp's.
pub const SETTINGS: &str = "v3; mozjpeg-sys 2.2 q80 4:2:0; libwebp 1.3 q80 method 5; \
     fast_image_resize lanczos3; qcms to sRGB; no metadata";

/// The card's photo, a square, at 1×, 2× and 3× its CSS width (6.5rem).
pub const CARD_WIDTHS: [u32; 3] = [104, 208, 312];
/// The CSS width of the card's photo, for `sizes`.
pub const CARD_SIZES: &str = "6.5rem";

/// A product page's photo: from a 360 px phone at 1× to a large screen at 2×.
pub const PAGE_WIDTHS: [u32; 5] = [
    360,
    540,
    720,
    960,
    shopsite_content::photos::PUBLISHED_WIDTH,
];
/// How wide the page shows the photo: the whole column of a phone (less
/// the page's margins), half the page from the two-column layout on, where
/// the main column is at most 72rem.
pub const PAGE_SIZES: &str = "(min-width: 64rem) 34rem, calc(100vw - 2rem)";
/// A thumbnail under the photo, on a page with several: 4rem wide, at 1×,
/// 2× and 3×. Its own small files, so that it takes nothing of the first
/// photo's time on a slow phone (the page's largest paint).
pub const THUMB_WIDTHS: [u32; 3] = [64, 128, 192];
pub const THUMB_SIZES: &str = "4rem";

/// The link preview of a product's page, as link previews want it.
pub const OG: (u32, u32) = (1200, 630);

/// What an encoded file is: WebP, or JPEG for browsers without it. (A
/// photo's own format, as the owner saved it, is the content's
/// `photos::Format`.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Encoding {
    Webp,
    Jpeg,
}

impl Encoding {
    pub fn ext(self) -> &'static str {
        match self {
            Encoding::Webp => "webp",
            Encoding::Jpeg => "jpg",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Encoding::Webp => "image/webp",
            Encoding::Jpeg => "image/jpeg",
        }
    }
}

/// How a file is made from its photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    /// Its file in `dist/`: `assets/photos/<name>-<width>-<digest>.<ext>`.
    pub path: String,
    pub width: u32,
    pub height: u32,
    pub encoding: Encoding,
    pub fit: Fit,
}

/// How a file takes its photo's pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// Scaled whole: the file has the photo's proportions.
    Scale,
    /// Cut to the file's proportions from the middle, then scaled: the
    /// card's square, and the link preview of a photo nearly as wide as it.
    Cover,
    /// Scaled whole into the middle of the file, on a blurred, lightened
    /// copy of itself that fills the rest: the link preview of a tall (or
    /// square) photo, which cutting would leave a band of.
    Frame,
}

impl Fit {
    /// What a file's name says of it. Scale and Cover say what they said
    /// when this was a yes-or-no `crop`, so that their files keep their names.
    fn key(self) -> &'static str {
        match self {
            Fit::Scale => "crop=false",
            Fit::Cover => "crop=true",
            Fit::Frame => "crop=frame",
        }
    }
}

/// How the link preview takes `photo`: cut when that loses little (the
/// photo is 1.6 to 2.3 times as wide as high, the preview 1.9), else whole
/// on its blurred ground.
fn og_fit(photo: &SourcePhoto) -> Fit {
    let ratio = f64::from(photo.width) / f64::from(photo.height.max(1));
    if (1.6..=2.3).contains(&ratio) {
        Fit::Cover
    } else {
        Fit::Frame
    }
}

/// Every file of one photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoJob<'a> {
    pub photo: &'a SourcePhoto,
    pub outputs: Vec<Output>,
}

/// The files to make of every photo that products use, given each photo's
/// digest (the photos without one are left out).
pub fn plan<'a>(
    content: &'a Content,
    digests: &dyn Fn(&SourcePhoto) -> Option<String>,
) -> Vec<PhotoJob<'a>> {
    content
        .photos
        .values()
        .filter_map(|photo| {
            let digest = digests(photo)?;
            let first = is_first(content, &photo.rel);
            let thumbs = in_gallery(content, &photo.rel);
            Some(PhotoJob {
                photo,
                outputs: outputs(photo, &digest, first, thumbs),
            })
        })
        .collect()
}

/// A product's first photo: the one its card shows, and its page first.
pub fn photo(product: &Product) -> Option<&str> {
    product
        .image
        .as_deref()
        .or_else(|| product.more_images.first().map(String::as_str))
}

/// Whether some product shows `rel` first, on its card and in its link
/// preview: only those need the card's sizes and the preview.
fn is_first(content: &Content, rel: &str) -> bool {
    content.products.iter().any(|p| {
        photo(p)
            .and_then(shopsite_content::photos::normalize)
            .as_deref()
            == Some(rel)
    })
}

/// Whether some product shows `rel` among several photos, each with a
/// thumbnail.
fn in_gallery(content: &Content, rel: &str) -> bool {
    content.products.iter().any(|p| {
        let all: Vec<&String> = p.image.iter().chain(&p.more_images).collect();
        all.len() > 1
            && all
                .iter()
                .any(|i| shopsite_content::photos::normalize(i).as_deref() == Some(rel))
    })
}

fn outputs(photo: &SourcePhoto, digest: &str, first: bool, thumbs: bool) -> Vec<Output> {
    let mut outputs = Vec::new();
    for encoding in [Encoding::Webp, Encoding::Jpeg] {
        if first {
            for side in card_widths(photo) {
                outputs.push(output(
                    photo,
                    digest,
                    "card",
                    side,
                    side,
                    encoding,
                    Fit::Cover,
                ));
            }
        }
        if thumbs {
            for (width, height) in thumb_sizes(photo) {
                outputs.push(output(
                    photo,
                    digest,
                    "thumb",
                    width,
                    height,
                    encoding,
                    Fit::Scale,
                ));
            }
        }
        for (width, height) in page_sizes(photo) {
            outputs.push(output(
                photo,
                digest,
                "",
                width,
                height,
                encoding,
                Fit::Scale,
            ));
        }
    }
    if first {
        outputs.push(output(
            photo,
            digest,
            "og",
            OG.0,
            OG.1,
            Encoding::Jpeg,
            og_fit(photo),
        ));
    }
    outputs
}

/// The card's sizes a photo is big enough for; at least one, its shorter side.
fn card_widths(photo: &SourcePhoto) -> Vec<u32> {
    let short = photo.width.min(photo.height);
    let mut sides: Vec<u32> = CARD_WIDTHS
        .iter()
        .copied()
        .filter(|&w| w <= short)
        .collect();
    if sides.is_empty() {
        sides.push(short);
    }
    sides
}

/// The page's widths a photo is big enough for (never enlarged), each with
/// its height, and the photo's own width when it is narrower than the
/// widest: all its detail is shown where the screen has the pixels.
fn page_sizes(photo: &SourcePhoto) -> Vec<(u32, u32)> {
    let widest = PAGE_WIDTHS[PAGE_WIDTHS.len() - 1];
    let mut widths: Vec<u32> = PAGE_WIDTHS
        .iter()
        .copied()
        .filter(|&w| w <= photo.width)
        .collect();
    if photo.width < widest && widths.last() != Some(&photo.width) {
        widths.push(photo.width);
    }
    widths
        .into_iter()
        .map(|w| (w, scaled_height(photo, w)))
        .collect()
}

/// The thumbnail's widths a photo is big enough for, with their heights.
fn thumb_sizes(photo: &SourcePhoto) -> Vec<(u32, u32)> {
    let mut widths: Vec<u32> = THUMB_WIDTHS
        .iter()
        .copied()
        .filter(|&w| w <= photo.width)
        .collect();
    if widths.is_empty() {
        widths.push(photo.width);
    }
    widths
        .into_iter()
        .map(|w| (w, scaled_height(photo, w)))
        .collect()
}

/// The height of `photo` scaled to `width`, rounded, at least 1.
fn scaled_height(photo: &SourcePhoto, width: u32) -> u32 {
    shopsite_content::photos::scaled_height(photo.width, photo.height, width)
}

fn output(
    photo: &SourcePhoto,
    digest: &str,
    kind: &str,
    width: u32,
    height: u32,
    encoding: Encoding,
    fit: Fit,
) -> Output {
    let mut key = Sha256::new();
    key.update(digest.as_bytes());
    key.update(
        format!(
            "\n{SETTINGS}\n{width}x{height} {} {}",
            encoding.ext(),
            fit.key()
        )
        .as_bytes(),
    );
    let key = key.finalize();
    // 32 bits: the name also has the photo's name and the width.
    let hex: String = key[..4].iter().map(|b| format!("{b:02x}")).collect();
    let stem = photo
        .rel
        .rsplit('/')
        .next()
        .and_then(|name| name.rsplit_once('.').map(|(stem, _)| stem).or(Some(name)))
        .unwrap_or("photo");
    let mut stem = rules::slugify(stem);
    if stem.is_empty() {
        stem = "photo".to_owned();
    }
    stem.truncate(40);
    let kind = if kind.is_empty() {
        String::new()
    } else {
        format!("{kind}-")
    };
    Output {
        path: format!("{FOLDER}/{stem}-{kind}{width}-{hex}.{}", encoding.ext()),
        width,
        height,
        encoding,
        fit,
    }
}

/// The `<picture>` of a product's card, when the build has encoded its photo.
pub fn card(photo: &SourcePhoto, base: &BaseUrl) -> Option<Picture> {
    let encoded = photo.encoded.as_ref()?;
    let sides = card_widths(photo);
    let files = |encoding| -> Vec<(Output, u32)> {
        sides
            .iter()
            .map(|&s| {
                (
                    output(photo, &encoded.digest, "card", s, s, encoding, Fit::Cover),
                    s,
                )
            })
            .collect()
    };
    let side = sides[sides.len().min(2) - 1];
    // A catalogue page has 24 cards in its 14.6 KB: the JPEG, for browsers
    // without WebP (none current), is the 2× file alone, with no srcset.
    let mut picture = picture(base, encoded, files, CARD_SIZES, (side, side));
    picture.srcset = String::new();
    Some(picture)
}

/// The `<picture>` of a photo's thumbnail on a product's page.
pub fn thumb(photo: &SourcePhoto, base: &BaseUrl) -> Option<Picture> {
    let encoded = photo.encoded.as_ref()?;
    let all = thumb_sizes(photo);
    let files = |encoding| -> Vec<(Output, u32)> {
        all.iter()
            .map(|&(w, h)| {
                (
                    output(photo, &encoded.digest, "thumb", w, h, encoding, Fit::Scale),
                    w,
                )
            })
            .collect()
    };
    let at = all.len().min(2) - 1;
    Some(picture(base, encoded, files, THUMB_SIZES, all[at]))
}

/// How wide a product's page shows `photo`: the width of its 4:3 stage
/// ([`PAGE_SIZES`]), or less for a photo narrower than 4:3 (a phone's
/// portrait), which the stage shows whole at its height: a 3:4 photo takes
/// 56% of its width, and a phone fetches the file for that.
pub fn page_sizes_attr(photo: &SourcePhoto) -> String {
    let share = (3.0 * f64::from(photo.width) / (4.0 * f64::from(photo.height))).min(1.0);
    if share > 0.99 {
        return PAGE_SIZES.to_owned();
    }
    // Rounded up: a little too wide costs a few bytes, too narrow a blur.
    let share = (share * 1000.0).ceil() / 1000.0;
    let rem = (34.0 * share * 100.0).ceil() / 100.0;
    format!("(min-width: 64rem) {rem:.2}rem, calc((100vw - 2rem) * {share:.3})")
}

/// The `<picture>` of a photo on a product's page.
pub fn page(photo: &SourcePhoto, base: &BaseUrl) -> Option<Picture> {
    let sizes = page_sizes_attr(photo);
    let sizes = sizes.as_str();
    let encoded = photo.encoded.as_ref()?;
    let all = page_sizes(photo);
    let files = |encoding| -> Vec<(Output, u32)> {
        all.iter()
            .map(|&(w, h)| {
                (
                    output(photo, &encoded.digest, "", w, h, encoding, Fit::Scale),
                    w,
                )
            })
            .collect()
    };
    // The `src`, for what reads no srcset: the 720 px JPEG, or the largest
    // below it.
    let at = all.iter().rposition(|&(w, _)| w <= 720).unwrap_or(0);
    Some(picture(base, encoded, files, sizes, all[at]))
}

/// The link preview of a product whose first photo is `photo`: its
/// absolute URL, when the build has encoded it.
pub fn og_url(photo: &SourcePhoto, base: &BaseUrl) -> Option<String> {
    let encoded = photo.encoded.as_ref()?;
    let file = output(
        photo,
        &encoded.digest,
        "og",
        OG.0,
        OG.1,
        Encoding::Jpeg,
        og_fit(photo),
    );
    Some(base.absolute_path(&file.path))
}

fn picture(
    base: &BaseUrl,
    encoded: &Encoded,
    files: impl Fn(Encoding) -> Vec<(Output, u32)>,
    sizes: &str,
    (width, height): (u32, u32),
) -> Picture {
    let srcset = |encoding| {
        files(encoding)
            .iter()
            .map(|(file, w)| format!("{} {w}w", base.file(&file.path)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let jpeg = files(Encoding::Jpeg);
    let src = jpeg
        .iter()
        .find(|(file, _)| file.width == width)
        .map_or_else(
            || base.file(&jpeg[0].0.path),
            |(file, _)| base.file(&file.path),
        );
    Picture {
        webp: srcset(Encoding::Webp),
        srcset: srcset(Encoding::Jpeg),
        src,
        sizes: sizes.to_owned(),
        width,
        height,
        placeholder: placeholder(&encoded.tiny, width, height),
    }
}

/// What shows while the photo loads: its average colour, as an SVG of the
/// photo's own proportions in a `data:` URI (about 180 bytes; its quotes
/// are `%27`, which HTML need not escape, and its spaces `%20`, as a URL in
/// `src` may hold none: the Nu HTML Checker refuses one that does), so that the
/// stage's `object-fit` lays it exactly where the photo will be, and
/// nothing of it shows beside a portrait once the photo is there. `tiny` is
/// the photo shrunk to a few RGB pixels.
pub fn placeholder(tiny: &[u8], width: u32, height: u32) -> String {
    let pixels = tiny.len() / 3;
    if pixels == 0 {
        return String::new();
    }
    let mean = |c: usize| {
        let sum: usize = tiny.chunks_exact(3).map(|p| usize::from(p[c])).sum();
        (sum + pixels / 2) / pixels
    };
    format!(
        "data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%20{width}%20{height}%27%3E\
         %3Crect%20width=%27{width}%27%20height=%27{height}%27%20fill=%27%23{:02x}{:02x}{:02x}%27/%3E%3C/svg%3E",
        mean(0),
        mean(1),
        mean(2)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn photo(width: u32, height: u32) -> SourcePhoto {
        SourcePhoto {
            rel: "photos/IMG_0042 (1).JPG".to_owned(),
            path: "content/photos/IMG_0042 (1).JPG".into(),
            format: shopsite_content::photos::FileType::Jpeg,
            width,
            height,
            len: 1,
            uses: Vec::new(),
            encoded: Some(Encoded {
                digest: "ab".repeat(32),
                tiny: vec![128; 36],
            }),
        }
    }

    #[test]
    fn a_phone_photo_gets_every_size_named_by_its_digest() {
        let p = photo(3024, 4032);
        let files = outputs(&p, "ab", true, false);
        let names: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(files.len(), 17);
        assert!(
            names[0].starts_with("assets/photos/img-0042-1-card-104-"),
            "{names:?}"
        );
        assert!(files.iter().any(|f| (f.width, f.height) == (720, 960)));
        assert!(
            files
                .iter()
                .any(|f| (f.width, f.height) == (1200, 630) && f.fit == Fit::Frame)
        );
        // A landscape photo as wide as the preview is cut to it, keeping
        // the name it had when its fit was `crop = true`.
        let wide = outputs(&photo(4000, 2100), "ab", true, false);
        let og = wide.iter().find(|f| f.path.contains("-og-")).unwrap();
        assert_eq!(og.fit, Fit::Cover);
        assert_eq!(og.path, "assets/photos/img-0042-1-og-1200-642b3971.jpg");
        // In a gallery of several, its thumbnails too.
        assert_eq!(outputs(&p, "ab", true, true).len(), 17 + 6);
        // The same photo and settings name the same files; another photo, others.
        assert_eq!(outputs(&p, "ab", true, false), files);
        assert!(
            outputs(&p, "cd", true, false)
                .iter()
                .all(|f| !names.contains(&f.path.as_str()))
        );
    }

    #[test]
    fn a_small_photo_is_never_enlarged() {
        let p = photo(300, 200);
        let files = outputs(&p, "ab", false, false);
        assert_eq!(
            files
                .iter()
                .map(|f| (f.width, f.height))
                .collect::<Vec<_>>(),
            [(300, 200), (300, 200)]
        );
        assert_eq!(card_widths(&p), [104]);
    }

    #[test]
    fn pictures_list_their_files() {
        let base = BaseUrl::parse("https://example.github.io/shop/").unwrap();
        let card = card(&photo(4032, 3024), &base).unwrap();
        assert_eq!((card.width, card.height), (208, 208));
        assert_eq!(card.webp.matches("w, ").count(), 2);
        assert_eq!(card.srcset, "");
        assert!(card.src.starts_with("/shop/assets/photos/") && card.src.ends_with(".jpg"));
        let page = page(&photo(4032, 3024), &base).unwrap();
        assert_eq!((page.width, page.height), (720, 540));
        assert_eq!(page.sizes, PAGE_SIZES);
        // A portrait fills the 4:3 stage's height, 56% of its width.
        let portrait = super::page(&photo(3024, 4032), &base).unwrap();
        assert_eq!(
            portrait.sizes,
            "(min-width: 64rem) 19.15rem, calc((100vw - 2rem) * 0.563)"
        );
        assert!(page.placeholder.len() <= 200, "{}", page.placeholder.len());
        assert_eq!(
            page.placeholder,
            "data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%20720%20540%27%3E\
             %3Crect%20width=%27720%27%20height=%27540%27%20fill=%27%23808080%27/%3E%3C/svg%3E"
        );
    }
}
