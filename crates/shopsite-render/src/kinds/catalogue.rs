//! The catalogue (docs/behaviour.md#catalogue-pages and #catalogue-data):
//! `/products/`, page 1, with the filters; `/products/page/<n>/`, the pages
//! after it, [`PAGE_SIZE`] cards each, in catalogue order; and, for a
//! catalogue that does not fit on page 1, the filters' index and the first
//! page of cards of each category. Two kinds: page 1 is one of the routes,
//! and the pages after it come after them, in the build and the sitemap.
//!
//! Each page lists its products in the JSON-LD as an `ItemList` of links to
//! their own pages: Google asks that product markup describe one product on
//! its own page, never a list.

use std::collections::HashMap;

use serde::Serialize;
use shopsite_content::Content;
use shopsite_content::model::{Hero, ProductLabels};
use ts_rs::TS;

use crate::base::BaseUrl;
use crate::derive::PAGE_SIZE;
use crate::format;
use crate::jsonld::{GraphNode, ListItem, ListNode, absolute};
use crate::kinds::Shell;
use crate::kinds::product::ProductView;
use crate::kinds::{Head, Page, PageKind, Route, Site, View};
use crate::out::{OutFile, json};
use crate::view::{
    CATALOGUE_CATEGORY_DATA, CATALOGUE_INDEX, CATALOGUE_PAGE_DATA, CatalogueFiles, CatalogueIndex,
    catalogue_category_data, catalogue_page_data, catalogue_page_path,
};

/// One page of the catalogue (docs/behaviour.md#catalogue-pages): `/products/`
/// is page 1, with the filters; `/products/page/2/` and on show the rest,
/// [`PAGE_SIZE`](crate::derive::PAGE_SIZE) products each, in catalogue order.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ProductsView {
    pub hero: Hero,
    /// The words of the filters, the cards, the pager and Show more.
    pub labels: ProductLabels,
    /// This page's products, in catalogue order.
    pub products: Vec<ProductView>,
    /// How many products the whole catalogue has.
    pub total: usize,
    /// The chips: every category in catalogue order, each with its types and
    /// their models, and how many products each has. Only on page 1, which
    /// has the filters; empty on the others.
    pub facets: Vec<Facet>,
    pub pager: Pager,
    /// Where the rest of the catalogue is, for the filters; `None` when the
    /// catalogue fits on page 1, which then holds all of it.
    pub catalogue: Option<CatalogueFiles>,
}

/// A chip with how many products it stands for, and the chips of the row
/// below it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Facet {
    pub name: String,
    pub count: usize,
    pub children: Vec<Facet>,
}

/// Where a catalogue page is in the whole, and the links to the others.
///
/// Its numbers stay out of the JSON: the components need only its texts
/// and which link is this page's, and pages 2 and on then differ only in
/// their texts, so they are filled from one template of React's markup
/// each (`engine/templates.rs`), not each rendered by React.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Pager {
    /// 1 for `/products/`.
    #[serde(skip)]
    pub current: usize,
    #[serde(skip)]
    pub pages: usize,
    /// `Page 3 of 417`.
    pub label: String,
    pub previous: Option<String>,
    pub next: Option<String>,
    /// The pages to offer by number: the first, the last, and those around
    /// this one, with `None` where some are left out.
    pub numbers: Vec<Option<PageLink>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct PageLink {
    #[serde(skip)]
    pub number: usize,
    /// `2`, or `1,204` with Indian digit grouping.
    pub label: String,
    pub href: String,
    /// The link to the page it is on.
    pub current: bool,
}

/// `/products/`, with the filters, and the catalogue's own data files.
pub struct FirstPage;

/// `/products/page/2/` and on.
pub struct LaterPages;

impl PageKind for FirstPage {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        vec![Page::Products(page(site, 1))]
    }

    /// The filters' index, `data/products/index.json`, and the first page
    /// of cards of each category, `data/products/category-<n>.json`, when
    /// the catalogue does not fit on page 1.
    fn data_files(&self, site: &Site<'_>) -> Vec<OutFile> {
        let Some((index, firsts)) = catalogue_data(&site.cards) else {
            return Vec::new();
        };
        let mut files = vec![OutFile::new(CATALOGUE_INDEX, json(&index))];
        for (n, cards) in firsts.iter().enumerate() {
            files.push(OutFile::new(catalogue_category_data(n), json(cards)));
        }
        files
    }
}

