//! Content → view data: the one place where links, labels and filter fields
//! are worked out.

use std::collections::HashMap;

use shopsite_content::Content;
use shopsite_content::model::{Condition, Course, Product, Section, SiteFile, Stat, Video};
use shopsite_content::photos::{self, SourcePhoto};
use shopsite_content::resolve::resolve;
use shopsite_content::rules::CARD_HIGHLIGHTS;

use crate::base::BaseUrl;
use crate::format;
use crate::links;
use crate::photos as pictures;
use crate::view::{
    AboutView, Block, Breadcrumb, CATALOGUE_CATEGORY_DATA, CATALOGUE_INDEX, CATALOGUE_PAGE_DATA,
    CatalogueFiles, CatalogueIndex, ConditionView, CourseListing, CourseView, ErrorView, Facet,
    HomeView, Link, NavLink, NotFoundView, Page, PageData, PageLink, Pager, Photo, PlaylistView,
    ProductListing, ProductPageView, ProductView, ProductsView, RelatedProduct, RepairsView, Route,
    Share, Shell, ShopListing, TextBlock, TrainingView, VideoView, VideosView, catalogue_page_path,
    product_path,
};

/// Products on each page of the catalogue (docs/behaviour.md#catalogue-pages):
/// page 1, `/products/`, prerenders this many and each Show more adds as many.
/// 24 is about ten screens of cards on a phone and eight rows of three on a
/// laptop, and divides evenly into the grid's 1, 2 and 3 columns; a shop of
/// up to 24 products has them all on page 1, with or without JavaScript,
/// and page 1 stays one quick download at any size of catalogue.
pub const PAGE_SIZE: usize = 24;

/// The view data of every route, in [`Route::ALL`] order, then the
/// catalogue's pages 2 and on.
pub fn pages(content: &Content, base: &BaseUrl) -> Vec<PageData> {
    let shell = shell(content, base);
    let d = Deriver { content, base };
    let data = |page| PageData {
        shell: shell.clone(),
        page,
    };
    let mut pages = Vec::new();
    let mut more = Vec::new();
    for route in Route::ALL {
        if route == Route::Products {
            let mut catalogue = d.catalogue().into_iter();
            pages.extend(catalogue.next().map(Page::Products).map(data));
            more.extend(catalogue.map(Page::Products).map(data));
        } else {
            pages.push(data(d.page(route)));
        }
    }
    pages.extend(more);
    pages
}

/// The filters' index of the whole catalogue, from its pages, when it does
/// not fit on page 1 (docs/behaviour.md#catalogue-data).
pub fn catalogue_index(pages: &[PageData]) -> Option<CatalogueIndex> {
    catalogue_data(pages).map(|(index, _)| index)
}

