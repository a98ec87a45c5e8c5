// Generated from the Rust view types in crates/shopsite-render by `just types`.
// Do not edit: change the Rust types and regenerate.

export type PageData = { shell: Shell, page: Page, };

export type Page = { "route": "home" } & HomeView | { "route": "training" } & TrainingView | { "route": "products" } & ProductsView | { "route": "videos" } & VideosView | { "route": "about" } & AboutView | { "route": "repairs" } & RepairsView | { "route": "not-found" } & NotFoundView | { "route": "product" } & ProductPageView | { "route": "repair-brand" } & RepairBrandPageView | { "route": "repair-model" } & RepairModelPageView;

export type Route = "home" | "training" | "products" | "videos" | "about" | "repairs" | "not-found" | "product" | "repair-brand" | "repair-model";

export type Shell = { name: string, tagline: string, home_href: string, nav: Array<NavLink>, call: Link, whatsapp: Link, directions: Link, 
/**
 * `+91 98765 43210`.
 */
phone: string, 
/**
 * The postal address on one line.
 */
address: string, 
/**
 * Opening hours, one line per group of days: `Mon–Sat 10:30 AM – 8:30 PM`.
 */
hours: Array<string>, 
/**
 * What stands above them until the page knows whether the shop is
 * open now, and without JavaScript: "Opening hours".
 */
hours_label: string, 
/**
 * The holidays and days of other hours (docs/behaviour.md#open-now).
 */
special_days: SpecialDays, 
/**
 * "Review us on Google", to the owner's review link, when there is one.
 */
review: Link | null, 
/**
 * "Repair prices", to /repairs: on every page, outside the navigation.
 */
repairs: Link, 
/**
 * The skip link's label.
 */
skip_link: string, 
/**
 * What the page shown after a failure says.
 */
error: ErrorView, };

export type ErrorView = { heading: string, text: string, 
/**
 * Back to the Home page.
 */
back: Link, };

export type NavLink = { route: Route, label: string, href: string, };

export type Link = { label: string, href: string, };

export type SpecialDays = { 
/**
 * "Holidays and special hours".
 */
label: string, 
/**
 * In the order of the days.
 */
days: Array<SpecialDay>, };

export type SpecialDay = { 
/**
 * Its first and last day, `2026-12-24`, for the open-now script.
 */
from: string, to: string, 
/**
 * `24 Dec`, `1–3 Nov`.
 */
dates: string, 
/**
 * What the day is, e.g. `Diwali`.
 */
name: string | null, 
/**
 * `10:00 AM – 2:00 PM`, or the owner's word for closed.
 */
hours: string, };

export type HomeView = { hero: Hero, 
/**
 * To `/repairs/`.
 */
repair_list: Link, 
/**
 * The box that finds a model's repair prices, as a plain form that
 * goes to `/repairs/?q=…`; only with a price list.
 */
repair_search?: RepairSearch, 
/**
 * WhatsApp: `Phone repair help`.
 */
whatsapp: Link, stats: Array<Stat>, courses: Block<CourseView>, 
/**
 * The newest videos across all playlists, newest first; may be empty.
 */
latest_videos: Block<VideoView>, 
/**
 * To `/videos/`.
 */
all_videos: Link, cta: Cta, call: Link, };

export type TrainingView = { hero: Hero, courses: Block<CourseView>, values: Block<ValueCard>, cta: Cta, 
/**
 * WhatsApp: `Book my seat`.
 */
book_seat: Link, 
/**
 * WhatsApp: `Send full syllabus PDF`.
 */
syllabus: Link, };

export type ProductsView = { hero: Hero, 
/**
 * The words of the filters, the cards, the pager and Show more.
 */
labels: ProductLabels, 
/**
 * This page's products, in catalogue order.
 */
products: Array<ProductView>, 
/**
 * How many products the whole catalogue has.
 */
total: number, 
/**
 * The chips: every category in catalogue order, each with its types and
 * their models, and how many products each has. Only on page 1, which
 * has the filters; empty on the others.
 */
facets: Array<Facet>, pager: Pager, 
/**
 * Where the rest of the catalogue is, for the filters; `None` when the
 * catalogue fits on page 1, which then holds all of it.
 */
catalogue: CatalogueFiles | null, };

