//! Runs the real `shopsite build` in fixture projects: what it writes, that
//! it writes the same bytes twice, that a failed build changes nothing, and
//! that hostile text stays text. Tests that need the React server render use
//! the real frontend build (`npm --prefix frontend run build`, which
//! `just test` runs first); the others use a small stand-in bundle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::common::{
    fixtures, hidden_entries, invalid_html, one_page_routes, project, project_with, real_frontend,
    shopsite, shopsite_with_env, stub_frontend, tree,
};

fn text(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap()
}

/// What a link-preview image is of, from its file name
/// `assets/og/<route>-<10 hex digits>.png`: its route, or `product-<id>`.
fn route_of(image: &str) -> &str {
    let name = image.strip_prefix("assets/og/").expect(image);
    let stem = name.strip_suffix(".png").expect(image);
    let (route, digest) = stem.rsplit_once('-').expect(image);
    assert!(
        digest.len() == 10 && digest.bytes().all(|b| b.is_ascii_hexdigit()),
        "{image}"
    );
    route
}

/// The link-preview images under `dist`, by route.
fn images(dist: &Path) -> BTreeMap<String, (String, Vec<u8>)> {
    tree(dist)
        .into_iter()
        .filter(|(path, _)| path.starts_with("assets/og/"))
        .map(|(path, bytes)| (route_of(&path).to_owned(), (path, bytes)))
        .collect()
}

#[test]
fn writes_every_route_data_sitemap_and_robots_with_a_summary_line() {
    let dir = project();
    let run = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    // The routes of one page, a page for each product, and one for each
    // brand and phone model of the repair price list; a link preview for
    // each route, each product without a photo and each repair price page.
    // A route of one page has its page, its view data and its preview;
    // besides, the host's rules, two scripts, the icon, robots.txt and the
    // sitemap; with a price list, each brand's prices and the list of
    // models the search box finds.
    let routes = one_page_routes().count();
    let content = shopsite_content::load(&dir.path().join("content"))
        .content
        .unwrap();
    let plain: Vec<&str> = content
        .products
        .iter()
        .filter(|p| p.image.is_none() && p.more_images.is_empty())
        .map(|p| p.id.as_str())
        .collect();
    let repairs: Vec<String> = shopsite_render::repair_prices::paths(&content);
    let brands = repairs
        .iter()
        .filter(|p| p.matches('/').count() == 2)
        .count();
    assert_eq!((repairs.len(), brands), (9, 4), "the fixture's price list");
    let pages = routes + content.products.len() + repairs.len();
    // 2 of every site's files are the counter poster and /wa/; 3 more the
    // editor's page, configuration and manifest (its script is the
    // frontend's, which this stub frontend has not).
    let files =
        3 * routes + 11 + content.products.len() + plain.len() + 2 * repairs.len() + brands + 1;
    let line = run.stdout.trim_end();
    let (head, tail) = line.split_once(" KB in ").expect(line);
    assert!(
        head.starts_with(&format!(
            "built dist for https://sharmamobilecare.in/: {pages} pages, {files} files, "
        )),
        "{line}"
    );
    let tail = tail
        .strip_suffix(&format!(
            " s (link previews: {} drawn, 0 reused)",
            routes + plain.len() + repairs.len()
        ))
        .expect(line);
    assert!(tail.parse::<f64>().is_ok(), "{line}");
    assert_eq!(run.stdout.lines().count(), 1);

    let files: Vec<String> = tree(&dir.path().join("dist")).into_keys().collect();
    let (images, files): (Vec<String>, Vec<String>) =
        files.into_iter().partition(|f| f.starts_with("assets/og/"));
    let mut expected_images: Vec<String> = one_page_routes()
        .map(|r| r.name().to_owned())
        .chain(plain.iter().map(|id| format!("product-{id}")))
        .chain(
            repairs
                .iter()
                .map(|p| p.trim_end_matches('/').replace('/', ".")),
        )
        .collect();
    expected_images.sort();
    assert_eq!(
        images.iter().map(|i| route_of(i)).collect::<Vec<_>>(),
        expected_images
    );
    let (products, files): (Vec<String>, Vec<String>) = files
        .into_iter()
        .partition(|f| f.starts_with("products/") && f != "products/index.html");
    let mut expected_products: Vec<String> = content
        .products
        .iter()
        .map(|p| format!("products/{}/index.html", p.id))
        .collect();
    expected_products.sort();
    assert_eq!(products, expected_products);
    let (repair_pages, files): (Vec<String>, Vec<String>) = files
        .into_iter()
        .partition(|f| f.starts_with("repairs/") && f != "repairs/index.html");
    let mut expected_repairs: Vec<String> =
        repairs.iter().map(|p| format!("{p}index.html")).collect();
    expected_repairs.sort();
    assert_eq!(repair_pages, expected_repairs);
    // Each route of one page: its page and its view data.
    let mut expected_files: Vec<String> = one_page_routes()
        .flat_map(|r| {
            let page = match r.path() {
                Some(path) => format!("{path}index.html"),
                None => "404.html".to_owned(),
            };
            [page, format!("data/{}.json", r.name())]
        })
        .chain(
            [
                "_headers",
                "admin/config.yml",
                "admin/index.html",
                "admin/manifest.webmanifest",
                "assets/filters-stub.js",
                "assets/shared-stub.js",
                "data/repair-models.json",
                "data/repairs/apple.json",
                "data/repairs/motorola.json",
                "data/repairs/samsung.json",
                "data/repairs/xiaomi.json",
                "favicon.svg",
                "poster/index.html",
                "robots.txt",
                "sitemap.xml",
                "wa/index.html",
            ]
            .map(str::to_owned),
        )
        .collect();
    expected_files.sort();
    assert_eq!(files, expected_files);
    let training = text(&dir.path().join("dist"), "training/index.html");
    assert!(training.contains(
        "<body>\n<header>Sharma Mobile Care</header><main><h1>Mobile Repair Training</h1></main>\n</body>"
    ));
    assert!(
        hidden_entries(dir.path()).is_empty(),
        "no staging folder left"
    );
}

