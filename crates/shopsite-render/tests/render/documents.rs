//! The documents rendered from the fixture shop (`tests/fixtures/shop/`): the
//! head of a page, the inline data, and hostile text that must stay text.

use std::collections::BTreeMap;

use shopsite_content::Content;
use shopsite_render::manifest::IslandScripts;
use shopsite_render::{Assets, BaseUrl, OutFile, PageData, Route};

use crate::fixture_shop;

/// A frontend build with one island, `filters`, and its stylesheet.
pub(crate) fn assets() -> Assets {
    let islands = BTreeMap::from([(
        "filters".into(),
        IslandScripts {
            entry: "assets/filters-abc123.js".into(),
            imports: vec!["assets/react-def456.js".into()],
        },
    )]);
    Assets::new(":root{--brand:#0b4aa2}body{margin:0}".into(), islands)
        .unwrap()
        .with_enhancements(BTreeMap::from([(
            "share".into(),
            "assets/share-ghi789.js".into(),
        )]))
}

/// A stand-in for the server render of a page: the Products page has the
/// `filters` island, a product's page the `share` enhancement, and every
/// page the footer's open-now line.
pub(crate) fn body(data: &PageData) -> Option<String> {
    let route = data.page.route();
    let extra = match route {
        Route::Products => r#"<div data-island="filters"></div>"#,
        Route::Product => r##"<a data-enhance="share" href="#">Share</a>"##,
        _ => "",
    };
    Some(format!(
        r#"<main><h1>{}</h1>{extra}</main><footer><p data-open-now="">Opening hours</p></footer>"#,
        route.name()
    ))
}

/// Every document, with a stand-in for the server render of each page.
pub(crate) fn documents(content: &Content, base: &str) -> Vec<OutFile> {
    let base = BaseUrl::parse(base).unwrap();
    let pages = shopsite_render::kinds::pages(content, &base);
    shopsite_render::documents(content, &base, &assets(), &pages, body).unwrap()
}

pub(crate) fn file<'a>(files: &'a [OutFile], path: &str) -> &'a str {
    let file = files.iter().find(|f| f.path == path).unwrap();
    std::str::from_utf8(&file.bytes).unwrap()
}

/// The route and HTML file of each page of the fixture shop made at once:
/// each route that is one page.
fn route_files() -> Vec<(Route, String)> {
    let base = BaseUrl::parse("https://example.github.io/shop/").unwrap();
    shopsite_render::kinds::pages(&fixture_shop(), &base)
        .iter()
        .map(|data| (data.page.route(), data.file()))
        .collect()
}

pub(crate) fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text.find(start).unwrap_or_else(|| panic!("no {start}"));
    let to = from + text[from..].find(end).unwrap_or_else(|| panic!("no {end}")) + end.len();
    &text[from..to]
}

#[test]
fn home_head() {
    let files = documents(&fixture_shop(), "https://sharmamobilecare.in/");
    insta::assert_snapshot!(between(file(&files, "index.html"), "<!doctype", "</head>"));
}

