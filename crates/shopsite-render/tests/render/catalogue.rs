//! The catalogue at any size (docs/behaviour.md#catalogue-pages and
//! #catalogue-data): page 1 and the pages after it, and the filters' index,
//! on the fixture shop and on the fixture shop's products made 50.

use shopsite_content::Content;
use shopsite_render::derive::PAGE_SIZE;
use shopsite_render::kinds::catalogue::ProductsView;
use shopsite_render::kinds::{Page, PageData};
use shopsite_render::{BaseUrl, OutFile};

use crate::fixture_shop;

/// The fixture shop with `n` products: its own, again and again, each with
/// an id and title of its own.
pub(crate) fn shop_of(n: usize) -> Content {
    let mut content = fixture_shop();
    let own = content.products.clone();
    content.products = (0..n)
        .map(|i| {
            let mut p = own[i % own.len()].clone();
            p.id = format!("{}-{i}", p.id);
            p.title = format!("{} #{i}", p.title);
            p
        })
        .collect();
    content
}

fn catalogue(pages: &[PageData]) -> Vec<(&PageData, &ProductsView)> {
    pages
        .iter()
        .filter_map(|d| match &d.page {
            Page::Products(p) => Some((d, p)),
            _ => None,
        })
        .collect()
}

fn shop_base() -> BaseUrl {
    BaseUrl::parse("https://example.github.io/shop/").unwrap()
}

#[test]
fn a_small_shop_has_all_its_products_on_page_1_and_no_index() {
    let pages = shopsite_render::kinds::pages(&fixture_shop(), &shop_base());
    let products = catalogue(&pages);
    assert_eq!(products.len(), 1);
    let (data, page) = products[0];
    assert_eq!(page.products.len(), 14);
    assert_eq!(page.total, 14);
    assert_eq!(page.catalogue, None);
    assert_eq!(
        (
            page.pager.current,
            page.pager.pages,
            page.pager.label.as_str()
        ),
        (1, 1, "Page 1 of 1")
    );
    assert_eq!(
        (data.file(), data.data_file()),
        ("products/index.html".into(), "data/products.json".into())
    );
    let files: Vec<String> = shopsite_render::Site::new(&fixture_shop(), &shop_base())
        .data_files(&pages)
        .into_iter()
        .map(|f| f.path)
        .collect();
    assert!(
        !files.iter().any(|f| f.starts_with("data/products/")),
        "{files:?}"
    );
    // The facets count every product once, at every level.
    let counts: Vec<(&str, usize, usize)> = page
        .facets
        .iter()
        .map(|c| {
            (
                c.name.as_str(),
                c.count,
                c.children.iter().map(|t| t.count).sum(),
            )
        })
        .collect();
    assert_eq!(
        counts,
        [
            ("Accessories", 6, 6),
            ("Tools", 2, 2),
            ("Spares", 3, 3),
            ("Training Kits", 1, 1),
            ("Second-hand", 2, 2)
        ]
    );
}

