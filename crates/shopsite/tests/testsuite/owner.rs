//! `content/` is the owner's. The project's tests ask of it only what
//! `shopsite check` asks, and that its built site is valid HTML within the
//! byte budgets. Every other test runs on the fixture shop,
//! `tests/fixtures/shop/`.
//!
//! The last test is the proof that this holds: it copies `content/`, makes
//! the everyday edits an owner makes (a price, a new product with a photo
//! from the phone in `content/photos/`, a product removed, a reworded
//! heading and FAQ answer) the way an owner makes them,
//! in the text of the YAML or in the spreadsheet, wherever the products that
//! come first are kept, builds the copy with the real frontend, and finds
//! each edit on the built pages, on whichever page of the catalogue it
//! lands. It picks its targets from whatever the content holds, so the
//! owner's own edits (a catalogue grown past one page, or moved to
//! `products.csv` or `products/`) never break it.
//!
//! The budgets are the issue's own measure, `gzip -9c FILE | wc -c`: every
//! route and every product's page arrives in one round trip (its HTML, the
//! inline stylesheet included, ≤ 14,600 B); a page without an island runs
//! no JavaScript but the open-now line's inline script (≤ 2 KB, in its
//! HTML) and an enhancement of its own (a product page's Share, ≤ 2 KB),
//! and a page with one loads ≤ 80 KB of it, React included. `just audit`
//! prints the table.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::common::{
    between, copy_tree, gzip_bytes, gzip_size, invalid_html, real_frontend, repo, shopsite,
};
use serde_json::Value;

const HTML_BUDGET: usize = 14_600;
const ISLAND_JS_BUDGET: usize = 80 * 1024;
const ENHANCEMENT_JS_BUDGET: usize = 2 * 1024;

/// What JavaScript a page may run.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scripts {
    None,
    /// An island: React and the island's code.
    Island,
    /// A small script of its own, without React (`data-enhance`).
    Enhancement,
}

/// The owner's site, built once with the real frontend for the tests that
/// judge it.
fn owners_site() -> &'static Path {
    static SITE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, dist) = SITE.get_or_init(|| {
        let out = tempfile::tempdir().unwrap();
        let dist = out.path().join("dist");
        let run = shopsite(
            &repo(),
            &[
                "build",
                "--frontend",
                &real_frontend(),
                "--out",
                dist.to_str().unwrap(),
            ],
        );
        assert_eq!(
            run.code,
            0,
            "content/ does not build:\n{}",
            run.transcript()
        );
        (out, dist)
    });
    dist
}

#[test]
fn the_owners_content_passes_check() {
    let run = shopsite(&repo(), &["check", "--content", "content"]);
    assert_eq!(
        run.code, 0,
        "`shopsite check` finds errors in content/:\n{}",
        run.stderr
    );
    assert!(
        run.stdout.starts_with("content OK: "),
        "{}",
        run.transcript()
    );
}

#[test]
fn the_owners_site_is_valid_html() {
    if let Some(report) = invalid_html(owners_site()) {
        panic!("the pages built from content/ are not valid HTML:\n{report}");
    }
}

