//! Every outbound link the site makes: calls, WhatsApp chats with a prefilled
//! text, map directions and video pages. Content only supplies the numbers,
//! ids and texts; the shapes of these links live here and nowhere else.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use shopsite_content::model::SiteFile;

/// India's country calling code, put in front of every number in call and
/// WhatsApp links (docs/behaviour.md#contact-links).
pub const COUNTRY_CODE: &str = "91";

/// Characters left as they are in a query value: RFC 3986's unreserved set.
/// Everything else, `&`, `#`, `+`, spaces, emoji and Devanagari included, is
/// percent-encoded as UTF-8, so the text arrives in WhatsApp exactly as written.
const QUERY_VALUE: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// Percent-encodes `text` for use as one query value.
pub fn encode_query_value(text: &str) -> String {
    utf8_percent_encode(text, QUERY_VALUE).to_string()
}

/// A normalized 10-digit number in international form: `+91XXXXXXXXXX`.
pub fn international(number: &str) -> String {
    format!("+{COUNTRY_CODE}{number}")
}

/// `tel:+91XXXXXXXXXX` for a normalized 10-digit number.
pub fn tel(number: &str) -> String {
    format!("tel:{}", international(number))
}

/// The number as people write it: `+91 98765 43210`.
pub fn phone_display(number: &str) -> String {
    match number.split_at_checked(5) {
        Some((head, tail)) => format!("+{COUNTRY_CODE} {head} {tail}"),
        None => format!("+{COUNTRY_CODE} {number}"),
    }
}

/// A WhatsApp chat with the shop, opened with `text` already typed.
pub fn whatsapp(number: &str, text: &str) -> String {
    format!(
        "https://wa.me/{COUNTRY_CODE}{number}?text={}",
        encode_query_value(text)
    )
}

/// Replaces `{name}` in a message template with `value`. The content checks
/// have already refused unknown or unbalanced placeholders.
pub fn fill(template: &str, name: &str, value: &str) -> String {
    fill_all(template, &[(name, value)])
}

