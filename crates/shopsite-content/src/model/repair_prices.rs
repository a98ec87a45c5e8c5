//! `repair-prices.csv` (or `repair-prices.yaml`): what each repair costs,
//! phone by phone. Optional: without it, /repairs shows the price tiers of
//! `repairs.yaml` alone.

use std::borrow::Cow;
use std::fmt;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};

/// `repair-prices.yaml`: the repair price list, a row per phone and repair.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairPricesFile {
    /// One entry per brand, model and repair, in any order.
    pub prices: Vec<RepairPrice>,
}

/// The price and time of one repair of one phone model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairPrice {
    /// The phone's brand, written as in the `brands` of `repairs.yaml`, e.g. "Samsung".
    pub brand: String,
    /// The phone model, e.g. "Galaxy A15". Each model gets a page of its own.
    pub model: String,
    /// The repair, written as in the `issues` of `repairs.yaml`, e.g. "Screen".
    pub issue: String,
    /// Whole rupees without commas or ₹ (`2499`), a range (`1499-1999`), or
    /// `0` for "ask for price".
    pub price: Price,
    /// How long it takes, as you would say it, e.g. "45 min" or "1–2 days".
    pub time: String,
    /// Optional: a few words shown with the price, e.g. "Original display".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// What a repair costs, as the price list gives it (`rules::repair_price`
/// reads it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Price {
    /// `0`: the shop tells the price when asked.
    OnRequest,
    /// Whole rupees, e.g. `2499`.
    Fixed(u64),
    /// From `low` to `high` rupees, `low` below `high`, e.g. `1499-1999`.
    Range { low: u64, high: u64 },
}

impl Price {
    /// The least it costs: the price, or a range's low end; `None` on request.
    pub fn low(self) -> Option<u64> {
        match self {
            Price::OnRequest => None,
            Price::Fixed(n) | Price::Range { low: n, .. } => Some(n),
        }
    }
}

impl fmt::Display for Price {
    /// As the price list writes it: `0`, `2499` or `1499-1999`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Price::OnRequest => f.write_str("0"),
            Price::Fixed(n) => write!(f, "{n}"),
            Price::Range { low, high } => write!(f, "{low}-{high}"),
        }
    }
}

impl Serialize for Price {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Price::OnRequest => serializer.serialize_u64(0),
            Price::Fixed(n) => serializer.serialize_u64(*n),
            range => serializer.collect_str(range),
        }
    }
}

impl<'de> Deserialize<'de> for Price {
    /// The content's deserializer checks the text itself, with a message at
    /// the cell ([`crate::de::REPAIR_PRICE`]); any other reads it here.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;

        impl<'de> de::Visitor<'de> for Visit {
            type Value = Price;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(crate::rules::REPAIR_PRICE_FORMS)
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Price, E> {
                crate::rules::repair_price(text).map_err(|e| E::custom(e.message(text)))
            }

            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Price, E> {
                Ok(if n == 0 {
                    Price::OnRequest
                } else {
                    Price::Fixed(n)
                })
            }

            fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Price, D::Error> {
                d.deserialize_any(self)
            }
        }

        deserializer.deserialize_newtype_struct(crate::de::REPAIR_PRICE, Visit)
    }
}

impl JsonSchema for Price {
    fn schema_name() -> Cow<'static, str> {
        "Price".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "Whole rupees without commas or ₹ (`2499`), a range (`1499-1999`), or `0` for \"ask for price\".",
            "anyOf": [
                { "type": "integer", "minimum": 0 },
                { "type": "string", "pattern": "^ *[0-9]+ *([-–—] *[0-9]+ *)?$" }
            ]
        })
    }
}
