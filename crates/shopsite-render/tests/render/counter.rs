//! The shop's hours on every page, its special days for search engines,
//! and the counter kit: the poster and `/wa/`, which are no pages of the
//! site (docs/behaviour.md#open-now, #the-poster-and-wa).

use serde_json::json;

use crate::documents::{between, documents, file, jsonld};
use crate::fixture_shop;

/// The JSON the open-now script reads, from a page.
fn hours(html: &str) -> serde_json::Value {
    let script = between(
        html,
        r#"<script id="shop-hours" type="application/json">"#,
        "</script>",
    );
    let json = script
        .trim_start_matches(r#"<script id="shop-hours" type="application/json">"#)
        .trim_end_matches("</script>");
    serde_json::from_str(json).unwrap()
}

#[test]
fn every_page_carries_the_week_s_hours_and_every_special_day_as_minutes_and_texts() {
    let files = documents(&fixture_shop(), "https://sharmamobilecare.in/");
    let home = hours(file(&files, "index.html"));
    let weekday = json!([[630, 1230, "10:30 AM", "8:30 PM"]]);
    assert_eq!(home["zone"], "Asia/Kolkata");
    assert_eq!(
        home["week"],
        json!([
            weekday,
            weekday,
            weekday,
            weekday,
            weekday,
            weekday,
            [[660, 1020, "11:00 AM", "5:00 PM"]]
        ])
    );
    assert_eq!(
        home["special"],
        json!([
            { "from": "2026-12-24", "to": "2026-12-24", "hours": [[600, 840, "10:00 AM", "2:00 PM"]] },
            { "from": "2026-12-25", "to": "2026-12-25", "hours": [] },
            { "from": "2026-12-31", "to": "2026-12-31", "hours": [[630, 60, "10:30 AM", "1:00 AM"]] },
            { "from": "2027-01-25", "to": "2027-01-26", "hours": [] },
        ])
    );
    assert_eq!(home["words"]["opens_on"], "opens {day} {time}");
    assert_eq!(home["words"]["days"][3], "Thursday");
    // The same on every page: a page never depends on the day of its build.
    for path in ["about/index.html", "404.html", "products/index.html"] {
        assert_eq!(hours(file(&files, path)), home, "{path}");
    }
}

/// A shop that writes its site in Hindi gives the footer's words for the
/// hours too: the days' names and its AM and PM are its own in the week's
/// hours, the special days, the open-now line's times and the poster.
#[test]
fn a_hindi_shop_s_footer_has_its_own_day_names_and_times() {
    let mut content = fixture_shop();
    let footer = &mut content.site.footer;
    footer.short_days = ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"]
        .map(str::to_owned)
        .to_vec();
    footer.am = "पूर्वाह्न {time}".to_owned();
    footer.pm = "अपराह्न {time}".to_owned();
    let base = shopsite_render::BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let shell = &shopsite_render::kinds::pages(&content, &base)[0].shell;
    assert_eq!(
        shell.hours,
        [
            "सोम–शनि पूर्वाह्न 10:30 – अपराह्न 8:30",
            "रवि पूर्वाह्न 11:00 – अपराह्न 5:00"
        ]
    );
    let special: Vec<&str> = shell
        .special_days
        .days
        .iter()
        .map(|d| d.hours.as_str())
        .collect();
    assert_eq!(
        special,
        [
            "पूर्वाह्न 10:00 – अपराह्न 2:00",
            "Closed",
            "पूर्वाह्न 10:30 – पूर्वाह्न 1:00",
            "Closed"
        ]
    );
    let files = documents(&content, "https://sharmamobilecare.in/");
    let home = hours(file(&files, "index.html"));
    assert_eq!(
        home["week"][6],
        json!([[660, 1020, "पूर्वाह्न 11:00", "अपराह्न 5:00"]])
    );
    assert!(file(&files, "poster/index.html").contains("सोम–शनि पूर्वाह्न 10:30 – अपराह्न 8:30"));
    assert!(!file(&files, "poster/index.html").contains("Mon–Sat"));
}

/// A page whose render has no open-now line (a frontend without the
/// footer's) carries neither the script nor the hours it would read.
#[test]
fn a_page_without_the_line_gets_no_script() {
    let content = fixture_shop();
    let base = shopsite_render::BaseUrl::parse("https://sharmamobilecare.in/").unwrap();
    let pages = shopsite_render::kinds::pages(&content, &base);
    let files = shopsite_render::documents(
        &content,
        &base,
        &crate::documents::assets(),
        &pages,
        |data| {
            let with_line = crate::documents::body(data)?;
            Some(with_line.replace(r#" data-open-now="""#, ""))
        },
    )
    .unwrap();
    let home = file(&files, "index.html");
    assert!(!home.contains("shop-hours"));
    assert!(!home.contains(shopsite_render::html::OPEN_NOW));
}

#[test]
fn the_open_now_script_is_small() {
    let bytes = shopsite_render::html::OPEN_NOW.len();
    assert!(bytes <= 2048, "{bytes} B");
}

#[test]
fn search_engines_get_the_special_days_as_special_opening_hours() {
    let files = documents(&fixture_shop(), "https://sharmamobilecare.in/");
    let shop = &jsonld(file(&files, "index.html"))["@graph"][0];
    let day = |from: &str, to: &str, opens: &str, closes: &str| {
        json!({
            "@type": "OpeningHoursSpecification",
            "validFrom": from,
            "validThrough": to,
            "opens": opens,
            "closes": closes,
        })
    };
    assert_eq!(
        shop["specialOpeningHoursSpecification"],
        json!([
            day("2026-12-24", "2026-12-24", "10:00", "14:00"),
            day("2026-12-25", "2026-12-25", "00:00", "00:00"),
            day("2026-12-31", "2026-12-31", "10:30", "01:00"),
            day("2027-01-25", "2027-01-26", "00:00", "00:00"),
        ])
    );
    // A shop without special days says nothing of them.
    let mut content = fixture_shop();
    content.site.special_hours.clear();
    let files = documents(&content, "https://sharmamobilecare.in/");
    let shop = &jsonld(file(&files, "index.html"))["@graph"][0];
    assert!(shop.get("specialOpeningHoursSpecification").is_none());
}

#[test]
fn the_poster_holds_a_code_for_each_way_to_the_shop_and_is_not_indexed() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    let poster = file(&files, "poster/index.html");
    assert!(poster.contains(r#"<meta name="robots" content="noindex">"#));
    assert!(!poster.contains("rel=\"canonical\""));
    assert!(!poster.contains("<script"));
    let links: Vec<&str> = poster
        .split(r#" data-link=""#)
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(
        links,
        [
            "https://example.github.io/shop/",
            "https://example.github.io/shop/wa/",
            "https://www.google.com/maps/dir/?api=1&amp;destination=28.6519%2C77.1909",
            "https://g.page/r/CfYQxYz0123456EBM/review",
        ]
    );
    assert_eq!(poster.matches("<svg ").count(), 4);
    // Without a review link, three codes.
    let mut content = fixture_shop();
    content.site.review_link = None;
    let files = documents(&content, "https://example.github.io/shop/");
    assert_eq!(
        file(&files, "poster/index.html").matches("<svg ").count(),
        3
    );
}

#[test]
fn wa_leads_on_to_the_chat_with_the_shop_s_message() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    let wa = file(&files, "wa/index.html");
    let chat = "https://wa.me/919876543210?text=Phone%20repair%20help";
    assert!(wa.contains(&format!(
        r#"<meta http-equiv="refresh" content="0; url={chat}">"#
    )));
    assert!(wa.contains(&format!(r#"<a class="wa-open" href="{chat}">"#)));
    assert!(wa.contains(r#"<meta name="robots" content="noindex">"#));
    assert!(!wa.contains("<script"));
}

#[test]
fn neither_is_in_the_sitemap_and_the_host_allows_and_revalidates_both() {
    let files = documents(&fixture_shop(), "https://example.github.io/shop/");
    let sitemap = file(&files, "sitemap.xml");
    assert!(!sitemap.contains("poster"));
    assert!(!sitemap.contains("/wa/"));
    let headers = file(&files, "_headers");
    let site_policy = headers
        .lines()
        .find(|l| l.starts_with("  Content-Security-Policy: default-src 'self'"))
        .unwrap();
    for path in ["/shop/poster/", "/shop/wa/"] {
        assert!(
            headers.contains(&format!(
                "\n{path}\n{site_policy}\n  Cache-Control: public, max-age=0, must-revalidate\n"
            )),
            "{headers}"
        );
    }
    // The policy the host sends allows the documents' one stylesheet, and
    // each document's own <meta> names it.
    let style = between(file(&files, "poster/index.html"), "<style>", "</style>");
    let style = &style["<style>".len()..style.len() - "</style>".len()];
    assert_eq!(style, shopsite_render::poster::STYLE);
    let policy = headers
        .lines()
        .find(|l| l.starts_with("  Content-Security-Policy: "))
        .unwrap();
    for path in ["poster/index.html", "wa/index.html"] {
        let html = file(&files, path);
        let meta = between(
            html,
            r#"<meta http-equiv="Content-Security-Policy" content=""#,
            "\">",
        );
        let hash = meta
            .split("style-src 'self' ")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap();
        assert!(policy.contains(hash), "{path}: {hash}");
    }
}
