//! The repair price list (docs/behaviour.md#repair-prices) is optional:
//! a shop without one has no page of it, and the list changes nothing
//! else but the files that tell of its pages. With one (the fixture shop's, `tests/fixtures/shop/repair-prices.csv`),
//! each brand and phone model has a page, in the sitemap, with its own
//! head and valid schema.org markup, and /repairs stays in its budget.
//!
//! `fixtures/unchanged/repairs.html` is /repairs without a price list as
//! the real frontend renders it, its stylesheet and the policy's hashes of
//! it left out (the stylesheet is the frontend's, and grows with every page
//! it styles). It was made by the build of `main` before the price list;
//! regenerate it (`SHOPSITE_UPDATE_UNCHANGED=1`) only from a build of
//! `main`, when a change there is meant to alter /repairs without a price
//! list.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use crate::common::{
    between, fixtures, gzip_size, project, real_frontend, shopsite, stub_frontend,
};
use serde_json::Value;
use sha2::{Digest, Sha256};
use walkdir::WalkDir;

/// The fixture shop without its price list, in whichever form it has one.
fn without_price_list() -> tempfile::TempDir {
    let dir = project();
    let content = dir.path().join("content");
    for file in ["repair-prices.csv", "repair-prices.yaml"] {
        let _ = std::fs::remove_file(content.join(file));
    }
    let _ = std::fs::remove_dir_all(content.join("repair-prices"));
    dir
}

