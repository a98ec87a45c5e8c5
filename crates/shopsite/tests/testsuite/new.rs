//! `shopsite new DIR`: the shop folder it writes, the folders it refuses,
//! and the publish workflow it gives the owner.

use std::path::Path;

use crate::common::{real_frontend, repo, shopsite, tree};

/// The names of every file under `dir`, in order.
fn file_names(dir: &Path) -> Vec<String> {
    tree(dir).into_keys().collect()
}

#[test]
fn writes_a_ready_shop_folder() {
    let root = tempfile::tempdir().unwrap();
    let run = shopsite(root.path(), &["new", "myshop"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert_eq!(
        run.stdout,
        "made a new shop in myshop: content/ (an example shop to make your own), a publish workflow, .gitignore and README.md\n\
         next: cd myshop, then `shopsite serve` to see it while you edit content/site.yaml\n"
    );
    let shop = root.path().join("myshop");
    // The schemas are one for each content file, from the content crate's
    // table: listed in the snapshot, a new file would change it.
    let (schemas, files): (Vec<String>, Vec<String>) = file_names(&shop)
        .into_iter()
        .partition(|f| f.starts_with("content/.schema/"));
    insta::assert_snapshot!(files.join("\n"));
    let mut expected: Vec<String> = shopsite_content::schema::schemas()
        .into_iter()
        .map(|(rel, _)| format!("content/.schema/{rel}"))
        .collect();
    expected.sort();
    assert_eq!(schemas, expected);
    // Nothing else beside it: the work folder is gone.
    let beside: Vec<_> = std::fs::read_dir(root.path()).unwrap().collect();
    assert_eq!(beside.len(), 1);

    // The example shop is the template's, not the project's own content/.
    let site = std::fs::read_to_string(shop.join("content/site.yaml")).unwrap();
    assert_eq!(
        site,
        std::fs::read_to_string(repo().join("template/content/site.yaml")).unwrap()
    );
    assert!(site.starts_with("# yaml-language-server: $schema=.schema/site.json\n"));
    assert_eq!(site.matches("# PLACEHOLDER number").count(), 2, "{site}");

    // The workflow pins this version of shopsite; no mark is left unfilled.
    let workflow = std::fs::read_to_string(shop.join(".github/workflows/publish.yml")).unwrap();
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        workflow.contains(&format!("  SHOPSITE_VERSION: \"{version}\"\n")),
        "{workflow}"
    );
    assert!(
        workflow.contains("  SHOPSITE_REPOSITORY: \"shopsite/shopsite\"\n"),
        "{workflow}"
    );
    assert!(
        workflow.contains("sha256sum --check --strict"),
        "{workflow}"
    );
    assert!(workflow.contains("gh attestation verify"), "{workflow}");
    assert!(
        workflow.contains("shopsite check --for-publishing --format github"),
        "{workflow}"
    );
    let readme = std::fs::read_to_string(shop.join("README.md")).unwrap();
    assert!(readme.starts_with("# myshop\n"), "{readme}");
    for (name, text) in [("workflow", &workflow), ("README", &readme)] {
        for mark in ["@VERSION@", "@REPOSITORY@", "@NAME@"] {
            assert!(!text.contains(mark), "{name} keeps {mark}");
        }
    }
}

#[test]
fn the_new_shop_checks_and_builds_with_its_placeholders_told() {
    let root = tempfile::tempdir().unwrap();
    assert_eq!(shopsite(root.path(), &["new", "shop"]).code, 0);
    let shop = root.path().join("shop");
    let check = shopsite(&shop, &["check"]);
    assert_eq!(check.code, 0, "{}", check.transcript());
    assert_eq!(
        check
            .stderr
            .matches("is still the example number, marked PLACEHOLDER")
            .count(),
        2,
        "{}",
        check.transcript()
    );
    // Publishing refuses them: the workflow's check, and `--format github` alone.
    for args in [
        &["check", "--for-publishing"][..],
        &["check", "--format", "github"][..],
    ] {
        let publishing = shopsite(&shop, args);
        assert_eq!(publishing.code, 1, "{args:?}: {}", publishing.transcript());
        let told = publishing.stdout.clone() + &publishing.stderr;
        assert_eq!(
            told.matches("is still the example number, marked PLACEHOLDER")
                .count(),
            2,
            "{args:?}: {}",
            publishing.transcript()
        );
    }
    let build = shopsite(&shop, &["build", "--frontend", &real_frontend()]);
    assert_eq!(build.code, 0, "{}", build.transcript());
    let home = std::fs::read_to_string(shop.join("dist/index.html")).unwrap();
    assert!(home.contains("Sharma Mobile Care"));
}

#[test]
fn an_empty_folder_is_used() {
    let root = tempfile::tempdir().unwrap();
    std::fs::create_dir(root.path().join("empty")).unwrap();
    let run = shopsite(root.path(), &["new", "empty"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(root.path().join("empty/content/products.yaml").is_file());
}

#[test]
fn a_folder_with_anything_in_it_is_refused_and_left_as_it_was() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("mine");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "my own notes").unwrap();
    let run = shopsite(root.path(), &["new", "mine"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert_eq!(
        run.stderr,
        "error: `mine` is not empty, so no shop was made there\n  = help: give a new folder's name, e.g. `shopsite new myshop`\n\n"
    );
    assert_eq!(file_names(&dir), ["notes.txt"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "my own notes"
    );
    let beside: Vec<_> = std::fs::read_dir(root.path()).unwrap().collect();
    assert_eq!(beside.len(), 1, "no work folder is left behind");

    std::fs::write(root.path().join("a-file"), "x").unwrap();
    let run = shopsite(root.path(), &["new", "a-file"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(
        run.stderr
            .starts_with("error: `a-file` is a file, not a folder"),
        "{}",
        run.stderr
    );
}

/// zizmor, the workflows' linter that `just test` installs
/// (`target/tools/zizmor`), finds nothing in the workflow `new` writes.
#[test]
fn the_publish_workflow_passes_zizmor() {
    let zizmor = repo().join("target/tools/zizmor/bin/zizmor");
    assert!(
        zizmor.is_file(),
        "zizmor is missing: run `just test` (or `just lint-workflows`) first"
    );
    let root = tempfile::tempdir().unwrap();
    assert_eq!(shopsite(root.path(), &["new", "shop"]).code, 0);
    let out = std::process::Command::new(zizmor)
        .args(["--offline", "--no-progress", "--persona", "pedantic"])
        .arg(root.path().join("shop/.github/workflows"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
