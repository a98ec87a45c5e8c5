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
use shopsite_render::catalogue::{Catalogue, Probe};
use shopsite_render::view::{Page, ProductsView};
use shopsite_render::{BaseUrl, Documents, OutFile, PageData, RenderError};

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
    let mut written = |(files, bytes): (usize, u64)| {
        summary.files += files;
        summary.bytes += bytes;
    };
    let client = frontend.files()?.into_iter().map(|(rel, path)| {
        let bytes = std::fs::read(&path).map_err(|e| Error::io("cannot read", &path, &e))?;
        Ok(OutFile { path: rel, bytes })
    });
    written(write_all(&staging, client)?);
    let pages = shopsite_render::derive::pages(content, &base);
    let (routes, catalogue): (Vec<&PageData>, Vec<&PageData>) =
        pages.iter().partition(|p| p.catalogue_page().is_none());
    // node renders the routes; the catalogue's pages 2 and on are filled into
    // templates it renders once (`shopsite_render::catalogue`).
    let mut files: Vec<String> = routes.iter().map(|data| data.data_file()).collect();
    let route_data = routes
        .iter()
        .map(|data| Ok(shopsite_render::data_file(data)));
    written(write_all(&staging, route_data)?);
    let probe = catalogue.first().and_then(|data| Probe::new(data));
    if let Some(probe) = &probe {
        let json = serde_json::to_vec(probe).expect("the probe serializes");
        staging.write(PROBE, &json)?;
        files.push(format!("{TEMPLATES}{PROBE}"));
    }
    // While node prerenders, the link-preview images the output lacks are
    // drawn and the catalogue's data files written: none of them needs the
    // others.
    let wanted = shopsite_render::og::images(content, &base, &frontend.assets, &pages);
    let pages_all = &pages;
    let (prerendered, images, data) = std::thread::scope(|scope| {
        let images = scope.spawn(|| images::files(&wanted, options.out));
        let data = scope.spawn(|| {
            let pages = catalogue
                .iter()
                .map(|data| shopsite_render::data_file(data));
            let index = shopsite_render::catalogue_index_file(pages_all);
            write_all(&staging, pages.chain(index).map(Ok))
        });
        let prerendered = prerender.run(&frontend.server_bundle, staging.path(), &files);
        (prerendered, join(images), join(data))
    });
    let mut prerendered = prerendered?;
    let (images, counts) = images?;
    written(data?);
    let templates = probe.and_then(|probe| {
        std::fs::remove_file(staging.path().join(PROBE)).ok()?;
        let answer = prerendered.bodies.remove(&format!("{TEMPLATES}{PROBE}"))?;
        Catalogue::new(&probe, &answer).ok()
    });
    // A page no template fits is rendered by React directly.
    let direct: Vec<String> = catalogue
        .iter()
        .filter(|data| templates.is_none() || !shopsite_render::catalogue::fits(products(data)))
        .map(|data| data.data_file())
        .collect();
    if !direct.is_empty() {
        let more = prerender.run(&frontend.server_bundle, staging.path(), &direct)?;
        prerendered.bodies.extend(more.bodies);
        prerendered.stderr.extend(more.stderr);
    }
    summary.prerender_stderr = prerendered.stderr;
    let bodies = &prerendered.bodies;
    let documents = Documents::new(content, &base, &frontend.assets, &pages);
    let document = |data: &PageData| -> Result<OutFile, Error> {
        let body = match bodies.get(&data.data_file()) {
            Some(body) => std::borrow::Cow::Borrowed(body.as_str()),
            None => match &templates {
                Some(t) if data.catalogue_page().is_some() => t
                    .body(products(data))
                    .map(std::borrow::Cow::Owned)
                    .ok_or(RenderError::NoPage(data.page.route()))
                    .map_err(|e| Error::render(&e))?,
                _ => return Err(Error::render(&RenderError::NoPage(data.page.route()))),
            },
        };
        documents.page(data, &body).map_err(|e| Error::render(&e))
    };
    // Each page is written as soon as it is made, on every core.
    written(in_parallel(&pages, |chunk| {
        write_all(&staging, chunk.iter().map(document))
    })?);
    let rest = documents.site_files(&pages).into_iter().chain(images);
    written(write_all(&staging, rest.map(Ok))?);
    summary.images = counts;
    summary.pages = pages.len();
    staging.commit()?;
    Ok(summary)
}

/// The probe for the catalogue's templates, in the staging folder only
/// while node reads it.
const PROBE: &str = ".templates-probe.json";
/// How the prerender is asked for templates (`prerender.mjs`).
const TEMPLATES: &str = "templates:";

/// What a thread returned, or its panic, passed on.
fn join<T>(handle: std::thread::ScopedJoinHandle<'_, T>) -> T {
    handle
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// The catalogue page `data` is.
fn products(data: &PageData) -> &ProductsView {
    match &data.page {
        Page::Products(view) => view,
        _ => unreachable!("only the catalogue's pages are filled in"),
    }
}

/// Writes each of `files` into the staging folder as it comes: how many
/// files, and how many bytes.
fn write_all(
    staging: &Staging,
    files: impl IntoIterator<Item = Result<OutFile, Error>>,
) -> Result<(usize, u64), Error> {
    let (mut n, mut bytes) = (0, 0);
    for file in files {
        let file = file?;
        staging.write(&file.path, &file.bytes)?;
        n += 1;
        bytes += file.bytes.len() as u64;
    }
    Ok((n, bytes))
}

/// `work` on `items` split into one run of neighbours per core, the counts
/// added up. What each run writes depends on its items alone, so the output
/// is the same however the runs interleave.
fn in_parallel<T: Sync>(
    items: &[T],
    work: impl Fn(&[T]) -> Result<(usize, u64), Error> + Sync,
) -> Result<(usize, u64), Error> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per_thread = items.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let runs: Vec<_> = items
            .chunks(per_thread)
            .map(|chunk| scope.spawn(|| work(chunk)))
            .collect();
        let mut total = (0, 0);
        for run in runs {
            let (n, bytes) = join(run)?;
            total.0 += n;
            total.1 += bytes;
        }
        Ok(total)
    })
}