#[test]
fn a_large_shop_is_split_into_pages_of_page_size_with_links_between_them() {
    let n = 2 * PAGE_SIZE + 2;
    let pages = shopsite_render::kinds::pages(&shop_of(n), &shop_base());
    let products = catalogue(&pages);
    let sizes: Vec<usize> = products.iter().map(|(_, p)| p.products.len()).collect();
    assert_eq!(sizes, [PAGE_SIZE, PAGE_SIZE, 2]);
    let paths: Vec<(Option<String>, String, String)> = products
        .iter()
        .map(|(d, _)| (d.path(), d.file(), d.data_file()))
        .collect();
    assert_eq!(
        paths,
        [
            (
                Some("products/".into()),
                "products/index.html".into(),
                "data/products.json".into()
            ),
            (
                Some("products/page/2/".into()),
                "products/page/2/index.html".into(),
                "data/products/page-2.json".into()
            ),
            (
                Some("products/page/3/".into()),
                "products/page/3/index.html".into(),
                "data/products/page-3.json".into()
            ),
        ]
    );
    let (_, first) = products[0];
    let (_, second) = products[1];
    assert_eq!(first.total, n);
    assert_eq!(
        second.products[0].title,
        format!(
            "{} #{PAGE_SIZE}",
            fixture_shop().products[PAGE_SIZE % 14].title
        )
    );
    assert!(second.facets.is_empty(), "only page 1 has the filters");
    let files = first
        .catalogue
        .as_ref()
        .expect("page 1 says where the rest is");
    assert_eq!(files.index, "/shop/data/products/index.json");
    assert_eq!(files.page, "/shop/data/products/page-{page}.json");
    assert_eq!(files.page_size, PAGE_SIZE);
    let pager = &second.pager;
    assert_eq!(pager.label, "Page 2 of 3");
    assert_eq!(pager.previous.as_deref(), Some("/shop/products/"));
    assert_eq!(pager.next.as_deref(), Some("/shop/products/page/3/"));
    let numbers: Vec<Option<(&str, &str, bool)>> = pager
        .numbers
        .iter()
        .map(|l| {
            l.as_ref()
                .map(|l| (l.label.as_str(), l.href.as_str(), l.current))
        })
        .collect();
    assert_eq!(
        numbers,
        [
            Some(("1", "/shop/products/", false)),
            Some(("2", "/shop/products/page/2/", true)),
            Some(("3", "/shop/products/page/3/", false))
        ]
    );
}

/// The pages after the first are filled from templates of React's markup
/// (`engine/templates.rs` in the CLI), one for each layout of view data
/// that differs only in its texts. A number differs from page to page, so
/// the pager's JSON holds none: two pages in the middle of the catalogue
/// have the same pager but for its texts.
#[test]
fn the_pager_s_json_differs_between_pages_only_in_its_texts() {
    fn blanked(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::String(s) => s.clear(),
            serde_json::Value::Array(items) => items.iter_mut().for_each(blanked),
            serde_json::Value::Object(fields) => fields.values_mut().for_each(blanked),
            _ => {}
        }
    }
    let pages = shopsite_render::kinds::pages(&shop_of(20 * PAGE_SIZE), &shop_base());
    let products = catalogue(&pages);
    let pager = |i: usize| {
        let mut json = serde_json::to_value(&products[i].1.pager).unwrap();
        blanked(&mut json);
        json
    };
    assert_eq!(pager(7), pager(12));
    assert_eq!(
        pager(7)["numbers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.get("current").and_then(serde_json::Value::as_bool))
            .collect::<Vec<_>>(),
        [
            Some(false),
            None,
            Some(false),
            Some(false),
            Some(true),
            Some(false),
            Some(false),
            None,
            Some(false)
        ]
    );
    assert_ne!(pager(1), pager(7), "page 2 has no gap before its numbers");
}

#[test]
fn the_pager_offers_the_ends_and_two_either_side_with_gaps_between() {
    let pages = shopsite_render::kinds::pages(&shop_of(20 * PAGE_SIZE), &shop_base());
    let products = catalogue(&pages);
    let numbers = |i: usize| -> Vec<String> {
        products[i]
            .1
            .pager
            .numbers
            .iter()
            .map(|l| l.as_ref().map_or("…".to_owned(), |l| l.label.clone()))
            .collect()
    };
    assert_eq!(numbers(0), ["1", "2", "3", "…", "20"]);
    assert_eq!(
        numbers(9),
        ["1", "…", "8", "9", "10", "11", "12", "…", "20"]
    );
    assert_eq!(numbers(19), ["1", "…", "18", "19", "20"]);
    assert_eq!(numbers(3), ["1", "2", "3", "4", "5", "6", "…", "20"]);
}

