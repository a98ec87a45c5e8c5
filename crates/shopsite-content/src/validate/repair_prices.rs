//! `repair-prices.yaml` (and `repair-prices/*.yaml`, `repair-prices.csv`):
//! the repair price list. A price itself is read by its type
//! (`model::Price`); what is left are the rules across the list.

use std::collections::{BTreeMap, HashMap};

use super::Check;
use crate::diagnostic::{Diagnostic, quote};
use crate::model::{RepairPrice, RepairsFile};
use crate::path::FieldPath;
use crate::rules;
use crate::table::list;

/// The repair price list (docs/behaviour.md#repair-prices): each brand and
/// issue as `repairs.yaml` writes it, each brand, model and issue once, and
/// each brand's and model's page at an address of its own.
pub(super) fn check(c: &mut Check, prices: &[RepairPrice], repairs: Option<&RepairsFile>) {
    let places = c.files.places(list::repair_prices);
    if let Some(repairs) = repairs {
        for (p, (rel, item)) in prices.iter().zip(places) {
            c.known(
                rel,
                &item.key("brand"),
                &p.brand,
                "brand",
                "brands",
                &repairs.brands,
            );
            c.known(
                rel,
                &item.key("issue"),
                &p.issue,
                "issue",
                "issues",
                &repairs.issues,
            );
        }
    }
    page_addresses(c, prices, places);
    // A row's brand, model and issue, ignoring case and spaces around them.
    let keys: Vec<String> = prices
        .iter()
        .map(|p| format!("{} {} – {}", p.brand.trim(), p.model.trim(), p.issue.trim()))
        .collect();
    c.unique(
        "repair",
        "each brand, model and issue has one row; delete one of them, or change its issue",
        keys.iter()
            .zip(places)
            .map(|(key, (rel, item))| (rel.as_str(), item.key("issue"), key.as_str())),
    );
}

/// Each brand's and model's page at an address of its own: a name without
/// a letter or digit that an address can hold gives no page, and two names
/// that make one address would share it.
fn page_addresses(c: &mut Check, prices: &[RepairPrice], places: &[(String, FieldPath)]) {
    let slugs = addresses_of_names(c, prices, places);
    same_addresses(c, prices, places, &slugs);
}

/// Each name's address (and a letter it leaves out), told where a name
/// gives none or loses letters. A list repeats each brand and model in
/// many rows (5,000 rows name 500 models): each name is made an address
/// once.
fn addresses_of_names<'p>(
    c: &mut Check,
    prices: &'p [RepairPrice],
    places: &[(String, FieldPath)],
) -> HashMap<&'p str, (String, Option<char>)> {
    let mut slugs: HashMap<&str, (String, Option<char>)> = HashMap::new();
    for (p, (rel, item)) in prices.iter().zip(places) {
        for (field, name) in [("brand", &p.brand), ("model", &p.model)] {
            let (slug, left_out) = slugs
                .entry(name)
                .or_insert_with(|| (rules::repair_slug(name), rules::left_out(name)));
            let hint = || {
                format!(
                    "write the {field} in English letters or in Hindi, e.g. `Redmi Note 13` or `रेडमी नोट 13`: the page's address is made of them"
                )
            };
            match *left_out {
                Some(letter) if slug.is_empty() => c.error(
                    rel,
                    &item.key(field),
                    format!(
                        "the {field} {} is written in letters such as `{letter}`, which its page's address cannot hold",
                        quote(name)
                    ),
                    hint(),
                ),
                // The page is there, at an address without those letters.
                Some(letter) => {
                    let d = c
                        .at(
                            rel,
                            &item.key(field),
                            Diagnostic::warning,
                            format!(
                                "the {field} {} has letters such as `{letter}` that its page's address leaves out: it is made of the rest, `{slug}`",
                                quote(name)
                            ),
                        )
                        .hint(hint());
                    c.out.push(d);
                }
                None if slug.is_empty() => c.error(
                    rel,
                    &item.key(field),
                    format!("the {field} {} gives its page no address", quote(name)),
                    format!("write the {field} with at least one letter or digit, e.g. `Redmi Note 13`: the page's address is made of them"),
                ),
                None => {}
            }
        }
    }
    slugs
}

/// The same page address for two names: the second of each is told,
/// with the first. A model's address is made once for each brand and
/// model it is listed under, and a key is copied only when it is new.
fn same_addresses(
    c: &mut Check,
    prices: &[RepairPrice],
    places: &[(String, FieldPath)],
    slugs: &HashMap<&str, (String, Option<char>)>,
) {
    let mut first: BTreeMap<String, (&str, &str, FieldPath)> = BTreeMap::new();
    let mut model_keys: HashMap<(&str, &str), String> = HashMap::new();
    for (p, (rel, item)) in prices.iter().zip(places) {
        let (brand, model) = (&slugs[p.brand.as_str()].0, &slugs[p.model.as_str()].0);
        if brand.is_empty() || model.is_empty() {
            continue;
        }
        let model_key = model_keys
            .entry((p.brand.as_str(), p.model.as_str()))
            .or_insert_with(|| format!("{brand}/{model}"));
        for (field, name, key) in [
            ("brand", p.brand.as_str(), brand.as_str()),
            ("model", p.model.as_str(), model_key.as_str()),
        ] {
            let Some((first_rel, first_name, first_path)) = first.get(key) else {
                first.insert(key.to_owned(), (rel, name, item.key(field)));
                continue;
            };
            if *first_name == name {
                continue;
            }
            let path = item.key(field);
            let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!(
                        "the {field}s {} and {} would have the same page, `/repairs/{key}/`",
                        quote(first_name),
                        quote(name)
                    ),
                )
                .hint(format!(
                    "write the {field} the same way in every row, e.g. {}, or give each its own name",
                    quote(first_name)
                ));
            let d = c.related_at(d, first_rel, first_path, "written this way here");
            c.out.push(d);
        }
    }
}

impl Check<'_> {
    /// A repair price's brand or issue, which must be one `repairs.yaml`
    /// lists under `list`: an error with "did you mean" when it is close to
    /// one (a typo would give it a page of its own), else a warning.
    fn known(
        &mut self,
        rel: &str,
        path: &FieldPath,
        name: &str,
        what: &str,
        list: &str,
        names: &[String],
    ) {
        if names.iter().any(|n| n == name.trim()) {
            return;
        }
        let message = format!(
            "the {what} {} is not in the {list} of `repairs.yaml`",
            quote(name)
        );
        let same = names.iter().find(|n| crate::words::looks_same(n, name));
        let d = match crate::diagnostic::did_you_mean(name, names.iter().map(String::as_str)) {
            _ if let Some(same) = same => self.at(rel, path, Diagnostic::error, message).hint(format!(
                "it looks like `{same}` in `repairs.yaml`, but has a character that shows nothing (such as a zero-width space or joiner) where that has none, or the other way round: copy the name from `repairs.yaml`"
            )),
            Some(near) => self.at(rel, path, Diagnostic::error, message).hint(format!(
                "did you mean `{near}`? write it as `repairs.yaml` does"
            )),
            None => self
                .at(rel, path, Diagnostic::warning, message)
                .hint(format!(
                    "add {} to the {list} in `repairs.yaml`, so the Repairs page lists it too",
                    quote(name)
                ))
                .rule(crate::diagnostic::Rule::UnlistedRepair),
        };
        self.out.push(d);
    }
}
