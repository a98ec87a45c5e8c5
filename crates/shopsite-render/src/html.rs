//! The HTML of each route: a minijinja template around the frontend's server
//! render, with the SEO head, the stylesheet, the speculation rules and the
//! JSON-LD inlined. A page with an island (a `data-island="<name>"` element in
//! the server render, which writes the island's own props beside it) also
//! gets the island loader and the islands' scripts; the others run no
//! JavaScript at all.

use std::sync::LazyLock;

use minijinja::value::Serde;
use minijinja::{Environment, context};
use serde_json::Value;
use shopsite_content::Content;

use crate::base::BaseUrl;
use crate::csp::Policy;
use crate::error::RenderError;
use crate::jsonld::script_json;
use crate::kinds::{PageData, Route, Shell, View};
use crate::links;
use crate::manifest::{Assets, IslandScripts, RouteStylesheets};
use crate::og::Preview;

/// One Environment for the whole program, with the templates compiled into
/// the binary. Files named `.html` are auto-escaped.
static TEMPLATES: LazyLock<Environment<'static>> = LazyLock::new(|| {
    let mut env = Environment::new();
    for (name, source) in [
        ("layout.html", include_str!("../templates/layout.html")),
        ("page.html", include_str!("../templates/page.html")),
        ("404.html", include_str!("../templates/404.html")),
        ("poster.html", include_str!("../templates/poster.html")),
        ("wa.html", include_str!("../templates/wa.html")),
        ("sitemap.xml", include_str!("../templates/sitemap.xml")),
        (
            "sitemap-index.xml",
            include_str!("../templates/sitemap-index.xml"),
        ),
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
        return escape(out, text, ESCAPED).map_err(cannot_write);
    }
    minijinja::escape_formatter(out, state, value)
}

fn cannot_write(_: std::fmt::Error) -> minijinja::Error {
    minijinja::Error::new(minijinja::ErrorKind::WriteFailure, "cannot write the page")
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

/// The open-now script (docs/behaviour.md#open-now): the same text on every
/// page that has the footer's line, so one hash in the policy allows it.
/// Right after the footer, it
/// reads the shop's hours from `#shop-hours` and writes, by the shop's
/// clock, whether the shop is open into the footer's `[data-open-now]`
/// line, and keeps the special days of the next 14 days in the footer's
/// list. It runs before the footer is first drawn (the site's stylesheet,
/// linked above it, holds both up), so nothing moves.
pub const OPEN_NOW: &str = include_str!("../templates/open-now.js");

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
    pub fn all(&self) -> [&str; 3] {
        [&self.speculation, ISLAND_LOADER, OPEN_NOW]
    }
}

/// What the template puts in every page as it is: the stylesheets of each
/// route and the policy that allows each, the inline scripts, made into
/// template values once, so that each page only refers to them.
pub struct Frame {
    /// Each route's, in [`Route::ALL`]'s order.
    routes: Vec<RouteFrame>,
    speculation: minijinja::Value,
    loader: minijinja::Value,
    /// The shop's hours as the open-now script reads them, and the
    /// script; `None` for a shop that gives no hours.
    open_now: Option<(minijinja::Value, minijinja::Value)>,
}

/// The stylesheets the pages of one route inline.
struct RouteFrame {
    route: Route,
    /// What its pages choose from, each by the classes of its own first
    /// screen ([`RouteStylesheets::for_page`]): for a route of many pages.
    /// `None` where every page inlines the first of `inline`.
    choice: Option<RouteStylesheets>,
    /// Each stylesheet its pages may inline, and the `<meta>` policy that
    /// allows it, as template values.
    inline: Vec<(minijinja::Value, minijinja::Value)>,
}

