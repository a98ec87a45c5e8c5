//! The catalogue's pages 2 and on from templates: React renders each part
//! they are made of once, and this module fills the parts in page by page.
//!
//! A catalogue of 10,000 products has 417 such pages of 24 cards each, and
//! React takes about 100 µs a card. So the frontend's `templates()`
//! (`frontend/src/entry-server.tsx`) renders a [`Probe`]: one page 2 whose
//! pager label, card and first page link are placeholders, a card for each
//! structural choice of `ProductCard` (photo or initials, badge or not, in
//! stock or not, 0 to 3 highlights), and each kind of pager entry. Each text
//! a product or a pager link shows is a placeholder of its own, a name
//! between two private-use characters ([`OPEN`], [`CLOSE`]). [`Catalogue`]
//! cuts the HTML at the placeholders and fills in each page's words,
//! escaped exactly as React escapes text and attributes. The markup stays
//! React's: a test renders every page both ways and compares the bytes.
//!
//! Filling never reads the words it puts in, so a product's text may hold
//! anything, the private-use characters included. The words around the
//! placeholders (the shell, the hero, the labels) are another matter: when
//! they hold a private-use character, [`Probe::new`] gives up and the pages
//! are rendered by React directly, as is any page with a product that no
//! template fits ([`Catalogue::body`] says which).

use serde::{Deserialize, Serialize};

use crate::view::{Link, Page, PageData, PageLink, ProductView, ProductsView};

/// Opens a placeholder's name.
pub const OPEN: char = '\u{E000}';
/// Closes a placeholder's name.
pub const CLOSE: char = '\u{E001}';

/// The highlights a card shows at most (`ProductView::highlights`).
const HIGHLIGHTS: usize = shopsite_content::rules::CARD_HIGHLIGHTS;

/// How the probe's links begin: `ProductCard`'s buttons open in a new tab
/// for `https://` links (`frontend/src/lib/links.ts`), so the placeholder
/// follows the scheme, and only the rest of an address is filled in. React
/// would also rewrite a `javascript:` address, which this rules out.
const HTTPS: &str = "https://";

/// What the frontend's `templates()` renders.
#[derive(Debug, Clone, Serialize)]
pub struct Probe {
    /// A page 2 whose pager label, only card and only page link are
    /// placeholders.
    page: PageData,
    /// A card for each [`variant`], in order.
    cards: Vec<ProductView>,
    /// A page link, the current page's, and the probe page's own first link.
    links: [LinkProbe; 3],
}

#[derive(Debug, Clone, Serialize)]
struct LinkProbe {
    href: String,
    label: String,
    current: bool,
}

/// What `templates()` answers, part by part as [`Probe`] asked.
#[derive(Debug, Deserialize)]
struct Rendered {
    page: String,
    cards: Vec<String>,
    links: [String; 3],
    gap: String,
}

/// `<OPEN>name<CLOSE>`.
fn mark(name: &str) -> String {
    format!("{OPEN}{name}{CLOSE}")
}

impl Probe {
    /// The probe for the catalogue of `page`, one of its pages 2 and on;
    /// `None` when the words around the cards hold a private-use character,
    /// which would be read as a placeholder.
    pub fn new(page: &PageData) -> Option<Probe> {
        let Page::Products(view) = &page.page else {
            return None;
        };
        let mut around = page.clone();
        if let Page::Products(probe) = &mut around.page {
            probe.products.clear();
        }
        let text = serde_json::to_string(&around).expect("view data serializes");
        if text.contains([OPEN, CLOSE]) {
            return None;
        }
        let Page::Products(probe) = &mut around.page else {
            unreachable!("cloned from a catalogue page")
        };
        let first = view.pager.numbers.first().cloned().flatten()?;
        let first_label = mark("first");
        probe.products = vec![card(0)];
        probe.pager.label = mark("label");
        probe.pager.previous = None;
        probe.pager.next = None;
        probe.pager.numbers = vec![Some(PageLink {
            number: first.number,
            label: first_label.clone(),
            href: first.href.clone(),
        })];
        let link = |href: String, label: String, current| LinkProbe {
            href,
            label,
            current,
        };
        Some(Probe {
            page: around,
            cards: (0..VARIANTS).map(card).collect(),
            links: [
                link(mark("href"), mark("text"), false),
                link(mark("href"), mark("text"), true),
                link(first.href, first_label, false),
            ],
        })
    }
}

/// How many card variants there are: with a photo or not, a badge or not,
/// in stock or not, and 0 to 3 highlights.
const VARIANTS: usize = 8 * (HIGHLIGHTS + 1);

/// Whether a template fits every product of `page`, so that
/// [`Catalogue::body`] can fill it; a page it does not is rendered by React.
pub fn fits(page: &ProductsView) -> bool {
    page.products.iter().all(|p| variant(p).is_some())
}

