//! What the site asks of browsers and hosts besides its pages: one
//! Content-Security-Policy, which every page carries in a `<meta>` and the
//! host sends as a header, and `_headers`, the file of response headers that
//! Netlify and Cloudflare Pages read from the output folder.
//!
//! The policy allows exactly what the build wrote: scripts from the site
//! itself, the inline scripts by the sha256 of their text, the inlined
//! stylesheets (one a route) by their sha256 and the linked one, the site's
//! own file, and pictures from the site and from the hosts
//! the content names. A script that anyone else manages to put in a page,
//! through the content or on the way to the visitor, does not run.
//!
//! `<script type="application/json">` and `application/ld+json` blocks hold
//! data that browsers never run, so the policy has nothing to say about them.

use std::collections::BTreeSet;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};

use crate::admin;
use crate::base::BaseUrl;
use crate::kinds::Route;
use crate::links;
use crate::view::{POSTER, PRODUCT_PAGES, REPAIR_PAGES, WHATSAPP_ADDRESS};

/// The `Cache-Control` of files whose names never change, such as
/// `assets/app-3f9a.js`: a new build writes new names.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `Strict-Transport-Security` for a site at the root of its domain: a
/// year, and not the domain's other hosts (`includeSubDomains`), which may
/// be someone else's.
pub const HSTS: &str = "max-age=31536000";

/// The `Cache-Control` of the pages and everything else with a fixed name:
/// the browser asks on each visit whether it changed (a 304 when not).
pub const REVALIDATE: &str = "public, max-age=0, must-revalidate";

/// The most characters Cloudflare Pages reads of a line of `_headers`, its
/// leading spaces and the header's name counted (its documented limits).
pub const HEADER_LINE: usize = 2_000;

/// A header's line in `_headers`, under its path's line.
fn header_line(name: &str, value: &str) -> String {
    format!("  {name}: {value}")
}

/// Browser features the site never uses, turned off for it and for anything
/// it could ever embed. Every name here must be one Chromium knows: it logs
/// an error for a name it does not.
const PERMISSIONS: &[&str] = &[
    "accelerometer",
    "autoplay",
    "camera",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "geolocation",
    "gyroscope",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "usb",
    "xr-spatial-tracking",
];

/// The Content-Security-Policy of the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    scripts: Vec<String>,
    /// The hashes of the inline stylesheets, in order, once each.
    styles: BTreeSet<String>,
    images: BTreeSet<String>,
}