impl Frame {
    /// With the Content-Security-Policy of `policy` for the pages'
    /// `<meta http-equiv>`; each page of a route of `many` inlines the
    /// stylesheet its first screen needs, of those the frontend made for
    /// its route ([`RouteStylesheets`]).
    pub fn new(assets: &Assets, scripts: &InlineScripts, policy: &Policy, many: &[Route]) -> Frame {
        let routes = Route::ALL
            .iter()
            .map(|&route| {
                let choice = choice_of(assets, route, many).cloned();
                let inline = stylesheets_of(assets, route, many)
                    .into_iter()
                    .map(|css| {
                        let csp = in_attribute(&policy.meta(css));
                        (
                            minijinja::Value::from_safe_string(css.to_owned()),
                            minijinja::Value::from_safe_string(csp),
                        )
                    })
                    .collect();
                RouteFrame {
                    route,
                    choice,
                    inline,
                }
            })
            .collect();
        Frame {
            routes,
            speculation: minijinja::Value::from_safe_string(scripts.speculation.clone()),
            loader: minijinja::Value::from_safe_string(ISLAND_LOADER.to_owned()),
            open_now: None,
        }
    }

    /// With the open-now script, and the hours of `shell` it reads, on
    /// every page.
    pub fn with_hours(mut self, shell: &Shell) -> Frame {
        self.open_now = shell.open_now.as_ref().map(|hours| {
            (
                minijinja::Value::from_safe_string(script_json(hours)),
                minijinja::Value::from_safe_string(OPEN_NOW.to_owned()),
            )
        });
        self
    }

    /// The inline stylesheet and the `<meta>` policy of a page of `route`
    /// whose first screen is `above_fold`.
    fn route(&self, route: Route, above_fold: &str) -> (minijinja::Value, minijinja::Value) {
        let frame = self
            .routes
            .iter()
            .find(|frame| frame.route == route)
            .expect("the frame has every route");
        let (css, csp) = match &frame.choice {
            None => &frame.inline[0],
            Some(choice) => {
                let css = choice.for_page(|class| has_class(above_fold, class));
                frame
                    .inline
                    .iter()
                    .find(|(text, _)| text.as_str() == Some(css))
                    .expect("the frame has each of the route's stylesheets")
            }
        };
        (css.clone(), csp.clone())
    }
}

/// What the pages of `route` choose their stylesheet from, when it is one
/// of `many` and the frontend made its variants.
fn choice_of<'a>(assets: &'a Assets, route: Route, many: &[Route]) -> Option<&'a RouteStylesheets> {
    assets
        .route_stylesheets(route.name())
        .filter(|_| many.contains(&route))
}

/// The stylesheets the pages of `route` may inline: its first screen's
/// and, when they each choose theirs, every variant of it.
fn stylesheets_of<'a>(assets: &'a Assets, route: Route, many: &[Route]) -> Vec<&'a str> {
    let mut sheets = vec![assets.route_css(route.name())];
    for variant in choice_of(assets, route, many)
        .iter()
        .flat_map(|choice| &choice.variants)
    {
        if !sheets.contains(&variant.css.as_str()) {
            sheets.push(&variant.css);
        }
    }
    sheets
}

/// Every stylesheet a page may inline, for the policy: each route's
/// ([`stylesheets_of`]), in [`Route::ALL`]'s order, the pages of the
/// routes of `many` each choosing theirs.
pub fn inline_stylesheets<'a>(assets: &'a Assets, many: &[Route]) -> Vec<&'a str> {
    Route::ALL
        .iter()
        .flat_map(|&route| stylesheets_of(assets, route, many))
        .collect()
}

/// Whether an element of `html`, a server render, has the class `class`:
/// a word of a `class` attribute, as React writes them (` class="a b"`;
/// it escapes every `"` in text and in attribute values).
fn has_class(html: &str, class: &str) -> bool {
    attribute_values(html, " class=\"")
        .any(|value| value.split_ascii_whitespace().any(|word| word == class))
}

/// What HTML text escapes: the five characters that could end or open
/// markup, an attribute in either quotes included.
const ESCAPED: Ascii = Ascii::of(b"&<>\"'");

