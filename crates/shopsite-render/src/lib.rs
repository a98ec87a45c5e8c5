//! Validated content in, the files of the site out, in memory.
//!
//! This crate derives everything a page shows (links, labels, filter fields)
//! once, as the view data in [`view`]; wraps the frontend's server render of
//! each route in an HTML document with its SEO head and structured data; and
//! writes the sitemap and robots.txt. It says which link-preview image each
//! page has ([`og`]), and the binary draws the ones it lacks. It does no I/O:
//! the `shopsite` binary reads the frontend build, runs the prerender and
//! writes the files.

// The workspace denies unsafe code; the libraries forbid it outright.
#![forbid(unsafe_code)]
// No function over 80 lines (clippy.toml), tests aside.
#![cfg_attr(test, allow(clippy::too_many_lines))]

pub mod admin;
pub mod base;
pub mod csp;
pub mod derive;
pub mod error;
pub mod format;
pub mod hours;
pub mod html;
pub mod jsonld;
pub mod kinds;
pub mod links;
pub mod manifest;
pub mod og;
pub mod out;
pub mod photos;
pub mod poster;
pub mod qr;
pub mod typescript;
pub mod view;

use std::collections::BTreeMap;

use shopsite_content::Content;

pub use base::BaseUrl;
pub use error::RenderError;
pub use kinds::{ByPlace, PageData, Route, Site, View, data_file, repair_prices};
pub use manifest::Assets;
pub use og::{OgImage, Previews};
pub use out::OutFile;

/// The HTML document of every page of `pages` and of every product's page,
/// around `body`, the server render of each, plus the sitemap, robots.txt
/// and `_headers`: what a build writes of them, in memory, for tests.
pub fn documents(
    content: &Content,
    base: &BaseUrl,
    assets: &Assets,
    pages: &[PageData],
    body: impl Fn(&PageData) -> Option<String>,
) -> Result<Vec<OutFile>, RenderError> {
    let site = Site::new(content, base);
    let previews = site.previews(assets, pages);
    let documents = Documents::new(&site, assets, pages, &previews);
    let (_, all) = site.every_page(pages);
    let mut files = Vec::new();
    for data in all {
        let app_html = body(&data).ok_or(RenderError::NoPage(data.page.route()))?;
        files.push(documents.page(&data, &app_html)?);
    }
    files.extend(documents.site_files(pages));
    Ok(files)
}

/// What every page's document shares, so that a build can make the pages
/// one at a time (and on several threads) and write each at once.
pub struct Documents<'a> {
    site: &'a Site<'a>,
    assets: &'a Assets,
    previews: &'a Previews,
    jsonld: jsonld::JsonLd,
    frame: html::Frame,
    policy: csp::Policy,
}

