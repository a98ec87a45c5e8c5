//! Reads Vite's build manifest (`.vite/manifest.json`) to find the stylesheet,
//! each route's part of it (`.vite/routes-css.json`, which
//! `frontend/route-css.ts` writes), the client entry of every island (see `frontend/src/islands/define.ts`)
//! and every enhancement: a small script of its own, with no React, that a
//! page loads when its HTML asks for it (`data-enhance="<name>"`).

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

/// The manifest key of the stylesheet every page inlines.
const STYLESHEET: &str = "src/styles.css";

/// The folder of the islands' client entries: `src/client/<island>.tsx`.
const ISLANDS: &str = "src/client/";

/// The folder of the enhancements: `src/enhance/<name>.ts`.
const ENHANCEMENTS: &str = "src/enhance/";

/// The client build's files, as paths relative to the client build folder.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Manifest {
    /// The stylesheet's file.
    pub stylesheet: String,
    /// Each island's scripts, by the island's name.
    pub islands: BTreeMap<String, IslandScripts>,
    /// Each enhancement's one file, by its name.
    pub enhancements: BTreeMap<String, String>,
}

/// What the browser loads to wake an island.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct IslandScripts {
    /// The island's entry module.
    pub entry: String,
    /// The chunks the entry imports, directly or not, to fetch alongside it.
    pub imports: Vec<String>,
}

/// Where the client build writes each route's stylesheet, by the route's name.
pub const ROUTES_CSS: &str = ".vite/routes-css.json";

/// A route's stylesheets, as `frontend/route-css.ts` writes them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteStylesheets {
    /// What the route's first screen can use.
    pub css: String,
    /// `css` less the rules that only a page with one of the classes
    /// `without` needs: one for each set of the route's droppable classes
    /// but the empty one (`css` itself), the whole set last.
    pub variants: Vec<Variant>,
}

/// One of a route's stylesheets: the rules a page without the classes
/// `without` above its fold needs.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variant {
    pub without: Vec<String>,
    pub css: String,
}

impl RouteStylesheets {
    /// The stylesheet of a page whose first screen has the classes `has`
    /// does: the variant without every droppable class it lacks; `css` when
    /// it lacks none, or the frontend made no variant for what it lacks.
    pub fn for_page(&self, has: impl Fn(&str) -> bool) -> &str {
        let droppable = self
            .variants
            .last()
            .map_or(&[][..], |all| all.without.as_slice());
        let lacks: Vec<&String> = droppable.iter().filter(|class| !has(class)).collect();
        self.variants
            .iter()
            .find(|variant| variant.without.iter().eq(lacks.iter().copied()))
            .map_or(&self.css, |variant| &variant.css)
    }
}

/// What every page is made with: the stylesheet's text, each route's part of
/// it, to inline, its brand colour and the islands' scripts. Made only by
/// [`Assets::new`], which checks the stylesheet once for every page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assets {
    css: String,
    /// Each route's stylesheets, by the route's name: the rules of `css` the
    /// route's components can use, in their order.
    routes: BTreeMap<String, RouteStylesheets>,
    theme_color: String,
    /// The stylesheet's file, which each page links at its fold when the
    /// route's part inlined in its head is only what its first screen uses.
    linked: Option<String>,
    islands: BTreeMap<String, IslandScripts>,
    enhancements: BTreeMap<String, String>,
}

impl Assets {
    /// Checks that `css` can be inlined in a `<style>` (it cannot end it) and
    /// sets a brand colour. Says what is wrong with the stylesheet otherwise.
    pub fn new(css: String, islands: BTreeMap<String, IslandScripts>) -> Result<Assets, String> {
        if css.to_ascii_lowercase().contains("</style") {
            return Err(
                "the stylesheet contains `</style`, which would end the inline stylesheet"
                    .to_owned(),
            );
        }
        let theme_color = brand_colour(&css)?.to_owned();
        Ok(Assets {
            css,
            routes: BTreeMap::new(),
            theme_color,
            linked: None,
            islands,
            enhancements: BTreeMap::new(),
        })
    }

    /// The same, with the enhancements' files by their names.
    pub fn with_enhancements(mut self, enhancements: BTreeMap<String, String>) -> Assets {
        self.enhancements = enhancements;
        self
    }