/// A set of ASCII characters, each byte of a text tested against it at
/// once. Every character HTML escapes is ASCII, and in UTF-8 an ASCII
/// byte is always a whole character, so a text is scanned byte by byte
/// (a `&[char]` pattern decodes every character first: 8 % of a
/// 100,000-product build's time went to that).
#[derive(Clone, Copy)]
struct Ascii(u128);

impl Ascii {
    const fn of(chars: &[u8]) -> Ascii {
        let mut set = 0;
        let mut i = 0;
        while i < chars.len() {
            assert!(chars[i].is_ascii());
            set |= 1 << chars[i];
            i += 1;
        }
        Ascii(set)
    }

    fn has(self, byte: u8) -> bool {
        byte < 128 && self.0 >> byte & 1 == 1
    }
}

/// Writes `text` to `out`, each character of `chars` as its entity. The
/// text between them is written in one piece.
fn escape(out: &mut impl std::fmt::Write, text: &str, chars: Ascii) -> std::fmt::Result {
    escape_with(out, text, chars, "&#39;")
}

/// `text` as React writes text and attribute values
/// (`escapeTextForBrowser`: `'` as `&#x27;`), for markup filled in
/// React's place (the engine's templates).
pub fn react_escape(out: &mut String, text: &str) {
    escape_with(out, text, ESCAPED, "&#x27;").expect("a String takes any text");
}

/// [`escape`], with `apostrophe` for `'`.
fn escape_with(
    out: &mut impl std::fmt::Write,
    text: &str,
    chars: Ascii,
    apostrophe: &str,
) -> std::fmt::Result {
    let mut from = 0;
    for (at, &byte) in text.as_bytes().iter().enumerate() {
        if !chars.has(byte) {
            continue;
        }
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => apostrophe,
        };
        out.write_str(&text[from..at])?;
        out.write_str(entity)?;
        from = at + 1;
    }
    out.write_str(&text[from..])
}

/// `text` escaped for an attribute value in double quotes: `&`, `"`, `<`
/// and `>`, and not `'`, which a page's policy has 20 of (`'self'`,
/// `'sha256-…'`) and which would each take five bytes as `&#39;`.
pub(crate) fn in_attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape(&mut out, text, Ascii::of(b"&<>\"")).expect("a String takes any text");
    out
}

