//! What a build keeps for the next one, in one folder for each output, out
//! of the shop's folder: the owner's repository then holds only their
//! content, and `dist/`, which `.gitignore` leaves out. Nothing of it is in
//! the published output either.
//!
//! The folder is in the user's cache (`~/.cache/shopsite` on Linux, or
//! `$XDG_CACHE_HOME/shopsite`; `~/Library/Caches/shopsite` on macOS;
//! `%LOCALAPPDATA%\shopsite` on Windows; `SHOPSITE_CACHE` names another),
//! under `sites/<out>-<digest of the output's full path>/`, and holds:
//!
//! - `pages.json`, each page's digest (`digests.rs`); `photos.json`, what
//!   was learned of each photo (`photos.rs`); `place.json`, the shop's
//!   place the last build knew (`place.rs`);
//! - `next/`, the site before the last, for the next build to write into,
//!   and `staging-…/`, the site a build is writing (`staging.rs`);
//! - `out.txt`, the output's full path: a folder whose shop folder is gone
//!   is removed by the next build of any shop.
//!
//! Deleting it costs the next build its speed, never its result. A cache
//! on another disk than the output cannot take part in the swap, which is
//! a rename: the staging folder is then beside the output while the build
//! runs, and no site is kept for the next.

use std::path::{Path, PathBuf};

use sha2::{Digest as _, Sha256};

/// The environment variable that names the cache folder instead.
pub const CACHE_VAR: &str = "SHOPSITE_CACHE";

/// The output's parent folder: `.` for a bare name such as `dist`.
pub fn parent(out: &Path) -> PathBuf {
    match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The cache folder of shopsite; `None` where the system has none.
fn cache() -> Option<PathBuf> {
    match std::env::var_os(CACHE_VAR) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::cache_dir().map(|d| d.join("shopsite")),
    }
}

/// The output's full path, the same however it was named (`dist`,
/// `./dist`, through a link to its folder).
fn full(out: &Path) -> PathBuf {
    let parent = parent(out);
    let parent = std::fs::canonicalize(&parent)
        .or_else(|_| std::path::absolute(&parent))
        .unwrap_or(parent);
    match out.file_name() {
        Some(name) => parent.join(name),
        None => parent,
    }
}

/// The folder of what a build of `out` keeps, made when it is not there.
/// Without a cache on the system, a hidden `.shopsite/` beside the output.
pub fn folder(out: &Path) -> PathBuf {
    folder_in(cache().as_deref(), out)
}

/// [`folder`], with the cache folder `cache`.
fn folder_in(cache: Option<&Path>, out: &Path) -> PathBuf {
    let full = full(out);
    let name = out
        .file_name()
        .map_or_else(|| "site".to_owned(), |n| n.to_string_lossy().into_owned());
    let digest = Sha256::digest(full.to_string_lossy().as_bytes());
    let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    let dir = match cache {
        Some(cache) => cache.join("sites").join(format!("{name}-{hex}")),
        None => parent(out).join(".shopsite").join(name),
    };
    // The output's path is written once, not on each of a build's asks.
    let record = dir.join("out.txt");
    if !record.exists() && std::fs::create_dir_all(&dir).is_ok() {
        let _ = std::fs::write(record, full.to_string_lossy().as_bytes());
    }
    dir
}

/// The file `name` of what a build of `out` keeps.
pub fn file(out: &Path, name: &str) -> PathBuf {
    folder(out).join(name)
}

/// Removes the kept folders of outputs whose folder is gone: a shop moved
/// or deleted leaves no second copy of its site behind for ever.
pub fn prune() {
    prune_in(cache().as_deref());
}

/// [`prune`], with the cache folder `cache`.
fn prune_in(cache: Option<&Path>) {
    let Some(sites) = cache.map(|c| c.join("sites")) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(&sites) else {
        return;
    };
    for entry in entries.flatten() {
        let dir = entry.path();
        let Ok(out) = std::fs::read_to_string(dir.join("out.txt")) else {
            continue;
        };
        if !parent(Path::new(&out)).is_dir() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

/// Whether a folder in `kept` can be renamed into `parent`: both are on
/// one disk. Found by doing it, with an empty file, on every system alike.
pub fn same_disk(kept: &Path, parent: &Path) -> bool {
    let Ok(probe) = tempfile::Builder::new()
        .prefix(".shopsite-probe-")
        .tempfile_in(kept)
    else {
        return false;
    };
    let Some(name) = probe.path().file_name() else {
        return false;
    };
    let moved = parent.join(name);
    match std::fs::rename(probe.path(), &moved) {
        Ok(()) => {
            let _ = std::fs::remove_file(&moved);
            true
        }
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_output_has_one_folder_however_it_is_named_and_a_gone_one_none() {
        let root = tempfile::tempdir().unwrap();
        let cache = root.path().join("cache");
        let shop = root.path().join("shop");
        std::fs::create_dir(&shop).unwrap();
        let cache = Some(cache.as_path());
        let a = folder_in(cache, &shop.join("dist"));
        let b = folder_in(cache, &shop.join("./dist"));
        assert_eq!(a, b);
        assert!(a.starts_with(root.path().join("cache/sites")));
        assert!(
            a.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("dist-")
        );
        let elsewhere = folder_in(cache, &root.path().join("dist"));
        assert_ne!(a, elsewhere);
        assert!(same_disk(&a, &shop));
        std::fs::remove_dir_all(&shop).unwrap();
        prune_in(cache);
        assert!(
            !a.exists(),
            "the shop folder is gone, and so is its kept site"
        );
        assert!(elsewhere.exists());
    }
}
