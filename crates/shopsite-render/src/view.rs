//! The parts of the view data that several kinds of page share: a link, a
//! course or video card, a picture, a breadcrumb, the catalogue's files and
//! their addresses. Each kind's own view type (`HomeView`, `ProductView`,
//! …) is in its module of [`crate::kinds`], with the shell every page has
//! ([`Shell`](crate::kinds::Shell)).
//!
//! The view data is everything a page shows, derived once in Rust. Each
//! route's [`PageData`](crate::kinds::PageData) is written to
//! `dist/data/<route>.json`, inlined into the route's HTML for hydration,
//! and handed to the frontend's server render. The frontend presents and
//! filters it; it never derives a link, a label or a filter field itself.
//! The TypeScript declarations in `frontend/src/generated/` are generated
//! from these types (`just types`).

use serde::Serialize;
use shopsite_content::model::{Address, Geo, Section};
use ts_rs::TS;

/// The folder of the catalogue's pages 2 and on.
pub const CATALOGUE_PAGES: &str = "products/page/";

/// `products/page/3/`.
pub fn catalogue_page_path(n: usize) -> String {
    format!("{CATALOGUE_PAGES}{n}/")
}

/// Where the view data of catalogue page `{page}` is.
pub const CATALOGUE_PAGE_DATA: &str = "data/products/page-{page}.json";

/// `data/products/page-3.json`.
pub fn catalogue_page_data(n: usize) -> String {
    CATALOGUE_PAGE_DATA.replace("{page}", &n.to_string())
}

/// The catalogue's index for the filters.
pub const CATALOGUE_INDEX: &str = "data/products/index.json";

/// Where the first page of cards of category `{category}` is (its number
/// in the index's `categories`).
pub const CATALOGUE_CATEGORY_DATA: &str = "data/products/category-{category}.json";

/// `data/products/category-3.json`.
pub fn catalogue_category_data(category: usize) -> String {
    CATALOGUE_CATEGORY_DATA.replace("{category}", &category.to_string())
}

/// The folder of the products' own pages (docs/behaviour.md#product-pages).
pub const PRODUCT_PAGES: &str = "products/";

/// `products/<id>/`: a product's own page. Its id can name no other page:
/// the content refuses the ids of the folders the site writes there
/// ([`shopsite_content::rules::RESERVED_PRODUCT_IDS`]).
pub fn product_path(id: &str) -> String {
    format!("{PRODUCT_PAGES}{id}/")
}

/// The folder of the repair price pages (docs/behaviour.md#repair-prices).
pub const REPAIR_PAGES: &str = "repairs/";

/// `repairs/<brand>/`: a brand's repair prices.
pub fn repair_brand_path(brand: &str) -> String {
    format!("{REPAIR_PAGES}{brand}/")
}

/// `repairs/<brand>/<model>/`: a phone model's repair prices.
pub fn repair_model_path(brand: &str, model: &str) -> String {
    format!("{REPAIR_PAGES}{brand}/{model}/")
}

/// `data/repairs/<brand>.json`: the prices of a brand's models, which the
/// finder on /repairs fetches when that brand is chosen.
pub fn repair_brand_data(brand: &str) -> String {
    format!("data/{REPAIR_PAGES}{brand}.json")
}

/// Where the counter poster is, under the site's address: no page of the
/// site (docs/behaviour.md#the-poster-and-wa).
pub const POSTER: &str = "poster/";

/// The short address that leads on to the WhatsApp chat with the shop: the
/// poster's code holds it, so that a long or Hindi message does not make
/// the code dense, and a new message needs no new poster.
pub const WHATSAPP_ADDRESS: &str = "wa/";

/// A link with its visible label. `href` is complete: internal links carry the
/// base path, outbound links are `tel:`, WhatsApp, maps or `https:`.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Link {
    pub label: String,
    pub href: String,
}

impl Link {
    pub fn new(label: &str, href: String) -> Link {
        Link {
            label: label.to_owned(),
            href,
        }
    }
}

/// The shop's facts in the form search engines read them (the JSON-LD of
/// every page); the rest of the listing comes from the [`Shell`].
#[derive(Debug, Clone, PartialEq)]
pub struct ShopListing {
    /// One sentence about the shop.
    pub description: String,
    /// The number in international form: `+919876543210`.
    pub telephone: String,
    pub address: Address,
    pub geo: Geo,
    /// Opening hours in schema.org's form: `Mo-Sa 10:30-20:30`.
    pub opening_hours: Vec<String>,
    /// The special days as schema.org's `OpeningHoursSpecification`s.
    pub special_hours: Vec<serde_json::Value>,
    /// A rough price level, e.g. `₹₹`.
    pub price_range: String,
    /// The shop's own pages elsewhere: its video channel.
    pub same_as: Vec<String>,
}

/// The page shown in place of one that failed to display.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ErrorView {
    pub heading: String,
    pub text: String,
    /// Back to the Home page.
    pub back: Link,
}

