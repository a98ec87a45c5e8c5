//! The integration tests of `shopsite`: one test binary, as mdBook's
//! `tests/testsuite/`, so cargo links the helpers and the crates once, not
//! once per file. Each module runs the real binary in fixture projects;
//! `cargo test -p shopsite --test testsuite serve::` runs one of them.

// Tests may run long: the 80-line rule (clippy.toml) is the code's.
#![allow(clippy::too_many_lines)]

mod common;

// The catalogue generator, to make large shops without committing them.
#[path = "../../examples/catalogue.rs"]
#[allow(dead_code)]
mod generator;

mod build;
mod catalogue;
mod check;
mod dev;
mod editor;
mod engines;
mod errors;
mod fixture;
mod format;
mod hindi;
mod house;
mod new;
mod owner;
mod packages;
mod photos;
mod place;
mod rebuild;
mod repair_prices;
mod serve;
mod traps;
mod yaml_slips;
