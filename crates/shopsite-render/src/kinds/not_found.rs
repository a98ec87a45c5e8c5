//! The page shown at any unknown address, `404.html`.

use shopsite_content::Content;

use crate::kinds::{Head, PageKind, Page, Route, Site, View};
use crate::view::{Link, NotFoundView};

pub struct NotFound;

impl PageKind for NotFound {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let page = &site.content.pages.not_found;
        vec![Page::NotFound(NotFoundView {
            hero: page.hero.clone(),
            home: Link::new(&page.home_label, site.base.href(Route::Home)),
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
