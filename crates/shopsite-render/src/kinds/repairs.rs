//! The Repairs page, `/repairs/`: what the shop repairs, how, its prices and
//! questions (an `FAQPage` in the JSON-LD), and the repair price finder when
//! the shop has a price list.

use crate::view::{Block, Link};
use serde::Serialize;
use serde_json::{Value, json};
use shopsite_content::Content;
use shopsite_content::model::{Cta, Hero, PricingTier, ProcessStep};
use shopsite_content::model::{Faq, Stat};
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::derive::{block, whatsapp};
use crate::jsonld::GraphNode;
use crate::kinds::repair_prices::RepairFinder;
use crate::kinds::repair_search::{self, RepairSearch};
use crate::kinds::{Head, Page, PageKind, Route, Site, View, repair_prices};
use crate::out::OutFile;

use crate::kinds::Shell;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct RepairsView {
    pub hero: Hero,
    /// WhatsApp: `Book free diagnosis`.
    pub diagnosis: Link,
    /// WhatsApp: `Phone repair help`.
    pub share: Link,
    /// Assessment, warranty and turnaround.
    pub stats: Vec<Stat>,
    pub brands: Block<String>,
    pub issues: Block<String>,
    pub process: Block<ProcessStep>,
    pub pricing: Block<PricingTier>,
    pub faqs: Block<Faq>,
    pub cta: Cta,
    /// WhatsApp: `Share location for pickup`.
    pub pickup: Link,
    /// The repair price finder, when the shop has a price list; left out
    /// of the JSON otherwise, so the page is what it was without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub finder: Option<RepairFinder>,
    /// The box above the finder's brands that finds a model of any brand
    /// as it is typed; with a price list only, as the finder.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub search: Option<RepairSearch>,
}

pub struct Repairs;

impl PageKind for Repairs {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let content = site.content;
        let page = &content.pages.repairs;
        let facts = &content.repairs;
        let shop = &content.site;
        vec![Page::Repairs(RepairsView {
            hero: page.hero.clone(),
            diagnosis: whatsapp(shop, &page.diagnosis_label, &shop.messages.book_diagnosis),
            share: whatsapp(shop, &page.share_label, &shop.messages.repair_help),
            stats: vec![
                page.assessment.clone(),
                Stat {
                    value: facts.warranty.clone(),
                    label: page.warranty_label.clone(),
                },
                Stat {
                    value: facts.turnaround.clone(),
                    label: page.turnaround_label.clone(),
                },
            ],
            brands: block(&page.brands, &facts.brands),
            issues: block(&page.issues, &facts.issues),
            process: block(&page.process, &facts.process),
            pricing: block(&page.pricing, &facts.pricing),
            faqs: block(&page.faqs, &facts.faqs),
            cta: page.cta.clone(),
            pickup: whatsapp(shop, &page.pickup_label, &shop.messages.pickup),
            finder: repair_prices::finder(content, site.base),
            search: repair_search::search(content, site.base),
        })]
    }

    /// `data/repair-models.json`, which the search box fetches.
    fn data_files(&self, site: &Site<'_>) -> Vec<OutFile> {
        repair_search::data_file(site.content, site.base)
            .into_iter()
            .collect()
    }
}

impl View for RepairsView {
    fn heading(&self) -> &str {
        &self.hero.heading
    }

    fn head(&self, content: &Content) -> Head {
        Head::of_meta(&content.pages.repairs.meta, content)
    }

    fn jsonld<'a>(&'a self, _shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        vec![GraphNode::Value(faq_page(&self.faqs.items, base))]
    }
}

fn faq_page(faqs: &[Faq], base: &BaseUrl) -> Value {
    let questions: Vec<Value> = faqs
        .iter()
        .map(|f| {
            json!({
                "@type": "Question",
                "name": f.q,
                "acceptedAnswer": { "@type": "Answer", "text": f.a },
            })
        })
        .collect();
    json!({
        "@type": "FAQPage",
        "url": base.absolute(Route::Repairs),
        "mainEntity": questions,
    })
}