/// The template a product's card is filled into, if any: `None` when it has
/// a link or photo that does not start with `https://`, or an empty badge.
fn variant(p: &ProductView) -> Option<usize> {
    let https = |s: &str| s.starts_with(HTTPS);
    // As the card tests them: an empty address is no photo.
    let image = p.image.as_deref().filter(|i| !i.is_empty());
    if !https(&p.enquire.href)
        || !https(&p.ask_price.href)
        || image.is_some_and(|i| !https(i))
        || p.badge.as_deref() == Some("")
        || p.highlights.len() > HIGHLIGHTS
    {
        return None;
    }
    Some(
        usize::from(image.is_some())
            | usize::from(p.badge.is_some()) << 1
            | usize::from(p.in_stock) << 2
            | p.highlights.len() << 3,
    )
}

/// The probe card of variant `v`, every word of it a placeholder.
fn card(v: usize) -> ProductView {
    let https = |name: &str| format!("{HTTPS}{}", mark(name));
    ProductView {
        id: mark("id"),
        title: mark("title"),
        category: mark("category"),
        r#type: mark("type"),
        model: mark("model"),
        price: mark("price"),
        in_stock: v & 4 != 0,
        stock: mark("stock"),
        image: (v & 1 != 0).then(|| https("image")),
        initials: mark("initials"),
        badge: (v & 2 != 0).then(|| mark("badge")),
        highlights: (0..v >> 3)
            .map(|i| mark(&format!("highlight{i}")))
            .collect(),
        search: String::new(),
        enquire: Link {
            label: mark("enquire"),
            href: https("enquire-href"),
        },
        ask_price: Link {
            label: mark("ask-price"),
            href: https("ask-price-href"),
        },
        rupees: None,
    }
}

/// The templates of a catalogue's pages 2 and on.
#[derive(Debug)]
pub struct Catalogue {
    /// The page around the cards and the pager's entries, with the label.
    page: Template,
    cards: Vec<Template>,
    link: Template,
    current: Template,
    gap: String,
}

impl Catalogue {
    /// The templates from what the frontend's `templates()` answered for
    /// `probe` (its JSON); an error says what was not as expected.
    pub fn new(probe: &Probe, answer: &str) -> Result<Catalogue, String> {
        let rendered: Rendered = serde_json::from_str(answer)
            .map_err(|e| format!("the templates are not what was asked for ({e})"))?;
        if rendered.cards.len() != probe.cards.len() {
            return Err(format!(
                "{} card templates, not {}",
                rendered.cards.len(),
                probe.cards.len()
            ));
        }
        // The probe page's only card and only page link become the places
        // where each page's own go.
        let page = replace_once(&rendered.page, &rendered.cards[0], &mark("cards"))
            .and_then(|page| replace_once(&page, &rendered.links[2], &mark("entries")))
            .ok_or("the probe page does not show its card and page link once each")?;
        let page = Template::parse(&page)?;
        for hole in [Hole::Cards, Hole::Entries] {
            if page.count(hole) != 1 {
                return Err(format!(
                    "the probe page has {hole:?} {} times",
                    page.count(hole)
                ));
            }
        }
        Ok(Catalogue {
            page,
            cards: rendered
                .cards
                .iter()
                .map(|c| Template::parse(c))
                .collect::<Result<_, _>>()?,
            link: Template::parse(&rendered.links[0])?,
            current: Template::parse(&rendered.links[1])?,
            gap: rendered.gap,
        })
    }

    /// The server render of catalogue page `page` (2 or later), as React
    /// renders it; `None` when one of its products fits no template.
    pub fn body(&self, page: &ProductsView) -> Option<String> {
        let variants = page
            .products
            .iter()
            .map(variant)
            .collect::<Option<Vec<usize>>>()?;
        let mut cards = String::with_capacity(page.products.len() * 2048);
        for (product, v) in page.products.iter().zip(variants) {
            self.cards[v].fill(&mut cards, |hole| card_text(product, hole));
        }
        let pager = &page.pager;
        let mut entries = String::new();
        let link = |entries: &mut String, href: &str, label: &str, current: bool| {
            let template = if current { &self.current } else { &self.link };
            template.fill(entries, |hole| match hole {
                Hole::Href => href,
                Hole::Text => label,
                _ => "",
            });
        };
        if let Some(href) = &pager.previous {
            link(&mut entries, href, &page.labels.previous, false);
        }
        for number in &pager.numbers {
            match number {
                Some(n) => link(&mut entries, &n.href, &n.label, n.number == pager.current),
                None => entries.push_str(&self.gap),
            }
        }
        if let Some(href) = &pager.next {
            link(&mut entries, href, &page.labels.next, false);
        }
        let mut html = String::with_capacity(self.page.len() + cards.len() + entries.len());
        self.page.fill(&mut html, |hole| match hole {
            Hole::Label => &pager.label,
            Hole::Cards => &cards,
            Hole::Entries => &entries,
            _ => "",
        });
        // Cards and entries are markup already: `fill` escapes every hole
        // but these two.
        Some(html)
    }
}

