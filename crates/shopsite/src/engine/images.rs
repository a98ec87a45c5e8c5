//! The link-preview images. Each is named by a digest of everything that
//! changes its pixels (`shopsite_render::og`), so a file of the same name in
//! the last build's output is the same image: it is copied, and only the
//! images the output lacks are drawn, several at once. A rebuild after
//! editing one heading draws one image; a rebuild with no change draws none.

use std::path::Path;

use rayon::prelude::*;

use shopsite_render::{OgImage, OutFile};

use crate::error::Error;

/// How many images were drawn and how many copied from the last build.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PreviewCounts {
    pub drawn: usize,
    pub reused: usize,
}

/// `link previews: 1 drawn, 6 reused`.
impl std::fmt::Display for PreviewCounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "link previews: {} drawn, {} reused",
            self.drawn, self.reused
        )
    }
}

/// The files of `wanted`, in its order: copied from `previous` (the output
/// folder the build replaces) when it has them, drawn otherwise.
pub fn files(wanted: &[OgImage], previous: &Path) -> Result<(Vec<OutFile>, PreviewCounts), Error> {
    let mut files: Vec<Option<Vec<u8>>> = wanted
        .iter()
        .map(|image| reusable(&previous.join(&image.path)))
        .collect();
    let missing: Vec<usize> = (0..wanted.len()).filter(|&i| files[i].is_none()).collect();
    let cards: Vec<&shopsite_og::Card> = missing.iter().map(|&i| &wanted[i].card).collect();
    let drawn = draw(&cards)?;
    let counts = PreviewCounts {
        drawn: drawn.len(),
        reused: wanted.len() - drawn.len(),
    };
    for (i, png) in missing.into_iter().zip(drawn) {
        files[i] = Some(png);
    }
    let files = wanted
        .iter()
        .zip(files)
        .map(|(image, bytes)| OutFile {
            path: image.path.clone(),
            bytes: bytes.expect("every image is reused or drawn"),
        })
        .collect();
    Ok((files, counts))
}

/// The bytes of the file at `path` if it is a whole PNG. One that is
/// missing, unreadable or cut short (an interrupted copy) is drawn again.
fn reusable(path: &Path) -> Option<Vec<u8>> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    const END: &[u8] = b"\0\0\0\0IEND\xae\x42\x60\x82";
    let bytes = std::fs::read(path).ok()?;
    (bytes.starts_with(SIGNATURE) && bytes.ends_with(END)).then_some(bytes)
}

/// Draws `cards` on rayon's threads, one per core, shared out by work
/// stealing; the PNGs come back in the order of `cards`.
fn draw(cards: &[&shopsite_og::Card]) -> Result<Vec<Vec<u8>>, Error> {
    std::panic::catch_unwind(|| {
        cards
            .par_iter()
            .map(|card| shopsite_og::render(card))
            .collect()
    })
    .map_err(|_| {
        Error::new("drawing a link-preview image failed").with_hint(
            "this is a bug in shopsite, not in the content; please report it with this message",
        )
    })
}
