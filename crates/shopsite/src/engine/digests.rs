//! Which pages a build need not render again: a page is made of its view
//! data, its link preview, what every page shares (the shell, the site's
//! words, the base URL, the stylesheet and policy), the frontend's build
//! and this shopsite. A digest of all of these, kept for each page of a
//! built site, tells a rebuild which pages would come out the same.
//!
//! The digests are kept with what else the builds of the output keep
//! (`keep.rs`), in `pages.json`, for
//! each of the two sites a build may reuse: the output, and the site before
//! it that the next build writes into (see `staging`). Each list names its
//! folder by what the file system calls it (device, inode, time made),
//! which moves with the folder when it is renamed: so a list is only ever
//! believed of the folder it was made for. A folder's list is dropped
//! before a build writes into it, and a failed build leaves none for it.
//!
//! A page the folder being written holds already, with the digest it has
//! now, is kept as it is: nothing is rendered, read or written. One the
//! output holds is copied from it. Every other page is rendered. Deleting
//! the file, or the output, makes the next build render every page.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use shopsite_render::{Documents, PageData};

/// A page's digest, in hex: the first 128 bits of a SHA-256.
pub type Digest = String;

/// What a folder is on its file system: device, inode and time made (ns).
type Identity = (u64, u64, u128);

/// The file: every folder's list.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    folders: Vec<Folder>,
}

/// One built site's pages: each page's digest and size, by its path.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Folder {
    id: Identity,
    pages: BTreeMap<String, (Digest, u64)>,
}

/// The pages file of the output `out`, with what else its builds keep
/// (`keep.rs`): `pages.json`.
fn index_path(out: &Path) -> Option<PathBuf> {
    Some(super::keep::file(out, "pages.json"))
}

/// What the file system calls the folder at `path`; `None` where it cannot
/// say, and then no digest is kept or believed.
fn identity(path: &Path) -> Option<Identity> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(path).ok()?;
        let made = meta
            .created()
            .ok()?
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?
            .as_nanos();
        Some((meta.dev(), meta.ino(), made))
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

/// What a build may reuse of the sites before it.
#[derive(Default)]
pub struct Last {
    /// The pages of the folder the build writes into, as it holds them.
    staged: BTreeMap<String, (Digest, u64)>,
    /// The pages of the output the build replaces.
    out: Option<Folder>,
}

/// What becomes of one page.
pub enum Fate {
    /// The folder being written holds it already, this many bytes.
    Keep(u64),
    /// The output holds it: copy it from there.
    Copy,
    Render,
}

impl Last {
    /// Reads what the last builds kept of `out` and of `staging`, the folder
    /// this build writes into, and forgets `staging`'s list before anything
    /// is written into it.
    pub fn read(out: &Path, staging: &Path) -> Last {
        let Some(file) = index_path(out) else {
            return Last::default();
        };
        let Some(mut index) = std::fs::read(&file)
            .ok()
            .and_then(|b| serde_json::from_slice::<Index>(&b).ok())
        else {
            return Last::default();
        };
        let (staging_id, out_id) = (identity(staging), identity(out));
        let mut last = Last::default();
        for folder in std::mem::take(&mut index.folders) {
            if Some(folder.id) == staging_id {
                last.staged = folder.pages;
            } else if Some(folder.id) == out_id && last.out.is_none() {
                last.out = Some(folder);
            }
        }
        // Only the output's list stays true while this build runs.
        let kept = Index {
            folders: last
                .out
                .iter()
                .map(|f| Folder {
                    id: f.id,
                    pages: f.pages.clone(),
                })
                .collect(),
        };
        if !last.staged.is_empty() && write_index(&file, &kept).is_err() {
            // Its list could not be dropped: it is not believed either.
            let _ = std::fs::remove_file(&file);
            last.staged.clear();
        }
        last
    }

    /// Whether there is anything to reuse.
    pub fn is_empty(&self) -> bool {
        self.staged.is_empty() && self.out.as_ref().is_none_or(|f| f.pages.is_empty())
    }

    /// What becomes of the page at `path` whose digest is `digest`.
    pub fn fate(&self, path: &str, digest: &str) -> Fate {
        if let Some((d, len)) = self.staged.get(path)
            && d == digest
        {
            return Fate::Keep(*len);
        }
        match self.out.as_ref().and_then(|f| f.pages.get(path)) {
            Some((d, _)) if d == digest => Fate::Copy,
            _ => Fate::Render,
        }
    }

    /// After the new site took the output's place: keeps `pages`, its list,
    /// and the list of the site before it, now the folder the next build
    /// writes into.
    pub fn write(self, out: &Path, pages: BTreeMap<String, (Digest, u64)>) {
        let (Some(file), Some(id)) = (index_path(out), identity(out)) else {
            return;
        };
        let mut folders = vec![Folder { id, pages }];
        folders.extend(self.out.filter(|f| f.id != id));
        if write_index(&file, &Index { folders }).is_err() {
            let _ = std::fs::remove_file(&file);
        }
    }
}

/// Writes `index` to `file` whole or not at all.
fn write_index(file: &Path, index: &Index) -> std::io::Result<()> {
    let json = serde_json::to_vec(index).map_err(std::io::Error::other)?;
    let tmp = file.with_extension("json.tmp");
    std::fs::write(&tmp, json)?;
    std::fs::rename(&tmp, file)
}

/// A SHA-256 that serde_json writes into.
struct Hashing(Sha256);

impl Write for Hashing {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The digest of what every page of a build shares: this shopsite (its
/// version, and the program file itself, so a rebuilt binary renders
/// anew), the frontend's build, and what `documents` puts in every page.
pub fn shared(
    frontend_files: &[(String, std::borrow::Cow<'static, [u8]>)],
    server: &str,
    documents: &Documents<'_>,
) -> Sha256 {
    let mut h = Hashing(Sha256::new());
    let _ = writeln!(h, "shopsite {}", env!("CARGO_PKG_VERSION"));
    if let Some(meta) = std::env::current_exe()
        .ok()
        .and_then(|exe| std::fs::metadata(exe).ok())
    {
        let _ = writeln!(h, "{} {:?}", meta.len(), meta.modified().ok());
    }
    for (rel, bytes) in frontend_files {
        let _ = writeln!(h, "{rel} {}", bytes.len());
        h.0.update(bytes);
    }
    let _ = writeln!(h, "server {}", server.len());
    h.0.update(server.as_bytes());
    let _ = documents.shared_inputs(&mut h);
    h.0
}

/// The digest of one page: `shared` and the page's own inputs.
pub fn page(shared: &Sha256, documents: &Documents<'_>, data: &PageData) -> Digest {
    let mut h = Hashing(shared.clone());
    // serde_json writes a page a few bytes at a time: buffered, the
    // digest is fed in blocks rather than a call for each.
    let mut buffered = std::io::BufWriter::with_capacity(8 * 1024, &mut h);
    let _ = documents.page_inputs(data, &mut buffered);
    let _ = buffered.into_inner();
    let sum = h.0.finalize();
    sum[..16].iter().map(|b| format!("{b:02x}")).collect()
}
