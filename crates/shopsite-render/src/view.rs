//! The view data: everything a page shows, derived once in Rust.
//!
//! Each route's [`PageData`] is written to `dist/data/<route>.json`, inlined
//! into the route's HTML for hydration, and handed to the frontend's server
//! render. The frontend presents and filters it; it never derives a link, a
//! label or a filter field itself. The TypeScript declarations in
//! `frontend/src/generated/` are generated from these types (`just types`).

use serde::Serialize;
use shopsite_content::model::{
    Address, Cta, Faq, Geo, Hero, Price, PriceLabels, PricingTier, ProcessStep, ProductLabels,
    Section, ServiceCard, Stat, ValueCard,
};
use ts_rs::TS;

pub use crate::kinds::product::{
    ConditionView, ProductListing, ProductPageView, ProductView, RelatedProduct,
};
pub use crate::kinds::{Page, PageData, Route};

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

/// A header navigation link.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct NavLink {
    pub route: Route,
    pub label: String,
    pub href: String,
}

/// The parts of every page: header, navigation, contact bar and footer facts.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Shell {
    pub name: String,
    pub tagline: String,
    pub home_href: String,
    pub nav: Vec<NavLink>,
    pub call: Link,
    pub whatsapp: Link,
    pub directions: Link,
    /// `+91 98765 43210`.
    pub phone: String,
    /// The postal address on one line.
    pub address: String,
    /// Opening hours, one line per group of days: `Mon–Sat 10:30 AM – 8:30 PM`.
    pub hours: Vec<String>,
    /// The skip link's label.
    pub skip_link: String,
    /// What the page shown after a failure says.
    pub error: ErrorView,
    /// What search engines are told about the shop. The page does not show
    /// it, so it is left out of the JSON.
    #[serde(skip)]
    pub listing: ShopListing,
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

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HomeView {
    pub hero: Hero,
    /// To `/repairs/`.
    pub repair_list: Link,
    /// WhatsApp: `Phone repair help`.
    pub whatsapp: Link,
    pub stats: Vec<Stat>,
    pub courses: Block<CourseView>,
    /// The newest videos across all playlists, newest first; may be empty.
    pub latest_videos: Block<VideoView>,
    /// To `/videos/`.
    pub all_videos: Link,
    pub cta: Cta,
    pub call: Link,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct TrainingView {
    pub hero: Hero,
    pub courses: Block<CourseView>,
    pub values: Block<ValueCard>,
    pub cta: Cta,
    /// WhatsApp: `Book my seat`.
    pub book_seat: Link,
    /// WhatsApp: `Send full syllabus PDF`.
    pub syllabus: Link,
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

/// One page of the catalogue (docs/behaviour.md#catalogue-pages): `/products/`
/// is page 1, with the filters; `/products/page/2/` and on show the rest,
/// [`PAGE_SIZE`](crate::derive::PAGE_SIZE) products each, in catalogue order.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ProductsView {
    pub hero: Hero,
    /// The words of the filters, the cards, the pager and Show more.
    pub labels: ProductLabels,
    /// This page's products, in catalogue order.
    pub products: Vec<ProductView>,
    /// How many products the whole catalogue has.
    pub total: usize,
    /// The chips: every category in catalogue order, each with its types and
    /// their models, and how many products each has. Only on page 1, which
    /// has the filters; empty on the others.
    pub facets: Vec<Facet>,
    pub pager: Pager,
    /// Where the rest of the catalogue is, for the filters; `None` when the
    /// catalogue fits on page 1, which then holds all of it.
    pub catalogue: Option<CatalogueFiles>,
}

/// A chip with how many products it stands for, and the chips of the row
/// below it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Facet {
    pub name: String,
    pub count: usize,
    pub children: Vec<Facet>,
}

