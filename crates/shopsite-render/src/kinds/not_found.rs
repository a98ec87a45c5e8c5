//! The page shown at any unknown address, `404.html`.

use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::Hero;
use ts_rs::TS;

use crate::kinds::{Head, Page, PageKind, Route, Site, View};
use crate::view::Link;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct NotFoundView {
    pub hero: Hero,
    /// To `/`.
    pub home: Link,
    /// To `/repairs/`: "Repair prices".
    pub repairs: Link,
}

pub struct NotFound;

impl PageKind for NotFound {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let page = &site.content.pages.not_found;
        vec![Page::NotFound(NotFoundView {
            hero: page.hero.clone(),
            home: Link::new(&page.home_label, site.base.href(Route::Home)),
            repairs: site.shell.repairs.clone(),
        })]
    }
}

impl View for NotFoundView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.not_found.meta, content)
    }

    fn template(&self) -> &'static str {
        "404.html"
    }
}
