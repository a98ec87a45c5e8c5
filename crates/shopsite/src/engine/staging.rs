//! The output folder: a staging folder beside it that becomes the new output
//! only when everything succeeded. Until then the last good site is not
//! touched, and a failed build leaves it byte for byte as it was.

use std::path::{Path, PathBuf};

use crate::error::Error;

/// How the names of `out`'s staging folders begin: `.dist.staging-`.
pub fn staging_prefix(out: &Path) -> Option<String> {
    out.file_name()
        .map(|name| format!(".{}.staging-", name.to_string_lossy()))
}

/// A folder beside the output, filled by the build, then swapped into place.
/// Dropped without [`Staging::commit`], it is deleted with everything in it.
pub struct Staging {
    dir: tempfile::TempDir,
    out: PathBuf,
}

impl Staging {
    /// Checks that `out` may be replaced and makes an empty staging folder
    /// beside it, on the same file system, so the swap is a rename.
    pub fn new(out: &Path) -> Result<Staging, Error> {
        check_replaceable(out)?;
        let parent = match out.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        std::fs::create_dir_all(&parent).map_err(|e| Error::io("cannot create", &parent, &e))?;
        let prefix = staging_prefix(out)
            .ok_or_else(|| Error::new(format!("`{}` is not a folder name", out.display())))?;
        let dir = tempfile::Builder::new()
            .prefix(&prefix)
            .tempdir_in(&parent)
            .map_err(|e| Error::io("cannot create a staging folder in", &parent, &e))?;
        Ok(Staging {
            dir,
            out: out.to_path_buf(),
        })
    }

    /// Writes `bytes` to `rel` (a `/`-separated path) inside the staging folder.
    pub fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), Error> {
        let path = self.dir.path().join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| Error::io("cannot create", parent, &e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Error::io("cannot write", &path, &e))
    }

    /// Puts the staged site in place of the output.
    pub fn commit(self) -> Result<(), Error> {
        let Staging { dir, out } = self;
        if !out.exists() {
            let staged = dir.keep();
            return std::fs::rename(&staged, &out)
                .map_err(|e| Error::io("cannot move the new site to", &out, &e));
        }
        #[cfg(target_os = "linux")]
        {
            use rustix::fs::{CWD, RenameFlags, renameat_with};
            // One atomic step: the output is never missing, not even for a
            // moment, so a server reading it never sees a half-built site.
            // The staging path then holds the old site, which `dir` deletes.
            if renameat_with(CWD, dir.path(), CWD, &out, RenameFlags::EXCHANGE).is_ok() {
                return Ok(());
            }
        }
        // Elsewhere, or on a file system without the exchange: two renames.
        let staged = dir.keep();
        let old = staged.with_extension("old");
        std::fs::rename(&out, &old).map_err(|e| Error::io("cannot move aside", &out, &e))?;
        if let Err(e) = std::fs::rename(&staged, &out) {
            let _ = std::fs::rename(&old, &out);
            let _ = std::fs::remove_dir_all(&staged);
            return Err(Error::io("cannot move the new site to", &out, &e));
        }
        std::fs::remove_dir_all(&old)
            .map_err(|e| Error::io("cannot remove the old site at", &old, &e))
    }
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
