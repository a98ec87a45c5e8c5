//! `shopsite check --format github|json`: what CI reads. Runs the real binary
//! over a copy of the fixture shop with several problems at once, snapshots
//! both formats, and holds them to the human output's positions, exit codes
//! and (for `--format human`) bytes.

use std::path::Path;

use crate::common::{Run, project, project_with, shopsite};
use serde_json::Value;

/// Replaces the first `from` with `to` in `file`, which must contain it.
fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains(from), "{} has no {from:?}", file.display());
    std::fs::write(file, text.replacen(from, to, 1)).unwrap();
}

/// Appends `more` to `file`.
fn append(file: &Path, more: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    std::fs::write(file, text + more).unwrap();
}

/// A repository (its root holds `.git`) whose `content/` is the fixture shop
/// with one problem of each kind the formats must carry.
fn broken_shop() -> tempfile::TempDir {
    let dir = project();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    let content = dir.path().join("content");
    let products = content.join("products.yaml");
    // The owner's most common mistake: a price with a comma.
    edit(&products, "    price: 1499\n", "    price: 12,99\n");
    append(
        &products,
        concat!(
            // Hindi before the error on its line: columns count characters.
            "\n  - {id: phone-cover, title: मोबाइल कवर, price: -5, in_stock: true}\n",
            // A key that needs escaping in a property and in data.
            "\n  - id: glass-guard\n",
            "    title: Glass guard\n",
            "    price: 99\n",
            "    in_stock: true\n",
            "    \"50% off, today:\\nonly\": yes\n",
        ),
    );
    // A duplicate id: the error points back at the first use. (In another
    // file: a file with type errors gets no further checks.)
    edit(
        &content.join("courses.yaml"),
        "  - id: advanced\n",
        "  - id: beginner\n",
    );
    // A whole-file error, and a whole-file warning whose name needs escaping.
    std::fs::remove_file(content.join("pages/about.yaml")).unwrap();
    std::fs::write(content.join("notes, 100%: old.yaml"), "a: 1\n").unwrap();
    dir
}

fn check(dir: &Path, args: &[&str]) -> Run {
    let run = shopsite(dir, &[&["check"], args].concat());
    assert!(!run.stderr.contains("panicked"), "{}", run.transcript());
    run
}

#[test]
fn github_prints_one_workflow_command_per_problem_then_the_summary() {
    let dir = broken_shop();
    let run = check(dir.path(), &["--format", "github"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert_eq!(run.stderr, "", "everything is on stdout");
    assert!(
        run.stdout.lines().any(|l| l.starts_with(
            "::error file=content/products.yaml,line=34,col=12,endLine=34,endColumn=17,title=products[1].price::"
        )),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!("github", crate::common::every_key_once(run.transcript()));
}

#[test]
fn json_prints_one_document_with_every_problem() {
    let dir = broken_shop();
    let run = check(dir.path(), &["--format", "json"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert_eq!(run.stderr, "", "everything is on stdout");
    let doc: Value = serde_json::from_str(&run.stdout).expect("one JSON document");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["ok"], false);
    let diagnostics = doc["diagnostics"].as_array().unwrap();
    let count = |severity: &str| {
        diagnostics
            .iter()
            .filter(|d| d["severity"] == severity)
            .count()
    };
    assert_eq!(doc["errors"], count("error"));
    assert_eq!(doc["warnings"], count("warning"));
    insta::assert_snapshot!("json", crate::common::every_key_once(run.transcript()));
}

/// `file:line:col` of each problem, or `file` for a whole file, as the human
/// output's `-->` lines say it.
fn human_places(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("--> "))
        .map(str::to_owned)
        .collect()
}

/// The same, from the JSON document.
fn json_places(stdout: &str) -> Vec<String> {
    let doc: Value = serde_json::from_str(stdout).unwrap();
    doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let file = d["file"].as_str().unwrap();
            match (d["line"].as_u64(), d["column"].as_u64()) {
                (Some(line), Some(col)) => format!("{file}:{line}:{col}"),
                _ => file.to_owned(),
            }
        })
        .collect()
}

/// The same, from the workflow commands' `file`, `line` and `col`.
fn github_places(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("::error ").or(l.strip_prefix("::warning ")))
        .map(|l| {
            let properties = l.split_once("::").unwrap().0;
            let get = |key: &str| {
                properties
                    .split(',')
                    .find_map(|p| p.strip_prefix(key)?.strip_prefix('='))
                    .map(|v| {
                        v.replace("%2C", ",")
                            .replace("%3A", ":")
                            .replace("%25", "%")
                    })
            };
            match (get("line"), get("col")) {
                (Some(line), Some(col)) => format!("{}:{line}:{col}", get("file").unwrap()),
                _ => get("file").unwrap(),
            }
        })
        .collect()
}

