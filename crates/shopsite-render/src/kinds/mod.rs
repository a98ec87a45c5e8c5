//! The kinds of page, each one module behind one pair of traits, and the
//! one list of them that a build walks (docs/dev: "a page kind").
//!
//! A kind ([`PageKind`]) says which pages it has: made at once, each with its
//! view data file for the islands, or made one at a time as the build takes
//! them (a page per product), with their addresses for the sitemap; and any
//! files or link-preview cards of its own. Its view data, a type of its
//! module (`about::AboutView`), says through [`View`] the rest of what its
//! page is: its address when its route's is not it, its head, its JSON-LD,
//! its link preview and the pictures it shows. What every page shares is
//! [`Shell`] (`shell.rs`).
//!
//! [`kinds!`] is the list. From it come the [`Page`] enum (the view data
//! the frontend renders, tagged with its route), the [`Route`] of each page,
//! and [`KINDS`], in the order of the build and the sitemap. A new kind is a
//! module and a line there.

use std::borrow::Cow;
use std::sync::Arc;

use serde::Serialize;
use shopsite_content::Content;
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::jsonld::GraphNode;
use crate::kinds::about::AboutView;
use crate::kinds::home::HomeView;
use crate::kinds::not_found::NotFoundView;
use crate::kinds::repair_prices::{RepairBrandPageView, RepairModelPageView};
use crate::kinds::repairs::RepairsView;
use crate::kinds::training::TrainingView;
use crate::kinds::videos::VideosView;
use crate::manifest::Assets;
use crate::og::{OgImage, Preview, Previews};
use crate::out::{OutFile, json};
use catalogue::ProductsView;
use product::{ProductPageView, ProductView};
use repair_search::RepairLinks;

// The kinds' modules, declared here rather than by `kinds!` so that rustfmt
// (which does not look inside a macro) formats them.
pub mod about;
pub mod catalogue;
pub mod home;
pub mod not_found;
pub mod product;
pub mod repair_prices;
pub mod repair_search;
pub mod repairs;
mod shell;
pub mod training;
pub mod videos;

pub use shell::{NavLink, Shell, SpecialDay, SpecialDays};

/// The view data of every page made at once ([`Site::pages`]): each route
/// that is one page, then the catalogue's pages 2 and on.
pub fn pages(content: &Content, base: &BaseUrl) -> Vec<PageData> {
    Site::new(content, base).pages()
}

/// What every kind makes its pages from: the content, the address, and
/// what the pages share, derived once: the shell, and every product's card.
pub struct Site<'a> {
    pub content: &'a Content,
    pub base: &'a BaseUrl,
    pub shell: Arc<Shell>,
    /// Every product's card, in catalogue order: the catalogue's pages
    /// show them, and each product's page holds its own.
    pub cards: Vec<ProductView>,
    /// Where each product's page links for repair prices.
    pub repair_links: RepairLinks,
}

/// A kind of page: which pages it has, and what else of its own a build
/// writes.
pub trait PageKind: Sync {
    /// Its pages that are made at once, in order: each has its view data
    /// file ([`PageData::data_file`]).
    fn pages(&self, _site: &Site<'_>) -> Vec<Page> {
        Vec::new()
    }

    /// Its pages that are made only as the build takes them, so that a
    /// build holds only the pages on their way to the prerender. They have
    /// no data file.
    fn stream<'a>(&'a self, _site: &'a Site<'a>) -> Stream<'a> {
        Stream::default()
    }

    /// The addresses of the pages of [`PageKind::stream`], in the same order,
    /// for the sitemap, without making the pages.
    fn streamed_paths(&self, _site: &Site<'_>) -> Vec<String> {
        Vec::new()
    }

    /// Files of its own, besides each page's data file: the catalogue's
    /// index, each brand's repair prices, the list of models.
    fn data_files(&self, _site: &Site<'_>) -> Vec<OutFile> {
        Vec::new()
    }

    /// Link-preview cards of its own, each with the address of the page it
    /// is for, besides the card each route has.
    fn previews(&self, _site: &Site<'_>, _assets: &Assets) -> Vec<(String, OgImage)> {
        Vec::new()
    }
}

