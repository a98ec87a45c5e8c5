//! The binary carries the frontend build (`frontend/dist`, see
//! `src/engine/frontend.rs`): cargo builds it again whenever that changes,
//! files added or removed included, which `include_bytes!` alone would not
//! notice. Until the frontend is built the folder is missing, and cargo then
//! runs this again on every build, so that the binary picks the frontend up
//! as soon as it is there.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../../frontend/dist");
}
