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
//! prices the repair finder fetches for Samsung are there too.

use crate::common::{repo, shop, shopsite, stub_frontend};
use serde_json::Value;
use shopsite_render::{BaseUrl, Route};

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

    let mut data: Vec<(Route, Value)> = Route::ALL
        .into_iter()
        .map(|route| {
            let file = dir.path().join("dist").join(route.data_file());
            let text = std::fs::read_to_string(&file).unwrap();
            (route, serde_json::from_str(&text).unwrap())
        })
        .collect();
    let products = product_pages();
    data.push((Route::Product, products[0].clone()));
    let repairs = repair_pages();
    for route in [Route::RepairBrand, Route::RepairModel] {
        let first = repairs
            .iter()
            .find(|p| p["page"]["route"] == route.name())
            .expect("the fixture shop has repair price pages");
        data.push((route, first.clone()));
    }
    let samsung = dir.path().join("dist/data/repairs/samsung.json");
    let samsung: Value = serde_json::from_str(&std::fs::read_to_string(samsung).unwrap()).unwrap();
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
        .into_iter()
        .chain([Route::Product, Route::RepairBrand, Route::RepairModel])
        .map(|route| {
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
        "productPages": products.iter().map(|page| &page["page"]).collect::<Vec<_>>(),
        "samsungPrices": samsung,
        "paths": paths,
    });
    let mut text = serde_json::to_string_pretty(&fixture).unwrap();
    text.push('\n');
    text
}

/// Every product's page of the fixture shop, as the build hands it to the
/// prerender.
fn product_pages() -> Vec<Value> {
    let loaded = shopsite_content::load(&shop());
    let content = loaded.content.expect("the fixture shop loads");
    let base = BaseUrl::parse(BASE_URL).unwrap();
    let pages = shopsite_render::derive::pages(&content, &base);
    shopsite_render::derive::product_pages(&content, &base, &pages)
        .map(|page| serde_json::to_value(page).unwrap())
        .collect()
}

/// Every repair price page of the fixture shop, as the build hands it to
/// the prerender.
fn repair_pages() -> Vec<Value> {
    let loaded = shopsite_content::load(&shop());
    let content = loaded.content.expect("the fixture shop loads");
    let base = BaseUrl::parse(BASE_URL).unwrap();
    let pages = shopsite_render::derive::pages(&content, &base);
    shopsite_render::repair_prices::pages(&content, &base, &pages[0].shell)
        .iter()
        .map(|page| serde_json::to_value(page).unwrap())
        .collect()
}
