//! The build engine: content → view data → prerender → HTML, sitemap,
//! robots and link-preview images → staging folder → swapped into the
//! output. `shopsite build` runs it once; `shopsite serve` runs it on every
//! save.

mod digests;
mod embedded;
mod frontend;
mod images;
mod keep;
mod node;
mod photos;
pub mod place;
mod prerender;
mod privacy;
mod renderer;
mod staging;
mod templates;
mod walk;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use shopsite_content::model::Repository;
use shopsite_content::{Content, Loaded};
use shopsite_render::{BaseUrl, ByPlace, Documents, PageData, Site, admin};

use crate::error::Error;
use frontend::Frontend;
pub use frontend::has_its_files as frontend_has_its_files;
pub use images::PreviewCounts;
pub use photos::Photos;
pub use prerender::{Engine, Prerender};
use staging::Staging;
pub use staging::staging_prefix;

/// What the build was asked to do.
pub struct Options<'a> {
    pub out: &'a Path,
    /// Overrides `base_url` from `site.yaml`.
    pub base_url: Option<&'a str>,
    /// The frontend's build folder, with `client/` and `server/`; without
    /// one, the frontend the binary carries.
    pub frontend: Option<&'a Path>,
}

/// What the build wrote.
#[derive(Debug)]
pub struct Summary {
    /// The address the site was built for.
    pub base_url: BaseUrl,
    pub pages: usize,
    /// The pages rendered; the others were kept from an earlier build,
    /// their inputs unchanged ([`digests`]).
    pub rendered: usize,
    /// Of the pages rendered, those filled from React's template of their
    /// layout ([`templates`]), and how many templates.
    pub filled: usize,
    pub templates: usize,
    pub files: usize,
    pub bytes: u64,
    /// The link-preview images: drawn, or reused from the last build.
    pub previews: PreviewCounts,
    /// The files of the owner's photos: encoded, or reused.
    pub photos: Photos,
    /// What the prerender printed on stderr without failing, line by line.
    pub prerender_stderr: Vec<String>,
    /// What the owner should know of the files written besides the pages.
    pub warnings: Vec<shopsite_render::Warning>,
    /// How long each step of the build took, in order.
    pub steps: Vec<(&'static str, Duration)>,
}

impl Summary {
    /// What was done with the images: `link previews: 0 drawn, 7 reused`,
    /// and `, photos: 17 encoded, 0 reused` when the shop has photos.
    pub fn images(&self) -> String {
        let photos = self.photos;
        if photos == Photos::default() {
            self.previews.to_string()
        } else {
            format!("{}, {photos}", self.previews)
        }
    }
}

/// The steps of a build as they end: each one's name and how long it took.
struct Steps {
    last: Instant,
    done: Vec<(&'static str, Duration)>,
}

impl Steps {
    fn start() -> Steps {
        Steps {
            last: Instant::now(),
            done: Vec::new(),
        }
    }

