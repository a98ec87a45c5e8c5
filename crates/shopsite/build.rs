//! The files the binary carries, in debug builds as in release ones, so
//! that the tests run the binary as it ships:
//!
//! - the frontend build (`frontend/dist`, see `src/engine/frontend.rs`): its
//!   client build and its server bundle, not what else a developer's build
//!   may leave there; the client build's `admin/` holds the editor at
//!   `/admin/` (`frontend/admin.ts`), its 2.1 MB script gzipped to 0.64 MB,
//!   which the build inflates as it writes the site;
//! - the example shop `shopsite new` writes (`template/`, see
//!   `src/cmd/new.rs`), hidden files (`.github/`, `.gitignore`) included,
//!   but not its `content/`, which `shopsite-content` carries (it knows
//!   the example value by value).
//!
//! This writes `$OUT_DIR/carried.rs`: for each folder a static list of
//! `(path under it, with '/', bytes)`, sorted by path, each file's bytes by
//! `include_bytes!`. cargo runs it again whenever a file in either folder
//! changes, is added or is removed, which `include_bytes!` alone would not
//! notice. Until the frontend is built its folder is missing: the list is
//! empty, and cargo runs this again on every build, so that the binary picks
//! the frontend up as soon as it is there.
//!
//! The standard library only: a crate such as rust-embed would bring a
//! proc macro, glob matching and regex into every compile for what this
//! does in a page.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let repo = manifest.join("../..");
    let frontend = repo.join("frontend/dist");
    let template = repo.join("template");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../../frontend/dist");
    println!("cargo::rerun-if-changed=../../template");

    let mut client = Vec::new();
    files(&frontend.join("client"), "client", &mut client);
    let server = frontend.join("server/entry-server.js");
    if server.is_file() {
        client.push(("server/entry-server.js".to_owned(), server));
    }
    let mut shop = Vec::new();
    files(&template, "", &mut shop);
    shop.retain(|(rel, _)| !rel.starts_with("content/"));
    assert!(
        !shop.is_empty(),
        "the example shop is in {}",
        template.display()
    );

    let mut out = String::new();
    list(&mut out, "FRONTEND", client);
    list(&mut out, "TEMPLATE", shop);
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("carried.rs");
    std::fs::write(&dest, out).expect("write carried.rs");
}

/// Every file under `dir`, as `(prefix/path under dir, its path)`; nothing
/// when `dir` is missing.
fn files(dir: &Path, prefix: &str, into: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let entry = entry.expect("read a folder's entry");
        let name = entry.file_name().into_string().expect("a UTF-8 file name");
        let rel = if prefix.is_empty() {
            name
        } else {
            format!("{prefix}/{name}")
        };
        let path = entry.path();
        if path.is_dir() {
            files(&path, &rel, into);
        } else {
            into.push((rel, path));
        }
    }
}

/// `pub static NAME: &[(&str, &[u8])]`, sorted by path.
fn list(out: &mut String, name: &str, mut files: Vec<(String, PathBuf)>) {
    files.sort();
    writeln!(out, "pub static {name}: &[(&str, &[u8])] = &[").unwrap();
    for (rel, path) in files {
        writeln!(
            out,
            "    ({rel:?}, include_bytes!({:?})),",
            path.to_str().expect("a UTF-8 path")
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}
