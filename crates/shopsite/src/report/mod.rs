//! Everything `shopsite` tells about a problem is rendered here, and nowhere
//! else: content diagnostics and the [`crate::error::Error`]s of every
//! command, the way rustc does ([`human`]). A problem's line and column come
//! from [`place`].

mod human;
mod place;

pub use human::{
    built, check, error, errors_summary, failure, failure_plain, plural, warnings_suffix,
};