#[test]
fn the_same_input_gives_byte_identical_output() {
    let dir = project();
    let frontend = real_frontend();
    let build = |out: &str| {
        let run = shopsite(
            dir.path(),
            &["build", "--frontend", &frontend, "--out", out],
        );
        assert_eq!(run.code, 0, "{}", run.transcript());
        tree(&dir.path().join(out))
    };
    let first = build("one");
    let second = build("two");
    assert_eq!(first.len(), second.len());
    for (path, bytes) in &first {
        assert!(
            second.get(path) == Some(bytes),
            "{path} differs between builds"
        );
    }
    assert_eq!(build("one"), first, "rebuilding over the output");
}

#[test]
fn a_failed_build_leaves_the_last_good_site_untouched() {
    let dir = project_with("invalid/type-error");
    // Start from a good site: the base content, then break it.
    let good = project();
    let run = shopsite(good.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    std::fs::rename(good.path().join("dist"), dir.path().join("dist")).unwrap();
    let before = tree(&dir.path().join("dist"));

    let stub = stub_frontend();
    let content = good.path().join("content").to_string_lossy().into_owned();
    let throws = fixtures()
        .join("frontend-throws")
        .to_string_lossy()
        .into_owned();
    let failures: [(&str, Vec<&str>, &str); 4] = [
        (
            "a content error",
            vec!["build", "--frontend", &stub],
            "content has 4 errors",
        ),
        (
            "a missing frontend build",
            vec!["build", "--content", &content, "--frontend", "nowhere"],
            "error: the frontend has not been built: `nowhere/client/.vite/manifest.json` is missing",
        ),
        (
            "a prerender failure",
            vec!["build", "--content", &content, "--frontend", &throws],
            "error: the prerender failed on /videos/\n  = note: rendering the \"videos\" page failed:\n          TypeError: Cannot read properties of undefined (reading 'map')\n",
        ),
        (
            "a bad base URL",
            vec![
                "build",
                "--content",
                &content,
                "--frontend",
                &stub,
                "--base-url",
                "javascript:alert(1)",
            ],
            "error: the base URL `javascript:alert(1)` cannot be used",
        ),
    ];
    for (what, args, message) in failures {
        let run = shopsite(dir.path(), &args);
        assert_eq!(run.code, 1, "{what}: {}", run.transcript());
        assert!(run.stderr.contains(message), "{what}: {}", run.stderr);
        assert!(
            run.stderr.ends_with("dist was not changed\n"),
            "{what}: {}",
            run.stderr
        );
        assert_eq!(run.stdout, "", "{what}");
        assert!(
            tree(&dir.path().join("dist")) == before,
            "{what} changed dist"
        );
        assert!(
            hidden_entries(dir.path()).is_empty(),
            "{what} left a staging folder"
        );
    }
}

#[test]
fn refuses_to_replace_a_folder_it_did_not_build() {
    let dir = project();
    let notes = dir.path().join("notes");
    std::fs::create_dir(&notes).unwrap();
    std::fs::write(notes.join("todo.txt"), "keep me").unwrap();
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &stub_frontend(), "--out", "notes"],
    );
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains(
            "error: refusing to replace `notes`: it is not a site built by shopsite (it has no index.html and sitemap.xml)"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(text(&notes, "todo.txt"), "keep me");
    // The content folder is no output either.
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &stub_frontend(), "--out", "content"],
    );
    assert_eq!(run.code, 1);
    assert!(dir.path().join("content/site.yaml").is_file());
}

