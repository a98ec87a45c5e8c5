//! Validated content in, the files of the site out, in memory.
//!
//! This crate derives everything a page shows (links, labels, filter fields)
//! once, as the view data in [`view`]; wraps the frontend's server render of
//! each route in an HTML document with its SEO head and structured data; and
//! writes the sitemap and robots.txt. It says which link-preview image each
//! page has ([`og`]), and the binary draws the ones it lacks. It does no I/O:
//! the `shopsite` binary reads the frontend build, runs the prerender and
//! writes the files.

pub mod base;
pub mod csp;
pub mod derive;
pub mod error;
pub mod html;
pub mod jsonld;
pub mod labels;
pub mod links;
pub mod manifest;
pub mod og;
pub mod typescript;
pub mod view;

use std::collections::BTreeMap;

use shopsite_content::Content;

pub use base::BaseUrl;
pub use error::RenderError;
pub use manifest::Assets;
pub use og::OgImage;
pub use view::{PageData, Route};

/// A file of the built site: its path relative to the output folder, with `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

impl OutFile {
    fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> OutFile {
        OutFile {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// The view data of every page, ready to be written as `data/<route>.json`
/// (`data/products/page-<n>.json` for the catalogue's pages 2 and on) and
/// handed to the prerender, and the filters' index of a catalogue that does
/// not fit on page 1 (docs/behaviour.md#catalogue-data).
pub fn data_files(pages: &[PageData]) -> Vec<OutFile> {
    let mut files: Vec<OutFile> = pages.iter().map(data_file).collect();
    files.extend(catalogue_index_file(pages));
    files
}

/// One page's view data, `data/<route>.json`.
pub fn data_file(data: &PageData) -> OutFile {
    OutFile::new(data.data_file(), json(data))
}

/// The filters' index, `data/products/index.json`, when the catalogue does
/// not fit on page 1.
pub fn catalogue_index_file(pages: &[PageData]) -> Option<OutFile> {
    derive::catalogue_index(pages).map(|index| OutFile::new(view::CATALOGUE_INDEX, json(&index)))
}

/// Compact JSON and a newline.
fn json<T: serde::Serialize>(value: &T) -> Vec<u8> {
    let mut json = serde_json::to_vec(value).expect("view data serializes");
    json.push(b'\n');
    json
}

/// The HTML document of every page, with `bodies` holding the server render
/// of each by its view-data file ([`PageData::data_file`]), plus the sitemap,
/// robots.txt and `_headers`.
pub fn documents(
    content: &Content,
    base: &BaseUrl,
    assets: &Assets,
    pages: &[PageData],
    bodies: &BTreeMap<String, String>,
) -> Result<Vec<OutFile>, RenderError> {
    let documents = Documents::new(content, base, assets, pages);
    let mut files = Vec::new();
    for data in pages {
        let app_html = bodies
            .get(&data.data_file())
            .ok_or(RenderError::NoPage(data.page.route()))?;
        files.push(documents.page(data, app_html)?);
    }
    files.extend(documents.site_files(pages));
    Ok(files)
}

/// What every page's document shares, so that a build can make the pages
/// one at a time (and on several threads) and write each at once.
pub struct Documents<'a> {
    content: &'a Content,
    base: &'a BaseUrl,
    assets: &'a Assets,
    scripts: html::InlineScripts,
    policy: csp::Policy,
    csp: String,
}

impl<'a> Documents<'a> {
    /// For the site of `pages`, whose pictures the policy allows.
    pub fn new(
        content: &'a Content,
        base: &'a BaseUrl,
        assets: &'a Assets,
        pages: &[PageData],
    ) -> Documents<'a> {
        let scripts = html::InlineScripts::new(base);
        let policy = csp::Policy::new(&scripts.all(), assets.css(), pages);
        let csp = policy.meta();
        Documents {
            content,
            base,
            assets,
            scripts,
            policy,
            csp,
        }
    }

    /// The HTML document of one page, around `app_html`, its server render.
    pub fn page(&self, data: &PageData, app_html: &str) -> Result<OutFile, RenderError> {
        let jsonld = jsonld::for_route(data, self.base);
        let html = html::render(
            self.content,
            self.base,
            self.assets,
            html::RouteHtml {
                data,
                jsonld: &jsonld,
                app_html,
                scripts: &self.scripts,
                csp: &self.csp,
            },
        )?;
        Ok(OutFile::new(data.file(), html))
    }

    /// The sitemap, robots.txt and `_headers`.
    pub fn site_files(&self, pages: &[PageData]) -> [OutFile; 3] {
        let paged = pages.iter().any(|p| p.catalogue_page().is_some());
        [
            OutFile::new("sitemap.xml", sitemap(self.base, pages)),
            OutFile::new("robots.txt", robots(self.base)),
            OutFile::new(
                "_headers",
                csp::host_headers(self.base, &self.policy, paged),
            ),
        ]
    }
}

/// Every page with an address, as absolute URLs: the routes, then the
/// catalogue's pages 2 and on.
pub fn sitemap(base: &BaseUrl, pages: &[PageData]) -> String {
    let urls: Vec<String> = pages
        .iter()
        .filter_map(|p| p.path())
        .map(|path| base.absolute_path(&path))
        .collect();
    let mut xml = html::sitemap(&urls).expect("the sitemap renders");
    xml.push('\n');
    xml
}

/// Allows everything and names the sitemap.
pub fn robots(base: &BaseUrl) -> String {
    format!(
        "User-agent: *\nAllow: /\n\nSitemap: {}sitemap.xml\n",
        base.url()
    )
}
