//! A ₹ that became `?`: Excel's "CSV (Comma delimited)" save is
//! Windows-1252, which has no ₹, and writes `?` in its place; an editor
//! that saves in another encoding can do the same to a YAML file. The file
//! is still valid text, so nothing else notices, and the site would
//! publish `?50 off with screen guard`. Every text of every file is looked
//! at for a `?` where a ₹ belongs: before a number.

use std::sync::Arc;

use super::Check;
use crate::diagnostic::{Diagnostic, quote};
use crate::path::FieldPath;
use crate::read::yaml::{Node, NodeKind};

/// A text that a finder found something in: its file, whether that is a
/// sheet, its path, the text and where in it.
pub(super) struct Hit {
    pub rel: String,
    pub sheet: bool,
    pub path: FieldPath,
    pub text: String,
    pub at: usize,
}

/// Every text of every file read in which `find` finds something, less
/// the values that did not read at all (a price cell `?2,499`): those are
/// told already, with what to write there, and once is enough.
pub(super) fn hits(c: &Check, find: &dyn Fn(&str) -> Option<usize>) -> Vec<Hit> {
    let files = c.files;
    let mut hits = Vec::new();
    for (rel, parsed) in &files.files {
        let Some(tree) = &parsed.tree else { continue };
        let mut found = Vec::new();
        walk(tree, &FieldPath::root, &mut found, find);
        for (path, (text, at)) in found {
            let told = files.diagnostics.iter().any(|d| {
                d.is_error() && d.file == parsed.source.name && d.path.as_ref() == Some(&path)
            });
            if !told {
                hits.push(Hit {
                    rel: rel.clone(),
                    sheet: parsed.source.sheet.is_some(),
                    path,
                    text,
                    at,
                });
            }
        }
    }
    hits
}

/// Tells every `?` before a number in the texts of every file read.
pub(super) fn check(c: &mut Check) {
    for Hit {
        rel,
        sheet,
        path,
        text,
        at,
    } in hits(c, &lost_rupee)
    {
        let rel = rel.as_str();
        let said = money_at(&text, at);
        let hint = if sheet {
            crate::read::files::SAVE_CSV_AS_UTF8.to_owned()
                + "; then open it again and check that each ₹ is there"
        } else {
            format!(
                "type ₹ again in place of the `?`: {}; if your editor turned every ₹ into `?`, save the file as UTF-8 (\"Save with encoding\" → UTF-8)",
                quote(&restored(&text))
            )
        };
        let d = c
            .at(
                rel,
                &path,
                Diagnostic::error,
                format!(
                    "{} has a `?` where a ₹ belongs, and the site would show it as written",
                    quote(&said)
                ),
            )
            .hint(hint);
        c.out.push(c.narrow(d, rel, &path, &said));
    }
}

/// A text `find` finds something in (a `?` for a ₹, say): its path, the
/// text and where in it.
pub(super) type Found = (FieldPath, (String, usize));

/// The texts of `node` that `find` finds something in, each with its path,
/// the text and where. The path to `node` is made only for such a text:
/// made for every value, it took most of the check's time.
pub(super) fn walk(
    node: &Node,
    path: &dyn Fn() -> FieldPath,
    found: &mut Vec<Found>,
    find: &dyn Fn(&str) -> Option<usize>,
) {
    match &node.kind {
        NodeKind::Scalar { value, .. } => {
            if let Some(at) = find(value) {
                found.push((path(), (value.clone(), at)));
            }
        }
        NodeKind::Seq(items) => {
            for (i, item) in items.iter().enumerate() {
                walk(item, &|| path().index(i), found, find);
            }
        }
        NodeKind::Map(entries) => {
            for (key, value) in entries {
                walk(value, &|| path().key(Arc::clone(&key.name)), found, find);
            }
        }
    }
}

/// Where in `text` the first `?` stands for a ₹: before a number (a space
/// between allowed, as in `? 499`), at the start of a word, and not in a
/// link, whose `?` starts its query.
pub(crate) fn lost_rupee(text: &str) -> Option<usize> {
    // Only the `?`s are looked at, found by a byte search: going letter by
    // letter through every text took most of this check's time.
    text.match_indices('?').map(|(i, _)| i).find(|&i| {
        let before = &text[..i];
        if before
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            return false;
        }
        // The word the `?` is in, from the space before it to the one after.
        let word_start = before.trim_end_matches(|c: char| !c.is_whitespace()).len();
        let word_end = text[i..]
            .find(char::is_whitespace)
            .map_or(text.len(), |n| i + n);
        let word = &text[word_start..word_end];
        if word.contains("://") || word.starts_with("www.") {
            return false;
        }
        let after = text[i + 1..].trim_start_matches(' ');
        after.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// `text` with a ₹ for every `?` that stands for one.
fn restored(text: &str) -> String {
    let mut text = text.to_owned();
    while let Some(at) = lost_rupee(&text) {
        text.replace_range(at..at + 1, "₹");
    }
    text
}

/// The money said at the `?` at `at`: the `?` and the number after it, e.g. `?2,499`.
fn money_at(text: &str, at: usize) -> String {
    let rest = &text[at + 1..];
    let spaces = rest.len() - rest.trim_start_matches(' ').len();
    let digits = rest[spaces..]
        .find(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .unwrap_or(rest.len() - spaces);
    let end = at + 1 + spaces + digits;
    text[at..end].trim_end_matches(['.', ',']).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_mark_before_a_number_is_a_lost_rupee() {
        assert_eq!(lost_rupee("?50 off with screen guard"), Some(0));
        assert_eq!(lost_rupee("Only ?2,499"), Some(5));
        assert_eq!(lost_rupee("Save ? 500 today"), Some(5));
        assert_eq!(lost_rupee("(?1,499-?1,999)"), Some(1));
        assert_eq!(money_at("Only ?2,499.", 5), "?2,499");
        assert_eq!(money_at("Save ? 500 today", 5), "? 500");
        assert_eq!(restored("?499–?1,499, why?"), "₹499–₹1,499, why?");
        // A `?` after a link's is in a word of its own, also after a space
        // that is no ASCII space.
        assert_eq!(lost_rupee("https://x.in/a?1 ?2"), Some(17));
        assert_eq!(lost_rupee("photo.jpg?12 for ?30"), Some(17));
        assert_eq!(lost_rupee("see https://x.in\u{a0}?99"), Some(18));
        // Devanagari around it: the byte search must land on the `?`, not
        // inside a letter, and a `?` right after a Hindi word is a question.
        assert_eq!(lost_rupee("बैटरी बदलें ?1,499 में"), Some("बैटरी बदलें ".len()));
        assert_eq!(lost_rupee("कीमत?499"), None);
    }

    #[test]
    fn a_question_and_a_link_are_no_lost_rupee() {
        assert_eq!(lost_rupee("Why pay more?"), None);
        assert_eq!(lost_rupee("Which phone? 5 brands"), None);
        assert_eq!(lost_rupee("https://img.example/a.jpg?1234"), None);
        assert_eq!(lost_rupee("see www.example.com/x?12"), None);
        assert_eq!(lost_rupee("₹50 off"), None);
    }
}
