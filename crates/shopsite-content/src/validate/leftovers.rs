//! What is still the example shop's: the one `shopsite new` writes for a
//! new owner ([`crate::example`]). Found by value, never by a comment (an
//! editor or a CMS drops comments when it saves), in four kinds:
//!
//! - the example shop's name, in any text of any file;
//! - a value that describes the shop (its tagline, description, numbers,
//!   address, position, links, big numbers on Home, the About and 404
//!   texts), left as the example wrote it; a text the address is put into
//!   is compared once the owner's address is in both;
//! - a product, course or video whose id and title are both the example's
//!   (an owner who really sells the same item gives it an id of their own),
//!   and a repair price whose brand, model, issue and price all are.
//!
//! UI labels, WhatsApp texts and opening hours never count: a shop keeps
//! "Call now" and its hours may well be the example's. Building and
//! previewing tell all of it as one warning, so a new shop still previews;
//! publishing tells each kind as an error with the place of each.

use std::collections::{BTreeMap, HashSet};

use super::Check;
use crate::diagnostic::{Diagnostic, Label, Rule};
use crate::example::Example;
use crate::path::FieldPath;
use crate::read::yaml::{Node, NodeKind};
use crate::table::{Partial, list, rel};

/// The values that describe the shop, by file and keys. A `[]` key is
/// each item of the list, matched with any of the example's items.
const DESCRIBING: &[(&str, &[&str])] = &[
    (rel::site, &["tagline"]),
    (rel::site, &["description"]),
    (rel::site, &["address", "street"]),
    (rel::site, &["address", "area"]),
    (rel::site, &["address", "locality"]),
    (rel::site, &["address", "city"]),
    (rel::site, &["address", "postal_code"]),
    (rel::site, &["maps_url"]),
    (rel::site, &["video_channel"]),
    (rel::site, &["review_link"]),
    (rel::pages::home, &["stats", "[]"]),
    (rel::pages::about, &["meta", "description"]),
    (rel::pages::about, &["hero", "heading"]),
    (rel::pages::about, &["hero", "text"]),
    (rel::pages::not_found, &["meta", "description"]),
];

/// The kinds of leftover, in the order they are told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Name,
    Describing,
    Product,
    Course,
    Video,
    RepairPrice,
}

/// One leftover: where it is, and what to call it there.
struct Found {
    kind: Kind,
    rel: String,
    path: FieldPath,
    label: String,
}

/// The leftovers of the example in what `c` read: one warning for the
/// report (none when nothing is left), and the errors publishing tells.
pub(super) fn check(
    c: &Check,
    content: &Partial,
    example: &Example,
) -> (Option<Diagnostic>, Vec<Diagnostic>) {
    let mut found = names(c, example);
    describing(c, content, example, &mut found);
    items(c, content, example, &mut found);
    if found.is_empty() {
        return (None, Vec::new());
    }
    let totals = Totals::of(content);
    let mut kinds: BTreeMap<Kind, Vec<&Found>> = BTreeMap::new();
    for f in &found {
        kinds.entry(f.kind).or_default().push(f);
    }
    let name = &example.content.site.name;
    let errors: Vec<Diagnostic> = kinds
        .iter()
        .map(|(&kind, all)| {
            let mut message = kind.message(all.len(), &totals, name);
            if kind == Kind::Describing {
                message += &format!(": {}", describing_names(all));
            }
            group(placed(c, all, name), message, kind.hint())
        })
        .collect();
    let parts: Vec<String> = kinds
        .iter()
        .map(|(&kind, all)| kind.part(all.len(), &totals))
        .collect();
    let first = errors[0].clone();
    let warning = Diagnostic {
        severity: crate::diagnostic::Severity::Warning,
        related: Vec::new(),
        ..first
    }
    .rule(Rule::Example)
    .hint(
        "make each your shop's own: `shopsite check --for-publishing` lists each with its line, and the site is not published until none is left",
    );
    let warning = Diagnostic {
        message: format!(
            "the site is still the example shop in {}: {}",
            count(found.len(), "place", "places"),
            and_list(&parts)
        ),
        ..warning
    };
    (Some(warning), errors)
}

