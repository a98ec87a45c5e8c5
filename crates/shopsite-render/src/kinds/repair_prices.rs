//! The repair price list → view data (docs/behaviour.md#repair-prices): the
//! finder on /repairs, each brand's models and prices for it to fetch, and
//! a page for each brand and each phone model.
//!
//! The list is grouped once, brand by brand (in the order of `repairs.yaml`,
//! then any the list adds) and model by model (in the order the list first
//! names them); every price label, address and WhatsApp text is made here.
//! Without a price list there is nothing to group: no finder, no file and
//! no page, so the site is exactly what it was.
//!
//! In the JSON-LD, a phone model's page has the repair as a `Service` the
//! shop provides, with an `OfferCatalog` of an `Offer` per issue: its
//! `price` in INR, a `PriceSpecification` from `minPrice` to `maxPrice` for
//! a range, and no price at all for one on request; a brand's page lists
//! its models' pages as an `ItemList`. Both have their `BreadcrumbList`.

use serde::Serialize;
use serde_json::{Value, json};
use shopsite_content::Content;
use shopsite_content::model::ProcessStep;
use shopsite_content::model::{Price, PriceLabels, RepairPrice, Section, Stat};
use shopsite_content::rules::repair_slug;
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::jsonld::{GraphNode, ListItem, ListNode, absolute, shop_id, trail};
use crate::kinds::Shell;
use crate::kinds::{Head, Page, PageKind, Route, Site, Stream, View};
use crate::manifest::Assets;
use crate::og::{OgImage, Preview, Previews, REPAIR_MODEL_CARDS};
use crate::out::{OutFile, json};
use crate::view::{
    Block, Breadcrumb, Link, repair_brand_data, repair_brand_path, repair_model_path,
};
use crate::{format, links};

/// "Find your repair price" on /repairs (docs/behaviour.md#repair-prices):
/// a chip per brand, each a link to the brand's page; the prices of a
/// brand's models are fetched only when the visitor picks it. (The box
/// above the chips that finds a model of any brand is `repair_search`'s.)
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

/// A page for each brand of the price list, and for each of its models.
pub struct RepairPrices;

impl PageKind for RepairPrices {
    fn stream<'a>(&'a self, site: &'a Site<'a>) -> Stream<'a> {
        let pages = pages(site.content, site.base);
        Stream {
            count: pages.len(),
            page: Box::new(move |i| pages[i].clone()),
        }
    }

    fn streamed_paths(&self, site: &Site<'_>) -> Vec<String> {
        paths(site.content)
    }

    fn data_files(&self, site: &Site<'_>) -> Vec<OutFile> {
        data_files(site.content, site.base)
    }

    /// A card for each brand, and for each of the first
    /// [`REPAIR_MODEL_CARDS`] models, with its least price; the others
    /// share their brand's.
    fn previews(&self, site: &Site<'_>, assets: &Assets) -> Vec<(String, OgImage)> {
        let mut models = 0;
        let mut out = Vec::new();
        for page in cards(site.content, site.base) {
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
            let image = OgImage::card(
                site.content,
                site.base,
                assets,
                &name,
                &page.heading,
                detail,
            );
            out.push((page.path, image));
        }
        out
    }
}

/// A brand of the list, with its models.
pub(super) struct Brand<'a> {
    pub name: &'a str,
    pub slug: String,
    pub models: Vec<Model<'a>>,
}

/// A model of the list, with its rows in list order.
pub(super) struct Model<'a> {
    pub name: &'a str,
    pub slug: String,
    rows: Vec<&'a RepairPrice>,
}

