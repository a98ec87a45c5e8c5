//! The HTML of each route: a minijinja template around the frontend's server
//! render, with the SEO head, the stylesheet, the speculation rules and the
//! JSON-LD inlined. A page with an island (a `data-island="<name>"` element in
//! the server render) also gets its view data and the island loader; the
//! others run no JavaScript at all.

use std::fmt::Write;
use std::sync::LazyLock;

use minijinja::value::Serde;
use minijinja::{Environment, context};
use serde_json::Value;
use shopsite_content::Content;

use crate::base::BaseUrl;
use crate::error::RenderError;
use crate::links;
use crate::manifest::{Assets, IslandScripts};
use crate::og::OgImage;
use crate::view::{Page, PageData, Route};

/// One Environment for the whole program, with the templates compiled into
/// the binary. Files named `.html` are auto-escaped.
static TEMPLATES: LazyLock<Environment<'static>> = LazyLock::new(|| {
    let mut env = Environment::new();
    for (name, source) in [
        ("layout.html", include_str!("../templates/layout.html")),
        ("page.html", include_str!("../templates/page.html")),
        ("404.html", include_str!("../templates/404.html")),
        ("sitemap.xml", include_str!("../templates/sitemap.xml")),
    ] {
        env.add_template(name, source)
            .expect("the embedded templates are valid");
    }
    env.set_formatter(text_formatter);
    env
});

/// minijinja's formatter, except that text in HTML is escaped with the five
/// entities HTML needs (`& < > " '`) and no more: its default also escapes
/// `/`, which turns every URL in the head into `https:&#x2f;&#x2f;…`, valid
/// but harder to read for people and for simple link-preview scrapers.
fn text_formatter(
    out: &mut minijinja::Output,
    state: &mut minijinja::State,
    value: &minijinja::Value,
) -> Result<(), minijinja::Error> {
    if let (minijinja::AutoEscape::Html, Some(text), false) =
        (state.auto_escape(), value.as_str(), value.is_safe())
    {
        for c in text.chars() {
            let written = match c {
                '&' => out.write_str("&amp;"),
                '<' => out.write_str("&lt;"),
                '>' => out.write_str("&gt;"),
                '"' => out.write_str("&quot;"),
                '\'' => out.write_str("&#39;"),
                c => out.write_char(c),
            };
            written.map_err(|_| {
                minijinja::Error::new(minijinja::ErrorKind::WriteFailure, "cannot write the page")
            })?;
        }
        return Ok(());
    }
    minijinja::escape_formatter(out, state, value)
}

/// The island loader: the same text on every page with an island, so one
/// hash in the policy allows it. It runs at once, and does two things:
/// - it records every click, input and change on an island as
///   `window.shopsiteEarly`, until the island takes them when it hydrates
///   (`frontend/src/islands/early.ts`), so nothing a visitor does early is
///   lost;
/// - it fetches the islands' code, which it reads from the page's
///   `#islands` data, only after the first paint: when the page has loaded
///   and the phone is idle, or at once when the visitor touches or focuses
///   an island.
const ISLAND_LOADER: &str = include_str!("../templates/island-loader.js");

/// The scripts the build writes inline, each exactly as a page carries it
/// between `<script>` and `</script>`: the Content-Security-Policy allows
/// them by the hash of this text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineScripts {
    /// The speculation rules (`type="speculationrules"`), on every page.
    speculation: String,
}

impl InlineScripts {
    pub fn new(base: &BaseUrl) -> InlineScripts {
        InlineScripts {
            speculation: script_json(&speculation_rules(base)),
        }
    }

    /// Every inline script the site has, for the policy.
    pub fn all(&self) -> [&str; 2] {
        [&self.speculation, ISLAND_LOADER]
    }
}

/// Everything the template needs for one route besides the content.
pub struct RouteHtml<'a> {
    pub data: &'a PageData,
    pub jsonld: &'a Value,
    /// The frontend's server render of the route.
    pub app_html: &'a str,
    pub scripts: &'a InlineScripts,
    /// The Content-Security-Policy for the page's `<meta http-equiv>`.
    pub csp: &'a str,
}

