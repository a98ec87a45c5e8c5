//! The typed shape of every file in `content/`.
//!
//! These structs are the single source of truth for the content format:
//! serde reads the YAML into them, schemars turns them into the JSON
//! Schemas in `content/.schema/`, and the doc comments below are what the
//! owner's editor shows on hover. Keys are snake_case and unknown keys are
//! refused, so a typo never silently drops a value.

mod common;
mod courses;
mod geo;
mod hours;
mod pages;
mod poster;
mod products;
mod repair_prices;
mod repairs;
mod site;
mod values;
mod videos;

pub use common::{Cta, Hero, Meta, Section, Stat, ValueCard};
pub use courses::{Course, CoursesFile};
pub use geo::{HOW_TO_GET as GEO_HOW_TO_GET, position};
pub use hours::{OpenNowLabels, SpecialHours};
// Every page's struct and its parts, so that a new page needs no line here.
pub use pages::*;
pub use poster::PosterLabels;
pub use products::{Condition, Product, ProductPrice, ProductsFile};
pub use repair_prices::{
    Price, PriceError, REPAIR_PRICE_FORMS, RepairPrice, RepairPricesFile, repair_price,
};
pub use repairs::{Faq, PricingTier, ProcessStep, RepairsFile};
pub use site::{
    Address, ContactBarLabels, ErrorPageLabels, FooterLabels, Geo, Messages, NavLabels,
    OpeningHours, Repository, SiteFile,
};
pub use values::{ClockTime, Date, Day, Mobile, SiteUrl, ZoneName};
pub use videos::{Playlist, Video, VideosFile};
