//! The output folder: a staging folder that becomes the new output only
//! when everything succeeded. Until then the last good site is not
//! touched, and a failed build leaves it byte for byte as it was.
//!
//! A build does not delete the site it replaces: it keeps it with what
//! else it keeps, out of the shop's folder (`keep.rs`), as `next/`, and
//! the next build writes into that
//! folder, over the files it already has (and not at all where a file
//! already holds what it would write), and removes only what it did not
//! write. Making and deleting thousands of files is most of what a large
//! build asks of the disk (on ext4, a file made soon after many were deleted
//! is slow to make); writing over them asks for neither. The cost is a second
//! copy of the site on disk.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use walkdir::WalkDir;

use crate::error::Error;

/// How the names of `out`'s staging folders begin beside it (when the cache
/// is on another disk): `.dist.staging-`.
pub fn staging_prefix(out: &Path) -> Option<String> {
    out.file_name()
        .map(|name| format!(".{}.staging-", name.to_string_lossy()))
}

/// Where the site before the last is kept for the next build to write
/// into, while no build runs: `next/` in what the builds of `out` keep.
pub fn next_folder(out: &Path) -> Option<PathBuf> {
    Some(super::keep::folder(out).join("next"))
}

/// Removes what a build of shopsite 0.1 kept beside the output (its kept
/// site and its three memory files): all of it is kept out of the shop's
/// folder now, and the owner's folder holds only what is theirs.
fn forget_what_was_kept_beside(out: &Path) {
    let (Some(name), parent) = (out.file_name(), super::keep::parent(out)) else {
        return;
    };
    let name = name.to_string_lossy();
    let _ = std::fs::remove_dir_all(parent.join(format!(".{name}.staging-next")));
    for kept in ["pages", "place", "photos"] {
        let _ = std::fs::remove_file(parent.join(format!(".{name}.{kept}.json")));
    }
}

/// A folder on the output's disk, filled by the build, then swapped into place.
/// Dropped without [`Staging::commit`], it is kept for the next build to
/// write into (or deleted, when one is kept already).
pub struct Staging {
    dir: PathBuf,
    out: PathBuf,
    /// Where the site before this one is kept for the next build; `None`
    /// when it cannot be kept (the cache is on another disk).
    next: Option<PathBuf>,
    /// The files written, as `/`-separated paths: the rest are left over
    /// from the site the folder held before.
    written: Mutex<HashSet<String>>,
    /// What the folder held before this build, listed while the build
    /// runs: `None` when the folder was made empty for this build (it then
    /// holds only what the build writes); the listing's own `None` when it
    /// failed.
    before: Option<std::thread::JoinHandle<Option<Vec<Entry>>>>,
    committed: bool,
}

/// A file or folder the staging folder held before, by its `/`-separated
/// path.
struct Entry {
    rel: String,
    is_dir: bool,
}

impl Staging {
    /// Checks that `out` may be replaced and makes a staging folder beside
    /// it, on the same file system, so the swap is a rename: the site kept by
    /// the last build, if there is one, else an empty folder.
    pub fn new(out: &Path) -> Result<Staging, Error> {
        check_replaceable(out)?;
        let parent = super::keep::parent(out);
        std::fs::create_dir_all(&parent).map_err(|e| Error::io("cannot create", &parent, &e))?;
        forget_what_was_kept_beside(out);
        super::keep::prune();
        let kept = super::keep::folder(out);
        // The swap is a rename: a cache on another disk cannot take part,
        // and the staging folder is then beside the output for the build.
        let (home, next, prefix) = if super::keep::same_disk(&kept, &parent) {
            (kept.clone(), Some(kept.join("next")), "staging-".to_owned())
        } else {
            let prefix = staging_prefix(out)
                .ok_or_else(|| Error::new(format!("`{}` is not a folder name", out.display())))?;
            (parent.clone(), None, prefix)
        };
        let dir = tempfile::Builder::new()
            .prefix(&prefix)
            .tempdir_in(&home)
            .map_err(|e| Error::io("cannot create a staging folder in", &home, &e))?
            .keep();
        // The kept site takes the new folder's name, atomically: two builds
        // at once cannot both write into it.
        let kept = next.as_ref().is_some_and(|next| {
            std::fs::remove_dir(&dir)
                .and_then(|()| std::fs::rename(next, &dir))
                .is_ok()
        });
        if !kept {
            std::fs::create_dir_all(&dir)
                .map_err(|e| Error::io("cannot create a staging folder at", &dir, &e))?;
        }
        // What it holds is listed while the build writes, not after.
        let before = kept.then(|| {
            let root = dir.clone();
            std::thread::spawn(move || list(&root))
        });
        Ok(Staging {
            dir,
            out: out.to_path_buf(),
            next,
            written: Mutex::new(HashSet::new()),
            before,
            committed: false,
        })
    }

