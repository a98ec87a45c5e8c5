//! Helpers shared by the integration tests: fixture projects in temporary
//! folders, and the real binary run inside them.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use walkdir::WalkDir;

/// This crate's own fixtures: error overlays and stand-in frontends.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The repository root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `just`, from PATH or where `cargo install` puts it.
pub fn just() -> String {
    let installed = std::env::var_os("HOME")
        .map(|home| Path::new(&home).join(".cargo/bin/just"))
        .filter(|p| p.is_file());
    if let Some(path) = installed {
        return path.to_string_lossy().into_owned();
    }
    let on_path = Command::new("just").arg("--version").output();
    assert!(
        on_path.is_ok_and(|o| o.status.success()),
        "this test runs the justfile's recipes: install just"
    );
    "just".to_owned()
}

/// The fixture shop, `tests/fixtures/shop/`: the reference shop, which every
/// layer of tests uses as its input. `content/` is the owner's, never test data.
pub fn shop() -> PathBuf {
    repo().join("tests/fixtures/shop")
}

/// The real frontend build, made by `npm --prefix frontend run build`.
pub fn real_frontend() -> String {
    let dir = repo().join("frontend/dist");
    assert!(
        dir.join("server/entry-server.js").is_file(),
        "these tests need the frontend build in {}: run `just test` (or `npm --prefix frontend run build`) first",
        dir.display()
    );
    dir.to_string_lossy().into_owned()
}

/// A small stand-in for the frontend build, for tests that need no React.
pub fn stub_frontend() -> String {
    fixtures()
        .join("frontend-stub")
        .to_string_lossy()
        .into_owned()
}

/// html-validate's report on every HTML file under `dir`, or `None` when all
/// are valid. The rules are its `standard` and `document` sets
/// (`frontend/htmlvalidate.json`): content models, nesting, unique ids,
/// attributes, the document's doctype, `lang` and title.
pub fn invalid_html(dir: &Path) -> Option<String> {
    let cli = repo().join("frontend/node_modules/html-validate/bin/html-validate.mjs");
    assert!(
        cli.is_file(),
        "html-validate is missing: run `just test` (or `npm ci --prefix frontend`) first"
    );
    let pages: Vec<PathBuf> = WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.path().extension().is_some_and(|x| x == "html"))
        .map(|e| e.into_path())
        .collect();
    assert!(!pages.is_empty(), "no pages in {}", dir.display());
    let out = Command::new("node")
        .arg(cli)
        .arg("--config")
        .arg(repo().join("frontend/htmlvalidate.json"))
        .args(&pages)
        .output()
        .expect("run node");
    (!out.status.success()).then(|| {
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
    })
}

/// Every file under `dir`, by `/`-separated relative path, with its bytes,
/// in order.
pub fn tree(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).unwrap();
            let rel = rel.to_string_lossy().replace('\\', "/");
            (rel, std::fs::read(e.path()).unwrap())
        })
        .collect()
}

/// A temporary project folder whose `content/` is the fixture shop.
pub fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&shop(), &dir.path().join("content"));
    dir
}