impl PageKind for LaterPages {
    fn pages(&self, site: &Site<'_>) -> Vec<Page> {
        let later = (2..=pages(site.cards.len())).collect();
        shopsite_content::parallel::map_in_order(later, |n| Page::Products(page(site, n)))
    }
}

/// How many pages a catalogue of `products` takes: at least one.
fn pages(products: usize) -> usize {
    products.div_ceil(PAGE_SIZE).max(1)
}

/// Catalogue page `current` (from 1): its cards, its pager, and on page 1
/// the facets and where the rest of the catalogue is.
fn page(site: &Site<'_>, current: usize) -> ProductsView {
    let page = &site.content.pages.products;
    let cards = &site.cards;
    let total = cards.len();
    let pages = pages(total);
    let first = current == 1;
    let base = site.base;
    let start = ((current - 1) * PAGE_SIZE).min(total);
    ProductsView {
        hero: page.hero.clone(),
        labels: page.labels.clone(),
        products: cards[start..(start + PAGE_SIZE).min(total)].to_vec(),
        total,
        facets: if first { facets(cards) } else { Vec::new() },
        pager: pager(base, &page.labels.page_of, current, pages),
        catalogue: (first && pages > 1).then(|| CatalogueFiles {
            index: base.file(CATALOGUE_INDEX),
            page: base.file(CATALOGUE_PAGE_DATA),
            page_size: PAGE_SIZE,
            category: base.file(CATALOGUE_CATEGORY_DATA),
        }),
    }
}

/// Where page `current` of `pages` is, and the links to the others.
fn pager(base: &BaseUrl, page_of: &str, current: usize, pages: usize) -> Pager {
    let href = |n: usize| match n {
        1 => base.href(Route::Products),
        n => base.file(&catalogue_page_path(n)),
    };
    Pager {
        current,
        pages,
        label: page_of
            .replace("{page}", &format::grouped(current as u64))
            .replace("{pages}", &format::grouped(pages as u64)),
        previous: (current > 1).then(|| href(current - 1)),
        next: (current < pages).then(|| href(current + 1)),
        numbers: page_numbers(current, pages)
            .into_iter()
            .map(|n| {
                n.map(|number| PageLink {
                    number,
                    label: format::grouped(number as u64),
                    href: href(number),
                    current: number == current,
                })
            })
            .collect(),
    }
}

impl View for ProductsView {
    /// `products/page/3/` for a page after the first.
    fn path(&self) -> Option<String> {
        (self.pager.current > 1).then(|| catalogue_page_path(self.pager.current))
    }

    /// `data/products/page-3.json` for a page after the first.
    fn data_file(&self) -> Option<String> {
        (self.pager.current > 1).then(|| catalogue_page_data(self.pager.current))
    }

    fn heading(&self) -> &str {
        &self.hero.heading
    }

    /// A catalogue page after the first says which it is, so each page of
    /// the catalogue has a title of its own.
    fn head(&self, content: &Content) -> Head {
        let meta = &content.pages.products.meta;
        let mut head = Head::of_meta(meta, content);
        if self.pager.current > 1 {
            head.title = format!(
                "{} – {} | {}",
                meta.title, self.pager.label, content.site.name
            );
        }
        head
    }

    /// Products, the first page, describes the shop; the pages after it,
    /// one for every 24 products, only name it.
    fn describes_shop(&self) -> bool {
        self.pager.current == 1
    }

    fn jsonld<'a>(&'a self, _shell: &'a Shell, base: &BaseUrl) -> Vec<GraphNode<'a>> {
        vec![GraphNode::ItemList(item_list(self, base))]
    }

    fn pictures(&self) -> Vec<&str> {
        self.products
            .iter()
            .filter_map(|p| p.image.as_deref())
            .collect()
    }
}