/// How many of each the owner has, for "11 of your 14 products".
struct Totals {
    products: usize,
    courses: usize,
    videos: usize,
    repair_prices: usize,
}

impl Totals {
    fn of(content: &Partial) -> Totals {
        Totals {
            products: content.products.as_ref().map_or(0, Vec::len),
            courses: content.courses.as_ref().map_or(0, Vec::len),
            videos: content
                .playlists
                .as_ref()
                .map_or(0, |p| p.iter().map(|p| p.videos.len()).sum()),
            repair_prices: content.repair_prices.as_ref().map_or(0, Vec::len),
        }
    }
}

impl Kind {
    /// The error of a kind found `n` times.
    fn message(self, n: usize, totals: &Totals, name: &str) -> String {
        let of = |total: usize, one: &str, many: &str| {
            let noun = if total == 1 { one } else { many };
            let verb = if n == 1 { "is" } else { "are" };
            format!("{n} of your {total} {noun} {verb} the example shop's")
        };
        match self {
            Kind::Name => format!(
                "the example shop's name `{name}` is still in {}",
                count(n, "text", "texts")
            ),
            Kind::Describing => format!(
                "{} that describe{} the shop {} still the example's",
                count(n, "value", "values"),
                if n == 1 { "s" } else { "" },
                if n == 1 { "is" } else { "are" }
            ),
            Kind::Product => of(totals.products, "product", "products"),
            Kind::Course => of(totals.courses, "course", "courses"),
            Kind::Video => of(totals.videos, "video", "videos"),
            Kind::RepairPrice => of(totals.repair_prices, "repair price", "repair prices"),
        }
    }

    /// The kind as a part of the one warning: "its name in 3 texts".
    fn part(self, n: usize, totals: &Totals) -> String {
        let of = |total: usize, noun: &str| format!("{n} of {total} {noun}");
        match self {
            Kind::Name => format!("its name in {}", count(n, "text", "texts")),
            Kind::Describing => count(
                n,
                "value that describes the shop",
                "values that describe the shop",
            ),
            Kind::Product => of(totals.products, "products"),
            Kind::Course => of(totals.courses, "courses"),
            Kind::Video => of(totals.videos, "videos"),
            Kind::RepairPrice => of(totals.repair_prices, "repair prices"),
        }
    }

    fn hint(self) -> &'static str {
        match self {
            Kind::Name => "write your shop's own name in each",
            Kind::Describing => {
                "write your shop's own in each: its numbers, address, position and words"
            }
            Kind::Product | Kind::Course | Kind::Video => {
                "delete the example's; one you really have stays once its `id` is your own"
            }
            Kind::RepairPrice => "delete the example's rows, or write your own prices in them",
        }
    }
}

/// Where each of `all` is, in the order of the report: `site.yaml` first,
/// then by file and place. A name is pointed at in its text.
fn placed(c: &Check, all: &[&Found], name: &str) -> Vec<(Diagnostic, String)> {
    let mut placed: Vec<(bool, &str, Diagnostic, String)> = all
        .iter()
        .map(|f| {
            let d = c.at(&f.rel, &f.path, Diagnostic::error, String::new());
            let d = match f.kind {
                Kind::Name => c.narrow(d, &f.rel, &f.path, name),
                _ => d,
            };
            (f.rel != rel::site, f.rel.as_str(), d, f.label.clone())
        })
        .collect();
    placed.sort_by_key(|(other, rel, d, _)| (*other, *rel, d.span.as_ref().map(|s| s.start)));
    placed
        .into_iter()
        .map(|(_, _, d, label)| (d, label))
        .collect()
}