/// The list grouped by brand and model. The checks have made sure that one
/// address is one name, so the addresses group the rows.
pub(super) fn grouped(content: &Content) -> Vec<Brand<'_>> {
    let mut brands: Vec<Brand<'_>> = Vec::new();
    // A model's rows come one after another: each name is slugged once for
    // its run of rows, not once a row (5,000 rows spent 10,000 slugs on
    // 510 names, several times a build).
    let mut brand_slug = Slugs::default();
    let mut model_slug = Slugs::default();
    for row in &content.repair_prices {
        let slug = brand_slug.of(&row.brand);
        let at = match brands.iter().position(|b| b.slug == slug) {
            Some(at) => at,
            None => {
                brands.push(Brand {
                    name: row.brand.trim(),
                    slug,
                    models: Vec::new(),
                });
                brands.len() - 1
            }
        };
        let models = &mut brands[at].models;
        let slug = model_slug.of(&row.model);
        match models.iter_mut().find(|m| m.slug == slug) {
            Some(model) => model.rows.push(row),
            None => models.push(Model {
                name: row.model.trim(),
                slug,
                rows: vec![row],
            }),
        }
    }
    // The brands `repairs.yaml` lists come in its order; the others after.
    let known = &content.repairs.brands;
    brands.sort_by_key(|b| {
        known
            .iter()
            .position(|k| repair_slug(k) == b.slug)
            .unwrap_or(known.len())
    });
    brands
}

/// The slug of the last name asked for, kept for the next row.
#[derive(Default)]
struct Slugs<'a> {
    last: Option<(&'a str, String)>,
}

impl<'a> Slugs<'a> {
    fn of(&mut self, name: &'a str) -> String {
        match &self.last {
            Some((last, slug)) if *last == name => slug.clone(),
            _ => {
                let slug = repair_slug(name);
                self.last = Some((name, slug.clone()));
                slug
            }
        }
    }
}

/// `₹2,499`, `₹1,499–₹1,999`, or the owner's words for a price on request.
pub fn price_label(price: Price, ask: &str) -> String {
    match price {
        Price::OnRequest => ask.to_owned(),
        Price::Fixed(n) => format::rupees(n),
        Price::Range { low, high } => {
            format!("{}–{}", format::rupees(low), format::rupees(high))
        }
    }
}

/// Fills a template and tidies the spaces a left-out value leaves.
fn text(template: &str, values: &[(&str, &str)]) -> String {
    let filled = links::fill_all(template, values);
    let mut out = filled.split_whitespace().collect::<Vec<_>>().join(" ");
    for mark in ['?', '.', ',', '!', ':', ';', ')'] {
        out = out.replace(&format!(" {mark}"), &mark.to_string());
    }
    out
}

/// What the owner's words say, brand and model by brand and model.
pub(super) struct Words<'a> {
    content: &'a Content,
    pub base: &'a BaseUrl,
    pub labels: &'a PriceLabels,
}

impl<'a> Words<'a> {
    pub fn new(content: &'a Content, base: &'a BaseUrl) -> Words<'a> {
        Words {
            content,
            base,
            labels: &content.pages.repairs.prices,
        }
    }

    fn whatsapp(&self, label: &str, text: &str) -> Link {
        Link::new(label, links::whatsapp(&self.content.site.whatsapp, text))
    }

    fn not_listed(&self, brand: &str, model: &str) -> Link {
        let m = &self.content.site.messages;
        self.whatsapp(
            &self.labels.not_listed,
            &text(&m.repair_not_listed, &[("brand", brand), ("model", model)]),
        )
    }

    fn rows(&self, brand: &Brand<'_>, model: &Model<'_>) -> Vec<RepairRow> {
        let m = &self.content.site.messages;
        let url = self
            .base
            .absolute_path(&repair_model_path(&brand.slug, &model.slug));
        model
            .rows
            .iter()
            .map(|row| {
                let price = price_label(row.price, &self.labels.ask_for_price);
                let book = links::fill_all(
                    &m.repair_booking,
                    &[
                        ("brand", brand.name),
                        ("model", model.name),
                        ("issue", row.issue.trim()),
                        ("price", &price),
                        ("time", row.time.trim()),
                        ("link", &url),
                    ],
                );
                RepairRow {
                    issue: row.issue.trim().to_owned(),
                    price,
                    time: row.time.trim().to_owned(),
                    note: row.note.as_ref().map(|n| n.trim().to_owned()),
                    book: self.whatsapp(&self.labels.book, &book),
                }
            })
            .collect()
    }

    /// `from ₹699`, when any repair of the model has a price.
    pub fn from(&self, model: &Model<'_>) -> Option<String> {
        let least = model.rows.iter().filter_map(|r| r.price.low()).min()?;
        Some(links::fill(
            &self.labels.from,
            "price",
            &format::rupees(least),
        ))
    }

    fn crumb(&self, label: &str, path: &str) -> Link {
        Link {
            label: label.to_owned(),
            href: self.base.file(path),
        }
    }

    /// `Shop name, Locality`: where the shop is, for descriptions.
    fn place(&self) -> String {
        format::place(&self.content.site)
    }
}