fn build(dir: &Path, frontend: &str) {
    let run = shopsite(
        dir,
        &[
            "build",
            "--frontend",
            frontend,
            "--base-url",
            "https://example.github.io/shop/",
            "--out",
            "dist",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
}

/// `<sha256>  <path>` for every file under `dist`, as `sha256sum` lists
/// them; a link-preview image by its path alone.
fn manifest(dist: &Path) -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for entry in WalkDir::new(dist).sort_by_file_name() {
        let entry = entry.unwrap();
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(dist).unwrap();
        let rel = rel.to_string_lossy().replace('\\', "/");
        let hash = if rel.starts_with("assets/og/") {
            "-".to_owned()
        } else {
            let digest = Sha256::digest(std::fs::read(entry.path()).unwrap());
            digest.iter().fold(String::new(), |mut hex, b| {
                let _ = write!(hex, "{b:02x}");
                hex
            })
        };
        files.insert(rel, hash);
    }
    files
}

/// A page with its inline stylesheet and the policy's hashes left out.
fn without_stylesheet(html: &str) -> String {
    let start = html.find("<style>").expect("an inline stylesheet") + "<style>".len();
    let end = html.find("</style>").expect("an inline stylesheet");
    let html = format!("{}…{}", &html[..start], &html[end..]);
    let mut out = String::with_capacity(html.len());
    let mut rest = html.as_str();
    while let Some(at) = rest.find("sha256-") {
        out.push_str(&rest[..at + "sha256-".len()]);
        out.push('…');
        let after = &rest[at + "sha256-".len()..];
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || "+/=".contains(c)))
            .unwrap_or(after.len());
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Compares `actual` with the file `unchanged/<name>`, or rewrites it when
/// asked to.
fn assert_unchanged(name: &str, actual: &str) {
    let path = fixtures().join("unchanged").join(name);
    if std::env::var_os("SHOPSITE_UPDATE_UNCHANGED").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap();
    if expected != actual {
        let differ: Vec<String> = expected
            .lines()
            .zip(actual.lines())
            .filter(|(a, b)| a != b)
            .take(10)
            .map(|(a, b)| {
                // Long lines (a page's body is one) are shown from where they part.
                let at = a
                    .char_indices()
                    .zip(b.chars())
                    .find(|((_, x), y)| x != y)
                    .map_or(a.len().min(b.len()), |((i, _), _)| i);
                let from = a[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
                let cut = |s: &str| {
                    s.get(from..)
                        .unwrap_or("")
                        .chars()
                        .take(160)
                        .collect::<String>()
                };
                format!("  before: …{}\n  now:    …{}", cut(a), cut(b))
            })
            .collect();
        panic!(
            "the fixture shop without a price list no longer builds as before ({name}; {} lines before, {} now):\n{}",
            expected.lines().count(),
            actual.lines().count(),
            differ.join("\n")
        );
    }
}

/// The fixture shop built with its price list and without: the list adds
/// its pages, their link previews and each brand's prices for the finder,
/// and changes only the three files that tell of them. Every other file,
/// each page of the site included, is the same byte for byte.
#[test]
fn a_price_list_adds_its_pages_and_changes_only_what_shows_it() {
    let with = project();
    build(with.path(), &stub_frontend());
    let content = shopsite_content::load(&with.path().join("content"))
        .content
        .unwrap();
    let without = without_price_list();
    build(without.path(), &stub_frontend());
    let with = manifest(&with.path().join("dist"));
    let without = manifest(&without.path().join("dist"));

    let paths = shopsite_render::repair_prices::paths(&content);
    let mut added: Vec<String> = paths
        .iter()
        .map(|p| format!("{p}index.html"))
        .chain(
            paths
                .iter()
                .map(|p| format!("assets/og/{}", p.trim_end_matches('/').replace('/', "."))),
        )
        .chain(
            paths
                .iter()
                .filter(|p| p.matches('/').count() == 2)
                .map(|p| format!("data/{}.json", p.trim_end_matches('/'))),
        )
        .chain(["data/repair-models.json".to_owned()])
        .collect();
    added.sort();
    let mut only_with: Vec<String> = with
        .keys()
        .filter(|f| !without.contains_key(*f))
        // A link preview's name ends with a digest of what it shows.
        .map(|f| match f.strip_prefix("assets/og/") {
            Some(image) => format!("assets/og/{}", &image[..image.rfind('-').unwrap()]),
            None => f.clone(),
        })
        .collect();
    only_with.sort();
    assert_eq!(only_with, added);
    assert!(without.keys().all(|f| with.contains_key(f)));
    let differ: Vec<&str> = with
        .iter()
        .filter(|(f, h)| without.get(*f).is_some_and(|o| o != *h))
        .map(|(f, _)| f.as_str())
        .collect();
    // The host's cache rule for /repairs/ covers the pages under it too,
    // the sitemap lists them, /repairs' data has the finder's brands and
    // its search box, and the home page's has that box as a form.
    assert_eq!(
        differ,
        [
            "_headers",
            "data/home.json",
            "data/repairs.json",
            "sitemap.xml"
        ]
    );
}

#[test]
fn without_a_price_list_repairs_renders_as_before() {
    let dir = without_price_list();
    build(dir.path(), &real_frontend());
    let html = std::fs::read_to_string(dir.path().join("dist/repairs/index.html")).unwrap();
    assert_unchanged("repairs.html", &without_stylesheet(&html));
}

/// What `dist/<rel>` holds, as text.
fn read(dir: &Path, rel: &str) -> String {
    std::fs::read_to_string(dir.join("dist").join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The page's JSON-LD graph.
fn json_ld(html: &str) -> Vec<Value> {
    let json = between(html, r#"<script type="application/ld+json">"#, "</script>")
        .expect("a page has JSON-LD");
    let ld: Value = serde_json::from_str(json).unwrap();
    ld["@graph"].as_array().unwrap().clone()
}

/// The value of `<meta name|property="key" content="…">`.
fn meta<'a>(html: &'a str, key: &str) -> &'a str {
    between(html, &format!(r#"{key}" content=""#), "\"").unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn each_brand_and_model_has_a_page_in_the_sitemap_and_the_finder_its_prices() {
    let dir = project();
    build(dir.path(), &stub_frontend());
    let pages = [
        "repairs/apple/",
        "repairs/apple/iphone-12/",
        "repairs/samsung/",
        "repairs/samsung/galaxy-a15/",
        "repairs/samsung/galaxy-s21-fe/",
        "repairs/xiaomi/",
        "repairs/xiaomi/redmi-note-13-5g/",
        "repairs/motorola/",
        "repairs/motorola/moto-g54/",
    ];
    let sitemap = read(dir.path(), "sitemap.xml");
    let listed: Vec<&str> = sitemap
        .match_indices("<loc>https://example.github.io/shop/repairs/")
        .map(|(at, _)| {
            let rest = &sitemap[at + "<loc>https://example.github.io/shop/".len()..];
            &rest[..rest.find("</loc>").unwrap()]
        })
        .collect();
    let mut wanted = vec!["repairs/"];
    wanted.extend(pages);
    assert_eq!(
        listed, wanted,
        "the sitemap lists /repairs, then each brand and its models"
    );
    let mut titles = std::collections::BTreeSet::new();
    let mut images = std::collections::BTreeSet::new();
    for page in pages {
        let html = read(dir.path(), &format!("{page}index.html"));
        let canonical =
            format!(r#"<link rel="canonical" href="https://example.github.io/shop/{page}">"#);
        assert!(html.contains(&canonical), "{page}: its canonical address");
        titles.insert(between(&html, "<title>", "</title>").unwrap().to_owned());
        images.insert(meta(&html, "og:image").to_owned());
    }
    assert_eq!(
        titles.len(),
        pages.len(),
        "each page has a title of its own: {titles:#?}"
    );
    assert_eq!(
        images.len(),
        pages.len(),
        "and a link preview of its own: {images:#?}"
    );

    // /repairs carries the chips, never the prices: those the finder fetches.
    let repairs: Value = serde_json::from_str(&read(dir.path(), "data/repairs.json")).unwrap();
    let brands = &repairs["page"]["finder"]["brands"];
    assert_eq!(brands[1]["href"], "/shop/repairs/samsung/");
    assert_eq!(brands[1]["data"], "/shop/data/repairs/samsung.json");
    assert!(!read(dir.path(), "data/repairs.json").contains("2,499"));
    let samsung: Value =
        serde_json::from_str(&read(dir.path(), "data/repairs/samsung.json")).unwrap();
    let screen = &samsung["models"][0]["repairs"][0];
    assert_eq!(screen["price"], "₹2,499");
    assert_eq!(
        screen["book"]["href"],
        "https://wa.me/919876543210?text=Repair%3A%20Samsung%20Galaxy%20A15%20%E2%80%93%20Screen%20%28%E2%82%B92%2C499%29"
    );
    assert_eq!(
        samsung["not_listed_typed"],
        "https://wa.me/919876543210?text=Repair%20price%20for%20Samsung%20%7Bmodel%7D%3F"
    );
}

#[test]
fn a_models_page_is_a_service_of_the_shop_with_an_offer_per_repair() {
    let dir = project();
    build(dir.path(), &stub_frontend());
    let shop = "https://example.github.io/shop/#shop";
    let url = "https://example.github.io/shop/repairs/samsung/galaxy-a15/";
    let html = read(dir.path(), "repairs/samsung/galaxy-a15/index.html");
    assert_eq!(
        between(&html, "<title>", "</title>").unwrap(),
        "Samsung Galaxy A15 repair prices – from ₹699 | Sharma Mobile Care"
    );
    assert!(
        meta(&html, "name=\"description")
            .starts_with("Screen ₹2,499 (1 hour) · Battery ₹1,299 (45 min)")
    );
    let graph = json_ld(&html);
    // The shop, named for the service to point at; /repairs and the
    // brand's page describe it in full.
    assert_eq!(
        graph[0],
        serde_json::json!({
            "@type": "MobilePhoneStore",
            "@id": shop,
            "name": "Sharma Mobile Care",
            "url": "https://example.github.io/shop/",
        })
    );
    let brand = json_ld(&read(dir.path(), "repairs/samsung/index.html"));
    assert_eq!(brand[0]["@id"], shop);
    assert_eq!(brand[0]["telephone"], "+919876543210");
    let service = graph
        .iter()
        .find(|n| n["@type"] == "Service")
        .expect("a Service");
    assert_eq!(service["url"], url);
    assert_eq!(service["provider"]["@id"], shop, "provided by the shop");
    let catalogue = &service["hasOfferCatalog"];
    assert_eq!(catalogue["@type"], "OfferCatalog");
    let offers = catalogue["itemListElement"].as_array().unwrap();
    let names: Vec<&str> = offers.iter().map(|o| o["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Screen", "Battery", "Charging", "Water Damage"]);
    for offer in offers {
        assert_eq!(offer["@type"], "Offer");
        assert_eq!(offer["itemOffered"]["@type"], "Service");
        // schema.org: a price is a number (or its text) with its currency.
        if let Some(price) = offer.get("price") {
            assert!(price.as_str().unwrap().parse::<u64>().is_ok(), "{offer}");
            assert_eq!(offer["priceCurrency"], "INR");
        }
    }
    assert_eq!(offers[0]["price"], "2499");
    let ask = &offers[3];
    assert!(
        ask.get("price").is_none() && ask.get("priceSpecification").is_none(),
        "a price on request has none: {ask}"
    );
    let breadcrumb = graph
        .iter()
        .find(|n| n["@type"] == "BreadcrumbList")
        .unwrap();
    let steps: Vec<&str> = breadcrumb["itemListElement"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(steps, ["Repairs", "Samsung", "Galaxy A15"]);

    // A range is a PriceSpecification from its low end to its high end.
    let html = read(dir.path(), "repairs/samsung/galaxy-s21-fe/index.html");
    let graph = json_ld(&html);
    let service = graph.iter().find(|n| n["@type"] == "Service").unwrap();
    let screen = &service["hasOfferCatalog"]["itemListElement"][0];
    assert!(screen.get("price").is_none(), "{screen}");
    assert_eq!(
        screen["priceSpecification"],
        serde_json::json!({
            "@type": "PriceSpecification",
            "minPrice": 8999,
            "maxPrice": 10999,
            "priceCurrency": "INR",
        })
    );

    // A brand's page lists its models' pages.
    let html = read(dir.path(), "repairs/samsung/index.html");
    let graph = json_ld(&html);
    let list = graph.iter().find(|n| n["@type"] == "ItemList").unwrap();
    assert_eq!(list["itemListElement"][0]["url"], url);
    assert_eq!(list["numberOfItems"], 2);
}

#[test]
fn repairs_and_the_price_pages_fit_their_budgets_with_the_real_frontend() {
    let dir = project();
    build(dir.path(), &real_frontend());
    let dist = dir.path().join("dist");
    for page in [
        "repairs/index.html",
        "repairs/samsung/index.html",
        "repairs/samsung/galaxy-a15/index.html",
    ] {
        let size = gzip_size(&dist.join(page));
        assert!(size <= 14_600, "{page} is {size} B gzip, over 14,600 B");
    }
    let repairs = read(dir.path(), "repairs/index.html");
    assert!(repairs.contains(r#"data-island="repair-finder""#));
    assert!(
        !repairs.contains("2,499"),
        "/repairs carries no price of the list"
    );
    // Without JavaScript the chips are links to the brands' pages.
    assert!(repairs.contains(r#"<a class="chip" href="/shop/repairs/samsung/">Samsung</a>"#));
    let model = read(dir.path(), "repairs/samsung/galaxy-a15/index.html");
    // No island's markup (the stylesheet, inlined, names islands too).
    assert!(
        !model.contains(r#"<div class="island""#) && !model.contains("data-island-props"),
        "a model's page is plain HTML"
    );
    assert!(model.contains("₹2,499") && model.contains("Book this repair"));
}

/// A model found by typing it, and a way to /repairs from every page
/// (docs/behaviour.md#repair-prices): the search box's list of every
/// model, the home page's plain form, the footer's link on each page, and
/// a product's link to its model's prices when the list has that model.
#[test]
fn every_model_is_in_the_search_list_and_every_page_leads_to_repairs() {
    let dir = project();
    build(dir.path(), &real_frontend());
    let index: Value = serde_json::from_str(&read(dir.path(), "data/repair-models.json")).unwrap();
    let models = index["models"].as_array().unwrap();
    let names: Vec<String> = models
        .iter()
        .map(|m| {
            format!(
                "{} {}",
                m["brand"].as_str().unwrap(),
                m["name"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            "Apple iPhone 12",
            "Samsung Galaxy A15",
            "Samsung Galaxy S21 FE",
            "Xiaomi Redmi Note 13 5G",
            "Motorola Moto G54"
        ],
        "brand by brand in the finder's order, each brand's models in the list's"
    );
    assert_eq!(
        models[0],
        serde_json::json!({
            "name": "iPhone 12",
            "brand": "Apple",
            "href": "/shop/repairs/apple/iphone-12/",
            "from": "from ₹2,999",
        })
    );

    // The home page's box is a plain form to /repairs, with no island.
    let home = read(dir.path(), "index.html");
    let form = between(&home, r#"<form class="model-search""#, "</form>").expect("a form");
    assert!(
        form.contains(r#"action="/shop/repairs/" method="get""#),
        "{form}"
    );
    assert!(
        form.contains(r#"name="q""#) && form.contains("Find price"),
        "{form}"
    );
    assert!(
        !home.contains("data-island-props"),
        "the home page loads no island"
    );

    // Every page's footer leads to /repairs.
    let link = r#"<a class="footer-repairs" href="/shop/repairs/">"#;
    for page in [
        "index.html",
        "training/index.html",
        "products/index.html",
        "products/iphone-12-battery/index.html",
        "videos/index.html",
        "about/index.html",
        "repairs/samsung/index.html",
        "404.html",
    ] {
        let html = read(dir.path(), page);
        let footer = between(&html, "<footer", "</footer>").expect("a footer");
        assert!(
            footer.contains(link) && footer.contains("Repair prices"),
            "{page}"
        );
    }
    assert!(read(dir.path(), "404.html").contains(r#"href="/shop/repairs/">Repair prices</a>"#));

    // A product of a model in the list links to its prices; another, to /repairs.
    let battery = read(dir.path(), "products/iphone-12-battery/index.html");
    let repair = between(&battery, r#"<p class="repair-link">"#, "</p>").unwrap();
    assert!(
        repair.contains(r#"href="/shop/repairs/apple/iphone-12/""#),
        "{repair}"
    );
    assert!(
        repair.ends_with("Apple iPhone 12 repair prices</a>"),
        "{repair}"
    );
    let display = read(
        dir.path(),
        "products/redmi-note-13-5g-amoled-display/index.html",
    );
    let repair = between(&display, r#"<p class="repair-link">"#, "</p>").unwrap();
    assert!(repair.contains(r#"href="/shop/repairs/""#), "{repair}");
    assert!(
        repair.ends_with("Repair price for your phone</a>"),
        "{repair}"
    );

    // Without a price list there is nothing to search.
    let without = without_price_list();
    build(without.path(), &stub_frontend());
    assert!(!without.path().join("dist/data/repair-models.json").exists());
    let home: Value = serde_json::from_str(&read(without.path(), "data/home.json")).unwrap();
    assert!(home["page"].get("repair_search").is_none());
}
