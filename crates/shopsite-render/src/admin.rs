//! `/admin/`: the editor for the owner's phone, Sveltia CMS, which edits
//! the YAML content files in the shop's GitHub repository. Each save is a
//! commit, and the publish workflow checks and publishes it.
//!
//! Everything here is made from shopsite's own description of the content,
//! the JSON Schemas of [`shopsite_content::schema`]: [`config`] writes the
//! editor's `config.yml` from them, so a new field of the model is in the
//! editor without a line here. Each field's label is its key, in words;
//! its help, the key's doc comment.
//!
//! The editor's script and fonts are files the frontend build puts in
//! `admin/` (`frontend/admin.ts`); this writes the page that loads
//! them and its configuration; `csp.rs` gives it its own `_headers` rule.

use serde_json::{Map, Value, json};
use shopsite_content::model::Repository;

use crate::base::BaseUrl;

/// The branch the editor saves to: the one the publish workflow publishes
/// (`on: push: branches: [main]` in `template/.github/workflows/publish.yml`).
pub const BRANCH: &str = "main";

/// The folder of the editor in the site.
pub const DIR: &str = "admin/";

/// The editor's script, as the frontend build writes it into `admin/`.
pub const SCRIPT: &str = "sveltia-cms.js";

/// The Content-Security-Policy of `/admin/`, and nothing else: its own
/// script and the fonts beside it; the styles it sets inline; pictures
/// from anywhere, as products may link theirs (`https:`), and the uploads
/// it previews (`blob:`, `data:`); GitHub's API, where it reads and saves
/// the files, and GitHub's status page, which it asks whether GitHub is
/// down before it says why a save failed; its image encoder's worker.
/// `'wasm-unsafe-eval'` only for its WebP encoder, which Safari needs (its
/// canvas cannot write WebP).
pub const CSP: &str = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' blob: data: https:; font-src 'self'; \
     connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com; \
     worker-src 'self' blob:; manifest-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// The address of the publish workflow's runs, where the owner sees
/// whether a save was published.
pub fn runs_url(repository: &Repository) -> String {
    format!("https://github.com/{repository}/actions/workflows/publish.yml")
}

/// `config.yml` of the editor, from `schemas` (`(path under content/.schema/,
/// schema)`, as [`shopsite_content::schema::schemas`] gives them), saving
/// to `repository`, or with no backend when there is none (the page then
/// says how to name one and loads no editor). `base` is where the site
/// is published; `shop`, the shop's name, heads the editor's first screen.
pub fn config(
    schemas: &[(&str, Value)],
    repository: Option<&Repository>,
    base: &BaseUrl,
    shop: &str,
) -> String {
    let mut text = String::from(
        "# The editor's settings, written by `shopsite build` from shopsite's description of\n\
         # the content files on every build: edit the content, not this.\n",
    );
    yaml(&config_value(schemas, repository, base, shop), 0, &mut text);
    text
}

/// The editor's settings, as [`config`] writes them.
pub fn config_value(
    schemas: &[(&str, Value)],
    repository: Option<&Repository>,
    base: &BaseUrl,
    shop: &str,
) -> Value {
    let files: Vec<Value> = schemas
        .iter()
        .map(|(path, schema)| file_entry(path, schema))
        .collect();
    let mut root = Map::new();
    if let Some(repository) = repository {
        root.insert(
            "backend".into(),
            json!({
                "name": "github",
                "repo": repository.to_string(),
                "branch": BRANCH,
            }),
        );
    }
    root.insert("site_url".into(), json!(base.url()));
    // The first screen, and the tab, say whose shop this is, with its icon.
    root.insert("app_title".into(), json!(format!("Edit {shop}")));
    // An absolute path, so that the icon comes from wherever the editor
    // is opened (the Pages address or the shop's own domain).
    root.insert(
        "logo_url".into(),
        json!(format!("{}favicon.svg", base.path())),
    );
    root.insert("media_folder".into(), json!("content/photos"));
    root.insert("public_folder".into(), json!("photos"));
    root.insert(
        "media_libraries".into(),
        json!({
            "default": {
                "config": {
                    "max_file_size": 20_000_000,
                    "slugify_filename": true,
                    // Every photo is re-encoded in the browser before it is
                    // uploaded: a phone's 12 MP JPEG becomes a WebP of at
                    // most 1600 px, and loses its EXIF, the GPS position
                    // among it.
                    "transformations": {
                        "raster_image": {
                            "format": "webp",
                            "quality": 85,
                            "width": 1600,
                            "height": 1600,
                        }
                    }
                }
            }
        }),
    );
    root.insert(
        "output".into(),
        json!({ "omit_empty_optional_fields": true }),
    );
    // Each file is one of Sveltia's singletons, which a phone lists on the
    // editor's first screen: Products is one tap away, not two.
    root.insert("singletons".into(), Value::Array(files));
    Value::Object(root)
}

