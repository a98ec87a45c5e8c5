//! A product on its way to the page, in one place: its card ([`ProductView`],
//! made once per product, which the catalogue's pages show) and its own
//! page, `/products/<id>/` (docs/behaviour.md#product-pages), which holds
//! the card and adds everything else about the item, to send a customer as
//! one link; made one page at a time as the build takes it.
//!
//! What search engines and link previews are told of a product is made here
//! too: its title and description, its Open Graph product tags, its link
//! preview (its first photo, else a card of its own for the first
//! [`PRODUCT_CARDS`] products without one), and its JSON-LD. A product is
//! described in the JSON-LD only where Google's rules for product markup
//! (merchant listings) can be met: a name, an image, and an offer with a
//! price above zero in a currency. A product without a photo, or whose price
//! is on request, gets no `Product` at all rather than one Google rejects;
//! its page still has its breadcrumb.

use std::borrow::Cow;
use std::collections::HashMap;

use minijinja::context;
use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::{Condition, Product as ProductFile, Section};
use shopsite_content::photos::{self, SourcePhoto};
use shopsite_content::resolve::resolve;
use shopsite_content::rules::CARD_HIGHLIGHTS;
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::derive::{local_photo, whatsapp};
use crate::jsonld::{GraphNode, IdRef, script_json, shop_id, trail};
use crate::kinds::{DESCRIPTION, Head, Page, PageKind, Route, Shell, Site, Stream, View};
use crate::manifest::Assets;
use crate::og::{OgImage, PRODUCT_CARDS, Preview, Previews};
use crate::photos as pictures;
use crate::view::{Block, Breadcrumb, Link, Picture, ProductPhoto, Share, TextBlock, product_path};
use crate::{format, links};

/// A product card with its filter fields resolved
/// (docs/behaviour.md#filter-levels): `category`,
/// `type` and `model`, the names the chips and the URL use.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ProductView {
    pub id: String,
    pub title: String,
    /// Category filter.
    pub category: String,
    /// Type filter.
    // `type` is a Rust keyword; serde and ts-rs write the field as `type`.
    pub r#type: String,
    /// Model filter.
    pub model: String,
    /// `₹1,499` or `Price on request`.
    pub price: String,
    pub in_stock: bool,
    /// `In stock` or `Out of stock`.
    pub stock: String,
    pub image: Option<String>,
    /// The sized files of a photo from `content/photos/`; `image` is then
    /// its JPEG.
    pub picture: Option<Picture>,
    /// Shown on the tile when there is no image or it fails to load.
    pub initials: String,
    pub badge: Option<String>,
    /// At most 3.
    pub highlights: Vec<String>,
    /// The lowercased title, category and all highlights, joined with spaces:
    /// what the search box matches against (docs/behaviour.md#search).
    pub search: String,
    /// WhatsApp: `Product Enquiry: {title}`.
    pub enquire: Link,
    /// WhatsApp: `Need price for: {title}`.
    pub ask_price: Link,
    /// The product's own page, which its title and photo link to.
    pub href: String,
    /// The price in whole rupees, for search engines; `None` when the shop
    /// quotes on request. The card shows `price`, so this is not in the JSON.
    #[serde(skip)]
    pub rupees: Option<u64>,
}

/// A product's own page, `/products/<id>/` (docs/behaviour.md#product-pages):
/// everything about one item, to send a customer as one link. It holds the
/// product's card, whose title, price, stock, badge, initials and WhatsApp
/// links it shows, and what only the page has.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ProductPageView {
    pub card: ProductView,
    /// Products › category › type › model, each a link to the list filtered
    /// to it.
    pub breadcrumb: Breadcrumb,
    pub condition: ConditionView,
    /// The photos, the main one first; empty when it has none.
    pub photos: Vec<ProductPhoto>,
    /// What screen readers call the photos.
    pub photos_label: String,
    /// Every highlight, not only the card's three.
    pub highlights: TextBlock,
    /// The description, a paragraph a line; no items when it has none.
    pub description: TextBlock,
    /// A call to the shop.
    pub call: Link,
    /// To the repair prices of the product's model when the price list
    /// has it ("Xiaomi Redmi Note 12 repair prices"), else to /repairs.
    pub repair: Link,
    pub share: Share,
    /// Up to 4 other products: the same model first, then the same type.
    pub related: Block<RelatedProduct>,
    /// What search engines and link previews are told besides the card's
    /// price; not shown as such, so not in the JSON.
    #[serde(skip)]
    pub listing: ProductListing,
}

