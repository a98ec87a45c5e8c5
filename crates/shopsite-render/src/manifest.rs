//! Reads Vite's build manifest (`.vite/manifest.json`) to find the script
//! and stylesheets of the client entry.

use std::collections::BTreeMap;

use serde::Deserialize;

/// The client entry's files, as paths relative to the client build folder.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Assets {
    pub script: String,
    pub styles: Vec<String>,
    /// Chunks the entry imports statically, to preload.
    pub preloads: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

/// Finds the entry `entry` (e.g. `src/entry-client.tsx`) in the manifest text.
pub fn parse(manifest: &str, entry: &str) -> Result<Assets, String> {
    let chunks: BTreeMap<String, Chunk> = serde_json::from_str(manifest)
        .map_err(|e| format!("the Vite manifest is not valid JSON ({e})"))?;
    let main = chunks
        .get(entry)
        .filter(|c| c.is_entry)
        .ok_or_else(|| format!("the Vite manifest has no entry `{entry}`"))?;
    let mut assets = Assets {
        script: main.file.clone(),
        styles: main.css.clone(),
        preloads: Vec::new(),
    };
    // Walk static imports depth-first, once each, in manifest order.
    let mut stack: Vec<&str> = main.imports.iter().rev().map(String::as_str).collect();
    let mut seen = std::collections::BTreeSet::new();
    while let Some(key) = stack.pop() {
        if !seen.insert(key) {
            continue;
        }
        let chunk = chunks
            .get(key)
            .ok_or_else(|| format!("the Vite manifest names `{key}` but does not list it"))?;
        assets.preloads.push(chunk.file.clone());
        for css in &chunk.css {
            if !assets.styles.contains(css) {
                assets.styles.push(css.clone());
            }
        }
        stack.extend(chunk.imports.iter().rev().map(String::as_str));
    }
    Ok(assets)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_entry_css_and_imported_chunks() {
        let manifest = r#"{
          "_vendor.js": {"file": "assets/vendor-1.js", "css": ["assets/v.css"]},
          "src/entry-client.tsx": {"file": "assets/entry-2.js", "isEntry": true,
             "css": ["assets/entry.css"], "imports": ["_vendor.js"]}
        }"#;
        assert_eq!(
            parse(manifest, "src/entry-client.tsx").unwrap(),
            Assets {
                script: "assets/entry-2.js".into(),
                styles: vec!["assets/entry.css".into(), "assets/v.css".into()],
                preloads: vec!["assets/vendor-1.js".into()],
            }
        );
        assert!(parse(manifest, "src/other.tsx").is_err());
        assert!(parse("{", "src/entry-client.tsx").is_err());
    }
}
