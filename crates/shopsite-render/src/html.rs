//! The HTML of each route: a minijinja template around the frontend's server
//! render, with the SEO head, the JSON-LD and the page's view data inlined.

use std::fmt::Write;
use std::sync::LazyLock;

use minijinja::value::Serde;
use minijinja::{Environment, context};
use serde_json::Value;
use shopsite_content::Content;

use crate::base::BaseUrl;
use crate::manifest::Assets;
use crate::view::{Page, PageData, Route};

/// The brand colour: the browser's toolbar colour on Android. The frontend's
/// stylesheet uses the same value for `--brand`.
pub const THEME_COLOR: &str = "#0b4aa2";

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

/// Everything the template needs for one route besides the content.
pub struct RouteHtml<'a> {
    pub data: &'a PageData,
    pub jsonld: &'a Value,
    /// The frontend's server render of the route.
    pub app_html: &'a str,
}

/// Renders one route's HTML document.
pub fn render(
    content: &Content,
    base: &BaseUrl,
    assets: &Assets,
    route: RouteHtml<'_>,
) -> Result<String, minijinja::Error> {
    let site = &content.site;
    let meta = meta(content, route.data.page.route());
    let template = match route.data.page.route() {
        Route::NotFound => "404.html",
        _ => "page.html",
    };
    TEMPLATES.get_template(template)?.render(context! {
        lang => site.language.as_str(),
        title => format!("{} | {}", meta.title, site.name),
        description => meta.description.as_str(),
        canonical => base.absolute(route.data.page.route()),
        site_name => site.name.as_str(),
        og_locale => site.language.replace('-', "_"),
        theme_color => THEME_COLOR,
        favicon => base.file("favicon.svg"),
        preconnect => image_origins(&route.data.page),
        styles => assets.styles.iter().map(|f| base.file(f)).collect::<Vec<_>>(),
        script => base.file(&assets.script),
        preloads => assets.preloads.iter().map(|f| base.file(f)).collect::<Vec<_>>(),
        jsonld => Serde(route.jsonld),
        data => Serde(route.data),
        app_html => route.app_html,
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
    let images: Vec<&str> = match page {
        Page::Home(home) => home
            .latest_videos
            .items
            .iter()
            .map(|v| v.thumb.as_str())
            .collect(),
        Page::Products(products) => products
            .products
            .iter()
            .filter_map(|p| p.image.as_deref())
            .collect(),
        Page::Videos(videos) => videos
            .playlists
            .iter()
            .flat_map(|p| &p.videos)
            .map(|v| v.thumb.as_str())
            .collect(),
        _ => Vec::new(),
    };
    let mut origins: Vec<String> = Vec::new();
    for image in images {
        if let Ok(url) = url::Url::parse(image) {
            let origin = url.origin().ascii_serialization();
            if !origins.contains(&origin) {
                origins.push(origin);
            }
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
