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
    assert!(site.contains("\nname: Example Phone Care\n"), "{site}");
    assert!(
        !site.contains("PLACEHOLDER"),
        "found by value, not by a comment"
    );

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

/// The texts of the example that are still told once the essentials are
/// given, by file and path, with the owner's own words.
const OWN_WORDS: &[(&str, &[&str], &str)] = &[
    ("site.yaml", &["tagline"], "Repair • Parts"),
    ("site.yaml", &["description"], "Phone repair in {city}."),
    (
        "site.yaml",
        &["video_channel"],
        "https://www.youtube.com/@ashamobiles",
    ),
    (
        "pages/home.yaml",
        &["stats"],
        "- {value: 20y, label: In Jodhpur}\n\n",
    ),
    (
        "pages/about.yaml",
        &["hero", "text"],
        "Our counter near the clock tower.",
    ),
];

/// `shop`'s content file `rel` with `value` written at `keys`.
fn write_at(shop: &Path, rel: &str, keys: &[&str], value: &str) {
    let file = shop.join("content").join(rel);
    let mut text = std::fs::read_to_string(&file).unwrap();
    let path = keys
        .iter()
        .fold(shopsite_content::FieldPath::root(), |p, &k| p.key(k));
    let span = shopsite_content::locate(&text, &path).unwrap();
    text.replace_range(span, value);
    std::fs::write(file, text).unwrap();
}