/// The products of one catalogue page, in catalogue order, as links to
/// their own pages.
fn item_list<'a>(page: &'a ProductsView, base: &BaseUrl) -> ListNode<ListItem<'a>> {
    let first = (page.pager.current - 1) * PAGE_SIZE;
    ListNode {
        kind: "ItemList",
        number_of_items: Some(page.total),
        items: page
            .products
            .iter()
            .enumerate()
            .map(|(i, p)| ListItem {
                kind: "ListItem",
                position: first + i + 1,
                url: absolute(base, &p.href),
                name: &p.title,
            })
            .collect(),
    }
}

/// The catalogue's index for the filters, and the first page of cards of
/// each of its categories, in the order of the index's `categories`, when
/// the catalogue does not fit on page 1.
pub fn catalogue_data(cards: &[ProductView]) -> Option<(CatalogueIndex, Vec<Vec<&ProductView>>)> {
    if pages(cards.len()) == 1 {
        return None;
    }
    let total = cards.len();
    let mut index = CatalogueIndex {
        categories: facets(cards).into_iter().map(|f| f.name).collect(),
        types: Vec::new(),
        models: Vec::new(),
        category: Vec::with_capacity(total),
        r#type: Vec::with_capacity(total),
        model: Vec::with_capacity(total),
        in_stock: String::with_capacity(total),
        search: Vec::with_capacity(total),
    };
    let mut categories = Table::default();
    for name in &index.categories {
        categories.id(name);
    }
    let (mut types, mut models) = (Table::default(), Table::default());
    let mut firsts: Vec<Vec<&ProductView>> = vec![Vec::new(); index.categories.len()];
    for product in cards {
        let category = categories.id(&product.category);
        if let Some(first) = firsts.get_mut(category as usize)
            && first.len() < PAGE_SIZE
        {
            first.push(product);
        }
        index.category.push(category);
        index.r#type.push(types.id(&product.r#type));
        index.model.push(models.id(&product.model));
        index
            .in_stock
            .push(if product.in_stock { '1' } else { '0' });
        index.search.push(product.search.clone());
    }
    index.types = types.names;
    index.models = models.names;
    Some((index, firsts))
}

/// Names in the order they first come, each with its number.
#[derive(Default)]
struct Table {
    names: Vec<String>,
    ids: HashMap<String, u32>,
}

impl Table {
    fn id(&mut self, name: &str) -> u32 {
        if let Some(id) = self.ids.get(name) {
            return *id;
        }
        let id = u32::try_from(self.names.len()).expect("fewer than 4 billion names");
        self.names.push(name.to_owned());
        self.ids.insert(name.to_owned(), id);
        id
    }
}

/// The chips of every row with their counts, in the order the catalogue
/// first names each value (docs/behaviour.md#filters).
fn facets(products: &[ProductView]) -> Vec<Facet> {
    fn child<'a>(list: &'a mut Vec<Facet>, name: &str) -> &'a mut Facet {
        let at = match list.iter().position(|f| f.name == name) {
            Some(at) => at,
            None => {
                list.push(Facet {
                    name: name.to_owned(),
                    count: 0,
                    children: Vec::new(),
                });
                list.len() - 1
            }
        };
        let facet = &mut list[at];
        facet.count += 1;
        facet
    }
    let mut categories = Vec::new();
    for p in products {
        let category = child(&mut categories, &p.category);
        let r#type = child(&mut category.children, &p.r#type);
        child(&mut r#type.children, &p.model);
    }
    categories
}

/// The pages to offer by number around `current`: the first, the last and
/// two on either side, with a gap (`None`) for each run left out.
fn page_numbers(current: usize, pages: usize) -> Vec<Option<usize>> {
    let mut out = Vec::new();
    let mut last = 0;
    for n in 1..=pages {
        let near = n.abs_diff(current) <= 2;
        if n == 1 || n == pages || near {
            if n > last + 1 {
                out.push(None);
            }
            out.push(Some(n));
            last = n;
        }
    }
    out
}