impl<'a> Documents<'a> {
    /// For the site of `pages` and every product's page, whose pictures the
    /// policy allows, with the link previews of `previews`.
    pub fn new(
        site: &'a Site<'a>,
        assets: &'a Assets,
        pages: &[PageData],
        previews: &'a Previews,
    ) -> Documents<'a> {
        let (content, base) = (site.content, site.base);
        let scripts = html::InlineScripts::new(base);
        // A product's page shows its photos, and those of related products:
        // every product's photos are one of the two.
        let pictures: Vec<&str> = pages
            .iter()
            .flat_map(|data| data.page.view().pictures())
            .chain(
                content
                    .products
                    .iter()
                    .flat_map(|p| p.image.iter().chain(&p.more_images).map(String::as_str)),
            )
            .collect();
        let policy_of = |many: &[Route]| {
            let mut stylesheets = html::inline_stylesheets(assets, many);
            stylesheets.push(poster::STYLE);
            csp::Policy::new(&scripts.all(), &stylesheets, pictures.iter().copied())
        };
        let mut many = routes_of_many_pages(pages);
        let mut policy = policy_of(&many);
        // Each variant of a route's stylesheet is one more hash in the one
        // line of `_headers` that holds the policy: a shop whose photos come
        // from so many hosts that Cloudflare Pages would not read it whole
        // goes without them, each page inlining its route's whole part.
        if policy.header_line_chars() > csp::HEADER_LINE {
            many.clear();
            policy = policy_of(&many);
        }
        let frame = html::Frame::new(assets, &scripts, &policy, &many).with_hours(&site.shell);
        Documents {
            site,
            assets,
            previews,
            jsonld: jsonld::JsonLd::new(
                &site.shell.name,
                &site.shell.listing,
                &site.shell.directions.href,
                base,
            ),
            frame,
            policy,
        }
    }

    /// What the owner should know of the files this site's build writes
    /// besides its pages: a `_headers` that Cloudflare Pages would not read
    /// whole, because the photos come from too many hosts.
    pub fn warnings(&self) -> Vec<Warning> {
        let chars = self.policy.header_line_chars();
        if chars <= csp::HEADER_LINE {
            return Vec::new();
        }
        vec![Warning {
            message: format!(
                "the photos come from so many hosts that the Content-Security-Policy line of `_headers` is {chars} characters, and Cloudflare Pages reads no line longer than {}",
                csp::HEADER_LINE
            ),
            help: "put the photos in content/photos/, or link them from fewer sites; on Netlify and GitHub Pages the site works as it is".to_owned(),
        }]
    }

    /// The HTML document of one page, around `app_html`, its server render.
    pub fn page(&self, data: &PageData, app_html: &str) -> Result<OutFile, RenderError> {
        let view = data.page.view();
        let route = data.page.route();
        let preview = view
            .preview(self.previews)
            .or_else(|| self.previews.route(route.name()))
            .expect("every route of the site has its card");
        let html = html::render(
            self.site.content,
            self.site.base,
            self.assets,
            html::RouteHtml {
                data,
                jsonld: self.jsonld.script(
                    view.describes_shop(),
                    view.jsonld(&data.shell, self.site.base),
                ),
                app_html,
                frame: &self.frame,
                preview,
            },
        )?;
        Ok(OutFile::new(data.file(), html))
    }

    /// Writes what every page's document shares besides the frontend: the
    /// shell, the site's and every page's words, the base URL, the assets
    /// (each route's stylesheet among them) and the policy as the header
    /// sends it. With [`Documents::page_inputs`], what a build digests to
    /// tell whether a page it wrote before would come out the same:
    /// whatever [`Documents::page`] or the server render reads must be
    /// written by one of the two.
    pub fn shared_inputs(&self, w: &mut impl std::io::Write) -> std::io::Result<()> {
        let (content, base) = (self.site.content, self.site.base);
        serde_json::to_writer(&mut *w, &self.site.shell)?;
        writeln!(w)?;
        writeln!(w, "{:?}\n{:?}\n{}", content.site, content.pages, base.url())?;
        writeln!(w, "{:?}\n{}", self.assets, self.policy.header())
    }

    /// Writes what one page's document is made of besides what every page
    /// shares ([`Documents::shared_inputs`]): its view data and its link
    /// preview.
    pub fn page_inputs(&self, data: &PageData, w: &mut impl std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *w, &data.page)?;
        let view = data.page.view();
        let preview = view
            .preview(self.previews)
            .or_else(|| self.previews.route(data.page.route().name()));
        write!(w, "\n{preview:?}")
    }

    /// The sitemap (an index of several, for a site of more than 50,000
    /// pages), robots.txt, `_headers`, and the counter kit's documents,
    /// which are no pages of the site (the poster and `/wa/`).
    pub fn site_files(&self, pages: &[PageData]) -> Vec<OutFile> {
        let (content, base) = (self.site.content, self.site.base);
        let mut files = sitemaps(base, &self.site.urls(pages));
        let written = csp::Written {
            products: !content.products.is_empty(),
            repairs: !content.repair_prices.is_empty(),
            sitemap_parts: files.len() > 1,
        };
        files.push(OutFile::new("robots.txt", robots(base)));
        files.push(OutFile::new(
            "_headers",
            csp::host_headers(base, &self.policy, written),
        ));
        files.extend(poster::files(self.site, &self.policy));
        files
    }
}

/// Something the owner should know of a build that succeeded, and how to
/// mend it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub message: String,
    pub help: String,
}

/// The routes of many pages in the site of `pages` (those made at once):
/// one that has more than one of them, or none, its pages being made one at
/// a time (a product's, a phone model's). Each page of these inlines the
/// stylesheet its own first screen needs, of the few the frontend made for
/// its route; a route of one page inlines the route's, as its one page's
/// choice would be one more stylesheet for the policy to allow.
fn routes_of_many_pages(pages: &[PageData]) -> Vec<Route> {
    let mut counts: BTreeMap<Route, usize> = BTreeMap::new();
    for data in pages {
        *counts.entry(data.page.route()).or_default() += 1;
    }
    Route::ALL
        .iter()
        .copied()
        .filter(|route| counts.get(route).is_none_or(|&n| n > 1))
        .collect()
}

/// The most addresses one sitemap may list (sitemaps.org).
pub const SITEMAP_URLS: usize = 50_000;

/// `sitemap.xml` listing `urls`; when they are more than [`SITEMAP_URLS`],
/// `sitemap.xml` is an index of `sitemap-1.xml`, `sitemap-2.xml`, … that
/// list them, as search engines read a large site's.
pub fn sitemaps(base: &BaseUrl, urls: &[String]) -> Vec<OutFile> {
    let xml = |text: Result<String, minijinja::Error>| {
        let mut text = text.expect("the sitemap renders");
        text.push('\n');
        text
    };
    if urls.len() <= SITEMAP_URLS {
        return vec![OutFile::new("sitemap.xml", xml(html::sitemap(urls)))];
    }
    let mut files = Vec::new();
    let mut parts = Vec::new();
    for (i, chunk) in urls.chunks(SITEMAP_URLS).enumerate() {
        let name = format!("sitemap-{}.xml", i + 1);
        parts.push(base.absolute_path(&name));
        files.push(OutFile::new(name, xml(html::sitemap(chunk))));
    }
    files.insert(
        0,
        OutFile::new("sitemap.xml", xml(html::sitemap_index(&parts))),
    );
    files
}

/// Allows everything and names the sitemap.
pub fn robots(base: &BaseUrl) -> String {
    format!(
        "User-agent: *\nAllow: /\n\nSitemap: {}sitemap.xml\n",
        base.url()
    )
}