#[test]
fn the_index_holds_every_product_column_by_column() {
    let (content, base) = (shop_of(PAGE_SIZE + 1), shop_base());
    let site = shopsite_render::Site::new(&content, &base);
    let pages = site.pages();
    let files = site.data_files(&pages);
    let index: &OutFile = files
        .iter()
        .find(|f| f.path == "data/products/index.json")
        .expect("an index");
    let index: serde_json::Value = serde_json::from_slice(&index.bytes).unwrap();
    assert_eq!(
        index["categories"],
        serde_json::json!([
            "Accessories",
            "Tools",
            "Spares",
            "Training Kits",
            "Second-hand"
        ])
    );
    let (_, first) = catalogue(&pages)[0];
    let all: Vec<_> = catalogue(&pages)
        .iter()
        .flat_map(|(_, p)| p.products.clone())
        .collect();
    assert_eq!(all.len(), PAGE_SIZE + 1);
    assert_eq!(first.total, PAGE_SIZE + 1);
    for (i, p) in all.iter().enumerate() {
        let name = |table: &str, column: &str| {
            let id = index[column][i].as_u64().unwrap() as usize;
            index[table][id].as_str().unwrap().to_owned()
        };
        assert_eq!(name("categories", "category"), p.category);
        assert_eq!(name("types", "type"), p.r#type);
        assert_eq!(name("models", "model"), p.model);
        assert_eq!(index["search"][i], p.search.as_str());
        let stock = &index["in_stock"].as_str().unwrap()[i..=i];
        assert_eq!(stock, if p.in_stock { "1" } else { "0" });
    }
    assert_eq!(index["search"].as_array().unwrap().len(), PAGE_SIZE + 1);
}

#[test]
fn every_page_of_the_catalogue_is_in_the_sitemap() {
    let content = shop_of(2 * PAGE_SIZE + 1);
    let base = shop_base();
    let site = shopsite_render::Site::new(&content, &base);
    let urls = site.urls(&site.pages());
    let files = shopsite_render::sitemaps(&shop_base(), &urls);
    let xml = std::str::from_utf8(&files[0].bytes).unwrap();
    assert!(xml.contains("<loc>https://example.github.io/shop/products/</loc>"));
    assert!(xml.contains("<loc>https://example.github.io/shop/products/page/2/</loc>"));
    assert!(xml.contains("<loc>https://example.github.io/shop/products/page/3/</loc>"));
    assert!(!xml.contains("page/4/"));
    // And every product's own page.
    for product in &content.products {
        let loc = format!(
            "<loc>https://example.github.io/shop/products/{}/</loc>",
            product.id
        );
        assert!(xml.contains(&loc), "{loc}");
    }
}

#[test]
fn the_catalogue_pages_share_the_link_preview_of_products() {
    let content = shop_of(50);
    let base = shop_base();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let one_page = shopsite_render::kinds::pages(&shop_of(1), &base).len();
    assert_eq!(pages.len(), one_page + 2, "pages 2 and 3 of the catalogue");
    let assets = shopsite_render::Assets::new(
        ":root{--brand:#0b4aa2}".into(),
        std::collections::BTreeMap::new(),
    )
    .unwrap();
    let previews = shopsite_render::Site::new(&content, &base).previews(&assets, &pages);
    let names: Vec<String> = previews
        .cards
        .iter()
        .map(|i| i.path.rsplit_once('-').unwrap().0.to_owned())
        .filter(|name| !name.starts_with("assets/og/product-"))
        // The fixture shop's repair price pages have cards of their own,
        // `repairs.<brand>[.<model>]-<digest>`, beside the route's.
        .filter(|name| !name.starts_with("assets/og/repairs."))
        .collect();
    // One card for each route of one page, and none for the catalogue's
    // later pages, which share the first's.
    let routes: Vec<String> = shopsite_render::Route::ALL
        .iter()
        .filter(|r| r.path().is_some() || **r == shopsite_render::Route::NotFound)
        .map(|r| format!("assets/og/{}", r.name()))
        .collect();
    assert_eq!(names, routes);
    assert!(names.contains(&"assets/og/products".to_owned()));
}
