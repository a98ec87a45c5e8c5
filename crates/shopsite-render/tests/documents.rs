//! The documents rendered from the fixture shop (`tests/fixtures/shop/`): the
//! head of a page, the inline data, and hostile text that must stay text.

use std::collections::BTreeMap;
use std::path::Path;

use shopsite_content::Content;
use shopsite_render::manifest::IslandScripts;
use shopsite_render::{Assets, BaseUrl, OutFile, Route};

fn fixture_shop() -> Content {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/shop");
    shopsite_content::load(&dir)
        .content
        .expect("the fixture shop is valid")
}

/// A frontend build with one island, `filters`, and its stylesheet.
fn assets() -> Assets {
    let islands = BTreeMap::from([(
        "filters".into(),
        IslandScripts {
            entry: "assets/filters-abc123.js".into(),
            imports: vec!["assets/react-def456.js".into()],
        },
    )]);
    Assets::new(":root{--brand:#0b4aa2}body{margin:0}".into(), islands).unwrap()
}

/// A stand-in for the server render of `route`: the Products page has the
/// `filters` island.
fn body(route: Route) -> String {
    let island = match route {
        Route::Products => r#"<div data-island="filters"></div>"#,
        _ => "",
    };
    format!("<main><h1>{}</h1>{island}</main>", route.name())
}

/// A stand-in server render of every route, by its view-data file, as the
/// prerender answers.
fn bodies() -> BTreeMap<String, String> {
    Route::ALL
        .into_iter()
        .map(|r| (r.data_file(), body(r)))
        .collect()
}

/// Every document, with a stand-in for the server render of each route.
fn documents(content: &Content, base: &str) -> Vec<OutFile> {
    let base = BaseUrl::parse(base).unwrap();
    let pages = shopsite_render::derive::pages(content, &base);
    let bodies = bodies();
    shopsite_render::documents(content, &base, &assets(), &pages, &bodies).unwrap()
}

fn file<'a>(files: &'a [OutFile], path: &str) -> &'a str {
    let file = files.iter().find(|f| f.path == path).unwrap();
    std::str::from_utf8(&file.bytes).unwrap()
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
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
    for (route, canonical) in [
        ("index.html", Some("https://example.github.io/shop/")),
        (
            "training/index.html",
            Some("https://example.github.io/shop/training/"),
        ),
        (
            "products/index.html",
            Some("https://example.github.io/shop/products/"),
        ),
        (
            "videos/index.html",
            Some("https://example.github.io/shop/videos/"),
        ),
        (
            "about/index.html",
            Some("https://example.github.io/shop/about/"),
        ),
        (
            "repairs/index.html",
            Some("https://example.github.io/shop/repairs/"),
        ),
        ("404.html", None),
    ] {
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
    let pages = shopsite_render::derive::pages(&content, &base);
    let images = shopsite_render::og::images(&content, &base, &assets(), &pages);
    let files = documents(&content, base.url());
    assert_eq!(images.len(), Route::ALL.len());
    for (data, image) in pages.iter().zip(&images) {
        let route = data.page.route();
        let html = file(&files, &route.file());
        // The file the build writes is the one the page names, under the
        // base URL's path, absolute.
        assert_eq!(
            meta(html, "og:image"),
            format!("https://example.github.io/shop/{}", image.path)
        );
        assert_eq!(meta(html, "twitter:image"), meta(html, "og:image"));
        let name = image.path.strip_prefix("assets/og/").unwrap();
        let digest = name
            .strip_prefix(&format!("{}-", route.name()))
            .and_then(|n| n.strip_suffix(".png"))
            .unwrap_or_else(|| panic!("{name}"));
        assert_eq!(digest.len(), 10, "{name}");
        assert_eq!(meta(html, "og:image:width"), "1200");
        assert_eq!(meta(html, "og:image:height"), "630");
        assert_eq!(meta(html, "og:image:type"), "image/png");
        assert_eq!(meta(html, "twitter:card"), "summary_large_image");
        // What it shows: the page's heading, the shop, the address, the brand.
        assert_eq!(image.card.heading, data.page.heading());
        assert_eq!(image.card.name, "Sharma Mobile Care");
        assert_eq!(image.card.site, "example.github.io/shop");
        assert_eq!(image.card.brand.css(), "#0b4aa2");
        let alt = meta(html, "og:image:alt");
        assert!(
            alt.starts_with(&data.page.heading().replace('&', "&amp;")),
            "{alt}"
        );
        assert_eq!(meta(html, "twitter:image:alt"), alt);
    }
    let headings: Vec<&str> = pages.iter().map(|d| d.page.heading()).collect();
    assert_eq!(
        headings,
        [
            "Mobile Repair • Simple Training",
            "Mobile Repair Training",
            "Parts, Tools & Accessories",
            "Repair Videos & Tutorials",
            "About Sharma Mobile Care",
            "What we repair",
            "Page not found",
        ]
    );
}

