//! The frontend build that the site is made with: its client files, the
//! manifest that names them, the stylesheet whose parts the pages inline
//! (each route's, `.vite/routes-css.json`) and the server bundle the
//! engines render with.
//!
//! The binary carries the frontend it was built with (`frontend/dist`, put
//! there by `build.rs` when cargo builds it, and again whenever that folder
//! changes: `crate::carried`), so `shopsite` needs nothing on disk but
//! the content. `--frontend DIR` reads another one from disk instead: the
//! frontend's developers' (`just dev`), and the tests' stand-ins.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use shopsite_render::Assets;
use shopsite_render::manifest::ROUTES_CSS;
use walkdir::WalkDir;

use crate::error::Error;

const MANIFEST: &str = "client/.vite/manifest.json";
const SERVER: &str = "server/entry-server.js";

/// Whether the frontend build in `dir` has the files a site cannot be made
/// without: the client build's manifest and the server bundle. Vite writes
/// the manifest last, once its plugins are done, so a folder it is still
/// writing has not.
pub fn has_its_files(dir: &Path) -> bool {
    [MANIFEST, SERVER]
        .iter()
        .all(|file| dir.join(file).is_file())
}

/// The frontend build that the site is made with.
pub struct Frontend {
    /// The client build's files that go into the site as they are, by their
    /// path there, in a stable order.
    files: Vec<(String, Cow<'static, [u8]>)>,
    /// The server bundle, which both engines run.
    pub server: Server,
    pub assets: Assets,
}

/// The server bundle: one script that sets `globalThis.shopsiteServer`
/// (`frontend/vite.server.config.ts`).
#[derive(Debug, Clone)]
pub struct Server {
    pub source: Arc<str>,
    /// Where it is from, which a stack trace names: its file, or the
    /// frontend inside the binary.
    pub name: String,
}

/// Where a frontend's files are read from.
enum Origin<'a> {
    Carried,
    Dir(&'a Path),
}

impl Frontend {
    /// The frontend in `dir`, or the one the binary carries when there is
    /// no `dir`.
    pub fn locate(dir: Option<&Path>) -> Result<Frontend, Error> {
        let (origin, files) = match dir {
            Some(dir) => (Origin::Dir(dir), read_dir(dir)?),
            None => (Origin::Carried, carried()?),
        };
        Frontend::from_files(&origin, files)
    }

    fn from_files(
        origin: &Origin<'_>,
        mut files: BTreeMap<String, Cow<'static, [u8]>>,
    ) -> Result<Frontend, Error> {
        let path = |rel: &str| match origin {
            Origin::Dir(dir) => dir.join(rel).display().to_string(),
            Origin::Carried => format!("{rel} (in the frontend shopsite carries)"),
        };
        let not_built = |rel: &str| {
            Error::new(format!(
                "the frontend has not been built: `{}` is missing",
                path(rel)
            ))
            .with_hint("run `just build`, which builds the frontend and then the site (or `npm --prefix frontend run build`)")
        };
        let manifest = files.remove(MANIFEST).ok_or_else(|| not_built(MANIFEST))?;
        let server = files.remove(SERVER).ok_or_else(|| not_built(SERVER))?;
        let rebuild = |rel: &str, e: &dyn std::fmt::Display| {
            Error::new(format!("cannot use `{}`: {e}", path(rel)))
                .with_hint("rebuild the frontend with `just build`")
        };
        let text = std::str::from_utf8(&manifest).map_err(|e| rebuild(MANIFEST, &e))?;
        let parsed = shopsite_render::manifest::parse(text).map_err(|e| rebuild(MANIFEST, &e))?;
        let source = String::from_utf8(server.into_owned()).map_err(|e| rebuild(SERVER, &e))?;
        let css_rel = format!("client/{}", parsed.stylesheet);
        let css_file = files.remove(&css_rel).ok_or_else(|| not_built(&css_rel))?;
        let css = String::from_utf8(css_file.to_vec()).map_err(|e| rebuild(&css_rel, &e))?;
        let mut assets = Assets::new(css, parsed.islands)
            .map_err(|e| {
                Error::new(format!("cannot use `{}`: {e}", path(&css_rel))).with_hint(
                    "the stylesheet is `frontend/src/styles.css`: fix it there, then run `just build`",
                )
            })?
            .with_enhancements(parsed.enhancements);
        // Each route's part of the stylesheet, what its first screen uses,
        // with the whole of it linked at each page's fold; a frontend
        // without them (the tests' stand-ins) inlines the whole of it in
        // every page.
        let routes_rel = format!("client/{ROUTES_CSS}");
        if let Some(routes) = files.remove(&routes_rel) {
            let text = std::str::from_utf8(&routes).map_err(|e| rebuild(&routes_rel, &e))?;
            assets = assets
                .with_routes_css(text, parsed.stylesheet.clone())
                .map_err(|e| rebuild(&routes_rel, &e))?;
            // Copied into the site, then: each page links it.
            files.insert(css_rel, css_file);
        }
        let files = files
            .into_iter()
            .filter_map(|(rel, bytes)| {
                let rel = rel.strip_prefix("client/")?;
                // Vite's own folder: the manifest, and what else it keeps.
                (!rel.starts_with(".vite/")).then(|| (rel.to_owned(), bytes))
            })
            .collect();
        Ok(Frontend {
            files,
            server: Server {
                source: source.into(),
                name: path(SERVER),
            },
            assets,
        })
    }

