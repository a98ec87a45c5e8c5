//! Which file a request path names, without ever leaving the output folder.

use std::path::{Path, PathBuf};

use percent_encoding::percent_decode_str;

/// What a request path resolves to.
#[derive(Debug, PartialEq, Eq)]
pub enum Resolved {
    File(PathBuf),
    /// A folder asked for without its trailing `/`, or the root of a site
    /// that lives under a sub-path: where static hosts redirect to.
    Redirect(String),
    NotFound,
}

/// Resolves the raw (still percent-encoded) `path` of a request against the
/// output folder `out`, for a site whose base path is `base` (`/` or `/shop/`).
///
/// Every segment is decoded on its own and refused when it is `.` or `..` or
/// holds a `/`, `\` or NUL once decoded, so neither `/../` nor `%2e%2e` nor an
/// encoded slash can climb out; and the final path, symlinks resolved, must
/// still be inside `out`.
pub fn resolve(out: &Path, base: &str, path: &str) -> Resolved {
    if base != "/" && (path == "/" || path == base.trim_end_matches('/')) {
        return Resolved::Redirect(base.to_owned());
    }
    let Some(rel) = path.strip_prefix(base) else {
        return Resolved::NotFound;
    };
    let mut file = out.to_path_buf();
    for segment in rel.split('/').filter(|s| !s.is_empty()) {
        let Ok(decoded) = percent_decode_str(segment).decode_utf8() else {
            return Resolved::NotFound;
        };
        if decoded == "."
            || decoded == ".."
            || decoded.contains(['/', '\\', '\0'])
            || Path::new(decoded.as_ref()).is_absolute()
        {
            return Resolved::NotFound;
        }
        file.push(decoded.as_ref());
    }
    let Ok(meta) = std::fs::metadata(&file) else {
        return Resolved::NotFound;
    };
    if meta.is_dir() {
        if !path.ends_with('/') {
            return Resolved::Redirect(format!("{path}/"));
        }
        file.push("index.html");
        if !file.is_file() {
            return Resolved::NotFound; // no folder listings
        }
    }
    match (file.canonicalize(), out.canonicalize()) {
        (Ok(real), Ok(root)) if real.starts_with(&root) => Resolved::File(file),
        _ => Resolved::NotFound,
    }
}

/// The Content-Type of a file, with a charset for text.
pub fn content_type(path: &Path) -> String {
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let text = mime.type_() == "text"
        || ["javascript", "json", "xml", "svg"]
            .iter()
            .any(|t| mime.subtype().as_str().contains(t) || mime.essence_str().ends_with(t));
    if text {
        format!("{}; charset=utf-8", mime.essence_str())
    } else {
        mime.essence_str().to_owned()
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
        std::fs::write(out.join("training/index.html"), "training").unwrap();
        std::fs::write(out.join("assets/app.js"), "js").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
        dir
    }

    #[test]
    fn files_folders_and_redirects() {
        let dir = site();
        let out = dir.path().join("dist");
        assert_eq!(
            resolve(&out, "/", "/"),
            Resolved::File(out.join("index.html"))
        );
        assert_eq!(
            resolve(&out, "/", "/training/"),
            Resolved::File(out.join("training/index.html"))
        );
        assert_eq!(
            resolve(&out, "/", "/training"),
            Resolved::Redirect("/training/".into())
        );
        assert_eq!(
            resolve(&out, "/", "/assets/app.js"),
            Resolved::File(out.join("assets/app.js"))
        );
        assert_eq!(
            resolve(&out, "/", "/assets/"),
            Resolved::NotFound,
            "no listing"
        );
        assert_eq!(resolve(&out, "/", "/nope"), Resolved::NotFound);
        assert_eq!(
            resolve(&out, "/shop/", "/"),
            Resolved::Redirect("/shop/".into())
        );
        assert_eq!(
            resolve(&out, "/shop/", "/shop"),
            Resolved::Redirect("/shop/".into())
        );
        assert_eq!(
            resolve(&out, "/shop/", "/shop/training/"),
            Resolved::File(out.join("training/index.html"))
        );
        assert_eq!(resolve(&out, "/shop/", "/training/"), Resolved::NotFound);
    }

    #[test]
    fn nothing_outside_the_output_folder() {
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
            assert_eq!(resolve(&out, "/", path), Resolved::NotFound, "{path}");
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("secret.txt"), out.join("leak.txt"))
                .unwrap();
            std::os::unix::fs::symlink("/etc", out.join("etc")).unwrap();
            assert_eq!(resolve(&out, "/", "/leak.txt"), Resolved::NotFound);
            assert_eq!(resolve(&out, "/", "/etc/passwd"), Resolved::NotFound);
        }
    }

    #[test]
    fn content_types() {
        for (file, ty) in [
            ("a.html", "text/html; charset=utf-8"),
            ("a.css", "text/css; charset=utf-8"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.json", "application/json; charset=utf-8"),
            ("a.svg", "image/svg+xml; charset=utf-8"),
            ("a.png", "image/png"),
            ("sitemap.xml", "text/xml; charset=utf-8"),
        ] {
            assert_eq!(content_type(Path::new(file)), ty, "{file}");
        }
    }
}