fn jsonld(html: &str) -> serde_json::Value {
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

    let products = jsonld(file(&files, "products/index.html"));
    let offers: Vec<_> = products["@graph"].as_array().unwrap()[1..]
        .iter()
        .map(|p| (p["name"].as_str().unwrap(), &p["offers"]))
        .collect();
    let content = fixture_shop();
    let priced = content.products.iter().filter(|p| p.price > 0).count();
    assert_eq!(offers.len(), priced, "every product with a price");
    let (name, offer) = offers[0];
    assert_eq!(name, "boAt Rockerz 450 Bluetooth Headphones");
    assert_eq!(offer["price"], "1499");
    assert_eq!(offer["priceCurrency"], "INR");
    assert_eq!(offer["availability"], "https://schema.org/InStock");
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
fn sitemap_lists_the_six_routes_and_robots_points_to_it() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    insta::assert_snapshot!(file(&files, "sitemap.xml"), @r#"
    <?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://example.github.io/shop/</loc></url>
      <url><loc>https://example.github.io/shop/training/</loc></url>
      <url><loc>https://example.github.io/shop/products/</loc></url>
      <url><loc>https://example.github.io/shop/videos/</loc></url>
      <url><loc>https://example.github.io/shop/about/</loc></url>
      <url><loc>https://example.github.io/shop/repairs/</loc></url>
    </urlset>
    "#);
    assert_eq!(
        file(&files, "robots.txt"),
        "User-agent: *\nAllow: /\n\nSitemap: https://example.github.io/shop/sitemap.xml\n"
    );
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

    // Exactly the five scripts the template writes on a page with an island
    // (speculation rules, JSON-LD, page data, the islands' scripts, island
    // loader), and no markup from content.
    assert_eq!(html.matches("<script").count(), 5, "{html}");
    assert_eq!(html.matches("</script>").count(), 5);
    assert!(!html.contains("<img"));
    assert!(!html.contains("alert(1)</script>"));
    assert!(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; | Sharma Mobile Care</title>"));
    assert!(html.contains(r#"content="&quot;&lt;/script&gt;"#));

    // The inline data and the JSON-LD give back the exact text.
    let data = between(
        html,
        r#"<script id="page-data" type="application/json">"#,
        "</script>",
    )
    .trim_start_matches(r#"<script id="page-data" type="application/json">"#)
    .trim_end_matches("</script>");
    let data: serde_json::Value = serde_json::from_str(data).unwrap();
    assert_eq!(data["page"]["products"][0]["title"], HOSTILE);
    assert_eq!(jsonld(html)["@graph"][1]["name"], HOSTILE);

    // The data file is JSON for programs, not HTML, and keeps the text as is.
    let json: serde_json::Value = serde_json::from_slice(
        &shopsite_render::data_files(&shopsite_render::derive::pages(
            &content,
            &BaseUrl::parse("https://sharmamobilecare.in/").unwrap(),
        ))[2]
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

#[test]
fn only_a_page_with_an_island_has_its_data_and_the_island_loader() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    for route in Route::ALL {
        let html = file(&files, &route.file());
        let tags = script_tags(html);
        if route == Route::Products {
            assert_eq!(
                tags,
                [
                    r#"<script type="speculationrules">"#,
                    r#"<script type="application/ld+json">"#,
                    r#"<script id="page-data" type="application/json">"#,
                    r#"<script id="islands" type="application/json">"#,
                    "<script>",
                ],
                "{route:?}"
            );
            assert!(html.contains(
                r#"<script id="islands" type="application/json">{"entries": ["/shop/assets/filters-abc123.js"], "imports": ["/shop/assets/react-def456.js"]}</script>"#
            ));
        } else {
            // Nothing a browser runs: JSON only.
            assert_eq!(
                tags,
                [
                    r#"<script type="speculationrules">"#,
                    r#"<script type="application/ld+json">"#,
                ],
                "{route:?}"
            );
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
    let pages = shopsite_render::derive::pages(&content, &base);
    let mut bodies = bodies();
    bodies.insert(
        Route::Videos.data_file(),
        r#"<main><div data-island="playlists"></div></main>"#.into(),
    );
    assert_eq!(
        shopsite_render::documents(&content, &base, &assets(), &pages, &bodies)
            .unwrap_err()
            .to_string(),
        "the `videos` page has the island `playlists`, but the frontend build has no `src/client/playlists.tsx`"
    );
}

#[test]
fn a_route_the_prerender_did_not_render_is_an_error() {
    let content = fixture_shop();
    let base = BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let pages = shopsite_render::derive::pages(&content, &base);
    let mut bodies = bodies();
    bodies.remove(&Route::About.data_file());
    let error =
        shopsite_render::documents(&content, &base, &assets(), &pages, &bodies).unwrap_err();
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
    for route in Route::ALL {
        let html = file(&files, &route.file());
        let meta = between(
            html,
            r#"<meta http-equiv="Content-Security-Policy" content=""#,
            ">",
        )
        .trim_start_matches(r#"<meta http-equiv="Content-Security-Policy" content=""#)
        .trim_end_matches("\">")
        .replace("&#39;", "'");
        // The header is the same policy, plus what only a header can say.
        assert_eq!(format!("{meta}; frame-ancestors 'none'"), header_policy);
        let scripts = sources(&meta, "script-src");
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
        assert_eq!(sources(&meta, "style-src"), [hash(styles[0].1)]);
        assert_eq!(
            sources(&meta, "img-src"),
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
    insta::assert_snapshot!(file(&files, "_headers"));
}