/// Replaces each `{name}` of `values` in a message template in one pass, so
/// a value that holds a placeholder's name is inserted as it is, never
/// filled in turn. Anything else in braces is left as it is.
pub fn fill_all(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let filled = after.find('}').and_then(|close| {
            let name = &after[..close];
            let (_, value) = values.iter().find(|(n, _)| *n == name)?;
            Some((*value, close))
        });
        match filled {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A WhatsApp chat with whomever the visitor picks, opened with `text`
/// already typed: how a visitor shares a page where the browser has no
/// share sheet.
pub fn whatsapp_share(text: &str) -> String {
    format!("https://wa.me/?text={}", encode_query_value(text))
}

/// The query of the product list filtered to `filters` (`category`, `type`,
/// `model`, in that order), written as the browser's `URLSearchParams`
/// writes it (`frontend/src/lib/filters.ts`), so a link the site makes and
/// the address the filters set are the same text.
pub fn filter_query(filters: &[(&str, &str)]) -> String {
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in filters {
        query.append_pair(name, value);
    }
    format!("?{}", query.finish())
}

/// The owner's own maps link when given, else a route to the shop's position
/// in Google Maps' documented URL form, which opens the app on Android.
pub fn directions(site: &SiteFile) -> String {
    match &site.maps_url {
        Some(url) => url.clone(),
        None => format!(
            "https://www.google.com/maps/dir/?api=1&destination={}",
            encode_query_value(&format!("{},{}", site.geo.lat, site.geo.lng))
        ),
    }
}

/// The video's page on the video site.
pub fn watch(video_id: &str) -> String {
    format!("https://www.youtube.com/watch?v={video_id}")
}

/// The video site's own 320×180 thumbnail, used when content gives none.
pub fn thumbnail(video_id: &str) -> String {
    format!("https://i.ytimg.com/vi/{video_id}/mqdefault.jpg")
}

/// The origin of a picture's address, for the page's early connections and
/// the Content-Security-Policy: `https://i.ytimg.com` for
/// `https://i.ytimg.com/vi/x/0.jpg`, with the port when it is not the default.
pub fn origin(url: &str) -> Option<String> {
    let url = url::Url::parse(url).ok()?;
    Some(url.origin().ascii_serialization()).filter(|o| o != "null")
}

/// The [`origin`] of each of `urls` that has one, in their order. A shop's
/// pictures come from a host or two, so a URL that begins with the origin
/// found before it and then `/` is that origin without being parsed: at
/// 100,000 products, parsing each picture's address took a second of CPU.
pub fn origins<'a>(urls: impl IntoIterator<Item = &'a str>) -> impl Iterator<Item = String> {
    let mut last: Option<String> = None;
    urls.into_iter().filter_map(move |url| {
        if let Some(known) = &last
            && url
                .strip_prefix(known.as_str())
                .is_some_and(|rest| rest.starts_with('/'))
        {
            return Some(known.clone());
        }
        let found = origin(url)?;
        last = Some(found.clone());
        Some(found)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatsapp_links_prepend_91_and_encode_the_whole_text() {
        assert_eq!(
            whatsapp("9876543210", "Phone repair help"),
            "https://wa.me/919876543210?text=Phone%20repair%20help"
        );
        assert_eq!(
            whatsapp("9876543210", "Product Enquiry: Cable & Charger #2"),
            "https://wa.me/919876543210?text=Product%20Enquiry%3A%20Cable%20%26%20Charger%20%232"
        );
    }

    #[test]
    fn emoji_and_hindi_are_encoded_as_utf8() {
        assert_eq!(encode_query_value("📱"), "%F0%9F%93%B1");
        assert_eq!(
            encode_query_value("सीट बुक"),
            "%E0%A4%B8%E0%A5%80%E0%A4%9F%20%E0%A4%AC%E0%A5%81%E0%A4%95"
        );
        assert_eq!(encode_query_value("a+b=c?d/e"), "a%2Bb%3Dc%3Fd%2Fe");
        assert_eq!(
            encode_query_value("A-z_0.9~"),
            "A-z_0.9~",
            "unreserved stay"
        );
    }

    #[test]
    fn call_links_and_display() {
        assert_eq!(tel("9876543210"), "tel:+919876543210");
        assert_eq!(phone_display("9876543210"), "+91 98765 43210");
    }

    #[test]
    fn placeholders_are_filled() {
        assert_eq!(
            fill("Join {course}", "course", "Chip-Level"),
            "Join Chip-Level"
        );
        assert_eq!(
            fill("Need price for: {title}", "title", "Type-C {cable}"),
            "Need price for: Type-C {cable}",
            "the value is inserted as is, never read as a placeholder"
        );
    }

    #[test]
    fn several_placeholders_are_filled_in_one_pass() {
        assert_eq!(
            fill_all(
                "Enquiry: {title} ({link})",
                &[("title", "Cable {link}"), ("link", "https://x.in/p/")]
            ),
            "Enquiry: Cable {link} (https://x.in/p/)"
        );
        assert_eq!(fill_all("{a} {b", &[("a", "1")]), "1 {b");
        assert_eq!(fill_all("{unknown}", &[("a", "1")]), "{unknown}");
    }

    #[test]
    fn a_share_link_lets_the_visitor_pick_the_chat() {
        assert_eq!(
            whatsapp_share("Cable: https://x.in/products/cable/"),
            "https://wa.me/?text=Cable%3A%20https%3A%2F%2Fx.in%2Fproducts%2Fcable%2F"
        );
    }

    #[test]
    fn filter_queries_are_written_as_url_search_params_writes_them() {
        assert_eq!(
            filter_query(&[
                ("category", "Second-hand"),
                ("type", "Apple & Co"),
                ("model", "iPhone 12*")
            ]),
            "?category=Second-hand&type=Apple+%26+Co&model=iPhone+12*"
        );
        assert_eq!(
            filter_query(&[("model", "डिस्प्ले")]),
            "?model=%E0%A4%A1%E0%A4%BF%E0%A4%B8%E0%A5%8D%E0%A4%AA%E0%A5%8D%E0%A4%B2%E0%A5%87"
        );
    }

    #[test]
    fn video_links() {
        assert_eq!(
            watch("kR7vQ2mXb4E"),
            "https://www.youtube.com/watch?v=kR7vQ2mXb4E"
        );
        assert_eq!(
            thumbnail("kR7vQ2mXb4E"),
            "https://i.ytimg.com/vi/kR7vQ2mXb4E/mqdefault.jpg"
        );
    }

    #[test]
    fn a_picture_origin_is_scheme_host_and_port() {
        assert_eq!(
            origin("https://i.ytimg.com/vi/abc/mqdefault.jpg").as_deref(),
            Some("https://i.ytimg.com")
        );
        assert_eq!(
            origin("https://img.example.com:8443/a.jpg?w=1").as_deref(),
            Some("https://img.example.com:8443")
        );
        assert_eq!(origin("not a url"), None);
    }

    #[test]
    fn origins_are_what_parsing_each_address_gives() {
        let urls = [
            "https://img.example.com/a.jpg",
            "https://img.example.com/b c.jpg?w=1#x",
            "https://img.example.com//double",
            "https://img.example.com:8443/port.jpg",
            "https://img.example.com:8443/again.jpg",
            "https://img.example.com.evil.in/a.jpg",
            "https://img.example.com@evil.in/a.jpg",
            "https://IMG.Example.com/upper.jpg",
            "https://img.example.com/upper-again.jpg",
            "https://img.example.com",
            "https://img.example.com?q",
            "https://img.example.com:443/default-port.jpg",
            "http://img.example.com/plain.jpg",
            "https://img.example.com/after-plain.jpg",
            "https://xn--i1b6b1a6a2e.in/hindi.jpg",
            "https://\u{92e}\u{94b}\u{92c}\u{93e}\u{907}\u{932}.in/idn.jpg",
            "not a url",
            "data:image/png;base64,AAAA",
            "https://img.example.com/after-data.jpg",
            "file:///etc/passwd",
            "https://img.example.com/\t tab",
            "  https://img.example.com/leading-space",
        ];
        let one_by_one: Vec<String> = urls.iter().filter_map(|u| origin(u)).collect();
        assert_eq!(origins(urls).collect::<Vec<_>>(), one_by_one);
        assert_eq!(one_by_one.len(), 19, "{one_by_one:?}");
    }
}
