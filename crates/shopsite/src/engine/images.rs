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

/// Draws `cards` on threads of their own, one per core, shared out by work
/// stealing; the PNGs come back in the order of `cards`.
///
/// The threads run at a lower priority than the rest of the build
/// ([`lower_priority`]): the pages are the build's longest path (node
/// starts, then renders page after page while the build writes them), and
/// the cards are not on it. They take what the pages leave of the
/// machine, and all of it once the pages are done. A 500-model price list
/// (124 cards, node), median of 9 on 2 cores: 357 ms with the cards at the
/// build's priority, 328 ms with them lower.
fn draw(cards: &[&shopsite_og::Card]) -> Result<Vec<Vec<u8>>, Error> {
    // A rebuild that changed no card starts no threads.
    if cards.is_empty() {
        return Ok(Vec::new());
    }
    let pool = card_threads()?;
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        pool.install(|| {
            cards
                .par_iter()
                .map(|card| shopsite_og::render(card))
                .collect()
        })
    }))
    .map_err(|_| {
        Error::new("drawing a link-preview image failed").with_hint(
            "this is a bug in shopsite, not in the content; please report it with this message",
        )
    })
}

/// The threads [`draw`] draws on, one per core, each at a lower priority.
fn card_threads() -> Result<rayon::ThreadPool, Error> {
    rayon::ThreadPoolBuilder::new()
        .thread_name(|i| format!("shopsite-card-{i}"))
        .start_handler(|_| lower_priority())
        .build()
        .map_err(|e| {
            Error::new(format!(
                "cannot start the threads that draw the link previews ({e})"
            ))
        })
}

/// How much less the card threads' priority is than the build's, in nice
/// steps: at 10, the scheduler gives a busy build thread about nine times
/// their share of a core.
#[cfg(target_os = "linux")]
const NICER: i32 = 10;

/// Lowers the calling thread's priority by [`NICER`] (Linux keeps one per
/// thread; a thread may always lower its own). Elsewhere, and if the
/// system refuses, the thread keeps the build's priority.
#[cfg(target_os = "linux")]
fn lower_priority() {
    use rustix::process::{getpriority_process, setpriority_process};
    let me = Some(rustix::thread::gettid());
    if let Ok(now) = getpriority_process(me) {
        let _ = setpriority_process(me, (now + NICER).min(19));
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use rustix::process::getpriority_process;

    use super::{NICER, card_threads};

    #[test]
    fn the_cards_are_drawn_below_the_build_s_priority() {
        let build = getpriority_process(None).expect("this thread's priority");
        let pool = card_threads().expect("the card threads start");
        let cards =
            pool.broadcast(|_| getpriority_process(None).expect("a card thread's priority"));
        assert_eq!(cards.len(), pool.current_num_threads());
        assert!(
            cards.iter().all(|&card| card == (build + NICER).min(19)),
            "{cards:?} for a build at {build}"
        );
        assert_eq!(getpriority_process(None).ok(), Some(build));
    }
}