/// The catalogue's index for the filters, and the first page of cards of
/// each of its categories, in the order of the index's `categories`, when
/// the catalogue does not fit on page 1.
pub fn catalogue_data(pages: &[PageData]) -> Option<(CatalogueIndex, Vec<Vec<&ProductView>>)> {
    let catalogue: Vec<&ProductsView> = pages
        .iter()
        .filter_map(|data| match &data.page {
            Page::Products(p) => Some(p),
            _ => None,
        })
        .collect();
    let first = catalogue.iter().find(|p| p.pager.current == 1)?;
    first.catalogue.as_ref()?;
    let mut index = CatalogueIndex {
        categories: first.facets.iter().map(|f| f.name.clone()).collect(),
        types: Vec::new(),
        models: Vec::new(),
        category: Vec::with_capacity(first.total),
        r#type: Vec::with_capacity(first.total),
        model: Vec::with_capacity(first.total),
        in_stock: String::with_capacity(first.total),
        search: Vec::with_capacity(first.total),
    };
    let mut categories = Table::default();
    for name in &index.categories {
        categories.id(name);
    }
    let (mut types, mut models) = (Table::default(), Table::default());
    let mut firsts: Vec<Vec<&ProductView>> = vec![Vec::new(); index.categories.len()];
    let mut ordered = catalogue;
    ordered.sort_by_key(|p| p.pager.current);
    for product in ordered.iter().flat_map(|p| &p.products) {
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

fn shell(content: &Content, base: &BaseUrl) -> Shell {
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

fn whatsapp(site: &SiteFile, label: &str, text: &str) -> Link {
    Link::new(label, links::whatsapp(&site.whatsapp, text))
}

struct Deriver<'a> {
    content: &'a Content,
    base: &'a BaseUrl,
}

impl Deriver<'_> {
    fn site(&self) -> &SiteFile {
        &self.content.site
    }

    fn internal(&self, label: &str, route: Route) -> Link {
        Link::new(label, self.base.href(route))
    }

    fn page(&self, route: Route) -> Page {
        match route {
            Route::Home => Page::Home(self.home()),
            Route::Training => Page::Training(self.training()),
            // Its pages come from `catalogue`, in `pages`, and the products'
            // from `product_pages`.
            Route::Products => unreachable!("the catalogue is derived page by page"),
            Route::Product => unreachable!("each product's page is derived on its own"),
            Route::RepairBrand | Route::RepairModel => {
                unreachable!("the repair price pages are derived in repair_prices")
            }
            Route::Videos => Page::Videos(self.videos()),
            Route::About => Page::About(self.about()),
            Route::Repairs => Page::Repairs(self.repairs()),
            Route::NotFound => Page::NotFound(self.not_found()),
        }
    }

    fn courses(&self, section: &Section, enrol: &str, fees: &str) -> Block<CourseView> {
        let items = self
            .content
            .courses
            .iter()
            .map(|c| self.course(c, enrol, fees))
            .collect();
        Block {
            section: section.clone(),
            items,
        }
    }

    fn course(&self, c: &Course, enrol: &str, fees: &str) -> CourseView {
        let site = self.site();
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
            listing: self.course_listing(c),
        }
    }

    /// The owner's words for search results, else the course's name and the
    /// site's language.
    fn course_listing(&self, c: &Course) -> CourseListing {
        let training = &self.content.pages.training;
        CourseListing {
            name: match &training.course_listing {
                Some(template) => links::fill(template, "course", &c.name),
                None => c.name.clone(),
            },
            languages: if training.course_languages.is_empty() {
                vec![self.site().language.clone()]
            } else {
                training.course_languages.clone()
            },
            weeks: c.weeks,
        }
    }

    fn home(&self) -> HomeView {
        let page = &self.content.pages.home;
        let site = self.site();
        HomeView {
            hero: page.hero.clone(),
            repair_list: self.internal(&page.repair_list_label, Route::Repairs),
            whatsapp: whatsapp(site, &page.whatsapp_label, &site.messages.repair_help),
            stats: page.stats.clone(),
            courses: self.courses(&page.courses, &page.enrol_label, &page.fees_label),
            latest_videos: Block {
                section: page.latest_videos.clone(),
                items: self.latest_videos(page.latest_videos_count as usize),
            },
            all_videos: self.internal(&page.all_videos_label, Route::Videos),
            cta: page.cta.clone(),
            call: Link::new(&page.call_label, links::tel(&site.phone)),
        }
    }

    /// The newest `count` videos of all playlists. Dated videos come first,
    /// newest first; undated ones keep their order in the file after them.
    fn latest_videos(&self, count: usize) -> Vec<VideoView> {
        let mut all: Vec<&Video> = self
            .content
            .playlists
            .iter()
            .flat_map(|p| &p.videos)
            .collect();
        // A stable sort keeps the file order among equal dates.
        all.sort_by(|a, b| {
            b.date
                .is_some()
                .cmp(&a.date.is_some())
                .then(b.date.cmp(&a.date))
        });
        let mut seen = std::collections::BTreeSet::new();
        all.into_iter()
            .filter(|v| seen.insert(v.id.as_str()))
            .take(count)
            .map(video)
            .collect()
    }

    fn training(&self) -> TrainingView {
        let page = &self.content.pages.training;
        let site = self.site();
        TrainingView {
            hero: page.hero.clone(),
            courses: self.courses(&page.courses, &page.enrol_label, &page.fees_label),
            values: Block {
                section: page.values.clone(),
                items: page.value_cards.clone(),
            },
            cta: page.cta.clone(),
            book_seat: whatsapp(site, &page.book_seat_label, &site.messages.book_seat),
            syllabus: whatsapp(site, &page.syllabus_label, &site.messages.syllabus),
        }
    }

    /// The catalogue's pages: page 1 with the facets, then the rest.
    fn catalogue(&self) -> Vec<ProductsView> {
        let page = &self.content.pages.products;
        let products = self.products();
        let total = products.len();
        let pages = total.div_ceil(PAGE_SIZE).max(1);
        let base = self.base;
        let href = |n: usize| match n {
            1 => base.href(Route::Products),
            n => base.file(&catalogue_page_path(n)),
        };
        let words = &page.labels;
        let catalogue = (pages > 1).then(|| CatalogueFiles {
            index: base.file(CATALOGUE_INDEX),
            page: base.file(CATALOGUE_PAGE_DATA),
            page_size: PAGE_SIZE,
            category: base.file(CATALOGUE_CATEGORY_DATA),
        });
        let facets = facets(&products);
        let mut chunks: Vec<Vec<ProductView>> = Vec::with_capacity(pages);
        let mut rest = products.into_iter().peekable();
        while chunks.is_empty() || rest.peek().is_some() {
            chunks.push(rest.by_ref().take(PAGE_SIZE).collect());
        }
        chunks
            .into_iter()
            .enumerate()
            .map(|(i, products)| {
                let current = i + 1;
                ProductsView {
                    hero: page.hero.clone(),
                    labels: page.labels.clone(),
                    products,
                    total,
                    facets: if current == 1 {
                        facets.clone()
                    } else {
                        Vec::new()
                    },
                    pager: Pager {
                        current,
                        pages,
                        label: words
                            .page_of
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
                                })
                            })
                            .collect(),
                    },
                    catalogue: if current == 1 {
                        catalogue.clone()
                    } else {
                        None
                    },
                }
            })
            .collect()
    }

    /// Every product's card, in catalogue order.
    fn products(&self) -> Vec<ProductView> {
        let page = &self.content.pages.products;
        let site = self.site();
        let labels = &page.labels;
        self.content
            .products
            .iter()
            .map(|p| {
                let filters = resolve(p, &self.content.repairs.brands);
                // Content writes 0 for a price the shop quotes on request.
                let rupees = (p.price > 0).then_some(p.price);
                let url = self.base.absolute_path(&product_path(&p.id));
                let texts = [("title", p.title.as_str()), ("link", url.as_str())];
                let search = std::iter::once(p.title.as_str())
                    .chain([filters.category.as_str()])
                    .chain(p.highlights.iter().map(String::as_str))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .to_lowercase();
                let card_picture = pictures::photo(p)
                    .and_then(|image| local_photo(self.content, image))
                    .and_then(|local| pictures::card(local, self.base));
                ProductView {
                    id: p.id.clone(),
                    title: p.title.clone(),
                    category: filters.category,
                    r#type: filters.r#type,
                    model: filters.model,
                    price: format::price(rupees, &labels.price_on_request),
                    in_stock: p.in_stock,
                    stock: if p.in_stock {
                        labels.in_stock.clone()
                    } else {
                        labels.out_of_stock.clone()
                    },
                    image: card_picture
                        .as_ref()
                        .map(|pic| pic.src.clone())
                        .or_else(|| {
                            pictures::photo(p)
                                .filter(|i| photos::is_link(i))
                                .map(str::to_owned)
                        }),
                    picture: card_picture,
                    initials: format::initials(&p.title),
                    badge: p.badge.clone(),
                    highlights: p.highlights.iter().take(CARD_HIGHLIGHTS).cloned().collect(),
                    search,
                    enquire: whatsapp(
                        site,
                        &labels.enquire,
                        &links::fill_all(&site.messages.product_enquiry, &texts),
                    ),
                    ask_price: whatsapp(
                        site,
                        &labels.ask_price,
                        &links::fill_all(&site.messages.product_price, &texts),
                    ),
                    href: self.base.file(&product_path(&p.id)),
                    rupees,
                }
            })
            .collect()
    }

    fn videos(&self) -> VideosView {
        let page = &self.content.pages.videos;
        let site = self.site();
        VideosView {
            hero: page.hero.clone(),
            watch_label: page.watch_label.clone(),
            playlists: self
                .content
                .playlists
                .iter()
                .map(|p| PlaylistView {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    desc: p.desc.clone(),
                    count: format::count(
                        p.videos.len(),
                        &page.video_count,
                        page.video_count_one.as_deref(),
                    ),
                    videos: p.videos.iter().map(video).collect(),
                })
                .collect(),
            cta: page.cta.clone(),
            message: whatsapp(site, &page.message_label, &site.messages.repair_help),
            channel: Link::new(&page.channel_label, site.video_channel.clone()),
        }
    }

    fn repairs(&self) -> RepairsView {
        let page = &self.content.pages.repairs;
        let facts = &self.content.repairs;
        let site = self.site();
        RepairsView {
            hero: page.hero.clone(),
            diagnosis: whatsapp(site, &page.diagnosis_label, &site.messages.book_diagnosis),
            share: whatsapp(site, &page.share_label, &site.messages.repair_help),
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
            pickup: whatsapp(site, &page.pickup_label, &site.messages.pickup),
            finder: crate::repair_prices::finder(self.content, self.base),
        }
    }

    fn about(&self) -> AboutView {
        let page = &self.content.pages.about;
        AboutView {
            hero: page.hero.clone(),
            services: block(&page.services, &page.service_cards),
            cta: page.cta.clone(),
            view_parts: self.internal(&page.view_parts_label, Route::Products),
        }
    }

    fn not_found(&self) -> NotFoundView {
        let page = &self.content.pages.not_found;
        NotFoundView {
            hero: page.hero.clone(),
            home: self.internal(&page.home_label, Route::Home),
        }
    }
}