/// A new shop previews as the example shop, with one warning; publishing
/// lists every kind left with the place of each, until the owner has made
/// each their own.
#[test]
fn a_new_shop_previews_but_does_not_publish_as_the_example() {
    let root = tempfile::tempdir().unwrap();
    assert_eq!(shopsite(root.path(), &["new", "shop"]).code, 0);
    let shop = root.path().join("shop");
    let check = shopsite(&shop, &["check"]);
    assert_eq!(check.code, 0, "{}", check.transcript());
    assert!(
        check.stderr.starts_with(
            "warning: the site is still the example shop in 61 places: its name in 4 texts, 15 values that describe the shop, 14 of 14 products, 3 of 3 courses, 13 of 13 videos and 12 of 12 repair prices\n   --> content/site.yaml:14:7\n"
        ),
        "{}",
        check.transcript()
    );
    let build = shopsite(&shop, &["build", "--frontend", &real_frontend()]);
    assert_eq!(build.code, 0, "{}", build.transcript());
    let home = std::fs::read_to_string(shop.join("dist/index.html")).unwrap();
    assert!(home.contains("Example Phone Care"));

    // Only the numbers replaced, in a site.yaml saved without a comment
    // (as an editor saves it): publishing lists all the rest.
    let site = shop.join("content/site.yaml");
    let text = std::fs::read_to_string(&site).unwrap();
    let text: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .map(|l| l.split(" #").next().unwrap().trim_end().to_owned() + "\n")
        .collect();
    std::fs::write(&site, &text).unwrap();
    let told = |args: &[&str]| {
        let run = shopsite(&shop, args);
        let errors: Vec<String> = run
            .stderr
            .lines()
            .filter_map(|l| l.strip_prefix("error: "))
            .map(str::to_owned)
            .collect();
        (run.code, errors)
    };
    let (code, errors) = told(&["check", "--for-publishing"]);
    assert_eq!(code, 1);
    assert_eq!(
        errors,
        [
            "the example shop's name `Example Phone Care` is still in 4 texts",
            "15 values that describe the shop are still the example's: phone, whatsapp, geo, tagline, description, address, video_channel, Home's stats, About's hero",
            "14 of your 14 products are the example shop's",
            "3 of your 3 courses are the example shop's",
            "13 of your 13 videos are the example shop's",
            "12 of your 12 repair prices are the example shop's",
        ]
    );
    let run = shopsite(&shop, &["check", "--for-publishing"]);
    assert!(
        run.stderr.contains("   = note: and on content/products.yaml lines 53, 65, 78, 89, 101, 113, 125, 137, 151, 166, 178, 198, 216\n"),
        "{}",
        run.stderr
    );
    let text = text
        .replace("phone: 90000 11111", "phone: 98290 12345")
        .replace("whatsapp: 90000 22222", "whatsapp: 98290 12345");
    std::fs::write(&site, text).unwrap();
    let (_, errors) = told(&["check", "--for-publishing"]);
    assert!(
        errors[1]
            .starts_with("13 values that describe the shop are still the example's: geo, tagline,"),
        "{errors:?}"
    );

    // Every value made the owner's own: it publishes.
    let answers = [
        ("name", "Asha Mobiles"),
        ("street", "12 Sojati Gate"),
        ("area", "Clock Tower"),
        ("locality", "Sardarpura"),
        ("city", "Jodhpur"),
        ("pin", "342001"),
        ("position", "26.2949, 73.0243"),
    ];
    let mut args = vec!["new", "own"];
    for (flag, value) in answers {
        args.push(flag);
        args.push(value);
    }
    let flags: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, a)| {
            if i >= 2 && i % 2 == 0 {
                format!("--{a}")
            } else {
                (*a).to_owned()
            }
        })
        .collect();
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    let run = shopsite(
        root.path(),
        &[&flags[..], &["--phone", "98290 12345"]].concat(),
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    let own = root.path().join("own");
    for (rel, keys, value) in OWN_WORDS {
        write_at(&own, rel, keys, value);
    }
    let content = own.join("content");
    for rel in ["products.yaml", "courses.yaml"] {
        let text = std::fs::read_to_string(content.join(rel)).unwrap();
        std::fs::write(content.join(rel), text.replace("  - id: ", "  - id: my-")).unwrap();
    }
    let videos = std::fs::read_to_string(content.join("videos.yaml")).unwrap();
    let videos = videos.replace("        title: ", "        title: Asha – ");
    std::fs::write(content.join("videos.yaml"), videos).unwrap();
    std::fs::remove_file(content.join("repair-prices.yaml")).unwrap();
    let run = shopsite(&own, &["check", "--for-publishing"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert_eq!(run.stderr, "");
}

/// The essentials given as flags land everywhere the example has them, and
/// nothing is asked: stdin is no terminal.
#[test]
fn the_essentials_given_as_flags_are_written_without_a_question() {
    let root = tempfile::tempdir().unwrap();
    let run = shopsite(
        root.path(),
        &[
            "new",
            "shop",
            "--name",
            "Shree Ganesh Mobile",
            "--phone",
            "+91 98290-12345",
            "--city",
            "Jodhpur",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        !run.stdout.contains("Your shop's details"),
        "{}",
        run.stdout
    );
    let shop = root.path().join("shop");
    let site = std::fs::read_to_string(shop.join("content/site.yaml")).unwrap();
    assert!(site.contains("\nname: Shree Ganesh Mobile\n"), "{site}");
    assert!(site.contains("phone: \"+91 98290-12345\""), "{site}");
    assert!(
        site.contains("whatsapp: \"+91 98290-12345\""),
        "the phone's, when not given"
    );
    assert!(site.contains("  city: Jodhpur"), "{site}");
    let about = std::fs::read_to_string(shop.join("content/pages/about.yaml")).unwrap();
    assert!(
        about.contains("heading: About Shree Ganesh Mobile\n"),
        "{about}"
    );
    let readme = std::fs::read_to_string(shop.join("README.md")).unwrap();
    assert!(readme.starts_with("# Shree Ganesh Mobile\n"), "{readme}");
    let check = shopsite(&shop, &["check"]);
    assert!(
        check.stderr.starts_with("warning: the site is still the example shop in 54 places: 12 values that describe the shop,"),
        "{}",
        check.transcript()
    );

    // A flag that `check` refuses makes no shop.
    let run = shopsite(root.path(), &["new", "other", "--pin", "3420"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(run.stderr.starts_with("error: --pin "), "{}", run.stderr);
    assert!(
        run.stderr.contains(", so no shop was made\n"),
        "{}",
        run.stderr
    );
    assert!(!root.path().join("other").exists());
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
