//! The integration tests of `shopsite-content`: one test binary, as the
//! CLI's `crates/shopsite/tests/testsuite/`, so cargo links the crate once,
//! not once per file. Each module loads the fixture shop
//! (`tests/fixtures/shop/`) or texts in memory; `cargo test -p
//! shopsite-content --test testsuite mutations::` runs one of them.

// Tests may run long: the 80-line rule (clippy.toml) is the code's.
#![allow(clippy::too_many_lines)]

use std::path::{Path, PathBuf};

mod mutations;
mod schema;
mod shop;

/// The fixture shop, the reference shop the tests read.
fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/shop")
}
