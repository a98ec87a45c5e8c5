//! The two engines that render the pages (`shopsite build --engine`): the
//! one inside the CLI (QuickJS), which needs nothing installed, and node,
//! which `auto` takes for a site of more than 150 pages when it is on the
//! PATH. They run the same server bundle and must write the same site, byte
//! for byte. The binary carries its frontend, so it builds a shop from a
//! folder that holds only `content/`, with nothing but itself on the PATH.

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{
    copy_tree, fixtures, pages_built, project, real_frontend, shopsite, shopsite_with_env, tree,
};

/// Builds the project in `dir` into `out` with `engine` and the real
/// frontend build, and reads what it wrote.
fn built_with(dir: &Path, engine: &str, out: &str) -> BTreeMap<String, Vec<u8>> {
    built(dir, engine, out, &[]).0
}

/// Builds as [`built_with`] does, with `--timings` and `vars` set, and
/// returns also what the build printed on stderr.
fn built(
    dir: &Path,
    engine: &str,
    out: &str,
    vars: &[(&str, &str)],
) -> (BTreeMap<String, Vec<u8>>, String) {
    let frontend = real_frontend();
    let args = [
        "build",
        "--frontend",
        &frontend,
        "--engine",
        engine,
        "--timings",
        "--out",
        out,
    ];
    let run = shopsite_with_env(dir, &args, vars);
    assert_eq!(run.code, 0, "{}", run.transcript());
    (tree(&dir.join(out)), run.stderr)
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

/// A folder on its own holding only a copy of the binary, for a PATH with
/// nothing else on it: no node, no npm, no cargo.
pub(crate) fn only_shopsite() -> tempfile::TempDir {
    let bin = tempfile::tempdir().unwrap();
    let name = Path::new(env!("CARGO_BIN_EXE_shopsite"))
        .file_name()
        .unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_shopsite"), bin.path().join(name)).unwrap();
    bin
}

/// The owner's case: a folder with only `content/` in it (1,000 products,
/// some 1,060 pages, more than `auto` gives QuickJS when node is there), the
/// binary alone on the PATH, and no `--frontend`. It builds with the
/// frontend it carries and QuickJS, byte for byte as node builds the same
/// content with the frontend build on disk.
#[test]
fn a_thousand_products_build_without_node_from_the_binary_alone_as_node_builds_them() {
    let dir = tempfile::tempdir().unwrap();
    crate::generator::write(1_000, "csv", &dir.path().join("content")).unwrap();
    let bin = only_shopsite();
    let path = bin.path().to_str().unwrap();
    let run = shopsite_with_env(dir.path(), &["build"], &[("PATH", path)]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let pages = pages_built(&dir.path().join("content"));
    assert!(pages > 1_050, "{pages}");
    assert!(
        run.stdout.starts_with(&format!(
            "built dist for https://sharmamobilecare.in/: {pages} pages, "
        )),
        "{}",
        run.stdout
    );
    assert_eq!(run.stderr, "");
    let alone = tree(&dir.path().join("dist"));

    let node = built_with(dir.path(), "node", "dist-node");
    assert_eq!(differences(&alone, &node), Vec::<String>::new());
    assert!(alone.contains_key("products/page/42/index.html"));

    // Asked for by name where there is none, node is missing, and the
    // build says what to do.
    let run = shopsite_with_env(
        dir.path(),
        &["build", "--engine", "node", "--out", "dist-no-node"],
        &[("PATH", path)],
    );
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert_eq!(
        run.stderr,
        "error: cannot run `node` (No such file or directory (os error 2))\n\
         \x20 = help: the prerender needs Node.js 20 or newer on the PATH; install it and build \
         again, or build with `--engine embedded`, which needs no node\n\
         \n\
         dist-no-node was not changed\n"
    );
}

/// `--frontend DIR` wins over the frontend the binary carries: a stand-in's
/// pages are its own.
#[test]
fn a_frontend_folder_given_is_used_instead_of_the_one_inside() {
    let dir = project();
    let stub = crate::common::stub_frontend();
    let run = shopsite(dir.path(), &["build", "--frontend", &stub]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let home = std::fs::read_to_string(dir.path().join("dist/index.html")).unwrap();
    assert!(
        home.contains("<header>Sharma Mobile Care</header><main><h1>"),
        "{home}"
    );
    let run = shopsite(dir.path(), &["build"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let home = std::fs::read_to_string(dir.path().join("dist/index.html")).unwrap();
    assert!(
        !home.contains("<header>Sharma Mobile Care</header>"),
        "{home}"
    );
    assert!(home.contains("<main id=\"main\""), "{home}");
}

#[test]
fn a_render_failure_in_the_embedded_engine_says_where_as_node_s_does() {
    let dir = project();
    let frontend = fixtures().join("frontend-throws");
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &frontend.to_string_lossy()],
    );
    assert_eq!(run.code, 1);
    let script = frontend.join("server/entry-server.js");
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

/// What the render prints without failing (React's warnings, say) follows
/// the content's warnings, line by line, from either engine.
#[test]
fn what_the_render_prints_follows_the_content_warnings_from_either_engine() {
    let dir = crate::common::project_with("warnings/stray-file");
    // The stand-in frontend, warning on one page as React might.
    let noisy = dir.path().join("noisy");
    copy_tree(&fixtures().join("frontend-stub"), &noisy);
    let bundle = noisy.join("server/entry-server.js");
    let js = std::fs::read_to_string(&bundle).unwrap().replacen(
        "  function render(route, data) {\n",
        "  function render(route, data) {\n    \
         if (route === \"about\") console.error(\"careful:\\nsecond\", \"line\");\n",
        1,
    );
    assert!(js.contains("careful"));
    std::fs::write(&bundle, &js).unwrap();
    for engine in ["node", "embedded"] {
        // Each into its own output: a rebuild renders only the pages that
        // changed, and prints only what their render printed.
        let out = format!("dist-{engine}");
        let run = shopsite(
            dir.path(),
            &[
                "build",
                "--frontend",
                "noisy",
                "--engine",
                engine,
                "--out",
                &out,
            ],
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

/// Builds the project in `dir` into `out` with node and `vars`, and
/// returns what it wrote and its `--timings` line about templates.
fn built_with_env(
    dir: &Path,
    out: &str,
    vars: &[(&str, &str)],
) -> (BTreeMap<String, Vec<u8>>, String) {
    let (site, stderr) = built(dir, "node", out, vars);
    let line = stderr
        .lines()
        .find(|line| line.contains("filled from"))
        .unwrap_or_default();
    (site, line.to_owned())
}

/// A shop of `count` products from the catalogue generator, each one's
/// title ending in one of [`crate::build::AWKWARD`]'s texts in turn: titles
/// change no page's layout, so the awkward texts go into templates. Those
/// holding a template's mark characters go only to every 100th product: a
/// page shows its related products' titles too, and one such title makes
/// the page React's.
fn awkward_titles(count: usize) -> tempfile::TempDir {
    let plain: Vec<&str> = crate::build::AWKWARD
        .into_iter()
        .filter(|text| !text.contains(['\u{E000}', '\u{E001}']))
        .collect();
    crate::build::catalogue_changed(count, |i, column, row| {
        let awkward = if i % 100 == 0 {
            "a \u{E000}0\u{E001} b"
        } else {
            plain[i % plain.len()]
        };
        let title = column("title");
        row[title] = format!("{} {awkward}", row[title]);
    })
}

#[test]
fn pages_filled_from_react_s_templates_are_react_s_pages_byte_for_byte() {
    // 500 products, each title ending in markup, quotes, Devanagari,
    // entities or the templates' own private-use marks.
    let dir = awkward_titles(500);
    let (filled, line) = built_with_env(dir.path(), "dist-filled", &[]);
    let (react, off) = built_with_env(dir.path(), "dist-react", &[("SHOPSITE_TEMPLATES", "off")]);
    assert_eq!(differences(&filled, &react), Vec::<String>::new());
    // The pages that show a title with a mark's character are React's; of
    // the others, those of the layouts with 32 pages or more are filled.
    // A template that does not make its first pages exactly is not used: a
    // lower count is a template refused.
    assert!(
        line == "255 of them filled from 3 templates of React's markup",
        "{line}"
    );
    assert!(
        off == "0 of them filled from 0 templates of React's markup",
        "{off}"
    );
}

/// A component that reads a text's value, rather than only writing it,
/// cannot have a template: the shape's pages stay React's, the build says
/// why, and the site is what rendering every page writes.
#[test]
fn a_layout_whose_markup_reads_its_texts_is_rendered_page_by_page() {
    let dir = crate::build::catalogue_changed(300, |_, _, _| {});
    let stub =
        std::fs::read_to_string(fixtures().join("frontend-stub/server/entry-server.js")).unwrap();
    let cases = [
        // Parses a text, and throws on a mark.
        (
            "parses",
            "    return `<header>",
            "    if (heading.includes(\"\\u{E000}\")) throw new Error(\"not a title\");\n    return `<header>",
            "with its texts marked, products/",
        ),
        // Writes a text changed: the template makes the page otherwise.
        (
            "changes",
            "<h1>${escape(heading)}</h1>",
            "<h1>${escape(heading.toUpperCase())}</h1>",
            "the template makes",
        ),
    ];
    for (name, from, to, why) in cases {
        let frontend = dir.path().join(name);
        copy_tree(&fixtures().join("frontend-stub"), &frontend);
        assert!(stub.contains(from), "{from}");
        std::fs::write(
            frontend.join("server/entry-server.js"),
            stub.replacen(from, to, 1),
        )
        .unwrap();
        let build = |out: &str, vars: &[(&str, &str)]| {
            let args = [
                "build",
                "--frontend",
                name,
                "--engine",
                "embedded",
                "--timings",
                "--out",
                out,
            ];
            let run = shopsite_with_env(dir.path(), &args, vars);
            assert_eq!(run.code, 0, "{}", run.transcript());
            (tree(&dir.path().join(out)), run.stderr)
        };
        let (site, stderr) = build(&format!("dist-{name}"), &[]);
        let (every, _) = build(
            &format!("dist-{name}-off"),
            &[("SHOPSITE_TEMPLATES", "off")],
        );
        assert_eq!(differences(&site, &every), Vec::<String>::new(), "{name}");
        let refused: Vec<&str> = stderr
            .lines()
            .filter(|line| {
                line.contains(
                    "\"product\" pages of one layout are rendered by React, not from a template",
                )
            })
            .collect();
        assert!(
            !refused.is_empty() && refused.iter().all(|line| line.contains(why)),
            "{name}:\n{stderr}"
        );
        assert!(
            stderr.contains("\n0 of them filled from 0 templates"),
            "{name}:\n{stderr}"
        );
    }
}

/// With templates, the pages no template fills are rendered by the probes'
/// QuickJS engine beside the engine's own threads: what their render
/// prints is told once, a page that throws fails the build and says which,
/// and the site is what rendering every page writes.
#[test]
fn the_pages_beside_the_templates_print_and_fail_as_any_other() {
    let dir = crate::build::catalogue_changed(300, |_, _, _| {});
    let stub =
        std::fs::read_to_string(fixtures().join("frontend-stub/server/entry-server.js")).unwrap();
    let render = "  function render(route, data) {\n";
    assert!(stub.contains(render));
    let cases = [
        ("noisy", "    console.error(`rendered ${route}`);\n"),
        (
            "throws",
            "    if (route === \"about\") throw new Error(\"no about page\");\n",
        ),
        // Only a product page rendered whole: the template's marked render
        // works, and the probe's check of it fails.
        (
            "probe-throws",
            "    if (route === \"product\" && !data.page.card.title.includes(\"\\uE000\"))\n      \
             throw new Error(\"no product page\");\n",
        ),
    ];
    for (name, line) in cases {
        let frontend = dir.path().join(name);
        copy_tree(&fixtures().join("frontend-stub"), &frontend);
        std::fs::write(
            frontend.join("server/entry-server.js"),
            stub.replacen(render, &format!("{render}{line}"), 1),
        )
        .unwrap();
    }
    let build = |frontend: &str, out: &str, vars: &[(&str, &str)]| {
        let args = [
            "build",
            "--frontend",
            frontend,
            "--engine",
            "embedded",
            "--timings",
            "--out",
            out,
        ];
        shopsite_with_env(dir.path(), &args, vars)
    };

    let run = build("noisy", "dist", &[]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    // Every page React rendered printed once: those no template fills
    // (136 of the 328 or so filled), and the probes' 9 (for 3 templates, a
    // marked page and 2 whole ones), from the prober and the other engine.
    let pages = pages_built(&dir.path().join("content"));
    let printed = |route: &str| {
        let line = format!("prerender: rendered {route}");
        run.stderr.lines().filter(|l| *l == line).count()
    };
    assert_eq!(printed("about"), 1, "{}", run.stderr);
    assert_eq!(
        run.stderr
            .lines()
            .filter(|l| l.starts_with("prerender: "))
            .count(),
        pages - 136 + 9,
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("\n136 of them filled from 3 templates of React's markup\n"),
        "{}",
        run.stderr
    );
    let off = build("noisy", "dist-off", &[("SHOPSITE_TEMPLATES", "off")]);
    assert_eq!(off.code, 0, "{}", off.transcript());
    assert_eq!(
        differences(
            &tree(&dir.path().join("dist")),
            &tree(&dir.path().join("dist-off"))
        ),
        Vec::<String>::new()
    );

    // A failed build says on which page, and what React threw there, and
    // leaves dist as it was.
    let before = tree(&dir.path().join("dist"));
    let fails = |frontend: &str, page: &str, route: &str, thrown: &str| {
        let run = build(frontend, "dist", &[]);
        assert_eq!(run.code, 1, "{}", run.transcript());
        let note = format!(
            "\n  = note: rendering the \"{route}\" page failed:\n\
             \x20         Error: {thrown}\n"
        );
        assert!(
            run.stderr
                .starts_with(&format!("error: the prerender failed on {page}"))
                && run.stderr.contains(&note)
                && run.stderr.ends_with("\ndist was not changed\n"),
            "{}",
            run.stderr
        );
        assert_eq!(tree(&dir.path().join("dist")), before);
    };
    fails("throws", "/about/\n", "about", "no about page");
    // The pages waiting for the shape the probe failed on are let go, and
    // the build fails on the probe's page, as it would on any other.
    fails("probe-throws", "/products/", "product", "no product page");
}