/// One content file's entry: its path under `content/`, its label, and its
/// fields, the schema's top-level properties.
fn file_entry(schema_path: &str, schema: &Value) -> Value {
    let stem = schema_path.strip_suffix(".json").unwrap_or(schema_path);
    let defs = schema.get("$defs").cloned().unwrap_or(Value::Null);
    let label = match stem.strip_prefix("pages/") {
        Some(page) => format!("Page: {}", words(page)),
        None => words(stem),
    };
    let mut entry = Map::new();
    entry.insert("name".into(), json!(stem.replace('/', "-")));
    entry.insert("label".into(), json!(label));
    entry.insert("icon".into(), json!(icon(stem)));
    entry.insert("file".into(), json!(format!("content/{stem}.yaml")));
    entry.insert("format".into(), json!("yaml"));
    let mut fields = fields(schema, &defs);
    // A list that may also come from a spreadsheet: its rows are not here,
    // which the owner looking for them must be told where they look.
    let yaml = format!("{stem}.yaml");
    if let Some(list) = shopsite_content::LIST_FILES.iter().find(|l| l.yaml == yaml)
        && let Some(field) = fields
            .iter_mut()
            .find(|f| f["name"] == list.key)
            .and_then(Value::as_object_mut)
    {
        let hint = field
            .get("hint")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        field.insert(
            "hint".into(),
            json!(format!(
                "{hint}\n\nOnly those of content/{yaml} are here. Rows of {csv} (a spreadsheet) and files in {dir} cannot be changed here: change them on a computer, or move them into this list (docs/owner/phone.md says how).",
                csv = list.csv,
                dir = list.dir,
            )),
        );
    }
    entry.insert("fields".into(), Value::Array(fields));
    Value::Object(entry)
}

/// The icon of a content file in the editor's list, one of the Material
/// Symbols (carried with the editor's fonts); Sveltia's own for a file
/// named nowhere here.
fn icon(stem: &str) -> &'static str {
    match stem {
        "site" => "storefront",
        "products" => "inventory_2",
        "courses" => "school",
        "videos" => "smart_display",
        "repairs" => "build",
        "repair-prices" => "currency_rupee",
        _ if stem.starts_with("pages/") => "article",
        _ => "edit_document",
    }
}

/// The fields of an object's schema, in its order.
fn fields(schema: &Value, defs: &Value) -> Vec<Value> {
    let schema = resolve(schema, defs);
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    properties
        .iter()
        .map(|(name, property)| field(name, property, required.contains(&name.as_str()), defs))
        .collect()
}

/// The schema `$ref` names, with the description of the property that
/// names it, when it has one.
fn resolve<'a>(schema: &'a Value, defs: &'a Value) -> std::borrow::Cow<'a, Value> {
    let Some(name) = schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/$defs/"))
    else {
        return std::borrow::Cow::Borrowed(schema);
    };
    let Some(target) = defs.get(name) else {
        return std::borrow::Cow::Borrowed(schema);
    };
    let mut merged = target.clone();
    if let (Some(description), Some(object)) = (schema.get("description"), merged.as_object_mut()) {
        object.insert("description".into(), description.clone());
    }
    std::borrow::Cow::Owned(merged)
}

