//! Structured data for search engines (schema.org JSON-LD): the shop on every
//! page, plus the FAQ on /repairs, the courses on /training, the list of
//! products on each page of the catalogue, and on a product's own page the
//! product with its offer and the trail to it. A phone model's repair price
//! page has the repair as a `Service` the shop provides, with an
//! `OfferCatalog` of an `Offer` per issue: its `price` in INR, a
//! `PriceSpecification` from `minPrice` to `maxPrice` for a range, and no
//! price at all for one on request; a brand's page lists its models'
//! pages as an `ItemList`. Both have their `BreadcrumbList`.
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

use std::borrow::Cow;

use serde::Serialize;
use serde_json::{Value, json};

use crate::base::BaseUrl;
use shopsite_content::model::Faq;

use crate::derive::PAGE_SIZE;
use crate::view::{
    Breadcrumb, CourseView, Page, PageData, ProductPageView, ProductsView, RepairBrandPageView,
    RepairModelPageView, Route, Shell,
};
use shopsite_content::model::{Condition, Price};

/// The JSON-LD of one route: a `@graph` that always starts with the shop.
pub fn for_route(data: &PageData, base: &BaseUrl) -> Value {
    let mut graph = vec![shop(&data.shell, base)];
    graph.extend(
        nodes(data, base)
            .into_iter()
            .map(|node| serde_json::to_value(node).expect("JSON-LD serializes")),
    );
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

/// A node of a page's `@graph`. The nodes of the pages there are many of
/// (a product's, a catalogue page's) are typed, and serialize straight to
/// their text; the others are built as JSON values.
#[derive(Serialize)]
#[serde(untagged)]
enum Node<'a> {
    Value(Value),
    Product(Box<ProductNode<'a>>),
    Breadcrumb(ListNode<Crumb<'a>>),
    ItemList(ListNode<Entry<'a>>),
}

/// The nodes of a page's `@graph` after the shop.
fn nodes<'a>(data: &'a PageData, base: &BaseUrl) -> Vec<Node<'a>> {
    let shell = &data.shell;
    let mut graph = Vec::new();
    match &data.page {
        Page::Repairs(page) => graph.push(Node::Value(faq_page(&page.faqs.items, base))),
        Page::Products(page) => graph.push(Node::ItemList(item_list(page, base))),
        Page::Product(page) => {
            graph.extend(product(page, base).map(|p| Node::Product(Box::new(p))));
            graph.push(Node::Breadcrumb(breadcrumb(page, base)));
        }
        Page::RepairBrand(page) => {
            graph.push(Node::ItemList(repair_models(page, base)));
            graph.push(Node::Breadcrumb(trail(&page.breadcrumb, &page.brand, base)));
        }
        Page::RepairModel(page) => {
            graph.push(Node::Value(repair_service(page, base)));
            graph.push(Node::Breadcrumb(trail(&page.breadcrumb, &page.model, base)));
        }
        Page::Training(page) => graph.extend(
            courses(&page.courses.items, shell, base)
                .into_iter()
                .map(Node::Value),
        ),
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

/// A list of items: the products of a catalogue page, or a breadcrumb.
#[derive(Serialize)]
struct ListNode<T> {
    #[serde(rename = "@type")]
    kind: &'static str,
    #[serde(rename = "numberOfItems", skip_serializing_if = "Option::is_none")]
    number_of_items: Option<usize>,
    #[serde(rename = "itemListElement")]
    items: Vec<T>,
}

/// A product of a catalogue page: a link to its page.
#[derive(Serialize)]
struct Entry<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    position: usize,
    url: String,
    name: &'a str,
}

/// A step of a breadcrumb; the last, the page itself, has no link.
#[derive(Serialize)]
struct Crumb<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    position: usize,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    item: Option<String>,
}

#[derive(Serialize)]
struct ProductNode<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    #[serde(rename = "@id")]
    id: String,
    name: &'a str,
    url: &'a str,
    image: Vec<Cow<'a, str>>,
    description: std::borrow::Cow<'a, str>,
    sku: &'a str,
    category: &'a str,
    offers: Offer<'a>,
}

#[derive(Serialize)]
struct Offer<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    url: &'a str,
    price: String,
    #[serde(rename = "priceCurrency")]
    price_currency: &'static str,
    availability: &'static str,
    #[serde(rename = "itemCondition")]
    item_condition: &'static str,
    seller: IdRef,
}

/// A reference to a node by its `@id`.
#[derive(Serialize)]
struct IdRef {
    #[serde(rename = "@id")]
    id: String,
}

/// The products of one catalogue page, in catalogue order, as links to
/// their own pages.
fn item_list<'a>(page: &'a ProductsView, base: &BaseUrl) -> ListNode<Entry<'a>> {
    let first = (page.pager.current - 1) * PAGE_SIZE;
    ListNode {
        kind: "ItemList",
        number_of_items: Some(page.total),
        items: page
            .products
            .iter()
            .enumerate()
            .map(|(i, p)| Entry {
                kind: "ListItem",
                position: first + i + 1,
                url: absolute(base, &p.href),
                name: &p.title,
            })
            .collect(),
    }
}