/// The finder on /repairs, when the shop has a price list.
pub fn finder(content: &Content, base: &BaseUrl) -> Option<RepairFinder> {
    let brands = grouped(content);
    if brands.is_empty() {
        return None;
    }
    Some(RepairFinder {
        labels: content.pages.repairs.prices.clone(),
        brands: brands
            .iter()
            .map(|b| RepairBrandLink {
                name: b.name.to_owned(),
                slug: b.slug.clone(),
                href: base.file(&repair_brand_path(&b.slug)),
                data: base.file(&repair_brand_data(&b.slug)),
            })
            .collect(),
    })
}

/// Each brand's `data/repairs/<brand>.json`, which the finder fetches.
pub fn data_files(content: &Content, base: &BaseUrl) -> Vec<OutFile> {
    let words = Words::new(content, base);
    grouped(content)
        .iter()
        .map(|brand| {
            let typed = text(
                &content.site.messages.repair_not_listed,
                &[("brand", brand.name), ("model", "{model}")],
            );
            let data = RepairBrandData {
                brand: brand.name.to_owned(),
                models: brand
                    .models
                    .iter()
                    .map(|model| RepairModelPrices {
                        name: model.name.to_owned(),
                        slug: model.slug.clone(),
                        href: base.file(&repair_model_path(&brand.slug, &model.slug)),
                        repairs: words.rows(brand, model),
                        not_listed: words.not_listed(brand.name, model.name),
                    })
                    .collect(),
                not_listed: words.not_listed(brand.name, ""),
                not_listed_typed: links::whatsapp(&content.site.whatsapp, &typed),
            };
            OutFile::new(repair_brand_data(&brand.slug), json(&data))
        })
        .collect()
}

/// The address of every repair price page: each brand's, then each of its
/// models'.
pub fn paths(content: &Content) -> Vec<String> {
    let mut paths = Vec::new();
    for brand in grouped(content) {
        paths.push(repair_brand_path(&brand.slug));
        for model in &brand.models {
            paths.push(repair_model_path(&brand.slug, &model.slug));
        }
    }
    paths
}

/// What a repair price page's link-preview card shows: its address, its
/// heading and, for a model, its least price. Made without the pages.
struct PreviewCard {
    pub path: String,
    pub heading: String,
    /// `from ₹699`; `None` for a brand.
    pub from: Option<String>,
    /// A model's card, not a brand's.
    pub model: bool,
}

/// The cards of every repair price page, in the order of [`pages`].
fn cards(content: &Content, base: &BaseUrl) -> Vec<PreviewCard> {
    let words = Words::new(content, base);
    let labels = words.labels;
    let mut out = Vec::new();
    for brand in grouped(content) {
        out.push(PreviewCard {
            path: repair_brand_path(&brand.slug),
            heading: links::fill(&labels.brand_heading, "brand", brand.name),
            from: None,
            model: false,
        });
        for model in &brand.models {
            out.push(PreviewCard {
                path: repair_model_path(&brand.slug, &model.slug),
                heading: links::fill_all(
                    &labels.model_heading,
                    &[("brand", brand.name), ("model", model.name)],
                ),
                from: words.from(model),
                model: true,
            });
        }
    }
    out
}

