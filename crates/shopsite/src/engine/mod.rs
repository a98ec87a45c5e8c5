//! The build engine: content → view data → prerender → HTML, sitemap,
//! robots and link-preview images → staging folder → swapped into the
//! output. `shopsite build` runs it once; `shopsite serve` runs it on every
//! save.

mod frontend;
mod images;
mod prerender;
mod staging;

use std::path::Path;

use shopsite_content::{Content, Loaded};
use shopsite_render::{BaseUrl, OutFile};

use crate::error::Error;
use frontend::Frontend;
pub use images::Images;
pub use prerender::Prerender;
use staging::Staging;
pub use staging::staging_prefix;

/// What the build was asked to do.
pub struct Options<'a> {
    pub out: &'a Path,
    /// Overrides `base_url` from `site.yaml`.
    pub base_url: Option<&'a str>,
    /// The frontend's build folder, with `client/` and `server/`.
    pub frontend: &'a Path,
}

/// What the build wrote.
#[derive(Debug)]
pub struct Summary {
    /// The address the site was built for.
    pub base_url: BaseUrl,
    pub pages: usize,
    pub files: usize,
    pub bytes: u64,
    /// The link-preview images: drawn, or reused from the last build.
    pub images: Images,
    /// What the prerender printed on stderr without failing, line by line.
    pub prerender_stderr: Vec<String>,
}

/// A build that replaced the output.
#[derive(Debug)]
pub struct Built {
    /// The content it was built from: its diagnostics are all warnings.
    pub loaded: Loaded,
    pub summary: Summary,
}

/// Why a build left the output as it was.
#[derive(Debug)]
pub enum Failure {
    /// The content has errors, which its diagnostics tell; nothing was built.
    Content(Loaded),
    /// The content was fine (`loaded` may still hold warnings); its build was not.
    Build { loaded: Loaded, error: Error },
}

/// Loads and checks the content in `content_dir`, then builds. Prints
/// nothing: the diagnostics come back with the result, which the caller
/// reports (see [`crate::report`]).
pub fn load_and_build(
    content_dir: &Path,
    options: &Options<'_>,
    prerender: &mut Prerender,
) -> Result<Built, Failure> {
    let loaded = shopsite_content::load(content_dir);
    let Some(content) = &loaded.content else {
        return Err(Failure::Content(loaded));
    };
    match build(content, options, prerender) {
        Ok(summary) => Ok(Built { loaded, summary }),
        Err(error) => Err(Failure::Build { loaded, error }),
    }
}

/// Builds the site from validated `content` into `options.out`.
fn build(
    content: &Content,
    options: &Options<'_>,
    prerender: &mut Prerender,
) -> Result<Summary, Error> {
    let raw_base = options.base_url.unwrap_or(&content.site.base_url);
    let base = BaseUrl::parse(raw_base).map_err(|e| {
        Error::new(format!("the base URL `{raw_base}` cannot be used: {e}"))
            .with_hint("give the full address the site is published at, e.g. `https://example.github.io/shop/`")
    })?;
    let frontend = Frontend::locate(options.frontend)?;
    let staging = Staging::new(options.out)?;
    let mut summary = Summary {
        base_url: base.clone(),
        pages: 0,
        files: 0,
        bytes: 0,
        images: Images::default(),
        prerender_stderr: Vec::new(),
    };
    let mut write = |file: &OutFile| -> Result<(), Error> {
        staging.write(&file.path, &file.bytes)?;
        summary.files += 1;
        summary.bytes += file.bytes.len() as u64;
        Ok(())
    };

    for (rel, path) in frontend.files()? {
        let bytes = std::fs::read(&path).map_err(|e| Error::io("cannot read", &path, &e))?;
        write(&OutFile { path: rel, bytes })?;
    }
    let pages = shopsite_render::derive::pages(content, &base);
    for file in shopsite_render::data_files(&pages) {
        write(&file)?;
    }
    // The link-preview images the output lacks are drawn while node
    // prerenders the pages: the two share nothing, and each takes a while.
    let files: Vec<String> = pages.iter().map(|p| p.data_file()).collect();
    let wanted = shopsite_render::og::images(content, &base, &frontend.assets, &pages);
    let (prerendered, images) = std::thread::scope(|scope| {
        let images = scope.spawn(|| images::files(&wanted, options.out));
        let prerendered = prerender.run(&frontend.server_bundle, staging.path(), &files);
        let images = images
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (prerendered, images)
    });
    let prerendered = prerendered?;
    let (images, counts) = images?;
    summary.prerender_stderr = prerendered.stderr;
    let bodies = &prerendered.bodies;
    let documents = shopsite_render::documents(content, &base, &frontend.assets, &pages, bodies)
        .map_err(|e| Error::render(&e))?;
    for file in &documents {
        write(file)?;
    }
    for file in &images {
        write(file)?;
    }
    summary.images = counts;
    summary.pages = pages.len();
    staging.commit()?;
    Ok(summary)
}
