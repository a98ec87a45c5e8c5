//! `repair-prices.csv` (or `repair-prices.yaml`): what each repair costs,
//! phone by phone. Optional: without it, /repairs shows the price tiers of
//! `repairs.yaml` alone.

use std::borrow::Cow;
use std::fmt;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::read::de::{Parsed, Scalar, parsed};
use crate::rules::Broken;

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
#[schemars(title = "repair price")]
pub struct RepairPrice {
    /// The phone's brand, written as in the `brands` of `repairs.yaml`, e.g. "Samsung".
    #[schemars(example = &"Samsung")]
    pub brand: String,
    /// The phone model, e.g. "Galaxy A15". Each model gets a page of its own.
    #[schemars(example = &"Galaxy A54")]
    pub model: String,
    /// The repair, written as in the `issues` of `repairs.yaml`, e.g. "Screen".
    #[schemars(example = &"Screen")]
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

/// What a repair costs, as the price list gives it ([`repair_price`]
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
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        parsed(deserializer)
    }
}

/// Read by [`repair_price`]: a text that is no price is told "expected a
/// price …, found" what is written, as a price list's cell would be.
impl Parsed for Price {
    fn parse(text: &str) -> Result<Price, Broken> {
        repair_price(text).map_err(|problem| match problem {
            PriceError::NotAPrice => Broken::mismatch(REPAIR_PRICE_FORMS, text, problem.hint(text)),
            _ => Broken::new(problem.message(text), problem.hint(text))
                .found(format!("`{}`", text.trim())),
        })
    }

    fn stand_in() -> Price {
        Price::OnRequest
    }

    const SCALAR: Option<Scalar> = Some(Scalar {
        what: REPAIR_PRICE_FORMS,
        hint: Some("write the price, e.g. `2499`, or `0` when the customer should ask for it"),
    });
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

/// The forms a repair price may take, for messages.
pub const REPAIR_PRICE_FORMS: &str =
    "a price in whole rupees (`2499`), a range (`1499-1999`) or `0` (ask for price)";

/// Why a text is not a repair price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PriceError {
    /// Not one of [`REPAIR_PRICE_FORMS`].
    NotAPrice,
    /// A range whose low end is above its high end, e.g. `1999-1499`.
    Upside { low: u64, high: u64 },
    /// A range from 0, e.g. `0-999`: 0 is "ask for price", not a price.
    FromZero { high: u64 },
}

impl PriceError {
    /// What is wrong with `text`, in one line.
    pub fn message(&self, text: &str) -> String {
        let text = text.trim();
        match self {
            PriceError::NotAPrice => format!("expected {REPAIR_PRICE_FORMS}, found `{text}`"),
            PriceError::Upside { .. } => {
                format!("the range `{text}` starts above where it ends")
            }
            PriceError::FromZero { .. } => format!("the range `{text}` starts at 0"),
        }
    }

    /// How to write it instead.
    pub fn hint(&self, text: &str) -> String {
        match self {
            PriceError::NotAPrice => match cleaned_price(text) {
                Some(clean) => format!("write the price without commas or ₹, e.g. `{clean}`"),
                None => "write whole rupees such as `2499`, a range such as `1499-1999`, or `0` when the customer should ask for the price".to_owned(),
            },
            PriceError::Upside { low, high } => {
                format!("write the lower price first: `{high}-{low}`")
            }
            PriceError::FromZero { high } => format!(
                "start the range at the least the repair costs, e.g. `499-{high}`; `0` alone means \"ask for price\""
            ),
        }
    }
}

/// Reads a repair price: whole rupees (`2499`), a range (`1499-1999`, with
/// `-`, `–` or `—`, spaces allowed around it) or `0`, "ask for price". A
/// range whose two ends are the same is that price.
pub fn repair_price(raw: &str) -> Result<crate::model::Price, PriceError> {
    let raw = &*crate::rules::ascii_digits(raw);
    let rupees = |s: &str| -> Option<u64> {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let text = raw.trim();
    if let Some(n) = rupees(text) {
        return Ok(if n == 0 {
            Price::OnRequest
        } else {
            Price::Fixed(n)
        });
    }
    let (low, high) = text
        .split_once(['-', '–', '—'])
        .and_then(|(a, b)| Some((rupees(a)?, rupees(b)?)))
        .ok_or(PriceError::NotAPrice)?;
    match (low, high) {
        (0, 0) => Ok(Price::OnRequest),
        (0, high) => Err(PriceError::FromZero { high }),
        (low, high) if low > high => Err(PriceError::Upside { low, high }),
        (low, high) if low == high => Ok(Price::Fixed(low)),
        (low, high) => Ok(Price::Range { low, high }),
    }
}

/// A price written with commas, ₹ or "Rs." (`₹2,499`, `Rs. 1,499-1,999`),
/// as the list wants it (`2499`, `1499-1999`), if that is all that is wrong.
fn cleaned_price(text: &str) -> Option<String> {
    let mut clean: String = crate::rules::ascii_digits(text)
        .chars()
        .filter(|c| !matches!(c, ',' | '₹' | ' '))
        .collect();
    for prefix in ["Rs.", "rs.", "RS.", "Rs", "rs", "RS", "INR"] {
        if let Some(rest) = clean.strip_prefix(prefix) {
            clean = rest.to_owned();
            break;
        }
    }
    let clean = clean.trim_end_matches("/-").to_owned();
    (clean != text.trim() && repair_price(&clean).is_ok()).then_some(clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devanagari_digits_are_rupees_too() {
        assert_eq!(repair_price("१२९९"), Ok(Price::Fixed(1299)));
        assert_eq!(
            repair_price("१४९९-१९९९"),
            Ok(Price::Range {
                low: 1499,
                high: 1999
            })
        );
        assert_eq!(
            PriceError::NotAPrice.hint("₹१,२९९"),
            "write the price without commas or ₹, e.g. `1299`"
        );
    }

    #[test]
    fn repair_prices_are_rupees_a_range_or_zero() {
        for (text, price) in [
            ("2499", Price::Fixed(2499)),
            (" 2499 ", Price::Fixed(2499)),
            ("0", Price::OnRequest),
            (
                "1499-1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            (
                "1499 – 1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            (
                "1499—1999",
                Price::Range {
                    low: 1499,
                    high: 1999,
                },
            ),
            ("999-999", Price::Fixed(999)),
            ("0-0", Price::OnRequest),
        ] {
            assert_eq!(repair_price(text), Ok(price), "{text}");
        }
        assert_eq!(
            repair_price("1999-1499"),
            Err(PriceError::Upside {
                low: 1999,
                high: 1499
            })
        );
        assert_eq!(
            PriceError::Upside {
                low: 1999,
                high: 1499
            }
            .hint("1999-1499"),
            "write the lower price first: `1499-1999`"
        );
        assert_eq!(
            repair_price("0-999"),
            Err(PriceError::FromZero { high: 999 })
        );
        for text in [
            "",
            "free",
            "-500",
            "1499-",
            "1,499",
            "₹2499",
            "24.99",
            "1499-1999-2499",
        ] {
            assert_eq!(repair_price(text), Err(PriceError::NotAPrice), "{text}");
        }
        let hint = |text: &str| PriceError::NotAPrice.hint(text);
        assert_eq!(
            hint("₹2,499"),
            "write the price without commas or ₹, e.g. `2499`"
        );
        assert_eq!(
            hint("Rs. 1,499 - 1,999/-"),
            "write the price without commas or ₹, e.g. `1499-1999`"
        );
        assert!(hint("free").starts_with("write whole rupees such as `2499`"));
    }
}