/// What a card shows in `hole`.
fn card_text(p: &ProductView, hole: Hole) -> &str {
    fn after_scheme(s: &str) -> &str {
        &s[HTTPS.len()..]
    }
    match hole {
        Hole::Title => &p.title,
        Hole::Category => &p.category,
        Hole::Type => &p.r#type,
        Hole::Model => &p.model,
        Hole::Price => &p.price,
        Hole::Stock => &p.stock,
        Hole::Image => p.image.as_deref().map_or("", after_scheme),
        Hole::Initials => &p.initials,
        Hole::Badge => p.badge.as_deref().unwrap_or(""),
        Hole::Highlight(i) => p.highlights.get(i).map_or("", String::as_str),
        Hole::Enquire => &p.enquire.label,
        Hole::EnquireHref => after_scheme(&p.enquire.href),
        Hole::AskPrice => &p.ask_price.label,
        Hole::AskPriceHref => after_scheme(&p.ask_price.href),
        _ => "",
    }
}

/// `text` with its only `part` replaced by `by`; `None` unless it has
/// exactly one.
fn replace_once(text: &str, part: &str, by: &str) -> Option<String> {
    let mut found = text.match_indices(part);
    let (at, _) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    Some(format!("{}{by}{}", &text[..at], &text[at + part.len()..]))
}

/// A placeholder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hole {
    Title,
    Category,
    Type,
    Model,
    Price,
    Stock,
    Image,
    Initials,
    Badge,
    Highlight(usize),
    Enquire,
    EnquireHref,
    AskPrice,
    AskPriceHref,
    /// A pager entry's address and words.
    Href,
    Text,
    /// The page's "Page 3 of 417".
    Label,
    /// The page's cards, and its pager's entries: markup, not text.
    Cards,
    Entries,
}

impl Hole {
    fn named(name: &str) -> Option<Hole> {
        Some(match name {
            "title" => Hole::Title,
            "category" => Hole::Category,
            "type" => Hole::Type,
            "model" => Hole::Model,
            "price" => Hole::Price,
            "stock" => Hole::Stock,
            "image" => Hole::Image,
            "initials" => Hole::Initials,
            "badge" => Hole::Badge,
            "enquire" => Hole::Enquire,
            "enquire-href" => Hole::EnquireHref,
            "ask-price" => Hole::AskPrice,
            "ask-price-href" => Hole::AskPriceHref,
            "href" => Hole::Href,
            "text" => Hole::Text,
            "label" => Hole::Label,
            "cards" => Hole::Cards,
            "entries" => Hole::Entries,
            _ => {
                let i: usize = name.strip_prefix("highlight")?.parse().ok()?;
                return (i < HIGHLIGHTS).then_some(Hole::Highlight(i));
            }
        })
    }
}

/// HTML cut at its placeholders.
#[derive(Debug)]
struct Template {
    parts: Vec<Part>,
}

#[derive(Debug)]
enum Part {
    Html(String),
    Hole(Hole),
}

impl Template {
    /// Every `<OPEN>name<CLOSE>` in `html` becomes a hole; any other
    /// private-use placeholder character is an error.
    fn parse(html: &str) -> Result<Template, String> {
        let mut parts = Vec::new();
        let mut rest = html;
        while let Some(open) = rest.find(OPEN) {
            let after = &rest[open + OPEN.len_utf8()..];
            let close = after
                .find(CLOSE)
                .ok_or("a placeholder in the templates is not closed")?;
            let name = &after[..close];
            let hole =
                Hole::named(name).ok_or_else(|| format!("an unknown placeholder `{name}`"))?;
            parts.push(Part::Html(rest[..open].to_owned()));
            parts.push(Part::Hole(hole));
            rest = &after[close + CLOSE.len_utf8()..];
        }
        parts.push(Part::Html(rest.to_owned()));
        let stray = parts
            .iter()
            .any(|p| matches!(p, Part::Html(h) if h.contains([OPEN, CLOSE])));
        if stray {
            return Err("a placeholder in the templates is not opened".to_owned());
        }
        parts.retain(|p| !matches!(p, Part::Html(h) if h.is_empty()));
        Ok(Template { parts })
    }

    fn count(&self, hole: Hole) -> usize {
        self.parts
            .iter()
            .filter(|p| matches!(p, Part::Hole(h) if *h == hole))
            .count()
    }

    /// The length of its markup alone.
    fn len(&self) -> usize {
        self.parts
            .iter()
            .map(|p| match p {
                Part::Html(h) => h.len(),
                Part::Hole(_) => 0,
            })
            .sum()
    }

    /// Appends the template to `out` with each hole's text from `text`,
    /// escaped, except for the holes that take markup.
    fn fill<'a>(&self, out: &mut String, text: impl Fn(Hole) -> &'a str) {
        for part in &self.parts {
            match part {
                Part::Html(html) => out.push_str(html),
                Part::Hole(hole @ (Hole::Cards | Hole::Entries)) => out.push_str(text(*hole)),
                Part::Hole(hole) => escape_into(out, text(*hole)),
            }
        }
    }
}

/// Appends `text` to `out` escaped as React escapes text and attribute
/// values (`escapeTextForBrowser`): `& < > " '` and nothing else.
pub fn escape_into(out: &mut String, text: &str) {
    let mut last = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#x27;",
            _ => continue,
        };
        out.push_str(&text[last..at]);
        out.push_str(entity);
        last = at + 1;
    }
    out.push_str(&text[last..]);
}