/// Renders one route's HTML document.
pub fn render(
    content: &Content,
    base: &BaseUrl,
    assets: &Assets,
    route: RouteHtml<'_>,
) -> Result<String, RenderError> {
    let site = &content.site;
    let name = route.data.page.route();
    let meta = meta(content, name);
    // A catalogue page after the first says which it is, so each page of
    // the catalogue has a title of its own.
    let title = match &route.data.page {
        Page::Products(p) if p.pager.current > 1 => {
            format!("{} – {} | {}", meta.title, p.pager.label, site.name)
        }
        _ => format!("{} | {}", meta.title, site.name),
    };
    let template = match name {
        Route::NotFound => "404.html",
        _ => "page.html",
    };
    let islands = islands_of(route.app_html)
        .into_iter()
        .map(|island| {
            assets
                .island(island)
                .ok_or_else(|| RenderError::MissingIsland {
                    route: name,
                    island: island.to_owned(),
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let og_image = OgImage::of(content, base, assets, &route.data.page);
    TEMPLATES
        .get_template(template)
        .and_then(|t| {
            t.render(context! {
                lang => site.language.as_str(),
                title => title,
                description => meta.description.as_str(),
                canonical => route.data.path().map(|path| base.absolute_path(&path)),
                site_name => site.name.as_str(),
                og_locale => site.language.replace('-', "_"),
                og_image => context! {
                    url => og_image.url,
                    alt => og_image.card.alt(),
                    width => shopsite_og::WIDTH,
                    height => shopsite_og::HEIGHT,
                },
                theme_color => assets.theme_color(),
                favicon => base.file("favicon.svg"),
                preconnect => image_origins(&route.data.page),
                css => minijinja::Value::from_safe_string(assets.css().to_owned()),
                csp => route.csp,
                speculation => minijinja::Value::from_safe_string(route.scripts.speculation.clone()),
                loader => minijinja::Value::from_safe_string(ISLAND_LOADER.to_owned()),
                jsonld => Serde(route.jsonld),
                app_html => route.app_html,
                islands => (!islands.is_empty()).then(|| Serde(loader(base, &islands))),
                data => Serde(route.data),
            })
        })
        .map_err(|e| RenderError::Template {
            route: name,
            message: format!("{e:#}"),
        })
}

/// The islands a server render has, by name, in order, once each.
fn islands_of(app_html: &str) -> Vec<&str> {
    const MARK: &str = "data-island=\"";
    let mut names = Vec::new();
    for (at, _) in app_html.match_indices(MARK) {
        let rest = &app_html[at + MARK.len()..];
        if let Some(name) = rest.split('"').next().filter(|n| !names.contains(n)) {
            names.push(name);
        }
    }
    names
}

/// What the island loader (`templates/island-loader.js`) fetches: each island's
/// entry, and the chunks they import, once each.
fn loader(base: &BaseUrl, islands: &[&IslandScripts]) -> Value {
    let mut imports: Vec<String> = Vec::new();
    for file in islands.iter().flat_map(|i| &i.imports) {
        let url = base.file(file);
        if !imports.contains(&url) {
            imports.push(url);
        }
    }
    serde_json::json!({
        "entries": islands.iter().map(|i| base.file(&i.entry)).collect::<Vec<_>>(),
        "imports": imports,
    })
}

/// `value` as JSON that can sit inside `<script>`: `<`, `>` and `&` are
/// written as `\u003c`, `\u003e` and `\u0026`, which JSON reads back as
/// the same characters, so no text in it can end the script.
fn script_json(value: &Value) -> String {
    serde_json::to_string(value)
        .expect("JSON values serialize")
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// Speculation rules: Chromium-based browsers prerender a page of the site
/// when the visitor is about to open it (a pointer resting on its link, or a
/// finger coming down), so the page shows at once, with no JavaScript of ours.
fn speculation_rules(base: &BaseUrl) -> Value {
    serde_json::json!({
        "prerender": [{
            "where": { "href_matches": format!("{}*", base.path()) },
            "eagerness": "moderate",
        }],
    })
}

fn meta(content: &Content, route: Route) -> &shopsite_content::model::Meta {
    let pages = &content.pages;
    match route {
        Route::Home => &pages.home.meta,
        Route::Training => &pages.training.meta,
        Route::Products => &pages.products.meta,
        Route::Videos => &pages.videos.meta,
        Route::About => &pages.about.meta,
        Route::Repairs => &pages.repairs.meta,
        Route::NotFound => &pages.not_found.meta,
    }
}

/// The hosts of the pictures a page shows, so the browser can connect early.
/// At most two: each early connection costs the phone a handshake.
fn image_origins(page: &Page) -> Vec<String> {
    let mut origins: Vec<String> = Vec::new();
    for origin in page.pictures().into_iter().filter_map(links::origin) {
        if !origins.contains(&origin) {
            origins.push(origin);
        }
    }
    origins.truncate(2);
    origins
}

/// The sitemap listing `urls`.
pub fn sitemap(urls: &[String]) -> Result<String, minijinja::Error> {
    TEMPLATES
        .get_template("sitemap.xml")?
        .render(context! { urls => Serde(urls) })
}
