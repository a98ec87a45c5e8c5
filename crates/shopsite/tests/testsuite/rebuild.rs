//! A rebuild renders only the pages whose inputs changed, and keeps the
//! others from the sites before it (`pages.json`, the engine's
//! `digests`): what it writes must be, byte for byte, what a cold build of
//! the same content writes.

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{copy_tree, real_frontend, shopsite, tree};

/// Builds `content` into `out` under `dir`, with `--timings`; returns how
/// many pages were rendered and how many the site has.
fn build(dir: &Path, frontend: &str, out: &str) -> (usize, usize) {
    let run = shopsite(
        dir,
        &["build", "--frontend", frontend, "--out", out, "--timings"],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    let line = run
        .stderr
        .lines()
        .find(|l| l.ends_with("pages rendered, the others kept from an earlier build"))
        .unwrap_or_else(|| panic!("no count of pages rendered:\n{}", run.stderr));
    let words: Vec<&str> = line.split(' ').collect();
    (words[0].parse().unwrap(), words[2].parse().unwrap())
}

/// A cold build of `dir`'s content: into a fresh folder, nothing beside it.
fn cold(dir: &Path, frontend: &str) -> BTreeMap<String, Vec<u8>> {
    let cold = tempfile::tempdir().unwrap();
    copy_tree(&dir.join("content"), &cold.path().join("content"));
    let (rendered, pages) = build(cold.path(), frontend, "dist");
    assert_eq!(rendered, pages, "a cold build renders every page");
    tree(&cold.path().join("dist"))
}

/// The paths whose bytes differ between `a` and `b`, or that only one has.
fn differences(a: &BTreeMap<String, Vec<u8>>, b: &BTreeMap<String, Vec<u8>>) -> Vec<String> {
    let mut paths: Vec<String> = a
        .iter()
        .filter(|(path, bytes)| b.get(*path) != Some(bytes))
        .map(|(path, _)| path.clone())
        .collect();
    paths.extend(b.keys().filter(|p| !a.contains_key(*p)).cloned());
    paths
}

/// Replaces the first `from` in `file` with `to`.
fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains(from), "{} has no `{from}`", file.display());
    std::fs::write(file, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn a_rebuild_after_one_price_changes_is_a_cold_build_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    crate::generator::write(60, "yaml", &content).unwrap();
    let products = content.join("products.yaml");
    let frontend = real_frontend();
    let (rendered, pages) = build(dir.path(), &frontend, "dist");
    assert_eq!(rendered, pages);
    // Nothing changed: every page is the output's, copied.
    assert_eq!(build(dir.path(), &frontend, "dist").0, 0);
    assert!(
        differences(
            &tree(&dir.path().join("dist")),
            &cold(dir.path(), &frontend)
        )
        .is_empty()
    );

    // One price: the product's page, the catalogue pages and the pages of
    // the products that show it as related are rendered; no other.
    edit(&products, "price: 1499\n", "price: 1399\n");
    let (rendered, all) = build(dir.path(), &frontend, "dist");
    assert!(
        rendered > 1 && rendered < all / 2,
        "{rendered} of {all} pages rendered"
    );
    let dist = tree(&dir.path().join("dist"));
    assert_eq!(
        differences(&dist, &cold(dir.path(), &frontend)),
        Vec::<String>::new()
    );
    assert!(
        String::from_utf8_lossy(&dist["products/boat-rockerz-450-headphones/index.html"])
            .contains("1,399"),
        "the new price is on the product's page"
    );

    // Another, over the site two builds back, and a title a related
    // product shows, and a product gone.
    edit(&products, "price: 1399\n", "price: 1299\n");
    edit(
        &products,
        "title: \"Realme Buds Wireless 3 Neckband\"",
        "title: \"Realme Buds 3\"",
    );
    let text = std::fs::read_to_string(&products).unwrap();
    let start = text.find("  - id: fast-charger-33w-type-c\n").unwrap();
    let end = start + text[start + 1..].find("  - id:").unwrap() + 1;
    std::fs::write(&products, format!("{}{}", &text[..start], &text[end..])).unwrap();
    let (rendered, all) = build(dir.path(), &frontend, "dist");
    assert!(rendered < all, "{rendered} of {all} pages rendered");
    let dist = tree(&dir.path().join("dist"));
    assert!(!dist.contains_key("products/fast-charger-33w-type-c/index.html"));
    assert_eq!(
        differences(&dist, &cold(dir.path(), &frontend)),
        Vec::<String>::new()
    );

    // The shop's name is on every page: each is rendered again.
    edit(&content.join("site.yaml"), "name: ", "name: New ");
    let (rendered, all) = build(dir.path(), &frontend, "dist");
    assert_eq!(rendered, all);
    assert_eq!(
        differences(
            &tree(&dir.path().join("dist")),
            &cold(dir.path(), &frontend)
        ),
        Vec::<String>::new()
    );
}

#[test]
fn a_changed_frontend_renders_and_changes_every_page() {
    let dir = tempfile::tempdir().unwrap();
    crate::generator::write(30, "yaml", &dir.path().join("content")).unwrap();
    let frontend = dir.path().join("frontend");
    copy_tree(Path::new(&real_frontend()), &frontend);
    let frontend = frontend.to_string_lossy().into_owned();
    build(dir.path(), &frontend, "dist");
    build(dir.path(), &frontend, "dist");
    let before = tree(&dir.path().join("dist"));
    // Each of each route's stylesheets, one of which its pages inline, gets
    // one more rule.
    let routes = dir.path().join("frontend/client/.vite/routes-css.json");
    let mut css: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(&std::fs::read(&routes).unwrap()).unwrap();
    assert!(css.len() > 5, "{:?}", css.keys());
    let more = |text: &mut serde_json::Value| {
        let more = format!("{}\n.rebuild-test{{color:red}}\n", text.as_str().unwrap());
        *text = serde_json::Value::String(more);
    };
    for sheets in css.values_mut() {
        more(&mut sheets["css"]);
        for variant in sheets["variants"].as_array_mut().unwrap() {
            more(&mut variant["css"]);
        }
    }
    std::fs::write(&routes, serde_json::to_vec(&css).unwrap()).unwrap();
    let (rendered, all) = build(dir.path(), &frontend, "dist");
    assert_eq!(rendered, all, "every page is rendered again");
    let after = tree(&dir.path().join("dist"));
    // The counter kit's poster and /wa/, and the editor, are no pages of
    // the frontend's.
    let pages: Vec<&String> = before
        .keys()
        .filter(|p| {
            p.ends_with(".html")
                && !p.starts_with("poster/")
                && !p.starts_with("wa/")
                && !p.starts_with("admin/")
        })
        .collect();
    assert!(pages.len() > 30, "{pages:?}");
    for page in pages {
        assert_ne!(before[page], after[page], "{page} is the same");
        assert!(String::from_utf8_lossy(&after[page]).contains(".rebuild-test{color:red}"));
    }
    assert_eq!(
        differences(&after, &cold(dir.path(), &frontend)),
        Vec::<String>::new()
    );
}
