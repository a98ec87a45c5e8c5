//! The link-preview image of each route (`og:image`): which card it shows
//! and the file it is in. Drawing it is the binary's job
//! ([`shopsite_og::render`]), done only for a file the last build did not
//! already make, so this module only says what is wanted.

use shopsite_content::Content;
use shopsite_og::{Card, Rgb};

use crate::base::BaseUrl;
use crate::manifest::Assets;
use crate::view::{Page, PageData};

/// The folder of the images in `dist/`.
pub const FOLDER: &str = "assets/og";

/// One route's link-preview image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OgImage {
    /// Its file in `dist/`: `assets/og/<route>-<digest>.png`. The name
    /// changes exactly when the pixels do ([`Card::digest`]), so a file of
    /// that name from an earlier build is this image.
    pub path: String,
    /// Its absolute URL, as link previews require.
    pub url: String,
    /// What it shows.
    pub card: Card,
}

impl OgImage {
    /// The image of `page`: the shop's name, the page's heading, the site's
    /// address and the brand colour (`--brand` in the stylesheet).
    pub fn of(content: &Content, base: &BaseUrl, assets: &Assets, page: &Page) -> OgImage {
        let card = Card {
            name: content.site.name.clone(),
            heading: page.heading().to_owned(),
            site: base.host_and_path().to_owned(),
            brand: Rgb::parse(assets.theme_color())
                .expect("Assets::new accepts only #rgb and #rrggbb colours"),
        };
        let path = format!("{FOLDER}/{}-{}.png", page.route().name(), card.digest());
        OgImage {
            url: format!("{}{path}", base.url()),
            path,
            card,
        }
    }
}

/// Every image the pages show, once each, in the order of `pages`: the
/// catalogue's pages 2 and on share the image of /products.
pub fn images(
    content: &Content,
    base: &BaseUrl,
    assets: &Assets,
    pages: &[PageData],
) -> Vec<OgImage> {
    let mut images: Vec<OgImage> = Vec::new();
    for data in pages {
        let image = OgImage::of(content, base, assets, &data.page);
        if !images.iter().any(|i| i.path == image.path) {
            images.push(image);
        }
    }
    images
}