export type VideosView = { hero: Hero, watch_label: string, playlists: Array<PlaylistView>, cta: Cta, 
/**
 * WhatsApp: `Phone repair help`.
 */
message: Link, 
/**
 * The video channel.
 */
channel: Link, };

export type AboutView = { hero: Hero, services: Block<ServiceCard>, cta: Cta, 
/**
 * To `/products/`.
 */
view_parts: Link, };

export type RepairsView = { hero: Hero, 
/**
 * WhatsApp: `Book free diagnosis`.
 */
diagnosis: Link, 
/**
 * WhatsApp: `Phone repair help`.
 */
share: Link, 
/**
 * Assessment, warranty and turnaround.
 */
stats: Array<Stat>, brands: Block<string>, issues: Block<string>, process: Block<ProcessStep>, pricing: Block<PricingTier>, faqs: Block<Faq>, cta: Cta, 
/**
 * WhatsApp: `Share location for pickup`.
 */
pickup: Link, 
/**
 * The repair price finder, when the shop has a price list; left out
 * of the JSON otherwise, so the page is what it was without one.
 */
finder?: RepairFinder, 
/**
 * The box above the finder's brands that finds a model of any brand
 * as it is typed; with a price list only, as the finder.
 */
search?: RepairSearch, };

export type NotFoundView = { hero: Hero, 
/**
 * To `/`.
 */
home: Link, 
/**
 * To `/repairs/`: "Repair prices".
 */
repairs: Link, };

export type ProductPageView = { card: ProductView, 
/**
 * Products › category › type › model, each a link to the list filtered
 * to it.
 */
breadcrumb: Breadcrumb, condition: ConditionView, 
/**
 * The photos, the main one first; empty when it has none.
 */
photos: Array<ProductPhoto>, 
/**
 * What screen readers call the photos.
 */
photos_label: string, 
/**
 * Every highlight, not only the card's three.
 */
highlights: TextBlock, 
/**
 * The description, a paragraph a line; no items when it has none.
 */
description: TextBlock, 
/**
 * A call to the shop.
 */
call: Link, 
/**
 * To the repair prices of the product's model when the price list
 * has it ("Xiaomi Redmi Note 12 repair prices"), else to /repairs.
 */
repair: Link, share: Share, 
/**
 * Up to 4 other products: the same model first, then the same type.
 */
related: Block<RelatedProduct>, };

export type RepairBrandPageView = { brand: string, slug: string, 
/**
 * `Samsung repair prices`.
 */
heading: string, text: string, 
/**
 * Repairs › brand.
 */
breadcrumb: Breadcrumb, models: Array<RepairModelLink>, not_listed: Link, };

export type RepairModelPageView = { brand: string, brand_slug: string, model: string, slug: string, 
/**
 * `Samsung Galaxy A15 repair prices`.
 */
heading: string, text: string, 
/**
 * Repairs › brand › model.
 */
breadcrumb: Breadcrumb, repairs: Array<RepairRow>, not_listed: Link, 
/**
 * Warranty and turnaround, as on /repairs.
 */
stats: Array<Stat>, 
/**
 * The four steps of a repair, as on /repairs.
 */
process: Block<ProcessStep>, };

export type CourseView = { id: string, name: string, 
/**
 * `4 weeks`.
 */
duration: string, days: string, time: string, summary: string, focus: Array<string>, 
/**
 * WhatsApp: the course's own message, e.g. `Join Beginner`.
 */
enrol: Link, 
/**
 * WhatsApp: `Fees and timings for Beginner`.
 */
fees: Link, };

export type Block<T> = { section: Section, items: Array<T>, };

