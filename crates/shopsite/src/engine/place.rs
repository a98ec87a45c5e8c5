//! The shop's place as the last build knew it, kept with what else the
//! builds of the output keep (`keep.rs`) as `place.json`: so that
//! `check` and the next build can tell a text that still names where the
//! shop was before, and a map position that did not move with the address.
//! Deleting the output makes the build forget it.

use std::path::{Path, PathBuf};

use shopsite_content::place::Place;

/// The place file of the output `out`, with what else its builds keep
/// (`keep.rs`): `place.json`.
pub fn memory_path(out: &Path) -> Option<PathBuf> {
    Some(super::keep::file(out, "place.json"))
}

/// The place the build of `out` was made with, while `out` is there.
pub fn recall(out: &Path) -> Option<Place> {
    if !out.is_dir() {
        return None;
    }
    let bytes = std::fs::read(memory_path(out)?).ok()?;
    serde_json::from_slice(&bytes).ok()
}

/// Keeps `place` for the next check and build of `out`. A memory that
/// cannot be written only costs the warnings it would give.
pub fn remember(out: &Path, place: &Place) {
    if let (Some(path), Ok(json)) = (memory_path(out), serde_json::to_vec_pretty(place)) {
        let _ = std::fs::write(path, json);
    }
}
