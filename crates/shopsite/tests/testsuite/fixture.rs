//! `frontend/src/test/fixture.json` holds the view data that the real
//! `shopsite build` writes for the fixture shop (`tests/fixtures/shop/`), so
//! the frontend's component tests render exactly what the CLI hands the
//! browser (`fixture.ts` gives it its types). It is generated, never
//! written by hand: this test fails when it is stale, and `just fixtures`
//! (which sets `SHOPSITE_UPDATE_FIXTURES`) rewrites it.
//!
//! A product's page has no data file (it has no island), nor a repair price
//! page: their view data is what the CLI hands the prerender, derived here
//! the way the build derives it, from the same content and base URL. The
//! prices the repair finder fetches for Samsung are there too, every model
//! its search box finds (`data/repair-models.json`), and each
//! route's heading as Rust names it (`View::heading`, the link preview's and
//! the title's), which the page's `<h1>` must show.

use crate::common::{repo, shop, shopsite, stub_frontend};
use serde_json::Value;
use shopsite_render::{BaseUrl, PageData, Route};

const PATH: &str = "frontend/src/test/fixture.json";

/// The fixture shop is built under a sub-path, so the component tests see
/// links the way a site published at `/shop/` has them.
const BASE_URL: &str = "https://example.github.io/shop/";

#[test]
fn the_frontend_fixture_is_what_the_cli_writes_for_the_fixture_shop() {
    let expected = generate();
    let path = repo().join(PATH);
    if std::env::var_os("SHOPSITE_UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "{PATH} is stale: the fixture shop or the view data changed. Run `just fixtures` and commit the result."
    );
}

/// Builds the fixture shop with the CLI and writes its `data/*.json`, with
/// every product's page, as one JSON document.
fn generate() -> String {
    let dir = tempfile::tempdir().unwrap();
    let run = shopsite(
        dir.path(),
        &[
            "build",
            "--content",
            shop().to_str().unwrap(),
            "--frontend",
            &stub_frontend(),
            "--base-url",
            BASE_URL,
            "--out",
            "dist",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());

    // The first page of each route: as the build wrote its data file, or
    // as the build hands it to the prerender, for a page without one.
    let (listed, streamed) = every_page();
    let mut data: Vec<(Route, Value)> = Vec::new();
    let mut headings = serde_json::Map::new();
    for page in &listed {
        let route = page.page.route();
        if data.iter().all(|(r, _)| *r != route) {
            let file = dir.path().join("dist").join(page.data_file());
            let text = std::fs::read_to_string(&file).unwrap();
            data.push((route, serde_json::from_str(&text).unwrap()));
            headings.insert(route.name().to_owned(), page.page.view().heading().into());
        }
    }
    for page in &streamed {
        let route = page.page.route();
        if data.iter().all(|(r, _)| *r != route) {
            data.push((route, serde_json::to_value(page).unwrap()));
            headings.insert(route.name().to_owned(), page.page.view().heading().into());
        }
    }
    assert_eq!(
        data.iter().map(|(r, _)| *r).collect::<Vec<_>>(),
        Route::ALL,
        "the fixture shop has a page of every route"
    );
    let samsung = dir.path().join("dist/data/repairs/samsung.json");
    let samsung: Value = serde_json::from_str(&std::fs::read_to_string(samsung).unwrap()).unwrap();
    let models = dir.path().join("dist/data/repair-models.json");
    let models: Value = serde_json::from_str(&std::fs::read_to_string(models).unwrap()).unwrap();
    let shell = &data[0].1["shell"];
    for (route, page_data) in &data {
        assert_eq!(
            &page_data["shell"],
            shell,
            "{} has its own shell",
            route.name()
        );
    }

    let pages: serde_json::Map<String, Value> = data
        .iter()
        .map(|(route, page_data)| (route.name().to_owned(), page_data["page"].clone()))
        .collect();
    let paths: serde_json::Map<String, Value> = Route::ALL
        .iter()
        .map(|&route| {
            (
                route.name().to_owned(),
                route.path().map_or(Value::Null, Value::from),
            )
        })
        .collect();
    let fixture = serde_json::json!({
        "generated": format!(
            "by `just fixtures`; do not edit. The view data that the CLI writes to dist/data/ \
             for tests/fixtures/shop/, built with `--base-url {BASE_URL}`"
        ),
        "shell": shell,
        "pages": pages,
        "productPages": streamed
            .iter()
            .filter(|page| page.page.route() == Route::Product)
            .map(|page| serde_json::to_value(&page.page).unwrap())
            .collect::<Vec<_>>(),
        "samsungPrices": samsung,
        "repairModels": models,
        "paths": paths,
        "headings": headings,
    });
    let mut text = serde_json::to_string_pretty(&fixture).unwrap();
    text.push('\n');
    text
}

/// Every page of the fixture shop: those made at once, and those made
/// one at a time (the products', the repair prices'), as the build hands
/// them to the prerender.
fn every_page() -> (Vec<PageData>, Vec<PageData>) {
    let loaded = shopsite_content::load(&shop());
    let content = loaded.content.expect("the fixture shop loads");
    let base = BaseUrl::parse(BASE_URL).unwrap();
    let site = shopsite_render::Site::new(&content, &base);
    let streamed = site
        .every_page(&[])
        .1
        .map(|page| page.into_owned())
        .collect();
    (site.pages(), streamed)
}