    /// Whether the folder was made empty for this build.
    fn fresh(&self) -> bool {
        self.before.is_none()
    }

    /// The folder being written.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Keeps the file the folder already holds at `rel`, as if written, when
    /// `whole` says it is whole: for files whose name says their bytes
    /// (the photos'), which need not be read to be known the same. Returns
    /// its size, or `None` when the folder has no such file.
    pub fn keep_file(&self, rel: &str, whole: impl Fn(&Path) -> Option<u64>) -> Option<u64> {
        let len = whole(&self.dir.join(rel))?;
        self.written
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(rel.to_owned());
        Some(len)
    }

    /// Writes `bytes` to `rel` (a `/`-separated path) inside the staging
    /// folder, over whatever the folder held there.
    pub fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), Error> {
        let path = self.dir.join(rel);
        let write = |path: &Path| match self.fresh() {
            true => write_new(path, bytes),
            false => write_over(path, bytes),
        };
        let result = write(&path).or_else(|_| {
            // The kept site has a folder where this file goes, or a file
            // where one of its folders goes: it makes way.
            clear_the_way(&self.dir, rel);
            write(&path)
        });
        result.map_err(|e| Error::io("cannot write", &path, &e))?;
        self.written
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(rel.to_owned());
        Ok(())
    }

    /// Puts the staged site in place of the output, after removing what the
    /// folder held from before that this build did not write.
    pub fn commit(mut self) -> Result<(), Error> {
        let written =
            std::mem::take(&mut *self.written.lock().unwrap_or_else(PoisonError::into_inner));
        match self.before.take().map(|list| list.join().ok().flatten()) {
            Some(Some(before)) => remove_unwritten(&self.dir, before, &written)?,
            Some(None) => remove_all_but(&self.dir, &written)?,
            // A folder made empty for this build holds only what it wrote:
            // nothing to look for (a cold build of 100,000 products spent
            // 1.3 s walking its 108,000 files to find that out).
            None => {}
        }
        let (dir, out) = (self.dir.clone(), self.out.clone());
        if !out.exists() {
            std::fs::rename(&dir, &out)
                .map_err(|e| Error::io("cannot move the new site to", &out, &e))?;
            self.committed = true;
            return Ok(());
        }
        #[cfg(target_os = "linux")]
        {
            use rustix::fs::{CWD, RenameFlags, renameat_with};
            // One atomic step: the output is never missing, not even for a
            // moment, so a server reading it never sees a half-built site.
            // The staging path then holds the old site, kept for the next.
            if renameat_with(CWD, &dir, CWD, &out, RenameFlags::EXCHANGE).is_ok() {
                self.committed = true;
                self.keep(&dir);
                return Ok(());
            }
        }
        // Elsewhere, or on a file system without the exchange: two renames.
        let old = dir.with_extension("old");
        std::fs::rename(&out, &old).map_err(|e| Error::io("cannot move aside", &out, &e))?;
        if let Err(e) = std::fs::rename(&dir, &out) {
            let _ = std::fs::rename(&old, &out);
            return Err(Error::io("cannot move the new site to", &out, &e));
        }
        self.committed = true;
        self.keep(&old);
        Ok(())
    }

    /// Keeps the folder at `path` for the next build to write into, or, when
    /// one is kept already (or none can be), deletes it.
    fn keep(&self, path: &Path) {
        let kept = self
            .next
            .as_ref()
            .is_some_and(|next| std::fs::rename(path, next).is_ok());
        if !kept {
            let _ = std::fs::remove_dir_all(path);
        }
    }
}

impl Drop for Staging {
    /// A build that failed leaves its folder for the next to write into.
    fn drop(&mut self) {
        if !self.committed {
            let dir = self.dir.clone();
            self.keep(&dir);
        }
    }
}

/// Writes `bytes` to `path`, making its folders, over a file already there;
/// a file that already holds exactly `bytes` is left as it is, which costs
/// a read instead of a write, most of a rebuild's pages being unchanged.
fn write_over(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Ok(meta) = std::fs::metadata(path)
        && meta.is_file()
        && meta.len() == bytes.len() as u64
        && std::fs::read(path).is_ok_and(|old| old == bytes)
    {
        return Ok(());
    }
    write_new(path, bytes)
}

