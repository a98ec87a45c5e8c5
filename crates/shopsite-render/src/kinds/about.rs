//! The About page, `/about/`: the shop's services.

use shopsite_content::Content;

use crate::derive::block;
use crate::kinds::{Head, PageKind, Page, Route, Site, View};
use crate::view::{AboutView, Link};

pub struct About;

impl PageKind for About {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let page = &site.content.pages.about;
        vec![Page::About(AboutView {
            hero: page.hero.clone(),
            services: block(&page.services, &page.service_cards),
            cta: page.cta.clone(),
            view_parts: Link::new(&page.view_parts_label, site.base.href(Route::Products)),
        })]
    }
}

impl View for AboutView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.about.meta, content)
    }
}
