//! Words that became `?`s: Excel's "CSV (Comma delimited)" save is
//! Windows-1252, which has no Devanagari, and writes a `?` for each letter
//! it cannot hold, so `फ़ोन रिपेयर` is saved as `???? ??????`. The file is
//! still valid text, so nothing else notices, and the site would publish
//! the question marks. Every text of every file is looked at for a word
//! made only of two or more `?`s; `Is it waterproof?` and `Really???`
//! stay allowed, and so does a lone `?`.

use super::Check;
use super::rupee::{Hit, hits, lost_rupee};
use crate::diagnostic::{Diagnostic, quote};

/// Tells every text with a word of `?`s in every file read, once a text.
pub(super) fn check(c: &mut Check) {
    for Hit {
        rel,
        sheet,
        path,
        text,
        at,
    } in hits(c, &lost_word)
    {
        let rel = rel.as_str();
        // A ₹ lost in the same text is told already, with the same help.
        if lost_rupee(&text).is_some() {
            continue;
        }
        let word = word_at(&text, at);
        let hint = if sheet {
            crate::read::files::SAVE_CSV_AS_UTF8.to_owned()
                + "; Excel still holds the words, so they come back; then open the file again and check that they are there"
        } else {
            "type the words again, and save the file as UTF-8 (\"Save with encoding\" → UTF-8): an editor that saves in another encoding writes `?` for each Hindi letter".to_owned()
        };
        let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!(
                        "{} has question marks where the words were (Hindi, or any letter the file's encoding could not hold), and the site would show them as written",
                        quote(&text)
                    ),
                )
                .hint(hint);
        c.out.push(c.narrow(d, rel, &path, word));
    }
}

/// Where in `text` the first word made only of `?`s, two or more, starts.
/// A word is what stands between spaces, less the signs around it (`(??
/// ???),` holds two such words).
pub(crate) fn lost_word(text: &str) -> Option<usize> {
    // Only texts with two `?`s in a row are looked at further.
    text.contains("??").then_some(())?;
    for word in text.split(char::is_whitespace) {
        // Where the word starts in `text`: it is a slice of it.
        let at = word.as_ptr() as usize - text.as_ptr() as usize;
        let core = word.trim_matches(|c: char| c != '?' && !c.is_alphanumeric());
        if core.len() >= 2 && core.bytes().all(|b| b == b'?') {
            return Some(at + word.find('?').unwrap_or(0));
        }
    }
    None
}

/// The word of `?`s at `at` in `text`.
fn word_at(text: &str, at: usize) -> &str {
    let rest = &text[at..];
    &rest[..rest.find(|c: char| c != '?').unwrap_or(rest.len())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_of_question_marks_is_a_lost_word() {
        assert_eq!(lost_word("????? ???"), Some(0));
        assert_eq!(lost_word("Screen ?????? fitting"), Some(7));
        assert_eq!(lost_word("Free (???? ?????), today"), Some(6));
        assert_eq!(lost_word("Samsung ??????? 5G"), Some(8));
        assert_eq!(word_at("Screen ?????? fitting", 7), "??????");
    }

    #[test]
    fn a_question_asked_is_no_lost_word() {
        for text in [
            "Is it waterproof?",
            "Really???",
            "What? Why?",
            "Is it ? Yes",
            "https://wa.me/?text=hi",
            "",
        ] {
            assert_eq!(lost_word(text), None, "{text}");
        }
    }
}
