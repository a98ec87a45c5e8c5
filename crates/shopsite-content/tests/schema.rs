//! The committed JSON Schemas in `content/.schema/` must match the Rust types,
//! and every content file must point its editor at the right one.

use std::path::{Path, PathBuf};

fn content_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content")
}

#[test]
fn committed_schemas_are_up_to_date() {
    let schemas = shopsite_content::schema::schemas();
    assert_eq!(schemas.len(), shopsite_content::FILES.len());
    for (rel, expected) in schemas {
        let path = content_dir().join(".schema").join(rel);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == expected,
            "content/.schema/{rel} is stale or missing: run `just schema` and commit the result"
        );
    }
}

#[test]
fn every_content_file_names_its_schema_on_the_first_line() {
    for rel in shopsite_content::FILES {
        let text = std::fs::read_to_string(content_dir().join(rel)).unwrap();
        let first = text.lines().next().unwrap_or_default();
        let up = "../".repeat(rel.matches('/').count());
        let schema = rel.replace(".yaml", ".json");
        assert_eq!(
            first,
            format!("# yaml-language-server: $schema={up}.schema/{schema}"),
            "in content/{rel}"
        );
        assert!(
            content_dir().join(".schema").join(&schema).is_file(),
            "{schema} is missing"
        );
    }
}

#[test]
fn schemas_describe_fields_and_refuse_unknown_keys() {
    let schemas = shopsite_content::schema::schemas();
    let (_, products) = schemas
        .iter()
        .find(|(rel, _)| *rel == "products.json")
        .unwrap();
    let json: serde_json::Value = serde_json::from_str(products).unwrap();
    let product = &json["$defs"]["Product"];
    assert_eq!(product["additionalProperties"], false);
    assert_eq!(
        product["required"],
        serde_json::json!(["id", "title", "price", "in_stock"])
    );
    assert_eq!(product["properties"]["price"]["minimum"], 0);
    assert_eq!(product["properties"]["image"]["pattern"], "^https://");
    let described = product["properties"]["price"]["description"]
        .as_str()
        .unwrap();
    assert!(
        described.contains("0 for \"Price on request\""),
        "{described}"
    );
}