    /// The same, with each route's stylesheet, by the route's name, from
    /// the text of [`ROUTES_CSS`]: what the route's first screen uses, which
    /// the head inlines, with the whole stylesheet, the file `linked`,
    /// linked where the first screen ends. The one is never without the
    /// other: the routes' parts leave out what is below the fold. Says what
    /// is wrong with them otherwise.
    pub fn with_routes_css(mut self, json: &str, linked: String) -> Result<Assets, String> {
        let routes: BTreeMap<String, RouteStylesheets> = serde_json::from_str(json)
            .map_err(|e| format!("the routes' stylesheets are not valid JSON ({e})"))?;
        if let Some((route, _)) = routes.iter().find(|(_, sheets)| {
            std::iter::once(&sheets.css)
                .chain(sheets.variants.iter().map(|variant| &variant.css))
                .any(|css| css.to_ascii_lowercase().contains("</style"))
        }) {
            return Err(format!(
                "the stylesheet of the route `{route}` contains `</style`, which would end the inline stylesheet"
            ));
        }
        self.routes = routes;
        self.linked = Some(linked);
        Ok(self)
    }

    /// The stylesheet's file, which each page links at its fold, if it does.
    pub fn linked_stylesheet(&self) -> Option<&str> {
        self.linked.as_deref()
    }

    /// The whole stylesheet.
    pub fn css(&self) -> &str {
        &self.css
    }

    /// The stylesheet to inline in the pages of the route called `route`:
    /// what its first screen uses, or the whole one for a frontend that has
    /// no routes' stylesheets.
    pub fn route_css(&self, route: &str) -> &str {
        self.routes
            .get(route)
            .map_or(&self.css, |sheets| &sheets.css)
    }

    /// The stylesheets of the route called `route`, if the frontend made
    /// them: [`Assets::route_css`] and its variants.
    pub fn route_stylesheets(&self, route: &str) -> Option<&RouteStylesheets> {
        self.routes.get(route)
    }

    /// The brand colour, which the page head gives the browser as
    /// `theme-color`: its toolbar's colour on Android.
    pub fn theme_color(&self) -> &str {
        &self.theme_color
    }

    /// The scripts of the island called `name`, if the build has it.
    pub fn island(&self, name: &str) -> Option<&IslandScripts> {
        self.islands.get(name)
    }

    /// The file of the enhancement called `name`, if the build has it.
    pub fn enhancement(&self, name: &str) -> Option<&str> {
        self.enhancements.get(name).map(String::as_str)
    }
}

/// The value of `--brand` in the stylesheet, which is where the brand colour
/// is set.
fn brand_colour(css: &str) -> Result<&str, String> {
    const PROPERTY: &str = "--brand:";
    let value = css
        .find(PROPERTY)
        .map(|at| &css[at + PROPERTY.len()..])
        .and_then(|rest| rest.split([';', '}']).next())
        .map(str::trim)
        .ok_or("the stylesheet sets no `--brand` colour")?;
    let hex = value.strip_prefix('#').unwrap_or_default();
    if matches!(hex.len(), 3 | 6) && hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(value)
    } else {
        Err(format!(
            "the stylesheet's `--brand` is `{value}`, but the theme colour must be written `#rrggbb`"
        ))
    }
}

#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    /// Stylesheets the chunk's modules import.
    #[serde(default)]
    css: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

/// Reads the manifest text.
pub fn parse(manifest: &str) -> Result<Manifest, String> {
    let chunks: BTreeMap<String, Chunk> = serde_json::from_str(manifest)
        .map_err(|e| format!("the Vite manifest is not valid JSON ({e})"))?;
    let stylesheet = chunks
        .get(STYLESHEET)
        .filter(|c| c.is_entry)
        .ok_or_else(|| format!("the Vite manifest has no entry `{STYLESHEET}`"))?
        .file
        .clone();
    let mut islands = BTreeMap::new();
    let mut enhancements = BTreeMap::new();
    for (key, chunk) in &chunks {
        if let Some(name) = key
            .strip_prefix(ENHANCEMENTS)
            .and_then(|rest| rest.strip_suffix(".ts"))
            .filter(|_| chunk.is_entry)
        {
            // Loaded on its own, before anything else could be: it must
            // stand alone.
            if !chunk.imports.is_empty() || !chunk.css.is_empty() {
                return Err(format!(
                    "the enhancement `{key}` imports other modules; it must be one file of its own"
                ));
            }
            enhancements.insert(name.to_owned(), chunk.file.clone());
            continue;
        }
        let Some(name) = key
            .strip_prefix(ISLANDS)
            .and_then(|rest| rest.strip_suffix(".tsx"))
        else {
            continue;
        };
        if !chunk.is_entry {
            continue;
        }
        let scripts = IslandScripts {
            entry: chunk.file.clone(),
            imports: imports_of(&chunks, chunk)?,
        };
        islands.insert(name.to_owned(), scripts);
    }
    Ok(Manifest {
        stylesheet,
        islands,
        enhancements,
    })
}