    /// The step called `name` ends now.
    fn end(&mut self, name: &'static str) {
        let now = Instant::now();
        self.done.push((name, now - self.last));
        self.last = now;
    }
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
pub enum BuildFailure {
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
) -> Result<Built, BuildFailure> {
    let mut steps = Steps::start();
    privacy::remove_locations(content_dir);
    let frontend = Frontend::locate(options.frontend);
    let before = place::recall(options.out);
    let mut loaded = shopsite_content::load_remembering(content_dir, before.as_ref(), Some(now()));
    let Some(content) = loaded.content.as_mut() else {
        return Err(BuildFailure::Content(loaded));
    };
    steps.end("read and check the content");
    let photos = match photos::make(content, options.out) {
        Ok(photos) => photos,
        Err(photos::PhotoFailure::Content(problems)) => {
            loaded.diagnostics.extend(problems);
            loaded.content = None;
            return Err(BuildFailure::Content(loaded));
        }
        Err(photos::PhotoFailure::Build(error)) => {
            return Err(BuildFailure::Build { loaded, error });
        }
    };
    steps.end("make the photos");
    let content = loaded.content.as_ref().expect("checked above");
    let input = Input {
        content,
        beside_yaml: &loaded.beside_yaml,
    };
    match frontend.and_then(|frontend| build(input, &frontend, options, prerender, steps, photos)) {
        Ok(summary) => Ok(Built { loaded, summary }),
        Err(error) => Err(BuildFailure::Build { loaded, error }),
    }
}

/// The moment `check` and `build` judge the special days by (one that is
/// over is a warning): `SOURCE_DATE_EPOCH`, seconds since 1970, when it is
/// set, as reproducible builds name the time of a build; else now. Only a
/// warning depends on it, never a page.
pub fn now() -> jiff::Timestamp {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|secs| secs.trim().parse::<i64>().ok())
        .and_then(|secs| jiff::Timestamp::from_second(secs).ok())
        .unwrap_or_else(jiff::Timestamp::now)
}

/// What a build is made from: the validated content, and what the editor
/// at `/admin/` must say it cannot change
/// ([`shopsite_content::Loaded::beside_yaml`]).
struct Input<'a> {
    content: &'a Content,
    beside_yaml: &'a [String],
}

/// Builds the site from validated `content` into `options.out`, step by
/// step; each step is a function below, named for what it does.
fn build(
    Input {
        content,
        beside_yaml,
    }: Input<'_>,
    frontend: &Frontend,
    options: &Options<'_>,
    prerender: &mut Prerender,
    mut steps: Steps,
    (photo_files, photos): (Vec<photos::PhotoFile>, Photos),
) -> Result<Summary, Error> {
    let base = base_url(content, options)?;
    let staging = Staging::new(options.out)?;
    let last = digests::Last::read(options.out, staging.dir());
    let out = Output::new(&staging);
    copy_frontend(&out, frontend)?;
    write_photos(&out, &staging, photo_files, options.out)?;
    steps.end("copy the frontend");
    let site = Site::new(content, &base);
    let pages = site.pages();
    let previews = site.previews(&frontend.assets, &pages);
    let documents = Documents::new(&site, &frontend.assets, &pages, &previews);
    let reuse = Reuse {
        last: &last,
        shared: digests::shared(frontend.files(), &frontend.server.source, &documents),
        staging: &staging,
        previous: options.out,
    };
    steps.end("derive the view data");
    // The link-preview images and the data files need nothing of the
    // prerender, nor it of them: they are made while node renders.
    let (images, counts, written) = std::thread::scope(|scope| {
        let images = scope.spawn(|| images::files(&previews.cards, options.out));
        let data = scope.spawn(|| write_data_files(&out, &site, &pages));
        let stderr = write_pages(&out, &site, frontend, &documents, &pages, prerender, &reuse);
        join(data)?;
        let (images, counts) = join(images)?;
        Ok::<_, Error>((images, counts, stderr?))
    })?;
    steps.end("render and write the pages");
    for file in documents.site_files(&pages).into_iter().chain(images) {
        out.write(&file.path, &file.bytes)?;
    }
    write_editor(&out, content, beside_yaml, &base)?;
    let warnings = documents.warnings();
    steps.end("write the sitemap, headers and previews");
    let (files, bytes) = (out.files(), out.bytes());
    staging.commit()?;
    place::remember(
        options.out,
        &shopsite_content::place::Place::of(&content.site),
    );
    last.write(options.out, written.digests);
    steps.end("swap the new site in");
    let summary = Summary {
        base_url: base,
        pages: written.pages,
        rendered: written.rendered,
        filled: written.filled,
        templates: written.templates,
        files,
        bytes,
        previews: counts,
        photos,
        prerender_stderr: written.stderr,
        warnings,
        steps: steps.done,
    };
    Ok(summary)
}

/// The address the site is built for: `--base-url` or `SHOPSITE_BASE_URL`
/// when given, else `base_url` in `site.yaml`.
fn base_url(content: &Content, options: &Options<'_>) -> Result<BaseUrl, Error> {
    let Some(raw) = options.base_url else {
        return Ok(BaseUrl::of_site(&content.site.base_url));
    };
    BaseUrl::parse(raw).map_err(|e| {
        Error::new(format!("the base URL `{raw}` cannot be used: {e}"))
            .with_hint("give the full address the site is published at, e.g. `https://example.github.io/shop/`")
    })
}

/// The frontend's client files (the islands' scripts, the favicon), as
/// built, the editor's gzipped script (`admin/*.gz`) inflated.
fn copy_frontend(out: &Output<'_>, frontend: &Frontend) -> Result<(), Error> {
    for (rel, bytes) in frontend.files() {
        match rel.strip_suffix(".gz") {
            Some(plain) if rel.starts_with(admin::DIR) => {
                let mut text = Vec::with_capacity(bytes.len() * 4);
                std::io::Read::read_to_end(
                    &mut flate2::read::GzDecoder::new(&bytes[..]),
                    &mut text,
                )
                .map_err(|e| {
                    Error::new(format!("cannot inflate `{rel}` of the frontend: {e}"))
                        .with_hint("rebuild the frontend with `just build`")
                })?;
                out.write(plain, &text)?;
            }
            _ => out.write(rel, bytes)?,
        }
    }
    Ok(())
}

/// The repository the editor at `/admin/` saves to: `GITHUB_REPOSITORY`,
/// which GitHub Actions sets to the one the publish workflow runs in, else
/// `repository` in `site.yaml`.
fn editor_repository(content: &Content) -> Result<Option<Repository>, Error> {
    match std::env::var("GITHUB_REPOSITORY") {
        Ok(name) if !name.trim().is_empty() => name
            .parse::<Repository>()
            .map(Some)
            .map_err(|e| Error::new(format!("GITHUB_REPOSITORY: {}", e.message)).with_hint(e.hint)),
        _ => Ok(content.site.repository.clone()),
    }
}

/// `admin/`: the editor's page, its configuration, made from the content
/// files' schemas, and its web app manifest (its script and fonts are the
/// frontend's, [`copy_frontend`]).
fn write_editor(
    out: &Output<'_>,
    content: &Content,
    beside_yaml: &[String],
    base: &BaseUrl,
) -> Result<(), Error> {
    let repository = editor_repository(content)?;
    let schemas: Vec<(&str, serde_json::Value)> = shopsite_content::schema::schemas()
        .into_iter()
        .map(|(path, text)| {
            let schema = serde_json::from_str(&text).expect("a schema is JSON");
            (path, schema)
        })
        .collect();
    let dir = admin::DIR;
    let shop = &content.site.name;
    let files = [
        (
            "index.html",
            admin::index(repository.as_ref(), shop, beside_yaml),
        ),
        (
            "config.yml",
            admin::config(&schemas, repository.as_ref(), base, shop),
        ),
        ("manifest.webmanifest", admin::manifest(shop)),
    ];
    for (name, text) in files {
        out.write(&format!("{dir}{name}"), text.as_bytes())?;
    }
    Ok(())
}

/// The photos' files: each one newly encoded written, each one reused kept
/// where the build writes when it is there, else copied from the output.
fn write_photos(
    out: &Output<'_>,
    staging: &Staging,
    files: Vec<photos::PhotoFile>,
    previous: &Path,
) -> Result<(), Error> {
    for file in files {
        if let Some(bytes) = &file.bytes {
            out.write(&file.path, bytes)?;
        } else if let Some(len) = file
            .in_next
            .then(|| {
                // Found whole there a moment ago, before the folder became
                // the staging folder: only its size is asked.
                staging.keep_file(&file.path, |p| std::fs::metadata(p).ok().map(|m| m.len()))
            })
            .flatten()
        {
            out.kept(len);
        } else {
            // From the last output, or from the site before it when that
            // could not become the staging folder.
            let from = previous.join(&file.path);
            let bytes = std::fs::read(&from)
                .or_else(|e| {
                    staging::next_folder(previous)
                        .and_then(|next| std::fs::read(next.join(&file.path)).ok())
                        .ok_or(e)
                })
                .map_err(|e| Error::io("cannot read", &from, &e))?;
            out.write(&file.path, &bytes)?;
        }
    }
    Ok(())
}

/// Every page's view data (`data/<route>.json`, `data/products/page-<n>.json`),
/// the catalogue's index for the filters, and each brand's repair prices
/// for the finder (`data/repairs/<brand>.json`).
fn write_data_files(out: &Output<'_>, site: &Site<'_>, pages: &[PageData]) -> Result<(), Error> {
    for file in site.data_files(pages) {
        out.write(&file.path, &file.bytes)?;
    }
    Ok(())
}

/// What the build may reuse of the sites before it, and how it tells.
struct Reuse<'a> {
    last: &'a digests::Last,
    /// The digest of what every page shares ([`digests::shared`]).
    shared: sha2::Sha256,
    staging: &'a Staging,
    /// The output, to copy unchanged pages from.
    previous: &'a Path,
}

