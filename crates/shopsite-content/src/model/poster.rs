//! The words of the counter poster, `/poster/` (`site.yaml`'s `poster`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The words of the poster to print for the shop's counter, `/poster/`:
/// each label is one line, or a few (in English, then in Hindi), e.g.
/// `website: [Visit our website, हमारी वेबसाइट देखें]`. Optional: left out,
/// they are these English and Hindi ones.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct PosterLabels {
    /// Above the codes, e.g. `[Scan with your phone camera, फ़ोन के कैमरे से स्कैन करें]`.
    pub scan: Vec<String>,
    /// Under the code of the site's address.
    pub website: Vec<String>,
    /// Under the code that opens a WhatsApp chat with the shop.
    pub whatsapp: Vec<String>,
    /// Under the code of the Directions link.
    pub directions: Vec<String>,
    /// Under the code of `review_link`, when there is one.
    pub review: Vec<String>,
    /// Above the week's hours.
    pub hours: Vec<String>,
    /// Before the phone number.
    pub call: Vec<String>,
}

impl PosterLabels {
    /// Each label with its key, in the order of the file.
    pub fn each(&self) -> [(&'static str, &[String]); 7] {
        [
            ("scan", &self.scan),
            ("website", &self.website),
            ("whatsapp", &self.whatsapp),
            ("directions", &self.directions),
            ("review", &self.review),
            ("hours", &self.hours),
            ("call", &self.call),
        ]
    }
}

impl Default for PosterLabels {
    fn default() -> Self {
        let lines = |english: &str, hindi: &str| vec![english.to_owned(), hindi.to_owned()];
        PosterLabels {
            scan: lines(
                "Scan a code with your phone camera",
                "फ़ोन के कैमरे से कोड स्कैन करें",
            ),
            website: lines("Visit our website", "हमारी वेबसाइट देखें"),
            whatsapp: lines("Chat on WhatsApp", "व्हाट्सऐप पर बात करें"),
            directions: lines("Find the shop", "दुकान का रास्ता"),
            review: lines("Review us on Google", "गूगल पर रिव्यू दें"),
            hours: lines("Opening hours", "खुलने का समय"),
            call: lines("Call", "कॉल करें"),
        }
    }
}