/// The photo of `content/photos/` an image field names, if it names one.
pub fn local_photo<'a>(content: &'a Content, image: &str) -> Option<&'a SourcePhoto> {
    if photos::is_link(image) {
        return None;
    }
    content.photos.get(&photos::normalize(image)?)
}

/// How many other products a product's page links to.
pub const RELATED: usize = 4;

/// Every product's own page (docs/behaviour.md#product-pages), in catalogue
/// order, each made only when it is asked for, so that a build holds only
/// the pages on their way to the prerender. `pages` are the other pages of
/// the site ([`pages`]), whose catalogue holds every product's card.
pub fn product_pages<'a>(
    content: &'a Content,
    base: &'a BaseUrl,
    pages: &'a [PageData],
) -> impl ExactSizeIterator<Item = PageData> + 'a {
    let cards = cards(pages);
    let related = Related::new(&cards);
    let shell = &pages.first().expect("a site has pages").shell;
    let products = &content.products;
    assert_eq!(cards.len(), products.len(), "a card for every product");
    (0..products.len()).map(move |i| PageData {
        shell: shell.clone(),
        page: Page::Product(product_page(
            content,
            base,
            &products[i],
            cards[i],
            related.of(i).map(|j| related_product(cards[j])).collect(),
        )),
    })
}

