//! The fixture shop (`tests/fixtures/shop/`, the reference shop) loads
//! cleanly into the typed model with the reference shop's texts and values. The owner's `content/`
//! is never read here: only `shopsite check` judges it.

use std::collections::BTreeSet;

use shopsite_content::model::Condition;
use shopsite_content::resolve::resolve;
use shopsite_content::{Content, FILES, FieldPath, load, load_texts, rules};

use crate::fixture_dir;

fn shop() -> Content {
    let loaded = load(&fixture_dir());
    assert_eq!(loaded.diagnostics, [], "the fixture shop has no warnings");
    loaded.content.expect("the fixture shop is valid")
}

/// Loads the fixture shop after `edit` has changed its texts in memory.
fn load_edited(edit: impl Fn(&str, &mut String)) -> shopsite_content::Loaded {
    let dir = fixture_dir();
    let texts: Vec<(&'static str, String)> = FILES
        .iter()
        // The repair price list is optional, and in the fixture a spreadsheet.
        .filter(|rel| dir.join(rel).exists())
        .map(|rel| {
            let mut text = std::fs::read_to_string(dir.join(rel)).unwrap();
            edit(rel, &mut text);
            (*rel, text)
        })
        .collect();
    let borrowed: Vec<(&'static str, &str)> = texts.iter().map(|(r, t)| (*r, t.as_str())).collect();
    load_texts(&borrowed)
}

#[test]
fn whatsapp_texts_are_the_reference_texts() {
    let m = shop().site.messages;
    assert_eq!(
        [
            &m.repair_help,
            &m.join_course,
            &m.course_fees,
            &m.product_enquiry,
            &m.product_price,
            &m.product_share,
            &m.book_diagnosis,
            &m.book_seat,
            &m.syllabus,
            &m.pickup
        ],
        [
            "Phone repair help",
            "Join {course}",
            "Fees and timings for {course}",
            "Product Enquiry: {title}",
            "Need price for: {title}",
            "{title}: {link}",
            "Book free diagnosis",
            "Book my seat",
            "Send full syllabus PDF",
            "Share location for pickup",
        ]
    );
}

#[test]
fn site_identity_and_numbers_are_normalized() {
    let site = shop().site;
    assert_eq!(site.tagline, "Repair • Training • Parts");
    assert_eq!(site.phone.len(), 10, "{}", site.phone);
    assert!(site.phone.bytes().all(|b| b.is_ascii_digit()));
    assert_eq!(site.whatsapp.len(), 10);
    assert!(
        site.base_url.as_str().starts_with("https://") && site.base_url.as_str().ends_with('/')
    );
}

#[test]
fn courses_are_the_reference_courses() {
    let courses = shop().courses;
    let summary: Vec<(&str, u32, &str, Vec<&str>)> = courses
        .iter()
        .map(|c| {
            (
                c.name.as_str(),
                c.weeks,
                c.days.as_str(),
                c.focus.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (
                "Beginner",
                4,
                "Mon–Fri",
                vec!["Basics", "Tools", "Safe opening"]
            ),
            (
                "Advanced",
                6,
                "Mon–Fri",
                vec!["Board fix", "Solder", "Common faults"]
            ),
            (
                "Chip-Level",
                8,
                "Mon–Sat",
                vec!["IC work", "Data save", "Fine solder"]
            ),
        ]
    );
    // The course copy mixes Hindi (Devanagari) and English.
    for c in &courses {
        assert!(
            c.summary
                .chars()
                .any(|ch| ('\u{0900}'..='\u{097F}').contains(&ch)),
            "{} has no Devanagari",
            c.name
        );
        assert!(
            c.summary.chars().any(|ch| ch.is_ascii_alphabetic()),
            "{} has no English",
            c.name
        );
    }
}

#[test]
fn products_cover_every_group_and_the_required_mix() {
    let content = shop();
    let brands = &content.repairs.brands;
    let products = &content.products;
    assert_eq!(products.len(), 14);
    let pairs: BTreeSet<(String, String)> = products
        .iter()
        .map(|p| {
            let f = resolve(p, brands);
            (f.category, f.r#type)
        })
        .collect();
    let expected: BTreeSet<(String, String)> = [
        ("Accessories", "Headphones"),
        ("Accessories", "Chargers"),
        ("Accessories", "Cables"),
        ("Accessories", "Covers"),
        ("Tools", "Soldering"),
        ("Spares", "Screens"),
        ("Spares", "Batteries"),
        ("Spares", "Charging"),
        ("Training Kits", "Toolkits"),
        ("Second-hand", "Apple"),
        ("Second-hand", "Samsung"),
    ]
    .iter()
    .map(|(g, s)| (g.to_string(), s.to_string()))
    .collect();
    assert_eq!(pairs, expected);

    assert!(
        products.iter().any(|p| !p.in_stock),
        "some are out of stock"
    );
    assert!(products.iter().any(|p| p.in_stock));
    assert!(
        products.iter().any(|p| p.price.rupees().is_none()),
        "one is price on request"
    );
    assert!(
        products.iter().any(|p| p.price.rupees() >= Some(100_000)),
        "a used flagship shows Indian grouping"
    );
    assert!(products.iter().any(|p| p.image.is_none()));
    assert!(products.iter().any(|p| p.image.is_some()));
    assert!(
        products
            .iter()
            .any(|p| p.image.is_some() && p.more_images.len() >= 2),
        "a product page shows a gallery"
    );
    assert!(
        products
            .iter()
            .all(|p| p.more_images.is_empty() || p.image.is_some()),
        "more photos come after a first one"
    );
    assert!(products.iter().any(|p| p.badge.is_some()));
    assert!(
        products
            .iter()
            .any(|p| p.group.is_none() && p.category.is_some())
    );
    assert!(
        products
            .iter()
            .any(|p| p.sub.is_none() && p.subcategory.is_some())
    );
    assert!(
        products
            .iter()
            .any(|p| p.item.is_none() && p.family.is_some())
    );
    assert!(
        products
            .iter()
            .any(|p| p.item.is_none() && p.family.is_none() && p.model.is_some())
    );
    let no_item = |p: &&shopsite_content::model::Product| {
        p.item.is_none() && p.family.is_none() && p.model.is_none()
    };
    let items: Vec<String> = products
        .iter()
        .filter(no_item)
        .map(|p| resolve(p, brands).model)
        .collect();
    // Neither has a brand of its own as model: the used Galaxy's title
    // names Samsung, which is already its type (Second-hand › Samsung),
    // so it is not Samsung › Samsung (docs/behaviour.md#filter-levels).
    assert_eq!(items, ["All items", "All items"]);
    let galaxy = products
        .iter()
        .find(|p| p.title.starts_with("Samsung Galaxy S21"))
        .expect("the used Galaxy");
    assert_eq!(galaxy.sub.as_deref(), Some("Samsung"));
    // Filed under another type, its title's brand is its model.
    let mut phones = galaxy.clone();
    phones.sub = Some("Phones".to_owned());
    assert_eq!(resolve(&phones, brands).model, "Samsung");
}

#[test]
fn products_have_descriptions_and_conditions() {
    let products = shop().products;
    let described: Vec<(&str, Vec<String>)> = products
        .iter()
        .filter_map(|p| Some((p.id.as_str(), rules::paragraphs(p.description.as_ref()?))))
        .collect();
    assert_eq!(described.len(), 5, "{described:#?}");
    assert!(
        described
            .iter()
            .all(|(_, paragraphs)| paragraphs.len() == 2),
        "each line of a description is a paragraph: {described:#?}"
    );
    assert_eq!(
        described[1],
        (
            "redmi-note-13-5g-amoled-display",
            vec![
                "Original quality AMOLED display with frame, for the Redmi Note 13 5G.".to_owned(),
                "फिटिंग फ्री, 1 घंटे में। Bring the phone to the shop.".to_owned()
            ]
        ),
        "a description mixes Hindi and English"
    );
    assert!(
        products.iter().any(|p| p.description.is_none()),
        "a product page without a description"
    );
    let conditions: Vec<(&str, Condition)> = products
        .iter()
        .filter(|p| p.condition != Condition::New)
        .map(|p| (p.id.as_str(), p.condition))
        .collect();
    assert_eq!(
        conditions,
        [
            ("iphone-15-pro-max-256gb-used", Condition::Used),
            ("samsung-galaxy-s21-fe-used", Condition::Refurbished),
        ]
    );
}

#[test]
fn videos_and_repairs_are_the_reference_ones() {
    let content = shop();
    let names: Vec<&str> = content.playlists.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Display & Screen Repair",
            "Motherboard & Chip Level",
            "Tools & Equipment",
            "Data Recovery & Water Damage"
        ]
    );
    assert!(
        content
            .playlists
            .iter()
            .all(|p| p.videos.len() >= 3 && !p.desc.is_empty())
    );

    let r = &content.repairs;
    assert_eq!(
        r.brands,
        [
            "Apple", "Samsung", "Xiaomi", "OnePlus", "Vivo", "Oppo", "Realme", "Motorola",
            "Nothing"
        ]
    );
    assert_eq!(
        r.issues,
        [
            "Screen",
            "Battery",
            "Charging",
            "Speaker/Mic",
            "Camera",
            "Water Damage",
            "Boot Loop",
            "No Power",
            "Data Recovery"
        ]
    );
    assert_eq!(
        (r.turnaround.as_str(), r.warranty.as_str()),
        ("1–3 days", "Up to 90 days")
    );
    let tiers: Vec<(&str, &str)> = r
        .pricing
        .iter()
        .map(|t| (t.title.as_str(), t.range.as_str()))
        .collect();
    assert_eq!(
        tiers,
        [
            ("Quick fixes", "₹499–₹1,499"),
            ("Standard repairs", "₹1,500–₹5,999"),
            ("Chip-level", "₹6,000+")
        ]
    );
    assert_eq!(r.process.len(), 4);
    assert_eq!(r.faqs.len(), 4);
}

#[test]
fn page_copy_is_the_reference_copy() {
    let p = shop().pages;
    assert_eq!(p.home.hero.badge.as_deref(), Some("Same-day phone checkup"));
    assert_eq!(p.home.hero.heading, "Mobile Repair • Simple Training");
    assert_eq!(
        (
            p.home.repair_list_label.as_str(),
            p.home.enrol_label.as_str(),
            p.home.fees_label.as_str()
        ),
        ("Repair list", "Enrol", "Fees & time")
    );
    let stats: Vec<(&str, &str)> = p
        .home
        .stats
        .iter()
        .map(|s| (s.value.as_str(), s.label.as_str()))
        .collect();
    assert_eq!(
        stats,
        [
            ("30m", "Checkup"),
            ("90d", "Guarantee"),
            ("10k+", "Phones fixed")
        ]
    );
    assert_eq!(p.home.latest_videos.heading, "Latest videos");
    assert_eq!(
        (p.home.cta.heading.as_str(), p.home.cta.text.as_str()),
        ("Phone problem? Talk now", "Free 30-minute checkup")
    );

    let values: Vec<&str> = p
        .training
        .value_cards
        .iter()
        .map(|c| c.title.as_str())
        .collect();
    assert_eq!(values, ["Hands-on", "Simple notes", "Job help"]);
    assert_eq!(
        (
            p.training.fees_label.as_str(),
            p.training.book_seat_label.as_str(),
            p.training.syllabus_label.as_str()
        ),
        ("Fees & Batch", "Book seat", "Get syllabus")
    );

    let l = &p.products.labels;
    assert_eq!(
        (
            l.in_stock_only.as_str(),
            l.reset.as_str(),
            l.no_results.as_str()
        ),
        ("In Stock", "Reset", "No products match your filters.")
    );
    assert_eq!(
        (
            l.in_stock.as_str(),
            l.out_of_stock.as_str(),
            l.price_on_request.as_str()
        ),
        ("In stock", "Out of stock", "Price on request")
    );
    assert_eq!(
        (l.enquire.as_str(), l.ask_price.as_str()),
        ("Enquire", "Ask price")
    );
    assert_eq!(
        [
            &l.condition_new,
            &l.condition_used,
            &l.condition_refurbished,
            &l.about,
            &l.highlights,
            &l.related,
            &l.share,
            &l.photos,
            &l.photo_of,
            &l.breadcrumb,
        ],
        [
            "New",
            "Used",
            "Refurbished",
            "About this item",
            "Highlights",
            "Related products",
            "Share",
            "Photos",
            "Photo {n} of {count}",
            "Breadcrumb",
        ]
    );

    assert_eq!(
        (
            p.videos.message_label.as_str(),
            p.videos.channel_label.as_str()
        ),
        ("Message Now", "Visit Channel")
    );
    assert_eq!(p.repairs.hero.heading, "What we repair");
    assert_eq!(p.repairs.pickup_label, "Arrange pickup");
    assert_eq!(p.about.services.heading, "What We Repair");
    assert_eq!(p.about.service_cards.len(), 6);
    assert_eq!(
        (
            p.about.cta.heading.as_str(),
            p.about.view_parts_label.as_str()
        ),
        ("Book Your Repair Today", "View Parts")
    );
}

#[test]
fn problems_in_several_files_are_reported_together_with_field_paths() {
    let loaded = load_edited(|rel, text| match rel {
        "site.yaml" => *text = text.replacen("\nphone: ", "\nphone: \"12345\" #", 1),
        "products.yaml" => *text = text.replacen("price: 1499", "price: lots", 1),
        "courses.yaml" => *text = text.replacen("weeks: 4", "weeks: four", 1),
        _ => {}
    });
    assert!(loaded.content.is_none());
    let found: Vec<(&str, Option<String>)> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| (d.file.as_str(), d.path.as_ref().map(|p| p.to_string())))
        .collect();
    let path = |p: &str| Some(p.to_owned());
    assert_eq!(
        found,
        [
            ("content/courses.yaml", path("courses[0].weeks")),
            ("content/products.yaml", path("products[0].price")),
            ("content/site.yaml", path("phone")),
        ]
    );
}

#[test]
fn phone_numbers_are_stored_normalized() {
    let loaded = load_edited(|rel, text| {
        if rel == "site.yaml" {
            let line = text
                .lines()
                .find(|l| l.starts_with("whatsapp:"))
                .unwrap()
                .to_owned();
            *text = text.replacen(&line, "whatsapp: \"+91 70000-12345\"", 1);
        }
    });
    assert_eq!(
        loaded.content.expect("valid").site.whatsapp.digits(),
        "7000012345"
    );
}

#[test]
fn locate_finds_the_text_of_a_value_by_its_field_path() {
    let text = "products:\n  - id: cable # the first\n    price: 199\n    note: >- # folded\n      two\n      lines\n  - id: case\n    note: |\n      kept\n";
    let at = |path: &str| shopsite_content::locate(text, &path.parse().unwrap()).map(|r| &text[r]);
    assert_eq!(at("products[0].price"), Some("199"));
    assert_eq!(at("products[1].id"), Some("case"));
    assert_eq!(
        at("products[0].note"),
        Some(">- # folded\n      two\n      lines")
    );
    assert_eq!(at("products[1].note"), Some("|\n      kept"));
    assert_eq!(
        at("products[1]"),
        Some("id: case\n    note: |\n      kept\n")
    );
    assert_eq!(at("products[2].id"), None);
    assert_eq!(at("products[0].title"), None);
    let a = FieldPath::of("a");
    assert_eq!(shopsite_content::locate("a: [unclosed", &a), None);
}

#[test]
fn course_listing_words_are_checked() {
    let loaded = load_edited(|rel, text| {
        if rel == "pages/training.yaml" {
            *text = text
                .replace("\"{course} mobile repair course\"", "\"{cours} course\"")
                .replace(
                    "course_languages: [hi, en]",
                    "course_languages: [hi, Hindi]",
                );
        }
    });
    assert_eq!(
        problems(&loaded),
        [
            (
                "course_listing".to_owned(),
                "course_listing: unknown placeholder `{cours}`",
                Some("did you mean `{course}`? (this text may use `{course}`)")
            ),
            (
                // The path counts from 0, for tools; the message from 1, for people.
                "course_languages[1]".to_owned(),
                "course_languages[2]: `Hindi` is not a language code",
                Some(
                    "a language code is two small letters, then optionally `-` and a region in capitals, e.g. `hi` or `en-IN`"
                )
            ),
        ]
    );
}

/// What loading reported, as `(field path, message, hint)`.
fn problems(loaded: &shopsite_content::Loaded) -> Vec<(String, &str, Option<&str>)> {
    loaded
        .diagnostics
        .iter()
        .map(|d| {
            let path = d.path.as_ref().map(ToString::to_string).unwrap_or_default();
            (path, d.message.as_str(), d.hint.as_deref())
        })
        .collect()
}

#[test]
fn product_texts_may_give_the_product_pages_link() {
    let loaded = load_edited(|rel, text| {
        if rel == "site.yaml" {
            *text = text
                .replace(
                    "\"Product Enquiry: {title}\"",
                    "\"Product Enquiry: {title} {link}\"",
                )
                .replace("\"Need price for: {title}\"", "\"Price of {link}?\"")
                .replace("Join {course}", "Join {course} {link}");
        }
    });
    assert_eq!(
        problems(&loaded),
        [(
            "messages.join_course".to_owned(),
            "messages.join_course: unknown placeholder `{link}`",
            Some("this text may use `{course}`")
        )],
        "only the product texts may use {{link}}"
    );
}

#[test]
fn the_share_text_has_a_default_and_must_give_the_link() {
    let without = load_edited(|rel, text| {
        if rel == "site.yaml" {
            let line = text
                .lines()
                .find(|l| l.trim_start().starts_with("product_share:"))
                .unwrap()
                .to_owned();
            *text = text.replace(&format!("{line}\n"), "");
        }
    });
    assert_eq!(problems(&without), []);
    assert_eq!(
        without.content.unwrap().site.messages.product_share,
        "{title}: {link}"
    );
    for (share, expected) in [
        (
            "See {title}",
            (
                "messages.product_share: this text must give the link to the product's page",
                Some("write `{link}` where the link goes, e.g. `{title}: {link}`"),
            ),
        ),
        (
            "See {title}: {url}",
            (
                "messages.product_share: unknown placeholder `{url}`",
                Some("this text may use `{title}` and `{link}`"),
            ),
        ),
        (
            "See {title}: {lnk}",
            (
                "messages.product_share: unknown placeholder `{lnk}`",
                Some("did you mean `{link}`? (this text may use `{title}` and `{link}`)"),
            ),
        ),
    ] {
        let loaded = load_edited(|rel, text| {
            if rel == "site.yaml" {
                *text = text.replace("\"{title}: {link}\"", &format!("\"{share}\""));
            }
        });
        let found: Vec<_> = problems(&loaded)
            .into_iter()
            .map(|(_, message, hint)| (message, hint))
            .collect();
        assert_eq!(found, [expected], "{share}");
    }
}

#[test]
fn the_photo_counter_must_show_both_numbers() {
    for (photo_of, expected) in [
        (
            "Photo {n}",
            (
                "labels.photo_of: this text must show which photo it is and how many there are",
                Some("write `{count}` where the numbers go, e.g. `Photo {n} of {count}`"),
            ),
        ),
        (
            "{n}/{total}",
            (
                "labels.photo_of: unknown placeholder `{total}`",
                Some("this text may use `{n}` and `{count}`"),
            ),
        ),
    ] {
        let loaded = load_edited(|rel, text| {
            if rel == "pages/products.yaml" {
                *text = text.replace("\"Photo {n} of {count}\"", &format!("\"{photo_of}\""));
            }
        });
        let found: Vec<_> = problems(&loaded)
            .into_iter()
            .map(|(_, message, hint)| (message, hint))
            .collect();
        assert_eq!(found, [expected], "{photo_of}");
    }
}

#[test]
fn a_video_link_pasted_as_its_id_gives_the_id() {
    let loaded = load_edited(|rel, text| {
        if rel == "videos.yaml" {
            *text = text
                .replacen(
                    "id: kR7vQ2mXb4E",
                    "id: https://youtu.be/kR7vQ2mXb4E?si=AbCdEf",
                    1,
                )
                .replacen(
                    "id: Tz3LpN8wYcA",
                    "id: https://www.youtube.com/watch?v=Tz3LpN8wYcA&t=42s",
                    1,
                );
        }
    });
    assert_eq!(loaded.diagnostics, []);
    let videos = &loaded.content.unwrap().playlists[0].videos;
    assert_eq!(videos[0].id, "kR7vQ2mXb4E");
    assert_eq!(videos[1].id, "Tz3LpN8wYcA");
}

/// The fixture shop with its products in a spreadsheet of `rows` products
/// instead of `products.yaml`, row `n` written by `row(n)`.
fn load_sheet(rows: usize, row: impl Fn(usize) -> String) -> shopsite_content::Loaded {
    let dir = fixture_dir();
    let mut csv = String::from("id,title,price,in_stock,condition\n");
    for n in 0..rows {
        csv.push_str(&row(n));
        csv.push('\n');
    }
    let texts: Vec<(&'static str, String)> = FILES
        .iter()
        .filter(|rel| **rel != "products.yaml" && dir.join(rel).exists())
        .map(|rel| (*rel, std::fs::read_to_string(dir.join(rel)).unwrap()))
        .chain([("products.csv", csv)])
        .collect();
    let borrowed: Vec<(&'static str, &str)> = texts.iter().map(|(r, t)| (*r, t.as_str())).collect();
    load_texts(&borrowed)
}

#[test]
fn a_long_spreadsheet_keeps_its_order_and_tells_each_problem_at_its_row() {
    // Long enough for its rows and products to be shared over the cores.
    const ROWS: usize = 600;
    let product = |n: usize| format!("p-{n},Product {n},{n},true,new");
    let loaded = load_sheet(ROWS, product);
    let content = loaded.content.expect("the sheet is valid");
    let ids: Vec<String> = content.products.iter().map(|p| p.id.clone()).collect();
    assert_eq!(ids, (0..ROWS).map(|n| format!("p-{n}")).collect::<Vec<_>>());

    let loaded = load_sheet(ROWS, |n| match n {
        100 => "p-100,Product 100,lots,true,new".to_owned(),
        300 => "p-300,Product 300,300,true,mint".to_owned(),
        450 => "p-450,,450,true,new".to_owned(),
        500 => "p-500,Product 500,500".to_owned(),
        550 => "p-549,Product 550,550,true,new".to_owned(),
        n => product(n),
    });
    assert!(loaded.content.is_none());
    let errors: Vec<(Option<String>, &str)> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| (d.path.as_ref().map(ToString::to_string), d.message.as_str()))
        .collect();
    let path = |p: &str| Some(p.to_owned());
    // The header is row 1, so product `n` is row `n + 2`.
    assert_eq!(
        errors,
        [
            (
                path("products[100].price"),
                "row 102, price: expected a whole number (0 or more), found `lots`"
            ),
            (
                path("products[300].condition"),
                "row 302, condition: `mint` is not one of the allowed values"
            ),
            (
                path("products[450].title"),
                "row 452, title: `title` is required, but this cell is empty"
            ),
            (
                None,
                "this row has 3 cells, but the header row names 5 columns"
            ),
            (
                path("products[550].id"),
                "row 552, id: the product id `p-549` is used twice"
            ),
        ]
    );
}

/// A price the owner typed as they would write it gets a hint that is a
/// number the check takes: commas and ₹ left out, and a letter O typed for
/// a zero (`1,2OO`) told as such, never offered back as `12OO`.
#[test]
fn a_mistyped_price_is_answered_with_a_price_that_passes() {
    let prices = ["₹1,499", "1,2OO", "12oo", "₹1,499/-", "lots"];
    let loaded = load_sheet(prices.len(), |n| {
        format!("p-{n},Product {n},\"{}\",true,new", prices[n])
    });
    let hints: Vec<(String, Option<&str>)> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| (d.message.clone(), d.hint.as_deref()))
        .collect();
    let row = |n: usize, found: &str| {
        format!(
            "row {}, price: expected a whole number (0 or more), found `{found}`",
            n + 2
        )
    };
    assert_eq!(
        hints,
        [
            (
                row(0, "₹1,499"),
                Some("write the number without commas or ₹, e.g. `1499`")
            ),
            (
                row(1, "1,2OO"),
                Some("a letter O stands where a zero belongs; write `1200`")
            ),
            (
                row(2, "12oo"),
                Some("a letter O stands where a zero belongs; write `1200`")
            ),
            (row(3, "₹1,499/-"), Some("write digits only: `1499`")),
            (row(4, "lots"), Some("write digits only, e.g. `1499`")),
        ]
    );
}

/// A page the table marks optional may be left out: the shop without
/// `pages/not_found.yaml` has the 404 page in English, and no error.
#[test]
fn a_shop_without_its_404_page_file_has_the_page_in_english() {
    assert!(shopsite_content::OPTIONAL_FILES.contains(&"pages/not_found.yaml"));
    let dir = fixture_dir();
    let texts: Vec<(&'static str, String)> = FILES
        .iter()
        .filter(|rel| **rel != "pages/not_found.yaml" && dir.join(rel).exists())
        .map(|rel| (*rel, std::fs::read_to_string(dir.join(rel)).unwrap()))
        .collect();
    let borrowed: Vec<(&'static str, &str)> = texts.iter().map(|(r, t)| (*r, t.as_str())).collect();
    let loaded = load_texts(&borrowed);
    assert_eq!(loaded.diagnostics, []);
    let page = loaded.content.unwrap().pages.not_found;
    assert_eq!(page.hero.heading, "Page not found");
    assert_eq!(page.home_label, "Back to Home");
    // Written, it is the owner's: the fixture shop's own words.
    assert_eq!(
        shop().pages.not_found.meta.description,
        "This page does not exist or has moved. Go back to the Sharma Mobile Care home page."
    );
}

#[test]
fn the_special_days_the_zone_and_the_review_link_are_the_reference_ones() {
    let site = shop().site;
    let days: Vec<(String, String, Option<String>, Option<&str>)> = site
        .special_hours
        .iter()
        .map(|s| {
            let (from, to) = s.days();
            let hours = s.hours().map(|(o, c)| format!("{o}-{c}"));
            (from.to_string(), to.to_string(), hours, s.name.as_deref())
        })
        .collect();
    let day = |from: &str, to: &str, hours: Option<&str>, name: &'static str| {
        (
            from.to_owned(),
            to.to_owned(),
            hours.map(str::to_owned),
            Some(name),
        )
    };
    assert_eq!(
        days,
        [
            day(
                "2026-12-24",
                "2026-12-24",
                Some("10:00-14:00"),
                "Christmas Eve"
            ),
            day("2026-12-25", "2026-12-25", None, "Christmas"),
            day(
                "2026-12-31",
                "2026-12-31",
                Some("10:30-01:00"),
                "New Year's Eve"
            ),
            day("2027-01-25", "2027-01-26", None, "Republic Day"),
        ]
    );
    assert_eq!(site.zone().as_str(), "Asia/Kolkata");
    assert_eq!(
        site.review_link.as_deref(),
        Some("https://g.page/r/CfYQxYz0123456EBM/review")
    );
    assert_eq!(site.open_now.closed_today, "Closed today (holiday)");
    assert_eq!(
        site.poster.website,
        ["Visit our website", "हमारी वेबसाइट देखें"]
    );
}

/// A `site.yaml` written before these keys existed loads as it did: no
/// special days, India's clock, no review link, and the words in English
/// (the poster's in English and Hindi).
#[test]
fn a_site_yaml_without_the_counter_keys_loads_with_their_defaults() {
    let loaded = load_edited(|rel, text| {
        if rel == "site.yaml" {
            let mut kept = String::new();
            let mut skipping = false;
            for line in text.lines() {
                let top = !line.starts_with(' ') && !line.starts_with('#');
                if top {
                    skipping = [
                        "special_hours:",
                        "time_zone:",
                        "review_link:",
                        "footer:",
                        "open_now:",
                        "poster:",
                    ]
                    .iter()
                    .any(|key| line.starts_with(key));
                }
                if !skipping {
                    kept.push_str(line);
                    kept.push('\n');
                }
            }
            assert!(!kept.contains("Republic Day"), "{kept}");
            *text = kept;
        }
    });
    assert_eq!(problems(&loaded), []);
    let site = loaded.content.unwrap().site;
    assert!(site.special_hours.is_empty());
    assert_eq!(site.time_zone, None);
    assert_eq!(site.zone().as_str(), "Asia/Kolkata");
    assert_eq!(site.review_link, None);
    assert_eq!(site.footer.hours, "Opening hours");
    assert_eq!(site.footer.short_days[6], "Sun");
    assert_eq!(
        (&*site.footer.am, &*site.footer.pm),
        ("{time} AM", "{time} PM")
    );
    assert_eq!(site.open_now.opens_on, "opens {day} {time}");
    assert_eq!(site.open_now.days.len(), 7);
    assert_eq!(site.poster.call, ["Call", "कॉल करें"]);
}

/// A special day that is over is a warning, by the shop's calendar at the
/// moment the check is given: loading alone never asks the time.
#[test]
fn a_special_day_that_is_over_by_the_shop_s_clock_is_a_warning() {
    let over_at = |moment: &str| {
        let now: jiff::Timestamp = moment.parse().unwrap();
        let loaded = shopsite_content::load_remembering(&fixture_dir(), None, Some(now));
        assert!(loaded.content.is_some(), "a warning builds");
        problems(&loaded)
            .into_iter()
            .map(|(path, message, _)| format!("{path}: {message}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(over_at("2026-12-01T00:00:00Z"), Vec::<String>::new());
    // 20:00 UTC on the 24th is 01:30 on the 25th in India: Christmas Eve is over.
    assert_eq!(
        over_at("2026-12-24T20:00:00Z"),
        [
            "special_hours[0].date: special_hours[1].date: `2026-12-24` is over: today is 2026-12-25 by the shop's clock"
        ]
    );
    // A few days are over only after the last of them.
    assert_eq!(over_at("2027-01-26T12:00:00Z").len(), 3);
    assert_eq!(over_at("2027-01-27T12:00:00Z").len(), 4);
    assert_eq!(load(&fixture_dir()).diagnostics, []);
}
