//! The catalogue at 10,000 products, by the bytes a visitor downloads
//! (docs/behaviour.md#catalogue-pages): the catalogue generator makes the
//! fixture shop's spreadsheet of 10,000 rows, the real CLI builds it with
//! the real frontend, and `/products/` must still arrive small, because it
//! holds page 1 and the facets, never the whole catalogue. The filters'
//! index, fetched only to filter or search, is measured and held to a
//! bound that grows with the catalogue, not with its pages.
//!
//! The measure is the budgets test's own (`owner.rs`): `gzip -9c FILE | wc -c`.

use crate::common::{gzip_size, real_frontend, shopsite};

const PRODUCTS: usize = 10_000;
/// `/products/` at 10,000 products: page 1's 24 cards, the facets, the
/// inline stylesheet and the page data, gzip.
const PRODUCTS_HTML_BUDGET: usize = 60 * 1024;
/// `data/products/index.json` at 10,000 products, gzip: the search texts
/// and four short columns; about 48 KB (1.5 MB before gzip) when this
/// was written.
const INDEX_BUDGET: usize = 64 * 1024;

#[test]
fn products_at_10_000_stay_within_their_byte_budgets() {
    let dir = tempfile::tempdir().unwrap();
    crate::generator::write(PRODUCTS, "csv", &dir.path().join("content")).unwrap();
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &real_frontend(), "--out", "dist"],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    let html = gzip_size(&dist.join("products/index.html"));
    let index = gzip_size(&dist.join("data/products/index.json"));
    println!(
        "{PRODUCTS} products: products/index.html {html} B gzip (budget {PRODUCTS_HTML_BUDGET}), \
         data/products/index.json {index} B gzip (budget {INDEX_BUDGET})"
    );
    assert!(
        html <= PRODUCTS_HTML_BUDGET,
        "/products/ is {html} B gzip at {PRODUCTS} products, over its {PRODUCTS_HTML_BUDGET} B budget"
    );
    assert!(
        index <= INDEX_BUDGET,
        "data/products/index.json is {index} B gzip at {PRODUCTS} products, over its {INDEX_BUDGET} B budget"
    );
    each_category_has_its_first_page_of_cards(&dist);
}

/// `data/products/category-<n>.json` holds the cards of category `n`'s
/// first 24 products, as the catalogue's pages have them, in their order:
/// a category's chip fills its first screen from that one file.
fn each_category_has_its_first_page_of_cards(dist: &std::path::Path) {
    let read = |rel: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(dist.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        serde_json::from_str(&text).unwrap()
    };
    let index = read("data/products/index.json");
    let of = index["category"].as_array().unwrap();
    let mut pages = std::collections::HashMap::new();
    let mut card = |i: usize| -> serde_json::Value {
        let n = i / 24 + 1;
        let page = pages.entry(n).or_insert_with(|| {
            if n == 1 {
                read("data/products.json")
            } else {
                read(&format!("data/products/page-{n}.json"))
            }
        });
        page["page"]["products"][i % 24].clone()
    };
    let categories = index["categories"].as_array().unwrap();
    assert!(categories.len() > 1, "{categories:?}");
    for (n, name) in categories.iter().enumerate() {
        let firsts: Vec<usize> = (0..of.len())
            .filter(|&i| of[i].as_u64() == Some(n as u64))
            .take(24)
            .collect();
        assert_eq!(firsts.len(), 24, "{name} has fewer than 24 products");
        let expected: Vec<serde_json::Value> = firsts.iter().map(|&i| card(i)).collect();
        let file = read(&format!("data/products/category-{n}.json"));
        assert_eq!(file.as_array().unwrap(), &expected, "category {n} ({name})");
    }
    assert!(
        !dist
            .join(format!("data/products/category-{}.json", categories.len()))
            .exists()
    );
}
