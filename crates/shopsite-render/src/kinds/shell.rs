//! The shell of every page: the header with its navigation, the contact
//! bar, the footer's facts and the error page's words, made once a build
//! and shared by every page ([`PageData::shell`](super::PageData)).

use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::SiteFile;
use ts_rs::TS;

use super::Route;
use crate::base::BaseUrl;
use crate::derive::whatsapp;
use crate::hours::{self, OpenNowData};
use crate::view::{ErrorView, Link, ShopListing};
use crate::{format, links};

/// A header navigation link.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct NavLink {
    pub route: Route,
    pub label: String,
    pub href: String,
}

/// The parts of every page: header, navigation, contact bar and footer facts.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Shell {
    pub name: String,
    pub tagline: String,
    pub home_href: String,
    pub nav: Vec<NavLink>,
    pub call: Link,
    pub whatsapp: Link,
    pub directions: Link,
    /// `+91 98765 43210`.
    pub phone: String,
    /// The postal address on one line.
    pub address: String,
    /// Opening hours, one line per group of days: `Mon–Sat 10:30 AM – 8:30 PM`.
    pub hours: Vec<String>,
    /// What stands above them until the page knows whether the shop is
    /// open now, and without JavaScript: "Opening hours".
    pub hours_label: String,
    /// The holidays and days of other hours (docs/behaviour.md#open-now).
    pub special_days: SpecialDays,
    /// "Review us on Google", to the owner's review link, when there is one.
    pub review: Option<Link>,
    /// "Repair prices", to /repairs: on every page, outside the navigation.
    pub repairs: Link,
    /// The skip link's label.
    pub skip_link: String,
    /// What the page shown after a failure says.
    pub error: ErrorView,
    /// What search engines are told about the shop. The page does not show
    /// it, so it is left out of the JSON.
    #[serde(skip)]
    pub listing: ShopListing,
    /// What the open-now script reads, which the document writes once
    /// beside it (`html.rs`), not the view data; `None` for a shop that
    /// gives no hours.
    #[serde(skip)]
    pub open_now: Option<OpenNowData>,
}

/// The special days in the footer, under their heading: every one the
/// owner lists, so that a page without JavaScript shows each coming one;
/// the open-now script keeps those of the next 14 days.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SpecialDays {
    /// "Holidays and special hours".
    pub label: String,
    /// In the order of the days.
    pub days: Vec<SpecialDay>,
}

/// One entry of `special_hours`, as the footer lists it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SpecialDay {
    /// Its first and last day, `2026-12-24`, for the open-now script.
    pub from: String,
    pub to: String,
    /// `24 Dec`, `1–3 Nov`.
    pub dates: String,
    /// What the day is, e.g. `Diwali`.
    pub name: Option<String>,
    /// `10:00 AM – 2:00 PM`, or the owner's word for closed.
    pub hours: String,
}

/// The footer's list of `site`'s special days.
fn special_days(site: &SiteFile) -> SpecialDays {
    let mut days: Vec<SpecialDay> = site
        .special_hours
        .iter()
        .map(|special| {
            let (from, to) = special.days();
            SpecialDay {
                from: from.to_string(),
                to: to.to_string(),
                dates: format::day_span(from, to),
                name: special.name.clone(),
                hours: match special.hours() {
                    Some((opens, closes)) => format::hours_text(opens, closes, &site.footer),
                    None => site.open_now.closed.clone(),
                },
            }
        })
        .collect();
    days.sort_by(|a, b| a.from.cmp(&b.from));
    SpecialDays {
        label: site.footer.special_hours.clone(),
        days,
    }
}

/// The parts of every page: header, navigation, contact bar and footer.
pub(super) fn shell(content: &Content, base: &BaseUrl) -> Shell {
    let site = &content.site;
    let nav = [
        (Route::Home, &site.nav.home),
        (Route::Training, &site.nav.training),
        (Route::Products, &site.nav.products),
        (Route::Videos, &site.nav.videos),
        (Route::About, &site.nav.about),
    ]
    .into_iter()
    .map(|(route, label)| NavLink {
        route,
        label: label.clone(),
        href: base.href(route),
    })
    .collect();
    Shell {
        name: site.name.clone(),
        tagline: site.tagline.clone(),
        home_href: base.href(Route::Home),
        nav,
        call: Link::new(&site.contact_bar.call, links::tel(&site.phone)),
        whatsapp: whatsapp(site, &site.contact_bar.whatsapp, &site.messages.repair_help),
        directions: Link::new(&site.contact_bar.directions, links::directions(site)),
        phone: links::phone_display(&site.phone),
        address: format::address_line(&site.address),
        hours: site
            .opening_hours
            .iter()
            .map(|hours| format::opening_hours_text(hours, &site.footer))
            .collect(),
        hours_label: site.footer.hours.clone(),
        special_days: special_days(site),
        review: site
            .review_link
            .as_ref()
            .map(|href| Link::new(&site.footer.review, href.clone())),
        repairs: Link::new(&site.footer.repair_prices, base.href(Route::Repairs)),
        skip_link: site.skip_link.clone(),
        error: ErrorView {
            heading: site.error_page.heading.clone(),
            text: site.error_page.text.clone(),
            back: Link::new(&site.error_page.back, base.href(Route::Home)),
        },
        listing: ShopListing {
            description: site.description.clone(),
            telephone: links::international(&site.phone),
            address: site.address.clone(),
            geo: site.geo,
            opening_hours: site
                .opening_hours
                .iter()
                .map(format::opening_hours_schema)
                .collect(),
            special_hours: hours::special_listing(&site.special_hours),
            price_range: site.price_range.clone(),
            same_as: vec![site.video_channel.clone()],
        },
        open_now: OpenNowData::of(site),
    }
}
