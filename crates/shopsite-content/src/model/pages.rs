//! `pages/*.yaml`: the words on each page, one file per page.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::common::{Cta, Hero, Meta, Section, Stat, ValueCard};

/// The pages' files, a line each: the page's field of `Pages`, its type
/// below, and its file under `content/` without `.yaml`; `, optional` when
/// a shop may go without the file, which is then read as the type's
/// `Default`. The content's table (`table.rs`) is made from these lines and
/// its own, so a page's words and its file are declared in this one file.
macro_rules! page_files {
    ($table:ident! { $($files:tt)* }) => {
        $table! {
            $($files)*
            pages {
                home: HomePage = "pages/home";
                training: TrainingPage = "pages/training";
                products: ProductsPage = "pages/products";
                videos: VideosPage = "pages/videos";
                repairs: RepairsPage = "pages/repairs";
                about: AboutPage = "pages/about";
                not_found: NotFoundPage = "pages/not_found", optional;
            }
        }
    };
}
pub(crate) use page_files;

/// `pages/home.yaml`: the Home page (`/`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HomePage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// Label of the button that opens the repair list (`/repairs`).
    pub repair_list_label: String,
    /// Label of the hero's WhatsApp button.
    pub whatsapp_label: String,
    /// The three big numbers under the hero.
    pub stats: Vec<Stat>,
    /// The training courses section (the courses come from `courses.yaml`).
    pub courses: Section,
    /// Label of each course's Enrol link.
    pub enrol_label: String,
    /// Label of each course's fees-and-time WhatsApp link.
    pub fees_label: String,
    /// The latest videos section (the videos come from `videos.yaml`).
    pub latest_videos: Section,
    /// How many of the newest videos to show.
    pub latest_videos_count: u32,
    /// Label of the link to all videos.
    pub all_videos_label: String,
    /// The closing call to action.
    pub cta: Cta,
    /// Label of the call button in the closing call to action.
    pub call_label: String,
}

/// `pages/training.yaml`: the Training page (`/training`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TrainingPage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// The courses section (the courses come from `courses.yaml`).
    pub courses: Section,
    /// Label of each course's Enrol link.
    pub enrol_label: String,
    /// Label of each course's fees-and-batch WhatsApp link.
    pub fees_label: String,
    /// The "why learn with us" section.
    pub values: Section,
    /// The value cards, e.g. Hands-on, Simple notes, Job help.
    pub value_cards: Vec<ValueCard>,
    /// The closing call to action.
    pub cta: Cta,
    /// Label of the book-a-seat WhatsApp link.
    pub book_seat_label: String,
    /// Label of the get-the-syllabus WhatsApp link.
    pub syllabus_label: String,
    /// Optional: how search results name each course, e.g. "{course} mobile
    /// repair course". May use `{course}`. Without it, they show the course's
    /// name as it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub course_listing: Option<String>,
    /// Optional: the languages the courses are taught in, for search results,
    /// as language codes, e.g. `[hi, en]`. Without them, the site's `language`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub course_languages: Vec<String>,
}

/// `pages/products.yaml`: the Products page (`/products`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProductsPage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// The words of the filters and product cards.
    pub labels: ProductLabels,
}

