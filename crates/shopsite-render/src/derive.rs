//! Content → view data: what several kinds of page share, worked out once:
//! the shell around every page, the course cards, a video, a section with
//! its items. Each kind's own pages are derived in
//! its module ([`crate::kinds`]).

use std::collections::BTreeSet;

use shopsite_content::Content;
use shopsite_content::model::{Course, Section, SiteFile, Video};
use shopsite_content::photos::{self, SourcePhoto};

use crate::format;
use crate::links;
use crate::view::{Block, CourseListing, CourseView, Link, VideoView};

/// Products on each page of the catalogue (docs/behaviour.md#catalogue-pages):
/// page 1, `/products/`, prerenders this many and each Show more adds as many.
/// 24 is about ten screens of cards on a phone and eight rows of three on a
/// laptop, and divides evenly into the grid's 1, 2 and 3 columns; a shop of
/// up to 24 products has them all on page 1, with or without JavaScript,
/// and page 1 stays one quick download at any size of catalogue.
pub const PAGE_SIZE: usize = 24;

pub fn whatsapp(site: &SiteFile, label: &str, text: &str) -> Link {
    Link::new(label, links::whatsapp(&site.whatsapp, text))
}

/// The courses, as cards with that page's button labels (Home and Training).
pub fn courses(content: &Content, section: &Section, enrol: &str, fees: &str) -> Block<CourseView> {
    let items = content
        .courses
        .iter()
        .map(|c| course(content, c, enrol, fees))
        .collect();
    Block {
        section: section.clone(),
        items,
    }
}

fn course(content: &Content, c: &Course, enrol: &str, fees: &str) -> CourseView {
    let site = &content.site;
    CourseView {
        id: c.id.clone(),
        name: c.name.clone(),
        duration: format::weeks(c.weeks),
        days: c.days.clone(),
        time: c.time.clone(),
        summary: c.summary.clone(),
        focus: c.focus.clone(),
        enrol: whatsapp(site, enrol, &links::fill(&c.message, "course", &c.name)),
        fees: whatsapp(
            site,
            fees,
            &links::fill(&site.messages.course_fees, "course", &c.name),
        ),
        listing: course_listing(content, c),
    }
}

/// The owner's words for search results, else the course's name and the
/// site's language.
fn course_listing(content: &Content, c: &Course) -> CourseListing {
    let training = &content.pages.training;
    CourseListing {
        name: match &training.course_listing {
            Some(template) => links::fill(template, "course", &c.name),
            None => c.name.clone(),
        },
        languages: if training.course_languages.is_empty() {
            vec![content.site.language.clone()]
        } else {
            training.course_languages.clone()
        },
        weeks: c.weeks,
    }
}

/// The newest `count` videos of all playlists. Dated videos come first,
/// newest first; undated ones keep their order in the file after them.
pub fn latest_videos(content: &Content, count: usize) -> Vec<VideoView> {
    let mut all: Vec<&Video> = content.playlists.iter().flat_map(|p| &p.videos).collect();
    // A stable sort keeps the file order among equal dates.
    all.sort_by(|a, b| {
        b.date
            .is_some()
            .cmp(&a.date.is_some())
            .then(b.date.cmp(&a.date))
    });
    let mut seen = BTreeSet::new();
    all.into_iter()
        .filter(|v| seen.insert(v.id.as_str()))
        .take(count)
        .map(video)
        .collect()
}

/// The photo of `content/photos/` an image field names, if it names one.
pub fn local_photo<'a>(content: &'a Content, image: &str) -> Option<&'a SourcePhoto> {
    if photos::is_link(image) {
        return None;
    }
    content.photos.get(&photos::normalize(image)?)
}

pub fn block<T: Clone>(section: &Section, items: &[T]) -> Block<T> {
    Block {
        section: section.clone(),
        items: items.to_vec(),
    }
}

pub fn video(v: &Video) -> VideoView {
    VideoView {
        id: v.id.clone(),
        title: v.title.clone(),
        date: v.date.map(format::date),
        href: links::watch(&v.id),
        thumb: v.thumb.clone().unwrap_or_else(|| links::thumbnail(&v.id)),
    }
}