/// Pages made one at a time, and how many: each by its place, on any
/// thread, so that a build makes them on every core.
pub struct Stream<'a> {
    pub count: usize,
    /// The page at a place below `count`.
    pub page: Box<dyn Fn(usize) -> Page + Send + Sync + 'a>,
}

impl Default for Stream<'_> {
    fn default() -> Self {
        Stream {
            count: 0,
            page: Box::new(|i| unreachable!("page {i} of a kind that streams none")),
        }
    }
}

/// Every page of a site by its place ([`Site::by_place`]).
pub struct ByPlace<'s> {
    site: &'s Site<'s>,
    pages: &'s [PageData],
    /// Each kind's stream, with the place of its first page.
    streams: Vec<(usize, Stream<'s>)>,
    count: usize,
}

impl<'s> ByPlace<'s> {
    /// How many pages the site has.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The page at place `i`, below [`ByPlace::count`]: one of the pages
    /// made at once, borrowed, or a streamed one, made now.
    pub fn get(&self, i: usize) -> Cow<'s, PageData> {
        if let Some(page) = self.pages.get(i) {
            return Cow::Borrowed(page);
        }
        let (start, stream) = self
            .streams
            .iter()
            .find(|(start, stream)| (*start..start + stream.count).contains(&i))
            .unwrap_or_else(|| panic!("no page {i} of {}", self.count));
        Cow::Owned(self.site.data((stream.page)(i - start)))
    }
}

/// What a description may hold before search results cut it.
pub const DESCRIPTION: usize = 160;

/// A page's `<title>` and description.
pub struct Head {
    pub title: String,
    pub description: String,
}

impl Head {
    /// The owner's `meta` for a page, with the shop's name after the title.
    pub fn of_meta(meta: &shopsite_content::model::Meta, content: &Content) -> Head {
        Head {
            title: format!("{} | {}", meta.title, content.site.name),
            description: meta.description.clone(),
        }
    }
}

/// What a page's view data says of the page besides what it shows.
pub trait View {
    /// Its address under the base URL, when it is not its route's
    /// ([`Route::path`]): `products/<id>/`, `products/page/3/`.
    fn path(&self) -> Option<String> {
        None
    }

    /// Its view data file, when it is not its route's (`data/<route>.json`).
    fn data_file(&self) -> Option<String> {
        None
    }

    /// Its main heading: what its link preview shows.
    fn heading(&self) -> &str;

    /// Its `<title>` and description, for search results and link previews.
    fn head(&self, content: &Content) -> Head;

    /// Its nodes of the JSON-LD, after the shop's.
    fn jsonld<'a>(&'a self, _shell: &'a Shell, _base: &BaseUrl) -> Vec<GraphNode<'a>> {
        Vec::new()
    }

    /// Whether its JSON-LD describes the shop in full (address, hours,
    /// map), or only names it, for its nodes to point at: the pages a site
    /// has thousands of (a product's, a phone model's repairs) name it, and
    /// the pages that lead to them describe it.
    fn describes_shop(&self) -> bool {
        true
    }

    /// Its link preview, when it is not its route's card.
    fn preview<'a>(&'a self, _previews: &'a Previews) -> Option<Preview<'a>> {
        None
    }

    /// Its Open Graph product tags (`og:type` is then `product`).
    fn og_product(&self) -> Option<minijinja::Value> {
        None
    }

    /// The addresses of the pictures it shows (all `https:`; see
    /// `links::origin` for their hosts).
    fn pictures(&self) -> Vec<&str> {
        Vec::new()
    }

    /// Its document's template.
    fn template(&self) -> &'static str {
        "page.html"
    }
}

