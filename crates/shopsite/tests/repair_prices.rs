//! The repair price list (docs/behaviour.md#repair-prices) is optional:
//! a shop without one builds exactly as it did before the list existed.
//!
//! `fixtures/unchanged/` holds what the build wrote for the fixture shop
//! before the price list was added: `stub-build.txt`, the SHA-256 of every
//! file a build with the stand-in frontend writes (link-preview images by
//! name only, which is a digest of what they show), and `repairs.html`,
//! /repairs as the real frontend renders it, its stylesheet and the
//! policy's hashes of it left out (the stylesheet is the frontend's, and
//! grows with every page it styles). Both were made by the build of `main`
//! before the price list; regenerate them (`SHOPSITE_UPDATE_UNCHANGED=1`)
//! only from a build of `main`, when a change there is meant to alter the
//! shop without a price list.

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use common::{fixtures, project, real_frontend, shopsite, stub_frontend};
use sha2::{Digest, Sha256};
use walkdir::WalkDir;

/// The fixture shop without its price list, in whichever form it has one.
fn without_price_list() -> tempfile::TempDir {
    let dir = project();
    let content = dir.path().join("content");
    for file in ["repair-prices.csv", "repair-prices.yaml"] {
        let _ = std::fs::remove_file(content.join(file));
    }
    let _ = std::fs::remove_dir_all(content.join("repair-prices"));
    dir
}

fn build(dir: &Path, frontend: &str) {
    let run = shopsite(
        dir,
        &[
            "build",
            "--frontend",
            frontend,
            "--base-url",
            "https://example.github.io/shop/",
            "--out",
            "dist",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
}

/// `<sha256>  <path>` for every file under `dist`, as `sha256sum` lists
/// them; a link-preview image by its path alone.
fn manifest(dist: &Path) -> String {
    let mut files = BTreeMap::new();
    for entry in WalkDir::new(dist).sort_by_file_name() {
        let entry = entry.unwrap();
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(dist).unwrap();
        let rel = rel.to_string_lossy().replace('\\', "/");
        let hash = if rel.starts_with("assets/og/") {
            "-".to_owned()
        } else {
            let digest = Sha256::digest(std::fs::read(entry.path()).unwrap());
            digest.iter().fold(String::new(), |mut hex, b| {
                let _ = write!(hex, "{b:02x}");
                hex
            })
        };
        files.insert(rel, hash);
    }
    files
        .into_iter()
        .map(|(rel, hash)| format!("{hash}  {rel}\n"))
        .collect()
}

/// A page with its inline stylesheet and the policy's hashes left out.
fn without_stylesheet(html: &str) -> String {
    let start = html.find("<style>").expect("an inline stylesheet") + "<style>".len();
    let end = html.find("</style>").expect("an inline stylesheet");
    let html = format!("{}…{}", &html[..start], &html[end..]);
    let mut out = String::with_capacity(html.len());
    let mut rest = html.as_str();
    while let Some(at) = rest.find("sha256-") {
        out.push_str(&rest[..at + "sha256-".len()]);
        out.push('…');
        let after = &rest[at + "sha256-".len()..];
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || "+/=".contains(c)))
            .unwrap_or(after.len());
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Compares `actual` with the file `unchanged/<name>`, or rewrites it when
/// asked to.
fn assert_unchanged(name: &str, actual: &str) {
    let path = fixtures().join("unchanged").join(name);
    if std::env::var_os("SHOPSITE_UPDATE_UNCHANGED").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap();
    if expected != actual {
        let differ: Vec<String> = expected
            .lines()
            .zip(actual.lines())
            .filter(|(a, b)| a != b)
            .take(10)
            .map(|(a, b)| {
                // Long lines (a page's body is one) are shown from where they part.
                let at = a
                    .char_indices()
                    .zip(b.chars())
                    .find(|((_, x), y)| x != y)
                    .map_or(a.len().min(b.len()), |((i, _), _)| i);
                let from = a[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
                let cut = |s: &str| {
                    s.get(from..)
                        .unwrap_or("")
                        .chars()
                        .take(160)
                        .collect::<String>()
                };
                format!("  before: …{}\n  now:    …{}", cut(a), cut(b))
            })
            .collect();
        panic!(
            "the fixture shop without a price list no longer builds as before ({name}; {} lines before, {} now):\n{}",
            expected.lines().count(),
            actual.lines().count(),
            differ.join("\n")
        );
    }
}

#[test]
fn without_a_price_list_the_build_writes_the_same_files_as_before() {
    let dir = without_price_list();
    build(dir.path(), &stub_frontend());
    assert_unchanged("stub-build.txt", &manifest(&dir.path().join("dist")));
}

#[test]
fn without_a_price_list_repairs_renders_as_before() {
    let dir = without_price_list();
    build(dir.path(), &real_frontend());
    let html = std::fs::read_to_string(dir.path().join("dist/repairs/index.html")).unwrap();
    assert_unchanged("repairs.html", &without_stylesheet(&html));
}