impl Policy {
    /// Allows `inline_scripts` (each exactly as a page carries it between
    /// `<script>` and `</script>`), the inline `stylesheets` (a page has one
    /// of them), and `pictures`, the addresses of the pictures the pages
    /// show, by their hosts.
    pub fn new<'a>(
        inline_scripts: &[&str],
        stylesheets: &[&str],
        pictures: impl IntoIterator<Item = &'a str>,
    ) -> Policy {
        let images = links::origins(pictures).collect();
        Policy {
            scripts: inline_scripts.iter().map(|s| sha256(s)).collect(),
            styles: stylesheets.iter().map(|s| sha256(s)).collect(),
            images,
        }
    }

    /// The policy as the host sends it, in the `Content-Security-Policy`
    /// header, for every page: it allows every page's stylesheet.
    pub fn header(&self) -> String {
        let styles: Vec<&str> = self.styles.iter().map(String::as_str).collect();
        self.directives(&styles.join(" "), true)
    }

    /// The characters of its line in `_headers`, which Cloudflare Pages
    /// reads only up to [`HEADER_LINE`].
    pub fn header_line_chars(&self) -> usize {
        header_line("Content-Security-Policy", &self.header())
            .chars()
            .count()
    }

    /// The policy for the `<meta http-equiv>` of a page whose inline
    /// stylesheet is `stylesheet`, for hosts that cannot send headers: the
    /// same, with only that stylesheet, and without `frame-ancestors`,
    /// which browsers ignore in a `<meta>` (and Chromium logs an error for).
    pub fn meta(&self, stylesheet: &str) -> String {
        let style = sha256(stylesheet);
        debug_assert!(
            self.styles.contains(&style),
            "a stylesheet the policy allows"
        );
        self.directives(&style, false)
    }

    fn directives(&self, styles: &str, header: bool) -> String {
        let scripts = self.scripts.join(" ");
        let images: Vec<&str> = self.images.iter().map(String::as_str).collect();
        let mut directives = vec![
            "default-src 'self'".to_owned(),
            format!("script-src 'self' {scripts}"),
            // The site's stylesheet, linked at each page's fold, is one of
            // its own files.
            format!("style-src 'self' {styles}"),
            format!("img-src 'self' data: {}", images.join(" ")),
            "object-src 'none'".to_owned(),
            "base-uri 'self'".to_owned(),
            "form-action 'self'".to_owned(),
        ];
        if header {
            directives.push("frame-ancestors 'none'".to_owned());
        }
        directives
            .iter()
            .map(|d| d.trim_end())
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// `'sha256-…'`: how a policy names one inline script or stylesheet.
fn sha256(text: &str) -> String {
    format!("'sha256-{}'", STANDARD.encode(Sha256::digest(text)))
}

/// `_headers`, as Netlify and Cloudflare Pages read it: for every path the
/// security headers both the site and the editor at `/admin/` want; for
/// every page, the view data and the other files with fixed names, the
/// site's policy and revalidation on each visit; for files under `assets/`
/// the policy and a year of caching; for `/admin/` its own policy
/// (`editor_rule`).
///
/// Both hosts apply every rule whose path matches and join the values of a
/// header that two rules set, so no two rules here set the same header for
/// one path: `Cache-Control` and `Content-Security-Policy` are given path by
/// path, never under `/*`, or the editor would get the site's policy as
/// well as its own, and a browser obeys both. A path no rule names (a
/// missing page, served the 404 page) still has the policy in its
/// `<meta http-equiv>`, and `X-Frame-Options` from `/*`, which a `<meta>`
/// cannot give.
pub fn host_headers(base: &BaseUrl, policy: &Policy, written: Written) -> String {
    let root = base.path();
    let mut security = vec![
        ("X-Content-Type-Options", "nosniff".to_owned()),
        (
            "Referrer-Policy",
            "strict-origin-when-cross-origin".to_owned(),
        ),
        ("Permissions-Policy", permissions()),
        ("X-Frame-Options", "DENY".to_owned()),
    ];
    // HTTPS only, for a year, from the first visit on: the site is only ever
    // published at an `https:` address. Only at the root of its domain: the
    // header rules the whole host, and a site under a sub-path shares its
    // host with others, which it must not decide for.
    if root == "/" {
        security.push(("Strict-Transport-Security", HSTS.to_owned()));
    }
    let csp = policy.header();
    let mut rules = vec![(format!("{root}*"), security)];
    let cache = |path: String, value: &str| {
        (
            path,
            vec![
                ("Content-Security-Policy", csp.clone()),
                ("Cache-Control", value.to_owned()),
            ],
        )
    };
    rules.push(cache(format!("{root}assets/*"), IMMUTABLE));
    for path in fixed_names(base, written) {
        rules.push(cache(path, REVALIDATE));
    }
    rules.push(editor_rule(base));
    let mut file = String::from(
        "# Response headers for Netlify and Cloudflare Pages, written by `shopsite build`.\n\
         # The Content-Security-Policy is also in every page's <meta http-equiv>.\n",
    );
    for (path, headers) in rules {
        file.push('\n');
        file.push_str(&path);
        file.push('\n');
        for (name, value) in headers {
            file.push_str(&header_line(name, &value));
            file.push('\n');
        }
    }
    file
}

/// The `_headers` rule of the editor's folder, `/admin/*`: its own policy
/// ([`admin::CSP`]), never indexed, asked for again on every visit.
fn editor_rule(base: &BaseUrl) -> (String, Vec<(&'static str, String)>) {
    (
        base.file(&format!("{}*", admin::DIR)),
        vec![
            ("Content-Security-Policy", admin::CSP.to_owned()),
            ("X-Robots-Tag", "noindex, nofollow".to_owned()),
            ("Cache-Control", REVALIDATE.to_owned()),
        ],
    )
}

/// `Permissions-Policy`: every feature of [`PERMISSIONS`], allowed nowhere.
fn permissions() -> String {
    PERMISSIONS
        .iter()
        .map(|feature| format!("{feature}=()"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the build writes besides the routes, that `_headers` must cover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Written {
    /// The site has products, so pages under `products/` (their own, and
    /// the catalogue's pages 2 and on), not only `products/` itself.
    pub products: bool,
    /// The site has a repair price list, so pages under `repairs/` (each
    /// brand's and phone model's), not only `repairs/` itself.
    pub repairs: bool,
    /// The sitemap is an index of `sitemap-1.xml` and on.
    pub sitemap_parts: bool,
}

/// The paths of everything the build writes outside `assets/`: each page
/// (everything under `products/` in one rule, when there are products, which
/// the hosts also match to `products/` itself, and so under `repairs/` with
/// a repair price list), the 404 page, the view data, and the files at the
/// root.
fn fixed_names(base: &BaseUrl, written: Written) -> Vec<String> {
    // The routes of many pages (a product's) are under their list's.
    let mut paths: Vec<String> = Route::ALL
        .iter()
        .filter_map(|route| match route.path() {
            Some(path) if written.products && path == PRODUCT_PAGES => {
                Some(base.file(&format!("{PRODUCT_PAGES}*")))
            }
            Some(path) if written.repairs && path == REPAIR_PAGES => {
                Some(base.file(&format!("{REPAIR_PAGES}*")))
            }
            Some(_) => Some(base.href(*route)),
            None if *route == Route::NotFound => Some(base.file("404.html")),
            None => None,
        })
        .collect();
    paths.extend(
        [
            "data/*",
            POSTER,
            WHATSAPP_ADDRESS,
            "favicon.svg",
            "sitemap.xml",
            "robots.txt",
        ]
        .iter()
        .map(|file| base.file(file)),
    );
    if written.sitemap_parts {
        paths.push(base.file("sitemap-*"));
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_the_base64_sha256_of_the_exact_text() {
        // The value from `printf 'alert(1)' | openssl sha256 -binary | base64`.
        assert_eq!(
            sha256("alert(1)"),
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        );
    }

    #[test]
    fn the_meta_policy_is_the_header_with_its_stylesheet_without_frame_ancestors() {
        let policy = Policy::new(&["a()", "b()"], &["p{}", "a{}", "p{}"], []);
        let header = policy.header();
        let mut styles = [sha256("p{}"), sha256("a{}")];
        styles.sort();
        assert_eq!(
            header,
            format!(
                "default-src 'self'; script-src 'self' {} {}; style-src 'self' {} {}; img-src 'self' data:; \
                 object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
                sha256("a()"),
                sha256("b()"),
                styles[0],
                styles[1],
            )
        );
        assert_eq!(
            policy.meta("a{}"),
            format!(
                "default-src 'self'; script-src 'self' {} {}; style-src 'self' {}; img-src 'self' data:; \
                 object-src 'none'; base-uri 'self'; form-action 'self'",
                sha256("a()"),
                sha256("b()"),
                sha256("a{}"),
            )
        );
        assert!(!header.contains("unsafe"));
    }
}
