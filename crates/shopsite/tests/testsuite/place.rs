//! The shop's place: the address's placeholders in every text, the map
//! position as pasted from Google Maps, and the memory of the last build's
//! address, which makes `check` ask about texts that still name the old
//! place and a position that did not move with the address.

use std::path::Path;

use crate::common::{project, shopsite, stub_frontend};

fn edit(dir: &Path, rel: &str, from: &str, to: &str) {
    let path = dir.join("content").join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{rel} has no {from:?}");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

/// The fixture shop moved to Laxmi Nagar: its address, not yet its texts.
fn move_address(dir: &Path) {
    edit(
        dir,
        "site.yaml",
        "street: Shop 14, Beadon Pura, Gaffar Market\n  locality: Karol Bagh",
        "street: Shop 3, Vikas Marg\n  locality: Laxmi Nagar",
    );
    edit(
        dir,
        "site.yaml",
        "postal_code: \"110005\"",
        "postal_code: \"110092\"",
    );
}

/// The texts that named Karol Bagh and Gaffar Market, each with the placeholders.
fn use_placeholders(dir: &Path) {
    edit(
        dir,
        "site.yaml",
        "street: Shop 3, Vikas Marg",
        "street: Shop 3, Vikas Marg\n  area: Vikas Marg Market",
    );
    edit(
        dir,
        "site.yaml",
        "Gaffar Market, Karol Bagh, New Delhi.",
        "{area}, {locality}, {city}.",
    );
    for (rel, from, to) in [
        ("pages/products.yaml", "in Karol Bagh", "in {locality}"),
        ("pages/training.yaml", "in Karol Bagh:", "in {locality}:"),
        (
            "pages/home.yaml",
            "in Karol Bagh, Delhi",
            "in {locality}, {region}",
        ),
        (
            "pages/home.yaml",
            "Gaffar Market, Karol Bagh.",
            "{area}, {locality}.",
        ),
        (
            "pages/about.yaml",
            "Shop in Gaffar Market",
            "Shop in {area}",
        ),
        (
            "pages/about.yaml",
            "in Gaffar\n    Market, Karol Bagh, New Delhi",
            "in {area},\n    {locality}, {city}",
        ),
        (
            "pages/about.yaml",
            "Gaffar Market, Karol Bagh.",
            "{area}, {locality}.",
        ),
    ] {
        edit(dir, rel, from, to);
    }
}

#[test]
fn after_a_move_check_warns_at_the_old_names_and_the_unmoved_position() {
    let dir = project();
    let run = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        crate::common::kept(&dir.path().join("dist"))
            .join("place.json")
            .is_file()
    );
    assert_eq!(
        crate::common::hidden_entries(dir.path()),
        Vec::<std::path::PathBuf>::new()
    );
    move_address(dir.path());
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "warnings, not errors: {}", run.transcript());
    insta::assert_snapshot!("moved", crate::common::every_key_once(run.transcript()));

    // The texts follow the address, and the map position moved too.
    use_placeholders(dir.path());
    edit(
        dir.path(),
        "site.yaml",
        "lat: 28.6519\n  lng: 77.1909",
        "lat: 28.6304, 77.2773",
    );
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(run.stderr.is_empty(), "{}", run.transcript());
    // The built home page names the new place, in its title and its preview.
    let run = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let home = std::fs::read_to_string(dir.path().join("dist/index.html")).unwrap();
    for expected in [
        "<title>Mobile Repair &amp; Training in Laxmi Nagar, Delhi | Sharma Mobile Care</title>",
        "og:title\" content=\"Mobile Repair &amp; Training in Laxmi Nagar, Delhi | Sharma Mobile Care\"",
        "content=\"Same-day phone repair in Vikas Marg Market, Laxmi Nagar. Free",
        "\"streetAddress\":\"Shop 3, Vikas Marg, Vikas Marg Market\"",
        "\"latitude\":28.6304",
    ] {
        assert!(
            home.contains(expected),
            "{expected} not in the home page:\n{home}"
        );
    }
    assert!(!home.contains("Karol Bagh"), "{home}");
}

#[test]
fn a_cold_check_has_no_memory_of_the_old_place() {
    let dir = project();
    let run = shopsite(
        dir.path(),
        &["build", "--frontend", &stub_frontend(), "--out", "site"],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    move_address(dir.path());
    // check looks beside `dist` unless told the build's folder.
    let run = shopsite(dir.path(), &["check"]);
    assert!(run.stderr.is_empty(), "{}", run.transcript());
    let run = shopsite(dir.path(), &["check", "--out", "site"]);
    assert!(
        run.stderr.contains("where the shop was before"),
        "{}",
        run.transcript()
    );
    // The output deleted, the build forgets.
    std::fs::remove_dir_all(dir.path().join("site")).unwrap();
    let run = shopsite(dir.path(), &["check", "--out", "site"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(run.stderr.is_empty(), "{}", run.transcript());
}

#[test]
fn placeholders_that_cannot_be_filled_are_errors() {
    let dir = project();
    edit(
        dir.path(),
        "pages/home.yaml",
        "in Karol Bagh, Delhi",
        "in {localty}, {region}",
    );
    edit(
        dir.path(),
        "pages/about.yaml",
        "Shop in Gaffar Market",
        "Shop in {area}",
    );
    // A brace written twice is a brace.
    edit(
        dir.path(),
        "pages/products.yaml",
        "in Karol Bagh",
        "in {{Karol Bagh}}",
    );
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "placeholder-errors",
        crate::common::every_key_once(run.transcript())
    );
}

/// `check` of the fixture shop with its `geo:` lines replaced by `geo`.
fn check_with_geo(geo: &str) -> crate::common::Run {
    let dir = project();
    edit(
        dir.path(),
        "site.yaml",
        "geo:\n  lat: 28.6519\n  lng: 77.1909",
        geo,
    );
    shopsite(dir.path(), &["check"])
}

#[test]
fn the_position_may_be_pasted_as_maps_gives_it() {
    for geo in [
        "geo: 28.6304, 77.2773",
        "geo: https://www.google.com/maps/place/Laxmi+Nagar/@28.6304,77.2773,17z/data=!3m1!4b1",
        "geo: https://maps.google.com/?q=28.6304,77.2773",
        "geo: https://www.google.com/maps/search/28.6304,+77.2773",
        "geo:\n  lat: \"28.6304, 77.2773\"",
    ] {
        let run = check_with_geo(geo);
        assert_eq!(run.code, 0, "{geo}: {}", run.transcript());
        assert!(run.stderr.is_empty(), "{geo}: {}", run.transcript());
    }
}

#[test]
fn a_position_that_cannot_be_read_says_how_to_get_one() {
    let mut transcripts = String::new();
    for geo in [
        "geo: https://maps.app.goo.gl/AbCdEf123",
        "geo: https://www.google.com/maps/place/Gaffar+Market",
        "geo: 28.6304",
        "geo: 77.2773, 28.6304",
        "geo: 28.6304, 277.2773",
        "geo:\n  lat: 28.6304, 77.2773\n  lng: 77.1909",
    ] {
        let run = check_with_geo(geo);
        assert_eq!(run.code, 1, "{geo}: {}", run.transcript());
        transcripts.push_str(&format!("=== {geo}\n{}\n", run.stderr));
    }
    insta::assert_snapshot!("geo-errors", transcripts);
}