/// One error for a kind: at the first, with the others as places of their own.
fn group(mut placed: Vec<(Diagnostic, String)>, message: String, hint: &str) -> Diagnostic {
    let (first, _) = placed.remove(0);
    let related = placed
        .into_iter()
        .filter_map(|(d, label)| {
            Some(Label {
                file: d.file,
                span: d.span?,
                message: label,
            })
        })
        .collect();
    Diagnostic {
        message,
        related,
        ..first.hint(hint)
    }
}

/// What the values that describe the shop are, each name once: "tagline,
/// address, Home's stats".
fn describing_names(all: &[&Found]) -> String {
    let mut names: Vec<String> = Vec::new();
    for f in all {
        let top = f.path.for_people().to_string();
        let top = top.split(['.', '[']).next().unwrap_or_default().to_owned();
        let name = match f
            .rel
            .strip_prefix("pages/")
            .and_then(|r| r.strip_suffix(".yaml"))
        {
            Some(page) => format!("{}'s {top}", page_name(page)),
            None => top,
        };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names.join(", ")
}

/// A page's name for people, from its file: `not_found` is "the 404 page".
fn page_name(page: &str) -> String {
    match page {
        "not_found" => "the 404 page".to_owned(),
        page => {
            let mut chars = page.chars();
            chars
                .next()
                .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
        }
    }
}

/// Every text of every file that names the example shop.
fn names(c: &Check, example: &Example) -> Vec<Found> {
    let name = example.content.site.name.as_str();
    let mut found = Vec::new();
    for (rel, parsed) in &c.files.files {
        let Some(tree) = &parsed.tree else { continue };
        found.extend(holding(tree, name).into_iter().map(|path| Found {
            kind: Kind::Name,
            rel: rel.clone(),
            label: parsed.source.path_for_people(&path),
            path,
        }));
    }
    found
}

/// The paths of the texts of `tree` that hold `part`, in order, found by
/// the walk the lost ₹ is found by.
pub(crate) fn holding(tree: &Node, part: &str) -> Vec<FieldPath> {
    let mut found = Vec::new();
    super::rupee::walk(tree, &FieldPath::root, &mut found, &|text| text.find(part));
    found.into_iter().map(|(path, _)| path).collect()
}

/// The values that describe the shop and are still the example's, less
/// those told already for naming it.
fn describing(c: &Check, content: &Partial, example: &Example, found: &mut Vec<Found>) {
    let address = crate::place::address(c.files).unwrap_or_default();
    let told: HashSet<(String, FieldPath)> = found
        .iter()
        .map(|f| (f.rel.clone(), f.path.clone()))
        .collect();
    let mut push = |rel: &str, path: FieldPath| {
        if !told.contains(&(rel.to_owned(), path.clone())) {
            let label = c.files.files[rel].source.path_for_people(&path);
            found.push(Found {
                kind: Kind::Describing,
                rel: rel.to_owned(),
                path,
                label,
            });
        }
    };
    if let Some(site) = &content.site {
        let theirs = &example.content.site;
        let numbers = [theirs.phone.digits(), theirs.whatsapp.digits()];
        for (key, number) in [("phone", &site.phone), ("whatsapp", &site.whatsapp)] {
            if numbers.contains(&number.digits()) && !c.stood_in(rel::site, &FieldPath::of(key)) {
                push(rel::site, FieldPath::of(key));
            }
        }
        let (a, b) = (site.geo, theirs.geo);
        if (a.lat - b.lat).abs() < 1e-6 && (a.lng - b.lng).abs() < 1e-6 {
            push(rel::site, FieldPath::of("geo"));
        }
    }
    for &(rel, keys) in DESCRIBING {
        let (Some(mine), Some(theirs)) = (
            c.files.files.get(rel).and_then(|f| f.tree.as_ref()),
            example.files.files.get(rel).and_then(|f| f.tree.as_ref()),
        ) else {
            continue;
        };
        let same = |a: &Node, b: &Node| same(a, b, &address);
        match keys {
            [list @ .., "[]"] => {
                let path = keys_path(list);
                let (Some(NodeKind::Seq(mine)), Some(NodeKind::Seq(theirs))) = (
                    mine.lookup(&path).map(|n| &n.kind),
                    theirs.lookup(&path).map(|n| &n.kind),
                ) else {
                    continue;
                };
                for (i, item) in mine.iter().enumerate() {
                    if theirs.iter().any(|t| same(item, t)) {
                        push(rel, path.index(i));
                    }
                }
            }
            keys => {
                let path = keys_path(keys);
                if let (Some(a), Some(b)) = (mine.lookup(&path), theirs.lookup(&path))
                    && !a.is_null()
                    && same(a, b)
                {
                    push(rel, path);
                }
            }
        }
    }
}

fn keys_path(keys: &[&str]) -> FieldPath {
    keys.iter()
        .fold(FieldPath::root(), |path, &key| path.key(key))
}

/// Whether the owner's value `mine` is the example's `theirs`: a text once
/// the owner's address is put into the example's, however its lines were
/// wrapped; a list or group item by item.
fn same(mine: &Node, theirs: &Node, address: &BTreeMap<&str, String>) -> bool {
    match (&mine.kind, &theirs.kind) {
        (NodeKind::Scalar { value: a, .. }, NodeKind::Scalar { value: b, .. }) => {
            let (b, _) = crate::place::fill(b, address);
            a.split_whitespace().eq(b.split_whitespace())
        }
        (NodeKind::Seq(a), NodeKind::Seq(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b, address))
        }
        (NodeKind::Map(a), NodeKind::Map(b)) => {
            a.len() == b.len()
                && b.iter().all(|(key, b)| {
                    a.iter()
                        .find(|(k, _)| k.name == key.name)
                        .is_some_and(|(_, a)| same(a, b, address))
                })
        }
        _ => false,
    }
}