/// Whether an item is new, used or refurbished, in the owner's words.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ConditionView {
    pub condition: Condition,
    /// `New`, `Used` or `Refurbished`.
    pub label: String,
}

/// Another product, as a link to its page.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RelatedProduct {
    pub href: String,
    pub title: String,
    pub price: String,
    pub in_stock: bool,
    pub stock: String,
    pub image: Option<String>,
    pub picture: Option<Picture>,
    pub initials: String,
}

/// A product as search engines and link previews are told of it (the
/// JSON-LD, the Open Graph tags and the page's title and description).
#[derive(Debug, Clone, PartialEq)]
pub struct ProductListing {
    pub condition: Condition,
    /// `Spares > Screens`.
    pub category: String,
    /// One or two sentences: the first paragraph of the description, else
    /// the highlights.
    pub summary: String,
}

/// Every product's card, in catalogue order: made once, from the
/// products, for the catalogue's pages and each product's own, on every
/// core when they are many.
pub fn cards(content: &Content, base: &BaseUrl) -> Vec<ProductView> {
    shopsite_content::parallel::map_each_in_order(&content.products, |p| card(content, base, p))
}

/// What the search box matches a product against (docs/behaviour.md#search):
/// its title, category and highlights, and the type and model the owner
/// gave it (its filter levels, not the defaults "All" and "All items"),
/// lowercase and in NFC, as the browser folds what the visitor types. A
/// type or model already in the text is not written again.
pub fn search_text(p: &ProductFile, category: &str) -> String {
    let mut text = std::iter::once(p.title.as_str())
        .chain([category])
        .chain(p.highlights.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let r#type = p.sub.as_ref().or(p.subcategory.as_ref());
    let model = [&p.item, &p.family, &p.model]
        .into_iter()
        .find_map(Option::as_ref);
    for level in [r#type, model].into_iter().flatten() {
        let level = level.to_lowercase();
        if !text.contains(&level) {
            text.push(' ');
            text.push_str(&level);
        }
    }
    shopsite_content::read::nfc(&text)
}

/// A product's card, with its filter fields resolved.
pub fn card(content: &Content, base: &BaseUrl, p: &ProductFile) -> ProductView {
    let site = &content.site;
    let labels = &content.pages.products.labels;
    let filters = resolve(p, &content.repairs.brands);
    // Content writes 0 for a price the shop quotes on request.
    let rupees = p.price.rupees();
    let url = base.absolute_path(&product_path(&p.id));
    let texts = [("title", p.title.as_str()), ("link", url.as_str())];
    let search = search_text(p, &filters.category);
    let card_picture = pictures::photo(p)
        .and_then(|image| local_photo(content, image))
        .and_then(|local| pictures::card(local, base));
    ProductView {
        id: p.id.clone(),
        title: p.title.clone(),
        category: filters.category,
        r#type: filters.r#type,
        model: filters.model,
        price: format::price(rupees, &labels.price_on_request),
        in_stock: p.in_stock,
        stock: if p.in_stock {
            labels.in_stock.clone()
        } else {
            labels.out_of_stock.clone()
        },
        image: card_picture
            .as_ref()
            .map(|pic| pic.src.clone())
            .or_else(|| {
                pictures::photo(p)
                    .filter(|i| photos::is_link(i))
                    .map(str::to_owned)
            }),
        picture: card_picture,
        initials: format::initials(&p.title),
        badge: p.badge.clone(),
        highlights: p.highlights.iter().take(CARD_HIGHLIGHTS).cloned().collect(),
        search,
        enquire: whatsapp(
            site,
            &labels.enquire,
            &links::fill_all(&site.messages.product_enquiry, &texts),
        ),
        ask_price: whatsapp(
            site,
            &labels.ask_price,
            &links::fill_all(&site.messages.product_price, &texts),
        ),
        href: base.file(&product_path(&p.id)),
        rupees,
    }
}

/// How many other products a product's page links to.
pub const RELATED: usize = 4;

/// Every product's own page, in catalogue order.
pub struct ProductPages;

impl PageKind for ProductPages {
    fn stream<'a>(&'a self, site: &'a Site<'a>) -> Stream<'a> {
        let related = Related::new(&site.cards);
        let products = &site.content.products;
        Stream {
            count: products.len(),
            page: Box::new(move |i| {
                let related = related.of(i).map(|j| related_product(&site.cards[j]));
                Page::Product(page(site, &products[i], &site.cards[i], related.collect()))
            }),
        }
    }

    fn streamed_paths(&self, site: &Site<'_>) -> Vec<String> {
        site.content
            .products
            .iter()
            .map(|p| product_path(&p.id))
            .collect()
    }

    /// A card of its own, with its title and price, for each of the first
    /// [`PRODUCT_CARDS`] products without a photo.
    fn previews(&self, site: &Site<'_>, assets: &Assets) -> Vec<(String, OgImage)> {
        site.content
            .products
            .iter()
            .zip(&site.cards)
            .filter(|(p, _)| pictures::photo(p).is_none())
            .take(PRODUCT_CARDS)
            .map(|(p, card)| {
                let name = format!("{}-{}", Route::Product.name(), p.id);
                let image = OgImage::card(
                    site.content,
                    site.base,
                    assets,
                    &name,
                    &p.title,
                    Some(card.price.clone()),
                );
                (product_path(&p.id), image)
            })
            .collect()
    }
}