/// The files of the chunks `entry` imports statically, depth-first, once
/// each, in manifest order. None may bring a stylesheet of its own: only
/// `src/styles.css` is inlined, so any other would be lost.
fn imports_of(chunks: &BTreeMap<String, Chunk>, entry: &Chunk) -> Result<Vec<String>, String> {
    let own_css = |chunk: &Chunk| match chunk.css.first() {
        Some(css) => Err(format!(
            "`{}` brings the stylesheet `{css}`; import CSS in `{STYLESHEET}` only, which every page inlines",
            chunk.file
        )),
        None => Ok(()),
    };
    own_css(entry)?;
    let mut files = Vec::new();
    let mut stack: Vec<&str> = entry.imports.iter().rev().map(String::as_str).collect();
    let mut seen = BTreeSet::new();
    while let Some(key) = stack.pop() {
        if !seen.insert(key) {
            continue;
        }
        let chunk = chunks
            .get(key)
            .ok_or_else(|| format!("the Vite manifest names `{key}` but does not list it"))?;
        own_css(chunk)?;
        files.push(chunk.file.clone());
        stack.extend(chunk.imports.iter().rev().map(String::as_str));
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stylesheet_must_keep_inside_style_and_set_the_brand_colour() {
        let theme = |css: &str| Assets::new(css.to_owned(), BTreeMap::new()).map(|a| a.theme_color);
        let css = ":root {\n  --brand: #0b4aa2;\n  --brand-dark: #083a80;\n}";
        assert_eq!(theme(css).as_deref(), Ok("#0b4aa2"));
        assert_eq!(
            theme(":root{--brand-dark:#000;--brand:#fff}").as_deref(),
            Ok("#fff")
        );
        assert_eq!(
            theme("body{margin:0}"),
            Err("the stylesheet sets no `--brand` colour".to_owned())
        );
        assert_eq!(
            theme(":root{--brand:var(--x)}"),
            Err("the stylesheet's `--brand` is `var(--x)`, but the theme colour must be written `#rrggbb`".to_owned())
        );
        assert_eq!(
            theme(":root{--brand:#fff}a::after{content:\"</STYLE>\"}"),
            Err(
                "the stylesheet contains `</style`, which would end the inline stylesheet"
                    .to_owned()
            )
        );
    }

    /// The routes' stylesheets as `frontend/route-css.ts` writes them, for
    /// a route with no droppable class.
    fn routes_json(route: &str, css: &str) -> String {
        serde_json::json!({ route: { "css": css, "variants": [] } }).to_string()
    }

    #[test]
    fn a_route_inlines_its_own_stylesheet_or_else_the_whole_one() {
        let css = ":root{--brand:#0b4aa2}.a{color:red}.b{color:blue}";
        let assets = Assets::new(css.to_owned(), BTreeMap::new()).unwrap();
        assert_eq!(assets.route_css("product"), css);
        let assets = assets
            .with_routes_css(
                &routes_json("product", ":root{--brand:#0b4aa2}.a{color:red}"),
                "assets/styles-1.css".to_owned(),
            )
            .unwrap();
        assert_eq!(
            assets.route_css("product"),
            ":root{--brand:#0b4aa2}.a{color:red}"
        );
        assert_eq!(assets.route_css("home"), css);
        assert_eq!(assets.css(), css);
        assert_eq!(
            assets
                .clone()
                .with_routes_css(
                    &routes_json("home", "a::after{content:'</Style>'}"),
                    "assets/styles-1.css".to_owned()
                )
                .unwrap_err(),
            "the stylesheet of the route `home` contains `</style`, which would end the inline stylesheet"
        );
        // In a variant too.
        let json =
            r#"{"home": {"css": "a{}", "variants": [{"without": ["x"], "css": "</style>"}]}}"#;
        assert!(
            assets
                .clone()
                .with_routes_css(json, "assets/styles-1.css".to_owned())
                .unwrap_err()
                .contains("`home` contains `</style`")
        );
        for json in ["[]", r#"{"home": "a{}"}"#] {
            assert!(
                assets
                    .clone()
                    .with_routes_css(json, "assets/styles-1.css".to_owned())
                    .unwrap_err()
                    .starts_with("the routes' stylesheets are not valid JSON"),
                "{json}"
            );
        }
    }

    /// A page goes without the rules of each droppable class its first
    /// screen lacks, and keeps those of each it has.
    #[test]
    fn a_page_chooses_the_variant_without_the_classes_it_lacks() {
        let variant = |without: &[&str], css: &str| Variant {
            without: without.iter().map(|c| (*c).to_owned()).collect(),
            css: css.to_owned(),
        };
        let sheets = RouteStylesheets {
            css: "all".to_owned(),
            variants: vec![
                variant(&["ribbon"], "no ribbon"),
                variant(&["thumbs"], "no thumbs"),
                variant(&["ribbon", "thumbs"], "neither"),
            ],
        };
        let page = |classes: &'static [&'static str]| sheets.for_page(|c| classes.contains(&c));
        assert_eq!(page(&["ribbon", "thumbs", "card"]), "all");
        assert_eq!(page(&["thumbs"]), "no ribbon");
        assert_eq!(page(&["ribbon"]), "no thumbs");
        assert_eq!(page(&["card"]), "neither");
        // A frontend that made no variants: its route's stylesheet.
        let alone = RouteStylesheets {
            css: "all".to_owned(),
            variants: vec![],
        };
        assert_eq!(alone.for_page(|_| false), "all");
    }

    #[test]
    fn finds_the_stylesheet_and_each_island_with_its_chunks() {
        let manifest = r#"{
          "_react.js": {"file": "assets/react-1.js", "imports": ["_scheduler.js"]},
          "_scheduler.js": {"file": "assets/scheduler-2.js"},
          "src/client/filters.tsx": {"file": "assets/filters-3.js", "isEntry": true,
             "imports": ["_react.js"]},
          "src/client/playlists.tsx": {"file": "assets/playlists-4.js", "isEntry": true,
             "imports": ["_react.js"]},
          "src/enhance/share.ts": {"file": "assets/share-6.js", "isEntry": true},
          "src/styles.css": {"file": "assets/styles-5.css", "isEntry": true}
        }"#;
        let shared = vec!["assets/react-1.js".into(), "assets/scheduler-2.js".into()];
        assert_eq!(
            parse(manifest).unwrap(),
            Manifest {
                stylesheet: "assets/styles-5.css".into(),
                islands: BTreeMap::from([
                    (
                        "filters".into(),
                        IslandScripts {
                            entry: "assets/filters-3.js".into(),
                            imports: shared.clone(),
                        }
                    ),
                    (
                        "playlists".into(),
                        IslandScripts {
                            entry: "assets/playlists-4.js".into(),
                            imports: shared,
                        }
                    ),
                ]),
                enhancements: BTreeMap::from([("share".into(), "assets/share-6.js".into())]),
            }
        );
    }

    #[test]
    fn refuses_an_enhancement_that_imports_anything() {
        let manifest = r#"{
          "_react.js": {"file": "assets/react.js"},
          "src/enhance/share.ts": {"file": "assets/share.js", "isEntry": true, "imports": ["_react.js"]},
          "src/styles.css": {"file": "assets/styles.css", "isEntry": true}
        }"#;
        assert_eq!(
            parse(manifest).unwrap_err(),
            "the enhancement `src/enhance/share.ts` imports other modules; it must be one file of its own"
        );
    }

    #[test]
    fn refuses_a_manifest_without_the_stylesheet_or_with_a_missing_chunk() {
        assert_eq!(
            parse("{}").unwrap_err(),
            "the Vite manifest has no entry `src/styles.css`"
        );
        let missing = r#"{
          "src/client/filters.tsx": {"file": "f.js", "isEntry": true, "imports": ["_gone.js"]},
          "src/styles.css": {"file": "s.css", "isEntry": true}
        }"#;
        assert_eq!(
            parse(missing).unwrap_err(),
            "the Vite manifest names `_gone.js` but does not list it"
        );
        assert!(parse("{").is_err());
    }

    #[test]
    fn refuses_an_island_that_brings_its_own_stylesheet() {
        let manifest = r#"{
          "_shared.js": {"file": "assets/shared.js", "css": ["assets/shared.css"]},
          "src/client/filters.tsx": {"file": "assets/filters.js", "isEntry": true, "imports": ["_shared.js"]},
          "src/styles.css": {"file": "assets/styles.css", "isEntry": true}
        }"#;
        assert_eq!(
            parse(manifest).unwrap_err(),
            "`assets/shared.js` brings the stylesheet `assets/shared.css`; import CSS in `src/styles.css` only, which every page inlines"
        );
    }
}
