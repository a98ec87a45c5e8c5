//! Reads every content file, parses it once, and deserializes the typed model.
//!
//! Problems in one file never stop the others from being read, so a single run
//! reports everything that is wrong.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use serde::de::DeserializeOwned;

use crate::de::{from_node, unknown_key};
use crate::diagnostic::{Diagnostic, did_you_mean};
use crate::path::FieldPath;
use crate::source::{MAX_FILE_BYTES, Source};
use crate::yaml::{self, Kind, Node};

/// A parsed file: its text and its marked tree.
pub(crate) struct Parsed {
    pub source: Source,
    pub tree: Option<Node>,
}

/// Everything read from the content directory.
pub(crate) struct Files {
    pub files: BTreeMap<&'static str, Parsed>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Files {
    /// Reads and parses every file of `known` (paths relative to `dir`)
    /// from `dir`, naming each as `dir/…`, and warns about other YAML files.
    pub fn read(dir: &Path, known: &[&'static str]) -> Files {
        let mut files = Files::empty();
        for &rel in known {
            let name = display_name(dir, rel);
            match read_text(&dir.join(rel), &name) {
                Ok(source) => files.insert(rel, source),
                Err(ReadError::Plain(d)) => files.diagnostics.push(d),
                Err(ReadError::NotUtf8(d, source)) => {
                    files.diagnostics.push(d);
                    files.files.insert(rel, Parsed { source, tree: None });
                }
            }
        }
        files.diagnostics.extend(stray_files(dir, known));
        files
    }

    /// Parses texts given in memory as `(relative path, text)`, named
    /// `content/…`. Files of `known` that are not given are reported missing.
    pub fn from_texts(texts: &[(&'static str, &str)], known: &[&'static str]) -> Files {
        let mut files = Files::empty();
        for &rel in known {
            let name = format!("content/{rel}");
            match texts.iter().find(|(given, _)| *given == rel) {
                Some((_, text)) => files.insert(rel, Source::new(name, *text)),
                None => files.diagnostics.push(missing_file(&name)),
            }
        }
        files
    }

    fn empty() -> Files {
        Files {
            files: BTreeMap::new(),
            diagnostics: Vec::new(),
        }
    }

    fn insert(&mut self, rel: &'static str, source: Source) {
        let mut soft = Vec::new();
        let tree = match yaml::parse(&source, &mut soft) {
            Ok(Some(tree)) => Some(tree),
            Ok(None) => {
                soft.push(
                    Diagnostic::error(&source.name, "this file is empty")
                        .at(0..0)
                        .hint(format!(
                            "see the README for what `{rel}` holds; the file must not be empty"
                        )),
                );
                None
            }
            Err(d) => {
                soft.push(d);
                None
            }
        };
        self.diagnostics.extend(soft);
        self.files.insert(rel, Parsed { source, tree });
    }

    /// Deserializes the whole file `rel` as `T`.
    pub(crate) fn typed<T: DeserializeOwned>(&mut self, rel: &'static str) -> Option<T> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let sink = RefCell::new(Vec::new());
        let value = from_node(&parsed.source.name, tree, &FieldPath::root(), &sink);
        self.settle(sink.into_inner(), value)
    }

    /// Deserializes a file shaped `key: [items]` item by item, so that every
    /// broken item is reported, not just the first.
    pub(crate) fn typed_list<T: DeserializeOwned>(
        &mut self,
        rel: &'static str,
        key: &'static str,
    ) -> Option<Vec<T>> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let file = parsed.source.name.as_str();
        let sink = RefCell::new(Vec::new());
        let list = FieldPath::of(key);
        let missing_list = || {
            Diagnostic::error(
                file,
                format!("the file must start with `{key}:` followed by a list"),
            )
            .at(tree.head())
            .hint(format!(
                "put `{key}:` on the first line, then one `- ` entry per item"
            ))
        };
        let items = match &tree.kind {
            Kind::Map(entries) => {
                for (k, _) in entries.iter().filter(|(k, _)| k.name != key) {
                    sink.borrow_mut()
                        .push(unknown_key(file, &FieldPath::root(), k, &[key]));
                }
                match entries.iter().find(|(k, _)| k.name == key) {
                    Some((
                        _,
                        Node {
                            kind: Kind::Seq(items),
                            ..
                        },
                    )) => items
                        .iter()
                        .enumerate()
                        .map(|(i, item)| from_node(file, item, &list.index(i), &sink))
                        .collect::<Vec<Option<T>>>()
                        .into_iter()
                        .collect::<Option<Vec<T>>>(),
                    Some((_, other)) => from_node::<Vec<T>>(file, other, &list, &sink),
                    None => {
                        sink.borrow_mut().push(missing_list());
                        None
                    }
                }
            }
            _ => {
                sink.borrow_mut()
                    .push(missing_list().found(tree.describe()));
                None
            }
        };
        self.settle(sink.into_inner(), items)
    }

    /// Records what was found; a file with errors yields no value.
    fn settle<T>(&mut self, found: Vec<Diagnostic>, value: Option<T>) -> Option<T> {
        let failed = found.iter().any(Diagnostic::is_error);
        self.diagnostics.extend(found);
        value.filter(|_| !failed)
    }
}

fn missing_file(name: &str) -> Diagnostic {
    Diagnostic::error(name, "this content file is missing")
        .hint("create it; the README lists every content file and what it holds")
}

/// `dir/rel` with forward slashes, as the owner would type it.
fn display_name(dir: &Path, rel: &str) -> String {
    let dir = dir.to_string_lossy().replace('\\', "/");
    let dir = dir.trim_end_matches('/');
    if dir.is_empty() || dir == "." {
        rel.to_owned()
    } else {
        format!("{dir}/{rel}")
    }
}

/// Why a file could not be read. A file that is not UTF-8 comes back with
/// its readable text, so the report can show the line.
enum ReadError {
    Plain(Diagnostic),
    NotUtf8(Diagnostic, Source),
}

impl From<Diagnostic> for ReadError {
    fn from(d: Diagnostic) -> Self {
        ReadError::Plain(d)
    }
}

/// Reads a file as UTF-8 text, refusing anything too large to be content.
fn read_text(path: &Path, name: &str) -> Result<Source, ReadError> {
    let file = std::fs::File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => missing_file(name),
        _ => Diagnostic::error(name, format!("cannot open this file: {e}")),
    })?;
    let meta = file
        .metadata()
        .map_err(|e| Diagnostic::error(name, format!("cannot read this file: {e}")))?;
    if meta.is_dir() {
        return Err(Diagnostic::error(name, "this should be a file, but it is a folder").into());
    }
    let too_big = |size: u64| {
        Diagnostic::error(
            name,
            format!(
                "this file is {} but a content file may be at most 1 MB",
                human_size(size)
            ),
        )
        .hint("content files hold a few kilobytes of text; check that this is the right file")
    };
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_big(meta.len()).into());
    }
    // Read at most one byte past the limit, in case the file grew meanwhile.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Diagnostic::error(name, format!("cannot read this file: {e}")))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(bytes.len() as u64).into());
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Source::new(name, text)),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
            let source = Source::new(name, text);
            let (line, col) = source.line_col(at);
            let d = Diagnostic::error(
                name,
                format!(
                    "this file is not UTF-8 text (an unreadable byte at line {line}, column {col})"
                ),
            )
            .at(at..at + '\u{FFFD}'.len_utf8())
            .hint("save the file as UTF-8 in your editor (\"Save with encoding\" → UTF-8)");
            Err(ReadError::NotUtf8(d, source))
        }
    }
}

fn human_size(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

/// YAML files in the content folder that shopsite does not read, which are
/// most likely misnamed copies of real ones.
fn stray_files(dir: &Path, known: &[&str]) -> Vec<Diagnostic> {
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let rel = e
                .path()
                .strip_prefix(dir)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            let is_yaml = rel.ends_with(".yaml") || rel.ends_with(".yml");
            (is_yaml && !known.contains(&rel.as_str())).then(|| {
                let d = Diagnostic::warning(
                    display_name(dir, &rel),
                    "shopsite does not read this file",
                );
                match did_you_mean(&rel, known.iter().copied()) {
                    Some(s) => d.hint(format!(
                        "did you mean `{s}`? Rename it, or move its content there"
                    )),
                    None => d.hint(format!("content files are: {}", known.join(", "))),
                }
            })
        })
        .collect()
}