/// The words of the product filters and cards, of the catalogue's pages and
/// of each product's own page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ProductLabels {
    /// Label of the search box.
    pub search: String,
    /// Hint text inside the empty search box.
    pub search_placeholder: String,
    /// Label of the checkbox that hides out-of-stock items.
    pub in_stock_only: String,
    /// Label of the button that clears every filter.
    pub reset: String,
    /// Heading of the first chip row.
    pub category: String,
    /// Heading of the second chip row.
    #[serde(rename = "type")]
    pub type_: String,
    /// Heading of the third chip row.
    pub model: String,
    /// The chip that means "no filter".
    pub all: String,
    /// Shown when no product matches.
    pub no_results: String,
    /// The result count, e.g. "{count} products". Must use `{count}`.
    pub results: String,
    /// Optional: the result count when exactly one product matches, e.g.
    /// "{count} product". Must use `{count}`. Without it, `results` is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_one: Option<String>,
    /// Badge of a product that is in stock.
    pub in_stock: String,
    /// Badge of a product that is out of stock.
    pub out_of_stock: String,
    /// Shown instead of a price of 0.
    pub price_on_request: String,
    /// Label of each card's enquiry WhatsApp link.
    pub enquire: String,
    /// Label of each card's price WhatsApp link.
    pub ask_price: String,
    /// Optional: the button under the cards that adds the next ones (and,
    /// without JavaScript, the link to page 2). Default: "Show more".
    #[serde(default = "words::show_more")]
    pub show_more: String,
    /// Optional: the heading of a catalogue page, e.g. "Page {page} of
    /// {pages}". Must use `{page}` and `{pages}`. Default: that one.
    #[serde(default = "words::page_of")]
    pub page_of: String,
    /// Optional: what screen readers call the list of page links. Default: "Pages".
    #[serde(default = "words::pages")]
    pub pages: String,
    /// Optional: the link to the page before. Default: "Previous".
    #[serde(default = "words::previous")]
    pub previous: String,
    /// Optional: the link to the page after. Default: "Next".
    #[serde(default = "words::next")]
    pub next: String,
    /// Optional: the link from a catalogue page back to the first, where the
    /// search and filters are. Default: "Search and filter all products".
    #[serde(default = "words::search_all")]
    pub search_all: String,
    // The words of each product's own page, `/products/<id>/`.
    /// Optional: what a product page says of a new product. Default: "New".
    #[serde(default = "words::condition_new")]
    pub condition_new: String,
    /// Optional: what a product page says of a used (second-hand) product.
    /// Default: "Used".
    #[serde(default = "words::condition_used")]
    pub condition_used: String,
    /// Optional: what a product page says of a refurbished product.
    /// Default: "Refurbished".
    #[serde(default = "words::condition_refurbished")]
    pub condition_refurbished: String,
    /// Optional: the heading above a product's description. Default: "About
    /// this item".
    #[serde(default = "words::about")]
    pub about: String,
    /// Optional: the heading above a product's highlights on its page.
    /// Default: "Highlights".
    #[serde(default = "words::highlights")]
    pub highlights: String,
    /// Optional: the heading above the other products shown on a product's
    /// page. Default: "Related products".
    #[serde(default = "words::related")]
    pub related: String,
    /// Optional: the button that sends a product's page to a friend.
    /// Default: "Share".
    #[serde(default = "words::share")]
    pub share: String,
    /// Optional: what screen readers call a product's photos. Default: "Photos".
    #[serde(default = "words::photos")]
    pub photos: String,
    /// Optional: what screen readers say of each photo, e.g. "Photo {n} of
    /// {count}". Must use `{n}` (which photo) and `{count}` (how many).
    /// Default: that one.
    #[serde(default = "words::photo_of")]
    pub photo_of: String,
    /// Optional: what screen readers call the Category › Type › Model links
    /// at the top of a product's page. Default: "Breadcrumb".
    #[serde(default = "words::breadcrumb")]
    pub breadcrumb: String,
    /// Optional: the link on a product's page to the repair prices, when
    /// its model is not in the price list. Default: "Repair price for your
    /// phone". (When it is, the link goes to that model's prices, and says
    /// so in `prices.model_heading`'s words.)
    #[serde(default = "words::repair_price")]
    pub repair_price: String,
}

