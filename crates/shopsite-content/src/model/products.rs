//! `products.yaml`: the parts, tools and accessories for sale.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::read::de::{Parsed, Scalar, parsed};
use crate::rules::{self, Broken, WHOLE_NUMBER};

/// `products.yaml`: the catalogue, in the order it is shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProductsFile {
    /// The products, in the order they are shown.
    pub products: Vec<Product>,
}

/// One product card.
///
/// The filters use three levels: group (Category), sub (Type) and item
/// (Model). When `group` is absent, `category` is used, else "Other". When
/// `sub` is absent, `subcategory` is used, else "General" for Accessories and
/// "All" otherwise. When `item` is absent, `family`, then `model`, then a brand
/// named in the title, else "All items".
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "product")]
pub struct Product {
    /// A short unique name, in lowercase letters, digits and dashes, e.g. `usb-c-cable-1m`.
    #[schemars(pattern("^[a-z0-9]+(-[a-z0-9]+)*$"), example = &"galaxy-s23")]
    pub id: String,
    /// The product name shown on the card.
    #[schemars(example = &"Galaxy S23 (8 GB, 256 GB)")]
    pub title: String,
    /// Price in whole rupees, without commas or ₹. Use 0 for "Price on request".
    #[schemars(example = 1499)]
    pub price: ProductPrice,
    /// On (`true`) when the product is in the shop now, off (`false`) when it
    /// is not.
    #[schemars(example = true)]
    pub in_stock: bool,
    // The seven filter keys below are read only by `crate::resolve`, which
    // turns them into the filters' `category`, `type` and `model`.
    /// Top-level filter (Category), e.g. "Accessories".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Second-level filter (Type), e.g. "Chargers".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub: Option<String>,
    /// Third-level filter (Model), e.g. "Type-C".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<String>,
    /// Used as the Category when `group` is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    /// Used as the Type when `sub` is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subcategory: Option<String>,
    /// Used as the Model when `item` is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// Used as the Model when `item` and `family` are absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    /// A photo of the product: a file in `content/photos/`, written
    /// `photos/iphone-12.jpg` (JPEG, PNG or WebP, as the phone took it;
    /// the editor at `/admin/` writes `/photos/…`, the same), or
    /// an `https://` link to a photo. Without one, the card shows the
    /// title's initials.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern("^(https://|(\\./|/)?photos/)"))]
    pub image: Option<String>,
    /// More photos of the product, shown on its own page after the first
    /// one (`image`): each a file in `content/photos/` (`photos/back.jpg`)
    /// or an `https://` link. In the file, one per line, each starting
    /// with `- `.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(inner(pattern("^(https://|(\\./|/)?photos/)")))]
    pub more_images: Vec<String>,
    /// A short ribbon on the card, e.g. "Bestseller".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badge: Option<String>,
    /// Selling points. A card shows the first 3.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<String>,
    /// A few words about the product, shown on its own page: each line is
    /// a paragraph. In the file, write `description: |`, then the text on
    /// the lines under it, indented.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::read::de::text_as_written"
    )]
    // Text, never `null`: `description:` with nothing after it is refused.
    // Several lines: the editor at /admin/ gives it a text box.
    #[schemars(with = "String", extend("x-multiline" = true))]
    pub description: Option<String>,
    /// Whether the product is `new` (the default, when this line is left
    /// out), `used` (second-hand) or `refurbished`, shown on its own page.
    #[serde(default, skip_serializing_if = "Condition::is_new")]
    pub condition: Condition,
}

/// What a product costs: whole rupees, or 0 for "Price on request". Read
/// as a whole number is, with the same hints (`rules::whole_number`);
/// a rule of a product's price goes here, beside the type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct ProductPrice(u64);

impl ProductPrice {
    /// The price in rupees; `None` for "Price on request".
    pub fn rupees(self) -> Option<u64> {
        (self.0 > 0).then_some(self.0)
    }
}

impl std::fmt::Display for ProductPrice {
    /// As the owner writes it: `1499`, or `0` for "Price on request".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<u64> for ProductPrice {
    fn from(rupees: u64) -> ProductPrice {
        ProductPrice(rupees)
    }
}

impl Parsed for ProductPrice {
    fn parse(text: &str) -> Result<ProductPrice, Broken> {
        rules::whole_number(text).map(ProductPrice)
    }

    fn stand_in() -> ProductPrice {
        ProductPrice(0)
    }

    const SCALAR: Option<Scalar> = Some(Scalar {
        what: WHOLE_NUMBER,
        hint: None,
    });
}

impl<'de> Deserialize<'de> for ProductPrice {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        parsed(deserializer)
    }
}

impl Serialize for ProductPrice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(self.0)
    }
}

