//! Where a phone photo was taken leaves the owner's laptop with nothing
//! but the pixels (issue 57): before each build, every photo under
//! `content/photos/` (JPEG, PNG or WebP) that holds a GPS position is
//! rewritten in place without it, and without the rest of its EXIF but its
//! orientation (`shopsite_content::photos::without_location`). The
//! compressed pixels are kept byte for byte. The site never carried the position; the
//! shop's repository, usually public, did.
//!
//! A rewrite is atomic: the new bytes go to a file beside the photo,
//! which then replaces it, so a crash or a full disk leaves the original
//! as it was.

use std::io::Write;
use std::path::{Path, PathBuf};

use shopsite_content::photos;

/// Removes the position from every photo under `content/photos/` that
/// has one, and says which, in one line. A photo that cannot be rewritten
/// is left as it is, and `check` goes on warning of it.
pub fn remove_locations(content: &Path) {
    let done: Vec<String> = located(content)
        .into_iter()
        .filter_map(|path| {
            let bytes = std::fs::read(&path).ok()?;
            let clean = photos::without_location(&bytes)?;
            replace(&path, &clean, write_synced).ok()?;
            let rel = path.strip_prefix(content).unwrap_or(&path);
            Some(rel.to_string_lossy().replace('\\', "/"))
        })
        .collect();
    if !done.is_empty() {
        println!(
            "removed where it was taken (GPS) from {} photo{} in {}: {}",
            done.len(),
            if done.len() == 1 { "" } else { "s" },
            content.display(),
            done.join(", ")
        );
    }
}

/// The photos under `content/photos/` that say where they were taken.
fn located(content: &Path) -> Vec<PathBuf> {
    let root = content.join("photos");
    if !root.is_dir() {
        return Vec::new();
    }
    walkdir::WalkDir::new(root)
        .sort_by_file_name()
        .max_depth(8)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && !e.file_name().to_string_lossy().starts_with('.'))
        .map(walkdir::DirEntry::into_path)
        .filter(|path| photos::has_location(path))
        .collect()
}

/// Writes `bytes` to `path` and makes sure they are on the disk.
fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Replaces the file at `path` with `bytes`, atomically: `write` puts them
/// in a file beside it, which is renamed over it only once it is whole. On
/// a failure the original is untouched and the new file removed.
fn replace(
    path: &Path,
    bytes: &[u8],
    write: impl Fn(&Path, &[u8]) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let beside = path.with_file_name(format!(".{name}.shopsite-new"));
    let result = write(&beside, bytes).and_then(|()| std::fs::rename(&beside, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&beside);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_that_fails_halfway_leaves_the_original() {
        let dir = tempfile::tempdir().unwrap();
        let photo = dir.path().join("a.jpg");
        std::fs::write(&photo, b"the original").unwrap();
        let half = |path: &Path, bytes: &[u8]| {
            std::fs::write(path, &bytes[..bytes.len() / 2])?;
            Err(std::io::Error::other("the disk is full"))
        };
        assert!(replace(&photo, b"the new bytes", half).is_err());
        assert_eq!(std::fs::read(&photo).unwrap(), b"the original");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "the half-written file is removed");

        replace(&photo, b"the new bytes", write_synced).unwrap();
        assert_eq!(std::fs::read(&photo).unwrap(), b"the new bytes");
    }
}
