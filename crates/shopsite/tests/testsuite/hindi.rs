//! A shop written in Hindi and English (docs/behaviour.md, issue 33):
//! `fixtures/hindi/` is the fixture shop with products titled in Hindi,
//! `पुराने फ़ोन` typed with both forms of `फ़` as their category, prices,
//! a phone number and a time typed in Devanagari digits, and a repair price
//! list with a Hindi brand and models and both forms of an issue's `ख़`.
//! `fixtures/invalid/hindi/` holds what such an owner gets wrong, and its
//! messages are snapshot in `check.rs`.

use std::path::Path;

use walkdir::WalkDir;

use crate::common::{project_with, real_frontend, shopsite};

/// `फ़`, `ख़`, … as one code point each: never published, since NFC writes
/// them as the letter and a nukta.
const ONE_LETTER_NUKTA: std::ops::RangeInclusive<char> = '\u{0958}'..='\u{095F}';
/// `०` to `९`.
const DEVANAGARI_DIGITS: std::ops::RangeInclusive<char> = '\u{0966}'..='\u{096F}';

fn built() -> tempfile::TempDir {
    let dir = project_with("hindi");
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &real_frontend(), "--out", "dist"],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    dir
}

fn text(dist: &Path, rel: &str) -> String {
    std::fs::read_to_string(dist.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn the_check_accepts_both_forms_and_suggests_nothing_that_looks_the_same() {
    let dir = project_with("hindi");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        !run.transcript().contains("did you mean"),
        "{}",
        run.transcript()
    );
    assert!(
        !run.transcript().contains("is used twice"),
        "{}",
        run.transcript()
    );
}

#[test]
fn a_hindi_shop_is_published_in_one_form_with_readable_addresses() {
    let dir = built();
    let dist = dir.path().join("dist");

    // One chip for `पुराने फ़ोन`, whichever way each product typed it.
    let data: serde_json::Value = serde_json::from_str(&text(&dist, "data/products.json")).unwrap();
    let facets = data["page"]["facets"].as_array().unwrap();
    let names: Vec<&str> = facets.iter().filter_map(|f| f["name"].as_str()).collect();
    let old_phones = "पुराने \u{092B}\u{093C}ोन";
    assert_eq!(
        names
            .iter()
            .filter(|n| n.contains("पुराने"))
            .collect::<Vec<_>>(),
        [&old_phones],
        "{names:?}"
    );
    let chip = facets.iter().find(|f| f["name"] == old_phones).unwrap();
    assert_eq!(chip["count"], 2, "{chip}");

    // Search finds the Hindi soldering kit by its type and model.
    let cards = data["page"]["products"].as_array().unwrap();
    let kit = cards
        .iter()
        .find(|c| c["id"] == "soldering-kit-hindi")
        .unwrap();
    let search = kit["search"].as_str().unwrap();
    assert!(
        search.contains("soldering") && search.contains("iphone 12"),
        "{search}"
    );

    // The repair pages of a Hindi brand and models: readable, one each.
    let sitemap = text(&dist, "sitemap.xml");
    for page in [
        "repairs/shaomi/",
        "repairs/shaomi/redmi-not-13/",
        "repairs/shaomi/poko-13/",
    ] {
        assert!(
            sitemap.contains(&format!("/{page}</loc>")),
            "{page} not in\n{sitemap}"
        );
        assert!(dist.join(page).join("index.html").is_file(), "{page}");
    }
    assert!(!sitemap.contains("/repairs/shaomi/13/"), "{sitemap}");
    let redmi = text(&dist, "repairs/shaomi/redmi-not-13/index.html");
    assert!(
        redmi.contains("रेडमी नोट 13"),
        "the page names the model as written"
    );
    assert!(redmi.contains("2,999"), "the price typed २९९९");

    // The price typed १२९९ and the phone ९८११० २२३३४, published in 0–9.
    let cover = text(&dist, "products/iphone-12-cover-hindi/index.html");
    assert!(cover.contains("₹1,299"), "price on the page");
    assert!(
        cover.contains(r#"<meta property="product:price:amount" content="1299">"#),
        "price for link previews"
    );
    assert!(cover.contains("9811022334"), "phone");
    let home = text(&dist, "index.html");
    assert!(home.contains("10:30"), "the time typed १०:३०");
    assert!(
        home.contains(r#""postalCode":"110005""#),
        "the PIN code typed ११०००५, in the JSON-LD"
    );

    // Nothing published in the one-letter forms, nor in Devanagari digits.
    for entry in WalkDir::new(&dist) {
        let entry = entry.unwrap();
        let path = entry.path();
        if !matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("html" | "json" | "xml" | "txt")
        ) {
            continue;
        }
        let body = std::fs::read_to_string(path).unwrap();
        let odd = body
            .chars()
            .find(|c| ONE_LETTER_NUKTA.contains(c) || DEVANAGARI_DIGITS.contains(c));
        assert_eq!(odd, None, "{}", path.display());
    }
}