export type VideoView = { id: string, title: string, 
/**
 * `28 Oct 2026`, when content gives a date.
 */
date: string | null, href: string, thumb: string, };

export type ProductView = { id: string, title: string, 
/**
 * Category filter.
 */
category: string, 
/**
 * Type filter.
 */
type: string, 
/**
 * Model filter.
 */
model: string, 
/**
 * `₹1,499` or `Price on request`.
 */
price: string, in_stock: boolean, 
/**
 * `In stock` or `Out of stock`.
 */
stock: string, image: string | null, 
/**
 * The sized files of a photo from `content/photos/`; `image` is then
 * its JPEG.
 */
picture: Picture | null, 
/**
 * Shown on the tile when there is no image or it fails to load.
 */
initials: string, badge: string | null, 
/**
 * At most 3.
 */
highlights: Array<string>, 
/**
 * The lowercased title, category and all highlights, joined with spaces:
 * what the search box matches against (docs/behaviour.md#search).
 */
search: string, 
/**
 * WhatsApp: `Product Enquiry: {title}`.
 */
enquire: Link, 
/**
 * WhatsApp: `Need price for: {title}`.
 */
ask_price: Link, 
/**
 * The product's own page, which its title and photo link to.
 */
href: string, };

export type Facet = { name: string, count: number, children: Array<Facet>, };

export type Pager = { 
/**
 * `Page 3 of 417`.
 */
label: string, previous: string | null, next: string | null, 
/**
 * The pages to offer by number: the first, the last, and those around
 * this one, with `None` where some are left out.
 */
numbers: Array<PageLink | null>, };

export type PageLink = { 
/**
 * `2`, or `1,204` with Indian digit grouping.
 */
label: string, href: string, 
/**
 * The link to the page it is on.
 */
current: boolean, };

export type CatalogueFiles = { 
/**
 * `data/products/index.json`: a [`CatalogueIndex`].
 */
index: string, 
/**
 * The view data of page `{page}` (2 and on), whose `products` are the
 * cards: `/data/products/page-{page}.json`.
 */
page: string, 
/**
 * Products per page: product `i` (from 0) is on page `i / page_size + 1`.
 */
page_size: number, 
/**
 * The cards of the first `page_size` products of category `{category}`
 * (its number in the index's `categories`), in catalogue order, as a
 * list: a category's chip fills its first screen from one file, however
 * far apart its products are in the catalogue:
 * `/data/products/category-{category}.json`.
 */
category: string, };

export type CatalogueIndex = { 
/**
 * The category names, in the order of the facets.
 */
categories: Array<string>, types: Array<string>, models: Array<string>, category: Array<number>, type: Array<number>, model: Array<number>, 
/**
 * `1` for a product in stock, `0` otherwise, one character each.
 */
in_stock: string, 
/**
 * Each product's search text ([`ProductView::search`]).
 */
search: Array<string>, };

export type PlaylistView = { id: string, name: string, desc: string, 
/**
 * `4 videos`.
 */
count: string, videos: Array<VideoView>, };

export type Breadcrumb = { 
/**
 * What screen readers call the trail.
 */
label: string, items: Array<Link>, };

export type ConditionView = { condition: Condition, 
/**
 * `New`, `Used` or `Refurbished`.
 */
label: string, };

export type Condition = "new" | "used" | "refurbished";

export type ProductPhoto = { src: string, alt: string, 
/**
 * `photo-2`: the id its thumbnail links to.
 */
anchor: string, 
/**
 * `Photo 2 of 4`.
 */
label: string, 
/**
 * A photo from `content/photos/`: its sizes for the page, and for its
 * thumbnail. `src` is then the JPEG of `picture`.
 */
picture: Picture | null, thumb: Picture | null, };

