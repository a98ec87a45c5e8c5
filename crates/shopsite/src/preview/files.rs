//! The output folder's files, served as a static host serves them: by
//! tower-http's `ServeDir`, which refuses `..` and encoded slashes, adds
//! `index.html` to a folder and redirects a folder asked for without its
//! trailing `/`, lists no folder, and answers what it lacks with `404.html`
//! (status 404). Around it, the site's sub-path (`/shop/`), and a guard
//! against symlinks, which `ServeDir` would follow out of the folder.

use std::future::Future;
use std::io;
use std::path::{Path, PathBuf};
use std::pin::Pin;

use axum::extract::Request;
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use tower::ServiceExt;
use tower_http::services::fs::{Backend, TokioBackend, TokioFile};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_status::SetStatus;

/// Answers `request` with a file of `out`, for a site whose base path is
/// `base` (`/` or `/shop/`): a request outside the base gets `404.html`, and
/// the root of a site under a sub-path redirects to it.
pub async fn serve(out: &Path, base: &str, request: Request) -> Response {
    let path = request.uri().path();
    if base != "/" && (path == "/" || path == base.trim_end_matches('/')) {
        return Redirect::temporary(base).into_response();
    }
    let request = match within(base, request) {
        Ok(request) => request,
        Err(request) => return not_found(out).oneshot(request).await.into_response(),
    };
    ServeDir::with_backend(out, Inside::new(out))
        .redirect_path_prefix(base.trim_end_matches('/'))
        .not_found_service(not_found(out))
        .oneshot(request)
        .await
        .into_response()
}

/// The site's `404.html`, with status 404. Without one (no build yet), an
/// empty 404.
fn not_found(out: &Path) -> SetStatus<ServeFile> {
    SetStatus::new(ServeFile::new(out.join("404.html")), StatusCode::NOT_FOUND)
}

/// `request` with `base` taken off the front of its path, `/shop/a/` to
/// `/a/`; itself, as an error, when its path is not under `base`.
fn within(base: &str, mut request: Request) -> Result<Request, Request> {
    if base == "/" {
        return Ok(request);
    }
    let uri = request.uri();
    let Some(rest) = uri.path().strip_prefix(base) else {
        return Err(request);
    };
    let query = uri.query().map(|q| format!("?{q}")).unwrap_or_default();
    match Uri::builder()
        .path_and_query(format!("/{rest}{query}"))
        .build()
    {
        Ok(uri) => {
            *request.uri_mut() = uri;
            Ok(request)
        }
        Err(_) => Err(request),
    }
}

/// The file system, less what lies outside the output folder once symlinks
/// are resolved: such a path is not found.
#[derive(Clone)]
struct Inside {
    root: PathBuf,
}

impl Inside {
    fn new(root: &Path) -> Inside {
        Inside {
            root: root.to_path_buf(),
        }
    }

    async fn check(&self, path: &Path) -> io::Result<()> {
        let (real, root) = (
            tokio::fs::canonicalize(path).await?,
            tokio::fs::canonicalize(&self.root).await?,
        );
        if real.starts_with(root) {
            Ok(())
        } else {
            Err(io::ErrorKind::NotFound.into())
        }
    }
}

type Boxed<T> = Pin<Box<dyn Future<Output = io::Result<T>> + Send>>;

impl Backend for Inside {
    type File = TokioFile;
    type Metadata = std::fs::Metadata;
    type OpenFuture = Boxed<TokioFile>;
    type MetadataFuture = Boxed<std::fs::Metadata>;

    fn open(&self, path: PathBuf) -> Self::OpenFuture {
        let inside = self.clone();
        Box::pin(async move {
            inside.check(&path).await?;
            TokioBackend.open(path).await
        })
    }

    fn metadata(&self, path: PathBuf) -> Self::MetadataFuture {
        let inside = self.clone();
        Box::pin(async move {
            inside.check(&path).await?;
            TokioBackend.metadata(path).await
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("dist");
        std::fs::create_dir_all(out.join("training")).unwrap();
        std::fs::create_dir_all(out.join("assets")).unwrap();
        std::fs::write(out.join("index.html"), "home").unwrap();
        std::fs::write(out.join("404.html"), "missing").unwrap();
        std::fs::write(out.join("training/index.html"), "training").unwrap();
        std::fs::write(out.join("assets/app.js"), "js").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
        dir
    }

    /// The status, the `Location` and the body of `path` from `out`.
    async fn get(out: &Path, base: &str, path: &str) -> (u16, String, String) {
        let request = Request::builder().uri(path).body(Default::default());
        let response = serve(out, base, request.unwrap()).await;
        let location = response
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_owned())
            .unwrap_or_default();
        let status = response.status().as_u16();
        let body = axum::body::to_bytes(response.into_body(), usize::MAX);
        let body = String::from_utf8(body.await.unwrap().to_vec()).unwrap();
        (status, location, body)
    }

    fn ok(body: &str) -> (u16, String, String) {
        (200, String::new(), body.to_owned())
    }

    fn redirect(to: &str) -> (u16, String, String) {
        (307, to.to_owned(), String::new())
    }

    fn missing() -> (u16, String, String) {
        (404, String::new(), "missing".to_owned())
    }

    #[tokio::test]
    async fn files_folders_and_redirects() {
        let dir = site();
        let out = dir.path().join("dist");
        for (base, path, want) in [
            ("/", "/", ok("home")),
            ("/", "/training/", ok("training")),
            ("/", "/training", redirect("/training/")),
            ("/", "/assets/app.js", ok("js")),
            ("/", "/assets/", missing()),
            ("/", "/nope", missing()),
            ("/shop/", "/", redirect("/shop/")),
            ("/shop/", "/shop", redirect("/shop/")),
            ("/shop/", "/shop/", ok("home")),
            ("/shop/", "/shop/training/", ok("training")),
            ("/shop/", "/shop/training", redirect("/shop/training/")),
            ("/shop/", "/training/", missing()),
        ] {
            assert_eq!(get(&out, base, path).await, want, "{base} {path}");
        }
    }

    #[tokio::test]
    async fn nothing_outside_the_output_folder() {
        let dir = site();
        let out = dir.path().join("dist");
        for path in [
            "/../secret.txt",
            "/assets/../../secret.txt",
            "/%2e%2e/secret.txt",
            "/%2E%2E/%2E%2E/etc/passwd",
            "/assets%2F..%2F..%2Fsecret.txt",
            "/..%5csecret.txt",
            "/%00/index.html",
            "/%ff/index.html",
            "//etc/passwd",
        ] {
            assert_eq!(get(&out, "/", path).await, missing(), "{path}");
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("secret.txt"), out.join("leak.txt"))
                .unwrap();
            std::os::unix::fs::symlink("/etc", out.join("etc")).unwrap();
            std::os::unix::fs::symlink(dir.path(), out.join("up")).unwrap();
            for path in ["/leak.txt", "/etc/passwd", "/etc", "/up/secret.txt", "/up/"] {
                assert_eq!(get(&out, "/", path).await, missing(), "{path}");
            }
            // A symlink that stays inside is followed, as a host would.
            std::os::unix::fs::symlink(out.join("assets"), out.join("static")).unwrap();
            assert_eq!(get(&out, "/", "/static/app.js").await, ok("js"));
        }
    }
}
