//! The view data of the fixture shop (`tests/fixtures/shop/`, the reference
//! shop): the links, labels and filter fields that the frontend shows as they are.

use shopsite_render::kinds::product::{ProductPageView, ProductView};
use shopsite_render::kinds::{Page, PageData};
use shopsite_render::{BaseUrl, Route};

use crate::{fixture_dir, fixture_shop as content};

fn pages(base: &str) -> Vec<PageData> {
    shopsite_render::kinds::pages(&content(), &BaseUrl::parse(base).unwrap())
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
        "boat rockerz 450 bluetooth headphones accessories up to 15 hours playback soft padded ear cushions 1 year brand warranty over-ear",
        "its model, Over-ear, too; its type, Headphones, is in the title already"
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
        // The repair price list is optional, and in the fixture a spreadsheet.
        .filter(|rel| fixture_dir().join(rel).exists())
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
    let pages = shopsite_render::kinds::pages(&content, &BaseUrl::parse("https://a.in/").unwrap());
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

/// Every product's page of `content`, as the build derives them.
#[test]
fn search_finds_a_hindi_product_by_its_type_and_model_in_either_form() {
    // `फ़` written as one letter (U+095E) in the title, and `Soldering` and
    // `iPhone 12` only as the product's type and model.
    let texts: Vec<(&'static str, String)> = shopsite_content::FILES
        .iter()
        .filter(|rel| fixture_dir().join(rel).exists())
        .map(|rel| {
            let mut text = std::fs::read_to_string(fixture_dir().join(rel)).unwrap();
            if *rel == "products.yaml" {
                text.push_str(
                    "  - id: aifon-station\n    title: \"आई\u{095E}ोन सोल्डरिंग स्टेशन\"\n    price: १२९९\n    in_stock: true\n    group: Tools\n    sub: Soldering\n    item: iPhone 12\n    highlights:\n      - तेज़ गरम\n",
                );
            }
            (*rel, text)
        })
        .collect();
    let borrowed: Vec<(&'static str, &str)> = texts.iter().map(|(r, t)| (*r, t.as_str())).collect();
    let loaded = shopsite_content::load_texts(&borrowed);
    let content = loaded.content.expect("no errors");
    let pages = shopsite_render::kinds::pages(&content, &BaseUrl::parse("https://a.in/").unwrap());
    let Page::Products(view) = page(&pages, Route::Products) else {
        unreachable!()
    };
    let station = product(&view.products, "aifon-station");
    assert_eq!(
        station.search,
        "आई\u{092B}\u{093C}ोन सोल्डरिंग स्टेशन tools तेज़ गरम soldering iphone 12"
    );
    assert_eq!(station.price, "₹1,299");
}

fn product_pages(content: &shopsite_content::Content, base: &str) -> Vec<ProductPageView> {
    let base = BaseUrl::parse(base).unwrap();
    let site = shopsite_render::Site::new(content, &base);
    site.every_page(&[])
        .1
        .filter_map(|data| match data.into_owned().page {
            Page::Product(p) => Some(p),
            _ => None,
        })
        .collect()
}

#[test]
fn every_product_has_a_page_its_card_links_to() {
    let content = content();
    let pages = pages("https://example.github.io/shop/");
    let Page::Products(view) = page(&pages, Route::Products) else {
        unreachable!()
    };
    let products = product_pages(&content, "https://example.github.io/shop/");
    assert_eq!(products.len(), content.products.len());
    for ((card, page), product) in view.products.iter().zip(&products).zip(&content.products) {
        assert_eq!(card.href, format!("/shop/products/{}/", product.id));
        // The page holds the product's card, the catalogue's very card.
        assert_eq!(&page.card, card);
        assert_eq!(page.card.id, product.id);
        assert_eq!(page.card.title, product.title);
        assert_eq!(page.call.href, "tel:+919876543210");
        assert_eq!(page.call.label, "Call");
        // Every highlight, not only the card's three.
        assert_eq!(page.highlights.items, product.highlights);
        assert_eq!(page.highlights.heading, "Highlights");
        assert_eq!(
            page.share.url,
            format!("https://example.github.io/shop/products/{}/", product.id)
        );
    }
}

#[test]
fn a_product_page_s_breadcrumb_leads_back_to_the_list_filtered() {
    let products = product_pages(&content(), "https://example.github.io/shop/");
    let phone = products
        .iter()
        .find(|p| p.card.id == "iphone-15-pro-max-256gb-used")
        .unwrap();
    let crumbs: Vec<(&str, &str)> = phone
        .breadcrumb
        .items
        .iter()
        .map(|l| (l.label.as_str(), l.href.as_str()))
        .collect();
    assert_eq!(
        crumbs,
        [
            ("Products", "/shop/products/"),
            ("Second-hand", "/shop/products/?category=Second-hand"),
            ("Apple", "/shop/products/?category=Second-hand&type=Apple"),
            (
                "iPhone 15 Pro Max",
                "/shop/products/?category=Second-hand&type=Apple&model=iPhone+15+Pro+Max"
            ),
        ]
    );
    assert_eq!(phone.breadcrumb.label, "Breadcrumb");
}

#[test]
fn a_product_page_s_photos_share_and_texts() {
    let mut content = content();
    let at = content
        .products
        .iter()
        .position(|p| p.id == "boat-rockerz-450-headphones")
        .unwrap();
    let product = &mut content.products[at];
    product.more_images = vec![
        "https://img.example/2.jpg".into(),
        "https://img.example/3.jpg".into(),
    ];
    product.description = Some("Soft & light.\n\nफिटिंग फ्री।\n".into());
    let page = product_pages(&content, "https://sharmamobilecare.in/")
        .into_iter()
        .nth(at)
        .unwrap();
    let photos: Vec<(&str, &str, &str, &str)> = page
        .photos
        .iter()
        .map(|p| {
            (
                p.src.as_str(),
                p.alt.as_str(),
                p.anchor.as_str(),
                p.label.as_str(),
            )
        })
        .collect();
    let title = "boAt Rockerz 450 Bluetooth Headphones";
    assert_eq!(
        photos,
        [
            (
                "https://images.unsplash.com/photo-1505740420928-5e560c06d30e?w=480&q=70",
                &*format!("{title} – Photo 1 of 3"),
                "photo-1",
                "Photo 1 of 3"
            ),
            (
                "https://img.example/2.jpg",
                &*format!("{title} – Photo 2 of 3"),
                "photo-2",
                "Photo 2 of 3"
            ),
            (
                "https://img.example/3.jpg",
                &*format!("{title} – Photo 3 of 3"),
                "photo-3",
                "Photo 3 of 3"
            ),
        ]
    );
    assert_eq!(page.photos_label, "Photos");
    assert_eq!(page.description.heading, "About this item");
    assert_eq!(page.description.items, ["Soft & light.", "फिटिंग फ्री।"]);
    assert_eq!(page.condition.label, "New");
    // Share: the phone's share sheet gets the title, the words and the
    // address apart; WhatsApp gets the owner's message with the address.
    let url = "https://sharmamobilecare.in/products/boat-rockerz-450-headphones/";
    assert_eq!(page.share.label, "Share");
    assert_eq!(page.share.title, title);
    assert_eq!(page.share.text, title);
    assert_eq!(page.share.url, url);
    assert_eq!(
        page.share.href,
        format!(
            "https://wa.me/?text=boAt%20Rockerz%20450%20Bluetooth%20Headphones%3A%20{}",
            url.replace(':', "%3A").replace('/', "%2F")
        )
    );
}

#[test]
fn product_messages_may_name_the_product_page() {
    let mut content = content();
    content.site.messages.product_enquiry = "Is this in stock? {title} {link}".into();
    let pages = product_pages(&content, "https://sharmamobilecare.in/");
    assert_eq!(
        pages[0].card.enquire.href,
        format!(
            "{WA}Is%20this%20in%20stock%3F%20boAt%20Rockerz%20450%20Bluetooth%20Headphones%20https%3A%2F%2Fsharmamobilecare.in%2Fproducts%2Fboat-rockerz-450-headphones%2F"
        )
    );
    // The spec's text stays the default, word for word.
    let plain = product_pages(&self::content(), "https://sharmamobilecare.in/");
    assert_eq!(
        plain[0].card.enquire.href,
        format!("{WA}Product%20Enquiry%3A%20boAt%20Rockerz%20450%20Bluetooth%20Headphones")
    );
}

/// Up to 4 related products: the same model first, then the same type, the
/// nearest in the catalogue first (the one after before the one before),
/// never the product itself.
#[test]
fn related_products_are_the_same_model_then_the_same_type_nearest_first() {
    let mut content = content();
    let template = content.products[0].clone();
    let item = |i: usize, sub: &str, model: &str| shopsite_content::model::Product {
        id: format!("p{i}"),
        title: format!("P{i}"),
        group: Some("Spares".into()),
        sub: Some(sub.into()),
        item: Some(model.into()),
        category: None,
        subcategory: None,
        ..template.clone()
    };
    content.products = vec![
        item(0, "Screens", "A"),
        item(1, "Screens", "B"),
        item(2, "Screens", "A"),
        item(3, "Batteries", "A"),
        item(4, "Screens", "A"),
        item(5, "Screens", "B"),
        item(6, "Screens", "A"),
        item(7, "Screens", "C"),
        item(8, "Screens", "A"),
        item(9, "Screens", "D"),
    ];
    let pages = product_pages(&content, "https://sharmamobilecare.in/");
    let related = |i: usize| -> Vec<String> {
        pages[i]
            .related
            .items
            .iter()
            .map(|r| r.title.clone())
            .collect()
    };
    // Model A of Screens: 0, 2, 4, 6, 8; p4's nearest are 6 and 2, then 8 and 0.
    assert_eq!(related(4), ["P6", "P2", "P8", "P0"]);
    // p1 (model B) has one other B, p5, then the nearest Screens.
    assert_eq!(related(1), ["P5", "P2", "P0", "P4"]);
    // p9 (model D) has no other D: the nearest Screens, before it.
    assert_eq!(related(9), ["P8", "P7", "P6", "P5"]);
    // p3 is the only Battery: nothing is related.
    assert!(related(3).is_empty());
    assert_eq!(pages[4].related.section.heading, "Related products");
    let first = &pages[4].related.items[0];
    assert_eq!(first.href, "/products/p6/");
    assert_eq!(first.price, "₹1,499");
}

/// A product's page is `products/<id>/`: an id may not be the name of a
/// folder the site itself writes there, which the content refuses.
#[test]
fn the_folders_under_products_are_ids_the_content_refuses() {
    use shopsite_render::view::{CATALOGUE_PAGES, PRODUCT_PAGES};
    let folder = CATALOGUE_PAGES
        .strip_prefix(PRODUCT_PAGES)
        .and_then(|rest| rest.strip_suffix('/'))
        .expect("the catalogue's pages are a folder under products/");
    assert!(
        shopsite_content::rules::RESERVED_PRODUCT_IDS.contains(&folder),
        "`{folder}` must be in RESERVED_PRODUCT_IDS"
    );
    // Shaped as an id, so only the reservation keeps a product from it.
    assert_eq!(
        shopsite_content::rules::check_slug(folder),
        Ok(()),
        "`{folder}` is not shaped as an id"
    );
}

/// A build makes each page by its place, on whichever core is free: each
/// is the page of that place whatever was asked for before it, the pages
/// made at once first, then every product's, then the repair prices'.
#[test]
fn each_page_by_its_place_is_the_page_of_that_place() {
    let content = content();
    let base = BaseUrl::parse("https://a.in/shop/").unwrap();
    let site = shopsite_render::Site::new(&content, &base);
    let pages = site.pages();
    let repairs = shopsite_render::repair_prices::pages(&content, &base);
    assert!(!repairs.is_empty(), "the fixture shop has a price list");
    let every = site.by_place(&pages);
    let count = pages.len() + content.products.len() + repairs.len();
    assert_eq!(every.count(), count);
    // Asked for last to first, as the second core starts halfway.
    let made: Vec<PageData> = (0..count)
        .rev()
        .map(|i| every.get(i).into_owned())
        .collect();
    let mut made = made.into_iter().rev();
    for page in &pages {
        assert_eq!(&made.next().unwrap(), page);
    }
    for product in &content.products {
        let data = made.next().unwrap();
        assert!(matches!(data.page, Page::Product(_)), "{}", product.id);
        assert_eq!(data.path(), Some(format!("products/{}/", product.id)));
    }
    for page in repairs {
        assert_eq!(made.next().unwrap().page, page);
    }
    assert_eq!(made.next(), None);
}
