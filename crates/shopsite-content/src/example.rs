//! The example shop `shopsite new` writes for a new owner
//! (`template/content/` at the top of the repository, carried here by
//! `build.rs`), known value by value: what the owner has not yet made their
//! own is found by its value (`validate/leftovers.rs`), never by a comment
//! beside it, which an editor or a CMS drops when it saves the file.
//! `load.rs` reads it once, as it reads the owner's shop.

use crate::read::files::Files;
use crate::table::Content;

include!(concat!(env!("OUT_DIR"), "/example.rs"));

/// The example shop, as written and as read.
pub(crate) struct Example {
    /// Its files as written: each text before the address is put in.
    pub files: Files,
    /// Its content, read and checked.
    pub content: Content,
}