/// Writes `bytes` to `path`, making its folders, without looking first at
/// what is there: all a folder made empty for this build needs (a cold
/// build of 100,000 products spent 3.8 % of its time asking for the
/// metadata of files that did not exist).
fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, bytes)
}

/// Removes what stands in the way of a file at `rel` under `root`: a folder
/// at its path, or a file at one of its folders' paths.
fn clear_the_way(root: &Path, rel: &str) {
    let mut path = root.to_path_buf();
    for part in rel.split('/') {
        path.push(part);
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_dir() && path == root.join(rel) => {
                let _ = std::fs::remove_dir_all(&path);
            }
            Ok(meta) if !meta.is_dir() && path != root.join(rel) => {
                let _ = std::fs::remove_file(&path);
            }
            _ => {}
        }
    }
}

/// Every file and folder under `root`, deepest last; `None` when one could
/// not be read.
fn list(root: &Path) -> Option<Vec<Entry>> {
    WalkDir::new(root)
        .min_depth(1)
        .into_iter()
        .map(|entry| {
            let entry = entry.ok()?;
            Some(Entry {
                rel: relative(root, entry.path()),
                is_dir: entry.file_type().is_dir(),
            })
        })
        .collect()
}

/// `path` under `root`, with `/` between its parts.
fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .expect("walked under the root")
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Removes what `before` listed under `root` and this build did not write:
/// each folder with nothing written in it, whole, and each other file not
/// in `written`.
fn remove_unwritten(
    root: &Path,
    before: Vec<Entry>,
    written: &HashSet<String>,
) -> Result<(), Error> {
    let mut kept_dirs: HashSet<&str> = HashSet::new();
    for rel in written {
        let mut rest = rel.as_str();
        while let Some((dir, _)) = rest.rsplit_once('/') {
            if !kept_dirs.insert(dir) {
                break;
            }
            rest = dir;
        }
    }
    let gone = |e: &std::io::Error| {
        use std::io::ErrorKind::{NotADirectory, NotFound};
        matches!(e.kind(), NotFound | NotADirectory)
    };
    for entry in &before {
        // Written, or a folder of what was written (a file where a folder
        // was, or the other way round, included).
        if written.contains(&entry.rel) || kept_dirs.contains(entry.rel.as_str()) {
            continue;
        }
        let path = root.join(&entry.rel);
        let result = if entry.is_dir {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_file(&path)
        };
        // Gone already: inside a folder removed before it, or where a file
        // written took the place of a folder.
        if let Err(e) = result
            && !gone(&e)
        {
            return Err(Error::io("cannot remove", &path, &e));
        }
    }
    Ok(())
}

/// Removes every file under `root` that is not in `keep` (paths relative to
/// it, with `/`), and every folder left empty.
fn remove_all_but(root: &Path, keep: &HashSet<String>) -> Result<(), Error> {
    for entry in WalkDir::new(root).min_depth(1).contents_first(true) {
        let entry =
            entry.map_err(|e| Error::new(format!("cannot read the staging folder: {e}")))?;
        let path = entry.path();
        let rel = relative(root, path);
        if entry.file_type().is_dir() {
            // Fails, as it should, when something in it is kept.
            let _ = std::fs::remove_dir(path);
        } else if !keep.contains(&rel) {
            std::fs::remove_file(path).map_err(|e| Error::io("cannot remove", path, &e))?;
        }
    }
    Ok(())
}

