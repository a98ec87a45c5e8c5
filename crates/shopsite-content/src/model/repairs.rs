//! `repairs.yaml`: what the shop repairs, how, and for how much.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `repairs.yaml`: brands, common issues, the repair process, price tiers and FAQs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairsFile {
    /// Phone brands the shop repairs. Also used to find the Model filter of a
    /// product whose title names a brand.
    pub brands: Vec<String>,
    /// Common problems the shop fixes.
    pub issues: Vec<String>,
    /// How long a repair usually takes, e.g. "1–3 days".
    pub turnaround: String,
    /// The repair warranty, e.g. "Up to 90 days".
    pub warranty: String,
    /// The steps of a repair, in order.
    pub process: Vec<ProcessStep>,
    /// Price tiers.
    pub pricing: Vec<PricingTier>,
    /// Frequently asked questions.
    pub faqs: Vec<Faq>,
}

/// One step of the repair process.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
#[schemars(title = "step")]
pub struct ProcessStep {
    /// The step's short title.
    pub title: String,
    /// What happens in this step.
    pub text: String,
}

/// One price tier.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
#[schemars(title = "price tier")]
pub struct PricingTier {
    /// The tier's name, e.g. "Quick fixes".
    pub title: String,
    /// The price range, e.g. "₹499–₹1,499".
    pub range: String,
    /// Typical repairs in this tier.
    pub examples: Vec<String>,
}

/// A question and its answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
#[schemars(title = "question")]
pub struct Faq {
    /// The question.
    pub q: String,
    /// The answer.
    #[schemars(extend("x-multiline" = true))]
    pub a: String,
}