/// The one list of kinds: each line is a kind, `module::Kind`, and the
/// routes of the pages it makes, each with its view data, its name in file
/// names and the JSON, and the address of a route that is one page. A kind
/// without routes of its own (the catalogue's later pages) is in the module
/// of one with.
macro_rules! kinds {
    ($(
        $module:ident::$kind:ident $(=> $($variant:ident($view:ty) = $name:literal $(at $path:literal)?),+)?;
    )*) => {
        /// One page of the site: its route, as the JSON tags the page.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, TS)]
        #[serde(rename_all = "kebab-case")]
        pub enum Route {
            $($($($variant,)+)?)*
        }

        impl crate::base::Addressed for Route {
            fn path(self) -> Option<&'static str> {
                Route::path(self)
            }
        }

        impl Route {
            /// Every route, in the order of the list.
            pub const ALL: &[Route] = &[$($($(Route::$variant,)+)?)*];

            /// The name used in file names and the JSON: `home`, `not-found`.
            pub fn name(self) -> &'static str {
                match self {
                    $($($(Route::$variant => $name,)+)?)*
                }
            }

            /// The path under the base URL of a route that is one page, in
            /// the form static hosts serve without a redirect: a directory
            /// with a trailing slash. `None` for the 404 page, which the
            /// host serves at any unknown address, and for the routes of
            /// many pages, whose view data says each one's ([`View::path`]).
            pub fn path(self) -> Option<&'static str> {
                match self {
                    $($($(Route::$variant => kinds!(@path $($path)?),)+)?)*
                }
            }
        }

        /// The page itself, tagged with its route.
        #[derive(Debug, Clone, PartialEq, Serialize, TS)]
        #[serde(tag = "route", rename_all = "kebab-case")]
        // Products, which carries every word of the product pages, is the
        // largest variant; boxing it would save nothing, as most pages of a
        // large site are catalogue pages.
        #[allow(clippy::large_enum_variant)]
        pub enum Page {
            $($($($variant($view),)+)?)*
        }

        impl Page {
            pub fn route(&self) -> Route {
                match self {
                    $($($(Page::$variant(_) => Route::$variant,)+)?)*
                }
            }

            /// What its view data says of the page.
            pub fn view(&self) -> &dyn View {
                match self {
                    $($($(Page::$variant(view) => view,)+)?)*
                }
            }
        }

        /// Every kind, in the order of the build and of the sitemap.
        pub const KINDS: &[&dyn PageKind] = &[$(&$module::$kind,)*];

        /// The TypeScript declarations of the pages' view data, in the
        /// order of the list.
        pub fn view_declarations(cfg: &ts_rs::Config) -> Vec<String> {
            vec![$($($(<$view as TS>::decl(cfg),)+)?)*]
        }
    };
    (@path $path:literal) => { Some($path) };
    (@path) => { None };
}

kinds! {
    home::Home => Home(HomeView) = "home" at "";
    training::Training => Training(TrainingView) = "training" at "training/";
    catalogue::FirstPage => Products(ProductsView) = "products" at "products/";
    videos::Videos => Videos(VideosView) = "videos" at "videos/";
    about::About => About(AboutView) = "about" at "about/";
    repairs::Repairs => Repairs(RepairsView) = "repairs" at "repairs/";
    not_found::NotFound => NotFound(NotFoundView) = "not-found";
    catalogue::LaterPages;
    product::ProductPages => Product(ProductPageView) = "product";
    repair_prices::RepairPrices =>
        RepairBrand(RepairBrandPageView) = "repair-brand",
        RepairModel(RepairModelPageView) = "repair-model";
}

/// One page's view data, `data/<route>.json`.
pub fn data_file(data: &PageData) -> OutFile {
    OutFile::new(data.data_file(), json(data))
}

/// Everything one route shows: the shell around every page, and the page.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PageData {
    // The one shell of the site, shared by every page rather than copied.
    pub shell: Arc<Shell>,
    pub page: Page,
}

