//! Structured data for search engines (schema.org JSON-LD): every page's is
//! a `@graph` that starts with the shop (in full, or named only on the pages
//! a site has thousands of), then the page's own nodes, which
//! each kind of page makes from its view data ([`crate::kinds::View::jsonld`]),
//! so every link, label and word in it is the one derived for the page.
//! This module holds what the kinds share: the shop, lists, breadcrumbs and
//! the canonical addresses.

use serde::Serialize;
use serde_json::{Value, json};

use crate::base::BaseUrl;
use crate::view::{Breadcrumb, ShopListing};

/// The JSON-LD of every page of a site: the shop, the same on each page,
/// is written once, and each page adds its own nodes to it.
pub struct JsonLd {
    /// The shop's node, as it sits in a `<script>`.
    shop: String,
    /// The shop named only, with the same `@id`: 120 B instead of 800.
    shop_named: String,
}

impl JsonLd {
    /// The JSON-LD of the shop called `name`, described by `listing`, with
    /// the map at `map` (the Directions button's link).
    pub fn new(name: &str, listing: &ShopListing, map: &str, base: &BaseUrl) -> JsonLd {
        JsonLd {
            shop: script_json(&shop(name, listing, map, base)),
            shop_named: script_json(&json!({
                "@type": "MobilePhoneStore",
                "@id": shop_id(base),
                "name": name,
                "url": base.url(),
            })),
        }
    }

    /// The graph of the shop, in full or named only (`describe_shop`), and
    /// a page's `nodes`, as the text of its `<script>`: `<`, `>`, `&` and
    /// `'` escaped so that no text can end the script.
    pub fn script(&self, describe_shop: bool, nodes: Vec<GraphNode<'_>>) -> String {
        let shop = if describe_shop {
            &self.shop
        } else {
            &self.shop_named
        };
        let mut out = String::with_capacity(shop.len() + 2048);
        out.push_str(r#"{"@context":"https://schema.org","@graph":["#);
        out.push_str(shop);
        for node in nodes {
            out.push(',');
            match node {
                GraphNode::Script(text) => out.push_str(&text),
                node => out.push_str(&script_json(&node)),
            }
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
pub enum GraphNode<'a> {
    Value(Value),
    /// A node already written as the text of a `<script>`.
    Script(String),
    Breadcrumb(ListNode<Crumb<'a>>),
    ItemList(ListNode<ListItem<'a>>),
}

pub fn shop_id(base: &BaseUrl) -> String {
    format!("{}#shop", base.url())
}

/// The shop as a `MobilePhoneStore`, schema.org's LocalBusiness subtype for a
/// shop that sells and services phones.
pub fn shop(name: &str, listing: &ShopListing, map: &str, base: &BaseUrl) -> Value {
    let a = &listing.address;
    let mut shop = json!({
        "@type": "MobilePhoneStore",
        "@id": shop_id(base),
        "name": name,
        "description": listing.description,
        "url": base.url(),
        "telephone": listing.telephone,
        "address": {
            "@type": "PostalAddress",
            "streetAddress": a.street_line(),
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
        "hasMap": map,
        "openingHours": listing.opening_hours,
        "priceRange": listing.price_range,
        "sameAs": listing.same_as,
    });
    if !listing.special_hours.is_empty() {
        shop["specialOpeningHoursSpecification"] = Value::from(listing.special_hours.clone());
    }
    shop
}

/// A list of items: the products of a catalogue page, or a breadcrumb.
#[derive(Serialize)]
pub struct ListNode<T> {
    #[serde(rename = "@type")]
    pub kind: &'static str,
    #[serde(rename = "numberOfItems", skip_serializing_if = "Option::is_none")]
    pub number_of_items: Option<usize>,
    #[serde(rename = "itemListElement")]
    pub items: Vec<T>,
}

/// An item of a list: a link to a page (a product, a phone model).
#[derive(Serialize)]
pub struct ListItem<'a> {
    #[serde(rename = "@type")]
    pub kind: &'static str,
    pub position: usize,
    pub url: String,
    pub name: &'a str,
}

/// A step of a breadcrumb; the last, the page itself, has no link.
#[derive(Serialize)]
pub struct Crumb<'a> {
    #[serde(rename = "@type")]
    kind: &'static str,
    position: usize,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    item: Option<String>,
}

/// A reference to a node by its `@id`.
#[derive(Serialize)]
pub struct IdRef {
    #[serde(rename = "@id")]
    pub id: String,
}

/// A page's breadcrumb, then the page itself, named `name`, without a link.
pub fn trail<'a>(breadcrumb: &'a Breadcrumb, name: &'a str, base: &BaseUrl) -> ListNode<Crumb<'a>> {
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

/// The absolute address of an internal link (`/shop/products/…`).
pub fn absolute(base: &BaseUrl, href: &str) -> String {
    base.absolute_path(href.strip_prefix(base.path()).unwrap_or(href))
}

/// `value` as JSON that can sit inside `<script>`: `<`, `>`, `&` and `'`
/// are written as `\u003c`, `\u003e`, `\u0026` and `\u0027`, which JSON
/// reads back as the same characters, so no text in it can end the script
/// (as minijinja's `tojson` writes it).
pub fn script_json(value: &impl serde::Serialize) -> String {
    let mut out = Vec::with_capacity(2048);
    let mut json = serde_json::Serializer::with_formatter(&mut out, ScriptSafe);
    value.serialize(&mut json).expect("JSON values serialize");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// serde_json's compact JSON, with the four characters escaped as they are
/// written: they only ever stand in a string (a key or a value), which
/// serde_json writes as fragments between its own escapes. Escaped in a
/// second pass, each page's JSON-LD was copied again, character by
/// character.
struct ScriptSafe;

impl serde_json::ser::Formatter for ScriptSafe {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        let bytes = fragment.as_bytes();
        let mut from = 0;
        for (at, byte) in bytes.iter().enumerate() {
            let escaped: &[u8] = match byte {
                b'<' => b"\\u003c",
                b'>' => b"\\u003e",
                b'&' => b"\\u0026",
                b'\'' => b"\\u0027",
                _ => continue,
            };
            writer.write_all(&bytes[from..at])?;
            writer.write_all(escaped)?;
            from = at + 1;
        }
        writer.write_all(&bytes[from..])
    }
}
