//! JSON Schemas of the content files, generated from the typed model, so the
//! owner's editor can complete keys and flag mistakes while typing. Which
//! files there are, and which type describes each, comes from the content
//! file table (`table.rs`).

pub use crate::table::schemas;
