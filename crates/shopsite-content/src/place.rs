//! The shop's place in its texts: placeholders named after `address:`'s
//! fields in `site.yaml` (`{locality}`, `{city}`, …), put in when the
//! content is read, so that a text follows the shop when it moves; and
//! the place the shop had before, remembered by the last build, named in
//! a text that did not follow.
//!
//! Every text of every file may use them (in `site.yaml`, all but
//! `address:` and `geo:` themselves). `{{` and `}}` write a brace. A name
//! in braces that is no placeholder is an error where the text may not
//! hold other placeholders (the WhatsApp texts' `{course}`, `{count}`, …
//! are told by their own check, `validate/check.rs`).

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::diagnostic::Diagnostic;
use crate::model::{GEO_HOW_TO_GET, Geo, SiteFile};
use crate::path::{FieldPath, Segment};
use crate::read::files::{Files, ParsedFile};
use crate::read::yaml::{Node, NodeKind};
use crate::table::rel;
use crate::words::did_you_mean;

/// The placeholders, each the field of `address:` it takes its text from.
pub const NAMES: [&str; 6] = [
    "street",
    "area",
    "locality",
    "city",
    "region",
    "postal_code",
];

/// The placeholders of the texts that have their own (`validate/`): left
/// for their checks.
const OTHERS: [&str; 13] = [
    "course", "title", "link", "brand", "model", "issue", "price", "time", "day", "count", "page",
    "pages", "n",
];

/// What the last build knew of the shop's place, kept beside its output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Place {
    /// The fields of `address:`, by name, as written.
    pub address: BTreeMap<String, String>,
    pub geo: Geo,
}

impl Place {
    /// The place of the shop in `site`.
    pub fn of(site: &SiteFile) -> Place {
        let a = &site.address;
        let mut address = BTreeMap::new();
        for (name, value) in [
            ("street", Some(&a.street)),
            ("area", a.area.as_ref()),
            ("locality", Some(&a.locality)),
            ("city", Some(&a.city)),
            ("region", Some(&a.region)),
            ("postal_code", Some(&a.postal_code)),
        ] {
            if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
                address.insert(name.to_owned(), value.clone());
            }
        }
        Place {
            address,
            geo: site.geo,
        }
    }
}

/// A name in braces that is no placeholder, reported unless the check of
/// its text (a template's) tells it.
pub(crate) struct Unknown {
    pub rel: String,
    pub path: FieldPath,
    pub diagnostic: Diagnostic,
}

/// The address as written in `site.yaml`'s tree.
pub(crate) fn address(files: &Files) -> Option<BTreeMap<&'static str, String>> {
    let tree = files.files.get(rel::site)?.tree.as_ref()?;
    let mut found = BTreeMap::new();
    for name in NAMES {
        if let Some(Node {
            kind: NodeKind::Scalar { value, .. },
            ..
        }) = tree.lookup(&FieldPath::of("address").key(name))
            && !value.trim().is_empty()
        {
            found.insert(name, value.trim().to_owned());
        }
    }
    Some(found)
}

/// Whether `path` in file `rel` is the address or the position itself.
fn is_address(rel: &str, path: &FieldPath) -> bool {
    rel == rel::site
        && matches!(path.segments().first(), Some(Segment::Key(k)) if matches!(&**k, "address" | "geo"))
}

/// Calls `f` on every text of `node` with a way to its field path, made
/// only when `f` asks: made for every text, it took most of the time.
fn each_text(
    node: &mut Node,
    path: &dyn Fn() -> FieldPath,
    f: &mut dyn FnMut(&mut Node, &dyn Fn() -> FieldPath),
) {
    match &mut node.kind {
        NodeKind::Scalar { .. } => f(node, path),
        NodeKind::Seq(items) => {
            for (i, item) in items.iter_mut().enumerate() {
                each_text(item, &|| path().index(i), f);
            }
        }
        NodeKind::Map(entries) => {
            for (key, value) in entries.iter_mut() {
                each_text(value, &|| path().key(Arc::clone(&key.name)), f);
            }
        }
    }
}

