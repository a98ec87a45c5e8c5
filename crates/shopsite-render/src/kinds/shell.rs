//! The shell of every page: the header with its navigation, the contact
//! bar, the footer's facts and the error page's words, made once a build
//! and shared by every page ([`PageData::shell`](super::PageData)).

use serde::Serialize;
use shopsite_content::Content;
use ts_rs::TS;

use super::Route;
use crate::base::BaseUrl;
use crate::derive::whatsapp;
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
    /// The skip link's label.
    pub skip_link: String,
    /// What the page shown after a failure says.
    pub error: ErrorView,
    /// What search engines are told about the shop. The page does not show
    /// it, so it is left out of the JSON.
    #[serde(skip)]
    pub listing: ShopListing,
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
            .map(format::opening_hours_text)
            .collect(),
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
            price_range: site.price_range.clone(),
            same_as: vec![site.video_channel.clone()],
        },
    }
}