/// Every repair price page: each brand's, followed by its models'.
pub fn pages(content: &Content, base: &BaseUrl) -> Vec<Page> {
    let words = Words::new(content, base);
    let mut out = Vec::new();
    for brand in grouped(content) {
        out.push(Page::RepairBrand(brand_page(&words, &brand)));
        for model in &brand.models {
            out.push(Page::RepairModel(model_page(&words, &brand, model)));
        }
    }
    out
}

/// Repairs, the first step of each page's breadcrumb.
fn to_repairs(words: &Words<'_>) -> Link {
    words.crumb(
        &words.labels.repairs,
        Route::Repairs.path().unwrap_or_default(),
    )
}

/// A brand's page: its models, as links.
fn brand_page(words: &Words<'_>, brand: &Brand<'_>) -> RepairBrandPageView {
    let labels = words.labels;
    let heading = links::fill(&labels.brand_heading, "brand", brand.name);
    let names: Vec<&str> = brand.models.iter().map(|m| m.name).collect();
    let description = format!(
        "{} {} · {}",
        labels.brand_text,
        format::shorten(&names.join(", "), 90),
        words.place()
    );
    RepairBrandPageView {
        brand: brand.name.to_owned(),
        slug: brand.slug.clone(),
        heading: heading.clone(),
        text: labels.brand_text.clone(),
        breadcrumb: Breadcrumb {
            label: labels.breadcrumb.clone(),
            items: vec![to_repairs(words)],
        },
        models: brand
            .models
            .iter()
            .map(|m| RepairModelLink {
                name: m.name.to_owned(),
                href: words.base.file(&repair_model_path(&brand.slug, &m.slug)),
                from: words.from(m),
            })
            .collect(),
        not_listed: words.not_listed(brand.name, ""),
        listing: RepairListing {
            title: heading,
            description,
            offers: Vec::new(),
            from: None,
        },
    }
}

/// A phone model's page: every repair's price, time and booking link, and
/// the shop's promises.
fn model_page(words: &Words<'_>, brand: &Brand<'_>, model: &Model<'_>) -> RepairModelPageView {
    let labels = words.labels;
    let repairs = &words.content.repairs;
    let page = &words.content.pages.repairs;
    let heading = links::fill_all(
        &labels.model_heading,
        &[("brand", brand.name), ("model", model.name)],
    );
    let rows = words.rows(brand, model);
    let from = words.from(model);
    RepairModelPageView {
        brand: brand.name.to_owned(),
        brand_slug: brand.slug.clone(),
        model: model.name.to_owned(),
        slug: model.slug.clone(),
        heading: heading.clone(),
        text: labels.model_text.clone(),
        breadcrumb: Breadcrumb {
            label: labels.breadcrumb.clone(),
            items: vec![
                to_repairs(words),
                words.crumb(brand.name, &repair_brand_path(&brand.slug)),
            ],
        },
        listing: model_listing(words, model, &rows, heading, from),
        repairs: rows,
        not_listed: words.not_listed(brand.name, model.name),
        stats: vec![
            Stat {
                value: repairs.warranty.clone(),
                label: page.warranty_label.clone(),
            },
            Stat {
                value: repairs.turnaround.clone(),
                label: page.turnaround_label.clone(),
            },
        ],
        process: Block {
            section: Section {
                heading: page.process.heading.clone(),
                text: page.process.text.clone(),
            },
            items: repairs.process.clone(),
        },
    }
}

/// What search engines are told of a model's page: its least price in the
/// title, each repair with its price and time in the description.
fn model_listing(
    words: &Words<'_>,
    model: &Model<'_>,
    rows: &[RepairRow],
    heading: String,
    from: Option<String>,
) -> RepairListing {
    let facts: Vec<String> = rows
        .iter()
        .map(|r| format!("{} {} ({})", r.issue, r.price, r.time))
        .collect();
    let description = format!(
        "{} · {}",
        format::shorten(&facts.join(" · "), 120),
        words.place()
    );
    RepairListing {
        title: match &from {
            Some(from) => format!("{heading} – {from}"),
            None => heading,
        },
        description,
        offers: model
            .rows
            .iter()
            .map(|r| (r.issue.trim().to_owned(), r.price))
            .collect(),
        from,
    }
}