export type Picture = { 
/**
 * `srcset` of the WebP files: `/assets/photos/a-360-…webp 360w, …`.
 */
webp: string, 
/**
 * `srcset` of the JPEG files; empty when `src` is the only one (a
 * card's).
 */
srcset: string, 
/**
 * The JPEG for what reads no `srcset`.
 */
src: string, 
/**
 * How wide the page shows it: `sizes`.
 */
sizes: string, 
/**
 * The `width` and `height` of `src`.
 */
width: number, height: number, 
/**
 * A `data:` URI of a few pixels, shown under the photo while it loads.
 */
placeholder: string, };

export type TextBlock = { heading: string, items: Array<string>, };

export type Share = { label: string, 
/**
 * `https://wa.me/?text=…`: WhatsApp asks whom to send it to, with the
 * owner's message (`product_share`) typed, the page's address in it.
 */
href: string, 
/**
 * What the share sheet is given: the title, the message without the
 * address, and the address, which the app shared to adds.
 */
title: string, text: string, 
/**
 * The page's own address.
 */
url: string, };

export type RelatedProduct = { href: string, title: string, price: string, in_stock: boolean, stock: string, image: string | null, picture: Picture | null, initials: string, };

export type RepairFinder = { labels: PriceLabels, brands: Array<RepairBrandLink>, };

export type RepairBrandLink = { name: string, 
/**
 * The brand's part of the address, `samsung`: what the address bar
 * holds when it is chosen (`?brand=samsung`).
 */
slug: string, 
/**
 * The brand's page, where the chip goes without JavaScript.
 */
href: string, 
/**
 * Its models and their prices: a [`RepairBrandData`].
 */
data: string, };

export type RepairBrandData = { brand: string, models: Array<RepairModelPrices>, 
/**
 * WhatsApp: `repair_not_listed` with the brand and no model.
 */
not_listed: Link, 
/**
 * The same link for a model the visitor typed: its `%7Bmodel%7D` is
 * where the model goes, percent-encoded (`encodeURIComponent`).
 */
not_listed_typed: string, };

export type RepairModelPrices = { name: string, 
/**
 * `galaxy-a15`: the address bar holds it when it is chosen.
 */
slug: string, 
/**
 * The model's own page.
 */
href: string, repairs: Array<RepairRow>, 
/**
 * WhatsApp: `repair_not_listed` with the brand and model.
 */
not_listed: Link, };

export type RepairRow = { issue: string, 
/**
 * `₹2,499`, `₹1,499–₹1,999` or the owner's "Ask for price".
 */
price: string, 
/**
 * As the owner wrote it: `45 min`, `1–2 days`.
 */
time: string, note: string | null, 
/**
 * WhatsApp: `repair_booking`, e.g. `Repair: Samsung Galaxy A15 –
 * Screen (₹2,499)`.
 */
book: Link, };

export type RepairModelLink = { name: string, href: string, 
/**
 * `from ₹699`, when any of its repairs has a price.
 */
from: string | null, };

export type RepairSearch = { 
/**
 * `/repairs/`: where the form goes, with what was typed as `q`
 * (`/repairs/?q=note+12`).
 */
action: string, 
/**
 * "Your phone's model".
 */
label: string, 
/**
 * "e.g. iPhone 13".
 */
placeholder: string, 
/**
 * "Find price".
 */
button: string, 
/**
 * "{count} more: type more of the name".
 */
more: string, 
/**
 * "No model matches."
 */
none: string, 
/**
 * Every model's name, brand and page: a [`RepairModelIndex`].
 */
models: string, };

export type RepairModelIndex = { models: Array<RepairModelEntry>, };

export type RepairModelEntry = { 
/**
 * `Redmi Note 12`, as the list writes it.
 */
name: string, 
/**
 * `Xiaomi`.
 */
brand: string, 
/**
 * The model's page.
 */
href: string, 
/**
 * `from ₹699`, when any of its repairs has a price.
 */
from: string | null, };

