//! The photos folder as found: the files under `content/photos/` that a
//! product may name, each with where it is. What a photo is and what the
//! site makes of it is `crate::photos`'.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::read::source::nfc;

/// The folder of the owner's photos, under the content folder.
pub const FOLDER: &str = "photos";

/// The files under `content/photos/`, as found: the names the owner may
/// give, each with where it is.
#[derive(Debug, Default)]
pub(crate) struct PhotoFolder {
    /// `photos/…` → the file, or why it cannot be used.
    pub files: BTreeMap<String, PhotoPath>,
}

#[derive(Debug)]
pub(crate) enum PhotoPath {
    File(PathBuf),
    /// A symbolic link to somewhere outside the content folder.
    Outside(PathBuf),
}

impl PhotoFolder {
    /// Every file under `dir/photos/`, subfolders too; names starting with
    /// `.` are skipped, as the content folder's are.
    pub fn scan(dir: &Path) -> PhotoFolder {
        let mut files = BTreeMap::new();
        let root = dir.join(FOLDER);
        if !root.is_dir() {
            return PhotoFolder { files };
        }
        let inside = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
        let walk = walkdir::WalkDir::new(&root)
            .sort_by_file_name()
            .max_depth(8)
            .into_iter()
            .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'))
            .filter_map(Result::ok);
        for e in walk {
            let Ok(rel) = e.path().strip_prefix(dir) else {
                continue;
            };
            // Named in NFC, as content names it, whichever form the file
            // system keeps; the file is opened by its name on disk.
            let rel = nfc(&rel.to_string_lossy().replace('\\', "/"));
            let entry = if e.path_is_symlink() {
                match e.path().canonicalize() {
                    Ok(target) if target.starts_with(&inside) && target.is_file() => {
                        PhotoPath::File(e.path().to_path_buf())
                    }
                    Ok(target) if !target.starts_with(&inside) => PhotoPath::Outside(target),
                    _ => continue,
                }
            } else if e.file_type().is_file() {
                PhotoPath::File(e.path().to_path_buf())
            } else {
                continue;
            };
            files.insert(rel, entry);
        }
        PhotoFolder { files }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_photo_is_named_in_nfc_and_opened_by_its_name_on_disk() {
        // `फ़ोन.jpg` saved with `फ़` as one code point (U+095E), which is
        // not NFC: content names it in NFC (`फ` + nukta).
        let dir = std::env::temp_dir().join(format!("shopsite-nfc-{}", std::process::id()));
        let on_disk = "\u{095E}ोन.jpg";
        std::fs::create_dir_all(dir.join(FOLDER)).unwrap();
        std::fs::write(dir.join(FOLDER).join(on_disk), b"x").unwrap();
        let folder = PhotoFolder::scan(&dir);
        let named = nfc(&format!("photos/{on_disk}"));
        assert_eq!(named, "photos/\u{092B}\u{093C}ोन.jpg");
        let found = folder.files.get(&named);
        std::fs::remove_dir_all(&dir).unwrap();
        match found {
            Some(PhotoPath::File(path)) => assert!(path.ends_with(on_disk), "{}", path.display()),
            other => panic!("{other:?} in {:?}", folder.files.keys()),
        }
    }
}
