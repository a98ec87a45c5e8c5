//! Structured data for search engines (schema.org JSON-LD): the shop on every
//! page, plus the FAQ on /repairs, the courses on /training, the list of
//! products on each page of the catalogue, and on a product's own page the
//! product with its offer and the trail to it.
//!
//! A product is described only where Google's rules for product markup
//! (merchant listings) can be met: a name, an image, and an offer with a
//! price above zero in a currency. A product without a photo, or whose price
//! is on request, gets no `Product` at all rather than one Google rejects;
//! its page still has its breadcrumb. Google also asks that product markup
//! describe one product on its own page, never a list, so the catalogue's
//! pages list their products as an `ItemList` of links to those pages.
//!
//! It is built from a route's view data alone, so every link, label and word
//! in it is the one `derive.rs` worked out for the page; this module only
//! puts them in schema.org's shape. Only the base URL is added, for the
//! canonical addresses.

use serde_json::{Value, json};

use crate::base::BaseUrl;
use shopsite_content::model::Faq;

use crate::derive::PAGE_SIZE;
use crate::view::{CourseView, Page, PageData, ProductPageView, ProductsView, Route, Shell};
use shopsite_content::model::Condition;

/// The JSON-LD of one route: a `@graph` that always starts with the shop.
pub fn for_route(data: &PageData, base: &BaseUrl) -> Value {
    let mut graph = vec![shop(&data.shell, base)];
    graph.extend(nodes(data, base));
    json!({ "@context": "https://schema.org", "@graph": graph })
}

/// The JSON-LD of every page of a site: the shop, the same on each page,
/// is written once, and each page adds its own nodes to it.
pub struct JsonLd<'a> {
    base: &'a BaseUrl,
    /// The shop's node, as it sits in a `<script>`.
    shop: String,
}

impl<'a> JsonLd<'a> {
    pub fn new(shell: &Shell, base: &'a BaseUrl) -> JsonLd<'a> {
        JsonLd {
            base,
            shop: crate::html::script_json(&shop(shell, base)),
        }
    }

    /// [`for_route`] as the text of its `<script>`: the same JSON, with
    /// `<`, `>`, `&` and `'` escaped so that no text can end the script.
    pub fn script(&self, data: &PageData) -> String {
        let mut out = String::with_capacity(self.shop.len() + 2048);
        out.push_str(r#"{"@context":"https://schema.org","@graph":["#);
        out.push_str(&self.shop);
        for node in nodes(data, self.base) {
            out.push(',');
            out.push_str(&crate::html::script_json(&node));
        }
        out.push_str("]}");
        out
    }
}

/// The nodes of a page's `@graph` after the shop.
fn nodes(data: &PageData, base: &BaseUrl) -> Vec<Value> {
    let shell = &data.shell;
    let mut graph = Vec::new();
    match &data.page {
        Page::Repairs(page) => graph.push(faq_page(&page.faqs.items, base)),
        Page::Products(page) => graph.push(item_list(page, base)),
        Page::Product(page) => {
            graph.extend(product(page, base));
            graph.push(breadcrumb(page, base));
        }
        Page::Training(page) => graph.extend(courses(&page.courses.items, shell, base)),
        _ => {}
    }
    graph
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

/// The products of one catalogue page, in catalogue order, as links to
/// their own pages.
fn item_list(page: &ProductsView, base: &BaseUrl) -> Value {
    let first = (page.pager.current - 1) * PAGE_SIZE;
    let items: Vec<Value> = page
        .products
        .iter()
        .enumerate()
        .map(|(i, p)| {
            json!({
                "@type": "ListItem",
                "position": first + i + 1,
                "url": absolute(base, &p.href),
                "name": p.title,
            })
        })
        .collect();
    json!({
        "@type": "ItemList",
        "numberOfItems": page.total,
        "itemListElement": items,
    })
}

/// The product with its offer, when Google's rules can be met: it has a
/// photo and a price (see the module's comment).
fn product(page: &ProductPageView, base: &BaseUrl) -> Option<Value> {
    let rupees = page.listing.rupees?;
    if page.photos.is_empty() {
        return None;
    }
    let url = &page.share.url;
    let description = if page.description.items.is_empty() {
        page.listing.summary.clone()
    } else {
        page.description.items.join(" ")
    };
    Some(json!({
        "@type": "Product",
        "@id": format!("{url}#product"),
        "name": page.title,
        "url": url,
        "image": page.photos.iter().map(|p| p.src.as_str()).collect::<Vec<_>>(),
        "description": description,
        "sku": page.id,
        "category": page.listing.category,
        "offers": {
            "@type": "Offer",
            "url": url,
            "price": rupees.to_string(),
            "priceCurrency": "INR",
            "availability": if page.in_stock {
                "https://schema.org/InStock"
            } else {
                "https://schema.org/OutOfStock"
            },
            "itemCondition": match page.listing.condition {
                Condition::New => "https://schema.org/NewCondition",
                Condition::Used => "https://schema.org/UsedCondition",
                Condition::Refurbished => "https://schema.org/RefurbishedCondition",
            },
            "seller": { "@id": shop_id(base) },
        },
    }))
}

/// The trail from the product list to the product: every step but the
/// last, the page itself, is a link.
fn breadcrumb(page: &ProductPageView, base: &BaseUrl) -> Value {
    let mut items: Vec<Value> = page
        .breadcrumb
        .items
        .iter()
        .enumerate()
        .map(|(i, link)| {
            json!({
                "@type": "ListItem",
                "position": i + 1,
                "name": link.label,
                "item": absolute(base, &link.href),
            })
        })
        .collect();
    items.push(json!({
        "@type": "ListItem",
        "position": items.len() + 1,
        "name": page.title,
    }));
    json!({
        "@type": "BreadcrumbList",
        "itemListElement": items,
    })
}

/// The absolute address of an internal link (`/shop/products/…`).
fn absolute(base: &BaseUrl, href: &str) -> String {
    base.absolute_path(href.strip_prefix(base.path()).unwrap_or(href))
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