#[test]
fn every_route_has_its_own_title_description_and_canonical() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    let mut titles = Vec::new();
    // Every route of one page: those with an address, and the 404 page.
    let pages = Route::ALL
        .iter()
        .filter(|r| r.path().is_some() || **r == Route::NotFound)
        .map(|r| match r.path() {
            Some(path) => (
                format!("{path}index.html"),
                Some(format!("https://example.github.io/shop/{path}")),
            ),
            None => ("404.html".to_owned(), None),
        });
    for (route, canonical) in pages {
        let route = route.as_str();
        let html = file(&files, route);
        titles.push(between(html, "<title>", "</title>").to_owned());
        assert!(
            html.contains(r#"<meta name="description" content=""#),
            "{route}"
        );
        assert!(html.contains(r#"<html lang="en-IN">"#), "{route}");
        assert!(html.contains(r##"<meta name="theme-color" content="#0b4aa2">"##));
        assert!(html.contains(r#"<link rel="icon" href="/shop/favicon.svg""#));
        assert!(
            html.contains("<style>:root{--brand:#0b4aa2}body{margin:0}</style>"),
            "{route}"
        );
        assert!(!html.contains("<link rel=\"stylesheet\""), "{route}");
        assert!(html.contains(
            r#"<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/shop/*"},"eagerness":"moderate"}]}</script>"#
        ), "{route}");
        match canonical {
            Some(url) => {
                assert!(
                    html.contains(&format!(r#"<link rel="canonical" href="{url}">"#)),
                    "{route}"
                );
                assert!(html.contains(&format!(r#"<meta property="og:url" content="{url}">"#)));
                assert!(!html.contains("noindex"));
            }
            None => {
                assert!(html.contains(r#"<meta name="robots" content="noindex">"#));
                assert!(!html.contains("canonical"));
            }
        }
    }
    let mut unique = titles.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), titles.len(), "titles are unique: {titles:#?}");
}

/// The `content` of the page's `<meta property|name="key">`.
fn meta<'a>(html: &'a str, key: &str) -> &'a str {
    let tag = html
        .lines()
        .find(|l| {
            l.starts_with(&format!(r#"<meta property="{key}" "#))
                || l.starts_with(&format!(r#"<meta name="{key}" "#))
        })
        .unwrap_or_else(|| panic!("no {key}"));
    between(tag, "content=\"", "\">")
        .trim_start_matches("content=\"")
        .trim_end_matches("\">")
}

#[test]
fn every_route_has_a_large_link_preview_of_its_own_heading() {
    let content = fixture_shop();
    let base = BaseUrl::parse("https://example.github.io/shop/").unwrap();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let previews = shopsite_render::Site::new(&content, &base).previews(&assets(), &pages);
    // The fixture's catalogue is one page: each page is a route of its own.
    let images = &previews.cards[..pages.len()];
    let files = documents(&content, base.url());
    for (data, image) in pages.iter().zip(images) {
        let html = file(&files, &data.file());
        // The file the build writes is the one the page names, under the
        // base URL's path, absolute.
        assert_eq!(
            meta(html, "og:image"),
            format!("https://example.github.io/shop/{}", image.path)
        );
        // X takes the image, title and description from Open Graph.
        for tag in ["twitter:image", "twitter:title", "twitter:description"] {
            assert!(!has_meta(html, tag), "{tag}");
        }
        let name = image.path.strip_prefix("assets/og/").unwrap();
        let digest = name
            .strip_prefix(&format!("{}-", data.page.route().name()))
            .and_then(|n| n.strip_suffix(".png"))
            .unwrap_or_else(|| panic!("{name}"));
        assert_eq!(digest.len(), 10, "{name}");
        assert_eq!(meta(html, "og:image:width"), "1200");
        assert_eq!(meta(html, "og:image:height"), "630");
        assert_eq!(meta(html, "og:image:type"), "image/png");
        assert_eq!(meta(html, "twitter:card"), "summary_large_image");
        // What it shows: the page's heading, the shop, the address, the brand.
        assert_eq!(image.card.heading, data.page.view().heading());
        assert_eq!(image.card.name, "Sharma Mobile Care");
        assert_eq!(image.card.site, "example.github.io/shop");
        assert_eq!(image.card.brand.css(), "#0b4aa2");
        let alt = meta(html, "og:image:alt");
        assert!(
            alt.starts_with(&data.page.view().heading().replace('&', "&amp;")),
            "{alt}"
        );
        assert_eq!(meta(html, "twitter:image:alt"), alt);
    }
    // Each route's own: no two share a heading. Two of them as the fixture
    // shop writes them; the frontend's tests hold the rest against each
    // page's <h1> (fixture.json's headings).
    let headings: Vec<(&str, &str)> = pages
        .iter()
        .map(|d| (d.page.route().name(), d.page.view().heading()))
        .collect();
    let mut unique: Vec<&str> = headings.iter().map(|(_, h)| *h).collect();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), headings.len(), "{headings:#?}");
    assert!(headings.contains(&("home", "Mobile Repair • Simple Training")));
    assert!(headings.contains(&("products", "Parts, Tools & Accessories")));
}

pub(crate) fn jsonld(html: &str) -> serde_json::Value {
    let script = between(html, r#"<script type="application/ld+json">"#, "</script>");
    let json = script
        .trim_start_matches(r#"<script type="application/ld+json">"#)
        .trim_end_matches("</script>");
    serde_json::from_str(json).unwrap()
}

fn types(graph: &serde_json::Value) -> Vec<&str> {
    graph["@graph"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["@type"].as_str().unwrap())
        .collect()
}

#[test]
fn structured_data_per_route() {
    let files = documents(&fixture_shop(), "https://sharmamobilecare.in/");
    let home = jsonld(file(&files, "index.html"));
    assert_eq!(types(&home), ["MobilePhoneStore"]);
    let shop = &home["@graph"][0];
    assert_eq!(shop["@id"], "https://sharmamobilecare.in/#shop");
    assert_eq!(shop["name"], "Sharma Mobile Care");
    assert_eq!(shop["telephone"], "+919876543210");
    assert_eq!(shop["address"]["postalCode"], "110005");
    assert_eq!(shop["geo"]["latitude"], 28.6519);
    assert_eq!(
        shop["openingHours"],
        serde_json::json!(["Mo-Sa 10:30-20:30", "Su 11:00-17:00"])
    );
    assert_eq!(shop["priceRange"], "₹₹");

    let repairs = jsonld(file(&files, "repairs/index.html"));
    assert_eq!(types(&repairs), ["MobilePhoneStore", "FAQPage"]);
    assert_eq!(
        repairs["@graph"][1]["mainEntity"].as_array().unwrap().len(),
        4
    );

    let training = jsonld(file(&files, "training/index.html"));
    assert_eq!(
        types(&training),
        ["MobilePhoneStore", "Course", "Course", "Course"]
    );

    // The catalogue lists its products as links to their pages, never as
    // products: Google's rules want product markup on a product's own page.
    let products = jsonld(file(&files, "products/index.html"));
    assert_eq!(types(&products), ["MobilePhoneStore", "ItemList"]);
    let list = &products["@graph"][1];
    let content = fixture_shop();
    assert_eq!(list["numberOfItems"], content.products.len());
    let items = list["itemListElement"].as_array().unwrap();
    assert_eq!(items.len(), content.products.len());
    for (i, (item, product)) in items.iter().zip(&content.products).enumerate() {
        assert_eq!(item["@type"], "ListItem");
        assert_eq!(item["position"], i + 1);
        assert_eq!(item["name"], product.title.as_str());
        assert_eq!(
            item["url"],
            format!("https://sharmamobilecare.in/products/{}/", product.id)
        );
    }
    assert!(!products.to_string().contains("\"Product\""));
}

/// A product's page describes the product and its offer only where Google's
/// rules for product markup can be met: a photo, and a price above zero.
#[test]
fn a_product_s_page_has_its_product_offer_and_breadcrumb_where_google_allows() {
    let content = fixture_shop();
    let files = documents(&content, "https://sharmamobilecare.in/");
    let page = |id: &str| jsonld(file(&files, &format!("products/{id}/index.html")));
    let mut kinds = BTreeMap::new();
    for product in &content.products {
        let graph = page(&product.id);
        let photo = product.image.is_some() || !product.more_images.is_empty();
        let described = photo && product.price.rupees().is_some();
        let expected: &[&str] = if described {
            &["MobilePhoneStore", "Product", "BreadcrumbList"]
        } else {
            &["MobilePhoneStore", "BreadcrumbList"]
        };
        assert_eq!(types(&graph), expected, "{}", product.id);
        // The shop is named, for the offer's seller to point at; the pages
        // that lead here describe it in full.
        assert_eq!(
            graph["@graph"][0],
            serde_json::json!({
                "@type": "MobilePhoneStore",
                "@id": "https://sharmamobilecare.in/#shop",
                "name": "Sharma Mobile Care",
                "url": "https://sharmamobilecare.in/",
            }),
            "{}",
            product.id
        );
        if described {
            assert_eq!(
                graph["@graph"][1]["offers"]["seller"]["@id"],
                "https://sharmamobilecare.in/#shop"
            );
        }
        *kinds
            .entry((photo, product.price.rupees().is_some()))
            .or_insert(0) += 1;
        let crumbs = graph["@graph"].as_array().unwrap().last().unwrap()["itemListElement"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(
            crumbs.len(),
            5,
            "Products › category › type › model › the product"
        );
        assert_eq!(crumbs[0]["name"], "Products");
        assert_eq!(crumbs[0]["item"], "https://sharmamobilecare.in/products/");
        for (i, crumb) in crumbs.iter().enumerate() {
            assert_eq!(crumb["@type"], "ListItem");
            assert_eq!(crumb["position"], i + 1);
        }
        assert!(
            crumbs[1]["item"]
                .as_str()
                .unwrap()
                .starts_with("https://sharmamobilecare.in/products/?category=")
        );
        assert_eq!(crumbs[4]["name"], product.title.as_str());
        assert!(
            crumbs[4].get("item").is_none(),
            "the page itself is no link"
        );
    }
    // The fixture shop has every case: a product with a photo and a price,
    // one without a photo, and one whose price is on request.
    assert!(kinds[&(true, true)] > 0, "{kinds:?}");
    assert!(kinds.keys().any(|(photo, _)| !photo), "{kinds:?}");
    assert!(kinds.keys().any(|(_, priced)| !priced), "{kinds:?}");

    let first = &content.products[0];
    let product = &page(&first.id)["@graph"][1];
    let url = format!("https://sharmamobilecare.in/products/{}/", first.id);
    assert_eq!(product["@id"], format!("{url}#product"));
    assert_eq!(product["name"], first.title.as_str());
    assert_eq!(product["sku"], first.id.as_str());
    assert_eq!(product["url"], url.as_str());
    assert_eq!(product["image"][0], first.image.as_deref().unwrap());
    assert!(!product["description"].as_str().unwrap().is_empty());
    let offer = &product["offers"];
    assert_eq!(offer["@type"], "Offer");
    assert_eq!(offer["price"], first.price.to_string());
    assert_eq!(offer["priceCurrency"], "INR");
    assert_eq!(offer["url"], url.as_str());
    assert_eq!(
        offer["availability"],
        if first.in_stock {
            "https://schema.org/InStock"
        } else {
            "https://schema.org/OutOfStock"
        }
    );
    assert_eq!(offer["itemCondition"], "https://schema.org/NewCondition");
    assert_eq!(offer["seller"]["@id"], "https://sharmamobilecare.in/#shop");
}

/// A used or refurbished item says so, in words and in the markup.
#[test]
fn a_product_s_condition_is_in_its_offer_and_open_graph_tags() {
    use shopsite_content::model::Condition;
    let mut content = fixture_shop();
    let at = content
        .products
        .iter()
        .position(|p| p.image.is_some() && p.price.rupees().is_some())
        .unwrap();
    for (condition, schema, og) in [
        (Condition::New, "NewCondition", "new"),
        (Condition::Used, "UsedCondition", "used"),
        (
            Condition::Refurbished,
            "RefurbishedCondition",
            "refurbished",
        ),
    ] {
        content.products[at].condition = condition;
        let files = documents(&content, "https://sharmamobilecare.in/");
        let html = file(
            &files,
            &format!("products/{}/index.html", content.products[at].id),
        );
        assert_eq!(
            jsonld(html)["@graph"][1]["offers"]["itemCondition"],
            format!("https://schema.org/{schema}")
        );
        assert_eq!(meta(html, "product:condition"), og);
    }
}

/// The courses' JSON-LD takes its words from pages/training.yaml, and
/// without them falls back on the course's name and the site's language.
#[test]
fn course_listings_say_what_the_owner_wrote() {
    let course = |content: &Content| {
        let files = documents(content, "https://sharmamobilecare.in/");
        jsonld(file(&files, "training/index.html"))["@graph"][1].clone()
    };
    let beginner = course(&fixture_shop());
    assert_eq!(beginner["name"], "Beginner mobile repair course");
    assert_eq!(beginner["inLanguage"], serde_json::json!(["hi", "en"]));
    assert_eq!(beginner["timeRequired"], "P4W");
    assert_eq!(
        beginner["hasCourseInstance"]["location"]["address"],
        "Shop 14, Beadon Pura, Gaffar Market, Karol Bagh, New Delhi 110005"
    );

    let mut hindi = fixture_shop();
    hindi.pages.training.course_listing = Some("{course} मोबाइल रिपेयर कोर्स".into());
    hindi.pages.training.course_languages = vec!["hi".into()];
    let beginner = course(&hindi);
    assert_eq!(beginner["name"], "Beginner मोबाइल रिपेयर कोर्स");
    assert_eq!(beginner["inLanguage"], serde_json::json!(["hi"]));

    let mut unsaid = fixture_shop();
    unsaid.pages.training.course_listing = None;
    unsaid.pages.training.course_languages = Vec::new();
    let beginner = course(&unsaid);
    assert_eq!(beginner["name"], "Beginner");
    assert_eq!(beginner["inLanguage"], serde_json::json!(["en-IN"]));
}

#[test]
fn sitemap_lists_every_page_and_robots_points_to_it() {
    let content = fixture_shop();
    let files = documents(&content, "https://example.github.io/shop/");
    let sitemap = file(&files, "sitemap.xml");
    // Every route of one page that has an address, in the order of the list.
    let routes: Vec<&str> = Route::ALL.iter().filter_map(|r| r.path()).collect();
    let products = content
        .products
        .iter()
        .map(|p| format!("products/{}/", p.id));
    // Then each brand of the repair price list, followed by its models.
    let repairs = [
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
    let urls: String = routes
        .iter()
        .map(|r| (*r).to_owned())
        .chain(products)
        .chain(repairs.map(str::to_owned))
        .map(|path| format!("\n  <url><loc>https://example.github.io/shop/{path}</loc></url>"))
        .collect();
    assert_eq!(
        sitemap,
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{urls}\n</urlset>\n"
        )
    );
    assert_eq!(
        sitemap.matches("<url>").count(),
        routes.len() + content.products.len() + repairs.len()
    );
    assert_eq!(
        file(&files, "robots.txt"),
        "User-agent: *\nAllow: /\n\nSitemap: https://example.github.io/shop/sitemap.xml\n"
    );
}

/// Search engines read at most 50,000 addresses from one sitemap: more are
/// split into parts, which `sitemap.xml` lists as an index.
#[test]
fn a_sitemap_of_more_than_50000_pages_is_an_index_of_parts() {
    let base = BaseUrl::parse("https://example.github.io/shop/").unwrap();
    let urls: Vec<String> = (0..120_001)
        .map(|i| base.absolute_path(&format!("products/p-{i}/")))
        .collect();
    let files = shopsite_render::sitemaps(&base, &urls);
    let names: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(
        names,
        [
            "sitemap.xml",
            "sitemap-1.xml",
            "sitemap-2.xml",
            "sitemap-3.xml"
        ]
    );
    let text = |i: usize| std::str::from_utf8(&files[i].bytes).unwrap();
    assert_eq!(
        text(0),
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n  \
         <sitemap><loc>https://example.github.io/shop/sitemap-1.xml</loc></sitemap>\n  \
         <sitemap><loc>https://example.github.io/shop/sitemap-2.xml</loc></sitemap>\n  \
         <sitemap><loc>https://example.github.io/shop/sitemap-3.xml</loc></sitemap>\n\
         </sitemapindex>\n"
    );
    let counts: Vec<usize> = (1..4).map(|i| text(i).matches("<url>").count()).collect();
    assert_eq!(counts, [50_000, 50_000, 20_001]);
    assert!(text(3).ends_with(
        "<url><loc>https://example.github.io/shop/products/p-120000/</loc></url>\n</urlset>\n"
    ));
    // Exactly 50,000 is still one sitemap.
    assert_eq!(shopsite_render::sitemaps(&base, &urls[..50_000]).len(), 1);
}

const HOSTILE: &str = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";

#[test]
fn hostile_text_stays_text_in_the_head_the_data_and_the_json_ld() {
    let mut content = fixture_shop();
    content.products[0].title = HOSTILE.into();
    content.products[0].highlights[0] = HOSTILE.into();
    content.pages.products.meta.title = HOSTILE.into();
    content.pages.products.meta.description = format!("\"{HOSTILE}'");
    let files = documents(&content, "https://sharmamobilecare.in/");
    let html = file(&files, "products/index.html");

    // Exactly the six scripts the template writes on a page with an island
    // (speculation rules, JSON-LD, the shop's hours and the open-now
    // script, the islands' scripts, island loader), and no markup from
    // content. The island's own props are the server render's
    // (frontend/src/islands/island.tsx), not the template's.
    assert_eq!(html.matches("<script").count(), 6, "{html}");
    assert_eq!(html.matches("</script>").count(), 6);
    assert!(!html.contains("<img"));
    assert!(!html.contains("alert(1)</script>"));
    assert!(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; | Sharma Mobile Care</title>"));
    assert!(html.contains(r#"content="&quot;&lt;/script&gt;"#));

    // The JSON-LD gives back the exact text.
    assert_eq!(
        jsonld(html)["@graph"][1]["itemListElement"][0]["name"],
        HOSTILE
    );

    // The product's own page: its title and description in the head, its
    // JSON-LD and its link preview's words.
    let html = file(
        &files,
        &format!("products/{}/index.html", content.products[0].id),
    );
    assert!(!html.contains("<img"));
    assert!(!html.contains("alert(1)</script>"));
    assert!(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"));
    let graph = jsonld(html);
    assert_eq!(graph["@graph"][1]["name"], HOSTILE);
    assert_eq!(graph["@graph"][2]["itemListElement"][4]["name"], HOSTILE);

    // The data file is JSON for programs, not HTML, and keeps the text as is.
    let json: serde_json::Value = serde_json::from_slice(
        &shopsite_render::data_file(
            &shopsite_render::kinds::pages(
                &content,
                &BaseUrl::parse("https://sharmamobilecare.in/").unwrap(),
            )[2],
        )
        .bytes,
    )
    .unwrap();
    assert_eq!(json["page"]["products"][0]["title"], HOSTILE);
}

/// The `<script>` elements of a page, by their opening tag.
fn script_tags(html: &str) -> Vec<&str> {
    html.match_indices("<script")
        .map(|(at, _)| &html[at..at + html[at..].find('>').unwrap() + 1])
        .collect()
}

/// Every page has the shop's hours and the open-now script that reads
/// them (docs/behaviour.md#open-now); only a page with an island has the
/// island loader, and none has its view data.
#[test]
fn only_a_page_with_an_island_has_the_island_loader_and_no_page_data() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    for (route, path) in route_files() {
        let html = file(&files, &path);
        let tags = script_tags(html);
        if route == Route::Products {
            assert_eq!(
                tags,
                [
                    r#"<script type="speculationrules">"#,
                    r#"<script type="application/ld+json">"#,
                    r#"<script id="shop-hours" type="application/json">"#,
                    "<script>",
                    r#"<script id="islands" type="application/json">"#,
                    "<script>",
                ],
                "{route:?}"
            );
            assert!(html.contains(
                r#"<script id="islands" type="application/json">{"entries": ["/shop/assets/filters-abc123.js"], "imports": ["/shop/assets/react-def456.js"]}</script>"#
            ));
            // The page's view data is not inlined: the island carries its
            // own props, in the server render.
            assert!(!html.contains(r#""shell":"#), "{route:?}");
            assert!(!html.contains(r#""facets":"#), "{route:?}");
        } else {
            // Nothing a browser runs but the open-now script: JSON else.
            assert_eq!(
                tags,
                [
                    r#"<script type="speculationrules">"#,
                    r#"<script type="application/ld+json">"#,
                    r#"<script id="shop-hours" type="application/json">"#,
                    "<script>",
                ],
                "{route:?}"
            );
            assert!(html.contains(&format!(
                "<script>{}</script>",
                shopsite_render::html::OPEN_NOW
            )));
            // No script of the build is named (the link preview's image,
            // an absolute URL, is no script).
            assert!(!html.contains(r#""/shop/assets/"#), "{route:?}");
        }
    }
}

#[test]
fn a_page_whose_island_the_frontend_build_lacks_is_an_error() {
    let content = fixture_shop();
    let base = BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let bodies = |data: &PageData| match data.page.route() {
        Route::Videos => Some(r#"<main><div data-island="playlists"></div></main>"#.into()),
        _ => body(data),
    };
    assert_eq!(
        shopsite_render::documents(&content, &base, &assets(), &pages, bodies)
            .unwrap_err()
            .to_string(),
        "the `videos` page has the island `playlists`, but the frontend build has no `src/client/playlists.tsx`"
    );
}

#[test]
fn a_route_the_prerender_did_not_render_is_an_error() {
    let content = fixture_shop();
    let base = BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let bodies = |data: &PageData| match data.page.route() {
        Route::About => None,
        _ => body(data),
    };
    let error = shopsite_render::documents(&content, &base, &assets(), &pages, bodies).unwrap_err();
    assert_eq!(error, shopsite_render::RenderError::NoPage(Route::About));
    assert_eq!(
        error.to_string(),
        "the prerender gave no HTML for the `about` page"
    );
}

/// `'sha256-…'` of `text`, as a Content-Security-Policy names it.
fn hash(text: &str) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(text);
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// The sources a policy allows for `directive`, e.g. `script-src`.
fn sources<'a>(policy: &'a str, directive: &str) -> Vec<&'a str> {
    policy
        .split("; ")
        .find_map(|d| d.strip_prefix(directive)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no {directive} in {policy}"))
        .split(' ')
        .collect()
}

/// Every element `<tag …>text</tag>` of `html`, as (opening tag, text).
fn elements<'a>(html: &'a str, tag: &str) -> Vec<(&'a str, &'a str)> {
    let close = format!("</{tag}>");
    html.match_indices(&format!("<{tag}"))
        .map(|(at, _)| {
            let open_end = at + html[at..].find('>').unwrap() + 1;
            let end = open_end + html[open_end..].find(&close).unwrap();
            (&html[at..open_end], &html[open_end..end])
        })
        .collect()
}

#[test]
fn the_policy_allows_exactly_the_inline_scripts_and_stylesheet_of_every_page() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    let headers = file(&files, "_headers");
    let header_policy = between(headers, "Content-Security-Policy: ", "\n")
        .trim_start_matches("Content-Security-Policy: ")
        .trim_end();
    let mut allowed_scripts = Vec::new();
    for (route, path) in route_files() {
        let html = file(&files, &path);
        let meta = between(
            html,
            r#"<meta http-equiv="Content-Security-Policy" content=""#,
            ">",
        )
        .trim_start_matches(r#"<meta http-equiv="Content-Security-Policy" content=""#)
        .trim_end_matches("\">");
        // The header is the same policy, plus what only a header can say,
        // and the stylesheet of the counter kit's documents (poster.rs).
        assert_eq!(
            format!("{meta}; frame-ancestors 'none'"),
            header_policy.replace(&format!(" {}", hash(shopsite_render::poster::STYLE)), "")
        );
        assert!(header_policy.contains(&hash(shopsite_render::poster::STYLE)));
        let scripts = sources(meta, "script-src");
        assert!(!meta.contains("unsafe"), "{meta}");
        assert_eq!(scripts[0], "'self'");
        for (tag, text) in elements(html, "script") {
            if tag.contains(r#"type="application/"#) {
                continue; // data, which browsers never run
            }
            assert!(
                scripts.contains(&hash(text).as_str()),
                "{route:?}: {tag}{text}"
            );
            allowed_scripts.push(hash(text));
        }
        let styles = elements(html, "style");
        assert_eq!(styles.len(), 1);
        // The inline stylesheet by its hash, and the site's own linked one.
        assert_eq!(
            sources(meta, "style-src"),
            ["'self'".to_owned(), hash(styles[0].1)]
        );
        assert_eq!(
            sources(meta, "img-src"),
            [
                "'self'",
                "data:",
                "https://i.ytimg.com",
                "https://images.unsplash.com"
            ]
        );
    }
    // Nothing more is allowed than the pages run: the speculation rules and
    // the island loader.
    allowed_scripts.sort();
    allowed_scripts.dedup();
    let mut listed: Vec<String> = sources(header_policy, "script-src")[1..]
        .iter()
        .map(|s| s.to_string())
        .collect();
    listed.sort();
    assert_eq!(listed, allowed_scripts);
}

#[test]
fn host_headers() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    // Each route's pages are asked for again on every visit: a rule for
    // each, checked here from `Route::ALL` and written once in the
    // snapshot, which a new kind of page then leaves as it is.
    // The site's policy is on every rule but `/*` and `/admin/*`: written
    // once in the snapshot, as `[the site's policy]`.
    let headers = file(&files, "_headers");
    let policy = headers
        .lines()
        .find(|l| l.starts_with("  Content-Security-Policy: default-src 'self'"))
        .unwrap();
    let headers = headers.replace(policy, "  Content-Security-Policy: [the site's policy]");
    let revalidate = "  Content-Security-Policy: [the site's policy]\n  Cache-Control: public, max-age=0, must-revalidate";
    let paths: Vec<&str> = Route::ALL.iter().filter_map(|r| r.path()).collect();
    let mut found = Vec::new();
    let mut blocks = Vec::new();
    for block in headers.split("\n\n") {
        let route = paths.iter().find(|path| {
            [format!("/shop/{path}"), format!("/shop/{path}*")]
                .iter()
                .any(|head| block == format!("{head}\n{revalidate}"))
        });
        match route {
            Some(path) => {
                if found.is_empty() {
                    blocks.push(format!(
                        "[each route's path, /shop/about/ or /shop/products/*]\n{revalidate}"
                    ));
                }
                found.push(*path);
            }
            None => blocks.push(block.to_owned()),
        }
    }
    assert_eq!(found, paths);
    insta::assert_snapshot!(blocks.join("\n\n"));
}

/// At the root of its domain the site asks for HTTPS only; under a sub-path
/// the host is shared, and the site does not decide for it.
#[test]
fn only_a_site_at_the_root_of_its_domain_asks_for_https_only() {
    let headers = |base: &str| file(&documents(&fixture_shop(), base), "_headers").to_owned();
    let root = headers("https://sharmamobilecare.in/");
    let block = root.split("\n\n").find(|b| b.starts_with("/*\n")).unwrap();
    assert!(
        block.contains("\n  Strict-Transport-Security: max-age=31536000\n")
            || block.ends_with("\n  Strict-Transport-Security: max-age=31536000"),
        "{block}"
    );
    assert_eq!(root.matches("Strict-Transport-Security").count(), 1);
    assert!(!headers("https://example.github.io/shop/").contains("Strict-Transport-Security"));
}

/// Whether `html` has a `<meta>` for `key`.
fn has_meta(html: &str, key: &str) -> bool {
    html.lines().any(|l| {
        l.starts_with(&format!(r#"<meta property="{key}" "#))
            || l.starts_with(&format!(r#"<meta name="{key}" "#))
    })
}

/// A product's page is found by what it sells, its price and the shop's
/// area, and previews as a product: its photo, or a card of its own.
#[test]
fn a_product_s_page_has_its_own_title_description_and_link_preview() {
    let content = fixture_shop();
    let files = documents(&content, "https://example.github.io/shop/");
    let first = &content.products[0];
    let html = file(&files, &format!("products/{}/index.html", first.id));
    assert_eq!(
        between(html, "<title>", "</title>"),
        "<title>boAt Rockerz 450 Bluetooth Headphones – ₹1,499 | Sharma Mobile Care</title>"
    );
    let description = meta(html, "description");
    assert!(
        description.starts_with("₹1,499 · In stock · "),
        "{description}"
    );
    assert!(
        description.ends_with(" · Sharma Mobile Care, Karol Bagh"),
        "{description}"
    );
    assert!(description.chars().count() <= 170, "{description}");
    let canonical = format!("https://example.github.io/shop/products/{}/", first.id);
    assert!(html.contains(&format!(r#"<link rel="canonical" href="{canonical}">"#)));
    assert_eq!(meta(html, "og:url"), canonical);
    assert_eq!(meta(html, "og:type"), "product");
    assert_eq!(meta(html, "product:price:amount"), "1499");
    assert_eq!(meta(html, "product:price:currency"), "INR");
    assert_eq!(meta(html, "product:availability"), "in stock");
    assert_eq!(meta(html, "product:condition"), "new");
    assert_eq!(meta(html, "product:retailer_item_id"), first.id);
    // Its own photo, whose size the build does not know.
    assert_eq!(
        meta(html, "og:image"),
        first.image.as_deref().unwrap().replace('&', "&amp;")
    );
    assert_eq!(meta(html, "og:image:alt"), first.title);
    assert!(!has_meta(html, "og:image:width"));
    assert_eq!(meta(html, "twitter:card"), "summary_large_image");
    // The share enhancement's script, from the frontend build.
    assert!(html.contains(r#"<script type="module" src="/shop/assets/share-ghi789.js"></script>"#));
    assert!(
        !html.contains(r#"id="islands""#),
        "no island, no island loader"
    );

    // Without a photo, a card of its own with its title and price.
    let plain = content
        .products
        .iter()
        .find(|p| p.image.is_none() && p.more_images.is_empty())
        .expect("the fixture shop has a product without a photo");
    let html = file(&files, &format!("products/{}/index.html", plain.id));
    let image = meta(html, "og:image");
    assert!(
        image.starts_with(&format!(
            "https://example.github.io/shop/assets/og/product-{}-",
            plain.id
        )),
        "{image}"
    );
    assert_eq!(meta(html, "og:image:width"), "1200");
    assert!(meta(html, "og:image:alt").starts_with(&format!("{} · ", plain.title)));

    // The site's pages are still websites.
    assert_eq!(meta(file(&files, "index.html"), "og:type"), "website");
    assert!(!has_meta(
        file(&files, "products/index.html"),
        "product:price:amount"
    ));
}

/// A price on request has no price tags, and no offer in the title.
#[test]
fn a_price_on_request_is_left_out_of_the_title_and_the_price_tags() {
    let content = fixture_shop();
    let on_request = content
        .products
        .iter()
        .find(|p| p.price.rupees().is_none())
        .expect("the fixture shop has a price on request");
    let files = documents(&content, "https://sharmamobilecare.in/");
    let html = file(&files, &format!("products/{}/index.html", on_request.id));
    assert_eq!(
        between(html, "<title>", "</title>"),
        format!("<title>{} | Sharma Mobile Care</title>", on_request.title)
    );
    assert!(meta(html, "description").starts_with("Price on request · "));
    assert!(!has_meta(html, "product:price:amount"));
    assert!(!has_meta(html, "product:price:currency"));
    assert!(has_meta(html, "product:availability"));
}

/// Drawing a card takes milliseconds: only the first `PRODUCT_CARDS`
/// products without a photo get their own, the rest share the Products
/// page's, so a large catalogue's first build draws a bounded number.
#[test]
fn only_the_first_products_without_a_photo_get_a_card_of_their_own() {
    use shopsite_render::og::PRODUCT_CARDS;
    let mut content = fixture_shop();
    let template = content.products[0].clone();
    content.products = (0..PRODUCT_CARDS + 50)
        .map(|i| shopsite_content::model::Product {
            id: format!("item-{i}"),
            title: format!("Item {i}"),
            image: None,
            more_images: Vec::new(),
            ..template.clone()
        })
        .collect();
    let base = BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let previews = shopsite_render::Site::new(&content, &base).previews(&assets(), &pages);
    let products: Vec<_> = previews
        .cards
        .iter()
        .filter(|c| c.path.starts_with("assets/og/product-"))
        .collect();
    assert_eq!(products.len(), PRODUCT_CARDS);
    assert_eq!(products[0].card.heading, "Item 0");
    assert_eq!(products[0].card.detail.as_deref(), Some("₹1,499"));
    let files = documents(&content, base.url());
    let image = |i: usize| {
        meta(
            file(&files, &format!("products/item-{i}/index.html")),
            "og:image",
        )
        .to_owned()
    };
    assert!(image(PRODUCT_CARDS - 1).contains(&format!("/og/product-item-{}-", PRODUCT_CARDS - 1)));
    let products_card = meta(file(&files, "products/index.html"), "og:image");
    assert_eq!(image(PRODUCT_CARDS), products_card);
    assert_eq!(image(PRODUCT_CARDS + 49), products_card);
}

/// Products describes the shop in full; each catalogue page after it, one
/// for every 24 products, names it only.
#[test]
fn the_catalogue_s_first_page_describes_the_shop_and_the_others_name_it() {
    let content = crate::catalogue::shop_of(2 * shopsite_render::derive::PAGE_SIZE + 1);
    let files = documents(&content, "https://sharmamobilecare.in/");
    let shop = |path: &str| jsonld(file(&files, path))["@graph"][0].clone();
    assert_eq!(shop("products/index.html")["telephone"], "+919876543210");
    for path in ["products/page/2/index.html", "products/page/3/index.html"] {
        assert_eq!(
            shop(path),
            serde_json::json!({
                "@type": "MobilePhoneStore",
                "@id": "https://sharmamobilecare.in/#shop",
                "name": "Sharma Mobile Care",
                "url": "https://sharmamobilecare.in/",
            }),
            "{path}"
        );
    }
}

/// Each variant of a route's stylesheet is one more hash in the line of
/// `_headers` that holds the policy: a shop whose photos come from so many
/// hosts that Cloudflare Pages would not read that line whole goes without
/// them, each product page inlining its route's whole part.
#[test]
fn a_shop_of_many_photo_hosts_keeps_its_policy_line_readable_without_variants() {
    use shopsite_render::csp::HEADER_LINE;
    let whole = "main{a:1}.ribbon{b:2}";
    let variants: Vec<serde_json::Value> = [(vec![], whole), (vec!["ribbon"], "main{a:1}")]
        .into_iter()
        .map(|(without, css)| serde_json::json!({ "without": without, "css": css }))
        .collect();
    let routes = serde_json::json!({ "product": { "css": whole, "variants": variants } });
    let assets = assets()
        .with_routes_css(&routes.to_string(), "assets/styles-1.css".into())
        .unwrap();
    let base = BaseUrl::parse("https://example.com/").unwrap();
    let mut content = fixture_shop();
    let product = content.products[0].id.clone();
    let mut hosts = 0;
    loop {
        let pages = shopsite_render::kinds::pages(&content, &base);
        let files = shopsite_render::documents(&content, &base, &assets, &pages, |data| {
            let fold = r#"<template data-fold=""></template>"#;
            Some(format!(
                "<main><h1>{}</h1>{fold}</main>",
                data.page.route().name()
            ))
        })
        .unwrap();
        let line = file(&files, "_headers")
            .lines()
            .find(|line| line.starts_with("  Content-Security-Policy: "))
            .unwrap()
            .to_owned();
        assert!(line.chars().count() <= HEADER_LINE, "{hosts} hosts: {line}");
        let page = file(&files, &format!("products/{product}/index.html"));
        if between(page, "<style>", "</style>") == format!("<style>{whole}</style>") {
            // Not before the line would have been too long with them.
            assert!(
                line.chars().count() > HEADER_LINE - 60,
                "{hosts} hosts: {line}"
            );
            break;
        }
        assert_eq!(
            between(page, "<style>", "</style>"),
            "<style>main{a:1}</style>"
        );
        hosts += 1;
        content.products[0]
            .more_images
            .push(format!("https://photos-{hosts}.example.com/p.jpg"));
    }
    assert!(hosts > 10, "{hosts} hosts");
}