#[test]
fn every_route_of_the_owners_site_fits_its_byte_budgets() {
    let dist = owners_site();
    let mut routes: Vec<(String, Scripts)> = [
        ("index.html", Scripts::None),
        ("training/index.html", Scripts::None),
        ("products/index.html", Scripts::Island),
        ("videos/index.html", Scripts::Island),
        ("about/index.html", Scripts::None),
        // With a repair price list, /repairs has the finder, an island.
        (
            "repairs/index.html",
            if dist.join("data/repairs").is_dir() {
                Scripts::Island
            } else {
                Scripts::None
            },
        ),
        ("404.html", Scripts::None),
    ]
    .map(|(route, scripts)| (route.to_owned(), scripts))
    .into();
    // Every brand's and phone model's repair prices, when there is a list.
    for entry in walkdir::WalkDir::new(dist.join("repairs")).sort_by_file_name() {
        let entry = entry.unwrap();
        let rel = entry
            .path()
            .strip_prefix(dist)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if entry.file_name() == "index.html" && rel != "repairs/index.html" {
            routes.push((rel, Scripts::None));
        }
    }
    // Every product's own page, however many the owner has.
    let mut products: Vec<String> = std::fs::read_dir(dist.join("products"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "page" && name != "index.html")
        .map(|name| format!("products/{name}/index.html"))
        .collect();
    products.sort();
    assert!(!products.is_empty(), "the owner's products have pages");
    routes.extend(products.into_iter().map(|p| (p, Scripts::Enhancement)));
    let mut report = format!(
        "{:<52} HTML gz  its CSS    JS gz  (budgets: HTML {HTML_BUDGET} B with its CSS; JS 0 B, {ENHANCEMENT_JS_BUDGET} B of its own, or {ISLAND_JS_BUDGET} B with an island)\n",
        "route"
    );
    let mut over = Vec::new();
    for (route, kind) in &routes {
        let file = dist.join(route);
        let html = std::fs::read_to_string(&file).unwrap();
        // What the first screen needs is inline; the site's stylesheet is
        // linked once, in the body, where the first screen ends: never in
        // the head, where it would hold up the first paint.
        let head = between(&html, "<head>", "</head>").expect("a head");
        assert!(
            !head.contains("rel=\"stylesheet\""),
            "{route} links a stylesheet in its head, which holds up the first paint"
        );
        // Under whatever base path the owner's site.yaml gives.
        let linked: Vec<_> = html
            .split("<link rel=\"stylesheet\" href=\"")
            .skip(1)
            .filter(|rest| {
                rest.split('"')
                    .next()
                    .is_some_and(|href| href.contains("assets/styles-"))
            })
            .collect();
        assert_eq!(
            linked.len(),
            1,
            "{route} links the site's stylesheet once, at its fold"
        );
        let css = between(&html, "<style>", "</style>").expect("an inline stylesheet");
        let scripts = island_scripts(&html);
        let modules = module_scripts(&html);
        let js: usize = scripts
            .iter()
            .chain(&modules)
            .map(|name| gzip_size(&dist.join("assets").join(name)))
            .sum();
        let h = gzip_size(&file);
        report.push_str(&format!(
            "{route:<52} {h:>7} {:>8} {js:>8}\n",
            gzip_bytes(css.as_bytes())
        ));
        if h > HTML_BUDGET {
            over.push(format!(
                "{route}: the HTML is {h} B gzip, over its {HTML_BUDGET} B budget"
            ));
        }
        // Every page runs the open-now line's inline script, and it only
        // once (docs/behaviour.md#open-now); the rest is the page's own.
        assert_eq!(
            open_now_scripts(&html),
            1,
            "{route}: the open-now line's script"
        );
        let runs = executable_scripts(&html) - 1;
        match kind {
            Scripts::Island => {
                assert_eq!(runs, 1, "{route}: the island loader, and no other script");
                assert!(!scripts.is_empty(), "{route}: the island's code");
                if js > ISLAND_JS_BUDGET {
                    over.push(format!(
                        "{route}: the JS is {js} B gzip, over its {ISLAND_JS_BUDGET} B budget"
                    ));
                }
            }
            Scripts::Enhancement => {
                assert!(scripts.is_empty(), "{route}: no island, so no React");
                assert_eq!(runs, modules.len(), "{route}: only its own scripts");
                if js > ENHANCEMENT_JS_BUDGET {
                    over.push(format!(
                        "{route}: the JS is {js} B gzip, over its {ENHANCEMENT_JS_BUDGET} B budget"
                    ));
                }
            }
            Scripts::None => {
                if runs > 0 || !scripts.is_empty() {
                    over.push(format!(
                        "{route}: runs JavaScript ({runs} scripts, {js} B gzip), but has no island"
                    ));
                }
            }
        }
    }
    std::io::stdout().write_all(report.as_bytes()).unwrap();
    assert!(over.is_empty(), "{}\n{report}", over.join("\n"));
}

#[test]
fn an_owners_everyday_edits_build_and_show() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    copy_tree(&repo().join("content"), &content);
    let ids = product_ids(&content);

    // A new price for the first product, whatever it was before; the last
    // product of the same file sold out of the range; and a new one added,
    // wherever the owner keeps the products that come first.
    let source = first_source(&content);
    let old_price = source.price(&content);
    let (new_price, new_label) = if old_price == "2345" {
        ("2346", "₹2,346")
    } else {
        ("2345", "₹2,345")
    };
    source.set_price(&content, new_price);
    let removed = source.remove_last(&content);
    source.add(&content);
    std::fs::create_dir_all(content.join("photos")).unwrap();
    std::fs::write(content.join("photos").join(ADDED_PHOTO), phone_photo()).unwrap();

    // New words on the Home page and in a Repairs FAQ answer.
    let heading = "Phone fixed today, or your checkup is free";
    set(&content, "pages/home.yaml", "hero.heading", heading);
    let answer = "Yes, always. We never open your photos, and you can watch the repair.";
    let has_faq = locate(&read(&content, "repairs.yaml"), "faqs[0].a").is_some();
    if has_faq {
        set(
            &content,
            "repairs.yaml",
            "faqs[0].a",
            &format!("\"{answer}\""),
        );
    }

    // At the root of a domain, whatever address the owner's site.yaml
    // gives: the paths below are the site's own, from its root.
    let run = shopsite(
        dir.path(),
        &[
            "build",
            "--frontend",
            &real_frontend(),
            "--out",
            "dist",
            "--base-url",
            "https://shop.example/",
        ],
    );
    assert_eq!(
        run.code,
        0,
        "the edited copy does not build:\n{}",
        run.transcript()
    );
    let dist = dir.path().join("dist");

    let built = built_products(&dist);
    let by_id = |id: &str| built.iter().find(|p| p["id"] == id);
    assert_eq!(by_id(&ids[0]).unwrap()["price"], new_label);
    let added = by_id("tempered-glass-redmi-12-added").expect("the new product is listed");
    assert_eq!(added["price"], "₹199");
    assert_eq!(added["type"], "Screen guards");
    if let Some(removed) = &removed {
        assert!(by_id(removed).is_none(), "{removed} is still listed");
    }
    assert_eq!(built.len(), ids.len() + 1 - usize::from(removed.is_some()));

    let cards = catalogue_pages(&dist);
    assert!(cards.contains(">Tempered Glass Screen Guard for Redmi 12</a></h2>"));
    assert!(cards.contains(new_label));
    // Each has a page of its own, and the removed one has none.
    let page = read(&dist, "products/tempered-glass-redmi-12-added/index.html");
    assert!(page.contains(">Tempered Glass Screen Guard for Redmi 12</h1>"));
    assert!(page.contains(">₹199</p>"));
    assert!(page.contains(">9H hardness</li>"));
    // Its photo, sized, in WebP and JPEG, on its page and its card.
    let photo = "/assets/photos/tempered-glass-redmi-12-added-";
    assert!(page.contains(&format!(r#"<source type="image/webp" srcSet="{photo}"#)));
    assert!(cards.contains(&format!(r#"<img src="{photo}card-208-"#)));
    let files: Vec<String> = std::fs::read_dir(dist.join("assets/photos"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("tempered-glass-redmi-12-added-"))
        .collect();
    assert!(files.len() >= 10, "{files:?}");
    let first = read(&dist, &format!("products/{}/index.html", ids[0]));
    assert!(first.contains(&format!(">{new_label}</p>")));
    if let Some(removed) = &removed {
        assert!(!dist.join("products").join(removed).exists());
    }
    assert!(read(&dist, "index.html").contains(&format!(">{heading}</h1>")));
    if has_faq {
        assert!(read(&dist, "repairs/index.html").contains(answer));
    }
}

/// The photo of the new product, in `content/photos/`.
const ADDED_PHOTO: &str = "tempered-glass-redmi-12-added.jpg";

/// The new product the owner adds, as YAML lines.
const ADDED: &[&str] = &[
    "id: tempered-glass-redmi-12-added",
    "title: Tempered Glass Screen Guard for Redmi 12",
    "price: 199",
    "in_stock: true",
    "group: Accessories",
    "sub: Screen guards",
    "image: photos/tempered-glass-redmi-12-added.jpg",
    "highlights:",
    "  - 9H hardness",
];

/// A photo as a phone takes it, small: 1024×768, a JPEG.
fn phone_photo() -> Vec<u8> {
    use image::ImageEncoder;
    let img = image::RgbImage::from_fn(1024, 768, |x, y| {
        image::Rgb([(x / 4) as u8, (y / 3) as u8, ((x + y) / 8) as u8])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .write_image(img.as_raw(), 1024, 768, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

/// Where the products that come first on the site are kept: `products.yaml`,
/// else the first file of `products/` (by name), else the spreadsheet.
enum Source {
    Yaml(String),
    Csv,
}

fn first_source(content: &Path) -> Source {
    let mut files = vec!["products.yaml".to_owned()];
    if let Ok(dir) = std::fs::read_dir(content.join("products")) {
        let mut split: Vec<String> = dir
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".yaml"))
            .map(|name| format!("products/{name}"))
            .collect();
        split.sort();
        files.extend(split);
    }
    files
        .into_iter()
        .find(|file| {
            std::fs::read_to_string(content.join(file))
                .is_ok_and(|text| locate(&text, "products[0]").is_some())
        })
        .map_or(Source::Csv, Source::Yaml)
}

impl Source {
    fn price(&self, content: &Path) -> String {
        match self {
            Source::Yaml(file) => value_text(content, file, "products[0].price"),
            Source::Csv => {
                let (header, rows) = read_csv(content);
                rows[0][column(&header, "price")].clone()
            }
        }
    }

    fn set_price(&self, content: &Path, price: &str) {
        match self {
            Source::Yaml(file) => set(content, file, "products[0].price", price),
            Source::Csv => {
                let (header, mut rows) = read_csv(content);
                rows[0][column(&header, "price")] = price.to_owned();
                write_csv(content, &header, &rows);
            }
        }
    }

    /// Removes the last product of this file when it has another: its id.
    fn remove_last(&self, content: &Path) -> Option<String> {
        match self {
            Source::Yaml(file) => {
                let text = read(content, file);
                let count = (0..)
                    .take_while(|i| locate(&text, &format!("products[{i}]")).is_some())
                    .count();
                (count > 1).then(|| {
                    let id = value_text(content, file, &format!("products[{}].id", count - 1));
                    remove_item(content, file, "products", count - 1);
                    id.trim_matches(|c| c == '"' || c == '\'').to_owned()
                })
            }
            Source::Csv => {
                let (header, mut rows) = read_csv(content);
                (rows.len() > 1).then(|| {
                    let row = rows.pop().unwrap();
                    write_csv(content, &header, &rows);
                    row[column(&header, "id")].clone()
                })
            }
        }
    }

    /// Adds [`ADDED`]: to this YAML file, or, beside a spreadsheet, as a
    /// YAML file of its own in `products/`.
    fn add(&self, content: &Path) {
        match self {
            Source::Yaml(file) => append_item(content, file, "products", ADDED),
            Source::Csv => {
                std::fs::create_dir_all(content.join("products")).unwrap();
                let mut yaml = format!("products:\n  - {}\n", ADDED[0]);
                for line in &ADDED[1..] {
                    yaml.push_str(&format!("    {line}\n"));
                }
                write(content, "products/added.yaml", &yaml);
            }
        }
    }
}

/// `products.csv`: its header row and its rows (a spreadsheet's byte-order
/// mark is kept apart).
fn read_csv(content: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let text = read(content, "products.csv");
    let text = text.trim_start_matches('\u{feff}');
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes());
    let mut rows = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect::<Vec<_>>());
    let header = rows.next().expect("content/products.csv has a header row");
    (header, rows.collect())
}

fn write_csv(content: &Path, header: &[String], rows: &[Vec<String>]) {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(header).unwrap();
    for row in rows {
        writer.write_record(row).unwrap();
    }
    let text = String::from_utf8(writer.into_inner().unwrap()).unwrap();
    write(content, "products.csv", &text);
}

fn column(header: &[String], name: &str) -> usize {
    header
        .iter()
        .position(|h| h.trim() == name)
        .unwrap_or_else(|| panic!("content/products.csv has no `{name}` column"))
}

/// Every product's view data, page 1's and those of the catalogue's later
/// pages.
fn built_products(dist: &Path) -> Vec<Value> {
    let mut files = vec![dist.join("data/products.json")];
    files.extend(
        (2..)
            .map(|n| dist.join(format!("data/products/page-{n}.json")))
            .take_while(|file| file.is_file()),
    );
    files
        .iter()
        .flat_map(|file| {
            let data: Value =
                serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
            data["page"]["products"].as_array().unwrap().clone()
        })
        .collect()
}

/// The HTML of every page of the catalogue, one after another.
fn catalogue_pages(dist: &Path) -> String {
    let mut html = read(dist, "products/index.html");
    for n in 2.. {
        let page = dist.join(format!("products/page/{n}/index.html"));
        if !page.is_file() {
            break;
        }
        html.push_str(&std::fs::read_to_string(page).unwrap());
    }
    html
}

fn read(dir: &Path, file: &str) -> String {
    let path = dir.join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn write(dir: &Path, file: &str, text: &str) {
    let path = dir.join(file);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// The ids of the products in `content/products.yaml`, in order.
fn product_ids(content: &Path) -> Vec<String> {
    let loaded = shopsite_content::load(content);
    let products = loaded.content.expect("content/ is valid").products;
    assert!(
        !products.is_empty(),
        "content/products.yaml lists no product"
    );
    products.into_iter().map(|p| p.id).collect()
}

/// Where the value at a field path written like `products[3].price` is in `text`.
fn locate(text: &str, path: &str) -> Option<std::ops::Range<usize>> {
    let path = path.parse().unwrap_or_else(|e| panic!("{e}"));
    shopsite_content::locate(text, &path)
}

/// Where the value at `path` is in `file`, and its text.
fn span(content: &Path, file: &str, path: &str) -> (String, std::ops::Range<usize>) {
    let text = read(content, file);
    let span = locate(&text, path).unwrap_or_else(|| panic!("content/{file} has no `{path}`"));
    (text, span)
}

fn value_text(content: &Path, file: &str, path: &str) -> String {
    let (text, span) = span(content, file, path);
    text[span].to_owned()
}

/// Types `value` over the value at `path`, as an owner does in an editor.
fn set(content: &Path, file: &str, path: &str, value: &str) {
    let (mut text, span) = span(content, file, path);
    text.replace_range(span, value);
    write(content, file, &text);
}

/// The start of the line that holds byte `at`.
fn line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

/// The end of the line that holds byte `at`, its newline included.
fn line_end(text: &str, at: usize) -> usize {
    text[at..].find('\n').map_or(text.len(), |i| at + i + 1)
}

/// Deletes item `index` of the block list at `list`, from its `- ` line to
/// the line before the next item.
fn remove_item(content: &Path, file: &str, list: &str, index: usize) {
    let (mut text, item) = span(content, file, &format!("{list}[{index}]"));
    let from = line_start(&text, item.start);
    let to = match locate(&text, &format!("{list}[{}]", index + 1)) {
        Some(next) => line_start(&text, next.start),
        None => line_end(&text, item.end.saturating_sub(1)),
    };
    text.replace_range(from..to, "");
    write(content, file, &text);
}

/// Adds an item after the last one of the block list at `list`, indented as
/// the others are.
fn append_item(content: &Path, file: &str, list: &str, lines: &[&str]) {
    let (mut text, items) = span(content, file, list);
    let last = (0..)
        .map_while(|i| locate(&text, &format!("{list}[{i}]")))
        .last()
        .unwrap_or_else(|| panic!("content/{file}: `{list}` is empty"));
    let dash = &text[line_start(&text, last.start)..last.start];
    assert!(
        dash.trim_start() == "- ",
        "content/{file}: `{list}` is not a block list of `- ` items ({items:?})"
    );
    let indent = " ".repeat(dash.len());
    let mut item = format!("{dash}{}\n", lines[0]);
    for line in &lines[1..] {
        item.push_str(&format!("{indent}{line}\n"));
    }
    let at = line_end(&text, last.end.saturating_sub(1));
    let at = if text[..at].ends_with('\n') {
        at
    } else {
        text.insert(at, '\n');
        at + 1
    };
    text.insert_str(at, &item);
    write(content, file, &text);
}

/// The `<script>` elements a browser runs: all but those of a data type.
fn executable_scripts(html: &str) -> usize {
    const DATA: [&str; 3] = [
        "application/ld+json",
        "application/json",
        "speculationrules",
    ];
    html.match_indices("<script")
        .map(|(at, _)| &html[at..at + html[at..].find('>').unwrap()])
        .filter(|tag| !between(tag, "type=\"", "\"").is_some_and(|ty| DATA.contains(&ty)))
        .count()
}

/// The inline scripts that are the open-now line's, exactly as the build
/// writes it.
fn open_now_scripts(html: &str) -> usize {
    html.matches(&format!(
        "<script>{}</script>",
        shopsite_render::html::OPEN_NOW
    ))
    .count()
}

/// The files under `assets/` of the page's module scripts (its
/// enhancements), by their `src`.
fn module_scripts(html: &str) -> BTreeSet<String> {
    html.match_indices(r#"<script type="module" src=""#)
        .map(|(at, tag)| {
            let src = &html[at + tag.len()..];
            let src = &src[..src.find('"').unwrap()];
            src.split("/assets/").nth(1).expect(src).to_owned()
        })
        .collect()
}

/// The files under `assets/` the island loader fetches: each island's entry
/// and the chunks it imports.
fn island_scripts(html: &str) -> BTreeSet<String> {
    let Some(json) = between(
        html,
        r#"<script id="islands" type="application/json">"#,
        "</script>",
    ) else {
        return BTreeSet::new();
    };
    let loader: Value = serde_json::from_str(json).expect("the loader's JSON");
    ["entries", "imports"]
        .iter()
        .flat_map(|key| loader[key].as_array().unwrap())
        .map(|url| {
            let url = url.as_str().unwrap();
            url.split("/assets/").nth(1).expect(url).to_owned()
        })
        .collect()
}
