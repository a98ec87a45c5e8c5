//! `products.yaml` (and `products/*.yaml`, `products.csv`): the catalogue.
//! Every rule for a product's fields, and for the catalogue as a list, is
//! here; the photos it names are checked in `photos.rs`.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::Check;
use crate::diagnostic::{Diagnostic, Rule, quote};
use crate::model::Product;
use crate::path::FieldPath;
use crate::photos;
use crate::read::yaml::Node;
use crate::rules::{self, CARD_HIGHLIGHTS, RESERVED_PRODUCT_IDS};
use crate::table::list;

/// The products come from several files (`products.yaml`, `products/*.yaml`,
/// `products.csv`); each is checked where it was written, and ids are unique
/// across all of them.
pub(super) fn check(c: &mut Check, products: &[Product]) {
    let files = c.files;
    let places = files.places(list::products);
    // Each product's own rules read it alone, so they run on every core,
    // each with its own checks; those join in the products' order.
    let placed: Vec<_> = products.iter().zip(places).collect();
    let each = crate::parallel::map_in_order(placed, |(p, (rel, item))| {
        let mut own = Check::new(files);
        product(&mut own, rel, item, p);
        own
    });
    for own in each {
        c.extend(own);
    }
    let told = same_products_in_two_files(c, products, places);
    c.unique(
        "product id",
        "every product id must be different; rename one of them",
        products
            .iter()
            .zip(places)
            .enumerate()
            .filter(|(i, _)| !told.contains(i))
            .map(|(_, (p, (rel, item)))| (rel.as_str(), item.key("id"), p.id.as_str())),
    );
}

/// The rules of one product, the one at `item` of the file `rel`.
fn product(c: &mut Check, rel: &str, item: &FieldPath, p: &Product) {
    c.slug_or(rel, &item.key("id"), &p.id, Some(&p.title));
    c.reserved(rel, &item.key("id"), p);
    if let Some(image) = &p.image
        && photos::is_link(image)
    {
        c.image_link(rel, &item.key("image"), image);
    }
    for (k, image) in p.more_images.iter().enumerate() {
        if photos::is_link(image) {
            c.image_link(rel, &item.key("more_images").index(k), image);
        }
    }
    if let Some(text) = &p.description
        && rules::paragraphs(text).is_empty()
    {
        c.error(
            rel,
            &item.key("description"),
            "the description is empty",
            "write a sentence or two about the item on the lines under `description: |`, or delete the `description` line",
        );
    }
    if p.highlights.len() > CARD_HIGHLIGHTS {
        let path = item.key("highlights");
        let d = c
            .at(
                rel,
                &path,
                Diagnostic::warning,
                format!(
                    "{} highlights, but a card shows only the first {CARD_HIGHLIGHTS}",
                    p.highlights.len()
                ),
            )
            .hint(format!(
                "put the {CARD_HIGHLIGHTS} most important first; the rest are not shown"
            ))
            .rule(Rule::CardHighlights);
        c.out.push(d);
    }
}

impl Check<'_> {
    /// A photo's link: `https://`, and to the photo, not to a page that
    /// shows it.
    fn image_link(&mut self, rel: &str, path: &FieldPath, url: &str) {
        self.https(rel, path, url);
        // An error, not a warning: the site would go live with a broken photo.
        if let Some(from) = photos::web_page_link(url) {
            let message = match from {
                photos::WEB_PAGE => {
                    "this link opens a web page, not a photo, so the site cannot show it".to_owned()
                }
                from => format!(
                    "this {from} link opens a web page that shows the photo, not the photo itself, so the site cannot show it"
                ),
            };
            let from = if from == photos::WEB_PAGE {
                "that page"
            } else {
                from
            };
            let d = self
                .at(rel, path, Diagnostic::error, message)
                .hint(format!(
                    "download the photo from {from}, put it in content/photos/ and write its name instead, e.g. `photos/{}`",
                    "my-photo.jpg"
                ));
            self.out.push(d);
        }
    }

    /// A product id that would give the product the address of one of the
    /// site's own folders under `/products/`.
    fn reserved(&mut self, rel: &str, path: &FieldPath, product: &Product) {
        let id = product.id.as_str();
        if !RESERVED_PRODUCT_IDS.contains(&id) {
            return;
        }
        let from_title = rules::slugify(&product.title);
        let hint = if rules::check_slug(&from_title).is_ok()
            && !RESERVED_PRODUCT_IDS.contains(&from_title.as_str())
        {
            format!("choose another id, e.g. `{from_title}`, made from the product's title")
        } else {
            "choose another id for this product".to_owned()
        };
        self.error(
            rel,
            path,
            format!(
                "{} cannot be a product id: the product's page would be `/products/{id}/`, an address the site uses for its own pages",
                quote(id)
            ),
            hint,
        );
    }
}