export type PriceLabels = { 
/**
 * The finder's heading on /repairs. Default: "Find your repair price".
 */
heading: string, 
/**
 * The line under it. Default: "Type your model, or choose its brand."
 */
text: string, 
/**
 * What the row of brands is called. Default: "Brand".
 */
brand: string, 
/**
 * The label of the box at the top of /repairs, and on the home page,
 * that finds a model of any brand as it is typed. Default: "Your
 * phone's model".
 */
search: string, 
/**
 * The hint inside that box. Default: "e.g. iPhone 13".
 */
search_placeholder: string, 
/**
 * Its button, which shows the matches. Default: "Find price".
 */
search_button: string, 
/**
 * Under the first matches, how many more there are, e.g. "{count}
 * more: type more of the name". Must use `{count}`.
 */
search_more: string, 
/**
 * The label of the box to type the model in, once a brand is chosen.
 * Default: "Model".
 */
model: string, 
/**
 * The hint inside that box. Default: "Type your model".
 */
model_placeholder: string, 
/**
 * Under the first models of a brand, how many more there are, e.g.
 * "{count} more: type your model to find it". Must use `{count}`.
 */
more_models: string, 
/**
 * Shown when no model matches what was typed. Default: "No model
 * matches."
 */
no_model: string, 
/**
 * The button that goes back from a model's prices to the list of
 * models. Default: "Change model".
 */
change_model: string, 
/**
 * The WhatsApp button beside each price. Default: "Book this repair".
 */
book: string, 
/**
 * The WhatsApp link for a phone or repair that is not in the list.
 * Default: "Not listed? Ask us".
 */
not_listed: string, 
/**
 * Shown instead of a price of 0. Default: "Ask for price".
 */
ask_for_price: string, 
/**
 * The least a model's repairs cost, e.g. "from {price}". Must use
 * `{price}`.
 */
from: string, 
/**
 * The heading of a brand's page, e.g. "{brand} repair prices". Must use
 * `{brand}`.
 */
brand_heading: string, 
/**
 * The line under it. Default: "Choose your model to see the price and
 * time of every repair."
 */
brand_text: string, 
/**
 * The heading of a model's page, e.g. "{brand} {model} repair prices".
 * Must use `{model}`, and may use `{brand}`.
 */
model_heading: string, 
/**
 * The line under it. Default: "The price and time of each repair we do
 * on this phone."
 */
model_text: string, 
/**
 * The first link of the Repairs › brand › model links at the top of
 * those pages, to /repairs. Default: "Repairs".
 */
repairs: string, 
/**
 * What screen readers call those links. Default: "Breadcrumb".
 */
breadcrumb: string, };

export type Hero = { 
/**
 * A short highlight shown above the heading, e.g. "Same-day phone checkup".
 */
badge?: string | null, 
/**
 * The page's main heading (there is exactly one per page).
 */
heading: string, 
/**
 * One or two sentences under the heading.
 */
text?: string | null, };

export type Stat = { 
/**
 * The big text, e.g. "30m", "90d", "10k+".
 */
value: string, 
/**
 * The small text under it, e.g. "Checkup".
 */
label: string, };

export type Section = { 
/**
 * The section heading.
 */
heading: string, 
/**
 * An optional sentence under the heading.
 */
text?: string | null, };

export type ValueCard = { 
/**
 * The card's title.
 */
title: string, 
/**
 * The card's text.
 */
text: string, };

export type Cta = { 
/**
 * The block's heading, e.g. "Phone problem? Talk now".
 */
heading: string, 
/**
 * The line under the heading, e.g. "Free 30-minute checkup".
 */
text: string, };