/// The words of a catalogue's pager and of a product's page when
/// `pages/products.yaml` leaves them out, and of the repair prices when
/// `pages/repairs.yaml` does.
mod words {
    pub fn show_more() -> String {
        "Show more".to_owned()
    }
    pub fn page_of() -> String {
        "Page {page} of {pages}".to_owned()
    }
    pub fn pages() -> String {
        "Pages".to_owned()
    }
    pub fn previous() -> String {
        "Previous".to_owned()
    }
    pub fn next() -> String {
        "Next".to_owned()
    }
    pub fn search_all() -> String {
        "Search and filter all products".to_owned()
    }
    pub fn condition_new() -> String {
        "New".to_owned()
    }
    pub fn condition_used() -> String {
        "Used".to_owned()
    }
    pub fn condition_refurbished() -> String {
        "Refurbished".to_owned()
    }
    pub fn about() -> String {
        "About this item".to_owned()
    }
    pub fn highlights() -> String {
        "Highlights".to_owned()
    }
    pub fn related() -> String {
        "Related products".to_owned()
    }
    pub fn share() -> String {
        "Share".to_owned()
    }
    pub fn photos() -> String {
        "Photos".to_owned()
    }
    pub fn photo_of() -> String {
        "Photo {n} of {count}".to_owned()
    }
    pub fn breadcrumb() -> String {
        "Breadcrumb".to_owned()
    }
    pub fn repair_price() -> String {
        "Repair price for your phone".to_owned()
    }
    pub fn prices_search() -> String {
        "Your phone's model".to_owned()
    }
    pub fn prices_search_placeholder() -> String {
        "e.g. iPhone 13".to_owned()
    }
    pub fn prices_search_button() -> String {
        "Find price".to_owned()
    }
    pub fn prices_search_more() -> String {
        "{count} more: type more of the name".to_owned()
    }
    pub fn prices_heading() -> String {
        "Find your repair price".to_owned()
    }
    pub fn prices_text() -> String {
        "Type your model, or choose its brand.".to_owned()
    }
    pub fn prices_brand() -> String {
        "Brand".to_owned()
    }
    pub fn prices_model() -> String {
        "Model".to_owned()
    }
    pub fn prices_model_placeholder() -> String {
        "Type your model".to_owned()
    }
    pub fn prices_more_models() -> String {
        "{count} more: type your model to find it".to_owned()
    }
    pub fn prices_no_model() -> String {
        "No model matches.".to_owned()
    }
    pub fn prices_change_model() -> String {
        "Change model".to_owned()
    }
    pub fn prices_book() -> String {
        "Book this repair".to_owned()
    }
    pub fn prices_not_listed() -> String {
        "Not listed? Ask us".to_owned()
    }
    pub fn prices_ask() -> String {
        "Ask for price".to_owned()
    }
    pub fn prices_from() -> String {
        "from {price}".to_owned()
    }
    pub fn prices_brand_heading() -> String {
        "{brand} repair prices".to_owned()
    }
    pub fn prices_brand_text() -> String {
        "Choose your model to see the price and time of every repair.".to_owned()
    }
    pub fn prices_model_heading() -> String {
        "{brand} {model} repair prices".to_owned()
    }
    pub fn prices_model_text() -> String {
        "The price and time of each repair we do on this phone.".to_owned()
    }
    pub fn prices_repairs() -> String {
        "Repairs".to_owned()
    }
}

/// `pages/videos.yaml`: the Videos page (`/videos`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VideosPage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// Label shown with each video link, e.g. "Watch".
    pub watch_label: String,
    /// How many videos a playlist has, e.g. "{count} videos". Must use `{count}`.
    pub video_count: String,
    /// Optional: the same for a playlist of one video, e.g. "{count} video".
    /// Must use `{count}`. Without it, `video_count` is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_count_one: Option<String>,
    /// The closing call to action.
    pub cta: Cta,
    /// Label of the WhatsApp button.
    pub message_label: String,
    /// Label of the link to the video channel.
    pub channel_label: String,
}

