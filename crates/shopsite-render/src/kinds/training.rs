//! The Training page, `/training/`: the courses, with each one's listing in
//! the JSON-LD.

use crate::view::Link;
use serde::Serialize;
use serde_json::{Value, json};
use shopsite_content::Content;
use shopsite_content::model::{Cta, Hero, ValueCard};
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::derive::{courses, whatsapp};
use crate::jsonld::{GraphNode, shop_id};
use crate::kinds::Shell;
use crate::kinds::{Head, Page, PageKind, Route, Site, View};
use crate::view::{Block, CourseView};

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct TrainingView {
    pub hero: Hero,
    pub courses: Block<CourseView>,
    pub values: Block<ValueCard>,
    pub cta: Cta,
    /// WhatsApp: `Book my seat`.
    pub book_seat: Link,
    /// WhatsApp: `Send full syllabus PDF`.
    pub syllabus: Link,
}

pub struct Training;

impl PageKind for Training {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let content = site.content;
        let page = &content.pages.training;
        let shop = &content.site;
        vec![Page::Training(TrainingView {
            hero: page.hero.clone(),
            courses: courses(content, &page.courses, &page.enrol_label, &page.fees_label),
            values: Block {
                section: page.values.clone(),
                items: page.value_cards.clone(),
            },
            cta: page.cta.clone(),
            book_seat: whatsapp(shop, &page.book_seat_label, &shop.messages.book_seat),
            syllabus: whatsapp(shop, &page.syllabus_label, &shop.messages.syllabus),
        })]
    }
}

impl View for TrainingView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.training.meta, content)
    }

    fn jsonld<'a>(&'a self, shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        self.courses
            .items
            .iter()
            .map(|c| GraphNode::Value(course(c, shell, base)))
            .collect()
    }
}

/// A course as schema.org's `Course`, held at the shop.
fn course(c: &CourseView, shell: &Shell, base: &BaseUrl) -> Value {
    let listing = &c.listing;
    let weeks = format!("P{}W", listing.weeks);
    json!({
        "@type": "Course",
        "@id": format!("{}#{}", base.absolute(Route::Training).unwrap_or_default(), c.id),
        "name": listing.name,
        "description": c.summary,
        "provider": { "@id": shop_id(base) },
        "inLanguage": listing.languages,
        "about": c.focus,
        "timeRequired": weeks,
        "hasCourseInstance": {
            "@type": "CourseInstance",
            "courseMode": "Onsite",
            "courseSchedule": {
                "@type": "Schedule",
                "duration": weeks,
                "repeatFrequency": "Daily",
                "description": format!("{}, {}", c.days, c.time),
            },
            "location": {
                "@type": "Place",
                "name": shell.name,
                "address": shell.address,
            },
        },
    })
}