    /// The client build's files (the islands' scripts, the favicon), as
    /// `(path in the site, bytes)`, in a stable order.
    pub fn files(&self) -> &[(String, Cow<'static, [u8]>)] {
        &self.files
    }
}

/// The frontend the binary carries, by each file's path under `dist/`:
/// `frontend/dist` as it was when the binary was built, its client build
/// and server bundle, not what else a developer's build may leave there.
fn carried() -> Result<BTreeMap<String, Cow<'static, [u8]>>, Error> {
    some_carried(
        crate::carried::FRONTEND
            .iter()
            .map(|&(rel, bytes)| (rel.to_owned(), Cow::Borrowed(bytes)))
            .collect(),
    )
}

/// `files`, unless they lack the client build's manifest: a binary built
/// before the frontend carries none, and says so in one line.
fn some_carried(
    files: BTreeMap<String, Cow<'static, [u8]>>,
) -> Result<BTreeMap<String, Cow<'static, [u8]>>, Error> {
    if !files.contains_key(MANIFEST) {
        return Err(Error::new(
            "this shopsite was built without its frontend: build it with `just build` (or `npm --prefix frontend run build`, then `cargo build`), or give one with `--frontend DIR`",
        ));
    }
    Ok(files)
}

/// The client build and the server bundle in `dir`, by each file's path there.
fn read_dir(dir: &Path) -> Result<BTreeMap<String, Cow<'static, [u8]>>, Error> {
    let mut files = BTreeMap::new();
    let client = dir.join("client");
    let paths = WalkDir::new(&client)
        .sort_by_file_name()
        .into_iter()
        // A frontend that is not there is told of by the manifest it lacks.
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .chain(Some(dir.join(SERVER)).filter(|p| p.is_file()));
    for path in paths {
        let rel = relative(dir, &path);
        let bytes = std::fs::read(&path).map_err(|e| Error::io("cannot read", &path, &e))?;
        files.insert(rel, Cow::Owned(bytes));
    }
    Ok(files)
}

/// `path` under `dir`, with `/` between its parts on any system.
fn relative(dir: &Path, path: &Path) -> String {
    path.strip_prefix(dir)
        .expect("walked under the frontend folder")
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the owner reads when their shopsite carries no frontend: one
    /// line that says how to get one.
    #[test]
    fn a_binary_without_its_frontend_says_how_to_get_one_in_one_line() {
        let error = some_carried(BTreeMap::new()).unwrap_err();
        assert_eq!(
            crate::report::error_plain(&error),
            "error: this shopsite was built without its frontend: build it with `just build` \
             (or `npm --prefix frontend run build`, then `cargo build`), or give one with \
             `--frontend DIR`\n\n"
        );
        // Files without the client build's manifest are no frontend either.
        let server = BTreeMap::from([(SERVER.to_owned(), Cow::Borrowed(&b""[..]))]);
        assert!(some_carried(server).is_err());
        // This binary carries one, which `build` finds with no `--frontend`.
        assert!(
            crate::carried::FRONTEND
                .iter()
                .any(|&(rel, _)| rel == MANIFEST)
        );
        assert!(Frontend::locate(None).is_ok());
    }
}