/// Everything the template needs for one route besides the content.
pub struct RouteHtml<'a> {
    pub data: &'a PageData,
    /// The page's JSON-LD, as the text of its `<script>` ([`script_json`]).
    pub jsonld: String,
    /// The frontend's server render of the route.
    pub app_html: &'a str,
    pub frame: &'a Frame,
    /// What the page's link preview shows.
    pub preview: Preview<'a>,
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
    let view = route.data.page.view();
    let head = view.head(content);
    let template = view.template();
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
    let og_image = og_image(&route.preview);
    let (above_fold, below_fold) = at_fold(route.app_html, assets, name)?;
    let (css, csp) = route.frame.route(name, above_fold);
    let product = view.og_product();
    let enhancements = marked(route.app_html, "data-enhance=\"")
        .into_iter()
        .map(|enhancement| {
            assets
                .enhancement(enhancement)
                .map(|file| base.file(file))
                .ok_or_else(|| RenderError::MissingEnhancement {
                    route: name,
                    enhancement: enhancement.to_owned(),
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    TEMPLATES
        .get_template(template)
        .and_then(|t| {
            t.render(context! {
                lang => site.language.as_str(),
                title => head.title,
                description => head.description,
                canonical => route.data.path().map(|path| base.absolute_path(&path)),
                site_name => site.name.as_str(),
                og_locale => site.language.replace('-', "_"),
                og_type => if product.is_some() { "product" } else { "website" },
                og_image => og_image,
                product => product,
                theme_color => assets.theme_color(),
                favicon => base.file("favicon.svg"),
                preconnect => image_origins(view),
                css => css,
                csp => csp,
                speculation => route.frame.speculation.clone(),
                loader => route.frame.loader.clone(),
                open_now => route.frame.open_now.clone().filter(|_| has_open_now(route.app_html)),
                jsonld => minijinja::Value::from_safe_string(route.jsonld),
                above_fold => minijinja::Value::from_safe_string(above_fold.to_owned()),
                stylesheet => assets.linked_stylesheet().map(|file| base.file(file)),
                below_fold => minijinja::Value::from_safe_string(below_fold.to_owned()),
                islands => (!islands.is_empty()).then(|| Serde(loader(base, &islands))),
                enhancements => enhancements,
            })
        })
        .map_err(|e| RenderError::Template {
            route: name,
            message: format!("{e:#}"),
        })
}

/// The `og:image` tags of a link preview: a card the build draws, as PNG, or
/// a product's photo, with its size when the build made it.
fn og_image(preview: &Preview<'_>) -> minijinja::Value {
    match *preview {
        Preview::Card(image) => context! {
            url => image.url.as_str(),
            alt => image.card.alt(),
            width => shopsite_og::WIDTH,
            height => shopsite_og::HEIGHT,
            type => "image/png",
        },
        Preview::Photo {
            url,
            alt,
            size: Some((width, height)),
        } => context! {
            url, alt, width, height, type => "image/jpeg",
        },
        Preview::Photo {
            url,
            alt,
            size: None,
        } => context! { url, alt },
    }
}

/// Where a page's first screen ends: the mark the frontend renders there
/// (`frontend/src/components/fold.tsx`), which the site's stylesheet takes.
const FOLD: &str = "<template data-fold=\"\"></template>";

/// A server render cut where its first screen ends, the mark left out: what
/// comes before the site's stylesheet, and what comes after. A frontend
/// whose routes inline what their first screen uses links the stylesheet
/// there, so every page must have the mark once; one that inlines the
/// whole stylesheet has nothing to link.
fn at_fold<'a>(
    app_html: &'a str,
    assets: &Assets,
    route: Route,
) -> Result<(&'a str, &'a str), RenderError> {
    let folds: Vec<usize> = memchr::memmem::find_iter(app_html.as_bytes(), FOLD).collect();
    match (folds.as_slice(), assets.linked_stylesheet()) {
        ([at], _) => Ok((&app_html[..*at], &app_html[at + FOLD.len()..])),
        ([], None) => Ok((app_html, "")),
        (folds, _) => Err(RenderError::NoFold {
            route,
            folds: folds.len(),
        }),
    }
}

/// Whether a server render has the open-now line (the footer's
/// `data-open-now`), which the open-now script fills: a page without it
/// gets neither the script nor the hours it reads.
fn has_open_now(app_html: &str) -> bool {
    memchr::memmem::find(app_html.as_bytes(), b" data-open-now=\"").is_some()
}

/// The islands a server render has, by name, in order, once each.
fn islands_of(app_html: &str) -> Vec<&str> {
    marked(app_html, "data-island=\"")
}

/// The values of the attribute that `mark` opens (`data-island="`), in
/// order, once each. memchr's SIMD search: every page's render is searched
/// twice, 90 MB at 10,000 products, which `str::match_indices` took 60 ms for.
fn marked<'a>(app_html: &'a str, mark: &str) -> Vec<&'a str> {
    let mut names = Vec::new();
    for name in attribute_values(app_html, mark) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// The value of each attribute that `mark` opens, up to its closing `"`.
fn attribute_values<'a>(html: &'a str, mark: &str) -> impl Iterator<Item = &'a str> {
    memchr::memmem::find_iter(html.as_bytes(), mark).map(move |at| {
        let rest = &html[at + mark.len()..];
        &rest[..rest.find('"').unwrap_or(rest.len())]
    })
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

