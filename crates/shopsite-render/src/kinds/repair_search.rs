//! Finding a phone model by typing it (docs/behaviour.md#repair-prices):
//! the box at the top of /repairs and its plain form on the home page, the
//! list of every model it searches (`data/repair-models.json`), and the
//! link from a product's page to the repair prices of its model.
//!
//! The browser matches what is typed against the names here; every name,
//! address and price label is made here.

use std::collections::HashMap;

use serde::Serialize;
use shopsite_content::Content;
use ts_rs::TS;
use unicode_normalization::char::is_combining_mark;

use crate::base::BaseUrl;
use crate::kinds::Route;
use crate::kinds::repair_prices::{Brand, Words, grouped};
use crate::links;
use crate::out::{OutFile, json};
use crate::view::{Link, repair_model_path};

/// `data/repair-models.json`: what the search box searches.
pub const MODELS_DATA: &str = "data/repair-models.json";

/// The box that finds a model of any brand as it is typed: on /repairs,
/// and on the home page as a plain form that sends what was typed there.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairSearch {
    /// `/repairs/`: where the form goes, with what was typed as `q`
    /// (`/repairs/?q=note+12`).
    pub action: String,
    /// "Your phone's model".
    pub label: String,
    /// "e.g. iPhone 13".
    pub placeholder: String,
    /// "Find price".
    pub button: String,
    /// "{count} more: type more of the name".
    pub more: String,
    /// "No model matches."
    pub none: String,
    /// Every model's name, brand and page: a [`RepairModelIndex`].
    pub models: String,
}

/// `data/repair-models.json`: every model of the price list, brand by
/// brand in the finder's order, each brand's models in the list's order.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairModelIndex {
    pub models: Vec<RepairModelEntry>,
}

/// A model as the search box shows it: a link to its prices.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairModelEntry {
    /// `Redmi Note 12`, as the list writes it.
    pub name: String,
    /// `Xiaomi`.
    pub brand: String,
    /// The model's page.
    pub href: String,
    /// `from ₹699`, when any of its repairs has a price.
    pub from: Option<String>,
}

/// The search box, when the shop has a price list.
pub fn search(content: &Content, base: &BaseUrl) -> Option<RepairSearch> {
    if content.repair_prices.is_empty() {
        return None;
    }
    let labels = &content.pages.repairs.prices;
    Some(RepairSearch {
        action: base.href(Route::Repairs),
        label: labels.search.clone(),
        placeholder: labels.search_placeholder.clone(),
        button: labels.search_button.clone(),
        more: labels.search_more.clone(),
        none: labels.no_model.clone(),
        models: base.file(MODELS_DATA),
    })
}

/// `data/repair-models.json`, when the shop has a price list.
pub fn data_file(content: &Content, base: &BaseUrl) -> Option<OutFile> {
    let brands = grouped(content);
    if brands.is_empty() {
        return None;
    }
    let words = Words::new(content, base);
    let models = brands
        .iter()
        .flat_map(|brand| {
            brand.models.iter().map(|model| RepairModelEntry {
                name: model.name.to_owned(),
                brand: brand.name.to_owned(),
                href: base.file(&repair_model_path(&brand.slug, &model.slug)),
                from: words.from(model),
            })
        })
        .collect();
    Some(OutFile::new(
        MODELS_DATA,
        json(&RepairModelIndex { models }),
    ))
}

/// A name as the lookup compares it, as the search box folds what is
/// typed: lowercase, in NFC, and only its letters, marks (a vowel sign, a
/// nukta) and digits, so `Galaxy A15`, `galaxy a-15` and
/// `GALAXY A 15` are one name.
fn folded(name: &str) -> String {
    shopsite_content::read::nfc(name)
        .chars()
        .filter(|c| c.is_alphanumeric() || is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Where a product's page sends a visitor for repair prices: its model's
/// own prices when the price list has that model, else /repairs.
pub struct RepairLinks {
    /// A model's folded name, alone and after its brand's, → its link.
    models: HashMap<String, Link>,
    /// To /repairs, in the products' words.
    any: Link,
}

impl RepairLinks {
    pub fn new(content: &Content, base: &BaseUrl) -> RepairLinks {
        let words = Words::new(content, base);
        let mut models = HashMap::new();
        for brand in grouped(content) {
            add_models(&mut models, &words, &brand);
        }
        RepairLinks {
            models,
            any: Link::new(
                &content.pages.products.labels.repair_price,
                base.href(Route::Repairs),
            ),
        }
    }

    /// The link for a product of `model` (its filter level, e.g.
    /// `Redmi Note 12` or `Xiaomi Redmi Note 12`).
    pub fn for_model(&self, model: &str) -> Link {
        self.models.get(&folded(model)).unwrap_or(&self.any).clone()
    }
}

/// Each model of `brand` under its name and under its brand's and its
/// own; the first brand to have a name keeps it.
fn add_models(models: &mut HashMap<String, Link>, words: &Words<'_>, brand: &Brand<'_>) {
    for model in &brand.models {
        let label = links::fill_all(
            &words.labels.model_heading,
            &[("brand", brand.name), ("model", model.name)],
        );
        let link = Link::new(
            &label,
            words
                .base
                .file(&repair_model_path(&brand.slug, &model.slug)),
        );
        let keys = [
            folded(model.name),
            folded(&format!("{} {}", brand.name, model.name)),
        ];
        for key in keys {
            models.entry(key).or_insert_with(|| link.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_folded_to_its_letters_marks_and_digits() {
        assert_eq!(folded("Galaxy A-15"), "galaxya15");
        assert_eq!(folded("GALAXY  a 15"), "galaxya15");
        // फ़ typed as one letter and as फ and a nukta: one name, its vowel
        // sign kept.
        assert_eq!(folded("\u{095E}ोन 5"), folded("\u{092B}\u{093C}ोन 5"));
        assert_eq!(folded("\u{095E}ोन 5"), "\u{092B}\u{093C}\u{094B}न5");
    }
}