const HOSTILE: &str = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";

#[test]
fn a_hostile_title_stays_text_in_the_built_page() {
    let dir = project();
    let products = dir.path().join("content/products.yaml");
    let yaml = text(dir.path(), "content/products.yaml");
    let first_title = yaml
        .lines()
        .find(|l| l.trim_start().starts_with("title:"))
        .unwrap();
    let hostile = format!("    title: '{HOSTILE}'");
    std::fs::write(&products, yaml.replacen(first_title, &hostile, 1)).unwrap();

    let run = shopsite(dir.path(), &["build", "--frontend", &real_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let html = text(&dir.path().join("dist"), "products/index.html");
    assert_eq!(
        html.matches("<script").count(),
        7,
        "only the build's scripts: speculation rules, JSON-LD, the filters' own props, the shop's hours, the open-now script, the islands' scripts, island loader"
    );
    assert!(!html.contains("<img src=x"));
    assert!(!html.contains("alert(1)</script>"));
    // React's render shows it as text.
    assert!(
        html.contains(
            "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"
        ),
        "the title is on the page as text"
    );
    let data: serde_json::Value =
        serde_json::from_str(&text(&dir.path().join("dist"), "data/products.json")).unwrap();
    assert_eq!(data["page"]["products"][0]["title"], HOSTILE);
    // The filters' props, JSON in a `<script>`, give the exact text back.
    assert_eq!(
        island_data(&html, "product-filters")["props"]["products"][0]["title"],
        HOSTILE
    );
    if let Some(report) = invalid_html(&dir.path().join("dist")) {
        panic!("a hostile title made the pages invalid HTML:\n{report}");
    }
}

/// Builds the project in `dir` with the real frontend for
/// `https://example.github.io/shop` (no trailing `/`, as an owner may write
/// it), into `dir/dist`.
/// The JSON the server render writes before the island `name`: its own
/// props and the error page's words (frontend/src/islands/define.ts).
fn island_data(html: &str, name: &str) -> serde_json::Value {
    let start = format!(r#"<script type="application/json" data-island-props="{name}">"#);
    let at = html.find(&start).unwrap_or_else(|| panic!("no {start}")) + start.len();
    let json = &html[at..at + html[at..].find("</script>").unwrap()];
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{name}'s data: {e}"))
}

#[test]
fn an_island_carries_its_own_props_and_not_the_page_data() {
    let dir = project();
    let run = shopsite(dir.path(), &["build", "--frontend", &real_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    for (route, island, props) in [
        (
            "products",
            "product-filters",
            &[
                "labels",
                "products",
                "total",
                "facets",
                "pager",
                "catalogue",
            ][..],
        ),
        ("videos", "playlists", &["playlists", "watch_label"][..]),
    ] {
        let html = text(&dist, &format!("{route}/index.html"));
        let data: serde_json::Value =
            serde_json::from_str(&text(&dist, &format!("data/{route}.json"))).unwrap();
        let page = &data["page"];
        let own: serde_json::Map<_, _> = props
            .iter()
            .map(|&key| (key.to_owned(), page[key].clone()))
            .collect();
        assert_eq!(
            island_data(&html, island),
            serde_json::json!({ "props": own, "error": data["shell"]["error"] }),
            "{route}"
        );
        assert_eq!(html.matches("data-island-props=").count(), 1, "{route}");
        // The page's view data is not in the page as JSON: neither the
        // shell's words nor the page's static parts.
        assert!(!html.contains(r#"id="page-data""#), "{route}");
        for text in [&data["shell"]["tagline"], &page["hero"]["heading"]] {
            // As JSON in a `<script>` is written (`script_json`).
            let json = serde_json::to_string(text)
                .unwrap()
                .replace('&', "\\u0026")
                .replace('<', "\\u003c")
                .replace('>', "\\u003e")
                .replace('\'', "\\u0027");
            assert!(!html.contains(&json), "{route}: {json} is in the page");
        }
    }
}

fn build_under_sub_path(dir: &Path) -> std::path::PathBuf {
    let run = shopsite(
        dir,
        &[
            "build",
            "--frontend",
            &real_frontend(),
            "--base-url",
            "https://example.github.io/shop",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    dir.join("dist")
}

#[test]
fn a_sub_path_base_url_puts_every_link_and_asset_under_it() {
    let dir = project();
    let dist = build_under_sub_path(dir.path());
    for (file, _) in tree(&dist).iter().filter(|(f, _)| f.ends_with(".html")) {
        let html = text(&dist, file);
        let mut internal = 0;
        for attr in ["href=\"", "src=\""] {
            for (at, _) in html.match_indices(attr) {
                let value = &html[at + attr.len()..];
                let value = &value[..value.find('"').unwrap()];
                if value.starts_with('/') {
                    internal += 1;
                    assert!(value.starts_with("/shop/"), "{file}: {value}");
                } else {
                    assert!(
                        ["https://", "tel:+91", "#"]
                            .iter()
                            .any(|p| value.starts_with(p)),
                        "{file}: {value}"
                    );
                }
            }
        }
        // The editor is no page of the site, and links to none
        // (docs/behaviour.md#the-editor-at-admin).
        if file.starts_with("admin/") {
            assert_eq!(internal, 0, "{file}");
            continue;
        }
        // The counter kit's documents are no pages of the site: their one
        // internal link is the favicon (docs/behaviour.md#the-poster-and-wa).
        if file.starts_with("poster/") || file.starts_with("wa/") {
            assert_eq!(internal, 1, "{file}: the favicon");
            continue;
        }
        assert!(
            internal >= 7,
            "{file}: the shop name, the nav and the favicon are internal"
        );
        assert!(
            html.contains(r#"{"href_matches":"/shop/*"}"#),
            "{file}: the speculation rules are for the site's pages"
        );
        // The scripts the island loader fetches, on pages with an island.
        const ISLANDS: &str = r#"<script id="islands" type="application/json">"#;
        if let Some(at) = html.find(ISLANDS) {
            let data = &html[at + ISLANDS.len()..];
            let data = &data[..data.find("</script>").unwrap()];
            for (at, _) in data.match_indices("\"/") {
                assert!(
                    data[at + 1..].starts_with("/shop/assets/"),
                    "{file}: {data}"
                );
            }
        }
    }
    for page in ["products/index.html", "videos/index.html"] {
        assert!(text(&dist, page).contains(
            r#"<script id="islands" type="application/json">{"entries": ["/shop/assets/"#
        ));
    }
    // Link previews need absolute URLs: under the sub-path, each one a file.
    for (route, (path, _)) in images(&dist) {
        let page = match route.as_str() {
            "home" => "index.html".to_owned(),
            "not-found" => "404.html".to_owned(),
            route => match route.strip_prefix("product-") {
                Some(id) => format!("products/{id}/index.html"),
                // A repair price page's: `repairs.samsung.galaxy-a15`.
                None => format!("{}/index.html", route.replace('.', "/")),
            },
        };
        let url = format!("https://example.github.io/shop/{path}");
        let html = text(&dist, &page);
        assert!(
            html.contains(&format!(r#"<meta property="og:image" content="{url}">"#)),
            "{page}"
        );
    }
    assert!(
        text(&dist, "sitemap.xml").contains("<loc>https://example.github.io/shop/training/</loc>")
    );
    assert!(
        text(&dist, "robots.txt").contains("Sitemap: https://example.github.io/shop/sitemap.xml")
    );
    if let Some(report) = invalid_html(&dist) {
        panic!("the fixture shop's pages are not valid HTML:\n{report}");
    }
}

/// The host headers of `path` in `_headers`, as Netlify and Cloudflare Pages
/// apply them: every rule whose pattern matches (a trailing `*` matches any
/// rest), in order.
fn host_headers<'a>(rules: &'a str, path: &str) -> Vec<(&'a str, &'a str)> {
    let mut headers = Vec::new();
    for block in rules.split("\n\n").filter(|b| b.starts_with('/')) {
        let mut lines = block.lines();
        let pattern = lines.next().unwrap();
        let matches = match pattern.strip_suffix('*') {
            Some(prefix) => path.starts_with(prefix),
            None => path == pattern,
        };
        if matches {
            headers.extend(lines.map(|l| l.trim().split_once(": ").unwrap()));
        }
    }
    headers
}

/// Every file gets the security headers, one `Cache-Control` and one
/// Content-Security-Policy: the site's, or under `/admin/` the editor's
/// alone (the hosts join two rules' values of one header, and a browser
/// obeys both policies), with `X-Robots-Tag` there.
#[test]
fn every_file_the_host_serves_gets_one_cache_rule_and_the_security_headers() {
    let dir = project();
    let dist = build_under_sub_path(dir.path());
    let rules = text(&dist, "_headers");
    let files = tree(&dist);
    assert!(files.keys().any(|f| f.starts_with("assets/")));
    assert!(files.contains_key("admin/index.html"));
    assert!(files.contains_key("admin/config.yml"));
    let site_policy = host_headers(&rules, "/shop/")
        .into_iter()
        .find(|(name, _)| *name == "Content-Security-Policy")
        .unwrap()
        .1;
    for file in files.keys().filter(|f| *f != "_headers") {
        // The address a visitor asks for: a page's folder, or the file.
        let path = format!("/shop/{}", file.trim_end_matches("index.html"));
        let headers = host_headers(&rules, &path);
        let names: Vec<&str> = headers.iter().map(|(name, _)| *name).collect();
        let editor = file.starts_with("admin/");
        let own: &[&str] = if editor {
            &["Content-Security-Policy", "X-Robots-Tag", "Cache-Control"]
        } else {
            &["Content-Security-Policy", "Cache-Control"]
        };
        let mut expected = vec![
            "X-Content-Type-Options",
            "Referrer-Policy",
            "Permissions-Policy",
            "X-Frame-Options",
        ];
        expected.extend(own);
        assert_eq!(names, expected, "{path}");
        let value = |name: &str| headers.iter().find(|(n, _)| *n == name).unwrap().1;
        let cache = value("Cache-Control");
        if file.starts_with("assets/") {
            assert_eq!(cache, "public, max-age=31536000, immutable", "{path}");
        } else {
            assert_eq!(cache, "public, max-age=0, must-revalidate", "{path}");
        }
        if editor {
            assert_eq!(
                value("Content-Security-Policy"),
                shopsite_render::admin::CSP,
                "{path}"
            );
            assert_eq!(value("X-Robots-Tag"), "noindex, nofollow", "{path}");
        } else {
            assert_eq!(value("Content-Security-Policy"), site_policy, "{path}");
        }
    }
}

/// The `style-src` of `policy`: `'self'` and the hashes.
fn style_sources(policy: &str) -> Vec<&str> {
    let directive = policy
        .split("; ")
        .find(|d| d.starts_with("style-src "))
        .unwrap();
    directive.split(' ').skip(1).collect()
}

/// Each page's inline stylesheet is one that the host's policy allows by
/// its hash, and the page's own `<meta>` allows that one alone; the
/// product pages choose among several (the frontend's variants of their
/// route's), and one without a badge or a second photo inlines at most
/// 2,048 B gzip. And `_headers` stays within what Cloudflare Pages reads:
/// 2,000 characters a line.
#[test]
fn the_host_and_each_page_allow_the_stylesheet_the_page_inlines() {
    use base64::Engine as _;
    use sha2::{Digest as _, Sha256};
    let dir = project();
    let dist = build_under_sub_path(dir.path());
    let rules = text(&dist, "_headers");
    for line in rules.lines() {
        assert!(
            line.chars().count() <= 2000,
            "{} characters: {line}",
            line.chars().count()
        );
    }
    let headers = host_headers(&rules, "/shop/");
    let (_, header) = headers
        .iter()
        .find(|(name, _)| *name == "Content-Security-Policy")
        .unwrap();
    let allowed = style_sources(header);
    let (mut products, mut plain) = (BTreeSet::new(), 0);
    // The editor has a policy of its own (`admin::CSP`).
    for (file, bytes) in tree(&dist)
        .iter()
        .filter(|(f, _)| f.ends_with(".html") && !f.starts_with("admin/"))
    {
        let html = String::from_utf8_lossy(bytes);
        let css = html
            .split("<style>")
            .nth(1)
            .and_then(|rest| rest.split("</style>").next())
            .unwrap();
        let hash = format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(Sha256::digest(css))
        );
        assert!(
            allowed.contains(&hash.as_str()),
            "{file}: {hash} is not in {header}"
        );
        let meta = html
            .split(r#"http-equiv="Content-Security-Policy" content=""#)
            .nth(1)
            .unwrap();
        let meta = &meta[..meta.find('"').unwrap()];
        assert_eq!(style_sources(meta), ["'self'", hash.as_str()], "{file}");
        if file.starts_with("products/") && file.matches('/').count() == 2 {
            products.insert(hash);
            // A product without a badge or a second photo, the kind most
            // product pages are: the next one a visitor opens costs at most
            // 2 KB of CSS again (issue 34).
            let first_screen = html.split(r#"<link rel="stylesheet""#).next().unwrap();
            let classes: BTreeSet<&str> = first_screen
                .split(" class=\"")
                .skip(1)
                .flat_map(|rest| rest[..rest.find('"').unwrap()].split_ascii_whitespace())
                .collect();
            if !classes.contains("ribbon") && !classes.contains("thumbs") {
                let gzip = crate::common::gzip_bytes(css.as_bytes());
                assert!(gzip <= 2048, "{file}: its inline CSS is {gzip} B gzip");
                plain += 1;
            }
        }
    }
    assert!(products.len() > 1, "{products:?}");
    assert!(
        plain > 0,
        "a product page without a badge or a second photo"
    );
}

/// A shop whose photos come from so many hosts that the policy's line in
/// `_headers` is longer than Cloudflare Pages reads is built, and told so,
/// with what to do; one whose line fits is told nothing.
#[test]
fn a_policy_line_too_long_for_cloudflare_pages_is_a_warning() {
    let warning = "warning: the photos come from so many hosts that the Content-Security-Policy line of `_headers` is ";
    let dir = project();
    let run = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(!run.stderr.contains(warning), "{}", run.stderr);

    let products = dir.path().join("content/products.yaml");
    let yaml = std::fs::read_to_string(&products).unwrap();
    let list = "    more_images:\n";
    let at = yaml.find(list).unwrap() + list.len();
    let hosts: String = (1..=60)
        .map(|n| format!("      - https://photos-{n}.example-shop.in/p.jpg\n"))
        .collect();
    std::fs::write(&products, format!("{}{hosts}{}", &yaml[..at], &yaml[at..])).unwrap();
    let run = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let headers = text(&dir.path().join("dist"), "_headers");
    let line = text_of_line(&headers, "  Content-Security-Policy: ");
    let chars = line.chars().count();
    assert!(chars > 2000, "{chars}");
    assert!(
        run.stderr.contains(&format!(
            "{warning}{chars} characters, and Cloudflare Pages reads no line longer than 2000\n  = help: put the photos in content/photos/, or link them from fewer sites; on Netlify and GitHub Pages the site works as it is\n"
        )),
        "{}",
        run.stderr
    );
}

/// The line of `text` that starts with `start`.
fn text_of_line<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines().find(|line| line.starts_with(start)).unwrap()
}

#[test]
fn shopsite_base_url_sets_the_base_url_and_the_flag_wins_over_it() {
    let dir = project();
    let stub = stub_frontend();
    let dist = dir.path().join("dist");
    let from_env = [("SHOPSITE_BASE_URL", "https://owner.github.io/shopsite")];

    // CI sets the variable to the address its host gives the site.
    let run = shopsite_with_env(dir.path(), &["build", "--frontend", &stub], &from_env);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout
            .starts_with("built dist for https://owner.github.io/shopsite/: "),
        "{}",
        run.stdout
    );
    assert!(
        text(&dist, "products/index.html").contains(
            r#"<link rel="canonical" href="https://owner.github.io/shopsite/products/">"#
        )
    );
    assert!(
        text(&dist, "sitemap.xml").contains("<loc>https://owner.github.io/shopsite/videos/</loc>")
    );

    // `--base-url` is the more specific choice.
    let run = shopsite_with_env(
        dir.path(),
        &[
            "build",
            "--frontend",
            &stub,
            "--base-url",
            "https://example.com/shop/",
        ],
        &from_env,
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout
            .starts_with("built dist for https://example.com/shop/: "),
        "{}",
        run.stdout
    );
    assert!(
        text(&dist, "products/index.html")
            .contains(r#"<link rel="canonical" href="https://example.com/shop/products/">"#)
    );

    // Set but empty is a mistake (a CI step's output that is missing), not
    // a reason to fall back on site.yaml's address and publish wrong links.
    let run = shopsite_with_env(
        dir.path(),
        &["build", "--frontend", &stub],
        &[("SHOPSITE_BASE_URL", "")],
    );
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(
        run.stderr.contains("error: the base URL `` cannot be used"),
        "{}",
        run.stderr
    );
    assert!(
        text(&dist, "products/index.html").contains("https://example.com/shop/products/"),
        "the last good site stays"
    );
}

/// A build draws only the link-preview images the last one did not make: an
/// image is named by what it shows, so an unchanged page's is copied.
#[test]
fn link_previews_are_drawn_once_and_again_only_when_their_page_heading_changes() {
    let dir = project();
    let frontend = stub_frontend();
    let build = || {
        let run = shopsite(dir.path(), &["build", "--frontend", &frontend]);
        assert_eq!(run.code, 0, "{}", run.transcript());
        let line = run.stdout.trim_end().to_owned();
        let counts = line.rsplit_once(" (").expect(&line).1.to_owned();
        (counts, images(&dir.path().join("dist")))
    };
    // One for each route of one page, and each product without a photo.
    let content = shopsite_content::load(&dir.path().join("content"))
        .content
        .unwrap();
    let plain = content
        .products
        .iter()
        .filter(|p| p.image.is_none() && p.more_images.is_empty())
        .count();
    assert!(plain > 0);
    // And each brand's and phone model's repair prices.
    let all =
        one_page_routes().count() + plain + shopsite_render::repair_prices::paths(&content).len();
    let (counts, first) = build();
    assert_eq!(counts, format!("link previews: {all} drawn, 0 reused)"));
    assert_eq!(first.len(), all);
    for (route, (path, png)) in &first {
        // A PNG of 1200 × 630 (its IHDR), small enough for WhatsApp.
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), "{path}");
        assert_eq!(png[16..24], [0, 0, 4, 176, 0, 0, 2, 118], "{path}");
        assert!(png.len() <= 150 * 1024, "{route}: {} bytes", png.len());
    }
    let training = &first["training"].0;
    let html = text(&dir.path().join("dist"), "training/index.html");
    assert!(html.contains(&format!(
        r#"<meta property="og:image" content="https://sharmamobilecare.in/{training}">"#
    )));

    let (counts, second) = build();
    assert_eq!(counts, format!("link previews: 0 drawn, {all} reused)"));
    assert_eq!(second, first);

    let yaml = dir.path().join("content/pages/training.yaml");
    let words = std::fs::read_to_string(&yaml).unwrap();
    let edited = words.replace(
        "  heading: Mobile Repair Training\n",
        "  heading: मोबाइल रिपेयरिंग कोर्स\n",
    );
    assert_ne!(edited, words);
    std::fs::write(&yaml, edited).unwrap();
    let (counts, third) = build();
    assert_eq!(
        counts,
        format!("link previews: 1 drawn, {} reused)", all - 1)
    );
    for (route, image) in &third {
        if route == "training" {
            assert_ne!(image.0, first[route].0, "a new name");
            assert_ne!(image.1, first[route].1, "a new picture");
        } else {
            assert_eq!(image, &first[route], "{route}");
        }
    }
    assert!(
        !dir.path().join("dist").join(training).exists(),
        "the old training image is gone with the old site"
    );

    // An image cut short in the output is drawn again, not copied.
    let (path, png) = &third["home"];
    std::fs::write(dir.path().join("dist").join(path), &png[..png.len() / 2]).unwrap();
    let (counts, fourth) = build();
    assert_eq!(
        counts,
        format!("link previews: 1 drawn, {} reused)", all - 1)
    );
    assert_eq!(fourth, third);
}

/// Texts a product may hold that escaping could get wrong: markup, quotes
/// of both kinds, `&`, entities, Hindi, and private-use characters.
pub(crate) const AWKWARD: [&str; 6] = [
    "</script><img src=x onerror=alert(1)>",
    "\"Quoted\" & 'single' <b>",
    "डिस्प्ले बदलें & बैटरी",
    "\u{E000}title\u{E001}",
    "a \u{E000}price b \u{E001}",
    "&amp; &lt; &#x27;",
];

/// A shop of `count` products from the catalogue generator (a spreadsheet),
/// every fifth product's title, a highlight and a badge made [`AWKWARD`].
pub(crate) fn awkward_catalogue(count: usize) -> tempfile::TempDir {
    catalogue_changed(count, |i, column, row| {
        if i % 5 == 0 {
            let awkward = AWKWARD[(i / 5) % AWKWARD.len()];
            row[column("title")] = format!("{awkward} {i}");
            row[column("badge")] = awkward.to_owned();
            row[column("highlights")] = format!("{awkward} | plain");
        }
    })
}

/// A shop of `count` products from the catalogue generator (a
/// spreadsheet), each row changed by `change(i, column, row)`, where
/// `column(name)` is where a column is.
pub(crate) fn catalogue_changed(
    count: usize,
    mut change: impl FnMut(usize, &dyn Fn(&str) -> usize, &mut Vec<String>),
) -> tempfile::TempDir {
    let dir = project();
    let content = dir.path().join("content");
    std::fs::remove_dir_all(&content).unwrap();
    crate::generator::write(count, "csv", &content).unwrap();
    let csv_path = content.join("products.csv");
    let mut reader = csv::Reader::from_path(&csv_path).unwrap();
    let header = reader.headers().unwrap().clone();
    let column = |name: &str| header.iter().position(|h| h == name).unwrap();
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(&header).unwrap();
    for (i, row) in reader.records().enumerate() {
        let mut row: Vec<String> = row.unwrap().iter().map(str::to_owned).collect();
        change(i, &column, &mut row);
        writer.write_record(&row).unwrap();
    }
    std::fs::write(&csv_path, writer.into_inner().unwrap()).unwrap();
    dir
}

/// `text` as React writes text and attribute values.
fn react_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;")
}

#[test]
fn awkward_texts_stay_text_on_every_page_of_a_large_catalogue() {
    // 24 a page: 500 products make pages 2 to 21, and every fifth product
    // has an awkward title, badge and highlight.
    let dir = awkward_catalogue(500);
    let run = shopsite(dir.path(), &["build", "--frontend", &real_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    let mut pages = Vec::new();
    for n in 2.. {
        let page = format!("products/page/{n}/index.html");
        if !dist.join(&page).is_file() {
            break;
        }
        pages.push(text(&dist, &page));
    }
    assert_eq!(pages.len(), 20);
    let all: String = pages.concat();
    for awkward in AWKWARD {
        let escaped = react_escaped(awkward);
        assert!(all.contains(&escaped), "{awkward:?} is on a page, escaped");
    }
    assert!(!all.contains("<img src=x"));
    assert!(!all.contains("<b>"));
}
