//! The committed JSON Schemas in `content/.schema/` must match the Rust types.
//! They are generated (`just schema`, which runs this test with
//! `SHOPSITE_UPDATE_SCHEMAS=1` to write them), so this checks the
//! generator, not the owner's content files beside them.

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
        if std::env::var_os("SHOPSITE_UPDATE_SCHEMAS").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &expected).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == expected,
            "content/.schema/{rel} is stale or missing: run `just schema` and commit the result"
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
    // A link, or a photo of `content/photos/` (`/photos/…` as the editor at
    // /admin/ writes an upload).
    let image = r"^(https://|(\./|/)?photos/)";
    assert_eq!(product["properties"]["image"]["pattern"], image);
    assert_eq!(
        product["properties"]["more_images"]["items"]["pattern"],
        image
    );
    assert_eq!(product["properties"]["description"]["type"], "string");
    // Several lines: the editor gives it a text box.
    assert_eq!(product["properties"]["description"]["x-multiline"], true);
    assert_eq!(
        product["properties"]["condition"]["$ref"],
        "#/$defs/Condition"
    );
    let conditions: Vec<&str> = json["$defs"]["Condition"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|value| value["const"].as_str().unwrap())
        .collect();
    assert_eq!(conditions, ["new", "used", "refurbished"]);
    let described = product["properties"]["price"]["description"]
        .as_str()
        .unwrap();
    assert!(
        described.contains("0 for \"Price on request\""),
        "{described}"
    );
}
