//! The shop's content: YAML files in, typed and validated structs out.
//!
//! This crate knows nothing about HTML. It reads every file in the content
//! directory once, reports every problem it finds (syntax, types and the
//! shop's own rules) as [`Diagnostic`]s with file, position, field path and a
//! hint, and hands the validated [`Content`] to the renderer.
//!
//! - [`read`]: the files into marked trees and typed values (YAML,
//!   spreadsheets, the owner's words for their slips);
//! - [`model`]: the content's types, each value's rule beside its type;
//! - `table`: the content files, each declared once, and the content they
//!   make; `validate`: the rules of each file and across files;
//! - [`place`]: the shop's address in its texts; [`photos`]: the photos
//!   folder; [`resolve`]: a product's filter levels;
//! - `load`: all of it in order, [`load()`] and its kin.

// The workspace denies unsafe code; the libraries forbid it outright.
#![forbid(unsafe_code)]
// No function over 80 lines (clippy.toml), tests aside.
#![cfg_attr(test, allow(clippy::too_many_lines))]

pub mod diagnostic;
pub mod example;
pub mod model;
pub mod parallel;
pub mod path;
pub mod photos;
pub mod place;
pub mod read;
pub mod resolve;
pub mod roman;
pub mod rules;
pub mod schema;

mod load;
mod table;
mod validate;
mod words;

pub use diagnostic::{Diagnostic, Rule, Severity};
pub use load::{Loaded, example_name, holding, load, load_remembering, load_texts, locate};
pub use path::FieldPath;
pub use read::{ListFiles, Sheet, SheetPlace, Source};
pub use table::{Content, FILES, LIST_FILES, OPTIONAL_FILES, Pages};
