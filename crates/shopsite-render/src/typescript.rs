//! The TypeScript declarations of the view data, generated from the Rust
//! types with ts-rs and committed as `frontend/src/generated/view.ts`. A test
//! fails when the committed file is stale; `just types` rewrites it.

use shopsite_content::model::{
    Card, Condition, Cta, Faq, Hero, PriceLabels, PricingTier, ProcessStep, ProductLabels, Section,
    ServiceCard, ServiceIcon, Stat,
};
use ts_rs::{Config, TS};

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
    let decls = declarations!(&cfg;
        PageData, Page, Route, Shell, ErrorView, NavLink, Link,
        HomeView, TrainingView, ProductsView, VideosView, AboutView, RepairsView, NotFoundView,
        CourseView, Block<()>, VideoView, ProductView, Facet, Pager, PageLink,
        CatalogueFiles, CatalogueIndex, PlaylistView,
        ProductPageView, Breadcrumb, ConditionView, Condition, ProductPhoto, Picture, TextBlock, Share,
        RelatedProduct,
        RepairFinder, RepairBrandLink, RepairBrandData, RepairModelPrices, RepairRow,
        RepairBrandPageView, RepairModelLink, RepairModelPageView, PriceLabels,
        Hero, Stat, Section, Card, Cta, ProductLabels, ServiceCard, ServiceIcon,
        ProcessStep, PricingTier, Faq,
    );
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
