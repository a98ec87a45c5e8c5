//! The json format: one JSON document on stdout with every problem, for tools.
//!
//! The document is pretty-printed: it is one document per run, not a stream
//! of records, so nothing gains from one line per record, and a person
//! reading it in a CI log or a diff can follow it. Its shape is [`Document`];
//! fields keep the order below and are always present (`null` when unknown),
//! and `version` changes only when a field changes meaning or goes away.

use serde::Serialize;
use shopsite_content::{Diagnostic, Loaded, Severity};

use super::place::{RepoNames, locate, sheet_place};
use crate::error::Error;

/// What `shopsite check --format json` prints:
///
/// ```json
/// {
///   "version": 1,
///   "ok": false,
///   "errors": 2,
///   "warnings": 1,
///   "diagnostics": [
///     {
///       "severity": "error",
///       "file": "content/products.yaml",
///       "line": 8,
///       "column": 12,
///       "end_line": 8,
///       "end_column": 17,
///       "cell": null,
///       "path": "products[1].price",
///       "message": "products[2].price: expected a whole number (0 or more), found `12,99`",
///       "expected": "a whole number (0 or more)",
///       "found": "`12,99`",
///       "hint": "write the number without commas or ₹, e.g. `1299`",
///       "related": [],
///       "kind": null
///     }
///   ]
/// }
/// ```
#[derive(Debug, Serialize)]
pub struct Document {
    /// The version of this shape: 1.
    pub version: u32,
    /// Whether the content is usable: no errors (warnings allowed). The exit
    /// code is 0 exactly when this is `true`.
    pub ok: bool,
    /// How many diagnostics are errors.
    pub errors: usize,
    /// How many diagnostics are warnings.
    pub warnings: usize,
    /// Every problem, in the order of the human output, none left out.
    pub diagnostics: Vec<Finding>,
}

/// One problem.
#[derive(Debug, Serialize)]
pub struct Finding {
    pub severity: Level,
    /// The file, from the root of the git repository that holds the content
    /// (as given with `--content` when there is none). `null` for a failure
    /// that is not about a content file.
    pub file: Option<String>,
    /// Where the problem starts: 1-based line and column, the column counted
    /// in characters. `null` for a problem with the whole file.
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// Where it ends: the column just after its last character.
    pub end_line: Option<usize>,
    pub end_column: Option<usize>,
    /// In a spreadsheet, the row and column as the spreadsheet shows them;
    /// `null` elsewhere.
    pub cell: Option<Cell>,
    /// The field, e.g. `products[3].price`, for tools: lists count from 0
    /// here (`products[3]` is the fourth product), as `FieldPath` reads it.
    /// `null` for the whole file.
    pub path: Option<String>,
    /// What is wrong, as the human output says it, for people: lists count
    /// from 1 (`products[4].price: …` for the fourth product), and in a
    /// spreadsheet an item is its row (`row 5, price: …`). For a failure
    /// that is not about a content file, the lines after the first explain it.
    pub message: String,
    /// What was expected there, e.g. `a whole number (0 or more)`.
    pub expected: Option<String>,
    /// What was found there, e.g. "`12,99`".
    pub found: Option<String>,
    /// How to fix it.
    pub hint: Option<String>,
    /// Other places that explain it, e.g. the first use of a duplicate id.
    pub related: Vec<Related>,
    /// The rule of a problem that can come once per item, e.g.
    /// `card_highlights`, which the human output tells together; `null`
    /// for the others.
    pub kind: Option<&'static str>,
}

/// A place in a spreadsheet: `row` as numbered there (the header is row
/// 1), and when the place is one cell, its `column`'s letters (`C`) and
/// `name` in the header row (`price`); both `null` for a whole row.
#[derive(Debug, Serialize)]
pub struct Cell {
    pub row: usize,
    pub column: Option<String>,
    pub name: Option<String>,
}

