//! Reads every content file, parses it once, and deserializes the typed model.
//!
//! Problems in one file never stop the others from being read, so a single run
//! reports everything that is wrong.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use schemars::JsonSchema;
use serde::de::DeserializeOwned;

use crate::de::{Required, from_node, unknown_key};
use crate::diagnostic::{Diagnostic, did_you_mean};
use crate::path::FieldPath;
use crate::sheet::{self, Columns};
use crate::source::{MAX_CATALOGUE_BYTES, MAX_FILE_BYTES, Source};
use crate::yaml::{self, Kind, Node};

/// A list that may come from several files, each read the same way, one
/// after the other: `products.yaml`, then `products/*.yaml` by file name,
/// then the spreadsheet export `products.csv`. The first is required unless
/// one of the others is there, or the catalogue is optional. Declared in
/// the content file table.
#[derive(Debug, Clone, Copy)]
pub struct ListFiles {
    /// The list's key in each YAML file, e.g. `products`.
    pub key: &'static str,
    /// The one YAML file, e.g. `products.yaml`.
    pub yaml: &'static str,
    /// The folder of more YAML files, e.g. `products/`.
    pub dir: &'static str,
    /// The spreadsheet export, e.g. `products.csv`.
    pub csv: &'static str,
    /// Whether the catalogue may have no file at all, its list then empty
    /// (the repair price list); else its YAML file is required unless one
    /// of the others is there (the products).
    pub optional: bool,
    /// The columns of the spreadsheet: the item type's fields.
    pub(crate) columns: fn() -> Columns,
}

impl ListFiles {
    /// Whether `rel` is one of the YAML files of the folder, e.g. `products/a.yaml`.
    pub fn in_dir(&self, rel: &str) -> bool {
        rel.strip_prefix(self.dir).is_some_and(|name| {
            name.ends_with(".yaml") && !name.contains('/') && !name.starts_with('.')
        })
    }

    /// The files of the catalogue other than its YAML file, in the order they are read.
    fn others(&self, dir: &Path) -> Vec<String> {
        let mut rels: Vec<String> = std::fs::read_dir(dir.join(self.dir))
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .map(|e| format!("{}{}", self.dir, e.file_name().to_string_lossy()))
            .filter(|rel| self.in_dir(rel))
            .collect();
        rels.sort();
        if dir.join(self.csv).exists() {
            rels.push(self.csv.to_owned());
        }
        rels
    }

    /// The hint for a catalogue with no file at all.
    fn missing(&self, name: &str) -> Diagnostic {
        Diagnostic::error(name, "this content file is missing").hint(format!(
            "create it, or keep the {key} in `{dir}*.yaml` files or in a spreadsheet export `{csv}` (see the README)",
            key = self.key,
            dir = self.dir,
            csv = self.csv
        ))
    }
}

/// A parsed file: its text and its marked tree.
pub(crate) struct Parsed {
    pub source: Source,
    pub tree: Option<Node>,
}

/// Everything read from the content directory.
pub(crate) struct Files {
    /// By path relative to the content folder.
    pub files: BTreeMap<String, Parsed>,
    pub diagnostics: Vec<Diagnostic>,
    /// The files of each catalogue that were read, by its key, in order.
    sources: BTreeMap<&'static str, Vec<String>>,
    /// Where each item of a catalogue that could be read came from: the
    /// file and the item's field path there, e.g. `products[3]`.
    places: BTreeMap<&'static str, Vec<(String, FieldPath)>>,
    /// Spreadsheets read but not parsed yet.
    sheets: Vec<String>,
    /// The files under `content/photos/`, and the content folder's name
    /// for people (`content`).
    pub photos: crate::photos::Folder,
    pub dir_name: String,
}

