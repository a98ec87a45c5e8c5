//! `products.yaml`: the parts, tools and accessories for sale.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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
pub struct Product {
    /// A short unique name, in lowercase letters, digits and dashes, e.g. `usb-c-cable-1m`.
    #[schemars(pattern("^[a-z0-9]+(-[a-z0-9]+)*$"))]
    pub id: String,
    /// The product name shown on the card.
    pub title: String,
    /// Price in whole rupees, without commas or ₹. Use 0 for "Price on request".
    pub price: u64,
    /// `true` when the product is in the shop now, `false` when it is not.
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
    /// A photo of the product: an `https://` link. Without one, the card shows the title's initials.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern("^https://"))]
    pub image: Option<String>,
    /// A short ribbon on the card, e.g. "Bestseller".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badge: Option<String>,
    /// Selling points. A card shows the first 3.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<String>,
}