pub fn copy_tree(from: &Path, to: &Path) {
    for entry in WalkDir::new(from).sort_by_file_name() {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else if let Some(name) = target.to_str().and_then(|t| t.strip_suffix(".delete")) {
            std::fs::remove_file(name).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub took: Duration,
}

impl Run {
    pub fn transcript(&self) -> String {
        format!(
            "exit code: {}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

/// The real binary, run in `dir`, blind to a SHOPSITE_BASE_URL the
/// developer's shell or CI may have set, so the fixture's own base URL holds.
/// The moment every run of the tests is at, 2026-12-01 00:00 UTC, as
/// `SOURCE_DATE_EPOCH`: the check says a special day is over by it, so the
/// fixture shop's days stay to come, and the snapshots the same, whatever
/// day the tests run.
pub const NOW: &str = "1796083200";

pub fn command(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_shopsite"));
    cmd.args(args)
        .current_dir(dir)
        .env_remove("SHOPSITE_BASE_URL")
        .env("SHOPSITE_CACHE", cache())
        .env("SOURCE_DATE_EPOCH", NOW);
    cmd
}

pub fn shopsite(dir: &Path, args: &[&str]) -> Run {
    shopsite_with_env(dir, args, &[])
}

/// How long one run of `shopsite` may take before it is taken to hang.
/// The slowest in these tests, a debug build of the fixture shop with
/// the real frontend, took 18 s on the project's 2-core machine: this
/// leaves room for a CI machine several times as loaded.
pub const HANG: Duration = Duration::from_secs(120);

/// `shopsite` with these environment variables set. A run that takes more
/// than [`HANG`] is killed, and the test fails saying so, rather than
/// waiting for ever.
pub fn shopsite_with_env(dir: &Path, args: &[&str], vars: &[(&str, &str)]) -> Run {
    use std::io::Read;
    use std::process::Stdio;
    let start = Instant::now();
    let mut child = command(dir, args)
        .env("NO_COLOR", "1")
        .envs(vars.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Both pipes are read as they fill, so a long output never blocks it.
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            pipe.read_to_end(&mut bytes).unwrap();
            String::from_utf8(bytes).unwrap()
        })
    };
    let stdout = read(Box::new(child.stdout.take().unwrap()));
    let stderr = read(Box::new(child.stderr.take().unwrap()));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > HANG {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "`shopsite {}` still ran after {} s, and was stopped; it printed:\n{}",
                args.join(" "),
                HANG.as_secs(),
                stderr.join().unwrap()
            );
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        code: status.code().expect("shopsite was killed by a signal"),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        took: start.elapsed(),
    }
}

/// The fixture project with the files of `fixtures/<overlay>/` laid over its content.
pub fn project_with(overlay: &str) -> tempfile::TempDir {
    let dir = project();
    copy_tree(&fixtures().join(overlay), &dir.path().join("content"));
    dir
}

/// The cache the tests' builds keep what they keep in (`engine/keep.rs`),
/// apart from the user's: in cargo's folder for the tests' files.
pub fn cache() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cache")
}

/// The folder of what the builds of `out` keep, found by the output's path
/// it records.
pub fn kept(out: &Path) -> PathBuf {
    let out = std::fs::canonicalize(out).unwrap();
    std::fs::read_dir(cache().join("sites"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|dir| {
            std::fs::read_to_string(dir.join("out.txt")).is_ok_and(|o| Path::new(&o) == out)
        })
        .unwrap_or_else(|| panic!("nothing is kept for {}", out.display()))
}

/// Entries of `dir` whose names start with `.`: leftovers of a build,
/// which keeps nothing in the shop's folder (`engine/keep.rs`).
pub fn hidden_entries(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect()
}

/// About what `gzip -9c FILE | wc -c` prints.
pub fn gzip_size(file: &Path) -> usize {
    gzip_bytes(&std::fs::read(file).unwrap_or_else(|e| panic!("{}: {e}", file.display())))
}

/// The size of `bytes` after gzip at its best compression (level 9, as
/// `gzip -9`), within a few bytes of what the `gzip` program makes.
pub fn gzip_bytes(bytes: &[u8]) -> usize {
    use flate2::{Compression, write::GzEncoder};
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes).expect("gzip writes to memory");
    encoder.finish().expect("gzip writes to memory").len()
}

/// The text between `start` and the next `end` after it.
pub fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = text[from..].find(end)? + from;
    Some(&text[from..to])
}

/// The keys of a product, in their order, as a message lists them:
/// `` `id`, `title`, … ``. From the content's schema, so that a new field
/// needs no edit here.
pub fn product_keys() -> String {
    let (_, products) = shopsite_content::schema::schemas()
        .into_iter()
        .find(|(rel, _)| *rel == "products.json")
        .expect("products.json is a content file");
    let schema: serde_json::Value = serde_json::from_str(&products).unwrap();
    let keys: Vec<String> = schema["$defs"]["Product"]["properties"]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| format!("`{k}`"))
        .collect();
    keys.join(", ")
}

/// A snapshot's text with the list of every key of a product, which the
/// message about an unknown key gives, written as `[every key of a
/// product]`: a new field changes the list, not the snapshots of tests
/// about something else. `check::an_unknown_key_lists_every_key_of_a_product`
/// holds the list itself.
pub fn every_key_once(text: String) -> String {
    every_file_once(text.replace(&product_keys(), "[every key of a product]"))
}

/// The content files as the help for a stray file names them, in order:
/// `site.yaml, …, products.csv, …, products/*.yaml, …`. From the content
/// crate's table, so that a new file needs no edit here.
pub fn content_files() -> String {
    let lists = shopsite_content::LIST_FILES;
    let files = shopsite_content::FILES.iter().map(|f| (*f).to_owned());
    let sheets = lists.iter().map(|l| l.csv.to_owned());
    let folders = lists.iter().map(|l| format!("{}*.yaml", l.dir));
    let all: Vec<String> = files.chain(sheets).chain(folders).collect();
    all.join(", ")
}

/// A snapshot's text with the list of every content file, which the help
/// for a stray file gives, written as `[every content file]`, as
/// `every_key_once` does for a product's keys.
/// `check::a_stray_file_is_told_with_every_content_file` holds the list.
pub fn every_file_once(text: String) -> String {
    text.replace(&content_files(), "[every content file]")
}

/// The routes that are one page each (every route but a product's and a
/// repair brand's and model's, which are many), in the order of
/// `Route::ALL`: a new kind of page is in each list that uses this.
pub fn one_page_routes() -> impl Iterator<Item = shopsite_render::Route> {
    shopsite_render::Route::ALL
        .iter()
        .copied()
        .filter(|r| r.path().is_some() || *r == shopsite_render::Route::NotFound)
}

/// How many pages a build of the shop in `content` writes, counted as the
/// build counts them (`Site::every_page`): for the tests that read the
/// count in a summary line, so that a new kind of page needs no edit there.
pub fn pages_built(content: &Path) -> usize {
    let content = shopsite_content::load(content)
        .content
        .expect("the shop loads");
    let base = shopsite_render::BaseUrl::parse("https://example.com/").unwrap();
    let site = shopsite_render::Site::new(&content, &base);
    let pages = site.pages();
    site.every_page(&pages).0
}
