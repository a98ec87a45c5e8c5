//! The shop's content: YAML files in, typed and validated structs out.
//!
//! This crate knows nothing about HTML. It reads every file in the content
//! directory once, reports every problem it finds (syntax, types and the
//! shop's own rules) as [`Diagnostic`]s with file, position, field path and a
//! hint, and hands the validated [`Content`] to the renderer.

pub mod diagnostic;
pub mod model;
pub mod resolve;
pub mod rules;
pub mod schema;
pub mod source;

mod de;
mod load;
mod validate;
mod yaml;

use std::path::Path;

pub use diagnostic::{Diagnostic, Severity};
pub use load::FILES;
pub use source::Source;

use model::{
    AboutPage, Course, HomePage, NotFoundPage, Playlist, Product, ProductsPage, RepairsFile,
    RepairsPage, SiteFile, TrainingPage, VideosPage,
};

/// The validated content of the whole site. Phone numbers are normalized to
/// 10 digits and `site.base_url` ends with `/`.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub site: SiteFile,
    pub courses: Vec<Course>,
    pub products: Vec<Product>,
    pub playlists: Vec<Playlist>,
    pub repairs: RepairsFile,
    pub pages: Pages,
}

/// The words of each page.
#[derive(Debug, Clone, PartialEq)]
pub struct Pages {
    pub home: HomePage,
    pub training: TrainingPage,
    pub products: ProductsPage,
    pub videos: VideosPage,
    pub repairs: RepairsPage,
    pub about: AboutPage,
    pub not_found: NotFoundPage,
}

/// The result of loading: the files as read, every problem, and the content
/// when there were no errors (warnings allowed).
#[derive(Debug)]
pub struct Loaded {
    pub sources: Vec<Source>,
    pub diagnostics: Vec<Diagnostic>,
    pub content: Option<Content>,
}

impl Loaded {
    pub fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.diagnostics.len() - self.errors()
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
        };
    }
    finish(load::Files::read(dir))
}

/// Loads content from texts in memory, as `(path relative to content/, text)`.
/// Files not given are reported as missing.
pub fn load_texts(texts: &[(&'static str, &str)]) -> Loaded {
    finish(load::Files::from_texts(texts))
}

fn finish(mut files: load::Files) -> Loaded {
    let mut partial = files.typed_content();
    let semantic = validate::validate(&files, &mut partial);
    let mut diagnostics = std::mem::take(&mut files.diagnostics);
    diagnostics.extend(semantic);
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
    let sources = files.files.into_values().map(|p| p.source).collect();
    Loaded {
        sources,
        diagnostics,
        content,
    }
}
