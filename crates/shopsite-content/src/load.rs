//! Loading the shop's content: what the owner wrote, read from the
//! content folder ([`crate::read`]), the shop's place put into its texts
//! ([`crate::place`]), typed by the content file table ([`crate::table`])
//! and checked by the rules ([`crate::validate`]), every problem at once.

use std::ops::Range;
use std::path::Path;
use std::sync::LazyLock;

use crate::diagnostic::{Diagnostic, Rule, Severity};
use crate::example::{Example, TEXTS};
use crate::path::FieldPath;
use crate::read::files::Files;
use crate::read::source::Source;
use crate::read::{syntax, yaml};
use crate::table::{self, Content, FILES, LIST_FILES, OPTIONAL_FILES};
use crate::{place, validate};

/// The result of loading: the files as read, every problem, and the content
/// when there were no errors (warnings allowed).
#[derive(Debug)]
pub struct Loaded {
    pub sources: Vec<Source>,
    pub diagnostics: Vec<Diagnostic>,
    pub content: Option<Content>,
    /// What is still the example shop's (`shopsite new`'s), told one kind
    /// at a time with the place of each: errors for publishing. Building
    /// and previewing are told all of it as one warning.
    pub leftovers: Vec<Diagnostic>,
    /// The files of each list other than its one YAML file that were read:
    /// its spreadsheet export and the files of its folder, by path under the
    /// content folder (`products.csv`, `products/cases.yaml`). The editor at
    /// `/admin/` changes only the YAML file, and says so of these.
    pub beside_yaml: Vec<String>,
}

impl Loaded {
    pub fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.diagnostics.len() - self.errors()
    }

    /// The same content judged for publishing: what a new shop may build
    /// and preview with must not go live with the example shop's values in
    /// it, nor with a photo that says where it was taken in the
    /// repository. The one warning about the example becomes its errors,
    /// one for each kind with the place of each, where the warning was;
    /// each warning of a rule that refuses publishing
    /// ([`Rule::refuses_publishing`]) becomes an error, saying why after
    /// its hint; and there is no content to build.
    pub fn for_publishing(mut self) -> Loaded {
        let leftovers = std::mem::take(&mut self.leftovers);
        if let Some(at) = self
            .diagnostics
            .iter()
            .position(|d| d.rule == Some(Rule::Example))
        {
            self.diagnostics.splice(at..=at, leftovers);
        }
        for d in &mut self.diagnostics {
            let Some(why) = d.rule.and_then(Rule::refuses_publishing) else {
                continue;
            };
            d.severity = Severity::Error;
            d.rule = None;
            if let Some(hint) = &mut d.hint {
                hint.push_str("; ");
                hint.push_str(why);
            }
        }
        if self.errors() > 0 {
            self.content = None;
        }
        self
    }
}

/// Loads and validates every content file under `dir`.
pub fn load(dir: &Path) -> Loaded {
    if !dir.is_dir() {
        let name = dir.to_string_lossy().into_owned();
        let d = Diagnostic::error(&name, "the content folder does not exist")
            .hint("run shopsite from the project folder, or pass the folder with `--content DIR`");
        return Loaded {
            sources: Vec::new(),
            diagnostics: vec![d],
            content: None,
            leftovers: Vec::new(),
            beside_yaml: Vec::new(),
        };
    }
    finish(
        Files::read(dir, FILES, OPTIONAL_FILES, LIST_FILES),
        None,
        None,
        Some(example()),
    )
}

/// [`load`], and warnings where a text still names the place the shop had
/// `before` (the last build's, [`place::Place`]), and at `geo:` when the
/// address changed but the position did not; and, at the moment `now`, at
/// each special day that is over by the shop's clock. Loading itself never
/// asks the time: the output of a build never depends on the day it runs.
pub fn load_remembering(
    dir: &Path,
    before: Option<&place::Place>,
    now: Option<jiff::Timestamp>,
) -> Loaded {
    if !dir.is_dir() {
        return load(dir);
    }
    finish(
        Files::read(dir, FILES, OPTIONAL_FILES, LIST_FILES),
        before,
        now,
        Some(example()),
    )
}

/// Loads content from texts in memory, as `(path relative to content/, text)`.
/// Files not given are reported as missing; a catalogue's other files
/// (`products/*.yaml`, `products.csv`) are read when given.
pub fn load_texts(texts: &[(&'static str, &str)]) -> Loaded {
    finish(
        Files::from_texts(texts, FILES, OPTIONAL_FILES, LIST_FILES),
        None,
        None,
        Some(example()),
    )
}

/// The example shop `shopsite new` writes ([`crate::example`]), read once,
/// and not compared with itself.
fn example() -> &'static Example {
    static EXAMPLE: LazyLock<Example> = LazyLock::new(|| {
        let loaded = load_example();
        let errors: Vec<_> = loaded.diagnostics.iter().filter(|d| d.is_error()).collect();
        let content = loaded
            .content
            .unwrap_or_else(|| panic!("the example shop passes its own check: {errors:#?}"));
        Example {
            files: Files::from_texts(TEXTS, FILES, OPTIONAL_FILES, LIST_FILES),
            content,
        }
    });
    &EXAMPLE
}

fn load_example() -> Loaded {
    finish(
        Files::from_texts(TEXTS, FILES, OPTIONAL_FILES, LIST_FILES),
        None,
        None,
        None,
    )
}

/// The example shop's name, which `shopsite new` puts the owner's in place of.
pub fn example_name() -> &'static str {
    &example().content.site.name
}

