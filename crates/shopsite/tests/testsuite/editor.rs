//! The editor at `/admin/` (Sveltia CMS) saves a file without its comments
//! and with the keys of each block in its own order. Such a file must mean
//! the same: `check` says the same of it, and the build is the same site,
//! byte for byte. So nothing `check` or the build relies on may live in a
//! comment, or in the order of keys.

use std::path::Path;

use crate::common::*;

/// One line of a YAML file and the lines under it (more indented).
struct Entry {
    line: String,
    children: Vec<Entry>,
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// Whether `line` opens a block scalar (`key: |`, `key: >-`), whose
/// lines under it are text, not keys.
fn opens_block_scalar(line: &str) -> bool {
    let t = line.trim_end();
    ["|", "|-", "|+", ">", ">-", ">+"]
        .iter()
        .any(|s| t.ends_with(&format!(": {s}")) || t.ends_with(&format!("- {s}")))
}

/// `value  # note` without its note, when the value is plain (not quoted).
fn without_trailing_comment(line: &str) -> String {
    let t = line.trim_start();
    let value_start = t.find(": ").map(|i| i + 2).unwrap_or(0);
    let value = t[value_start..].trim_start();
    if value.starts_with(['"', '\'']) || t.starts_with(['"', '\'']) {
        return line.to_owned();
    }
    match line.find(" #") {
        Some(at) if at > indent(line) => line[..at].trim_end().to_owned(),
        _ => line.to_owned(),
    }
}

/// The lines of `text` as a tree by indentation, comments and blank lines
/// left out, a block scalar's lines kept whole under their key.
fn entries(lines: &[String]) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = &lines[i];
        let own = indent(line);
        let mut j = i + 1;
        let scalar = opens_block_scalar(line);
        // What belongs under this line: the more indented lines after it
        // (and, under a `- ` item, its keys at the item's indent + 2).
        let child_indent = if line.trim_start().starts_with("- ") {
            own + 2
        } else {
            own + 1
        };
        while j < lines.len()
            && (indent(&lines[j]) >= child_indent || (scalar && lines[j].trim().is_empty()))
        {
            j += 1;
        }
        let children = if scalar {
            lines[i + 1..j]
                .iter()
                .map(|l| Entry {
                    line: l.clone(),
                    children: Vec::new(),
                })
                .collect()
        } else {
            entries(&lines[i + 1..j])
        };
        out.push(Entry {
            line: line.clone(),
            children,
        });
        i = j;
    }
    out
}

/// Whether an entry is a key of a mapping (`key: …`), not a list item or text.
fn is_key(e: &Entry) -> bool {
    let t = e.line.trim_start();
    !t.starts_with("- ") && t.contains(':')
}

/// The entries with the keys of every mapping in reverse order, and the
/// first key of each list item moved after the others.
fn reorder(entries: Vec<Entry>, scalar_parent: bool) -> Vec<Entry> {
    if scalar_parent {
        return entries;
    }
    let mut entries: Vec<Entry> = entries
        .into_iter()
        .map(|e| {
            let scalar = opens_block_scalar(&e.line);
            let children = reorder(e.children, scalar);
            Entry {
                line: e.line,
                children,
            }
        })
        .collect();
    if entries.len() > 1 && entries.iter().all(is_key) {
        entries.reverse();
    }
    // `- a: 1` with `b: 2` under it becomes `- b: 2` with `a: 1` under it.
    for e in &mut entries {
        let t = e.line.trim_start();
        let own = indent(&e.line);
        if let Some(first) = t.strip_prefix("- ")
            && first.contains(": ")
            && !opens_block_scalar(&e.line)
            && !e.children.is_empty()
            && e.children.iter().all(is_key)
        {
            let mut keys = std::mem::take(&mut e.children);
            keys.push(Entry {
                line: format!("{}{first}", " ".repeat(own + 2)),
                children: Vec::new(),
            });
            let head = keys.remove(0);
            e.line = format!("{}- {}", " ".repeat(own), head.line.trim_start());
            // The moved key's own lines stay under it, now under the item.
            let mut children = head.children;
            children.extend(keys);
            e.children = children;
        }
    }
    entries
}

fn write(entries: &[Entry], out: &mut String) {
    for e in entries {
        out.push_str(&e.line);
        out.push('\n');
        write(&e.children, out);
    }
}

/// `text` as the editor saves it: no comment, keys in another order.
fn as_the_editor_saves(text: &str) -> String {
    let mut lines = Vec::new();
    let mut in_scalar: Option<usize> = None;
    for line in text.lines() {
        if let Some(at) = in_scalar {
            if line.trim().is_empty() || indent(line) > at {
                lines.push(line.to_owned());
                continue;
            }
            in_scalar = None;
        }
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if opens_block_scalar(line) {
            in_scalar = Some(indent(line));
            lines.push(line.to_owned());
        } else {
            lines.push(without_trailing_comment(line));
        }
    }
    let mut out = String::new();
    write(&reorder(entries(&lines), false), &mut out);
    out
}

#[test]
fn the_rewrite_removes_comments_and_reorders_keys() {
    let text = "# about\nproducts:\n  - id: a   # the id\n    price: 1\n    description: |\n      # not a comment\n      two\nsite: x\n";
    assert_eq!(
        as_the_editor_saves(text),
        "site: x\nproducts:\n  - description: |\n      # not a comment\n      two\n    price: 1\n    id: a\n"
    );
}

