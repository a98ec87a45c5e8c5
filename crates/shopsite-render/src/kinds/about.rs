//! The About page, `/about/`: the shop's services.

use crate::view::Block;
use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::{Cta, Hero, ServiceCard};
use ts_rs::TS;

use crate::derive::block;
use crate::kinds::{Head, Page, PageKind, Route, Site, View};
use crate::view::Link;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct AboutView {
    pub hero: Hero,
    pub services: Block<ServiceCard>,
    pub cta: Cta,
    /// To `/products/`.
    pub view_parts: Link,
}

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