/// The page of `product`, whose card is `card`.
fn page(
    site: &Site<'_>,
    product: &ProductFile,
    card: &ProductView,
    related: Vec<RelatedProduct>,
) -> ProductPageView {
    let content = site.content;
    let labels = &content.pages.products.labels;
    let url = site.base.absolute_path(&product_path(&product.id));
    let description = product
        .description
        .as_deref()
        .map(shopsite_content::rules::paragraphs)
        .unwrap_or_default();
    let listing = listing(product, card, &description);
    ProductPageView {
        card: card.clone(),
        breadcrumb: breadcrumb(site, card),
        condition: condition(content, product.condition),
        photos: photos(content, site.base, product),
        photos_label: labels.photos.clone(),
        highlights: TextBlock {
            heading: labels.highlights.clone(),
            items: product.highlights.clone(),
        },
        description: TextBlock {
            heading: labels.about.clone(),
            items: description,
        },
        call: Link::new(
            &content.site.contact_bar.call,
            links::tel(&content.site.phone),
        ),
        repair: site.repair_links.for_model(&card.model),
        share: share(content, product, url),
        related: Block {
            section: Section {
                heading: labels.related.clone(),
                text: None,
            },
            items: related,
        },
        listing,
    }
}

/// Products › category › type › model, each a link to the list filtered
/// to it.
fn breadcrumb(site: &Site<'_>, card: &ProductView) -> Breadcrumb {
    let content = site.content;
    let list = site.base.href(Route::Products);
    let levels = [
        ("category", card.category.as_str()),
        ("type", card.r#type.as_str()),
        ("model", card.model.as_str()),
    ];
    let items = std::iter::once(Link::new(&content.site.nav.products, list.clone()))
        .chain((1..=levels.len()).map(|n| {
            let (_, name) = levels[n - 1];
            Link::new(name, format!("{list}{}", links::filter_query(&levels[..n])))
        }))
        .collect();
    Breadcrumb {
        label: content.pages.products.labels.breadcrumb.clone(),
        items,
    }
}

fn condition(content: &Content, condition: Condition) -> ConditionView {
    let labels = &content.pages.products.labels;
    ConditionView {
        condition,
        label: match condition {
            Condition::New => &labels.condition_new,
            Condition::Used => &labels.condition_used,
            Condition::Refurbished => &labels.condition_refurbished,
        }
        .clone(),
    }
}

/// The product's photos, the main one first. A photo of `content/photos/`
/// that the build has not encoded (in a test of the view data alone) is
/// left out.
fn photos(content: &Content, base: &BaseUrl, product: &ProductFile) -> Vec<ProductPhoto> {
    let labels = &content.pages.products.labels;
    let sources: Vec<(&String, Option<&SourcePhoto>)> = product
        .image
        .iter()
        .chain(&product.more_images)
        .map(|src| (src, local_photo(content, src)))
        .filter(|(src, local)| photos::is_link(src) || local.is_some_and(|l| l.encoded.is_some()))
        .collect();
    let count = sources.len();
    sources
        .into_iter()
        .enumerate()
        .map(|(i, (src, local))| {
            let picture = local.and_then(|l| pictures::page(l, base));
            let label = links::fill_all(
                &labels.photo_of,
                &[("n", &(i + 1).to_string()), ("count", &count.to_string())],
            );
            ProductPhoto {
                src: picture
                    .as_ref()
                    .map_or_else(|| src.clone(), |p| p.src.clone()),
                thumb: local
                    .filter(|_| count > 1)
                    .and_then(|l| pictures::thumb(l, base)),
                og: local
                    .filter(|_| i == 0)
                    .and_then(|l| pictures::og_url(l, base)),
                picture,
                alt: if count == 1 {
                    product.title.clone()
                } else {
                    format!("{} – {label}", product.title)
                },
                anchor: format!("photo-{}", i + 1),
                label,
            }
        })
        .collect()
}

/// Sharing the page: WhatsApp with the owner's message typed, and the
/// phone's share sheet.
fn share(content: &Content, product: &ProductFile, url: String) -> Share {
    let messages = &content.site.messages;
    let texts = [("title", product.title.as_str()), ("link", url.as_str())];
    let share_text = links::fill_all(&messages.product_share, &texts);
    // The share sheet is given the page's address on its own, and the app
    // shared to adds it to the words: so they are the message without it.
    let sheet_text = links::fill_all(
        &messages.product_share,
        &[("title", product.title.as_str()), ("link", "")],
    )
    .trim_end_matches(|c: char| c.is_whitespace() || ":-–—|·".contains(c))
    .to_owned();
    Share {
        label: content.pages.products.labels.share.clone(),
        href: links::whatsapp_share(&share_text),
        title: product.title.clone(),
        text: sheet_text,
        url,
    }
}

/// What search engines and link previews are told: the summary is the
/// first paragraph of the description, else the highlights, else where the
/// product sits in the catalogue.
fn listing(product: &ProductFile, card: &ProductView, description: &[String]) -> ProductListing {
    let summary = description
        .first()
        .cloned()
        .or_else(|| (!product.highlights.is_empty()).then(|| product.highlights.join(". ")))
        .unwrap_or_else(|| format!("{} › {} › {}", card.category, card.r#type, card.model));
    ProductListing {
        condition: product.condition,
        category: format!("{} > {}", card.category, card.r#type),
        summary,
    }
}

fn related_product(card: &ProductView) -> RelatedProduct {
    RelatedProduct {
        href: card.href.clone(),
        title: card.title.clone(),
        price: card.price.clone(),
        in_stock: card.in_stock,
        stock: card.stock.clone(),
        image: card.image.clone(),
        picture: card.picture.clone(),
        initials: card.initials.clone(),
    }
}

impl View for ProductPageView {
    fn describes_shop(&self) -> bool {
        false
    }

    fn path(&self) -> Option<String> {
        Some(product_path(&self.card.id))
    }

    fn heading(&self) -> &str {
        &self.card.title
    }

    /// `Galaxy A15 display – ₹2,499 | Shop`, and a description that says
    /// the price, the stock, the condition unless new, the product's own
    /// words and where the shop is, so that a search for the item, its
    /// price and the shop's area finds this page.
    fn head(&self, content: &Content) -> Head {
        let (site, card) = (&content.site, &self.card);
        let title = match card.rupees {
            Some(_) => format!("{} – {} | {}", card.title, card.price, site.name),
            None => format!("{} | {}", card.title, site.name),
        };
        let mut facts = vec![card.price.as_str(), card.stock.as_str()];
        if self.listing.condition != Condition::New {
            facts.push(&self.condition.label);
        }
        let place = format::place(site);
        let room = DESCRIPTION
            .saturating_sub(facts.join(" · ").chars().count() + place.chars().count() + 6);
        let summary = format::shorten(&self.listing.summary, room);
        facts.push(&summary);
        facts.push(&place);
        Head {
            title,
            description: facts
                .into_iter()
                .filter(|f| !f.is_empty())
                .collect::<Vec<_>>()
                .join(" · "),
        }
    }

    /// The product with its offer where Google allows, and the trail from
    /// the product list to it.
    fn jsonld<'a>(&'a self, _shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        let mut nodes = Vec::new();
        if let Some(product) = product_node(self, base) {
            nodes.push(GraphNode::Script(script_json(&product)));
        }
        nodes.push(GraphNode::Breadcrumb(trail(
            &self.breadcrumb,
            &self.card.title,
            base,
        )));
        nodes
    }

    /// Its first photo; else its own card; else (past [`PRODUCT_CARDS`])
    /// the card of the Products page.
    fn preview<'a>(&'a self, previews: &'a Previews) -> Option<Preview<'a>> {
        if let Some(photo) = self.photos.first() {
            return Some(Preview::Photo {
                url: photo.og.as_deref().unwrap_or(&photo.src),
                alt: &self.card.title,
                size: photo.og.as_ref().map(|_| pictures::OG),
            });
        }
        previews
            .own(&product_path(&self.card.id))
            .or_else(|| previews.route(Route::Products.name()))
    }

    /// The price when there is one, the stock and the condition, as
    /// Facebook and WhatsApp read them.
    fn og_product(&self) -> Option<minijinja::Value> {
        Some(context! {
            amount => self.card.rupees.map(|r| r.to_string()),
            currency => "INR",
            availability => if self.card.in_stock { "in stock" } else { "out of stock" },
            condition => match self.listing.condition {
                Condition::New => "new",
                Condition::Used => "used",
                Condition::Refurbished => "refurbished",
            },
            id => self.card.id.as_str(),
        })
    }

    fn pictures(&self) -> Vec<&str> {
        self.photos
            .iter()
            .map(|p| p.src.as_str())
            .chain(self.related.items.iter().filter_map(|r| r.image.as_deref()))
            .collect()
    }
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
    description: Cow<'a, str>,
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

/// The product with its offer, when Google's rules can be met: it has a
/// photo and a price (see the module's comment).
fn product_node<'a>(page: &'a ProductPageView, base: &BaseUrl) -> Option<ProductNode<'a>> {
    let card = &page.card;
    let rupees = card.rupees?;
    if page.photos.is_empty() {
        return None;
    }
    let url = &page.share.url;
    let description = if page.description.items.is_empty() {
        Cow::Borrowed(page.listing.summary.as_str())
    } else {
        Cow::Owned(page.description.items.join(" "))
    };
    Some(ProductNode {
        kind: "Product",
        id: format!("{url}#product"),
        name: &card.title,
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
        sku: &card.id,
        category: &page.listing.category,
        offers: Offer {
            kind: "Offer",
            url,
            price: rupees.to_string(),
            price_currency: "INR",
            availability: if card.in_stock {
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

/// Which products a product's page links to: up to [`RELATED`] others of the
/// same model, the nearest in the catalogue first, then of the same type.
struct Related {
    /// The products of each group, by position, in catalogue order: a
    /// group is a `(category, type, model)` or a `(category, type)`.
    groups: Vec<Vec<usize>>,
    /// Each product's model group and type group.
    of: Vec<[usize; 2]>,
}

impl Related {
    fn new(cards: &[ProductView]) -> Related {
        let mut ids: HashMap<(&str, &str, Option<&str>), usize> = HashMap::new();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut of = Vec::with_capacity(cards.len());
        for (i, c) in cards.iter().enumerate() {
            let keys = [
                (
                    c.category.as_str(),
                    c.r#type.as_str(),
                    Some(c.model.as_str()),
                ),
                (c.category.as_str(), c.r#type.as_str(), None),
            ];
            of.push(keys.map(|key| {
                let id = *ids.entry(key).or_insert_with(|| {
                    groups.push(Vec::new());
                    groups.len() - 1
                });
                groups[id].push(i);
                id
            }));
        }
        Related { groups, of }
    }

    /// The products related to product `i`, by position.
    fn of(&self, i: usize) -> impl Iterator<Item = usize> + use<> {
        let mut chosen = Vec::with_capacity(RELATED);
        for group in self.of[i] {
            for j in nearest(&self.groups[group], i) {
                if chosen.len() == RELATED {
                    break;
                }
                if !chosen.contains(&j) {
                    chosen.push(j);
                }
            }
        }
        chosen.into_iter()
    }
}

/// The others of `group` (positions in catalogue order, `i` among them) from
/// the nearest to `i` outwards, the one after it before the one before.
fn nearest(group: &[usize], i: usize) -> impl Iterator<Item = usize> + '_ {
    let at = group
        .binary_search(&i)
        .expect("a product is in its own group");
    let (mut after, mut before) = (at + 1, at);
    std::iter::from_fn(move || {
        let next = group.get(after).copied();
        let prev = before.checked_sub(1).map(|b| group[b]);
        match (next, prev) {
            (Some(n), Some(p)) if n - i <= i - p => {
                after += 1;
                Some(n)
            }
            (_, Some(p)) => {
                before -= 1;
                Some(p)
            }
            (Some(n), None) => {
                after += 1;
                Some(n)
            }
            (None, None) => None,
        }
    })
}
