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
    let mut files: Vec<OutFile> = pages
        .iter()
        .map(|data| OutFile::new(data.data_file(), json(data)))
        .collect();
    if let Some(index) = derive::catalogue_index(pages) {
        files.push(OutFile::new(view::CATALOGUE_INDEX, json(&index)));
    }
    files
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
    let scripts = html::InlineScripts::new(base);
    let policy = csp::Policy::new(&scripts.all(), assets.css(), pages);
    let csp = policy.meta();
    let mut files = Vec::new();
    for data in pages {
        let route = data.page.route();
        let app_html = bodies
            .get(&data.data_file())
            .ok_or(RenderError::NoPage(route))?;
        let jsonld = jsonld::for_route(data, base);
        let html = html::render(
            content,
            base,
            assets,
            html::RouteHtml {
                data,
                jsonld: &jsonld,
                app_html,
                scripts: &scripts,
                csp: &csp,
            },
        )?;
        files.push(OutFile::new(data.file(), html));
    }
    let paged = pages.iter().any(|p| p.catalogue_page().is_some());
    files.push(OutFile::new("sitemap.xml", sitemap(base, pages)));
    files.push(OutFile::new("robots.txt", robots(base)));
    files.push(OutFile::new(
        "_headers",
        csp::host_headers(base, &policy, paged),
    ));
    Ok(files)
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
