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
use crate::manifest::Assets;

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
    /// A card named `name` in its file's name: the shop's name, `heading`,
    /// `detail` under it (a price), the site's address and the brand colour
    /// (`--brand` in the stylesheet).
    pub fn card(
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
    /// kinds' own.
    pub cards: Vec<OgImage>,
    /// The card of each route, by its name.
    routes: HashMap<&'static str, usize>,
    /// The card of each page that has one of its own, by its address.
    own: HashMap<String, usize>,
}

impl Previews {
    /// The cards of the routes, by route name, and the cards of pages of
    /// their own, by page address.
    pub fn new(routes: Vec<(&'static str, OgImage)>, own: Vec<(String, OgImage)>) -> Previews {
        let mut cards = Vec::with_capacity(routes.len() + own.len());
        let mut by_route = HashMap::new();
        for (name, card) in routes {
            by_route.insert(name, cards.len());
            cards.push(card);
        }
        let mut by_path = HashMap::new();
        for (path, card) in own {
            by_path.insert(path, cards.len());
            cards.push(card);
        }
        Previews {
            cards,
            routes: by_route,
            own: by_path,
        }
    }

    /// The card of the route named `name` (`products`).
    pub fn route(&self, name: &str) -> Option<Preview<'_>> {
        self.routes
            .get(name)
            .map(|&card| Preview::Card(&self.cards[card]))
    }

    /// The card of its own of the page at `path` (`products/<id>/`).
    pub fn own(&self, path: &str) -> Option<Preview<'_>> {
        self.own
            .get(path)
            .map(|&card| Preview::Card(&self.cards[card]))
    }
}