/// The output may be replaced when it does not exist, is empty, or is a site
/// that shopsite built. Anything else is someone's folder, and a mistyped
/// `--out` must never delete it.
fn check_replaceable(out: &Path) -> Result<(), Error> {
    let Ok(meta) = std::fs::symlink_metadata(out) else {
        return Ok(());
    };
    let refuse = |why: &str| {
        Error::new(format!("refusing to replace `{}`: {why}", out.display()))
            .with_hint("choose another folder with `--out DIR`, or remove this one yourself")
    };
    if !meta.is_dir() {
        return Err(refuse("it is not a folder"));
    }
    let mut entries = std::fs::read_dir(out).map_err(|e| Error::io("cannot read", out, &e))?;
    let empty = entries.next().is_none();
    let built = out.join("index.html").is_file() && out.join("sitemap.xml").is_file();
    if empty || built {
        Ok(())
    } else {
        Err(refuse(
            "it is not a site built by shopsite (it has no index.html and sitemap.xml)",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Every file under `dir` with its text, by its `/`-separated path.
    fn files(dir: &Path) -> BTreeMap<String, String> {
        WalkDir::new(dir)
            .into_iter()
            .map(Result::unwrap)
            .filter(|e| e.file_type().is_file())
            .map(|e| {
                let rel = e
                    .path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                (rel, std::fs::read_to_string(e.path()).unwrap())
            })
            .collect()
    }

    fn build(out: &Path, site: &[(&str, &str)]) {
        let staging = Staging::new(out).unwrap();
        for (rel, text) in site {
            staging.write(rel, text.as_bytes()).unwrap();
        }
        staging.commit().unwrap();
    }

    fn site(files: &[(&str, &str)]) -> BTreeMap<String, String> {
        files
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn each_build_holds_exactly_what_it_wrote_though_it_writes_over_an_older_site() {
        let root = tempfile::tempdir().unwrap();
        let out = root.path().join("dist");
        let next = next_folder(&out).unwrap();
        let first = [
            ("index.html", "one"),
            ("data/old.json", "gone later, with its folder"),
            ("old.txt", "gone later, from a folder kept"),
            ("products/a/index.html", "a"),
            ("sitemap.xml", "s1"),
        ];
        build(&out, &first);
        assert_eq!(files(&out), site(&first));
        let second = [
            ("index.html", "two"),
            ("products/b/index.html", "b"),
            ("sitemap.xml", "s2"),
        ];
        build(&out, &second);
        assert_eq!(files(&out), site(&second));
        assert_eq!(
            files(&next),
            site(&first),
            "the site before is kept for the next build"
        );
        // The third writes over the first: `products/a/` is removed, and a
        // file takes the place of a folder and a folder that of a file.
        let third = [
            ("index.html", "three"),
            ("products", "a file"),
            ("sitemap.xml/x", "a folder"),
        ];
        build(&out, &third);
        assert_eq!(files(&out), site(&third));
        assert_eq!(files(&next), site(&second));
        let hidden: Vec<String> = std::fs::read_dir(root.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(
            hidden,
            ["dist"],
            "what a build keeps is out of the shop folder"
        );
    }

    #[test]
    fn only_a_folder_made_for_the_build_is_taken_to_hold_nothing_else() {
        let root = tempfile::tempdir().unwrap();
        let out = root.path().join("dist");
        // The first two builds have no site before the last to write into.
        for text in ["one", "two"] {
            let staging = Staging::new(&out).unwrap();
            assert!(staging.fresh(), "build {text}");
            staging.write("index.html", text.as_bytes()).unwrap();
            staging.write("sitemap.xml", b"s").unwrap();
            staging
                .write(&format!("{text}.html"), b"only in this build")
                .unwrap();
            staging.commit().unwrap();
        }
        // The third writes into the first's site, which it must clear.
        let staging = Staging::new(&out).unwrap();
        assert!(!staging.fresh());
        staging.write("index.html", b"three").unwrap();
        staging.write("sitemap.xml", b"s").unwrap();
        staging.commit().unwrap();
        assert_eq!(
            files(&out),
            site(&[("index.html", "three"), ("sitemap.xml", "s")])
        );
    }

    #[test]
    fn a_file_that_holds_the_same_bytes_is_not_written_again() {
        let root = tempfile::tempdir().unwrap();
        let path = root.path().join("page.html");
        let long_ago =
            std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        let age = |path: &Path| std::fs::metadata(path).unwrap().modified().unwrap();
        std::fs::write(&path, "<p>same</p>").unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(long_ago).unwrap();
        write_over(&path, b"<p>same</p>").unwrap();
        assert_eq!(age(&path), long_ago, "left as it was");
        write_over(&path, b"<p>other</p>").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "<p>other</p>");
        assert_ne!(age(&path), long_ago);
        // As long, but other bytes.
        write_over(&path, b"<p>OTHER</p>").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "<p>OTHER</p>");
    }

    #[test]
    fn a_failed_build_leaves_the_output_as_it_was_and_its_folder_for_the_next() {
        let root = tempfile::tempdir().unwrap();
        let out = root.path().join("dist");
        let first = [("index.html", "one"), ("sitemap.xml", "s")];
        build(&out, &first);
        build(&out, &[("index.html", "two"), ("sitemap.xml", "s")]);
        {
            let staging = Staging::new(&out).unwrap();
            staging.write("index.html", b"half").unwrap();
            // Dropped without commit: the build failed.
        }
        assert_eq!(
            files(&out),
            site(&[("index.html", "two"), ("sitemap.xml", "s")])
        );
        build(&out, &[("index.html", "four"), ("sitemap.xml", "s")]);
        assert_eq!(
            files(&out),
            site(&[("index.html", "four"), ("sitemap.xml", "s")])
        );
    }
}
