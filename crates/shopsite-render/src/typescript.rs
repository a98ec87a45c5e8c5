//! The TypeScript declarations of the view data, generated from the Rust
//! types with ts-rs and committed as `frontend/src/generated/view.ts`. A test
//! fails when the committed file is stale; `just types` rewrites it.

use shopsite_content::model::{
    Condition, Cta, Faq, Hero, PriceLabels, PricingTier, ProcessStep, ProductLabels, Section,
    ServiceCard, ServiceIcon, Stat, ValueCard,
};
use ts_rs::{Config, TS};

use crate::kinds::catalogue::{Facet, PageLink, Pager};
use crate::kinds::product::{ConditionView, ProductView, RelatedProduct};
use crate::kinds::repair_prices::{
    RepairBrandData, RepairBrandLink, RepairFinder, RepairModelLink, RepairModelPrices, RepairRow,
};
use crate::kinds::repair_search::{RepairModelEntry, RepairModelIndex, RepairSearch};
use crate::kinds::videos::PlaylistView;
use crate::kinds::{NavLink, Page, PageData, Route, Shell, SpecialDay, SpecialDays};
use crate::view::*;

/// Where the declarations live, relative to the repository root.
pub const PATH: &str = "frontend/src/generated/view.ts";

macro_rules! declarations {
    ($cfg:expr; $($t:ty),* $(,)?) => {
        [$(<$t as TS>::decl($cfg)),*]
    };
}

/// The whole file: every type the JSON uses, in a fixed order.
pub fn declarations() -> String {
    let cfg = Config::new();
    // The page's own view data, kind by kind, then what they are made of.
    let pages = crate::kinds::view_declarations(&cfg);
    let parts = declarations!(&cfg;
        CourseView, Block<()>, VideoView, ProductView, Facet, Pager, PageLink,
        CatalogueFiles, CatalogueIndex, PlaylistView,
        Breadcrumb, ConditionView, Condition, ProductPhoto, Picture, TextBlock, Share,
        RelatedProduct,
        RepairFinder, RepairBrandLink, RepairBrandData, RepairModelPrices, RepairRow,
        RepairModelLink, RepairSearch, RepairModelIndex, RepairModelEntry, PriceLabels,
        Hero, Stat, Section, ValueCard, Cta, ProductLabels, ServiceCard, ServiceIcon,
        ProcessStep, PricingTier, Faq,
    );
    let decls = declarations!(&cfg; PageData, Page, Route, Shell, ErrorView, NavLink, Link, SpecialDays, SpecialDay)
        .into_iter()
        .chain(pages)
        .chain(parts);
    let mut out = String::from(
        "// Generated from the Rust view types in crates/shopsite-render by `just types`.\n\
         // Do not edit: change the Rust types and regenerate.\n",
    );
    for decl in decls {
        out.push('\n');
        out.push_str("export ");
        out.push_str(decl.trim_end());
        out.push('\n');
    }
    out
}
