//! How a message quotes what the owner wrote, and guesses what was meant:
//! for the diagnostics and for the rules alike, so it depends on neither.

/// Quotes a value from the content for a message, shortened if long.
pub fn quote(value: &str) -> String {
    const MAX: usize = 40;
    let one_line = value.replace('\n', "⏎");
    if one_line.chars().count() > MAX {
        let short: String = one_line.chars().take(MAX).collect();
        format!("`{short}…`")
    } else {
        format!("`{one_line}`")
    }
}

/// The closest of `candidates` to `word`, if it is close enough to be a likely typo.
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let word = word.to_lowercase();
    candidates
        .into_iter()
        .map(|c| (strsim::jaro_winkler(&word, &c.to_lowercase()), c))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
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