impl Cell {
    fn of(loaded: &Loaded, file: &str, span: Option<&std::ops::Range<usize>>) -> Option<Cell> {
        let place = sheet_place(loaded, file, span)?;
        let (column, name) = place.column.unzip();
        Some(Cell {
            row: place.row,
            column,
            name: name.filter(|n| !n.is_empty()),
        })
    }
}

#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Error,
    Warning,
}

/// Another place that explains a problem.
#[derive(Debug, Serialize)]
pub struct Related {
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub end_line: Option<usize>,
    pub end_column: Option<usize>,
    pub cell: Option<Cell>,
    pub message: String,
}

/// The document for `loaded`, ending with a line break.
pub fn document(loaded: &Loaded, names: &RepoNames) -> String {
    let diagnostics = loaded
        .diagnostics
        .iter()
        .map(|d| entry(d, loaded, names))
        .collect();
    to_text(&Document {
        version: 1,
        ok: loaded.content.is_some(),
        errors: loaded.errors(),
        warnings: loaded.warnings(),
        diagnostics,
    })
}

/// The document for a failure that is not about the content: one error
/// without a file.
pub fn error(error: &Error) -> String {
    let mut message = error.message().to_owned();
    if let Some(detail) = error.detail().filter(|t| !t.trim().is_empty()) {
        message = format!("{message}\n{detail}");
    }
    to_text(&Document {
        version: 1,
        ok: false,
        errors: 1,
        warnings: 0,
        diagnostics: vec![Finding {
            severity: Level::Error,
            file: None,
            line: None,
            column: None,
            end_line: None,
            end_column: None,
            cell: None,
            path: None,
            message,
            expected: None,
            found: None,
            hint: error.hint().map(str::to_owned),
            related: Vec::new(),
            kind: None,
        }],
    })
}

fn entry(d: &Diagnostic, loaded: &Loaded, names: &RepoNames) -> Finding {
    let at = locate(loaded, &d.file, d.span.as_ref());
    let related = d
        .related
        .iter()
        .map(|r| {
            let at = locate(loaded, &r.file, Some(&r.span));
            Related {
                file: names.name(&r.file),
                line: at.map(|p| p.line),
                column: at.map(|p| p.col),
                end_line: at.map(|p| p.end_line),
                end_column: at.map(|p| p.end_col),
                cell: Cell::of(loaded, &r.file, Some(&r.span)),
                message: r.message.clone(),
            }
        })
        .collect();
    Finding {
        severity: match d.severity {
            Severity::Error => Level::Error,
            Severity::Warning => Level::Warning,
        },
        file: Some(names.name(&d.file)),
        line: at.map(|p| p.line),
        column: at.map(|p| p.col),
        end_line: at.map(|p| p.end_line),
        end_column: at.map(|p| p.end_col),
        cell: Cell::of(loaded, &d.file, d.span.as_ref()),
        path: d.path.as_ref().map(ToString::to_string),
        message: d.message.clone(),
        expected: d.expected.clone(),
        found: d.found.clone(),
        hint: d.hint.clone(),
        related,
        kind: d.rule.map(|r| r.name()),
    }
}

fn to_text(document: &Document) -> String {
    serde_json::to_string_pretty(document).expect("the document is plain data") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_a_document_with_one_diagnostic_without_a_file() {
        let error = Error::new("the prerender failed")
            .with_detail("TypeError: x")
            .with_hint("rebuild the frontend with `just build`");
        let doc: serde_json::Value = serde_json::from_str(&super::error(&error)).unwrap();
        assert_eq!(
            doc,
            serde_json::json!({
                "version": 1,
                "ok": false,
                "errors": 1,
                "warnings": 0,
                "diagnostics": [{
                    "severity": "error",
                    "file": null,
                    "line": null,
                    "column": null,
                    "end_line": null,
                    "end_column": null,
                    "cell": null,
                    "path": null,
                    "message": "the prerender failed\nTypeError: x",
                    "expected": null,
                    "found": null,
                    "hint": "rebuild the frontend with `just build`",
                    "related": [],
                    "kind": null
                }]
            })
        );
    }
}