/// Puts the address in place of its placeholders in every text, and `{`
/// for `{{`. Reports a placeholder whose field is empty; returns the names
/// in braces that are no placeholder, for [`crate::validate`] to report.
pub(crate) fn substitute(files: &mut Files) -> Vec<Unknown> {
    let Some(address) = address(files) else {
        return Vec::new();
    };
    let mut unknown = Vec::new();
    let mut found = Vec::new();
    for (rel, parsed) in &mut files.files {
        let Some(tree) = parsed.tree.as_mut() else {
            continue;
        };
        let source = &parsed.source;
        each_text(tree, &FieldPath::root, &mut |node, path| {
            let NodeKind::Scalar { value, .. } = &mut node.kind else {
                return;
            };
            // Two byte searches: a search for either brace goes letter by
            // letter, over every text of every file.
            if !value.contains('{') && !value.contains('}') {
                return;
            }
            let path = &path();
            if is_address(rel, path) {
                return;
            }
            let written = &source.text
                [node.span.start.min(source.text.len())..node.span.end.min(source.text.len())];
            let mut from = 0;
            // Where `{name}` is written, for the caret.
            let mut span_of = |name: &str| -> Option<Range<usize>> {
                let token = format!("{{{name}}}");
                let at = written[from..].find(&token)? + from;
                from = at + token.len();
                Some(node.span.start + at..node.span.start + at + token.len())
            };
            let place = source.path_for_people(path);
            let (text, names) = fill(value, &address);
            for name in names {
                let span = span_of(&name);
                let d = |d: Diagnostic| match &span {
                    Some(span) => d.path(path).at(span.clone()),
                    None => d.path(path),
                };
                if NAMES.contains(&name.as_str()) {
                    found.push(
                        d(Diagnostic::error(
                            source.name.clone(),
                            format!(
                                "{place}: `{{{name}}}` stands for the shop's {}, but `address:` in site.yaml has no `{name}:`",
                                what(&name)
                            ),
                        ))
                        .hint(format!(
                            "write the {} under `address:` in site.yaml, e.g. `{name}: {}`, or write the text here instead of `{{{name}}}`",
                            what(&name),
                            example(&name)
                        )),
                    );
                } else {
                    let hint = match did_you_mean(&name, NAMES.iter().copied()) {
                        Some(s) => format!(
                            "did you mean `{{{s}}}`? The address's placeholders are {}; to show a brace itself, write `{{{{` or `}}}}`",
                            list()
                        ),
                        None => format!(
                            "the address's placeholders are {}; to show a brace itself, write `{{{{` or `}}}}`",
                            list()
                        ),
                    };
                    unknown.push(Unknown {
                        rel: rel.clone(),
                        path: path.clone(),
                        diagnostic: d(Diagnostic::error(
                            source.name.clone(),
                            format!("{place}: unknown placeholder `{{{name}}}`"),
                        ))
                        .hint(hint),
                    });
                }
            }
            *value = text;
        });
    }
    files.diagnostics.extend(found);
    unknown
}

/// `text` with the address in place of its placeholders and `{` for `{{`,
/// and the names in braces it could not fill: unknown, or of an empty field.
/// Another text's placeholders (`{course}`) are kept as they are.
pub fn fill(text: &str, address: &BTreeMap<&str, String>) -> (String, Vec<String>) {
    let mut out = String::with_capacity(text.len());
    let mut missed = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        let name = tail[1..]
            .find('}')
            .map(|end| &tail[1..=end])
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
        match name {
            Some(name) if tail.starts_with('{') => {
                match address.get(name) {
                    Some(value) => out.push_str(value),
                    None => {
                        out.push_str(&tail[..name.len() + 2]);
                        if !OTHERS.contains(&name) {
                            missed.push(name.to_owned());
                        }
                    }
                }
                rest = &tail[name.len() + 2..];
            }
            _ => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    (out, missed)
}

/// What a placeholder stands for, in words.
fn what(name: &str) -> &'static str {
    match name {
        "street" => "street (shop number, building and street)",
        "area" => "area or market",
        "locality" => "locality",
        "city" => "city",
        "region" => "state",
        _ => "PIN code",
    }
}

fn example(name: &str) -> &'static str {
    match name {
        "street" => "Shop 14, Beadon Pura",
        "area" => "Gaffar Market",
        "locality" => "Karol Bagh",
        "city" => "New Delhi",
        "region" => "Delhi",
        _ => "\"110005\"",
    }
}

fn list() -> String {
    NAMES
        .iter()
        .map(|n| format!("`{{{n}}}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Warns where a text still names the place the shop had `before` (the
/// last build's), and at `geo:` when the address changed but it did not.
pub(crate) fn remembered(files: &Files, now: &SiteFile, before: &Place) -> Vec<Diagnostic> {
    let current = Place::of(now);
    let mut out = Vec::new();
    if current.address == before.address {
        return out;
    }
    let names = old_names(&current, before);
    for (rel, parsed) in &files.files {
        out.extend(still_named(rel, parsed, &names, &current));
    }
    if current.geo == before.geo {
        let changed: Vec<&str> = names
            .iter()
            .filter(|name| name.field != "street")
            .map(|name| name.name)
            .collect();
        out.push(geo_unmoved(&files.files[rel::site], &changed));
    }
    out
}

/// A name of the place the shop had before, that no field of its address
/// has now.
struct OldName<'a> {
    /// The field of `address:` it was, e.g. `locality`.
    field: &'a str,
    name: &'a str,
    /// Whether it was the field's whole text, not a part of the street
    /// such as `Gaffar Market`.
    whole: bool,
}

/// The old names, each with its field: those that changed, and that no
/// field of the address has now (the city stays when the shop moves
/// within it).
fn old_names<'a>(current: &Place, before: &'a Place) -> Vec<OldName<'a>> {
    let mut names: Vec<OldName<'a>> = Vec::new();
    for (field, old) in &before.address {
        if field == "postal_code" || current.address.get(field) == Some(old) {
            continue;
        }
        let mut parts = vec![old.as_str()];
        if field == "street" {
            // The street's named parts: `Beadon Pura`, `Gaffar Market`.
            parts.extend(
                old.split(',')
                    .map(str::trim)
                    .filter(|p| !p.bytes().any(|b| b.is_ascii_digit())),
            );
        }
        for part in parts {
            let still = current
                .address
                .values()
                .any(|v| !words_in(v, part).is_empty());
            if part.chars().filter(|c| c.is_alphabetic()).count() >= 3
                && !still
                && !names.iter().any(|n| n.name == part)
            {
                names.push(OldName {
                    field: field.as_str(),
                    name: part,
                    whole: part == old.as_str(),
                });
            }
        }
    }
    names
}