/// The hosts of the pictures a page shows, so the browser can connect early.
/// At most two: each early connection costs the phone a handshake.
fn image_origins(view: &dyn View) -> Vec<String> {
    let mut origins: Vec<String> = Vec::new();
    for origin in links::origins(view.pictures()) {
        if !origins.contains(&origin) {
            origins.push(origin);
        }
    }
    origins.truncate(2);
    origins
}

/// A document of the counter kit (`poster.rs`), `template` with `context`.
pub(crate) fn counter_document(template: &str, context: minijinja::Value) -> String {
    let mut html = TEMPLATES
        .get_template(template)
        .and_then(|t| t.render(context))
        .unwrap_or_else(|e| panic!("{template} renders: {e:#}"));
    html.push('\n');
    html
}

/// The sitemap listing `urls`.
pub fn sitemap(urls: &[String]) -> Result<String, minijinja::Error> {
    TEMPLATES
        .get_template("sitemap.xml")?
        .render(context! { urls => Serde(urls) })
}

/// The sitemap index listing the sitemaps at `urls`.
pub fn sitemap_index(urls: &[String]) -> Result<String, minijinja::Error> {
    TEMPLATES
        .get_template("sitemap-index.xml")?
        .render(context! { urls => Serde(urls) })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn an_attribute_escapes_what_could_end_it_and_keeps_apostrophes() {
        assert_eq!(
            in_attribute(r#"style-src 'self' "x" <a> & b"#),
            "style-src 'self' &quot;x&quot; &lt;a&gt; &amp; b"
        );
    }

    #[test]
    fn text_escapes_the_five_characters_between_any_others() {
        let text = "<रेडमी> Tom's \"फ़ोन\" & 😀'";
        let mut react = String::new();
        react_escape(&mut react, text);
        assert_eq!(
            react,
            "&lt;रेडमी&gt; Tom&#x27;s &quot;फ़ोन&quot; &amp; 😀&#x27;"
        );
        let mut page = String::new();
        escape(&mut page, text, ESCAPED).unwrap();
        assert_eq!(page, react.replace("&#x27;", "&#39;"));
        let mut plain = String::new();
        react_escape(&mut plain, "सामान्य text");
        assert_eq!(plain, "सामान्य text");
    }

    /// A page is cut once, where its first screen ends, and the mark is
    /// left out; a frontend that links the stylesheet needs the mark once.
    #[test]
    fn a_page_is_cut_at_its_one_fold() {
        let inline = Assets::new(":root{--brand:#0b4aa2}".to_owned(), BTreeMap::new()).unwrap();
        let linked = inline
            .clone()
            .with_routes_css("{}", "assets/styles-1.css".to_owned())
            .unwrap();
        let page = format!("<main><h1>A</h1>{FOLD}<section>B</section></main><footer>C</footer>");
        for assets in [&inline, &linked] {
            assert_eq!(
                at_fold(&page, assets, Route::Product),
                Ok((
                    "<main><h1>A</h1>",
                    "<section>B</section></main><footer>C</footer>"
                ))
            );
        }
        assert_eq!(
            at_fold("<main></main>", &inline, Route::Home),
            Ok(("<main></main>", ""))
        );
        assert_eq!(
            at_fold("<main></main>", &linked, Route::Home),
            Err(RenderError::NoFold {
                route: Route::Home,
                folds: 0
            })
        );
        assert_eq!(
            at_fold(&format!("{FOLD}{FOLD}"), &inline, Route::About),
            Err(RenderError::NoFold {
                route: Route::About,
                folds: 2
            })
        );
    }

    /// Each page of a route of many pages inlines the variant without the
    /// droppable classes its first screen lacks, and its `<meta>` policy
    /// allows that one; a route of one page inlines the route's own.
    #[test]
    fn a_page_of_many_inlines_what_its_first_screen_needs() {
        let route = |css: &str| {
            serde_json::json!({ "css": css, "variants": [
                { "without": ["ribbon"], "css": format!("{css} no ribbon") },
            ] })
        };
        let json = serde_json::json!({ "product": route("product"), "home": route("home") });
        let assets = Assets::new(":root{--brand:#0b4aa2}".to_owned(), BTreeMap::new())
            .unwrap()
            .with_routes_css(&json.to_string(), "assets/styles-1.css".to_owned())
            .unwrap();
        let many = [Route::Product];
        let sheets = inline_stylesheets(&assets, &many);
        // The other routes have none of their own: the whole stylesheet.
        let whole = assets.css();
        assert_eq!(
            sheets
                .iter()
                .filter(|&&css| css != whole)
                .collect::<Vec<_>>(),
            [&"home", &"product", &"product no ribbon"]
        );
        let policy = Policy::new(&[], &sheets, []);
        let frame = Frame::new(
            &assets,
            &InlineScripts::new(&BaseUrl::parse("https://example.com").unwrap()),
            &policy,
            &many,
        );
        let page = |route, html| {
            let (css, csp) = frame.route(route, html);
            (css.to_string(), csp.to_string())
        };
        let with = |css: &str| (css.to_owned(), in_attribute(&policy.meta(css)));
        assert_eq!(
            page(Route::Product, r#"<span class="card ribbon">New</span>"#),
            with("product")
        );
        // A word in the text, or in another attribute, is no class.
        for html in [
            r#"<p class="card">ribbon</p>"#,
            r#"<p data-class="ribbon" class="ribbons card"></p>"#,
            "",
        ] {
            assert_eq!(
                page(Route::Product, html),
                with("product no ribbon"),
                "{html}"
            );
        }
        assert_eq!(page(Route::Home, r#"<p class="card"></p>"#), with("home"));
    }

    /// The JSON-LD is assembled piecewise with [`crate::jsonld::script_json`], the
    /// page data by minijinja's `tojson` in the template (which also puts a
    /// space after `:` and `,`): both escape the same four characters, so
    /// no text ends the script, and both read back as the same value.
    #[test]
    fn script_json_escapes_as_tojson_does() {
        use crate::jsonld::script_json;
        let value = serde_json::json!({
            "text": "</script><!-- a & b's \"c\" \u{2028} ₹1499",
            "list": [1, 2.5, null, true],
        });
        let mut env = minijinja::Environment::new();
        env.add_template("t.html", "{{ value|tojson }}").unwrap();
        let tojson = env
            .get_template("t.html")
            .unwrap()
            .render(minijinja::context! { value => minijinja::value::Serde(&value) })
            .unwrap();
        let ours = script_json(&value);
        assert_eq!(ours.replace("\":", "\": ").replace(",", ", "), tojson);
        for json in [&ours, &tojson] {
            assert!(!json.contains(['<', '>', '&', '\'']), "{json}");
            assert_eq!(
                serde_json::from_str::<serde_json::Value>(json).unwrap(),
                value
            );
        }
    }

    /// Text in the head is escaped with the five entities and nothing more,
    /// the text around them as it is, Devanagari and `/` included.
    #[test]
    fn head_text_escapes_the_five_characters_only() {
        let mut env = minijinja::Environment::new();
        env.set_formatter(super::text_formatter);
        env.add_template("t.html", "<title>{{ text }}</title>")
            .unwrap();
        let render = |text: &str| {
            env.get_template("t.html")
                .unwrap()
                .render(minijinja::context! { text })
                .unwrap()
        };
        assert_eq!(
            render(r#"Tom & Jerry's <b>"स्क्रीन"</b> https://a.in/x"#),
            "<title>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;स्क्रीन&quot;&lt;/b&gt; https://a.in/x</title>"
        );
        assert_eq!(render("&&"), "<title>&amp;&amp;</title>");
        assert_eq!(render(""), "<title></title>");
    }
}