export type ProductLabels = { 
/**
 * Label of the search box.
 */
search: string, 
/**
 * Hint text inside the empty search box.
 */
search_placeholder: string, 
/**
 * Label of the checkbox that hides out-of-stock items.
 */
in_stock_only: string, 
/**
 * Label of the button that clears every filter.
 */
reset: string, 
/**
 * Heading of the first chip row.
 */
category: string, 
/**
 * Heading of the second chip row.
 */
type: string, 
/**
 * Heading of the third chip row.
 */
model: string, 
/**
 * The chip that means "no filter".
 */
all: string, 
/**
 * Shown when no product matches.
 */
no_results: string, 
/**
 * The result count, e.g. "{count} products". Must use `{count}`.
 */
results: string, 
/**
 * Optional: the result count when exactly one product matches, e.g.
 * "{count} product". Must use `{count}`. Without it, `results` is used.
 */
result_one?: string | null, 
/**
 * Badge of a product that is in stock.
 */
in_stock: string, 
/**
 * Badge of a product that is out of stock.
 */
out_of_stock: string, 
/**
 * Shown instead of a price of 0.
 */
price_on_request: string, 
/**
 * Label of each card's enquiry WhatsApp link.
 */
enquire: string, 
/**
 * Label of each card's price WhatsApp link.
 */
ask_price: string, 
/**
 * Optional: the button under the cards that adds the next ones (and,
 * without JavaScript, the link to page 2). Default: "Show more".
 */
show_more: string, 
/**
 * Optional: the heading of a catalogue page, e.g. "Page {page} of
 * {pages}". Must use `{page}` and `{pages}`. Default: that one.
 */
page_of: string, 
/**
 * Optional: what screen readers call the list of page links. Default: "Pages".
 */
pages: string, 
/**
 * Optional: the link to the page before. Default: "Previous".
 */
previous: string, 
/**
 * Optional: the link to the page after. Default: "Next".
 */
next: string, 
/**
 * Optional: the link from a catalogue page back to the first, where the
 * search and filters are. Default: "Search and filter all products".
 */
search_all: string, 
/**
 * Optional: what a product page says of a new product. Default: "New".
 */
condition_new: string, 
/**
 * Optional: what a product page says of a used (second-hand) product.
 * Default: "Used".
 */
condition_used: string, 
/**
 * Optional: what a product page says of a refurbished product.
 * Default: "Refurbished".
 */
condition_refurbished: string, 
/**
 * Optional: the heading above a product's description. Default: "About
 * this item".
 */
about: string, 
/**
 * Optional: the heading above a product's highlights on its page.
 * Default: "Highlights".
 */
highlights: string, 
/**
 * Optional: the heading above the other products shown on a product's
 * page. Default: "Related products".
 */
related: string, 
/**
 * Optional: the button that sends a product's page to a friend.
 * Default: "Share".
 */
share: string, 
/**
 * Optional: what screen readers call a product's photos. Default: "Photos".
 */
photos: string, 
/**
 * Optional: what screen readers say of each photo, e.g. "Photo {n} of
 * {count}". Must use `{n}` (which photo) and `{count}` (how many).
 * Default: that one.
 */
photo_of: string, 
/**
 * Optional: what screen readers call the Category › Type › Model links
 * at the top of a product's page. Default: "Breadcrumb".
 */
breadcrumb: string, 
/**
 * Optional: the link on a product's page to the repair prices, when
 * its model is not in the price list. Default: "Repair price for your
 * phone". (When it is, the link goes to that model's prices, and says
 * so in `prices.model_heading`'s words.)
 */
repair_price: string, };

export type ServiceCard = { 
/**
 * The picture on the card.
 */
icon: ServiceIcon, 
/**
 * The card's title.
 */
title: string, 
/**
 * The card's text.
 */
text: string, };

export type ServiceIcon = "display" | "battery" | "charging" | "audio" | "camera" | "water";

export type ProcessStep = { 
/**
 * The step's short title.
 */
title: string, 
/**
 * What happens in this step.
 */
text: string, };

export type PricingTier = { 
/**
 * The tier's name, e.g. "Quick fixes".
 */
title: string, 
/**
 * The price range, e.g. "₹499–₹1,499".
 */
range: string, 
/**
 * Typical repairs in this tier.
 */
examples: Array<string>, };

export type Faq = { 
/**
 * The question.
 */
q: string, 
/**
 * The answer.
 */
a: string, };