impl PageData {
    /// The path under the base URL (see [`Route::path`] and [`View::path`]).
    pub fn path(&self) -> Option<String> {
        self.page
            .view()
            .path()
            .or_else(|| self.page.route().path().map(str::to_owned))
    }

    /// The HTML file in `dist/`: `404.html` for the page with no address.
    pub fn file(&self) -> String {
        match self.path() {
            Some(path) => format!("{path}index.html"),
            None => "404.html".to_owned(),
        }
    }

    /// The view-data file in `dist/`, which the islands read and the
    /// filters fetch: `data/<route>.json`, `data/products/page-3.json` for
    /// a catalogue page. Only the pages made at once have one.
    pub fn data_file(&self) -> String {
        self.page
            .view()
            .data_file()
            .unwrap_or_else(|| format!("data/{}.json", self.page.route().name()))
    }
}

impl<'a> Site<'a> {
    /// The site of `content` at `base`, with its shell and cards derived.
    pub fn new(content: &'a Content, base: &'a BaseUrl) -> Site<'a> {
        Site {
            content,
            base,
            shell: Arc::new(shell::shell(content, base)),
            cards: product::cards(content, base),
            repair_links: RepairLinks::new(content, base),
        }
    }

    /// The pages every kind makes at once, in the order of [`KINDS`].
    pub fn pages(&self) -> Vec<PageData> {
        KINDS
            .iter()
            .flat_map(|kind| kind.pages(self))
            .map(|page| self.data(page))
            .collect()
    }

    fn data(&self, page: Page) -> PageData {
        PageData {
            shell: self.shell.clone(),
            page,
        }
    }

    /// Every page a build writes, in the order it writes them: `pages`
    /// (those made at once, [`Site::pages`]), then each kind's pages made
    /// one at a time; and how many they are.
    pub fn every_page<'s>(
        &'s self,
        pages: &'s [PageData],
    ) -> (usize, impl Iterator<Item = Cow<'s, PageData>> + Send + 's) {
        let every = self.by_place(pages);
        (every.count(), (0..every.count()).map(move |i| every.get(i)))
    }

    /// Every page a build writes, as [`Site::every_page`], each made when
    /// asked for by its place.
    pub fn by_place<'s>(&'s self, pages: &'s [PageData]) -> ByPlace<'s> {
        let mut start = pages.len();
        let streams = KINDS
            .iter()
            .map(|kind| {
                let stream = kind.stream(self);
                start += stream.count;
                (start - stream.count, stream)
            })
            .collect();
        ByPlace {
            site: self,
            pages,
            streams,
            count: start,
        }
    }

    /// Every page with an address, as absolute URLs, in the order of
    /// [`Site::every_page`].
    pub fn urls(&self, pages: &[PageData]) -> Vec<String> {
        pages
            .iter()
            .filter_map(PageData::path)
            .chain(KINDS.iter().flat_map(|kind| kind.streamed_paths(self)))
            .map(|path| self.base.absolute_path(&path))
            .collect()
    }

    /// Every view data file: each of `pages`', then each kind's own.
    pub fn data_files(&self, pages: &[PageData]) -> Vec<OutFile> {
        pages
            .iter()
            .map(data_file)
            .chain(KINDS.iter().flat_map(|kind| kind.data_files(self)))
            .collect()
    }

    /// Every link-preview image of the site: each route's card (the first
    /// of `pages` of each route draws it), then each kind's own.
    pub fn previews(&self, assets: &Assets, pages: &[PageData]) -> Previews {
        let mut routes: Vec<(&'static str, OgImage)> = Vec::new();
        for data in pages {
            let name = data.page.route().name();
            if !routes.iter().any(|(n, _)| *n == name) {
                let heading = data.page.view().heading();
                routes.push((
                    name,
                    OgImage::card(self.content, self.base, assets, name, heading, None),
                ));
            }
        }
        let own = KINDS
            .iter()
            .flat_map(|kind| kind.previews(self, assets))
            .collect();
        Previews::new(routes, own)
    }
}
