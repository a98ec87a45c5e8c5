//! Structured data for search engines (schema.org JSON-LD): the shop on every
//! page, plus the FAQ on /repairs, the products with their offers on
//! /products and the courses on /training.

use serde_json::{Value, json};
use shopsite_content::Content;

use crate::base::BaseUrl;
use crate::labels;
use crate::links;
use crate::view::Route;

/// The JSON-LD of one route: a `@graph` that always starts with the shop.
pub fn for_route(content: &Content, base: &BaseUrl, route: Route) -> Value {
    let mut graph = vec![shop(content, base)];
    match route {
        Route::Repairs => graph.push(faq_page(content, base)),
        Route::Products => graph.extend(products(content, base)),
        Route::Training => graph.extend(courses(content, base)),
        _ => {}
    }
    json!({ "@context": "https://schema.org", "@graph": graph })
}

fn shop_id(base: &BaseUrl) -> String {
    format!("{}#shop", base.url())
}

/// The shop as a `MobilePhoneStore`, schema.org's LocalBusiness subtype for a
/// shop that sells and services phones.
fn shop(content: &Content, base: &BaseUrl) -> Value {
    let site = &content.site;
    let a = &site.address;
    json!({
        "@type": "MobilePhoneStore",
        "@id": shop_id(base),
        "name": site.name,
        "description": site.description,
        "url": base.url(),
        "telephone": format!("+{}{}", links::COUNTRY_CODE, site.phone),
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
            "latitude": site.geo.lat,
            "longitude": site.geo.lng,
        },
        "hasMap": links::directions(site),
        "openingHours": site.opening_hours.iter().map(labels::opening_hours_schema).collect::<Vec<_>>(),
        "priceRange": site.price_range,
        "sameAs": [site.video_channel],
    })
}

fn faq_page(content: &Content, base: &BaseUrl) -> Value {
    let questions: Vec<Value> = content
        .repairs
        .faqs
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

/// Products with a price, each with an offer in rupees. A product whose price
/// is on request has no offer to describe, and search engines reject a
/// Product without one, so it is left out here (it is still on the page).
fn products(content: &Content, base: &BaseUrl) -> Vec<Value> {
    let page = base.absolute(Route::Products);
    content
        .products
        .iter()
        .filter(|p| p.price > 0)
        .map(|p| {
            let filters = shopsite_content::resolve::resolve(p, &content.repairs.brands);
            let mut product = json!({
                "@type": "Product",
                "@id": format!("{}#{}", page.as_deref().unwrap_or_default(), p.id),
                "sku": p.id,
                "name": p.title,
                "category": format!("{} > {}", filters.category, filters.r#type),
                "offers": {
                    "@type": "Offer",
                    "price": p.price.to_string(),
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

fn courses(content: &Content, base: &BaseUrl) -> Vec<Value> {
    content
        .courses
        .iter()
        .map(|c| {
            json!({
                "@type": "Course",
                "@id": format!("{}#{}", base.absolute(Route::Training).unwrap_or_default(), c.id),
                "name": format!("{} mobile repair course", c.name),
                "description": c.summary,
                "provider": { "@id": shop_id(base) },
                "inLanguage": ["hi", "en"],
                "about": c.focus,
                "timeRequired": format!("P{}W", c.weeks),
                "hasCourseInstance": {
                    "@type": "CourseInstance",
                    "courseMode": "Onsite",
                    "courseSchedule": {
                        "@type": "Schedule",
                        "duration": format!("P{}W", c.weeks),
                        "repeatFrequency": "Daily",
                        "description": format!("{}, {}", c.days, c.time),
                    },
                    "location": {
                        "@type": "Place",
                        "name": content.site.name,
                        "address": labels::address_line(&content.site.address),
                    },
                },
            })
        })
        .collect()
}
