//! How a message quotes what the owner wrote, and guesses what was meant,
//! and the one Unicode form every text is read in: for the reading, the
//! diagnostics and the rules alike, so it depends on none of them.

/// Quotes a value from the content for a message, shortened if long.
pub fn quote(value: &str) -> String {
    const MAX: usize = 40;
    let one_line = value.replace('\n', "⏎");
    if one_line.chars().count() > MAX {
        // Cut between letters, never inside one (`कि` is two characters).
        let short: String =
            unicode_segmentation::UnicodeSegmentation::graphemes(one_line.as_str(), true)
                .scan(0, |len, g| {
                    *len += g.chars().count();
                    (*len <= MAX).then_some(g)
                })
                .collect();
        format!("`{short}…`")
    } else {
        format!("`{one_line}`")
    }
}

/// The closest of `candidates` to `word`, if it is close enough to be a
/// likely typo. Never one that [`looks_same`] as `word`: "did you mean" a
/// text that reads exactly as what was written helps no one.
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let seen = as_seen(word);
    let word = word.to_lowercase();
    candidates
        .into_iter()
        .filter(|c| as_seen(c) != seen)
        .map(|c| (strsim::jaro_winkler(&word, &c.to_lowercase()), c))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// Whether two texts look the same on a screen though they are not the
/// same text: the same letters in either Unicode form (NFC), ignoring
/// characters that show nothing (a zero-width joiner or space, a soft
/// hyphen, a byte order mark, a variation selector).
pub fn looks_same(a: &str, b: &str) -> bool {
    a != b && as_seen(a) == as_seen(b)
}

/// A text as it is seen: in NFC, without the characters that show nothing.
fn as_seen(text: &str) -> String {
    nfc(text.trim())
        .chars()
        .filter(|c| !invisible(*c))
        .collect()
}

/// A character that takes no room and shows nothing by itself.
pub fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}'
            | '\u{FE00}'..='\u{FE0F}'
    )
}

/// Words an owner may write for a key, and the keys they may mean, the
/// likeliest first: `name` for a product's `title`, `cost` for `price`.
const SYNONYMS: &[(&str, &[&str])] = &[
    ("name", &["title"]),
    ("title", &["name"]),
    ("heading", &["title", "name"]),
    ("product", &["title"]),
    ("product_name", &["title"]),
    ("cost", &["price"]),
    ("mrp", &["price"]),
    ("rate", &["price"]),
    ("amount", &["price"]),
    ("rs", &["price"]),
    ("rupees", &["price"]),
    ("stock", &["in_stock"]),
    ("available", &["in_stock"]),
    ("availability", &["in_stock"]),
    ("photo", &["image", "thumb"]),
    ("picture", &["image", "thumb"]),
    ("pic", &["image", "thumb"]),
    ("img", &["image", "thumb"]),
    ("image", &["thumb"]),
    ("thumbnail", &["thumb", "image"]),
    ("features", &["highlights", "focus"]),
    ("points", &["highlights"]),
    ("bullets", &["highlights"]),
    ("specs", &["highlights"]),
    ("tag", &["badge"]),
    ("ribbon", &["badge"]),
    ("label", &["badge"]),
    ("description", &["desc", "summary", "text"]),
    ("desc", &["description", "summary", "text"]),
    ("details", &["description", "desc", "summary"]),
    ("duration", &["weeks"]),
    ("length", &["weeks"]),
    ("timing", &["time"]),
    ("timings", &["time"]),
    ("topics", &["focus"]),
    ("syllabus", &["focus"]),
    ("slug", &["id"]),
    ("sku", &["id"]),
    ("code", &["id"]),
];

/// The key an unknown key most likely means: the key its word usually
/// stands for (`name` for `title`), else the closest spelling.
pub fn suggest_key<'a>(
    word: &str,
    keys: impl IntoIterator<Item = &'a str> + Clone,
) -> Option<&'a str> {
    let lower = word.trim().to_lowercase();
    SYNONYMS
        .iter()
        .find(|(w, _)| *w == lower)
        .and_then(|(_, meant)| {
            meant
                .iter()
                .find_map(|m| keys.clone().into_iter().find(|k| k == m))
        })
        .or_else(|| did_you_mean(word, keys))
}

/// A text the owner wrote, in Unicode's normal form C (NFC), as every
/// reader hands it on: `फ़` typed as one letter (U+095E) or as `फ` and a
/// nukta (U+092B U+093C, which is its NFC) is then one and the same word, in chips, ids, names and the search
/// index. Only the value is normalized, never the file's text, so spans
/// still point at what is written.
pub fn nfc(text: &str) -> String {
    use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};
    match is_nfc_quick(text.chars()) {
        IsNormalized::Yes => text.to_owned(),
        _ => text.nfc().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_suggests_what_looks_the_same() {
        // `ख़राबी` typed with one letter (U+0959) and with `ख` + nukta, and
        // with a zero-width joiner: the same word on a screen.
        let one = "पानी से \u{0959}राबी";
        let two = "पानी से \u{0916}\u{093C}राबी";
        let joined = "पानी से \u{0916}\u{093C}\u{200D}राबी";
        assert!(looks_same(one, two));
        assert!(looks_same(joined, two));
        assert!(
            !looks_same(two, two),
            "the same text does not only look the same"
        );
        assert!(!looks_same("पानी से ख़राबी", "पानी"));
        assert_eq!(did_you_mean(joined, [two]), None);
        assert_eq!(did_you_mean("पानी से खराबी", [two]), Some(two));
    }
}