/// Every product's card, in catalogue order, from the catalogue's pages.
fn cards(pages: &[PageData]) -> Vec<&ProductView> {
    let mut catalogue: Vec<&ProductsView> = pages
        .iter()
        .filter_map(|data| match &data.page {
            Page::Products(p) => Some(p),
            _ => None,
        })
        .collect();
    catalogue.sort_by_key(|p| p.pager.current);
    catalogue.iter().flat_map(|p| &p.products).collect()
}

fn product_page(
    content: &Content,
    base: &BaseUrl,
    product: &Product,
    card: &ProductView,
    related: Vec<RelatedProduct>,
) -> ProductPageView {
    let site = &content.site;
    let labels = &content.pages.products.labels;
    let url = base.absolute_path(&product_path(&product.id));
    let list = base.href(Route::Products);
    let levels = [
        ("category", card.category.as_str()),
        ("type", card.r#type.as_str()),
        ("model", card.model.as_str()),
    ];
    let breadcrumb = std::iter::once(Link::new(&site.nav.products, list.clone()))
        .chain((1..=levels.len()).map(|n| {
            let (_, name) = levels[n - 1];
            Link::new(name, format!("{list}{}", links::filter_query(&levels[..n])))
        }))
        .collect();
    // A photo of `content/photos/` that the build has not encoded (in a
    // test of the view data alone) is left out.
    let sources: Vec<(&String, Option<&SourcePhoto>)> = product
        .image
        .iter()
        .chain(&product.more_images)
        .map(|src| (src, local_photo(content, src)))
        .filter(|(src, local)| photos::is_link(src) || local.is_some_and(|l| l.encoded.is_some()))
        .collect();
    let count = sources.len();
    let photos = sources
        .into_iter()
        .enumerate()
        .map(|(i, (src, local))| {
            let picture = local.and_then(|l| pictures::page(l, base));
            let label = links::fill_all(
                &labels.photo_of,
                &[("n", &(i + 1).to_string()), ("count", &count.to_string())],
            );
            Photo {
                src: picture
                    .as_ref()
                    .map_or_else(|| src.clone(), |p| p.src.clone()),
                thumb: local
                    .filter(|_| count > 1)
                    .and_then(|l| pictures::thumb(l, base)),
                og: local
                    .filter(|_| i == 0)
                    .and_then(|l| pictures::og_url(l, base)),
                picture,
                alt: if count == 1 {
                    product.title.clone()
                } else {
                    format!("{} – {label}", product.title)
                },
                anchor: format!("photo-{}", i + 1),
                label,
            }
        })
        .collect();
    let description = product
        .description
        .as_deref()
        .map(shopsite_content::rules::paragraphs)
        .unwrap_or_default();
    let texts = [("title", product.title.as_str()), ("link", url.as_str())];
    let share_text = links::fill_all(&site.messages.product_share, &texts);
    // The share sheet is given the page's address on its own, and the app
    // shared to adds it to the words: so they are the message without it.
    let sheet_text = links::fill_all(
        &site.messages.product_share,
        &[("title", product.title.as_str()), ("link", "")],
    )
    .trim_end_matches(|c: char| c.is_whitespace() || ":-–—|·".contains(c))
    .to_owned();
    let summary = description
        .first()
        .cloned()
        .or_else(|| (!product.highlights.is_empty()).then(|| product.highlights.join(". ")))
        .unwrap_or_else(|| format!("{} › {} › {}", card.category, card.r#type, card.model));
    ProductPageView {
        id: product.id.clone(),
        title: product.title.clone(),
        breadcrumb: Breadcrumb {
            label: labels.breadcrumb.clone(),
            items: breadcrumb,
        },
        price: card.price.clone(),
        in_stock: card.in_stock,
        stock: card.stock.clone(),
        condition: ConditionView {
            condition: product.condition,
            label: match product.condition {
                Condition::New => &labels.condition_new,
                Condition::Used => &labels.condition_used,
                Condition::Refurbished => &labels.condition_refurbished,
            }
            .clone(),
        },
        badge: card.badge.clone(),
        photos,
        photos_label: labels.photos.clone(),
        initials: card.initials.clone(),
        highlights: TextBlock {
            heading: labels.highlights.clone(),
            items: product.highlights.clone(),
        },
        description: TextBlock {
            heading: labels.about.clone(),
            items: description,
        },
        enquire: card.enquire.clone(),
        ask_price: card.ask_price.clone(),
        call: Link::new(&site.contact_bar.call, links::tel(&site.phone)),
        share: Share {
            label: labels.share.clone(),
            href: links::whatsapp_share(&share_text),
            title: product.title.clone(),
            text: sheet_text,
            url,
        },
        related: Block {
            section: Section {
                heading: labels.related.clone(),
                text: None,
            },
            items: related,
        },
        listing: ProductListing {
            rupees: card.rupees,
            condition: product.condition,
            category: format!("{} > {}", card.category, card.r#type),
            summary,
        },
    }
}

fn related_product(card: &ProductView) -> RelatedProduct {
    RelatedProduct {
        href: card.href.clone(),
        title: card.title.clone(),
        price: card.price.clone(),
        in_stock: card.in_stock,
        stock: card.stock.clone(),
        image: card.image.clone(),
        picture: card.picture.clone(),
        initials: card.initials.clone(),
    }
}

/// Which products a product's page links to: up to [`RELATED`] others of the
/// same model, the nearest in the catalogue first, then of the same type.
struct Related {
    /// The products of each group, by position, in catalogue order: a
    /// group is a `(category, type, model)` or a `(category, type)`.
    groups: Vec<Vec<usize>>,
    /// Each product's model group and type group.
    of: Vec<[usize; 2]>,
}

impl Related {
    fn new(cards: &[&ProductView]) -> Related {
        let mut ids: HashMap<(&str, &str, Option<&str>), usize> = HashMap::new();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut of = Vec::with_capacity(cards.len());
        for (i, c) in cards.iter().enumerate() {
            let keys = [
                (
                    c.category.as_str(),
                    c.r#type.as_str(),
                    Some(c.model.as_str()),
                ),
                (c.category.as_str(), c.r#type.as_str(), None),
            ];
            of.push(keys.map(|key| {
                let id = *ids.entry(key).or_insert_with(|| {
                    groups.push(Vec::new());
                    groups.len() - 1
                });
                groups[id].push(i);
                id
            }));
        }
        Related { groups, of }
    }

    /// The products related to product `i`, by position.
    fn of(&self, i: usize) -> impl Iterator<Item = usize> + use<> {
        let mut chosen = Vec::with_capacity(RELATED);
        for group in self.of[i] {
            for j in nearest(&self.groups[group], i) {
                if chosen.len() == RELATED {
                    break;
                }
                if !chosen.contains(&j) {
                    chosen.push(j);
                }
            }
        }
        chosen.into_iter()
    }
}

/// The others of `group` (positions in catalogue order, `i` among them) from
/// the nearest to `i` outwards, the one after it before the one before.
fn nearest(group: &[usize], i: usize) -> impl Iterator<Item = usize> + '_ {
    let at = group
        .binary_search(&i)
        .expect("a product is in its own group");
    let (mut after, mut before) = (at + 1, at);
    std::iter::from_fn(move || {
        let next = group.get(after).copied();
        let prev = before.checked_sub(1).map(|b| group[b]);
        match (next, prev) {
            (Some(n), Some(p)) if n - i <= i - p => {
                after += 1;
                Some(n)
            }
            (_, Some(p)) => {
                before -= 1;
                Some(p)
            }
            (Some(n), None) => {
                after += 1;
                Some(n)
            }
            (None, None) => None,
        }
    })
}

fn block<T: Clone>(section: &Section, items: &[T]) -> Block<T> {
    Block {
        section: section.clone(),
        items: items.to_vec(),
    }
}

fn video(v: &Video) -> VideoView {
    VideoView {
        id: v.id.clone(),
        title: v.title.clone(),
        date: v.date.map(format::date),
        href: links::watch(&v.id),
        thumb: v.thumb.clone().unwrap_or_else(|| links::thumbnail(&v.id)),
    }
}
