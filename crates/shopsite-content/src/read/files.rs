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

use crate::diagnostic::{Diagnostic, did_you_mean};
use crate::path::FieldPath;
use crate::read::de::{Groups, from_node, unknown_key};
use crate::read::sheet::{self, Columns};
use crate::read::source::{MAX_CATALOGUE_BYTES, MAX_FILE_BYTES, Source};
use crate::read::yaml::{Node, NodeKind};

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

    /// The files of the catalogue other than its YAML file, in the order
    /// they are read: its folder's YAML files by name, then its spreadsheet.
    fn others(&self, origin: &dyn Origin) -> Vec<String> {
        let mut rels: Vec<String> = origin
            .in_folder(self.dir)
            .into_iter()
            .filter(|rel| self.in_dir(rel))
            .collect();
        rels.sort();
        if origin.exists(self.csv) {
            rels.push(self.csv.to_owned());
        }
        rels
    }

    /// The hint for a catalogue with no file at all.
    fn missing(&self, name: &str) -> Diagnostic {
        Diagnostic::error(name, "this content file is missing").hint(format!(
            "create it, or keep the {key} in `{dir}*.yaml` files or in a spreadsheet export `{csv}` (docs/owner/content.md lists every content file)",
            key = self.key,
            dir = self.dir,
            csv = self.csv
        ))
    }
}

/// A parsed file: its text and its marked tree.
pub(crate) struct ParsedFile {
    pub source: Source,
    pub tree: Option<Node>,
}

/// Everything read from the content directory.
pub(crate) struct Files {
    /// By path relative to the content folder.
    pub files: BTreeMap<String, ParsedFile>,
    pub diagnostics: Vec<Diagnostic>,
    /// The files of each catalogue that were read, by its key, in order.
    sources: BTreeMap<&'static str, Vec<String>>,
    /// Where each item of a catalogue that could be read came from: the
    /// file and the item's field path there, e.g. `products[3]`.
    places: BTreeMap<&'static str, Vec<(String, FieldPath)>>,
    /// Spreadsheets read but not parsed yet.
    sheets: Vec<String>,
    /// The catalogues some of whose items could not be read ([`Files::incomplete`]).
    incomplete: std::collections::BTreeSet<&'static str>,
    /// The files under `content/photos/`, and the content folder's name
    /// for people (`content`).
    pub photos: crate::read::photo_folder::PhotoFolder,
    pub dir_name: String,
}

/// Where the content files come from: the content folder, or texts in
/// memory. Everything else about reading them is the same for both.
trait Origin {
    /// The file at `rel` (relative to the content folder) named for people.
    fn name(&self, rel: &str) -> String;
    fn exists(&self, rel: &str) -> bool;
    /// The files directly in the folder `dir` (e.g. `products/`), as paths
    /// relative to the content folder, in any order.
    fn in_folder(&self, dir: &str) -> Vec<String>;
    /// The text of the file at `rel`, no larger than `limit`.
    fn text(&self, rel: &str, limit: Limit) -> Result<Source, ReadError>;
}

/// The content folder on disk; a file is named `dir/rel`.
struct Disk<'a>(&'a Path);

impl Origin for Disk<'_> {
    fn name(&self, rel: &str) -> String {
        display_name(self.0, rel)
    }

    fn exists(&self, rel: &str) -> bool {
        self.0.join(rel).exists()
    }

    fn in_folder(&self, dir: &str) -> Vec<String> {
        std::fs::read_dir(self.0.join(dir))
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .map(|e| format!("{dir}{}", e.file_name().to_string_lossy()))
            .collect()
    }

    fn text(&self, rel: &str, limit: Limit) -> Result<Source, ReadError> {
        read_text(&self.0.join(rel), &self.name(rel), limit)
    }
}

/// Texts given in memory as `(relative path, text)`; a file is named
/// `content/rel`. Nothing in memory is too large.
struct Texts<'a>(&'a [(&'static str, &'a str)]);

