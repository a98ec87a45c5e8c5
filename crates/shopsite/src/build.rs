//! `shopsite build`'s work: content → view data → prerender → HTML, sitemap
//! and robots → staging folder → swapped into the output.

use std::fmt;
use std::path::{Path, PathBuf};

use shopsite_content::Content;
use shopsite_render::{Assets, BaseUrl, OutFile};
use walkdir::WalkDir;

use crate::output::{Staging, io_error};
use crate::prerender::Prerender;
use crate::report;

/// The folders every command that builds takes: `build` and `serve`.
#[derive(Debug, clap::Args)]
pub struct SiteArgs {
    /// The folder that holds the content files.
    #[arg(long, value_name = "DIR", default_value = "content")]
    pub content: PathBuf,
    /// Where to write the site. Replaced only when the build succeeds.
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub out: PathBuf,
    /// The frontend's build folder (made by `npm --prefix frontend run build`).
    #[arg(long, value_name = "DIR", default_value = "frontend/dist")]
    pub frontend: PathBuf,
}

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
    pub base_url: String,
    pub pages: usize,
    pub files: usize,
    pub bytes: u64,
}

/// A build failure, told the way the content diagnostics are.
#[derive(Debug)]
pub struct BuildError {
    message: String,
    detail: Option<String>,
    hint: Option<String>,
}

impl BuildError {
    pub fn new(message: impl Into<String>) -> BuildError {
        BuildError {
            message: message.into(),
            detail: None,
            hint: None,
        }
    }

    pub fn detail(mut self, detail: impl Into<String>) -> BuildError {
        self.detail = Some(detail.into());
        self
    }

    pub fn hint(mut self, hint: impl Into<String>) -> BuildError {
        self.hint = Some(hint.into());
        self
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "error: {}", self.message)?;
        for line in self.detail.iter().flat_map(|d| d.lines()) {
            writeln!(f, "  | {line}")?;
        }
        if let Some(hint) = &self.hint {
            writeln!(f, "  = help: {hint}")?;
        }
        Ok(())
    }
}

/// The frontend build that the site is made with.
struct Frontend {
    client: PathBuf,
    server_bundle: PathBuf,
    assets: Assets,
    /// The stylesheet's file, which every page inlines, so it is not copied.
    stylesheet: String,
}

impl Frontend {
    fn locate(dir: &Path) -> Result<Frontend, BuildError> {
        let client = dir.join("client");
        let manifest = client.join(".vite/manifest.json");
        let server_bundle = dir.join("server/entry-server.js");
        let not_built = |missing: &Path| {
            BuildError::new(format!(
                "the frontend has not been built: `{}` is missing",
                missing.display()
            ))
            .hint("run `just build`, which builds the frontend and then the site (or `npm --prefix frontend run build`)")
        };
        let text = std::fs::read_to_string(&manifest).map_err(|_| not_built(&manifest))?;
        if !server_bundle.is_file() {
            return Err(not_built(&server_bundle));
        }
        let rebuild = |e: String| {
            BuildError::new(format!("cannot use `{}`: {e}", manifest.display()))
                .hint("rebuild the frontend with `just build`")
        };
        let parsed = shopsite_render::manifest::parse(&text).map_err(rebuild)?;
        let css_path = client.join(&parsed.stylesheet);
        let css = std::fs::read_to_string(&css_path).map_err(|_| not_built(&css_path))?;
        // The stylesheet goes inside <style>: it must not be able to end it.
        if css.to_ascii_lowercase().contains("</style") {
            return Err(rebuild(format!(
                "`{}` contains `</style`, which would end the inline stylesheet",
                css_path.display()
            )));
        }
        Ok(Frontend {
            client,
            server_bundle,
            assets: Assets {
                css,
                islands: parsed.islands,
            },
            stylesheet: parsed.stylesheet,
        })
    }

    /// The client build's files, except Vite's own `.vite/` folder and the
    /// inlined stylesheet, as `(path in the site, path on disk)`, in a stable
    /// order.
    fn files(&self) -> Result<Vec<(String, PathBuf)>, BuildError> {
        let mut files = Vec::new();
        let walk = WalkDir::new(&self.client)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| e.depth() != 1 || e.file_name() != ".vite");
        for entry in walk {
            let entry = entry
                .map_err(|e| BuildError::new(format!("cannot read the frontend build: {e}")))?;
            if entry.file_type().is_file() {
                let rel = entry
                    .path()
                    .strip_prefix(&self.client)
                    .expect("walked under the client folder");
                let rel = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy())
                    .collect::<Vec<_>>()
                    .join("/");
                if rel != self.stylesheet {
                    files.push((rel, entry.into_path()));
                }
            }
        }
        Ok(files)
    }
}

/// Loads and checks the content in `content_dir`, then builds. Prints the
/// diagnostics and any build error to stderr as it goes, and ends a failure
/// with the line that says the output was not changed. The error is the
/// problem's text as the terminal showed it, without colour.
pub fn load_and_build(
    content_dir: &Path,
    options: &Options<'_>,
    prerender: &mut Prerender,
) -> Result<Summary, String> {
    let loaded = shopsite_content::load(content_dir);
    report::diagnostics(&loaded);
    let Some(content) = &loaded.content else {
        let count = format!("content has {}", report::plural(loaded.errors(), "error"));
        eprintln!("{count}; {} was not changed", options.out.display());
        return Err(report::render_plain(&loaded) + &count);
    };
    build(content, options, prerender).map_err(|e| {
        eprint!("{e}");
        eprintln!("{} was not changed", options.out.display());
        e.to_string()
    })
}

/// Builds the site from validated `content` into `options.out`.
pub fn build(
    content: &Content,
    options: &Options<'_>,
    prerender: &mut Prerender,
) -> Result<Summary, BuildError> {
    let raw_base = options.base_url.unwrap_or(&content.site.base_url);
    let base = BaseUrl::parse(raw_base).map_err(|e| {
        BuildError::new(format!("the base URL `{raw_base}` cannot be used: {e}"))
            .hint("give the full address the site is published at, e.g. `https://example.github.io/shop/`")
    })?;
    let frontend = Frontend::locate(options.frontend)?;
    let staging = Staging::new(options.out)?;
    let mut summary = Summary {
        base_url: base.url().to_owned(),
        pages: 0,
        files: 0,
        bytes: 0,
    };
    let mut write = |file: &OutFile| -> Result<(), BuildError> {
        staging.write(&file.path, &file.bytes)?;
        summary.files += 1;
        summary.bytes += file.bytes.len() as u64;
        Ok(())
    };

    for (rel, path) in frontend.files()? {
        let bytes = std::fs::read(&path).map_err(|e| io_error("cannot read", &path, &e))?;
        write(&OutFile { path: rel, bytes })?;
    }
    let pages = shopsite_render::derive::pages(content, &base);
    for file in shopsite_render::data_files(&pages) {
        write(&file)?;
    }
    let bodies = prerender.run(&frontend.server_bundle, staging.path())?;
    let documents = shopsite_render::documents(content, &base, &frontend.assets, &pages, &bodies)
        .map_err(BuildError::new)?;
    for file in &documents {
        write(file)?;
    }
    summary.pages = pages.len();
    staging.commit()?;
    Ok(summary)
}
