//! Structured data for search engines (schema.org JSON-LD): the shop on every
//! page, plus the FAQ on /repairs, the products with their offers on
//! /products and the courses on /training.
//!
//! It is built from a route's view data alone, so every link, label and word
//! in it is the one `derive.rs` worked out for the page; this module only
//! puts them in schema.org's shape. Only the base URL is added, for the
//! canonical addresses.

use serde_json::{Value, json};

use crate::base::BaseUrl;
use shopsite_content::model::Faq;

use crate::view::{CourseView, Page, PageData, ProductView, Route, Shell};

/// The JSON-LD of one route: a `@graph` that always starts with the shop.
pub fn for_route(data: &PageData, base: &BaseUrl) -> Value {
    let shell = &data.shell;
    let mut graph = vec![shop(shell, base)];
    match &data.page {
        Page::Repairs(page) => graph.push(faq_page(&page.faqs.items, base)),
        Page::Products(page) => {
            let url = data.path().map(|path| base.absolute_path(&path));
            graph.extend(products(&page.products, url.as_deref(), base));
        }
        Page::Training(page) => graph.extend(courses(&page.courses.items, shell, base)),
        _ => {}
    }
    json!({ "@context": "https://schema.org", "@graph": graph })
}

fn shop_id(base: &BaseUrl) -> String {
    format!("{}#shop", base.url())
}

/// The shop as a `MobilePhoneStore`, schema.org's LocalBusiness subtype for a
/// shop that sells and services phones.
fn shop(shell: &Shell, base: &BaseUrl) -> Value {
    let listing = &shell.listing;
    let a = &listing.address;
    json!({
        "@type": "MobilePhoneStore",
        "@id": shop_id(base),
        "name": shell.name,
        "description": listing.description,
        "url": base.url(),
        "telephone": listing.telephone,
        "address": {
            "@type": "PostalAddress",
            "streetAddress": a.street,
            "addressLocality": format!("{}, {}", a.locality, a.city),
            "addressRegion": a.region,
            "postalCode": a.postal_code,
            "addressCountry": a.country,
        },
        "geo": {
            "@type": "GeoCoordinates",
            "latitude": listing.geo.lat,
            "longitude": listing.geo.lng,
        },
        "hasMap": shell.directions.href,
        "openingHours": listing.opening_hours,
        "priceRange": listing.price_range,
        "sameAs": listing.same_as,
    })
}

fn faq_page(faqs: &[Faq], base: &BaseUrl) -> Value {
    let questions: Vec<Value> = faqs
        .iter()
        .map(|f| {
            json!({
                "@type": "Question",
                "name": f.q,
                "acceptedAnswer": { "@type": "Answer", "text": f.a },
            })
        })
        .collect();
    json!({
        "@type": "FAQPage",
        "url": base.absolute(Route::Repairs),
        "mainEntity": questions,
    })
}

/// The products of one catalogue page, at `page` (its address), that have a
/// price, each with an offer in rupees. A product whose price
/// is on request has no offer to describe, and search engines reject a
/// Product without one, so it is left out here (it is still on the page).
fn products(products: &[ProductView], page: Option<&str>, base: &BaseUrl) -> Vec<Value> {
    products
        .iter()
        .filter_map(|p| Some((p, p.rupees?)))
        .map(|(p, rupees)| {
            let mut product = json!({
                "@type": "Product",
                "@id": format!("{}#{}", page.unwrap_or_default(), p.id),
                "sku": p.id,
                "name": p.title,
                "category": format!("{} > {}", p.category, p.r#type),
                "offers": {
                    "@type": "Offer",
                    "price": rupees.to_string(),
                    "priceCurrency": "INR",
                    "availability": if p.in_stock {
                        "https://schema.org/InStock"
                    } else {
                        "https://schema.org/OutOfStock"
                    },
                    "url": page,
                    "seller": { "@id": shop_id(base) },
                },
            });
            if !p.highlights.is_empty() {
                product["description"] = Value::from(p.highlights.join(". "));
            }
            if let Some(image) = &p.image {
                product["image"] = Value::from(image.as_str());
            }
            product
        })
        .collect()
}

fn courses(courses: &[CourseView], shell: &Shell, base: &BaseUrl) -> Vec<Value> {
    courses
        .iter()
        .map(|c| {
            let listing = &c.listing;
            let weeks = format!("P{}W", listing.weeks);
            json!({
                "@type": "Course",
                "@id": format!("{}#{}", base.absolute(Route::Training).unwrap_or_default(), c.id),
                "name": listing.name,
                "description": c.summary,
                "provider": { "@id": shop_id(base) },
                "inLanguage": listing.languages,
                "about": c.focus,
                "timeRequired": weeks,
                "hasCourseInstance": {
                    "@type": "CourseInstance",
                    "courseMode": "Onsite",
                    "courseSchedule": {
                        "@type": "Schedule",
                        "duration": weeks,
                        "repeatFrequency": "Daily",
                        "description": format!("{}, {}", c.days, c.time),
                    },
                    "location": {
                        "@type": "Place",
                        "name": shell.name,
                        "address": shell.address,
                    },
                },
            })
        })
        .collect()
}
