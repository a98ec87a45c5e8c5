//! Problems found in the content, with everything needed to show them.
//!
//! This module only describes problems; the binary decides how to print them
//! (like rustc: message, `--> file:line:col`, the source line, a caret, help).

use std::ops::Range;

use crate::path::FieldPath;
// The words of a message, kept apart so that the rules use them too.
pub use crate::words::{did_you_mean, quote, suggest_key};

/// How bad a problem is. Errors stop the build; warnings are printed and the
/// build goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

/// A place in a content file, as a byte range of its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label {
    pub file: String,
    pub span: Range<usize>,
    pub message: String,
}

/// One problem in the content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The content file, as the owner would type it, e.g. `content/products.yaml`.
    pub file: String,
    /// Where in the file, as a byte range. `None` for problems with the file as a whole.
    pub span: Option<Range<usize>>,
    /// The field path, e.g. `products[3].price`. `None` for the whole file.
    pub path: Option<FieldPath>,
    /// What is wrong, in one line.
    pub message: String,
    /// What was expected there, e.g. "a whole number (0 or more)".
    pub expected: Option<String>,
    /// What was found there, e.g. "`-5`".
    pub found: Option<String>,
    /// How to fix it.
    pub hint: Option<String>,
    /// Other places that explain the problem, e.g. the first use of a duplicate id.
    pub related: Vec<Label>,
    /// Which rule it breaks, for problems that come in numbers (one per
    /// product), so a report can tell them together. `None` for the rest.
    pub rule: Option<Rule>,
    /// A value that did not parse, whose place a stand-in took so that the
    /// rest of its file is still read and checked (`de::Parsed`).
    pub(crate) stood_in: bool,
}

/// A problem that can repeat once per item, so that a report may group
/// them: "143 products have more than 3 highlights".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// A product lists more highlights than a card shows.
    CardHighlights,
    /// A file in the content folder that shopsite does not read.
    StrayFile,
    /// A photo in `content/photos/` that no product uses.
    UnusedPhoto,
    /// A photo far larger than the site publishes.
    LargePhoto,
    /// A repair price whose brand or issue `repairs.yaml` does not list.
    UnlistedRepair,
    /// A photo smaller than a product card shows it.
    SmallPhoto,
    /// A spreadsheet's list cell with nothing between two `|`.
    EmptyListItem,
    /// What is still the example shop's, told as one warning: fine to
    /// build and preview, errors for publishing ([`crate::Loaded::for_publishing`]).
    Example,
    /// A photo in `content/photos/` that says where it was taken: the
    /// repository is public. An error for publishing, as a placeholder.
    PhotoLocation,
}

impl Rule {
    /// A stable name for tools, e.g. in the JSON output.
    pub fn name(self) -> &'static str {
        match self {
            Rule::CardHighlights => "card_highlights",
            Rule::StrayFile => "stray_file",
            Rule::UnusedPhoto => "unused_photo",
            Rule::LargePhoto => "large_photo",
            Rule::UnlistedRepair => "unlisted_repair",
            Rule::SmallPhoto => "small_photo",
            Rule::EmptyListItem => "empty_list_item",
            Rule::Example => "example",
            Rule::PhotoLocation => "photo_location",
        }
    }

    /// Why a warning of this rule is an error when publishing
    /// ([`crate::Loaded::for_publishing`]), said after its hint; `None` for
    /// a warning that may go live. ([`Rule::Example`] is not one: its one
    /// warning is replaced by the errors it stands for, each with its own
    /// hint.)
    pub fn refuses_publishing(self) -> Option<&'static str> {
        match self {
            Rule::PhotoLocation => Some(
                "the site is not published while the repository holds where the photo was taken",
            ),
            _ => None,
        }
    }

    /// What `count` problems of this kind have in common, as one sentence:
    /// "143 products have more than 3 highlights, but a card shows only the first 3".
    pub fn summary(self, count: usize) -> String {
        let cards = crate::rules::CARD_HIGHLIGHTS;
        match (self, count) {
            (Rule::CardHighlights, 1) => {
                format!(
                    "1 product has more than {cards} highlights, but a card shows only the first {cards}"
                )
            }
            (Rule::CardHighlights, n) => {
                format!(
                    "{n} products have more than {cards} highlights, but a card shows only the first {cards}"
                )
            }
            (Rule::StrayFile, 1) => "1 file in the content folder is not read".to_owned(),
            (Rule::StrayFile, n) => format!("{n} files in the content folder are not read"),
            (Rule::UnusedPhoto, 1) => "1 photo in the photos folder is not used".to_owned(),
            (Rule::UnusedPhoto, n) => format!("{n} photos in the photos folder are not used"),
            (Rule::LargePhoto, 1) => "1 photo is far larger than the site shows".to_owned(),
            (Rule::LargePhoto, n) => format!("{n} photos are far larger than the site shows"),
            (Rule::UnlistedRepair, 1) => {
                "1 repair price names a brand or issue that `repairs.yaml` does not list".to_owned()
            }
            (Rule::UnlistedRepair, n) => {
                format!("{n} repair prices name a brand or issue that `repairs.yaml` does not list")
            }
            (Rule::SmallPhoto, 1) => {
                "1 photo is too small to look sharp on a product card".to_owned()
            }
            (Rule::SmallPhoto, n) => {
                format!("{n} photos are too small to look sharp on a product card")
            }
            (Rule::EmptyListItem, 1) => {
                "1 list cell has an empty item between two `|`, which is left out".to_owned()
            }
            (Rule::EmptyListItem, n) => {
                format!("{n} list cells have an empty item between two `|`, which is left out")
            }
            (Rule::Example, 1) => "1 report says the shop is still the example's".to_owned(),
            (Rule::Example, n) => format!("{n} reports say the shop is still the example's"),
            (Rule::PhotoLocation, 1) => {
                "1 photo says where it was taken (GPS), in a public repository".to_owned()
            }
            (Rule::PhotoLocation, n) => {
                format!("{n} photos say where they were taken (GPS), in a public repository")
            }
        }
    }
}