/// A warning at each old name that a text of the file `rel` still writes.
fn still_named(
    rel: &str,
    parsed: &ParsedFile,
    names: &[OldName<'_>],
    current: &Place,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(tree) = parsed.tree.as_ref() else {
        return out;
    };
    let source = &parsed.source;
    let mut tree = tree.clone();
    each_text(&mut tree, &FieldPath::root, &mut |node, path| {
        let path = &path();
        if is_address(rel, path) {
            return;
        }
        let end = node.span.end.min(source.text.len());
        let written = &source.text[node.span.start.min(end)..end];
        let mut taken: Vec<Range<usize>> = Vec::new();
        for old in names {
            for at in words_in(written, old.name) {
                if taken.iter().any(|t| t.start < at.end && at.start < t.end) {
                    continue;
                }
                taken.push(at.clone());
                let d = Diagnostic::warning(
                    source.name.clone(),
                    format!(
                        "{}: this still names {}, where the shop was before",
                        source.path_for_people(path),
                        old.name
                    ),
                )
                .path(path)
                .at(node.span.start + at.start..node.span.start + at.end)
                .hint(format!(
                    "{}, or the new place's own name; if the text is right as it is, this goes after the next build",
                    fix(old, current)
                ));
                out.push(d);
            }
        }
    });
    out
}

/// How to write an old name so that it follows the shop.
fn fix(old: &OldName<'_>, current: &Place) -> String {
    if !old.whole {
        return "write `{area}` here, and the new market or landmark under `address:` in site.yaml as `area: …`".to_owned();
    }
    let field = old.field;
    let now = current
        .address
        .get(field)
        .map_or(String::new(), |v| format!(" (now {v})"));
    format!(
        "write `{{{field}}}` to use the {} in site.yaml{now}",
        what(field)
    )
}

/// The warning at `geo:` in `site`, when the address changed (from the
/// names `changed`) but the map position did not.
fn geo_unmoved(site: &ParsedFile, changed: &[&str]) -> Diagnostic {
    let geo = FieldPath::of("geo");
    let mut d = Diagnostic::warning(
        site.source.name.clone(),
        format!(
            "geo: the address changed{} but the map position did not",
            if changed.is_empty() {
                String::new()
            } else {
                format!(" (from {})", changed.join(", "))
            }
        ),
    )
    .path(&geo)
    .hint(format!(
        "if the shop moved, the Directions button still leads to the old place: {GEO_HOW_TO_GET}"
    ));
    if let Some((Some(key), _)) = site.tree.as_ref().and_then(|t| t.lookup_entry(&geo)) {
        d = d.at(key.span.clone());
    }
    d
}

/// Where `name` is written in `text` as whole words, its words apart by any
/// spaces or line breaks (a folded text breaks lines anywhere).
fn words_in(text: &str, name: &str) -> Vec<Range<usize>> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Vec::new();
    };
    let is_word = |c: char| c.is_alphanumeric();
    let mut found = Vec::new();
    let mut start = 0;
    while let Some(i) = text[start..].find(first).map(|i| i + start) {
        start = i + first.len();
        if text[..i].chars().next_back().is_some_and(is_word) {
            continue;
        }
        let mut end = i + first.len();
        let mut whole = true;
        for word in &words[1..] {
            let rest = &text[end..];
            let gap = rest.len() - rest.trim_start().len();
            if gap == 0 || !rest[gap..].starts_with(word) {
                whole = false;
                break;
            }
            end += gap + word.len();
        }
        if whole && !text[end..].chars().next().is_some_and(is_word) {
            found.push(i..end);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_and_braces_escaped() {
        let address = BTreeMap::from([("locality", "Laxmi Nagar".to_owned())]);
        assert_eq!(
            fill("Repair in {locality}, {{not}} {course}", &address),
            ("Repair in Laxmi Nagar, {not} {course}".to_owned(), vec![])
        );
        assert_eq!(
            fill("{localty} {area} { x }", &address),
            (
                "{localty} {area} { x }".to_owned(),
                vec!["localty".to_owned(), "area".to_owned()]
            )
        );
    }

    #[test]
    fn names_are_found_as_words_across_lines() {
        assert_eq!(
            words_in("in Gaffar\n    Market, Karol", "Gaffar Market"),
            vec![3..20]
        );
        assert!(words_in("Karol Baghs", "Karol Bagh").is_empty());
        assert!(words_in("New Delhi", "Delhi").len() == 1);
    }
}
