//! The integration tests of `shopsite-render`, one binary as the CLI's
//! `tests/testsuite/`: what the render crate makes of the fixture shop
//! (`tests/fixtures/shop/`), in memory, without the frontend.

// Tests may run long: the 80-line rule (clippy.toml) is the code's.
#![allow(clippy::too_many_lines)]

mod catalogue;
mod counter;
mod documents;
mod typescript;
mod view;

use std::path::{Path, PathBuf};

use shopsite_content::Content;

/// The fixture shop's folder, the reference shop of every test.
fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/shop")
}

/// The fixture shop's content, loaded and checked.
fn fixture_shop() -> Content {
    shopsite_content::load(&fixture_dir())
        .content
        .expect("the fixture shop is valid")
}