/// The types a schema allows, `null` aside, and whether it allows `null`.
fn types(schema: &Value) -> (Vec<&str>, bool) {
    let all: Vec<&str> = match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let nullable = all.contains(&"null");
    (all.into_iter().filter(|t| *t != "null").collect(), nullable)
}

/// The values of an enumeration (`enum`, or `oneOf` of `const`s), each with
/// its description.
fn choices(schema: &Value) -> Option<Vec<(Value, Option<String>)>> {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return Some(values.iter().map(|v| (v.clone(), None)).collect());
    }
    let variants = schema.get("oneOf").and_then(Value::as_array)?;
    variants
        .iter()
        .map(|v| {
            let value = v.get("const")?.clone();
            let description = v
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_owned);
            Some((value, description))
        })
        .collect()
}

/// Whether a text is a photo: a file under `photos/` or a link, as the
/// schema's pattern of `image` says.
fn is_photo(schema: &Value) -> bool {
    schema
        .get("pattern")
        .and_then(Value::as_str)
        .is_some_and(|p| p.contains("photos/"))
}

/// One field of the editor, for the property `name` of schema `property`.
fn field(name: &str, property: &Value, required: bool, defs: &Value) -> Value {
    let property = resolve(property, defs);
    let (kinds, nullable) = types(&property);
    let mut f = Map::new();
    f.insert("name".into(), json!(name));
    f.insert("label".into(), json!(words(name)));
    let mut hint = property
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    if !required || nullable {
        f.insert("required".into(), json!(false));
    }
    let widget = widget(&property, &kinds, defs, &mut f, &mut hint);
    f.insert("widget".into(), json!(widget));
    if !hint.is_empty() {
        // One paragraph: the doc comment's line breaks are its source's.
        f.insert("hint".into(), json!(unwrap_lines(&hint)));
    }
    // `name`, `label`, `widget` first, as Sveltia's documentation writes them.
    let mut ordered = Map::new();
    for key in ["name", "label", "widget"] {
        if let Some(v) = f.remove(key) {
            ordered.insert(key.into(), v);
        }
    }
    ordered.extend(f);
    Value::Object(ordered)
}

/// The widget of a property, and what it needs besides (`f`).
fn widget(
    property: &Value,
    kinds: &[&str],
    defs: &Value,
    f: &mut Map<String, Value>,
    hint: &mut String,
) -> &'static str {
    if let Some(options) = choices(property) {
        let described: Vec<String> = options
            .iter()
            .filter_map(|(v, d)| Some(format!("{}: {}", v.as_str()?, d.as_deref()?)))
            .collect();
        if !described.is_empty() {
            hint.push_str("\n\n");
            hint.push_str(&described.join(" "));
        }
        let values: Vec<Value> = options.into_iter().map(|(v, _)| v).collect();
        f.insert("options".into(), Value::Array(values));
        return "select";
    }
    match kinds {
        ["integer"] => {
            f.insert("value_type".into(), json!("int"));
            number_limits(property, f);
            "number"
        }
        ["number"] => {
            f.insert("value_type".into(), json!("float"));
            number_limits(property, f);
            "number"
        }
        ["boolean"] => "boolean",
        ["array"] => {
            let items = property.get("items").cloned().unwrap_or(json!({}));
            let items = resolve(&items, defs);
            let (item_kinds, _) = types(&items);
            if item_kinds == ["object"] {
                f.insert("fields".into(), Value::Array(fields(&items, defs)));
            } else {
                // A list of single values, each its own field.
                let one = field("item", &items, true, defs);
                f.insert("field".into(), one);
            }
            "list"
        }
        ["object"] if property.get("properties").is_some() => {
            f.insert("fields".into(), Value::Array(fields(property, defs)));
            "object"
        }
        _ => {
            // A text, or what the file may write as a text among other
            // forms (a price range, a map position): edited as text.
            if is_photo(property) {
                return "image";
            }
            if let Some(pattern) = property.get("pattern").and_then(Value::as_str) {
                f.insert(
                    "pattern".into(),
                    json!([
                        pattern,
                        "This is not written as this field needs: see the help below."
                    ]),
                );
            }
            if property.get("x-multiline") == Some(&Value::Bool(true)) {
                "text"
            } else {
                "string"
            }
        }
    }
}

