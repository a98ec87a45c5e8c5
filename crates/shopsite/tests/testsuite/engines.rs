//! The two engines that render the pages (`shopsite build --engine`): the
//! one inside the CLI (QuickJS), which a shop of up to 150 pages gets, and
//! node, for a larger catalogue. They run the same React components and must
//! write the same site, byte for byte.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, SystemTime};

use walkdir::WalkDir;

use crate::common::{copy_tree, fixtures, project, shopsite, shopsite_with_env};

/// Every file under `dir`, by its path there, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).unwrap();
            (
                rel.to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

/// Builds the project in `dir` into `out` with `engine` and a copy of the
/// real frontend, and reads what it wrote.
fn built_with(dir: &Path, engine: &str, out: &str) -> BTreeMap<String, Vec<u8>> {
    let frontend = dir.join("frontend");
    let frontend = if frontend.is_dir() {
        frontend.to_string_lossy().into_owned()
    } else {
        crate::build::frontend_with(dir, Some(|b| b))
    };
    let run = shopsite(
        dir,
        &[
            "build",
            "--frontend",
            &frontend,
            "--engine",
            engine,
            "--out",
            out,
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    files(&dir.join(out))
}

/// The paths at which two sites differ.
fn differences(a: &BTreeMap<String, Vec<u8>>, b: &BTreeMap<String, Vec<u8>>) -> Vec<String> {
    let mut paths: Vec<&String> = a.keys().chain(b.keys()).collect();
    paths.sort();
    paths.dedup();
    paths
        .into_iter()
        .filter(|path| a.get(*path) != b.get(*path))
        .cloned()
        .collect()
}

#[test]
fn both_engines_write_the_fixture_shop_byte_for_byte_alike() {
    let dir = project();
    let embedded = built_with(dir.path(), "embedded", "dist-embedded");
    let node = built_with(dir.path(), "node", "dist-node");
    assert_eq!(differences(&embedded, &node), Vec::<String>::new());
    // Every page is there, the products' and the repair prices' too.
    let pages = embedded
        .keys()
        .filter(|p| p.ends_with("index.html"))
        .count();
    assert!(
        embedded.contains_key("products/index.html") && embedded.contains_key("repairs/index.html")
    );
    assert!(pages > 20, "{pages} pages");
}

#[test]
fn both_engines_write_awkward_texts_alike_on_every_page() {
    // 500 products, every fifth with a title, badge and highlight of
    // markup, quotes, Devanagari, emoji and right-to-left text.
    let dir = crate::build::awkward_catalogue(500);
    let embedded = built_with(dir.path(), "embedded", "dist-embedded");
    let node = built_with(dir.path(), "node", "dist-node");
    assert_eq!(differences(&embedded, &node), Vec::<String>::new());
    assert!(embedded.len() > 500, "{} files", embedded.len());
}

#[test]
fn a_small_shop_builds_without_node_and_a_large_one_says_node_is_needed() {
    let dir = project();
    let no_node = tempfile::tempdir().unwrap();
    let path = no_node.path().to_str().unwrap();
    let frontend = crate::build::frontend_with(dir.path(), Some(|b| b));
    let build = |engine: &str| {
        shopsite_with_env(
            dir.path(),
            &["build", "--frontend", &frontend, "--engine", engine],
            &[("PATH", path)],
        )
    };
    let run = build("auto");
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(run.stdout.starts_with("built dist for "), "{}", run.stdout);
    let run = build("node");
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(
        run.stderr
            .starts_with("error: cannot run `node` (No such file or directory (os error 2))\n"),
        "{}",
        run.stderr
    );
}

/// The frontend whose render throws on the Videos page, copied, with its
/// embedded engine's script as new as its server bundle (a checkout gives
/// the two files no order).
fn throwing_frontend(dir: &Path, embedded_age: Duration) -> String {
    let copy = dir.join("frontend-throws");
    copy_tree(&fixtures().join("frontend-throws"), &copy);
    let now = SystemTime::now();
    let touch = |rel: &str, at: SystemTime| {
        let file = std::fs::File::options()
            .write(true)
            .open(copy.join(rel))
            .unwrap();
        file.set_modified(at).unwrap();
    };
    touch("server/entry-server.js", now);
    touch("embedded/entry-server.js", now - embedded_age);
    copy.to_string_lossy().into_owned()
}

#[test]
fn a_render_failure_in_the_embedded_engine_says_where_as_node_s_does() {
    let dir = project();
    let frontend = throwing_frontend(dir.path(), Duration::ZERO);
    let run = shopsite(dir.path(), &["build", "--frontend", &frontend]);
    assert_eq!(run.code, 1);
    let script = Path::new(&frontend).join("embedded/entry-server.js");
    assert_eq!(
        run.stderr,
        format!(
            "error: the prerender failed on /videos/\n\
             \x20 = note: rendering the \"videos\" page failed:\n\
             \x20         TypeError: Cannot read properties of undefined (reading 'map')\n\
             \x20             at render ({}:5:39)\n\
             \x20             at <anonymous> (shopsite's page render:9:56)\n\
             \x20 = help: the frontend's server render threw an error; the message above says where. \
             If the frontend changed, rebuild it with `just build`\n\
             \n\
             dist was not changed\n",
            script.display()
        )
    );
}

#[test]
fn an_embedded_script_older_than_the_server_bundle_is_not_used_and_the_build_says_why() {
    let dir = project();
    let frontend = crate::build::frontend_with(dir.path(), Some(|b| b));
    let script = Path::new(&frontend).join("embedded/entry-server.js");
    let file = std::fs::File::options().write(true).open(&script).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(60))
        .unwrap();
    let run = shopsite(dir.path(), &["build", "--frontend", &frontend]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert_eq!(
        run.stderr,
        format!(
            "prerender: `{}` is older than the server bundle, so node renders the pages, about 50 \
             ms later; `just build` makes a new one\n",
            script.display()
        )
    );
    // Asked for by name, it is refused rather than used.
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &frontend, "--engine", "embedded"],
    );
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(&format!(
            "error: the frontend has no current bundle for the embedded engine\n  = note: `{}` is older",
            script.display()
        )),
        "{}",
        run.stderr
    );
}