/// Where a catalogue page is in the whole, and the links to the others.
///
/// Its numbers stay out of the JSON: the components need only its texts
/// and which link is this page's, and pages 2 and on then differ only in
/// their texts, so they are filled from one template of React's markup
/// each (`engine/templates.rs`), not each rendered by React.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Pager {
    /// 1 for `/products/`.
    #[serde(skip)]
    pub current: usize,
    #[serde(skip)]
    pub pages: usize,
    /// `Page 3 of 417`.
    pub label: String,
    pub previous: Option<String>,
    pub next: Option<String>,
    /// The pages to offer by number: the first, the last, and those around
    /// this one, with `None` where some are left out.
    pub numbers: Vec<Option<PageLink>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PageLink {
    #[serde(skip)]
    pub number: usize,
    /// `2`, or `1,204` with Indian digit grouping.
    pub label: String,
    pub href: String,
    /// The link to the page it is on.
    pub current: bool,
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

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PlaylistView {
    pub id: String,
    pub name: String,
    pub desc: String,
    /// `4 videos`.
    pub count: String,
    pub videos: Vec<VideoView>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct VideosView {
    pub hero: Hero,
    pub watch_label: String,
    pub playlists: Vec<PlaylistView>,
    pub cta: Cta,
    /// WhatsApp: `Phone repair help`.
    pub message: Link,
    /// The video channel.
    pub channel: Link,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairsView {
    pub hero: Hero,
    /// WhatsApp: `Book free diagnosis`.
    pub diagnosis: Link,
    /// WhatsApp: `Phone repair help`.
    pub share: Link,
    /// Assessment, warranty and turnaround.
    pub stats: Vec<Stat>,
    pub brands: Block<String>,
    pub issues: Block<String>,
    pub process: Block<ProcessStep>,
    pub pricing: Block<PricingTier>,
    pub faqs: Block<Faq>,
    pub cta: Cta,
    /// WhatsApp: `Share location for pickup`.
    pub pickup: Link,
    /// The repair price finder, when the shop has a price list; left out
    /// of the JSON otherwise, so the page is what it was without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub finder: Option<RepairFinder>,
}

/// "Find your repair price" on /repairs (docs/behaviour.md#repair-prices):
/// a chip per brand, each a link to the brand's page; the prices of a
/// brand's models are fetched only when the visitor picks it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairFinder {
    pub labels: PriceLabels,
    pub brands: Vec<RepairBrandLink>,
}

/// A brand of the price list, as a chip of the finder.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairBrandLink {
    pub name: String,
    /// The brand's part of the address, `samsung`: what the address bar
    /// holds when it is chosen (`?brand=samsung`).
    pub slug: String,
    /// The brand's page, where the chip goes without JavaScript.
    pub href: String,
    /// Its models and their prices: a [`RepairBrandData`].
    pub data: String,
}

/// `data/repairs/<brand>.json`: every model of a brand with its prices, in
/// the order of the price list.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairBrandData {
    pub brand: String,
    pub models: Vec<RepairModelPrices>,
    /// WhatsApp: `repair_not_listed` with the brand and no model.
    pub not_listed: Link,
    /// The same link for a model the visitor typed: its `%7Bmodel%7D` is
    /// where the model goes, percent-encoded (`encodeURIComponent`).
    pub not_listed_typed: String,
}

/// One model's prices, as the finder shows them.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairModelPrices {
    pub name: String,
    /// `galaxy-a15`: the address bar holds it when it is chosen.
    pub slug: String,
    /// The model's own page.
    pub href: String,
    pub repairs: Vec<RepairRow>,
    /// WhatsApp: `repair_not_listed` with the brand and model.
    pub not_listed: Link,
}

/// One repair of one model: its price, time and booking link.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairRow {
    pub issue: String,
    /// `₹2,499`, `₹1,499–₹1,999` or the owner's "Ask for price".
    pub price: String,
    /// As the owner wrote it: `45 min`, `1–2 days`.
    pub time: String,
    pub note: Option<String>,
    /// WhatsApp: `repair_booking`, e.g. `Repair: Samsung Galaxy A15 –
    /// Screen (₹2,499)`.
    pub book: Link,
}

/// A brand's page, `/repairs/<brand>/`: its models, as links.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairBrandPageView {
    pub brand: String,
    pub slug: String,
    /// `Samsung repair prices`.
    pub heading: String,
    pub text: String,
    /// Repairs › brand.
    pub breadcrumb: Breadcrumb,
    pub models: Vec<RepairModelLink>,
    pub not_listed: Link,
    /// What search engines are told; not in the JSON.
    #[serde(skip)]
    pub listing: RepairListing,
}

/// A model on its brand's page.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairModelLink {
    pub name: String,
    pub href: String,
    /// `from ₹699`, when any of its repairs has a price.
    pub from: Option<String>,
}

/// A phone model's page, `/repairs/<brand>/<model>/`: every repair's
/// price, time and booking link, and the shop's promises.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairModelPageView {
    pub brand: String,
    pub brand_slug: String,
    pub model: String,
    pub slug: String,
    /// `Samsung Galaxy A15 repair prices`.
    pub heading: String,
    pub text: String,
    /// Repairs › brand › model.
    pub breadcrumb: Breadcrumb,
    pub repairs: Vec<RepairRow>,
    pub not_listed: Link,
    /// Warranty and turnaround, as on /repairs.
    pub stats: Vec<Stat>,
    /// The four steps of a repair, as on /repairs.
    pub process: Block<ProcessStep>,
    /// What search engines are told; not in the JSON.
    #[serde(skip)]
    pub listing: RepairListing,
}

/// A repair price page as search engines and link previews are told of it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RepairListing {
    /// The page's `<title>` without the shop's name.
    pub title: String,
    pub description: String,
    /// Each repair with its price, for the structured data.
    pub offers: Vec<(String, Price)>,
    /// `from ₹699`: the least price, for the link preview.
    pub from: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct AboutView {
    pub hero: Hero,
    pub services: Block<ServiceCard>,
    pub cta: Cta,
    /// To `/products/`.
    pub view_parts: Link,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct NotFoundView {
    pub hero: Hero,
    /// To `/`.
    pub home: Link,
}