/// `pages/repairs.yaml`: the Repairs page (`/repairs`). The facts come from `repairs.yaml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepairsPage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// Label of the book-a-diagnosis WhatsApp button.
    pub diagnosis_label: String,
    /// Label of the share-your-issue WhatsApp button.
    pub share_label: String,
    /// The assessment stat, e.g. value "30m", label "Assessment".
    pub assessment: Stat,
    /// Label under the warranty stat.
    pub warranty_label: String,
    /// Label under the turnaround stat.
    pub turnaround_label: String,
    /// The brands section.
    pub brands: Section,
    /// The common issues section.
    pub issues: Section,
    /// The repair process section.
    pub process: Section,
    /// The pricing section.
    pub pricing: Section,
    /// The FAQ section.
    pub faqs: Section,
    /// The closing call to action.
    pub cta: Cta,
    /// Label of the pickup WhatsApp link.
    pub pickup_label: String,
    /// Optional: the words of the repair price finder on this page and of
    /// the pages of each brand and phone model, shown when there is a
    /// repair price list (`repair-prices.csv`). Each has an English default.
    #[serde(default)]
    pub prices: PriceLabels,
}

/// The words of the repair price finder on /repairs and of the pages of
/// each brand (`/repairs/samsung/`) and model (`/repairs/samsung/galaxy-a15/`).
/// Every one may be left out, for its English default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PriceLabels {
    /// The finder's heading on /repairs. Default: "Find your repair price".
    #[serde(default = "words::prices_heading")]
    pub heading: String,
    /// The line under it. Default: "Type your model, or choose its brand."
    #[serde(default = "words::prices_text")]
    pub text: String,
    /// What the row of brands is called. Default: "Brand".
    #[serde(default = "words::prices_brand")]
    pub brand: String,
    /// The label of the box at the top of /repairs, and on the home page,
    /// that finds a model of any brand as it is typed. Default: "Your
    /// phone's model".
    #[serde(default = "words::prices_search")]
    pub search: String,
    /// The hint inside that box. Default: "e.g. iPhone 13".
    #[serde(default = "words::prices_search_placeholder")]
    pub search_placeholder: String,
    /// Its button, which shows the matches. Default: "Find price".
    #[serde(default = "words::prices_search_button")]
    pub search_button: String,
    /// Under the first matches, how many more there are, e.g. "{count}
    /// more: type more of the name". Must use `{count}`.
    #[serde(default = "words::prices_search_more")]
    pub search_more: String,
    /// The label of the box to type the model in, once a brand is chosen.
    /// Default: "Model".
    #[serde(default = "words::prices_model")]
    pub model: String,
    /// The hint inside that box. Default: "Type your model".
    #[serde(default = "words::prices_model_placeholder")]
    pub model_placeholder: String,
    /// Under the first models of a brand, how many more there are, e.g.
    /// "{count} more: type your model to find it". Must use `{count}`.
    #[serde(default = "words::prices_more_models")]
    pub more_models: String,
    /// Shown when no model matches what was typed. Default: "No model
    /// matches."
    #[serde(default = "words::prices_no_model")]
    pub no_model: String,
    /// The button that goes back from a model's prices to the list of
    /// models. Default: "Change model".
    #[serde(default = "words::prices_change_model")]
    pub change_model: String,
    /// The WhatsApp button beside each price. Default: "Book this repair".
    #[serde(default = "words::prices_book")]
    pub book: String,
    /// The WhatsApp link for a phone or repair that is not in the list.
    /// Default: "Not listed? Ask us".
    #[serde(default = "words::prices_not_listed")]
    pub not_listed: String,
    /// Shown instead of a price of 0. Default: "Ask for price".
    #[serde(default = "words::prices_ask")]
    pub ask_for_price: String,
    /// The least a model's repairs cost, e.g. "from {price}". Must use
    /// `{price}`.
    #[serde(default = "words::prices_from")]
    pub from: String,
    /// The heading of a brand's page, e.g. "{brand} repair prices". Must use
    /// `{brand}`.
    #[serde(default = "words::prices_brand_heading")]
    pub brand_heading: String,
    /// The line under it. Default: "Choose your model to see the price and
    /// time of every repair."
    #[serde(default = "words::prices_brand_text")]
    pub brand_text: String,
    /// The heading of a model's page, e.g. "{brand} {model} repair prices".
    /// Must use `{model}`, and may use `{brand}`.
    #[serde(default = "words::prices_model_heading")]
    pub model_heading: String,
    /// The line under it. Default: "The price and time of each repair we do
    /// on this phone."
    #[serde(default = "words::prices_model_text")]
    pub model_text: String,
    /// The first link of the Repairs › brand › model links at the top of
    /// those pages, to /repairs. Default: "Repairs".
    #[serde(default = "words::prices_repairs")]
    pub repairs: String,
    /// What screen readers call those links. Default: "Breadcrumb".
    #[serde(default = "words::breadcrumb")]
    pub breadcrumb: String,
}