/// Where the value at a field path such as `products[3].price` is in the text
/// of a content file: its byte range, or `None` when the text does not parse
/// or has no such value.
///
/// A tool that changes one value can splice its new text in there and keep
/// the rest of the owner's file (comments, order, quoting) exactly as it was.
pub fn locate(text: &str, path: &FieldPath) -> Option<Range<usize>> {
    let tree = syntax::parse(&Source::new("", text), &mut Vec::new()).ok()??;
    let node = tree.lookup(path)?;
    let mut span = node.span.clone();
    if let yaml::NodeKind::Scalar { plain: false, .. } = node.kind {
        // The parser spans a block scalar's lines only: take in its `>-` or
        // `|` indicator, and leave out the indentation of the line after it.
        let before = &text[..span.start];
        let head_line = before.trim_end_matches([' ', '\t']).strip_suffix('\n');
        if let Some(head_line) = head_line {
            let line = &head_line[head_line.rfind('\n').map_or(0, |i| i + 1)..];
            let code = line.split(" #").next().unwrap_or(line).trim_end();
            let token = code.rsplit(' ').next().unwrap_or(code);
            if token.starts_with(['|', '>']) {
                span.start = head_line.len() - line.len() + (code.len() - token.len());
                span.end = span.start.max(text[..span.end].trim_end().len());
            }
        }
    }
    Some(span)
}

/// Reads, checks and compares with `example` what `files` hold.
/// The field paths of the texts of a content file's `text` that hold
/// `part`, in order; none when the text does not parse. With [`locate`], a
/// tool can change a word in each of them, e.g. the example shop's name.
pub fn holding(text: &str, part: &str) -> Vec<FieldPath> {
    match syntax::parse(&Source::new("", text), &mut Vec::new()) {
        Ok(Some(tree)) => validate::leftovers::holding(&tree, part),
        _ => Vec::new(),
    }
}

fn finish(
    mut files: Files,
    before: Option<&place::Place>,
    now: Option<jiff::Timestamp>,
    example: Option<&Example>,
) -> Loaded {
    let unknown = place::substitute(&mut files);
    let mut partial = table::Partial::read(&mut files);
    let (semantic, leftovers) = validate::validate(&files, &mut partial, &unknown, now, example);
    let moved = match (before, &partial.site) {
        (Some(before), Some(site)) => place::remembered(&files, site, before),
        _ => Vec::new(),
    };
    let mut diagnostics = std::mem::take(&mut files.diagnostics);
    diagnostics.extend(semantic);
    diagnostics.extend(moved);
    // Stable order: by file, then by position, errors before warnings at one spot.
    diagnostics.sort_by(|a, b| {
        (&a.file, a.span.as_ref().map(|s| s.start), a.severity).cmp(&(
            &b.file,
            b.span.as_ref().map(|s| s.start),
            b.severity,
        ))
    });
    let content = partial
        .complete()
        .filter(|_| !diagnostics.iter().any(Diagnostic::is_error));
    let beside_yaml = files
        .files
        .keys()
        .filter(|rel| LIST_FILES.iter().any(|l| l.in_dir(rel) || *rel == l.csv))
        .cloned()
        .collect();
    let sources = files.files.into_values().map(|p| p.source).collect();
    Loaded {
        sources,
        diagnostics,
        content,
        leftovers,
        beside_yaml,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_shop_is_read_with_no_problem_at_all() {
        assert_eq!(load_example().diagnostics, Vec::new());
        assert_eq!(example_name(), "Example Phone Care");
    }

    #[test]
    fn a_lists_spreadsheet_and_folder_files_are_named_beside_its_yaml() {
        // The example keeps every list in YAML, all of it editable at /admin/.
        assert_eq!(load_example().beside_yaml, Vec::<String>::new());
        let mut texts = TEXTS.to_vec();
        texts.push(("products/cases.yaml", "products: []\n"));
        texts.push(("repair-prices.csv", "brand,model,issue,price,time,note\n"));
        texts.push((
            "products.csv",
            "id,title,price,in_stock\nglass-a15,Glass for Galaxy A15,149,true\n",
        ));
        let loaded = load_texts(&texts);
        assert_eq!(
            loaded.beside_yaml,
            ["products.csv", "products/cases.yaml", "repair-prices.csv"]
        );
    }
}
