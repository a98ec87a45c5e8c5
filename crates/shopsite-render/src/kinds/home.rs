//! The Home page, `/`: the shop at a glance, its courses and newest videos.

use crate::view::{CourseView, VideoView};
use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::{Cta, Hero, Stat};
use ts_rs::TS;

use crate::derive::{courses, latest_videos, whatsapp};
use crate::kinds::repair_search::{self, RepairSearch};
use crate::kinds::{Head, Page, PageKind, Route, Site, View};
use crate::links;
use crate::view::{Block, Link};

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct HomeView {
    pub hero: Hero,
    /// To `/repairs/`.
    pub repair_list: Link,
    /// The box that finds a model's repair prices, as a plain form that
    /// goes to `/repairs/?q=…`; only with a price list.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub repair_search: Option<RepairSearch>,
    /// WhatsApp: `Phone repair help`.
    pub whatsapp: Link,
    pub stats: Vec<Stat>,
    pub courses: Block<CourseView>,
    /// The newest videos across all playlists, newest first; may be empty.
    pub latest_videos: Block<VideoView>,
    /// To `/videos/`.
    pub all_videos: Link,
    pub cta: Cta,
    pub call: Link,
}

pub struct Home;

impl PageKind for Home {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let content = site.content;
        let page = &content.pages.home;
        let shop = &content.site;
        vec![Page::Home(HomeView {
            hero: page.hero.clone(),
            repair_list: Link::new(&page.repair_list_label, site.base.href(Route::Repairs)),
            repair_search: repair_search::search(content, site.base),
            whatsapp: whatsapp(shop, &page.whatsapp_label, &shop.messages.repair_help),
            stats: page.stats.clone(),
            courses: courses(content, &page.courses, &page.enrol_label, &page.fees_label),
            latest_videos: Block {
                section: page.latest_videos.clone(),
                items: latest_videos(content, page.latest_videos_count as usize),
            },
            all_videos: Link::new(&page.all_videos_label, site.base.href(Route::Videos)),
            cta: page.cta.clone(),
            call: Link::new(&page.call_label, links::tel(&shop.phone)),
        })]
    }
}

impl View for HomeView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.home.meta, content)
    }

    fn pictures(&self) -> Vec<&str> {
        self.latest_videos
            .items
            .iter()
            .map(|v| v.thumb.as_str())
            .collect()
    }
}