impl Texts<'_> {
    fn given(&self, rel: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(given, _)| *given == rel)
            .map(|(_, t)| *t)
    }
}

impl Origin for Texts<'_> {
    fn name(&self, rel: &str) -> String {
        format!("content/{rel}")
    }

    fn exists(&self, rel: &str) -> bool {
        self.given(rel).is_some()
    }

    fn in_folder(&self, dir: &str) -> Vec<String> {
        self.0
            .iter()
            .filter(|(rel, _)| {
                rel.strip_prefix(dir)
                    .is_some_and(|name| !name.contains('/'))
            })
            .map(|(rel, _)| (*rel).to_owned())
            .collect()
    }

    fn text(&self, rel: &str, _: Limit) -> Result<Source, ReadError> {
        match self.given(rel) {
            Some(text) => Ok(Source::new(self.name(rel), text)),
            None => Err(missing_file(&self.name(rel)).into()),
        }
    }
}

impl Files {
    /// Reads and parses every file of `known` and of `lists` (paths
    /// relative to `dir`) from `dir`, naming each as `dir/…`, and warns about
    /// other YAML and CSV files. A file of `optional` may be missing.
    pub fn read(
        dir: &Path,
        known: &[&'static str],
        optional: &[&'static str],
        lists: &[ListFiles],
    ) -> Files {
        let photos = crate::read::photo_folder::PhotoFolder::scan(dir);
        let (mut files, tried) = Files::read_from(&Disk(dir), known, optional, lists);
        files.photos = photos;
        files.dir_name = display_name(dir, "").trim_end_matches('/').to_owned();
        // The lists' files that exist, read or not, are no strays.
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
        optional: &[&'static str],
        lists: &[ListFiles],
    ) -> Files {
        Files::read_from(&Texts(texts), known, optional, lists).0
    }

    /// Reads and parses every file of `known` from `origin`, a list's files
    /// as [`ListFiles`] says. Returns the files, and the other files of the
    /// lists that were there, read or not.
    fn read_from(
        origin: &dyn Origin,
        known: &[&'static str],
        optional: &[&'static str],
        lists: &[ListFiles],
    ) -> (Files, Vec<String>) {
        let mut files = Files::empty();
        let mut tried = Vec::new();
        for &rel in known {
            match lists.iter().find(|c| c.yaml == rel) {
                Some(list_files) => tried.extend(files.read_list(origin, list_files)),
                None if optional.contains(&rel) && !origin.exists(rel) => {}
                None => {
                    files.read_one(origin, rel, Limit::file());
                }
            }
        }
        files.parse_sheets(lists);
        (files, tried)
    }

    /// Reads the files of a list kept in many files, in order, within the
    /// size they may take together. Returns its files other than the YAML one.
    fn read_list(&mut self, origin: &dyn Origin, list_files: &ListFiles) -> Vec<String> {
        let others = list_files.others(origin);
        // The files with a text to check, in order, and those to parse.
        let (mut rels, mut read) = (Vec::new(), Vec::new());
        let mut used = 0;
        let mut take =
            |files: &mut Files, rel: &str| match origin.text(rel, Limit::list_files(used)) {
                Ok(source) => {
                    used += source.text.len() as u64;
                    rels.push(rel.to_owned());
                    read.push((rel.to_owned(), source));
                }
                Err(error) => {
                    if let Some(source) = files.unreadable(rel, error) {
                        used += source.text.len() as u64;
                        rels.push(rel.to_owned());
                    }
                }
            };
        if origin.exists(list_files.yaml) {
            take(self, list_files.yaml);
        } else if others.is_empty() && !list_files.optional {
            let name = origin.name(list_files.yaml);
            self.diagnostics.push(list_files.missing(&name));
        }
        for other in &others {
            take(self, other);
        }
        // A catalogue split into files is parsed a file on each core: 100
        // files of 1,000 products each took 1 s of one core's YAML parsing.
        let bytes: usize = read.iter().map(|(_, source)| source.text.len()).sum();
        let parallel = read.len() > 1 && bytes >= PARSED_APART_FROM;
        let parsed = crate::parallel::map_in_order_when(parallel, read, |(rel, source)| {
            let parsed = parse(&rel, source);
            (rel, parsed)
        });
        for (rel, parsed) in parsed {
            self.keep(rel, parsed);
        }
        self.sources.insert(list_files.key, rels);
        others
    }

    /// Reads and parses the file at `rel`; whether there is a text to check.
    fn read_one(&mut self, origin: &dyn Origin, rel: &str, limit: Limit) -> bool {
        match origin.text(rel, limit) {
            Ok(source) => {
                self.keep(rel.to_owned(), parse(rel, source));
                true
            }
            Err(error) => self.unreadable(rel, error).is_some(),
        }
    }

    /// Tells why `rel` could not be read; the text of one that is not
    /// UTF-8 is kept (as far as it could be read) to be checked further.
    fn unreadable(&mut self, rel: &str, error: ReadError) -> Option<&Source> {
        match error {
            ReadError::Plain(d) => {
                self.diagnostics.push(d);
                None
            }
            ReadError::NotUtf8(d, source) => {
                self.diagnostics.push(d);
                self.files
                    .insert(rel.to_owned(), ParsedFile { source, tree: None });
                self.files.get(rel).map(|kept| &kept.source)
            }
        }
    }

    fn empty() -> Files {
        Files {
            files: BTreeMap::new(),
            diagnostics: Vec::new(),
            sources: BTreeMap::new(),
            places: BTreeMap::new(),
            sheets: Vec::new(),
            incomplete: std::collections::BTreeSet::new(),
            photos: crate::read::photo_folder::PhotoFolder::default(),
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

    /// Keeps a file as [`parse`] read it.
    fn keep(&mut self, rel: String, (parsed, soft, sheet): (ParsedFile, Vec<Diagnostic>, bool)) {
        self.diagnostics.extend(soft);
        if sheet {
            self.sheets.push(rel.clone());
        }
        self.files.insert(rel, parsed);
    }

    /// Deserializes the items of every file of `catalogue`, in order. `None`
    /// when one of them is broken, or it has no file and must have one.
    pub(crate) fn list_from_files<T: DeserializeOwned + JsonSchema + Send>(
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
            // The items that could be read are checked even when others
            // could not, so that one run tells every problem of the list.
            let Some((items, whole)) = self.typed_items::<T>(&rel, list_files.key) else {
                all = None;
                continue;
            };
            if !whole {
                self.incomplete.insert(list_files.key);
            }
            if let Some(all) = &mut all {
                // Made room for at once: a catalogue's items, grown into
                // one by one, were copied again at every doubling.
                all.reserve(items.len());
                places.reserve(items.len());
                for (i, item) in items {
                    places.push((rel.clone(), list.index(i)));
                    all.push(item);
                }
            }
        }
        self.places.insert(list_files.key, places);
        all
    }

    /// Whether some items of the catalogue `key` could not be read, so
    /// that its list holds only the others: a check that needs the whole
    /// list (a photo no product uses) would be wrong on it. The content is
    /// not built then, for those items' errors.
    pub(crate) fn incomplete(&self, key: &str) -> bool {
        self.incomplete.contains(key)
    }

    /// The items of the list file `rel`, shaped `key: [items]`, that could
    /// be read, so that the checks of the list run on them even when one
    /// is broken; the list is then [`Files::incomplete`], and where each
    /// item is goes to [`Files::places`]. `None` when there is no list.
    pub(crate) fn list_items<T: DeserializeOwned + JsonSchema + Send>(
        &mut self,
        rel: &str,
        key: &'static str,
    ) -> Option<Vec<T>> {
        let (items, whole) = self.typed_items::<T>(rel, key)?;
        if !whole {
            self.incomplete.insert(key);
        }
        let list = FieldPath::of(key);
        let places = items
            .iter()
            .map(|(i, _)| (rel.to_owned(), list.index(*i)))
            .collect();
        self.places.insert(key, places);
        Some(items.into_iter().map(|(_, item)| item).collect())
    }

    /// Where each item of the catalogue `key` came from: its file and field
    /// path, in the order of the items, once they could all be read.
    pub(crate) fn places(&self, key: &str) -> &[(String, FieldPath)] {
        self.places.get(key).map_or(&[], Vec::as_slice)
    }

    /// Deserializes the whole file `rel` as `T`, or a file a shop may go
    /// without: `T::default()` when it is not there.
    pub(crate) fn typed_or_default<T: DeserializeOwned + JsonSchema + Default>(
        &mut self,
        rel: &str,
    ) -> Option<T> {
        if self.files.contains_key(rel) {
            self.typed(rel)
        } else {
            Some(T::default())
        }
    }

    /// Deserializes the whole file `rel` as `T`.
    pub(crate) fn typed<T: DeserializeOwned + JsonSchema>(&mut self, rel: &str) -> Option<T> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let sink = RefCell::new(Vec::new());
        let groups = Groups::of::<T>();
        let value = from_node(&parsed.source, tree, &FieldPath::root(), &groups, &sink);
        self.settle(sink.into_inner(), value)
    }

    /// The items of a file shaped `key: [items]` that could be read, each
    /// with its place in the list, and whether they are all of them. `None`
    /// when the file holds no list to read. It is read item by item, so
    /// that every broken item is reported, not just the first.
    fn typed_items<T: DeserializeOwned + JsonSchema + Send>(
        &mut self,
        rel: &str,
        key: &'static str,
    ) -> Option<(Vec<(usize, T)>, bool)> {
        let parsed = self.files.get(rel)?;
        let tree = parsed.tree.as_ref()?;
        let file = parsed.source.name.as_str();
        let sink = RefCell::new(Vec::new());
        let groups = Groups::of::<T>();
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
            NodeKind::Map(entries) => {
                for (k, _) in entries.iter().filter(|(k, _)| *k.name != *key) {
                    sink.borrow_mut().push(unknown_key(
                        &parsed.source,
                        &FieldPath::root(),
                        k,
                        &[key],
                    ));
                }
                match entries.iter().find(|(k, _)| *k.name == *key) {
                    Some((
                        _,
                        Node {
                            kind: NodeKind::Seq(items),
                            ..
                        },
                    )) => {
                        // A spreadsheet row that could not be read was
                        // reported where it was found.
                        let readable: Vec<(usize, &Node)> = items
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| {
                                !parsed.source.sheet.as_ref().is_some_and(|s| s.unread(*i))
                            })
                            .collect();
                        // Each item on its own core with its own sink; what
                        // they found joins the file's in the items' order.
                        let each = crate::parallel::map_in_order(readable, |(i, item)| {
                            let found = RefCell::new(Vec::new());
                            let path = list.index(i);
                            let value = from_node(&parsed.source, item, &path, &groups, &found);
                            (value.map(|v| (i, v)), found.into_inner())
                        });
                        let mut read = Vec::with_capacity(each.len());
                        for (value, found) in each {
                            sink.borrow_mut().extend(found);
                            read.extend(value);
                        }
                        let whole = read.len() == items.len();
                        Some((read, whole))
                    }
                    Some((_, other)) => {
                        from_node::<Vec<T>>(&parsed.source, other, &list, &groups, &sink)
                            .map(|items| (items.into_iter().enumerate().collect(), true))
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
        let found = sink.into_inner();
        let failed = found.iter().any(|d| d.is_error() && !d.stood_in);
        self.diagnostics.extend(found);
        items.map(|(items, whole)| (items, whole && !failed))
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
        .hint("create it; docs/owner/content.md lists every content file and what it holds")
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
            rule: "a catalogue file may be at most 128 MB",
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

/// A list's files together at least this large are parsed on every core.
const PARSED_APART_FROM: usize = 1 << 20;

/// The file at `rel` parsed: its YAML tree, what parsing it found, and
/// whether it is a spreadsheet, left unparsed for `Files::parse_sheets`,
/// which knows its columns.
fn parse(rel: &str, source: Source) -> (ParsedFile, Vec<Diagnostic>, bool) {
    if rel.ends_with(".csv") {
        // A byte-order mark (Excel writes one) is no part of the text.
        let source = match source.text.strip_prefix('\u{feff}') {
            Some(text) => Source::new(source.name.clone(), text),
            None => source,
        };
        return (ParsedFile { source, tree: None }, Vec::new(), true);
    }
    let mut soft = Vec::new();
    let tree = match crate::read::syntax::parse(&source, &mut soft) {
        Ok(Some(tree)) => Some(tree),
        Ok(None) => {
            soft.push(
                Diagnostic::error(&source.name, "this file is empty")
                    .at(0..0)
                    .hint(format!(
                        "docs/owner/content.md says what `{rel}` holds; the file must not be empty"
                    )),
            );
            None
        }
        Err(d) => {
            soft.push(d);
            None
        }
    };
    (ParsedFile { source, tree }, soft, false)
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
                "this file is {}, and with the catalogue's files before it ({}) that is more than the 128 MB they may take together",
                human_size(size),
                human_size(limit.before)
            )
        };
        let hint = if limit.bytes == MAX_FILE_BYTES {
            "content files hold a few kilobytes of text; check that this is the right file"
        } else {
            "100,000 products with descriptions and photos take about 64 MB as CSV; check that this is the right file"
        };
        Diagnostic::error(name, message).hint(hint)
    };
    if meta.len() > limit.bytes {
        return Err(too_big(meta.len()).into());
    }
    // Read at most one byte past the limit, in case the file grew meanwhile,
    // into room for the whole file: a catalogue read into a growing buffer
    // was copied and faulted in several times over.
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).map_or(0, |n| n + 1));
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
                SAVE_CSV_AS_UTF8
            } else {
                "save the file as UTF-8 in your editor (\"Save with encoding\" → UTF-8)"
            });
            Err(ReadError::NotUtf8(d, source))
        }
    }
}