/// The products, courses and videos whose id and title are both the
/// example's, and the repair prices that are the example's in every part.
fn items(c: &Check, content: &Partial, example: &Example, found: &mut Vec<Found>) {
    let theirs = &example.content;
    let mut push = |kind: Kind, (rel, path): (&String, FieldPath), label: &str| {
        found.push(Found {
            kind,
            rel: rel.clone(),
            path,
            label: format!("`{label}`"),
        });
    };
    if let Some(products) = &content.products {
        let known: HashSet<(&str, &str)> = theirs
            .products
            .iter()
            .map(|p| (&*p.id, &*p.title))
            .collect();
        for (p, (rel, item)) in products.iter().zip(c.files.places(list::products)) {
            if known.contains(&(&*p.id, &*p.title)) {
                push(Kind::Product, (rel, item.key("id")), &p.id);
            }
        }
    }
    if let Some(courses) = &content.courses {
        let known: HashSet<(&str, &str)> =
            theirs.courses.iter().map(|c| (&*c.id, &*c.name)).collect();
        for (course, (rel, item)) in courses.iter().zip(c.files.places(list::courses)) {
            if known.contains(&(&*course.id, &*course.name)) {
                push(Kind::Course, (rel, item.key("id")), &course.id);
            }
        }
    }
    if let Some(playlists) = &content.playlists {
        let known: HashSet<(&str, &str)> = theirs
            .playlists
            .iter()
            .flat_map(|p| &p.videos)
            .map(|v| (&*v.id, &*v.title))
            .collect();
        for (playlist, (rel, item)) in playlists.iter().zip(c.files.places(list::playlists)) {
            for (i, v) in playlist.videos.iter().enumerate() {
                if known.contains(&(&*v.id, &*v.title)) {
                    push(
                        Kind::Video,
                        (rel, item.key("videos").index(i).key("id")),
                        &v.title,
                    );
                }
            }
        }
    }
    if let Some(prices) = &content.repair_prices {
        for (p, (rel, item)) in prices.iter().zip(c.files.places(list::repair_prices)) {
            if theirs.repair_prices.contains(p) {
                let label = format!("{} {}: {}", p.brand, p.model, p.issue);
                push(Kind::RepairPrice, (rel, item.clone()), &label);
            }
        }
    }
}

/// "1 text", "3 texts".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "a, b and c".
fn and_list(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