/// When two of the catalogue's files share more ids than this, they are
/// told once, as one problem, not id by id.
const SAME_PRODUCTS: usize = 3;

/// Products written in two files at once, as when the owner moves the
/// catalogue from `products.yaml` to a spreadsheet and keeps both: told
/// once for the two files, with which one to delete, instead of once per
/// product. Returns the indices of the products told so.
fn same_products_in_two_files(
    c: &mut Check,
    products: &[Product],
    places: &[(String, FieldPath)],
) -> BTreeSet<usize> {
    let mut files: Vec<&str> = places.iter().map(|(rel, _)| rel.as_str()).collect();
    files.dedup();
    let file_of: HashMap<&str, usize> = files.iter().enumerate().map(|(n, f)| (*f, n)).collect();
    let mut counts = vec![0; files.len()];
    // Each id's first product in each file, by file; and, for each two
    // files (in the files' order), the products they share: each of the
    // second's, in its order, with the first's of the same id. One pass,
    // not one per two files: 100 files of 1,000 products each took 4 s.
    let mut firsts: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
    let mut shared: BTreeMap<(usize, usize), Vec<(usize, usize)>> = BTreeMap::new();
    for (j, (product, (rel, _))) in products.iter().zip(places).enumerate() {
        let file = file_of[rel.as_str()];
        counts[file] += 1;
        let seen = firsts.entry(product.id.as_str()).or_default();
        for &(other, i) in seen.iter().filter(|(other, _)| *other < file) {
            shared.entry((other, file)).or_default().push((i, j));
        }
        if !seen.iter().any(|(other, _)| *other == file) {
            seen.push((file, j));
        }
    }
    let mut told = BTreeSet::new();
    for ((one, two), shared) in shared {
        if shared.len() <= SAME_PRODUCTS || shared.iter().any(|(_, j)| told.contains(j)) {
            continue;
        }
        let two_files = TwoFiles {
            first: files[one],
            second: files[two],
            ones: counts[one],
            twos: counts[two],
        };
        let d = two_files.diagnostic(c, products, places, &shared);
        c.out.push(d);
        told.extend(shared.iter().map(|(_, j)| *j));
    }
    told
}

/// Two of the catalogue's files, and how many products each holds.
struct TwoFiles<'a> {
    first: &'a str,
    second: &'a str,
    ones: usize,
    twos: usize,
}

impl TwoFiles<'_> {
    /// The products `shared` by both files (their indices in each), told
    /// at the first of them in the second file, with the same in the first.
    fn diagnostic(
        &self,
        c: &Check,
        products: &[Product],
        places: &[(String, FieldPath)],
        shared: &[(usize, usize)],
    ) -> Diagnostic {
        let name = |rel: &str| c.files.files[rel].source.name.clone();
        let (message, hint) = self.words(&name(self.first), &name(self.second), shared.len());
        let ids: Vec<String> = shared
            .iter()
            .take(3)
            .map(|(_, j)| quote(&products[*j].id))
            .collect();
        let ids = match shared.len().saturating_sub(ids.len()) {
            0 => crate::read::de::and_list(&ids),
            n => format!("{} and {n} more", ids.join(", ")),
        };
        let (i, j) = shared[0];
        let first_path = places[i].1.key("id");
        let first_span = c.files.files[self.first]
            .tree
            .as_ref()
            .and_then(|t| t.lookup(&first_path))
            .map(Node::head);
        let mut d = c
            .at(
                self.second,
                &places[j].1.key("id"),
                Diagnostic::error,
                String::new(),
            )
            .found(format!("the ids {ids}"))
            .hint(hint);
        d.message = message;
        if let Some(span) = first_span {
            d = d.related(&name(self.first), span, "also here");
        }
        d
    }

    /// What to say when `count` products are in both `a` and `b`, and
    /// which file to delete: the one whose products the other holds all of.
    fn words(&self, a: &str, b: &str, count: usize) -> (String, String) {
        let (ones, twos) = (self.ones, self.twos);
        if count == ones && count == twos {
            let now = if b.ends_with(".csv") {
                format!("you now keep the catalogue in the spreadsheet, {b}")
            } else {
                format!("{b} is now where you keep them")
            };
            (
                format!("the same {count} products are in both {a} and {b}"),
                format!("keep them in one file: if {now}, delete {a}; if not, delete {b}"),
            )
        } else if count == twos {
            (
                format!("all {count} products of {b} are also in {a}"),
                format!(
                    "{a} holds all of them and {} more: delete {b}",
                    ones - count
                ),
            )
        } else if count == ones {
            (
                format!("all {count} products of {a} are also in {b}"),
                format!(
                    "{b} holds all of them and {} more: delete {a}",
                    twos - count
                ),
            )
        } else {
            (
                format!("{count} products are in both {a} and {b}"),
                "each product belongs in one file: delete these products from one of them"
                    .to_owned(),
            )
        }
    }
}
