//! The view data of the fixture shop (`tests/fixtures/shop/`, the reference
//! shop): the links, labels and filter fields that the frontend shows as they are.

use std::path::{Path, PathBuf};

use shopsite_render::view::{Page, PageData, ProductView};
use shopsite_render::{BaseUrl, Route};

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/shop")
}

fn pages(base: &str) -> Vec<PageData> {
    let content = shopsite_content::load(&fixture_dir())
        .content
        .expect("valid content");
    shopsite_render::derive::pages(&content, &BaseUrl::parse(base).unwrap())
}

fn page(pages: &[PageData], route: Route) -> &Page {
    &pages.iter().find(|p| p.page.route() == route).unwrap().page
}

const WA: &str = "https://wa.me/919876543210?text=";

#[test]
fn shell_links() {
    let pages = pages("https://example.github.io/shop/");
    let shell = &pages[0].shell;
    assert_eq!(shell.tagline, "Repair • Training • Parts");
    assert_eq!(shell.call.href, "tel:+919876543210");
    assert_eq!(shell.whatsapp.href, format!("{WA}Phone%20repair%20help"));
    assert_eq!(
        shell.directions.href,
        "https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909"
    );
    let nav: Vec<(&str, &str)> = shell
        .nav
        .iter()
        .map(|n| (n.label.as_str(), n.href.as_str()))
        .collect();
    assert_eq!(
        nav,
        [
            ("Home", "/shop/"),
            ("Training", "/shop/training/"),
            ("Products", "/shop/products/"),
            ("Videos", "/shop/videos/"),
            ("About", "/shop/about/"),
        ]
    );
    assert_eq!(shell.skip_link, "Skip to content");
    assert_eq!(shell.error.heading, "Unexpected Application Error!");
    assert_eq!(
        (
            shell.error.back.label.as_str(),
            shell.error.back.href.as_str()
        ),
        ("Back to Home", "/shop/")
    );
    assert!(pages.iter().all(|p| p.shell == *shell), "one shell for all");
}

#[test]
fn course_links_on_home_and_training() {
    let pages = pages("https://sharmamobilecare.in/");
    let Page::Home(home) = page(&pages, Route::Home) else {
        unreachable!()
    };
    let links: Vec<(&str, &str, &str, &str)> = home
        .courses
        .items
        .iter()
        .map(|c| {
            (
                c.enrol.label.as_str(),
                c.enrol.href.as_str(),
                c.fees.label.as_str(),
                c.fees.href.as_str(),
            )
        })
        .collect();
    assert_eq!(
        links[2],
        (
            "Enrol",
            "https://wa.me/919876543210?text=Join%20Chip-Level",
            "Fees & time",
            "https://wa.me/919876543210?text=Fees%20and%20timings%20for%20Chip-Level"
        )
    );
    assert_eq!(home.repair_list.href, "/repairs/");
    assert_eq!(home.whatsapp.href, format!("{WA}Phone%20repair%20help"));
    assert_eq!(home.call.href, "tel:+919876543210");
    let Page::Training(training) = page(&pages, Route::Training) else {
        unreachable!()
    };
    let days: Vec<(&str, &str)> = training
        .courses
        .items
        .iter()
        .map(|c| (c.duration.as_str(), c.days.as_str()))
        .collect();
    assert_eq!(
        days,
        [
            ("4 weeks", "Mon–Fri"),
            ("6 weeks", "Mon–Fri"),
            ("8 weeks", "Mon–Sat")
        ]
    );
    assert_eq!(training.courses.items[0].fees.label, "Fees & Batch");
    assert_eq!(training.book_seat.href, format!("{WA}Book%20my%20seat"));
    assert_eq!(
        training.syllabus.href,
        format!("{WA}Send%20full%20syllabus%20PDF")
    );
}

fn product<'a>(products: &'a [ProductView], id: &str) -> &'a ProductView {
    products.iter().find(|p| p.id == id).unwrap()
}

