//! JSON Schemas of the content files, generated from the typed model, so the
//! owner's editor can complete keys and flag mistakes while typing. Which
//! files there are comes from the content file table (`table.rs`).

use schemars::{JsonSchema, schema_for};

pub use crate::table::schemas;

/// The pretty JSON Schema of `T`, ending with a line break.
pub(crate) fn json<T: JsonSchema>() -> String {
    let mut text =
        serde_json::to_string_pretty(&schema_for!(T)).expect("a schema is always valid JSON");
    text.push('\n');
    text
}