/// What [`write_pages`] did.
struct Written {
    pages: usize,
    rendered: usize,
    /// Of those, the pages filled from React's templates ([`templates`]),
    /// and how many templates.
    filled: usize,
    templates: usize,
    /// What the render printed on stderr.
    stderr: Vec<String>,
    /// Each page's digest and size, by its path, for the next build.
    digests: BTreeMap<String, (digests::Digest, u64)>,
}

/// How many pages a build holds in memory: a cold build's every page, or
/// the pages a rebuild has to render, found as it sorts them; with more, it
/// makes them again for each pass instead.
const STASH: usize = 1_000;

/// Every page ([`Site::every_page`]), rendered by React (or filled from
/// React's markup of its layout, [`templates`]) and wrapped in its
/// document, written as soon as it is made; or, when its inputs are those
/// of a page an earlier build wrote ([`digests`]), kept or copied as it is.
fn write_pages(
    out: &Output<'_>,
    site: &Site<'_>,
    frontend: &Frontend,
    documents: &Documents<'_>,
    pages: &[PageData],
    prerender: &mut Prerender,
    reuse: &Reuse<'_>,
) -> Result<Written, Error> {
    let made = Mutex::new(BTreeMap::new());
    let record = |path: String, digest: digests::Digest, len: u64| {
        made.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(path, (digest, len));
    };
    let done = |data: Cow<'_, PageData>, body: String| {
        let file = documents
            .page(&data, &body)
            .map_err(|e| Error::render(&e))?;
        out.write(&file.path, &file.bytes)?;
        let digest = digests::page(&reuse.shared, documents, &data);
        record(file.path, digest, file.bytes.len() as u64);
        Ok(())
    };
    let every = site.by_place(pages);
    let count = every.count();
    let render =
        |prerender: &mut Prerender, count: usize, pages: templates::PagesByPlace<'_, '_>| {
            templates::render(
                prerender,
                &frontend.server,
                &site.shell,
                count,
                pages,
                &done,
            )
        };
    let rendered;
    let made_by;
    if reuse.last.is_empty() && count <= STASH {
        // Nothing to reuse, and few pages: each is made once and held, for
        // the templates' two passes ([`templates::render`]). The pages of
        // a 500-model price list took about 20 ms to make, each time.
        let held: Vec<Cow<'_, PageData>> = (0..count).map(|i| every.get(i)).collect();
        rendered = count;
        made_by = render(prerender, count, &|i| Cow::Borrowed(held[i].as_ref()))?;
    } else if reuse.last.is_empty() {
        // Nothing to reuse: every page is rendered, made again for each
        // pass rather than held.
        rendered = count;
        made_by = render(prerender, count, &|i| every.get(i))?;
    } else {
        let sorted = sort(out, documents, reuse, &every, &record)?;
        rendered = sorted.render.len();
        made_by = if rendered == 0 {
            templates::Rendered::default()
        } else {
            match sorted.stash {
                Some(stash) => render(prerender, rendered, &|k| Cow::Borrowed(stash[k].as_ref()))?,
                // Too many to hold: made again, and the others passed by.
                None => render(prerender, rendered, &|k| every.get(sorted.render[k]))?,
            }
        };
    }
    let digests = made.into_inner().unwrap_or_else(PoisonError::into_inner);
    Ok(Written {
        pages: count,
        rendered,
        filled: made_by.filled,
        templates: made_by.templates,
        stderr: made_by.stderr,
        digests,
    })
}