fn number_limits(property: &Value, f: &mut Map<String, Value>) {
    if let Some(min) = property.get("minimum") {
        f.insert("min".into(), min.clone());
    }
    if let Some(max) = property.get("maximum") {
        f.insert("max".into(), max.clone());
    }
}

/// `in_stock` as "In stock", `pages/not_found` as "Not found".
fn words(key: &str) -> String {
    let spaced = key.replace(['_', '-'], " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A doc comment's lines joined into paragraphs: one line break is a
/// space, a blank line stays.
fn unwrap_lines(text: &str) -> String {
    text.split("\n\n")
        .map(|para| {
            para.split('\n')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// `value` as block YAML at `indent`, each text as a JSON string (which
/// YAML reads as the same text), each key plain.
fn yaml(value: &Value, indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                out.push_str(&pad);
                out.push_str(key);
                out.push(':');
                nested(v, indent, out);
            }
        }
        Value::Array(items) => {
            for v in items {
                out.push_str(&pad);
                out.push('-');
                match v {
                    Value::Object(map) if !map.is_empty() => {
                        // The first key on the dash's line, the rest under it.
                        let mut first = true;
                        for (key, inner) in map {
                            if first {
                                out.push(' ');
                                first = false;
                            } else {
                                out.push_str(&pad);
                                out.push_str("  ");
                            }
                            out.push_str(key);
                            out.push(':');
                            nested(inner, indent + 2, out);
                        }
                    }
                    _ => nested(v, indent, out),
                }
            }
        }
        scalar => {
            out.push_str(&pad);
            out.push_str(&scalar.to_string());
            out.push('\n');
        }
    }
}

/// A value after `key:` or `-`: on the same line when it is one value or
/// empty, else on the lines under it, indented.
fn nested(value: &Value, indent: usize, out: &mut String) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            out.push('\n');
            yaml(value, indent + 2, out);
        }
        Value::Array(items) if !items.is_empty() => {
            out.push('\n');
            yaml(value, indent + 2, out);
        }
        Value::Object(_) => out.push_str(" {}\n"),
        Value::Array(_) => out.push_str(" []\n"),
        scalar => {
            out.push(' ');
            out.push_str(&scalar.to_string());
            out.push('\n');
        }
    }
}

/// The owner's guide to the editor, in shopsite's repository.
pub const GUIDE: &str = concat!(
    env!("CARGO_PKG_REPOSITORY"),
    "/blob/main/docs/owner/phone.md"
);