/// A repair price page's title and description, made with its prices.
fn head(content: &Content, listing: &RepairListing) -> Head {
    Head {
        title: format!("{} | {}", listing.title, content.site.name),
        description: format::shorten(&listing.description, crate::kinds::DESCRIPTION),
    }
}

impl View for RepairBrandPageView {
    fn path(&self) -> Option<String> {
        Some(repair_brand_path(&self.slug))
    }

    fn heading(&self) -> &str {
        &self.heading
    }

    fn head(&self, content: &Content) -> Head {
        head(content, &self.listing)
    }

    fn jsonld<'a>(&'a self, _shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        vec![
            GraphNode::ItemList(repair_models(self, base)),
            GraphNode::Breadcrumb(trail(&self.breadcrumb, &self.brand, base)),
        ]
    }

    fn preview<'a>(&'a self, previews: &'a Previews) -> Option<Preview<'a>> {
        previews.own(&repair_brand_path(&self.slug))
    }
}

impl View for RepairModelPageView {
    fn describes_shop(&self) -> bool {
        false
    }

    fn path(&self) -> Option<String> {
        Some(repair_model_path(&self.brand_slug, &self.slug))
    }

    fn heading(&self) -> &str {
        &self.heading
    }

    fn head(&self, content: &Content) -> Head {
        head(content, &self.listing)
    }

    fn jsonld<'a>(&'a self, _shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        vec![
            GraphNode::Value(repair_service(self, base)),
            GraphNode::Breadcrumb(trail(&self.breadcrumb, &self.model, base)),
        ]
    }

    /// Its own card, with its least price; past [`REPAIR_MODEL_CARDS`],
    /// its brand's.
    fn preview<'a>(&'a self, previews: &'a Previews) -> Option<Preview<'a>> {
        previews
            .own(&repair_model_path(&self.brand_slug, &self.slug))
            .or_else(|| previews.own(&repair_brand_path(&self.brand_slug)))
    }
}

/// A brand's models, as links to their pages.
fn repair_models<'a>(page: &'a RepairBrandPageView, base: &BaseUrl) -> ListNode<ListItem<'a>> {
    ListNode {
        kind: "ItemList",
        number_of_items: Some(page.models.len()),
        items: page
            .models
            .iter()
            .enumerate()
            .map(|(i, m)| ListItem {
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
    let url = base.absolute_path(&repair_model_path(&page.brand_slug, &page.slug));
    let offers: Vec<Value> = page
        .listing
        .offers
        .iter()
        .map(|(issue, price)| offer(page, issue, *price))
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

/// One repair's offer: a price, a range, or none for a price on request.
fn offer(page: &RepairModelPageView, issue: &str, price: Price) -> Value {
    let mut offer = json!({
        "@type": "Offer",
        "name": issue,
        "itemOffered": {
            "@type": "Service",
            "name": format!("{} {} – {issue}", page.brand, page.model),
        },
    });
    match price {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_are_rupees_a_range_or_the_owners_words() {
        assert_eq!(price_label(Price::Fixed(2499), "Ask"), "₹2,499");
        assert_eq!(
            price_label(
                Price::Range {
                    low: 1499,
                    high: 1999
                },
                "Ask"
            ),
            "₹1,499–₹1,999"
        );
        assert_eq!(
            price_label(Price::OnRequest, "Ask for price"),
            "Ask for price"
        );
    }

    #[test]
    fn a_left_out_model_leaves_no_double_space() {
        assert_eq!(
            text(
                "Repair price for {brand} {model}?",
                &[("brand", "Samsung"), ("model", "")]
            ),
            "Repair price for Samsung?"
        );
    }
}
