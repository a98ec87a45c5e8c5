//! The three filter levels of a product (docs/behaviour.md#filter-levels),
//! resolved from its fields.
//!
//! The owner's YAML names each level in more than one way (`group` or
//! `category`; `sub` or `subcategory`; `item`, `family` or `model`). This is
//! the only place that reads those keys: from here on, in Rust and in the
//! frontend alike, the levels are called `category`, `type` and `model`, as
//! the chips and the URL (`?category=…&type=…&model=…`) call them.

use crate::model::Product;

/// The Category, Type and Model a product is filed under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shelf {
    pub category: String,
    /// `r#type`, since `type` is a Rust keyword.
    pub r#type: String,
    pub model: String,
}

/// category = `group`, else `category`, else "Other".
/// type = `sub`, else `subcategory`, else "General" for Accessories and "All"
/// otherwise.
/// model = `item`, else `family`, else `model`, else the brand named earliest
/// in the title unless it already names the type or category (a used Samsung
/// filed under Second-hand › Samsung is not Samsung › Samsung again), else
/// "All items".
pub fn resolve(product: &Product, brands: &[String]) -> Shelf {
    let category = first_of([&product.group, &product.category]).unwrap_or("Other");
    let default_type = if category == "Accessories" {
        "General"
    } else {
        "All"
    };
    let r#type = first_of([&product.sub, &product.subcategory]).unwrap_or(default_type);
    let model = first_of([&product.item, &product.family, &product.model])
        .or_else(|| {
            let same = |a: &str, b: &str| a.to_lowercase() == b.to_lowercase();
            brand_in_title(&product.title, brands)
                .filter(|brand| !same(brand, r#type) && !same(brand, category))
        })
        .unwrap_or("All items");
    Shelf {
        category: category.to_owned(),
        r#type: r#type.to_owned(),
        model: model.to_owned(),
    }
}

fn first_of<const N: usize>(fields: [&Option<String>; N]) -> Option<&str> {
    fields.into_iter().find_map(|f| f.as_deref())
}

/// The brand that appears earliest in `title` as a whole word, ignoring case.
pub fn brand_in_title<'a>(title: &str, brands: &'a [String]) -> Option<&'a str> {
    let title = title.to_lowercase();
    brands
        .iter()
        .filter_map(|brand| {
            whole_word_at(&title, &brand.to_lowercase()).map(|at| (at, brand.as_str()))
        })
        .min_by_key(|(at, _)| *at)
        .map(|(_, brand)| brand)
}

fn whole_word_at(haystack: &str, word: &str) -> Option<usize> {
    if word.is_empty() {
        return None;
    }
    haystack.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = haystack[..at].chars().next_back();
        let after = haystack[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brands() -> Vec<String> {
        ["Apple", "Samsung", "OnePlus", "Nothing"]
            .map(String::from)
            .to_vec()
    }

    fn product(title: &str) -> Product {
        Product {
            id: "p".into(),
            title: title.into(),
            ..Product::default()
        }
    }

    fn some(s: &str) -> Option<String> {
        Some(s.to_owned())
    }

    #[test]
    fn category_prefers_group_then_category_then_other() {
        let mut p = product("Cable");
        assert_eq!(resolve(&p, &brands()).category, "Other");
        p.category = some("Spares");
        assert_eq!(resolve(&p, &brands()).category, "Spares");
        p.group = some("Tools");
        assert_eq!(resolve(&p, &brands()).category, "Tools");
    }

    #[test]
    fn type_prefers_sub_then_subcategory_then_a_default_by_category() {
        let mut p = product("Cable");
        p.group = some("Accessories");
        assert_eq!(resolve(&p, &brands()).r#type, "General");
        p.group = some("Tools");
        assert_eq!(resolve(&p, &brands()).r#type, "All");
        p.group = None;
        p.category = some("Accessories");
        assert_eq!(
            resolve(&p, &brands()).r#type,
            "General",
            "the default follows the resolved category"
        );
        p.subcategory = some("Cables");
        assert_eq!(resolve(&p, &brands()).r#type, "Cables");
        p.sub = some("Chargers");
        assert_eq!(resolve(&p, &brands()).r#type, "Chargers");
    }

    #[test]
    fn model_prefers_item_family_model_brand_then_all_items() {
        let mut p = product("Nothing Phone (2) back glass for Samsung");
        assert_eq!(
            resolve(&p, &brands()).model,
            "Nothing",
            "earliest brand in the title wins"
        );
        p.model = some("A52");
        assert_eq!(resolve(&p, &brands()).model, "A52");
        p.family = some("Galaxy A");
        assert_eq!(resolve(&p, &brands()).model, "Galaxy A");
        p.item = some("Type-C");
        assert_eq!(resolve(&p, &brands()).model, "Type-C");
        assert_eq!(
            resolve(&product("Soldering station 60W"), &brands()).model,
            "All items"
        );
    }

    #[test]
    fn model_is_not_the_brand_again_when_it_is_the_type_or_category() {
        let mut p = product("Samsung Galaxy S21 FE 5G 128GB (Used)");
        p.group = some("Second-hand");
        p.sub = some("samsung");
        let shelf = resolve(&p, &brands());
        assert_eq!(
            [shelf.category, shelf.r#type, shelf.model],
            ["Second-hand", "samsung", "All items"]
        );
        p.sub = None;
        p.group = some("Samsung");
        assert_eq!(resolve(&p, &brands()).model, "All items");
        p.group = some("Second-hand");
        p.sub = some("Phones");
        assert_eq!(resolve(&p, &brands()).model, "Samsung");
    }

    #[test]
    fn brand_match_is_whole_word_and_case_insensitive() {
        assert_eq!(
            brand_in_title("used SAMSUNG galaxy", &brands()),
            Some("Samsung")
        );
        assert_eq!(
            brand_in_title("Pineapple case", &brands()),
            None,
            "no match inside a word"
        );
        assert_eq!(
            brand_in_title("OnePlus-compatible cable", &brands()),
            Some("OnePlus")
        );
        assert_eq!(
            brand_in_title("iPhone 15 (Apple)", &brands()),
            Some("Apple")
        );
    }
}
