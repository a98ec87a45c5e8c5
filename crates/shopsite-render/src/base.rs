//! The address the site is published at, and every internal URL under it.

use shopsite_content::model::SiteUrl;

/// What has an address under the base URL: a route of the site
/// ([`crate::kinds::Route`]). Its path is a folder, `training/`, or empty
/// for the home page; `None` for what has no address of its own (the 404
/// page, which the host serves at any unknown one).
pub trait Addressed: Copy {
    fn path(self) -> Option<&'static str>;
}

/// A validated base URL such as `https://example.com/` or
/// `https://example.github.io/shop/`: `https:`, a host, no query or fragment,
/// and a path that ends with `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseUrl {
    url: String,
    path: String,
}

impl BaseUrl {
    /// Checks `raw` and adds the trailing `/` when it is missing, by the
    /// content's own rule ([`shopsite_content::rules::base_url`]), which also
    /// checks `base_url` in `site.yaml`.
    pub fn parse(raw: &str) -> Result<BaseUrl, String> {
        shopsite_content::rules::base_url(raw).map(Self::from_url)
    }

    /// The address in `site.yaml`, checked as it was read.
    pub fn of_site(url: &SiteUrl) -> BaseUrl {
        Self::from_url(url.url().clone())
    }

    fn from_url(url: url::Url) -> BaseUrl {
        BaseUrl {
            path: url.path().to_owned(),
            url: url.into(),
        }
    }

    /// The full base URL, ending with `/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The address as people write it, without `https://` or the last `/`:
    /// `sharmamobilecare.in`, `example.github.io/shop`.
    pub fn host_and_path(&self) -> &str {
        self.url
            .strip_prefix("https://")
            .unwrap_or(&self.url)
            .trim_end_matches('/')
    }

    /// The path part, `/` or `/shop/`: the prefix of every internal link.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The link to a route from any page, e.g. `/shop/training/`. Links are
    /// absolute paths so that they also work from the 404 page, which hosts
    /// serve at any depth.
    pub fn href(&self, route: impl Addressed) -> String {
        format!("{}{}", self.path, route.path().unwrap_or(""))
    }

    /// The canonical address of a route, e.g. `https://example.com/shop/training/`.
    pub fn absolute(&self, route: impl Addressed) -> Option<String> {
        route.path().map(|p| format!("{}{p}", self.url))
    }

    /// The address of a path under the base, e.g.
    /// `https://example.com/shop/products/page/2/`.
    pub fn absolute_path(&self, path: &str) -> String {
        format!("{}{path}", self.url)
    }

    /// The link to a file at the site's root, e.g. `/shop/assets/app.js`.
    pub fn file(&self, file: &str) -> String {
        format!("{}{file}", self.path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kinds::Route;

    #[test]
    fn root_and_sub_path() {
        let root = BaseUrl::parse("https://example.com").unwrap();
        assert_eq!(root.url(), "https://example.com/");
        assert_eq!(root.href(Route::Home), "/");
        assert_eq!(root.href(Route::Training), "/training/");
        let shop = BaseUrl::parse("https://example.github.io/shop").unwrap();
        assert_eq!(shop.url(), "https://example.github.io/shop/");
        assert_eq!(shop.href(Route::Home), "/shop/");
        assert_eq!(shop.href(Route::Repairs), "/shop/repairs/");
        assert_eq!(
            shop.absolute(Route::Products).as_deref(),
            Some("https://example.github.io/shop/products/")
        );
        assert_eq!(shop.absolute(Route::NotFound), None);
        assert_eq!(shop.file("assets/a.js"), "/shop/assets/a.js");
        assert_eq!(root.host_and_path(), "example.com");
        assert_eq!(shop.host_and_path(), "example.github.io/shop");
    }

    #[test]
    fn refuses_what_cannot_be_a_site_address() {
        for bad in [
            "http://example.com/",
            "javascript:alert(1)",
            "https://example.com/?a=1",
            "https://example.com/#top",
            "example.com",
        ] {
            assert!(BaseUrl::parse(bad).is_err(), "{bad}");
        }
    }
}