impl Default for PriceLabels {
    fn default() -> PriceLabels {
        PriceLabels {
            heading: words::prices_heading(),
            text: words::prices_text(),
            search: words::prices_search(),
            search_placeholder: words::prices_search_placeholder(),
            search_button: words::prices_search_button(),
            search_more: words::prices_search_more(),
            brand: words::prices_brand(),
            model: words::prices_model(),
            model_placeholder: words::prices_model_placeholder(),
            more_models: words::prices_more_models(),
            no_model: words::prices_no_model(),
            change_model: words::prices_change_model(),
            book: words::prices_book(),
            not_listed: words::prices_not_listed(),
            ask_for_price: words::prices_ask(),
            from: words::prices_from(),
            brand_heading: words::prices_brand_heading(),
            brand_text: words::prices_brand_text(),
            model_heading: words::prices_model_heading(),
            model_text: words::prices_model_text(),
            repairs: words::prices_repairs(),
            breadcrumb: words::breadcrumb(),
        }
    }
}

/// `pages/about.yaml`: the About page (`/about`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AboutPage {
    /// Title and description for search engines and link previews.
    pub meta: Meta,
    /// The top of the page.
    pub hero: Hero,
    /// The services section, e.g. "What We Repair".
    pub services: Section,
    /// The service cards.
    pub service_cards: Vec<ServiceCard>,
    /// The closing call to action, e.g. "Book Your Repair Today".
    pub cta: Cta,
    /// Label of the link to `/products`.
    pub view_parts_label: String,
}

/// A service the shop offers, with a picture chosen by `icon`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ServiceCard {
    /// The picture on the card.
    pub icon: ServiceIcon,
    /// The card's title.
    pub title: String,
    /// The card's text.
    pub text: String,
}

/// The pictures a service card can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ServiceIcon {
    /// A phone screen.
    Display,
    /// A battery.
    Battery,
    /// A charging plug.
    Charging,
    /// A speaker.
    Audio,
    /// A camera.
    Camera,
    /// A water drop.
    Water,
}

/// `pages/not_found.yaml`: the page shown for an unknown address.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NotFoundPage {
    /// Title and description for the browser tab.
    pub meta: Meta,
    /// The page's heading and text.
    pub hero: Hero,
    /// Label of the link back to Home.
    pub home_label: String,
}

/// The 404 page in English, for a shop without `pages/not_found.yaml`
/// (the table marks it optional): the page is there whether or not the
/// owner wrote its words.
impl Default for NotFoundPage {
    fn default() -> NotFoundPage {
        NotFoundPage {
            meta: Meta {
                title: "Page not found".to_owned(),
                description: "This page does not exist or has moved. Go back to the home page."
                    .to_owned(),
            },
            hero: Hero {
                badge: Some("404".to_owned()),
                heading: "Page not found".to_owned(),
                text: Some(
                    "Sorry, this page does not exist or has moved. Your phone is fine — only the link is broken!"
                        .to_owned(),
                ),
            },
            home_label: "Back to Home".to_owned(),
        }
    }
}