impl JsonSchema for ProductPrice {
    fn schema_name() -> Cow<'static, str> {
        "ProductPrice".into()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "integer", "format": "uint64", "minimum": 0 })
    }
}

/// Whether a product is new or has had an owner before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Condition {
    /// Never used: the default, when a product has no `condition`.
    #[default]
    New,
    /// Second-hand, sold as it is after the shop's checks.
    Used,
    /// Second-hand, repaired or given new parts by the shop before sale.
    Refurbished,
}

impl Condition {
    fn is_new(&self) -> bool {
        *self == Condition::New
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;
    use crate::diagnostic::Diagnostic;
    use crate::path::FieldPath;
    use crate::read::source::Source;

    /// A product read from its required lines and then `more`, and what
    /// reading it reported.
    fn read(more: &str) -> (Option<Product>, Vec<Diagnostic>) {
        let text = format!("id: p\ntitle: P\nprice: 1\nin_stock: true\n{more}");
        let source = Source::new("p.yaml", text);
        let tree = crate::read::syntax::parse(&source, &mut Vec::new())
            .unwrap()
            .unwrap();
        let sink = RefCell::new(Vec::new());
        let groups = crate::read::de::Groups::of::<Product>();
        let product =
            crate::read::de::from_node(&source, &tree, &FieldPath::root(), &groups, &sink);
        (product, sink.into_inner())
    }

    fn condition(more: &str) -> Condition {
        let (product, problems) = read(more);
        assert_eq!(problems, [], "{more}");
        product.unwrap().condition
    }

    #[test]
    fn condition_is_new_unless_it_says_otherwise() {
        assert_eq!(condition(""), Condition::New);
        assert_eq!(condition("condition: new"), Condition::New);
        assert_eq!(condition("condition: used"), Condition::Used);
        assert_eq!(condition("condition: refurbished"), Condition::Refurbished);
        assert_eq!(condition("condition: \"used\""), Condition::Used);
    }

    #[test]
    fn a_new_product_is_written_without_its_condition() {
        let mut product = Product::default();
        let json = serde_json::to_value(&product).unwrap();
        assert!(json.get("condition").is_none(), "{json}");
        product.condition = Condition::Refurbished;
        let json = serde_json::to_value(&product).unwrap();
        assert_eq!(json["condition"], "refurbished");
    }

    #[test]
    fn another_condition_is_refused_with_the_three_values() {
        for (written, hint) in [
            (
                "second-hand",
                "write one of the values listed above, exactly as it is written",
            ),
            ("Used", "did you mean `used`?"),
            ("refurbised", "did you mean `refurbished`?"),
            ("NEW", "did you mean `new`?"),
        ] {
            let (product, problems) = read(&format!("condition: {written}"));
            assert_eq!(product, None, "{written}");
            let [problem] = problems.as_slice() else {
                panic!("{written}: {problems:#?}");
            };
            assert_eq!(
                problem.message,
                format!("condition: `{written}` is not one of the allowed values")
            );
            assert_eq!(
                problem.expected.as_deref(),
                Some("one of `new`, `used`, `refurbished`")
            );
            assert_eq!(problem.hint.as_deref(), Some(hint), "{written}");
            assert_eq!(problem.path, Some(FieldPath::of("condition")));
        }
        let (_, problems) = read("condition: [used]");
        assert_eq!(
            problems[0].message,
            "condition: expected one of `new`, `used`, `refurbished`, found a list"
        );
    }

    #[test]
    fn a_description_is_read_as_written_even_empty_for_its_own_check() {
        let description = |more: &str| {
            let (product, problems) = read(more);
            assert_eq!(problems, [], "{more}");
            product.unwrap().description
        };
        assert_eq!(description(""), None);
        assert_eq!(
            description("description: |\n  Original quality display.\n  फिटिंग फ्री।\n"),
            Some("Original quality display.\nफिटिंग फ्री।\n".to_owned())
        );
        // Plain text that looks like a number or `true` stays as written.
        assert_eq!(description("description: 007"), Some("007".to_owned()));
        assert_eq!(description("description: True"), Some("True".to_owned()));
        // `validate/products.rs` says what belongs in an empty one.
        for empty in [
            "description:",
            "description: ~",
            "description: \"\"",
            "description: |\n",
        ] {
            assert_eq!(description(empty), Some(String::new()), "{empty}");
        }
        assert_eq!(description("description: \"  \""), Some("  ".to_owned()));
        let (product, problems) = read("description:\n  - a list");
        assert_eq!(product, None);
        assert_eq!(
            problems[0].message,
            "description: expected text, found a list"
        );
        assert_eq!(problems[0].hint.as_deref(), Some("write plain text here"));
    }
}