impl Diagnostic {
    pub fn error(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, file.into(), message.into())
    }

    pub fn warning(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, file.into(), message.into())
    }

    fn new(severity: Severity, file: String, message: String) -> Self {
        Diagnostic {
            severity,
            file,
            span: None,
            path: None,
            message,
            expected: None,
            found: None,
            hint: None,
            related: Vec::new(),
            rule: None,
            stood_in: false,
        }
    }

    pub fn rule(mut self, rule: Rule) -> Self {
        self.rule = Some(rule);
        self
    }

    pub fn at(mut self, span: Range<usize>) -> Self {
        self.span = Some(span);
        self
    }

    pub fn path(mut self, path: &FieldPath) -> Self {
        self.path = (!path.is_root()).then(|| path.clone());
        self
    }

    pub fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    pub fn found(mut self, found: impl Into<String>) -> Self {
        self.found = Some(found.into());
        self
    }

    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn related(mut self, file: &str, span: Range<usize>, message: impl Into<String>) -> Self {
        self.related.push(Label {
            file: file.to_owned(),
            span,
            message: message.into(),
        });
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The text under the caret: "expected X, found Y", or whichever half is
    /// known, unless the message already says it.
    pub fn label(&self) -> Option<String> {
        let label = match (&self.expected, &self.found) {
            (Some(e), Some(f)) => format!("expected {e}, found {f}"),
            (Some(e), None) => format!("expected {e}"),
            (None, Some(f)) => format!("found {f}"),
            (None, None) => return None,
        };
        (!self.message.contains(&label)).then_some(label)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names_only() {
        let fields = ["id", "title", "price", "in_stock"];
        assert_eq!(did_you_mean("prise", fields), Some("price"));
        assert_eq!(did_you_mean("Title", fields), Some("title"));
        assert_eq!(did_you_mean("instock", fields), Some("in_stock"));
        assert_eq!(did_you_mean("colour", fields), None);
    }

    #[test]
    fn suggests_the_key_a_word_stands_for() {
        let product = ["id", "title", "price", "in_stock", "image", "highlights"];
        assert_eq!(suggest_key("name", product), Some("title"));
        assert_eq!(suggest_key("Cost", product), Some("price"));
        assert_eq!(suggest_key("photo", product), Some("image"));
        assert_eq!(suggest_key("prise", product), Some("price"));
        assert_eq!(suggest_key("colour", product), None);
        let playlist = ["id", "name", "desc", "videos"];
        assert_eq!(suggest_key("title", playlist), Some("name"));
        assert_eq!(suggest_key("description", playlist), Some("desc"));
    }

    #[test]
    fn quotes_and_shortens() {
        assert_eq!(quote("-5"), "`-5`");
        assert_eq!(quote("a\nb"), "`a⏎b`");
        assert_eq!(quote(&"x".repeat(50)), format!("`{}…`", "x".repeat(40)));
    }
}
