//! The committed TypeScript declarations must match the Rust view types.

use std::path::Path;

#[test]
fn generated_typescript_is_fresh() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(shopsite_render::typescript::PATH);
    let expected = shopsite_render::typescript::declarations();
    if std::env::var_os("SHOPSITE_UPDATE_TYPES").is_some() {
        std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "{} is stale: the Rust view types changed. Run `just types` and commit the result.",
        path.display()
    );
}