/// A course card: the same course is shown on Home and Training with that
/// page's button labels.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct CourseView {
    pub id: String,
    pub name: String,
    /// `4 weeks`.
    pub duration: String,
    pub days: String,
    pub time: String,
    pub summary: String,
    pub focus: Vec<String>,
    /// WhatsApp: the course's own message, e.g. `Join Beginner`.
    pub enrol: Link,
    /// WhatsApp: `Fees and timings for Beginner`.
    pub fees: Link,
    /// How search engines list the course. Not shown, so not in the JSON.
    #[serde(skip)]
    pub listing: CourseListing,
}

/// A course in the form search engines read it (the JSON-LD of /training).
#[derive(Debug, Clone, PartialEq)]
pub struct CourseListing {
    /// The name in search results, e.g. `Beginner mobile repair course`.
    pub name: String,
    /// The codes of the languages it is taught in, e.g. `hi`, `en`.
    pub languages: Vec<String>,
    /// Its length in weeks.
    pub weeks: u32,
}

/// A section heading with its items.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Block<T> {
    pub section: Section,
    pub items: Vec<T>,
}

/// One video, with its watch link and thumbnail resolved.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct VideoView {
    pub id: String,
    pub title: String,
    /// `28 Oct 2026`, when content gives a date.
    pub date: Option<String>,
    pub href: String,
    pub thumb: String,
}

/// A heading and its texts: highlights, or paragraphs.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct TextBlock {
    pub heading: String,
    pub items: Vec<String>,
}

/// One photo of a product's page.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ProductPhoto {
    pub src: String,
    pub alt: String,
    /// `photo-2`: the id its thumbnail links to.
    pub anchor: String,
    /// `Photo 2 of 4`.
    pub label: String,
    /// A photo from `content/photos/`: its sizes for the page, and for its
    /// thumbnail. `src` is then the JPEG of `picture`.
    pub picture: Option<Picture>,
    pub thumb: Option<Picture>,
    /// Its link preview, 1200×630, as an absolute URL (the first photo of
    /// a product only).
    #[serde(skip)]
    #[ts(skip)]
    pub og: Option<String>,
}

/// A photo from `content/photos/` as the build made it: `<picture>` with a
/// WebP `<source>` and a JPEG `<img>`, each with every width made
/// (`srcset`), so the browser takes the smallest that is sharp, and the
/// size that keeps the page from shifting while it loads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Picture {
    /// `srcset` of the WebP files: `/assets/photos/a-360-…webp 360w, …`.
    pub webp: String,
    /// `srcset` of the JPEG files; empty when `src` is the only one (a
    /// card's).
    pub srcset: String,
    /// The JPEG for what reads no `srcset`.
    pub src: String,
    /// How wide the page shows it: `sizes`.
    pub sizes: String,
    /// The `width` and `height` of `src`.
    pub width: u32,
    pub height: u32,
    /// A `data:` URI of a few pixels, shown under the photo while it loads.
    pub placeholder: String,
}

/// Sharing a product's page: the phone's share sheet where the browser has
/// one, else a WhatsApp chat the visitor picks, with the text typed.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Share {
    pub label: String,
    /// `https://wa.me/?text=…`: WhatsApp asks whom to send it to, with the
    /// owner's message (`product_share`) typed, the page's address in it.
    pub href: String,
    /// What the share sheet is given: the title, the message without the
    /// address, and the address, which the app shared to adds.
    pub title: String,
    pub text: String,
    /// The page's own address.
    pub url: String,
}

/// Where a page sits: links from the list down to it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Breadcrumb {
    /// What screen readers call the trail.
    pub label: String,
    pub items: Vec<Link>,
}

/// The catalogue's data files for the filters, when it does not fit on page 1.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct CatalogueFiles {
    /// `data/products/index.json`: a [`CatalogueIndex`].
    pub index: String,
    /// The view data of page `{page}` (2 and on), whose `products` are the
    /// cards: `/data/products/page-{page}.json`.
    pub page: String,
    /// Products per page: product `i` (from 0) is on page `i / page_size + 1`.
    pub page_size: usize,
    /// The cards of the first `page_size` products of category `{category}`
    /// (its number in the index's `categories`), in catalogue order, as a
    /// list: a category's chip fills its first screen from one file, however
    /// far apart its products are in the catalogue:
    /// `/data/products/category-{category}.json`.
    pub category: String,
}

/// What the filters need of every product, column by column: product `i`'s
/// category is `categories[category[i]]`, and so on. Written once, as
/// `data/products/index.json`, for a catalogue that does not fit on page 1.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct CatalogueIndex {
    /// The category names, in the order of the facets.
    pub categories: Vec<String>,
    pub types: Vec<String>,
    pub models: Vec<String>,
    pub category: Vec<u32>,
    pub r#type: Vec<u32>,
    pub model: Vec<u32>,
    /// `1` for a product in stock, `0` otherwise, one character each.
    pub in_stock: String,
    /// Each product's search text ([`ProductView::search`]).
    pub search: Vec<String>,
}
