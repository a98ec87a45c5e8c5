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

/// The keys each of `products` has, as the content files spell them.
fn keys_of(
    products: &[shopsite_content::model::Product],
) -> Vec<std::collections::BTreeSet<String>> {
    products
        .iter()
        .map(|p| match serde_json::to_value(p).unwrap() {
            serde_json::Value::Object(map) => map.keys().cloned().collect(),
            other => panic!("a product serializes to an object, not {other}"),
        })
        .collect()
}

/// The generator cannot drift lean again (issue 34): every product it makes
/// beyond the shop's own has what the template shop's richest have, and
/// together they use every key the template shop's products use but the
/// older spellings. The template, not `content/`, which is the owner's.
#[test]
fn generated_products_are_as_rich_as_the_template_shop_s() {
    use std::collections::BTreeSet;
    let template = shopsite_content::load(&crate::common::repo().join("template/content"));
    let template = template.content.expect("the template shop loads");
    let used: BTreeSet<String> = keys_of(&template.products).into_iter().flatten().collect();
    let aliases = ["category", "subcategory", "family", "model"];
    let expected: BTreeSet<String> = used
        .iter()
        .filter(|k| !aliases.contains(&k.as_str()))
        .cloned()
        .collect();
    let rich: BTreeSet<String> = crate::generator::RICH_KEYS
        .iter()
        .map(|k| (*k).to_owned())
        .collect();
    assert!(
        expected.is_subset(&rich),
        "the template shop's products use {:?}, which the generator does not make",
        expected.difference(&rich).collect::<Vec<_>>()
    );

    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    crate::generator::write(200, "csv", &content).unwrap();
    let loaded = shopsite_content::load(&content);
    let shop = loaded.content.expect("the generated shop loads");
    assert_eq!(shop.products.len(), 200);
    let generated = &shop.products[template.products.len()..];
    let keys = keys_of(generated);
    let every: BTreeSet<String> = keys.iter().flatten().cloned().collect();
    assert_eq!(every, rich, "the keys the generated products use, together");
    let always = [
        "group",
        "sub",
        "item",
        "image",
        "more_images",
        "highlights",
        "description",
    ];
    for (p, keys) in generated.iter().zip(&keys) {
        for key in always {
            assert!(keys.contains(key), "{} has no {key}: {keys:?}", p.id);
        }
        assert!(p.more_images.len() >= 2, "{}: {:?}", p.id, p.more_images);
        assert!(p.highlights.len() >= 3, "{}: {:?}", p.id, p.highlights);
        assert!(
            p.description
                .as_deref()
                .is_some_and(|d| d.lines().count() >= 2),
            "{}: {:?}",
            p.id,
            p.description
        );
    }
    let share = |key: &str| keys.iter().filter(|k| k.contains(key)).count();
    assert!(
        share("badge") >= generated.len() / 4,
        "badges: {}",
        share("badge")
    );
    assert!(
        share("condition") >= generated.len() / 6,
        "conditions: {}",
        share("condition")
    );
}