/// Every YAML file of `content`, rewritten as the editor saves it.
fn rewrite_all(content: &Path) -> usize {
    let mut changed = 0;
    for entry in walkdir::WalkDir::new(content) {
        let entry = entry.unwrap();
        if entry.path().extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            let saved = as_the_editor_saves(&text);
            if saved != text {
                changed += 1;
            }
            std::fs::write(entry.path(), saved).unwrap();
        }
    }
    changed
}

#[test]
fn a_file_saved_without_comments_and_with_keys_reordered_checks_and_builds_the_same() {
    let frontend = real_frontend();
    let run = |dir: &Path| {
        let check = shopsite(dir, &["check", "--for-publishing", "--format", "json"]);
        let build = shopsite(dir, &["build", "--frontend", &frontend, "--out", "dist"]);
        assert_eq!(build.code, 0, "{}", build.transcript());
        let mut site = tree(&dir.join("dist"));
        site.retain(|path, _| !path.starts_with('.'));
        (check.code, check.stdout, site)
    };
    let original = project();
    let saved = project();
    let files = rewrite_all(&saved.path().join("content"));
    assert!(files >= 12, "{files} files rewritten");
    let before = std::fs::read_to_string(original.path().join("content/products.yaml")).unwrap();
    let after = std::fs::read_to_string(saved.path().join("content/products.yaml")).unwrap();
    assert!(before.contains("\n# ") && !after.contains("\n#"), "{after}");
    assert!(
        before.contains("\n  - id: ") && !after.contains("\n  - id: "),
        "{after}"
    );
    let (code, check, site) = run(original.path());
    let (saved_code, saved_check, saved_site) = run(saved.path());
    assert_eq!(saved_code, code);
    assert_eq!(saved_check, check);
    assert_eq!(
        saved_site.keys().collect::<Vec<_>>(),
        site.keys().collect::<Vec<_>>()
    );
    for (path, bytes) in &site {
        assert!(saved_site[path] == *bytes, "{path} differs");
    }
}

/// The editor saves to `GITHUB_REPOSITORY` when the publish workflow builds,
/// else to `repository:` in `site.yaml`, which `check` validates; with
/// neither, its page loads no editor and says how to name one.
#[test]
fn the_editor_saves_to_the_workflow_s_repository_else_site_yaml_s() {
    let dir = project();
    let site = dir.path().join("content/site.yaml");
    let original = std::fs::read_to_string(&site).unwrap();
    let frontend = stub_frontend();
    let build = |vars: &[(&str, &str)]| {
        let run = shopsite_with_env(
            dir.path(),
            &["build", "--frontend", &frontend, "--out", "dist"],
            vars,
        );
        assert_eq!(run.code, 0, "{}", run.transcript());
        let dist = dir.path().join("dist/admin");
        (
            std::fs::read_to_string(dist.join("config.yml")).unwrap(),
            std::fs::read_to_string(dist.join("index.html")).unwrap(),
        )
    };
    let (config, page) = build(&[("GITHUB_REPOSITORY", "")]);
    assert!(!config.contains("backend:"), "{config}");
    assert!(page.contains("The editor needs your repository"), "{page}");
    assert!(!page.contains("<script"), "{page}");

    std::fs::write(&site, format!("{original}repository: sharma mobile/shop\n")).unwrap();
    let check = shopsite_with_env(dir.path(), &["check"], &[("GITHUB_REPOSITORY", "")]);
    assert_eq!(check.code, 1, "{}", check.transcript());
    assert!(
        check
            .stderr
            .contains("error: repository: `sharma mobile/shop` is not a GitHub repository"),
        "{}",
        check.transcript()
    );

    std::fs::write(
        &site,
        format!("{original}repository: https://github.com/sharma-mobile/shop\n"),
    )
    .unwrap();
    let (config, page) = build(&[("GITHUB_REPOSITORY", "")]);
    assert!(
        config.contains(
            "backend:\n  name: \"github\"\n  repo: \"sharma-mobile/shop\"\n  branch: \"main\"\n"
        ),
        "{config}"
    );
    assert!(
        page.contains("<script src=\"sveltia-cms.js\"></script>"),
        "{page}"
    );
    let (config, page) = build(&[("GITHUB_REPOSITORY", "the-shop/site")]);
    assert!(config.contains("  repo: \"the-shop/site\"\n"), "{config}");
    assert!(
        page.contains("<a href=\"https://github.com/the-shop/site/actions/workflows/publish.yml\""),
        "{page}"
    );
    // The bar above the editor names the lists' files it cannot change
    // that this shop has: its repair prices' spreadsheet, and then a
    // folder of more products too.
    assert!(
        page.contains("<span>Not editable here: <b>repair-prices.csv</b></span>"),
        "{page}"
    );
    let folder = dir.path().join("content/products");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("cables.yaml"), "products: []\n").unwrap();
    let (_, page) = build(&[("GITHUB_REPOSITORY", "the-shop/site")]);
    assert!(
        page.contains("<span>Not editable here: <b>products/</b>, <b>repair-prices.csv</b></span>"),
        "{page}"
    );
}