#[test]
fn product_cards() {
    let pages = pages("https://sharmamobilecare.in/");
    let Page::Products(view) = page(&pages, Route::Products) else {
        unreachable!()
    };
    let p = &view.products;
    assert_eq!(p.len(), 14);
    let phone = product(p, "iphone-15-pro-max-256gb-used");
    assert_eq!(phone.price, "₹1,04,999");
    assert_eq!(
        (
            phone.category.as_str(),
            phone.r#type.as_str(),
            phone.model.as_str()
        ),
        ("Second-hand", "Apple", "iPhone 15 Pro Max")
    );
    let json = serde_json::to_value(phone).unwrap();
    assert_eq!(
        [&json["category"], &json["type"], &json["model"]],
        ["Second-hand", "Apple", "iPhone 15 Pro Max"],
        "the JSON keys are the URL's: category, type (not r#type), model"
    );
    assert_eq!(
        phone.enquire.href,
        format!(
            "{WA}Product%20Enquiry%3A%20iPhone%2015%20Pro%20Max%20256GB%20Natural%20Titanium%20%28Used%29"
        )
    );
    assert_eq!(
        phone.ask_price.href,
        format!(
            "{WA}Need%20price%20for%3A%20iPhone%2015%20Pro%20Max%20256GB%20Natural%20Titanium%20%28Used%29"
        )
    );
    let station = product(p, "sugon-8610dx-hot-air-station");
    assert_eq!(station.price, "Price on request");
    assert_eq!(station.category, "Tools", "from `category`");
    let charger = product(p, "samsung-25w-charger");
    assert_eq!(charger.r#type, "Chargers", "from `subcategory`");
    assert_eq!(charger.stock, "Out of stock");
    assert!(!charger.in_stock);
    let cover = product(p, "iphone-15-clear-case");
    assert_eq!(cover.initials, "CS");
    let headphones = product(p, "boat-rockerz-450-headphones");
    assert_eq!(
        headphones.search,
        "boat rockerz 450 bluetooth headphones accessories up to 15 hours playback soft padded ear cushions 1 year brand warranty"
    );
}

#[test]
fn latest_videos_are_the_newest_across_playlists() {
    let pages = pages("https://sharmamobilecare.in/");
    let Page::Home(home) = page(&pages, Route::Home) else {
        unreachable!()
    };
    let dates: Vec<Option<&str>> = home
        .latest_videos
        .items
        .iter()
        .map(|v| v.date.as_deref())
        .collect();
    assert_eq!(
        dates,
        [Some("10 Nov 2026"), Some("2 Nov 2026"), Some("28 Oct 2026")]
    );
    let first = &home.latest_videos.items[2];
    assert_eq!(first.href, "https://www.youtube.com/watch?v=kR7vQ2mXb4E");
    assert_eq!(
        first.thumb,
        "https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg"
    );
}

#[test]
fn repairs_about_videos_and_not_found_links() {
    let pages = pages("https://example.github.io/shop/");
    let Page::Repairs(r) = page(&pages, Route::Repairs) else {
        unreachable!()
    };
    assert_eq!(r.diagnosis.href, format!("{WA}Book%20free%20diagnosis"));
    assert_eq!(
        r.pickup.href,
        format!("{WA}Share%20location%20for%20pickup")
    );
    let stats: Vec<(&str, &str)> = r
        .stats
        .iter()
        .map(|s| (s.value.as_str(), s.label.as_str()))
        .collect();
    assert_eq!(
        stats,
        [
            ("30m", "Assessment"),
            ("Up to 90 days", "Warranty"),
            ("1–3 days", "Turnaround")
        ]
    );
    let Page::About(a) = page(&pages, Route::About) else {
        unreachable!()
    };
    assert_eq!(a.view_parts.href, "/shop/products/");
    let Page::Videos(v) = page(&pages, Route::Videos) else {
        unreachable!()
    };
    let counts: Vec<&str> = v.playlists.iter().map(|p| p.count.as_str()).collect();
    assert_eq!(counts, ["4 videos", "3 videos", "3 videos", "3 videos"]);
    assert_eq!(v.channel.href, "https://www.youtube.com/@sharmamobilecare");
    assert_eq!(v.message.href, format!("{WA}Phone%20repair%20help"));
    let Page::NotFound(n) = page(&pages, Route::NotFound) else {
        unreachable!()
    };
    assert_eq!(n.home.href, "/shop/");
}

#[test]
fn a_card_shows_the_first_3_highlights_and_search_finds_them_all() {
    // The fixture shop, with two more highlights on the soldering station.
    let texts: Vec<(&'static str, String)> = shopsite_content::FILES
        .iter()
        .map(|rel| {
            let text = std::fs::read_to_string(fixture_dir().join(rel)).unwrap();
            let text = text.replacen(
                "      - Heats up in about 30 seconds\n",
                "      - Heats up in about 30 seconds\n      - 3 extra tips included\n      - The station of our training lab\n",
                1,
            );
            (*rel, text)
        })
        .collect();
    let borrowed: Vec<(&'static str, &str)> = texts.iter().map(|(r, t)| (*r, t.as_str())).collect();
    let loaded = shopsite_content::load_texts(&borrowed);
    assert_eq!(loaded.warnings(), 1, "{:#?}", loaded.diagnostics);
    let content = loaded.content.expect("warnings only");
    let pages = shopsite_render::derive::pages(&content, &BaseUrl::parse("https://a.in/").unwrap());
    let Page::Products(view) = page(&pages, Route::Products) else {
        unreachable!()
    };
    let station = product(&view.products, "quick-936a-soldering-station");
    assert_eq!(
        station.highlights,
        [
            "Temperature 200–480 °C with digital display",
            "ESD-safe for mobile boards",
            "Heats up in about 30 seconds"
        ]
    );
    assert_eq!(
        station.search,
        "quick 936a soldering station 60w tools temperature 200–480 °c with digital display \
         esd-safe for mobile boards heats up in about 30 seconds 3 extra tips included \
         the station of our training lab"
    );
}