/// What the render prints without failing (React's warnings, say) follows
/// the content's warnings, line by line, from either engine.
#[test]
fn what_the_render_prints_follows_the_content_warnings_from_either_engine() {
    let dir = crate::common::project_with("warnings/stray-file");
    // The stand-in frontend, warning on one page as React might, its bundle
    // also as the embedded engine's script.
    let noisy = dir.path().join("noisy");
    copy_tree(&fixtures().join("frontend-stub"), &noisy);
    let bundle = noisy.join("server/entry-server.js");
    let js = std::fs::read_to_string(&bundle).unwrap().replacen(
        "export function render(route, data) {\n",
        "export function render(route, data) {\n  \
         if (route === \"about\") console.error(\"careful:\\nsecond\", \"line\");\n",
        1,
    );
    std::fs::write(&bundle, &js).unwrap();
    std::fs::create_dir_all(noisy.join("embedded")).unwrap();
    let script = js.replacen(
        "export function render",
        "var shopsiteServer = { render };\nfunction render",
        1,
    );
    std::fs::write(noisy.join("embedded/entry-server.js"), script).unwrap();
    for engine in ["node", "embedded"] {
        let run = shopsite(
            dir.path(),
            &["build", "--frontend", "noisy", "--engine", engine],
        );
        assert_eq!(run.code, 0, "{}", run.transcript());
        assert_eq!(
            run.stderr,
            "warning: shopsite does not read this file\n\
             \x20 --> content/prodcts.yaml\n\
             \x20 = help: did you mean `products.yaml`? Rename it, or move its content there\n\
             \n\
             prerender: careful:\n\
             prerender: second line\n",
            "{engine}"
        );
    }
}