#[test]
fn the_three_formats_agree_on_every_file_line_and_column() {
    let dir = broken_shop();
    let human = check(dir.path(), &[]);
    let places = human_places(&human.stderr);
    assert!(
        places.contains(&"content/products.yaml:227:49".to_owned()),
        "the Hindi line's price is its 49th character (and 67th byte): {places:#?}"
    );
    let json = check(dir.path(), &["--format", "json"]);
    assert_eq!(json_places(&json.stdout), places);
    let github = check(dir.path(), &["--format", "github"]);
    assert_eq!(github_places(&github.stdout), places);
}

#[test]
fn a_spreadsheet_is_reported_by_its_cells_in_every_format() {
    let dir = project_with("invalid/csv-multiline-cell");
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    // People get the row and column as the spreadsheet shows them (the
    // cell with line breaks above is one row); tools get the file's line
    // and column as well, and the same row and column.
    let human = check(dir.path(), &[]);
    assert_eq!(
        human_places(&human.stderr),
        ["content/products.csv, row 3, column C (price)"]
    );
    let json = check(dir.path(), &["--format", "json"]);
    let places = json_places(&json.stdout);
    assert_eq!(
        places,
        ["content/products.csv:5:42"],
        "after the cell with line breaks"
    );
    let doc: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        doc["diagnostics"][0]["cell"],
        serde_json::json!({"row": 3, "column": "C", "name": "price"})
    );
    let github = check(dir.path(), &["--format", "github"]);
    assert_eq!(github_places(&github.stdout), places);
    assert!(
        github
            .stdout
            .contains(",title=row 3%2C column C (price)::row 3, price: "),
        "{}",
        github.stdout
    );
    insta::assert_snapshot!(
        "csv-github",
        crate::common::every_key_once(github.transcript())
    );
    insta::assert_snapshot!("csv-json", crate::common::every_key_once(json.transcript()));
}

#[test]
fn human_is_the_default_and_says_exactly_what_it_said_before() {
    let broken = broken_shop();
    let dirs = [
        broken,
        project(),
        project_with("invalid/duplicate-id"),
        project_with("warnings/stray-file"),
    ];
    for dir in &dirs {
        let before = check(dir.path(), &[]);
        let human = check(dir.path(), &["--format", "human"]);
        assert_eq!(human.transcript(), before.transcript());
    }
    // What it said before is pinned byte for byte in check.rs's snapshots;
    // this one shows the broken shop as the owner sees it.
    insta::assert_snapshot!(
        "human",
        crate::common::every_key_once(check(dirs[0].path(), &[]).transcript())
    );
}

