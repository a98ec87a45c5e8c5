//! The example shop's content files (`template/content/` at the top of the
//! repository, which `shopsite new` writes for a new owner), carried in this
//! crate so that it knows every value of the example ([`crate::example`]).
//!
//! This writes `$OUT_DIR/example.rs`: `TEXTS`, a static list of `(path
//! under content/, with '/', text)`, sorted by path, each file's text by
//! `include_str!`. cargo runs it again whenever a file there changes, is
//! added or is removed, which `include_str!` alone would not notice. The
//! standard library only, as `crates/shopsite/build.rs`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let content = manifest.join("../../template/content");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../../template/content");
    let mut texts = Vec::new();
    files(&content, "", &mut texts);
    assert!(
        texts.iter().any(|(rel, _)| rel == "site.yaml"),
        "the example shop's content is in {}",
        content.display()
    );
    texts.sort();
    let mut out = String::from(
        "/// The example shop's content files, as `(path under content/, text)`, sorted.\n",
    );
    writeln!(out, "pub static TEXTS: &[(&str, &str)] = &[").unwrap();
    for (rel, path) in texts {
        let path = path.to_str().expect("a UTF-8 path");
        writeln!(out, "    ({rel:?}, include_str!({path:?})),").unwrap();
    }
    writeln!(out, "];").unwrap();
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("example.rs");
    std::fs::write(&dest, out).expect("write example.rs");
}

/// Every file under `dir`, as `(path under dir, its path)`.
fn files(dir: &Path, prefix: &str, into: &mut Vec<(String, PathBuf)>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display()));
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