/// The product with its offer, when Google's rules can be met: it has a
/// photo and a price (see the module's comment).
fn product<'a>(page: &'a ProductPageView, base: &BaseUrl) -> Option<ProductNode<'a>> {
    let rupees = page.listing.rupees?;
    if page.photos.is_empty() {
        return None;
    }
    let url = &page.share.url;
    let description = if page.description.items.is_empty() {
        std::borrow::Cow::Borrowed(page.listing.summary.as_str())
    } else {
        std::borrow::Cow::Owned(page.description.items.join(" "))
    };
    Some(ProductNode {
        kind: "Product",
        id: format!("{url}#product"),
        name: &page.title,
        url,
        image: page
            .photos
            .iter()
            .map(|p| match p.src.strip_prefix(base.path()) {
                // A photo of the site's own: its address.
                Some(rest) if p.picture.is_some() => Cow::Owned(base.absolute_path(rest)),
                _ => Cow::Borrowed(p.src.as_str()),
            })
            .collect(),
        description,
        sku: &page.id,
        category: &page.listing.category,
        offers: Offer {
            kind: "Offer",
            url,
            price: rupees.to_string(),
            price_currency: "INR",
            availability: if page.in_stock {
                "https://schema.org/InStock"
            } else {
                "https://schema.org/OutOfStock"
            },
            item_condition: match page.listing.condition {
                Condition::New => "https://schema.org/NewCondition",
                Condition::Used => "https://schema.org/UsedCondition",
                Condition::Refurbished => "https://schema.org/RefurbishedCondition",
            },
            seller: IdRef { id: shop_id(base) },
        },
    })
}

/// The trail from the product list to the product: every step but the
/// last, the page itself, is a link.
fn breadcrumb<'a>(page: &'a ProductPageView, base: &BaseUrl) -> ListNode<Crumb<'a>> {
    trail(&page.breadcrumb, &page.title, base)
}

/// A page's breadcrumb, then the page itself, named `name`, without a link.
fn trail<'a>(breadcrumb: &'a Breadcrumb, name: &'a str, base: &BaseUrl) -> ListNode<Crumb<'a>> {
    let links = &breadcrumb.items;
    let mut items: Vec<Crumb<'a>> = links
        .iter()
        .enumerate()
        .map(|(i, link)| Crumb {
            kind: "ListItem",
            position: i + 1,
            name: &link.label,
            item: Some(absolute(base, &link.href)),
        })
        .collect();
    items.push(Crumb {
        kind: "ListItem",
        position: links.len() + 1,
        name,
        item: None,
    });
    ListNode {
        kind: "BreadcrumbList",
        number_of_items: None,
        items,
    }
}

/// A brand's models, as links to their pages.
fn repair_models<'a>(page: &'a RepairBrandPageView, base: &BaseUrl) -> ListNode<Entry<'a>> {
    ListNode {
        kind: "ItemList",
        number_of_items: Some(page.models.len()),
        items: page
            .models
            .iter()
            .enumerate()
            .map(|(i, m)| Entry {
                kind: "ListItem",
                position: i + 1,
                url: absolute(base, &m.href),
                name: &m.name,
            })
            .collect(),
    }
}

/// The repair of one phone model as a `Service` the shop provides, with an
/// offer per issue (see the module's comment).
fn repair_service(page: &RepairModelPageView, base: &BaseUrl) -> Value {
    let url = base.absolute_path(&crate::view::repair_model_path(
        &page.brand_slug,
        &page.slug,
    ));
    let offers: Vec<Value> = page
        .listing
        .offers
        .iter()
        .map(|(issue, price)| {
            let mut offer = json!({
                "@type": "Offer",
                "name": issue,
                "itemOffered": {
                    "@type": "Service",
                    "name": format!("{} {} – {issue}", page.brand, page.model),
                },
            });
            match *price {
                Price::Fixed(n) => {
                    offer["price"] = json!(n.to_string());
                    offer["priceCurrency"] = json!("INR");
                }
                Price::Range { low, high } => {
                    offer["priceSpecification"] = json!({
                        "@type": "PriceSpecification",
                        "minPrice": low,
                        "maxPrice": high,
                        "priceCurrency": "INR",
                    });
                }
                Price::OnRequest => {}
            }
            offer
        })
        .collect();
    json!({
        "@type": "Service",
        "@id": format!("{url}#service"),
        "name": page.heading,
        "serviceType": "Mobile phone repair",
        "url": url,
        "provider": { "@id": shop_id(base) },
        "hasOfferCatalog": {
            "@type": "OfferCatalog",
            "name": page.heading,
            "itemListElement": offers,
        },
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
