//! The Videos page, `/videos/`: every playlist with its videos.

use crate::view::VideoView;
use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::{Cta, Hero};
use ts_rs::TS;

use crate::derive::{video, whatsapp};
use crate::format;
use crate::kinds::{Head, Page, PageKind, Site, View};
use crate::view::Link;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PlaylistView {
    pub id: String,
    pub name: String,
    pub desc: String,
    /// `4 videos`.
    pub count: String,
    pub videos: Vec<VideoView>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct VideosView {
    pub hero: Hero,
    pub watch_label: String,
    pub playlists: Vec<PlaylistView>,
    pub cta: Cta,
    /// WhatsApp: `Phone repair help`.
    pub message: Link,
    /// The video channel.
    pub channel: Link,
}

pub struct Videos;

impl PageKind for Videos {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let content = site.content;
        let page = &content.pages.videos;
        let shop = &content.site;
        vec![Page::Videos(VideosView {
            hero: page.hero.clone(),
            watch_label: page.watch_label.clone(),
            playlists: content
                .playlists
                .iter()
                .map(|p| PlaylistView {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    desc: p.desc.clone(),
                    count: format::count(
                        p.videos.len(),
                        &page.video_count,
                        page.video_count_one.as_deref(),
                    ),
                    videos: p.videos.iter().map(video).collect(),
                })
                .collect(),
            cta: page.cta.clone(),
            message: whatsapp(shop, &page.message_label, &shop.messages.repair_help),
            channel: Link::new(&page.channel_label, shop.video_channel.clone()),
        })]
    }
}

impl View for VideosView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.videos.meta, content)
    }

    fn pictures(&self) -> Vec<&str> {
        self.playlists
            .iter()
            .flat_map(|p| &p.videos)
            .map(|v| v.thumb.as_str())
            .collect()
    }
}
