//! The shop's place as the last build knew it, kept beside the output as
//! `.dist.place.json` (as the photos' digests are, `photos.rs`): so that
//! `check` and the next build can tell a text that still names where the
//! shop was before, and a map position that did not move with the address.
//! Deleting the output makes the build forget it.

use std::path::{Path, PathBuf};

use shopsite_content::place::Place;

/// The memory file of the output `out`: `.dist.place.json` beside `dist`.
pub fn memory_path(out: &Path) -> Option<PathBuf> {
    let name = out.file_name()?.to_string_lossy();
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    Some(parent.join(format!(".{name}.place.json")))
}

/// The place the build of `out` was made with, while `out` is there.
pub fn recall(out: &Path) -> Option<Place> {
    if !out.is_dir() {
        return None;
    }
    let bytes = std::fs::read(memory_path(out)?).ok()?;
    serde_json::from_slice(&bytes).ok()
}

/// Keeps `place` beside `out`, for the next check and build. A memory that
/// cannot be written only costs the warnings it would give.
pub fn remember(out: &Path, place: &Place) {
    if let (Some(path), Ok(json)) = (memory_path(out), serde_json::to_vec_pretty(place)) {
        let _ = std::fs::write(path, json);
    }
}