/// The pages to render, of `every`: by their place in it, and themselves
/// when they are few ([`STASH`]), in the same order.
struct Sorted<'p> {
    render: Vec<usize>,
    stash: Option<Vec<Cow<'p, PageData>>>,
}

/// Goes through every page, each made on whichever core is free: keeps, or
/// copies from the output, each page whose digest says an earlier build
/// wrote it, and returns the others, to render.
fn sort<'p>(
    out: &Output<'_>,
    documents: &Documents<'_>,
    reuse: &Reuse<'_>,
    every: &ByPlace<'p>,
    record: &(dyn Fn(String, digests::Digest, u64) + Sync),
) -> Result<Sorted<'p>, Error> {
    use rayon::iter::{IntoParallelIterator, ParallelIterator};
    let render = Mutex::new(Vec::new());
    let stash = Mutex::new(Vec::new());
    let over = AtomicBool::new(false);
    (0..every.count())
        .into_par_iter()
        .try_for_each(|i| -> Result<(), Error> {
            let data = every.get(i);
            let digest = digests::page(&reuse.shared, documents, &data);
            let path = data.file();
            match reuse.last.fate(&path, &digest) {
                digests::Fate::Keep(len) => {
                    let whole = |p: &Path| {
                        std::fs::metadata(p)
                            .ok()
                            .filter(|m| m.is_file() && m.len() == len)
                            .map(|m| m.len())
                    };
                    if reuse.staging.keep_file(&path, whole).is_some() {
                        out.kept(len);
                        record(path, digest, len);
                        return Ok(());
                    }
                }
                digests::Fate::Copy => {
                    if let Ok(bytes) = std::fs::read(reuse.previous.join(&path)) {
                        out.write(&path, &bytes)?;
                        record(path, digest, bytes.len() as u64);
                        return Ok(());
                    }
                }
                digests::Fate::Render => {}
            }
            render
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(i);
            if !over.load(Ordering::Relaxed) {
                let mut stash = stash.lock().unwrap_or_else(PoisonError::into_inner);
                if stash.len() < STASH {
                    stash.push((i, data));
                } else {
                    over.store(true, Ordering::Relaxed);
                    stash.clear();
                }
            }
            Ok(())
        })?;
    let mut render = render.into_inner().unwrap_or_else(PoisonError::into_inner);
    render.sort_unstable();
    let stash = (!over.into_inner()).then(|| {
        let mut stash = stash.into_inner().unwrap_or_else(PoisonError::into_inner);
        stash.sort_unstable_by_key(|(i, _)| *i);
        stash.into_iter().map(|(_, data)| data).collect()
    });
    Ok(Sorted { render, stash })
}

/// What a thread returned, or its panic, passed on.
fn join<T>(handle: std::thread::ScopedJoinHandle<'_, T>) -> T {
    handle
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// The staging folder, counting what is written into it, from any thread.
struct Output<'a> {
    staging: &'a Staging,
    files: AtomicUsize,
    bytes: AtomicU64,
}

impl<'a> Output<'a> {
    fn new(staging: &'a Staging) -> Output<'a> {
        Output {
            staging,
            files: AtomicUsize::new(0),
            bytes: AtomicU64::new(0),
        }
    }

    fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), Error> {
        self.staging.write(rel, bytes)?;
        self.files.fetch_add(1, Ordering::Relaxed);
        self.bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed);
        Ok(())
    }

    /// A file the staging folder already held, kept as it was.
    fn kept(&self, len: u64) {
        self.files.fetch_add(1, Ordering::Relaxed);
        self.bytes.fetch_add(len, Ordering::Relaxed);
    }

    fn files(&self) -> usize {
        self.files.load(Ordering::Relaxed)
    }

    fn bytes(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }
}
