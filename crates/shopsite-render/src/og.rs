//! The link-preview image of each page (`og:image`): which card it shows
//! and the file it is in, or a product's own photo. Drawing a card is the
//! binary's job ([`shopsite_og::render`]), done only for a file the last
//! build did not already make, so this module only says what is wanted.
//!
//! A product's page shows the product's first photo. A product without one
//! gets a card of its own, with its title and price, but only the first
//! [`PRODUCT_CARDS`] such products of the catalogue do: a card takes a few
//! milliseconds to draw, and a catalogue of 10,000 products without photos
//! would otherwise spend a minute on its first build. The others share the
//! card of the Products page; their previews still name them, in
//! `og:title` and `og:description`.

use std::collections::HashMap;

use shopsite_content::Content;
use shopsite_og::{Card, Rgb};

use crate::base::BaseUrl;
use crate::format;
use crate::manifest::Assets;
use crate::view::{Page, PageData, Route};

/// How many phone models get a card of their own, with their least price:
/// the first of the repair price list, for the same reason as
/// [`PRODUCT_CARDS`]. The others share their brand's card.
pub const REPAIR_MODEL_CARDS: usize = 100;

/// How many products without a photo get a card of their own (see above).
/// Each takes about 8 ms to draw, once: a file the last build made is
/// copied, not drawn again.
pub const PRODUCT_CARDS: usize = 100;

/// The folder of the images in `dist/`.
pub const FOLDER: &str = "assets/og";

/// One route's link-preview image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OgImage {
    /// Its file in `dist/`: `assets/og/<route>-<digest>.png`. The name
    /// changes exactly when the pixels do ([`Card::digest`]), so a file of
    /// that name from an earlier build is this image.
    pub path: String,
    /// Its absolute URL, as link previews require.
    pub url: String,
    /// What it shows.
    pub card: Card,
}

impl OgImage {
    /// The image of `page`: the shop's name, the page's heading, the site's
    /// address and the brand colour (`--brand` in the stylesheet).
    pub fn of(content: &Content, base: &BaseUrl, assets: &Assets, page: &Page) -> OgImage {
        OgImage::card(
            content,
            base,
            assets,
            page.route().name(),
            page.heading(),
            None,
        )
    }

    fn card(
        content: &Content,
        base: &BaseUrl,
        assets: &Assets,
        name: &str,
        heading: &str,
        detail: Option<String>,
    ) -> OgImage {
        let card = Card {
            name: content.site.name.clone(),
            heading: heading.to_owned(),
            detail,
            site: base.host_and_path().to_owned(),
            brand: Rgb::parse(assets.theme_color())
                .expect("Assets::new accepts only #rgb and #rrggbb colours"),
        };
        let path = format!("{FOLDER}/{name}-{}.png", card.digest());
        OgImage {
            url: format!("{}{path}", base.url()),
            path,
            card,
        }
    }
}

/// What a page's link preview shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Preview<'a> {
    /// A card the build draws.
    Card(&'a OgImage),
    /// A product's own photo: a link, whose size the build does not
    /// know, or a photo of `content/photos/`, made 1200×630 as a JPEG.
    Photo {
        url: &'a str,
        alt: &'a str,
        size: Option<(u32, u32)>,
    },
}

/// Every link-preview image of the site, and which each page shows.
#[derive(Debug)]
pub struct Previews {
    /// The cards to draw or reuse, once each: the routes', then the
    /// products'.
    pub cards: Vec<OgImage>,
    /// The card of each route, by its name.
    routes: HashMap<&'static str, usize>,
    /// The card of each product that has one, by its id.
    products: HashMap<String, usize>,
    /// The card of each repair price page that has one, by its path.
    repairs: HashMap<String, usize>,
}

impl Previews {
    /// The cards of `pages` (the catalogue's pages 2 and on share the image
    /// of /products) and of the first [`PRODUCT_CARDS`] products without a
    /// photo.
    pub fn new(content: &Content, base: &BaseUrl, assets: &Assets, pages: &[PageData]) -> Previews {
        let mut cards: Vec<OgImage> = Vec::new();
        let mut routes = HashMap::new();
        for data in pages {
            let route = data.page.route();
            if !routes.contains_key(route.name()) {
                routes.insert(route.name(), cards.len());
                cards.push(OgImage::of(content, base, assets, &data.page));
            }
        }
        let mut products = HashMap::new();
        let on_request = &content.pages.products.labels.price_on_request;
        let without_photo = content
            .products
            .iter()
            .filter(|p| crate::photos::photo(p).is_none());
        for product in without_photo.take(PRODUCT_CARDS) {
            let price = format::price((product.price > 0).then_some(product.price), on_request);
            let name = format!("{}-{}", Route::Product.name(), product.id);
            products.insert(product.id.clone(), cards.len());
            cards.push(OgImage::card(
                content,
                base,
                assets,
                &name,
                &product.title,
                Some(price),
            ));
        }
        let mut repairs = HashMap::new();
        let mut models = 0;
        for page in crate::repair_prices::cards(content, base) {
            let detail = match page.model {
                true if models < REPAIR_MODEL_CARDS => {
                    models += 1;
                    page.from
                }
                true => continue,
                false => None,
            };
            // `repairs.samsung.galaxy-a15`: the page's address, as a name
            // that says which page it is (a slug has dashes of its own).
            let name = page.path.trim_end_matches('/').replace('/', ".");
            repairs.insert(page.path, cards.len());
            cards.push(OgImage::card(
                content,
                base,
                assets,
                &name,
                &page.heading,
                detail,
            ));
        }
        Previews {
            cards,
            routes,
            products,
            repairs,
        }
    }

    /// What the link preview of `page` shows: its product's photo, its own
    /// card, or (for a product past [`PRODUCT_CARDS`]) the card of the
    /// Products page.
    pub fn of<'a>(&'a self, page: &'a Page) -> Preview<'a> {
        if let Page::Product(product) = page {
            if let Some(photo) = product.photos.first() {
                return Preview::Photo {
                    url: photo.og.as_deref().unwrap_or(&photo.src),
                    alt: &product.title,
                    size: photo.og.as_ref().map(|_| crate::photos::OG),
                };
            }
            let card = self
                .products
                .get(&product.id)
                .or_else(|| self.routes.get(Route::Products.name()));
            if let Some(&card) = card {
                return Preview::Card(&self.cards[card]);
            }
        }
        if let Page::RepairModel(model) = page {
            let own = crate::view::repair_model_path(&model.brand_slug, &model.slug);
            let brand = crate::view::repair_brand_path(&model.brand_slug);
            if let Some(&card) = self.repairs.get(&own).or_else(|| self.repairs.get(&brand)) {
                return Preview::Card(&self.cards[card]);
            }
        }
        if let Page::RepairBrand(brand) = page
            && let Some(&card) = self
                .repairs
                .get(&crate::view::repair_brand_path(&brand.slug))
        {
            return Preview::Card(&self.cards[card]);
        }
        let card = self
            .routes
            .get(page.route().name())
            .expect("every route of the site has its card");
        Preview::Card(&self.cards[*card])
    }
}
