//! The counter kit: two documents that are not pages of the site
//! (docs/behaviour.md#the-poster-and-wa): the poster to print for the
//! counter, `/poster/`, with QR codes of the site, WhatsApp, directions and
//! the review link; and `/wa/`, the short address of the WhatsApp code,
//! which leads on to the chat with the shop's message.
//!
//! They are no route: not in `Route::ALL`, the sitemap, the audit or the
//! page budgets. Search engines are told not to index them; the owner's
//! guide links the poster, the site never does. Each is one template and
//! the one stylesheet both inline, which the site's policy allows by its
//! hash; neither runs a script.

use minijinja::context;
use minijinja::value::{Serde, Value};
use serde::Serialize;
use shopsite_content::roman::is_devanagari;

use crate::csp::Policy;
use crate::html;
use crate::kinds::Site;
use crate::out::OutFile;
use crate::qr;
use crate::view::{POSTER, WHATSAPP_ADDRESS};

/// The stylesheet of both documents.
pub const STYLE: &str = include_str!("../templates/counter.css");

/// A line of a label, with its language when it is in Devanagari, so that
/// a screen reader reads it in Hindi and the browser picks its font.
#[derive(Debug, Serialize)]
struct Line {
    text: String,
    lang: Option<&'static str>,
}

fn lines(texts: &[String]) -> Vec<Line> {
    texts
        .iter()
        .map(|text| Line {
            text: text.clone(),
            lang: text.chars().any(is_devanagari).then_some("hi"),
        })
        .collect()
}

/// One QR code of the poster, with its label and the link it holds.
#[derive(Debug, Serialize)]
struct Code {
    /// What the code is, `poster.website` and so on: its key.
    key: &'static str,
    label: Vec<Line>,
    /// What a person can type instead: `sharmamobilecare.in`.
    caption: String,
    link: String,
    /// The code as SVG, made here: no text of the content is in it.
    svg: String,
}

/// `poster/index.html` and `wa/index.html`, each with the `<meta>` policy
/// of `policy`, which allows [`STYLE`].
pub fn files(site: &Site<'_>, policy: &Policy) -> Vec<OutFile> {
    let csp = html::in_attribute(&policy.meta(STYLE));
    vec![
        OutFile::new(format!("{POSTER}index.html"), poster(site, &csp)),
        OutFile::new(
            format!("{WHATSAPP_ADDRESS}index.html"),
            whatsapp(site, &csp),
        ),
    ]
}

/// The links the poster's codes hold, with their labels and captions, in
/// order: the site, WhatsApp, directions and, when there is one, the review
/// link. A link too long for a QR code is left out.
fn codes(site: &Site<'_>) -> Vec<Code> {
    let content = &site.content.site;
    let labels = &content.poster;
    let base = site.base;
    let mut links = vec![
        (
            "website",
            &labels.website,
            base.url().to_owned(),
            base.host_and_path().to_owned(),
        ),
        (
            "whatsapp",
            &labels.whatsapp,
            base.absolute_path(WHATSAPP_ADDRESS),
            site.shell.phone.clone(),
        ),
        (
            "directions",
            &labels.directions,
            site.shell.directions.href.clone(),
            format!("{}, {}", content.address.locality, content.address.city),
        ),
    ];
    if let Some(review) = &content.review_link {
        links.push(("review", &labels.review, review.clone(), String::new()));
    }
    links
        .into_iter()
        .filter_map(|(key, label, link, caption)| {
            let code = qr::svg(&link)?;
            Some(Code {
                key,
                label: lines(label),
                caption,
                link,
                svg: code.svg,
            })
        })
        .collect()
}

fn poster(site: &Site<'_>, csp: &str) -> String {
    let content = &site.content.site;
    let labels = &content.poster;
    let shell = &site.shell;
    html::counter_document(
        "poster.html",
        context! {
            lang => content.language.as_str(),
            csp => Value::from_safe_string(csp.to_owned()),
            css => Value::from_safe_string(STYLE.to_owned()),
            favicon => site.base.file("favicon.svg"),
            name => shell.name.as_str(),
            tagline => shell.tagline.as_str(),
            scan => Serde(lines(&labels.scan)),
            codes => Serde(codes(site)),
            hours_label => Serde(lines(&labels.hours)),
            hours => &shell.hours,
            call_label => Serde(lines(&labels.call)),
            phone => shell.phone.as_str(),
            tel => shell.call.href.as_str(),
            address => shell.address.as_str(),
        },
    )
}

fn whatsapp(site: &Site<'_>, csp: &str) -> String {
    let content = &site.content.site;
    let shell = &site.shell;
    html::counter_document(
        "wa.html",
        context! {
            lang => content.language.as_str(),
            csp => Value::from_safe_string(csp.to_owned()),
            css => Value::from_safe_string(STYLE.to_owned()),
            favicon => site.base.file("favicon.svg"),
            name => shell.name.as_str(),
            label => Serde(lines(&content.poster.whatsapp)),
            href => shell.whatsapp.href.as_str(),
            phone => shell.phone.as_str(),
        },
    )
}