/// How to save a spreadsheet so that every character of it is kept: the
/// help for a byte that is not UTF-8, and for a ₹ that became `?`.
pub(crate) const SAVE_CSV_AS_UTF8: &str = "save the sheet again as UTF-8: in Excel, File → Save As, with the file type \"CSV UTF-8 (Comma delimited) (*.csv)\" (not \"CSV (Comma delimited)\"); in Google Sheets, File → Download → Comma-separated values (.csv)";

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
                .rule(crate::diagnostic::Rule::StrayFile);
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

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Default, PartialEq, Deserialize, JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Words {
        #[serde(default)]
        heading: String,
    }

    #[test]
    fn an_optional_file_may_be_missing_and_is_then_its_default() {
        let known = ["a.yaml", "b.yaml"];
        let texts = [("a.yaml", "heading: A\n")];
        let mut files = Files::from_texts(&texts, &known, &["b.yaml"], &[]);
        assert_eq!(files.diagnostics, []);
        assert_eq!(
            files.typed_or_default::<Words>("a.yaml"),
            Some(Words {
                heading: "A".to_owned()
            })
        );
        assert_eq!(
            files.typed_or_default::<Words>("b.yaml"),
            Some(Words::default())
        );

        // Written, it is read as any file is, and a mistake in it told.
        let texts = [("a.yaml", "heading: A\n"), ("b.yaml", "heding: B\n")];
        let mut files = Files::from_texts(&texts, &known, &["b.yaml"], &[]);
        assert_eq!(files.typed_or_default::<Words>("b.yaml"), None);
        assert_eq!(files.diagnostics[0].message, "unknown key `heding`");

        // A file that is not optional is missing.
        let files = Files::from_texts(&[("a.yaml", "heading: A\n")], &known, &[], &[]);
        assert_eq!(files.diagnostics.len(), 1);
        assert_eq!(files.diagnostics[0].message, "this content file is missing");
    }
}
