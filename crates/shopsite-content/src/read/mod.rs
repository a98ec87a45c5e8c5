//! Reading: the content folder's files into marked trees, and the trees
//! into typed values, with every problem told where it is written.
//!
//! The way in is [`files::Files`]: it reads each file of the content
//! folder (or texts in memory) once, a YAML file through [`syntax::parse`]
//! (the [`yaml`] tree, which keeps the place of every key and value, and
//! the owner's words for the YAML's slips) and a spreadsheet export
//! through [`sheet`] into the same tree, whose rows and cells [`grid`]
//! names as a spreadsheet program does; [`photo_folder`] lists the photos
//! folder. [`de`] deserializes the model's
//! types from a tree, each value's problem told at its place. Nothing here
//! knows the shop's content: which files there are, their types and their
//! rules are the domain's (`table`, `model`, `validate`), which read
//! through this module.

pub(crate) mod de;
pub(crate) mod files;
pub(crate) mod grid;
pub(crate) mod photo_folder;
pub(crate) mod sheet;
pub(crate) mod source;
pub(crate) mod syntax;
pub(crate) mod yaml;

pub use files::ListFiles;
pub use grid::{Sheet, SheetPlace};
pub use source::{MAX_CATALOGUE_BYTES, MAX_FILE_BYTES, Source, nfc};