/// The HTML of `/admin/`: the editor, under a bar of its own, or, with no
/// repository to save to, a page that says how to name it.
///
/// The bar is on every screen of the editor, the phone's first among them
/// (Sveltia has no place for a notice of ours there): it names what cannot be
/// changed here, `beside_yaml` (the lists' spreadsheets and folder files,
/// [`shopsite_content::Loaded::beside_yaml`]), and links to the publish
/// runs. The editor is mounted below it (Sveltia's `#nc-root`), in the rest
/// of the screen.
pub fn index(repository: Option<&Repository>, shop: &str, beside_yaml: &[String]) -> String {
    let title = escape(&format!("Edit {shop}"));
    let head = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
        <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
        <meta name=\"robots\" content=\"noindex, nofollow\">\n\
        <meta name=\"referrer\" content=\"no-referrer\">\n\
        <title>{title}</title>\n"
    );
    match repository {
        Some(repository) => format!(
            "{head}<link href=\"config.yml\" type=\"application/yaml\" rel=\"cms-config-url\">\n\
             <link rel=\"manifest\" href=\"manifest.webmanifest\">\n\
             <style>{BAR_CSS}</style>\n\
             </head>\n<body>\n{bar}<div id=\"nc-root\"></div>\n\
             <script src=\"{SCRIPT}\"></script>\n</body>\n</html>\n",
            bar = bar(repository, beside_yaml),
        ),
        None => format!(
            "{head}<style>body{{font:1.1rem/1.5 system-ui,sans-serif;margin:1.5rem;max-width:40rem}}code{{font-size:1rem}}</style>\n\
             </head>\n<body>\n<main>\n<h1>The editor needs your repository</h1>\n\
             <p>This page edits the shop from your phone, and saves each change in the shop's GitHub \
             repository, which then publishes it. This build did not know which repository that is.</p>\n\
             <p>Add one line to <code>content/site.yaml</code>, with your repository's owner and name, \
             as in its address on github.com:</p>\n\
             <pre><code>repository: your-name/your-shop</code></pre>\n\
             <p>The site that the publish workflow on GitHub builds knows it already: open \
             <code>/admin/</code> on the published site.</p>\n\
             </main>\n</body>\n</html>\n"
        ),
    }
}

/// The bar's style: one row above the editor, which fills the rest of the
/// screen; two links as tall as a thumb, the first taking two lines on a
/// phone when it must; the editor's light or dark.
const BAR_CSS: &str = "html,body{height:100%;margin:0}\
body{display:flex;flex-direction:column;overflow:hidden}\
#bar{flex:none;display:flex;align-items:stretch;gap:1rem;padding:0 1rem;\
font:0.875rem/1.25 system-ui,sans-serif;background:#eef2f8;border-bottom:1px solid #c9d3e0}\
#bar a{display:flex;align-items:center;min-height:48px;color:#0b4fb3;text-underline-offset:2px}\
#bar a:first-child{flex:auto;color:#1b2330}\
#bar a:last-child{flex:none;font-weight:600}#bar b{white-space:nowrap}\
#nc-root{flex:auto;position:relative}\
@media (prefers-color-scheme:dark){#bar{background:#1c2430;border-color:#2f3a48}\
#bar a:first-child{color:#e6e9ee}#bar a:last-child{color:#9cc2ff}}";

/// The bar above the editor: what cannot be changed here, which the guide
/// says why of and how to move, and where to see whether a save was
/// published. Each link opens a tab of its own, so that an unsaved change
/// in the editor is not left behind.
fn bar(repository: &Repository, beside_yaml: &[String]) -> String {
    // A folder's files by the folder's name: `products/`, once.
    let mut shown: Vec<&str> = Vec::new();
    for file in beside_yaml {
        let name = file
            .find('/')
            .map_or(file.as_str(), |slash| &file[..=slash]);
        if !shown.contains(&name) {
            shown.push(name);
        }
    }
    let elsewhere = if shown.is_empty() {
        "Spreadsheets (.csv): not editable here".to_owned()
    } else {
        let names: Vec<String> = shown
            .iter()
            .map(|name| format!("<b>{}</b>", escape(name)))
            .collect();
        format!("Not editable here: {}", names.join(", "))
    };
    format!(
        "<header id=\"bar\">\n\
         <a href=\"{GUIDE}#what-the-editor-cannot-change\" target=\"_blank\" rel=\"noopener\"><span>{elsewhere}</span></a>\n\
         <a href=\"{runs}\" target=\"_blank\" rel=\"noopener\"><span>Publish runs</span></a>\n\
         </header>\n",
        runs = runs_url(repository),
    )
}

