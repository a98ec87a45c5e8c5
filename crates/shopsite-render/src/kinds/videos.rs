//! The Videos page, `/videos/`: every playlist with its videos.

use shopsite_content::Content;

use crate::derive::{video, whatsapp};
use crate::format;
use crate::kinds::{Head, PageKind, Page, Site, View};
use crate::view::{Link, PlaylistView, VideosView};

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
