//! The frontend build that the site is made with: where its client files,
//! server bundle and manifest are, and which of its files go into the site.

use std::path::{Path, PathBuf};

use shopsite_render::Assets;
use walkdir::WalkDir;

use super::prerender::Server;
use crate::error::Error;

/// The frontend build that the site is made with.
pub struct Frontend {
    client: PathBuf,
    /// The server bundle, and its startup snapshot when it has a current one.
    pub server: Server,
    pub assets: Assets,
    /// The stylesheet's file, which every page inlines, so it is not copied.
    stylesheet: String,
}

impl Frontend {
    pub fn locate(dir: &Path) -> Result<Frontend, Error> {
        let client = dir.join("client");
        let manifest = client.join(".vite/manifest.json");
        let server_bundle = dir.join("server/entry-server.js");
        let (snapshot, no_snapshot) = current(
            &dir.join("snapshot/prerender.blob"),
            &server_bundle,
            "node loads the bundle, about 25 ms later; `just build` makes a new snapshot",
        );
        let (embedded, no_embedded) = current(
            &dir.join("embedded/entry-server.js"),
            &server_bundle,
            "node renders the pages, about 50 ms later; `just build` makes a new one",
        );
        let not_built = |missing: &Path| {
            Error::new(format!(
                "the frontend has not been built: `{}` is missing",
                missing.display()
            ))
            .with_hint("run `just build`, which builds the frontend and then the site (or `npm --prefix frontend run build`)")
        };
        let text = std::fs::read_to_string(&manifest).map_err(|_| not_built(&manifest))?;
        if !server_bundle.is_file() {
            return Err(not_built(&server_bundle));
        }
        let rebuild = |e: String| {
            Error::new(format!("cannot use `{}`: {e}", manifest.display()))
                .with_hint("rebuild the frontend with `just build`")
        };
        let parsed = shopsite_render::manifest::parse(&text).map_err(rebuild)?;
        let css_path = client.join(&parsed.stylesheet);
        let css = std::fs::read_to_string(&css_path).map_err(|_| not_built(&css_path))?;
        let assets = Assets::new(css, parsed.islands)
            .map_err(|e| {
                Error::new(format!("cannot use `{}`: {e}", css_path.display())).with_hint(
                    "the stylesheet is `frontend/src/styles.css`: fix it there, then run `just build`",
                )
            })?
            .with_enhancements(parsed.enhancements);
        Ok(Frontend {
            client,
            server: Server {
                bundle: server_bundle,
                snapshot,
                no_snapshot,
                embedded,
                no_embedded,
            },
            assets,
            stylesheet: parsed.stylesheet,
        })
    }

    /// The client build's files, except Vite's own `.vite/` folder and the
    /// inlined stylesheet, as `(path in the site, path on disk)`, in a stable
    /// order.
    pub fn files(&self) -> Result<Vec<(String, PathBuf)>, Error> {
        let mut files = Vec::new();
        let walk = WalkDir::new(&self.client)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| e.depth() != 1 || e.file_name() != ".vite");
        for entry in walk {
            let entry =
                entry.map_err(|e| Error::new(format!("cannot read the frontend build: {e}")))?;
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

/// A file made from the server bundle (the startup snapshot, the embedded
/// engine's script), when it is there and as new as `bundle`: Vite's
/// watcher (`just dev`) rebuilds the bundle without them, and then they
/// would render the frontend as it was. One that is there but older comes
/// with why it is not used: so `instead` happens.
fn current(made: &Path, bundle: &Path, instead: &str) -> (Option<PathBuf>, Option<String>) {
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    match (modified(made), modified(bundle)) {
        (Some(at), Some(bundle_at)) if at >= bundle_at => (Some(made.to_path_buf()), None),
        (Some(_), _) => (
            None,
            Some(format!(
                "`{}` is older than the server bundle, so {instead}",
                made.display()
            )),
        ),
        (None, _) => (None, None),
    }
}