/// `text` safe in HTML text and in an attribute in double quotes. (Not
/// `html::in_attribute`: `html` names the policies of `csp`, which names
/// this module's.)
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The web app manifest, so that "Add to Home screen" opens the editor
/// full screen, under the shop's name and with the site's icon.
pub fn manifest(shop: &str) -> String {
    json!({
        "name": format!("Edit {shop}"),
        "short_name": "Edit shop",
        "icons": [{ "src": "../favicon.svg", "sizes": "any", "type": "image/svg+xml" }],
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#ffffff",
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A site at the root of its domain.
    fn root() -> BaseUrl {
        BaseUrl::parse("https://example.com/").unwrap()
    }

    /// The schemas of every content file, as the build reads them.
    fn schemas() -> Vec<(&'static str, Value)> {
        shopsite_content::schema::schemas()
            .into_iter()
            .map(|(path, text)| (path, serde_json::from_str(&text).unwrap()))
            .collect()
    }

    fn files(config: &Value) -> &Vec<Value> {
        config["singletons"].as_array().unwrap()
    }

    /// Every property path of `schema` (`products[].more_images[]`), `$ref`s
    /// followed; a map position (`anyOf` of a text and a group) is one.
    fn schema_paths(schema: &Value, defs: &Value, at: &str, out: &mut Vec<String>) {
        let schema = resolve(schema, defs);
        if let Some(props) = schema.get("properties").and_then(Value::as_object) {
            for (name, p) in props {
                let path = format!("{at}{}{name}", if at.is_empty() { "" } else { "." });
                out.push(path.clone());
                let p = resolve(p, defs);
                if let Some(items) = p.get("items") {
                    schema_paths(items, defs, &format!("{path}[]"), out);
                } else if p.get("anyOf").is_none() {
                    schema_paths(&p, defs, &path, out);
                }
            }
        }
    }

    /// Every field path of the editor's `fields`, as [`schema_paths`] names them.
    fn config_paths(fields: &Value, at: &str, out: &mut Vec<String>) {
        for f in fields.as_array().unwrap() {
            let name = f["name"].as_str().unwrap();
            let path = format!("{at}{}{name}", if at.is_empty() { "" } else { "." });
            out.push(path.clone());
            let inner = if f["widget"] == "list" {
                format!("{path}[]")
            } else {
                path
            };
            if let Some(sub) = f.get("fields") {
                config_paths(sub, &inner, out);
            }
        }
    }

    #[test]
    fn the_editor_has_every_yaml_file_and_every_field_of_the_schema() {
        let schemas = schemas();
        let repo: Repository = "sharma/shop".parse().unwrap();
        let config = config_value(&schemas, Some(&repo), &root(), "Asha Mobiles");
        let files = files(&config);
        let edited: Vec<&str> = files.iter().map(|f| f["file"].as_str().unwrap()).collect();
        let mut every: Vec<String> = shopsite_content::FILES
            .iter()
            .map(|f| format!("content/{f}"))
            .collect();
        every.sort();
        let mut sorted = edited.clone();
        sorted.sort();
        assert_eq!(sorted, every);
        assert!(edited.iter().all(|f| !f.ends_with(".csv")));
        for ((path, schema), file) in schemas.iter().zip(files) {
            let mut wanted = Vec::new();
            schema_paths(schema, &schema["$defs"], "", &mut wanted);
            let mut found = Vec::new();
            config_paths(&file["fields"], "", &mut found);
            assert_eq!(found, wanted, "{path}");
            assert!(!wanted.is_empty(), "{path}");
        }
    }

    /// The field of `file` at `names` (each a field inside the one before).
    fn field_at<'a>(config: &'a Value, file: &str, names: &[&str]) -> &'a Value {
        let mut fields = &files(config).iter().find(|f| f["file"] == file).unwrap()["fields"];
        let mut found = &Value::Null;
        for name in names {
            found = fields
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["name"] == *name)
                .unwrap_or_else(|| panic!("no field {name} in {file}"));
            fields = &found["fields"];
        }
        found
    }

    #[test]
    fn each_kind_of_value_has_its_widget() {
        let config = config_value(&schemas(), None, &root(), "Asha Mobiles");
        let product = |name: &str| field_at(&config, "content/products.yaml", &["products", name]);
        assert_eq!(
            product("price"),
            &json!({
                "name": "price", "label": "Price", "widget": "number",
                "hint": "Price in whole rupees, without commas or ₹. Use 0 for \"Price on request\".",
                "value_type": "int", "min": 0,
            })
        );
        assert_eq!(product("in_stock")["widget"], "boolean");
        assert_eq!(product("in_stock").get("required"), None);
        assert_eq!(product("image")["widget"], "image");
        assert_eq!(product("image")["required"], false);
        assert_eq!(product("more_images")["widget"], "list");
        assert_eq!(product("more_images")["field"]["widget"], "image");
        assert_eq!(product("highlights")["widget"], "list");
        assert_eq!(product("highlights")["field"]["widget"], "string");
        assert_eq!(product("description")["widget"], "text");
        assert_eq!(product("condition")["widget"], "select");
        assert_eq!(
            product("condition")["options"],
            json!(["new", "used", "refurbished"])
        );
        assert_eq!(product("id")["pattern"][0], "^[a-z0-9]+(-[a-z0-9]+)*$");
        // No backend without a repository: the page says how to name one.
        assert_eq!(config.get("backend"), None);
        assert!(index(None, "Asha Mobiles", &[]).contains("repository: your-name/your-shop"));
        assert!(!index(None, "Asha Mobiles", &[]).contains("<script"));
    }

    /// A field added to the model is in the editor with no other change:
    /// here, a property added to the products' schema.
    #[test]
    fn a_new_field_of_the_schema_is_in_the_editor() {
        let mut schemas = schemas();
        let products = &mut schemas
            .iter_mut()
            .find(|(path, _)| *path == "products.json")
            .unwrap()
            .1;
        products["$defs"]["Product"]["properties"]["warranty_months"] = json!({
            "description": "Months of warranty.",
            "type": ["integer", "null"],
            "minimum": 0,
        });
        let config = config_value(&schemas, None, &root(), "Asha Mobiles");
        assert_eq!(
            field_at(
                &config,
                "content/products.yaml",
                &["products", "warranty_months"]
            ),
            &json!({
                "name": "warranty_months", "label": "Warranty months", "widget": "number",
                "required": false, "hint": "Months of warranty.", "value_type": "int", "min": 0,
            })
        );
    }

    #[test]
    fn the_editor_saves_to_the_repository_and_branch_that_publish() {
        let repo: Repository = "sharma/shop".parse().unwrap();
        let text = config(&schemas(), Some(&repo), &root(), "Asha Mobiles");
        assert!(text.contains(
            "backend:\n  name: \"github\"\n  repo: \"sharma/shop\"\n  branch: \"main\"\n"
        ));
        assert!(text.contains("format: \"webp\""));
        assert!(text.contains(
            "Rows of products.csv (a spreadsheet) and files in products/ cannot be changed here"
        ));
        assert!(text.contains(
            "Rows of repair-prices.csv (a spreadsheet) and files in repair-prices/ cannot be changed here"
        ));
        let workflow = include_str!("../../../template/.github/workflows/publish.yml");
        assert!(
            workflow.contains(&format!("branches: [{BRANCH}]")),
            "{workflow}"
        );
        assert!(
            index(Some(&repo), "Asha Mobiles", &[])
                .contains("<script src=\"sveltia-cms.js\"></script>")
        );
        // The first screen and the home screen say whose shop it is.
        assert!(
            index(Some(&repo), "A&B <Mobiles>", &[])
                .contains("<title>Edit A&amp;B &lt;Mobiles&gt;</title>")
        );
        let config = config_value(
            &schemas(),
            Some(&repo),
            &BaseUrl::parse("https://example.com/shop/").unwrap(),
            "Asha Mobiles",
        );
        assert_eq!(config["app_title"], "Edit Asha Mobiles");
        assert_eq!(config["logo_url"], "/shop/favicon.svg");
        assert_eq!(
            config_value(&schemas(), Some(&repo), &root(), "Asha Mobiles")["logo_url"],
            "/favicon.svg"
        );
        let manifest: Value = serde_json::from_str(&manifest("Asha Mobiles")).unwrap();
        assert_eq!(manifest["name"], "Edit Asha Mobiles");
        assert_eq!(manifest["icons"][0]["src"], "../favicon.svg");
    }

    #[test]
    fn keys_are_words() {
        assert_eq!(words("in_stock"), "In stock");
        assert_eq!(words("repair-prices"), "Repair prices");
    }

    #[test]
    fn block_yaml_reads_back_as_the_same_value() {
        let value = json!({
            "a": "it's: \"quoted\"\nand two lines",
            "b": [ { "x": 1, "y": [true, null] }, "z", [] ],
            "c": {},
        });
        let mut text = String::new();
        yaml(&value, 0, &mut text);
        assert_eq!(
            text,
            "a: \"it's: \\\"quoted\\\"\\nand two lines\"\nb:\n  - x: 1\n    y:\n      - true\n      - null\n  - \"z\"\n  - []\nc: {}\n"
        );
    }

    /// The bar above the editor, on its every screen: what the shop keeps
    /// where the editor cannot change it, exactly, and the publish runs.
    #[test]
    fn the_bar_names_the_shops_spreadsheets_and_links_its_publish_runs() {
        let repo: Repository = "sharma/shop".parse().unwrap();
        let bar_of = |files: &[&str]| {
            let files: Vec<String> = files.iter().map(|f| (*f).to_owned()).collect();
            let page = index(Some(&repo), "Asha Mobiles", &files);
            let start = page.find("<header id=\"bar\">").expect("a bar");
            let end = page.find("</header>").expect("its end");
            // The editor is mounted below the bar, not over it.
            assert!(page[end..].starts_with("</header>\n<div id=\"nc-root\"></div>\n<script"));
            page[start..end].to_owned()
        };
        let guide = "https://github.com/shopsite/shopsite/blob/main/docs/owner/phone.md\
                     #what-the-editor-cannot-change";
        let runs = "https://github.com/sharma/shop/actions/workflows/publish.yml";
        assert_eq!(
            bar_of(&[]),
            format!(
                "<header id=\"bar\">\n\
                 <a href=\"{guide}\" target=\"_blank\" rel=\"noopener\"><span>Spreadsheets (.csv): not editable here</span></a>\n\
                 <a href=\"{runs}\" target=\"_blank\" rel=\"noopener\"><span>Publish runs</span></a>\n"
            )
        );
        assert!(bar_of(&["repair-prices.csv"]).contains(
            "rel=\"noopener\"><span>Not editable here: <b>repair-prices.csv</b></span></a>"
        ));
        assert!(bar_of(&["products.csv", "products/a.yaml", "products/b.yaml"]).contains(
            "rel=\"noopener\"><span>Not editable here: <b>products.csv</b>, <b>products/</b></span></a>"
        ));
        // Without a repository there is no editor, and no bar.
        assert!(!index(None, "Asha Mobiles", &[]).contains("id=\"bar\""));
    }

    /// Each file is listed on the editor's first screen, a phone's too, with
    /// an icon of its own kind: none is left with Sveltia's.
    #[test]
    fn every_file_is_on_the_first_screen_with_an_icon() {
        let config = config_value(&schemas(), None, &root(), "Asha Mobiles");
        assert_eq!(config.get("collections"), None);
        let icons: Vec<(&str, &str)> = files(&config)
            .iter()
            .map(|f| (f["file"].as_str().unwrap(), f["icon"].as_str().unwrap()))
            .collect();
        assert!(
            icons.contains(&("content/products.yaml", "inventory_2")),
            "{icons:?}"
        );
        assert!(
            icons.contains(&("content/pages/home.yaml", "article")),
            "{icons:?}"
        );
        for (file, icon) in &icons {
            assert_ne!(*icon, "edit_document", "{file} has no icon of its own");
        }
    }
}
