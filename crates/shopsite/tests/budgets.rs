//! Byte budgets of the built site, measured the way the issue states them:
//! `gzip -9c FILE | wc -c` on the shop's own content and the real frontend.
//! Every route must arrive in one round trip (HTML ≤ 14,600 B) with a light
//! stylesheet (CSS ≤ 10 KB) and script (JS ≤ 80 KB, React included).
//! `just audit` prints the table.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;

use common::{real_frontend, repo, shopsite};

const HTML_BUDGET: usize = 14_600;
const CSS_BUDGET: usize = 10 * 1024;
const JS_BUDGET: usize = 80 * 1024;

/// What `gzip -9c FILE | wc -c` prints.
fn gzip_size(file: &Path) -> usize {
    let out = Command::new("gzip")
        .arg("-9c")
        .arg(file)
        .stderr(Stdio::inherit())
        .output()
        .expect("run gzip");
    assert!(out.status.success(), "gzip {}", file.display());
    out.stdout.len()
}

/// The site's own assets a page loads: `(scripts, stylesheets)`.
fn assets_of(html: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut js = BTreeSet::new();
    let mut css = BTreeSet::new();
    for attr in ["src=\"", "href=\""] {
        for (at, _) in html.match_indices(attr) {
            let value = &html[at + attr.len()..];
            let value = &value[..value.find('"').unwrap_or(value.len())];
            let Some(name) = value.split("/assets/").nth(1) else {
                continue;
            };
            if name.ends_with(".js") {
                js.insert(name.to_owned());
            } else if name.ends_with(".css") {
                css.insert(name.to_owned());
            }
        }
    }
    (js, css)
}

#[test]
fn every_route_fits_its_byte_budgets() {
    let frontend = real_frontend();
    let out = tempfile::tempdir().unwrap();
    let dist = out.path().join("dist");
    let run = shopsite(
        &repo(),
        &[
            "build",
            "--frontend",
            &frontend,
            "--out",
            dist.to_str().unwrap(),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());

    let routes = [
        "index.html",
        "training/index.html",
        "products/index.html",
        "videos/index.html",
        "about/index.html",
        "repairs/index.html",
        "404.html",
    ];
    let mut report = String::from(
        "route                 HTML gz   CSS gz    JS gz  (budgets: 14,600 / 10,240 / 81,920 B)\n",
    );
    let mut over = Vec::new();
    for route in routes {
        let file = dist.join(route);
        let html = std::fs::read_to_string(&file).unwrap();
        let (js, css) = assets_of(&html);
        assert!(
            !js.is_empty() && !css.is_empty(),
            "{route} loads no script or stylesheet"
        );
        let sum = |names: &BTreeSet<String>| -> usize {
            names
                .iter()
                .map(|n| gzip_size(&dist.join("assets").join(n)))
                .sum()
        };
        let (h, c, j) = (gzip_size(&file), sum(&css), sum(&js));
        report.push_str(&format!("{route:<20} {h:>8} {c:>8} {j:>8}\n"));
        for (what, size, budget) in [
            ("HTML", h, HTML_BUDGET),
            ("CSS", c, CSS_BUDGET),
            ("JS", j, JS_BUDGET),
        ] {
            if size > budget {
                over.push(format!(
                    "{route}: {what} is {size} B gzip, over its {budget} B budget"
                ));
            }
        }
    }
    std::io::stdout().write_all(report.as_bytes()).unwrap();
    assert!(over.is_empty(), "{}\n{report}", over.join("\n"));
}