impl Files {
    /// Reads and parses every file of `known` and of `lists` (paths
    /// relative to `dir`) from `dir`, naming each as `dir/…`, and warns about
    /// other YAML and CSV files.
    pub fn read(dir: &Path, known: &[&'static str], lists: &[ListFiles]) -> Files {
        let mut files = Files::empty();
        files.photos = crate::photos::Folder::scan(dir);
        files.dir_name = display_name(dir, "").trim_end_matches('/').to_owned();
        let read = |files: &mut Files, rel: &str, limit: Limit| {
            let name = display_name(dir, rel);
            match read_text(&dir.join(rel), &name, limit) {
                Ok(source) => {
                    files.insert(rel, source);
                    true
                }
                Err(ReadError::Plain(d)) => {
                    files.diagnostics.push(d);
                    false
                }
                Err(ReadError::NotUtf8(d, source)) => {
                    files.diagnostics.push(d);
                    files
                        .files
                        .insert(rel.to_owned(), Parsed { source, tree: None });
                    true
                }
            }
        };
        // The lists' files that exist, read or not, which are no strays.
        let mut tried: Vec<String> = Vec::new();
        for &rel in known {
            let Some(list_files) = lists.iter().find(|c| c.yaml == rel) else {
                read(&mut files, rel, Limit::file());
                continue;
            };
            let mut rels = vec![];
            let others = list_files.others(dir);
            tried.extend(others.iter().cloned());
            let mut used = 0;
            if dir.join(rel).exists() {
                if read(&mut files, rel, Limit::list_files(used)) {
                    used += files.files[rel].source.text.len() as u64;
                    rels.push(rel.to_owned());
                }
            } else if others.is_empty() && !list_files.optional {
                let name = display_name(dir, rel);
                files.diagnostics.push(list_files.missing(&name));
            }
            for other in others {
                if read(&mut files, &other, Limit::list_files(used)) {
                    used += files.files[other.as_str()].source.text.len() as u64;
                    rels.push(other);
                }
            }
            files.sources.insert(list_files.key, rels);
        }
        files.parse_sheets(lists);
        let mut read_rels: Vec<&str> = known.to_vec();
        read_rels.extend(tried.iter().map(String::as_str));
        let mut names: Vec<&str> = known.to_vec();
        names.extend(lists.iter().map(|c| c.csv));
        let mut listed = names.clone();
        let globs: Vec<String> = lists.iter().map(|c| format!("{}*.yaml", c.dir)).collect();
        listed.extend(globs.iter().map(String::as_str));
        let stray = stray_files(dir, &read_rels, &names, &listed);
        files.diagnostics.extend(stray);
        files
    }

    /// Parses texts given in memory as `(relative path, text)`, named
    /// `content/…`. Files of `known` that are not given are reported missing,
    /// unless they are a catalogue's YAML file and another of its files is given.
    pub fn from_texts(
        texts: &[(&'static str, &str)],
        known: &[&'static str],
        lists: &[ListFiles],
    ) -> Files {
        let mut files = Files::empty();
        let given = |rel: &str| {
            texts
                .iter()
                .find(|(given, _)| *given == rel)
                .map(|(_, t)| *t)
        };
        for &rel in known {
            let name = format!("content/{rel}");
            let list_files = lists.iter().find(|c| c.yaml == rel);
            if let Some(list_files) = list_files {
                let mut others: Vec<&str> = texts
                    .iter()
                    .map(|(r, _)| *r)
                    .filter(|r| list_files.in_dir(r))
                    .collect();
                others.sort_unstable();
                others.extend(given(list_files.csv).map(|_| list_files.csv));
                let mut rels = Vec::new();
                match given(rel) {
                    Some(text) => {
                        files.insert(rel, Source::new(name, text));
                        rels.push(rel.to_owned());
                    }
                    None if others.is_empty() && !list_files.optional => {
                        files.diagnostics.push(list_files.missing(&name));
                    }
                    None => {}
                }
                for other in others {
                    let text = given(other).unwrap_or_default();
                    files.insert(other, Source::new(format!("content/{other}"), text));
                    rels.push(other.to_owned());
                }
                files.sources.insert(list_files.key, rels);
                continue;
            }
            match given(rel) {
                Some(text) => files.insert(rel, Source::new(name, text)),
                None => files.diagnostics.push(missing_file(&name)),
            }
        }
        files.parse_sheets(lists);
        files
    }

    fn empty() -> Files {
        Files {
            files: BTreeMap::new(),
            diagnostics: Vec::new(),
            sources: BTreeMap::new(),
            places: BTreeMap::new(),
            sheets: Vec::new(),
            photos: crate::photos::Folder::default(),
            dir_name: "content".to_owned(),
        }
    }

    /// Reads each catalogue's spreadsheet, which `insert` left unparsed,
    /// with the columns of its items.
    fn parse_sheets(&mut self, lists: &[ListFiles]) {
        for list_files in lists {
            if !self.sheets.iter().any(|rel| rel == list_files.csv) {
                continue;
            }
            let Some(parsed) = self.files.get_mut(list_files.csv) else {
                continue;
            };
            let mut soft = Vec::new();
            let (tree, sheet) = sheet::parse(
                &parsed.source,
                list_files.key,
                list_files.dir,
                &(list_files.columns)(),
                &mut soft,
            );
            parsed.tree = tree;
            parsed.source.sheet = Some(sheet);
            self.diagnostics.extend(soft);
        }
    }

    fn insert(&mut self, rel: &str, source: Source) {
        if rel.ends_with(".csv") {
            // Read by `parse_sheets`, which knows its columns. A byte-order
            // mark (Excel writes one) is no part of the text.
            let source = match source.text.strip_prefix('\u{feff}') {
                Some(text) => Source::new(source.name.clone(), text),
                None => source,
            };
            self.files
                .insert(rel.to_owned(), Parsed { source, tree: None });
            self.sheets.push(rel.to_owned());
            return;
        }
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
        self.files.insert(rel.to_owned(), Parsed { source, tree });
    }

    /// Deserializes the items of every file of `catalogue`, in order. `None`
    /// when one of them is broken, or it has no file and must have one.
    pub(crate) fn list_from_files<T: DeserializeOwned + JsonSchema>(
        &mut self,
        list_files: &ListFiles,
    ) -> Option<Vec<T>> {
        let rels = self
            .sources
            .get(list_files.key)
            .cloned()
            .unwrap_or_default();
        let mut all = (!rels.is_empty() || list_files.optional).then(Vec::new);
        let mut places = Vec::new();
        let list = FieldPath::of(list_files.key);
        for rel in rels {
            let items = self.typed_list::<T>(&rel, list_files.key);
            match (items, &mut all) {
                (Some(items), Some(all)) => {
                    places.extend((0..items.len()).map(|i| (rel.clone(), list.index(i))));
                    all.extend(items);
                }
                _ => all = None,
            }
        }
        self.places.insert(list_files.key, places);
        all
    }

    /// Where each item of the catalogue `key` came from: its file and field
    /// path, in the order of the items, once they could all be read.
    pub(crate) fn places(&self, key: &str) -> &[(String, FieldPath)] {
        self.places.get(key).map_or(&[], Vec::as_slice)
    }

    /// Deserializes the whole file `rel` as `T`.
    pub(crate) fn typed<T: DeserializeOwned + JsonSchema>(&mut self, rel: &str) -> Option<T> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let sink = RefCell::new(Vec::new());
        let required = Required::of::<T>();
        let value = from_node(&parsed.source, tree, &FieldPath::root(), &required, &sink);
        self.settle(sink.into_inner(), value)
    }

    /// Deserializes a file shaped `key: [items]` item by item, so that every
    /// broken item is reported, not just the first.
    pub(crate) fn typed_list<T: DeserializeOwned + JsonSchema>(
        &mut self,
        rel: &str,
        key: &'static str,
    ) -> Option<Vec<T>> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let file = parsed.source.name.as_str();
        let sink = RefCell::new(Vec::new());
        let required = Required::of::<T>();
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
                    sink.borrow_mut().push(unknown_key(
                        &parsed.source,
                        &FieldPath::root(),
                        k,
                        &[key],
                    ));
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
                        .map(|(i, item)| {
                            // A spreadsheet row that could not be read was
                            // reported where it was found.
                            if parsed.source.sheet.as_ref().is_some_and(|s| s.unread(i)) {
                                return None;
                            }
                            from_node(&parsed.source, item, &list.index(i), &required, &sink)
                        })
                        .collect::<Vec<Option<T>>>()
                        .into_iter()
                        .collect::<Option<Vec<T>>>(),
                    Some((_, other)) => {
                        from_node::<Vec<T>>(&parsed.source, other, &list, &required, &sink)
                    }
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
    /// Keeps what reading a file found, and the file's value unless an error
    /// made it other than what is written. A value that did not parse, stood
    /// in for (`de::Parsed`), leaves the file to be checked further; the
    /// content is built only when there is no error at all.
    fn settle<T>(&mut self, found: Vec<Diagnostic>, value: Option<T>) -> Option<T> {
        let failed = found.iter().any(|d| d.is_error() && !d.stood_in);
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

/// How large a file may be, and how to say so when it is larger.
#[derive(Debug, Clone, Copy)]
struct Limit {
    bytes: u64,
    /// What the limit is, after "this file is 2.0 MB but …".
    rule: &'static str,
    /// Taken already by the files read before this one, in a list kept in many files.
    before: u64,
}

impl Limit {
    fn file() -> Limit {
        Limit {
            bytes: MAX_FILE_BYTES,
            rule: "a content file may be at most 1 MB",
            before: 0,
        }
    }

    fn list_files(before: u64) -> Limit {
        Limit {
            bytes: MAX_CATALOGUE_BYTES.saturating_sub(before),
            rule: "a catalogue file may be at most 64 MB",
            before,
        }
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
fn read_text(path: &Path, name: &str, limit: Limit) -> Result<Source, ReadError> {
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
        let message = if size > limit.bytes + limit.before || limit.before == 0 {
            format!("this file is {} but {}", human_size(size), limit.rule)
        } else {
            format!(
                "this file is {}, and with the catalogue's files before it ({}) that is more than the 64 MB they may take together",
                human_size(size),
                human_size(limit.before)
            )
        };
        let hint = if limit.bytes == MAX_FILE_BYTES {
            "content files hold a few kilobytes of text; check that this is the right file"
        } else {
            "100,000 products take about 26 MB as CSV; check that this is the right file"
        };
        Diagnostic::error(name, message).hint(hint)
    };
    if meta.len() > limit.bytes {
        return Err(too_big(meta.len()).into());
    }
    // Read at most one byte past the limit, in case the file grew meanwhile.
    let mut bytes = Vec::new();
    file.take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Diagnostic::error(name, format!("cannot read this file: {e}")))?;
    if bytes.len() as u64 > limit.bytes {
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
            .hint(if name.ends_with(".csv") {
                "save the sheet again as UTF-8: in Excel, File → Save As, with the file type \"CSV UTF-8 (Comma delimited) (*.csv)\" (not \"CSV (Comma delimited)\"); in Google Sheets, File → Download → Comma-separated values (.csv)"
            } else {
                "save the file as UTF-8 in your editor (\"Save with encoding\" → UTF-8)"
            });
            Err(ReadError::NotUtf8(d, source))
        }
    }
}

fn human_size(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

/// YAML and CSV files in the content folder that shopsite does not read,
/// which are most likely misnamed copies of real ones. `read` are the files
/// that were read; suggestions come from `known`, and `listed` names every
/// content file for the owner.
fn stray_files(dir: &Path, read: &[&str], known: &[&str], listed: &[&str]) -> Vec<Diagnostic> {
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
            let is_content = [".yaml", ".yml", ".csv"].iter().any(|x| rel.ends_with(x));
            (is_content && !read.contains(&rel.as_str())).then(|| {
                let d = Diagnostic::warning(
                    display_name(dir, &rel),
                    "shopsite does not read this file",
                )
                .kind(crate::diagnostic::Kind::StrayFile);
                match did_you_mean(&rel, known.iter().copied()) {
                    Some(s) => d.hint(format!(
                        "did you mean `{s}`? Rename it, or move its content there"
                    )),
                    None => d.hint(format!("content files are: {}", listed.join(", "))),
                }
            })
        })
        .collect()
}