#[test]
fn warnings_alone_exit_with_0_in_every_format() {
    let dir = project_with("warnings/stray-file");
    edit(
        &dir.path().join("content/products.yaml"),
        "      - 1 year brand warranty\n",
        "      - 1 year brand warranty\n      - Foldable\n",
    );
    let github = check(dir.path(), &["--format", "github"]);
    assert_eq!(
        github.transcript(),
        "exit code: 0\n--- stdout\n\
         ::warning file=content/prodcts.yaml::shopsite does not read this file%0Ahelp: did you mean `products.yaml`? Rename it, or move its content there\n\
         ::warning file=content/products.yaml,line=44,col=5,endLine=44,endColumn=15,title=products[1].highlights::products[1].highlights: 4 highlights, but a card shows only the first 3%0Ahelp: put the 3 most important first; the rest are not shown\n\
         content OK: 14 products, 3 courses, 4 playlists, 12 repair prices (5 phone models), 2 warnings\n\
         --- stderr\n"
    );
    let json = check(dir.path(), &["--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.transcript());
    let doc: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(doc["ok"], true);
    assert_eq!((&doc["errors"], &doc["warnings"]), (&0.into(), &2.into()));

    let clean = check(project().path(), &["--format", "json"]);
    assert_eq!(
        clean.transcript(),
        "exit code: 0\n--- stdout\n\
         {\n  \"version\": 1,\n  \"ok\": true,\n  \"errors\": 0,\n  \"warnings\": 0,\n  \"diagnostics\": []\n}\n\
         --- stderr\n"
    );
}

#[test]
fn a_missing_content_folder_is_reported_in_the_format_asked_for() {
    let dir = project();
    let github = check(dir.path(), &["--format", "github", "--content", "nowhere"]);
    assert_eq!(
        github.transcript(),
        "exit code: 1\n--- stdout\n\
         ::error file=nowhere::the content folder does not exist%0Ahelp: run shopsite from the project folder, or pass the folder with `--content DIR`\n\
         content has 1 error\n\
         --- stderr\n"
    );
    let json = check(dir.path(), &["--format", "json", "--content", "nowhere"]);
    assert_eq!(json.code, 1);
    let doc: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(doc["diagnostics"][0]["file"], "nowhere");
    assert_eq!(doc["diagnostics"][0]["line"], Value::Null);
}

/// The first annotation's `file=`, for content with a bad price.
fn annotated_file(cwd: &Path, content: &Path) -> String {
    let run = check(
        cwd,
        &[
            "--format",
            "github",
            "--content",
            &content.to_string_lossy(),
        ],
    );
    assert_eq!(run.code, 1, "{}", run.transcript());
    let first = run.stdout.lines().next().unwrap();
    let properties = first.strip_prefix("::error ").unwrap();
    properties
        .split(',')
        .next()
        .unwrap()
        .strip_prefix("file=")
        .unwrap()
        .to_owned()
}

#[test]
fn files_are_named_from_the_repository_root_however_the_content_folder_is_given() {
    let repo = tempfile::tempdir().unwrap();
    let root = repo.path();
    let site = root.join("shop/site");
    crate::common::copy_tree(&crate::common::shop(), &site.join("content"));
    edit(
        &site.join("content/products.yaml"),
        "    price: 1499\n",
        "    price: 12,99\n",
    );
    let elsewhere = tempfile::tempdir().unwrap();

    // Without a repository, as given.
    assert_eq!(
        annotated_file(&site, Path::new("content")),
        "content/products.yaml"
    );
    std::fs::create_dir(root.join(".git")).unwrap();
    // From a sub-folder of the repository.
    assert_eq!(
        annotated_file(&site, Path::new("content")),
        "shop/site/content/products.yaml"
    );
    assert_eq!(
        annotated_file(&root.join("shop"), Path::new("./site/../site/content")),
        "shop/site/content/products.yaml"
    );
    // As an absolute path, from outside the repository.
    assert_eq!(
        annotated_file(elsewhere.path(), &site.join("content")),
        "shop/site/content/products.yaml"
    );
    // The nearest `.git` wins: a worktree's is a file.
    std::fs::write(site.join(".git"), "gitdir: elsewhere\n").unwrap();
    assert_eq!(
        annotated_file(root, Path::new("shop/site/content")),
        "content/products.yaml"
    );
}
