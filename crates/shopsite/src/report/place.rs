//! Where a problem is, in the one way every format says it: which file, and
//! the line and column where its span starts and ends.
//!
//! The GitHub annotations, the JSON and the human text's own `--> file:l:c`
//! lines take positions from [`Position::of`]. The human snippets are
//! codespan's, from the same byte span, and codespan counts the same way:
//! columns are characters (Unicode scalar values), as in `Source::line_col`,
//! so `समय` is 3 columns wide, not 9 bytes (`tests/testsuite/format.rs`
//! holds the three formats to the same positions). The machine formats also
//! name files from the root of the git repository ([`RepoNames`]), as GitHub
//! expects.

use std::ops::Range;
use std::path::{Component, Path, PathBuf};

use shopsite_content::{Loaded, Source};

/// A span of a content file as people count: 1-based lines and columns.
/// The end is the column just after the last character (exclusive, as in
/// SARIF), so a span of 5 characters at column 12 ends at column 17.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub col: usize,
    pub end_line: usize,
    pub end_col: usize,
}

impl Position {
    /// The position of the byte range `span` of `source`. A span that ends
    /// with its line break ends on its own line, not at the next one's start.
    pub fn of(source: &Source, span: &Range<usize>) -> Position {
        let text = &source.text;
        let start = span.start.min(text.len());
        let end = span.end.clamp(start, text.len());
        let end = text
            .get(start..end)
            .map_or(end, |s| start + s.trim_end_matches(['\n', '\r']).len());
        let (line, col) = source.line_col(start);
        let (end_line, end_col) = source.line_col(end);
        Position {
            line,
            col,
            end_line,
            end_col,
        }
    }

    /// Whether the span starts and ends on one line.
    pub fn one_line(&self) -> bool {
        self.line == self.end_line
    }
}

/// The index of the source named `file` in `loaded.sources`: codespan's file id.
pub fn file_id(loaded: &Loaded, file: &str) -> Option<usize> {
    loaded.sources.iter().position(|s| s.name == file)
}

/// Where `span` of the content file `file` is, or `None` for a problem with
/// the whole file or a file that was not read.
pub fn locate(loaded: &Loaded, file: &str, span: Option<&Range<usize>>) -> Option<Position> {
    let source = &loaded.sources[file_id(loaded, file)?];
    Some(Position::of(source, span?))
}

/// Where `span` of the spreadsheet `file` is as its rows and columns go:
/// "row 5, column C (price)"; `None` for a file that is no spreadsheet.
pub fn sheet_place(
    loaded: &Loaded,
    file: &str,
    span: Option<&Range<usize>>,
) -> Option<shopsite_content::SheetPlace> {
    loaded.sources[file_id(loaded, file)?].sheet_place(span?)
}

/// The field path of `d` as its message names it: lists counted from 1,
/// and in a spreadsheet an item by its row.
pub fn path_for_people(loaded: &Loaded, d: &shopsite_content::Diagnostic) -> Option<String> {
    let path = d.path.as_ref()?;
    Some(match file_id(loaded, &d.file) {
        Some(id) => loaded.sources[id].path_for_people(path),
        None => path.for_people().to_string(),
    })
}

/// Names content files from the root of the git repository that holds the
/// content folder: the nearest folder, the content folder itself or above
/// it, that holds `.git` (a folder, or a file in a worktree). The loader
/// names files as the owner gave the folder (`content/products.yaml`,
/// `../shop/content/…`, `/home/…/content/…`); GitHub needs them from the
/// repository's root. Without a repository a name stays as it was given.
#[derive(Debug, Clone, Default)]
pub struct RepoNames {
    /// The current folder and the repository's root, both absolute.
    base: Option<(PathBuf, PathBuf)>,
}

impl RepoNames {
    /// For content read from `dir`, as given on the command line.
    pub fn for_content(dir: &Path) -> RepoNames {
        let Ok(cwd) = std::env::current_dir() else {
            return RepoNames::default();
        };
        RepoNames::from(&cwd, dir)
    }

    fn from(cwd: &Path, dir: &Path) -> RepoNames {
        let root = normalize(&cwd.join(dir))
            .ancestors()
            .find(|a| a.join(".git").exists())
            .map(Path::to_path_buf);
        RepoNames {
            base: root.map(|root| (cwd.to_path_buf(), root)),
        }
    }

    /// `file`, as the loader named it, from the repository's root, with `/`
    /// between folders.
    pub fn name(&self, file: &str) -> String {
        let Some((cwd, root)) = &self.base else {
            return file.to_owned();
        };
        let path = normalize(&cwd.join(file));
        let Ok(rel) = path.strip_prefix(root) else {
            return file.to_owned();
        };
        let parts: Vec<_> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect();
        if parts.is_empty() {
            file.to_owned()
        } else {
            parts.join("/")
        }
    }
}

/// `path` without `.` and with each `..` taking out the folder before it, on
/// the text alone: the files named need not exist (a missing file is a
/// problem to report), so the file system is not asked.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_and_the_end_is_just_past_the_span() {
        let source = Source::new("x.yaml", "a: 1\nनाम: मोबाइल, दाम: 12,99\n");
        let at = source.text.find("12,99").unwrap();
        let p = Position::of(&source, &(at..at + "12,99".len()));
        // `नाम: मोबाइल, दाम: ` is 18 characters, and 42 bytes.
        assert_eq!((p.line, p.col, p.end_line, p.end_col), (2, 19, 2, 24));
        assert!(p.one_line());
    }

    #[test]
    fn a_span_ending_with_its_line_break_ends_on_its_line() {
        let source = Source::new("x.yaml", "text: |\n  one\n  two\nnext: 1\n");
        let start = source.text.find("  one").unwrap();
        let end = source.text.find("next").unwrap();
        let p = Position::of(&source, &(start..end));
        assert_eq!((p.line, p.col, p.end_line, p.end_col), (2, 1, 3, 6));
        assert!(!p.one_line());
        let empty = Position::of(&source, &(0..0));
        assert_eq!(
            (empty.line, empty.col, empty.end_line, empty.end_col),
            (1, 1, 1, 1)
        );
    }

    #[test]
    fn names_are_from_the_repository_root_whichever_way_the_folder_was_given() {
        let repo = tempfile::tempdir().unwrap();
        let root = repo.path();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join("site/content")).unwrap();
        let file = |cwd: &Path, dir: &Path, name: &str| RepoNames::from(cwd, dir).name(name);
        let site = root.join("site");
        assert_eq!(
            file(&site, Path::new("content"), "content/products.yaml"),
            "site/content/products.yaml"
        );
        let absolute = site.join("content");
        let given = format!("{}/products.yaml", absolute.display());
        assert_eq!(file(root, &absolute, &given), "site/content/products.yaml");
        assert_eq!(
            file(&site.join("content"), Path::new("."), "products.yaml"),
            "site/content/products.yaml"
        );
        assert_eq!(
            file(
                &root.join("x"),
                Path::new("../site/./content"),
                "../site/./content/a.yaml"
            ),
            "site/content/a.yaml"
        );
    }

    #[test]
    fn without_a_repository_names_stay_as_given() {
        let dir = tempfile::tempdir().unwrap();
        let names = RepoNames::from(dir.path(), Path::new("content"));
        assert_eq!(names.name("content/products.yaml"), "content/products.yaml");
    }
}
