//! What codespan draws a content diagnostic from: each file as it is, or,
//! where a line it points at is longer than [`MAX_LINE`] characters (a
//! spreadsheet row with photo links), only the lines it points at, each long
//! one cut to a window around its carets. So a long row still shows its
//! snippet and its "first used here", shortened around the cell. Line
//! numbers and `--> file:line:col` stay the file's own, except that a
//! spreadsheet's gutter shows row numbers, as its `-->` line does.

use std::ops::Range;

use codespan_reporting::files::{Error, Files, Location};
use shopsite_content::Source;
use unicode_segmentation::UnicodeSegmentation;

/// Lines longer than this, in characters, are cut around their carets.
pub const MAX_LINE: usize = 240;

/// Characters kept on either side of the carets of a cut line.
const CONTEXT: usize = 40;

/// A caret longer than this, in characters, is cut too.
const LONGEST_CARET: usize = 120;

/// Cut lines start or end with this where text was left out.
const ELLIPSIS: &str = "…";

/// The files of a load, as codespan sees them for one diagnostic. A file
/// id is the source's index in `Loaded::sources`.
pub struct Excerpt<'a> {
    files: Vec<File<'a>>,
}

enum File<'a> {
    Whole(&'a Source),
    Cut(Cut<'a>),
}

/// Some lines of a file, each cut to a window or whole.
struct Cut<'a> {
    source: &'a Source,
    /// The lines, one after the other, each ending with a line break.
    text: String,
    lines: Vec<Kept>,
}

/// A line of a [`Cut`].
struct Kept {
    /// Its number in the file.
    number: usize,
    /// Where its text starts in the cut's text, and where it ends (before
    /// its line break).
    at: usize,
    end: usize,
    /// Where the window starts in the file, and how many bytes it keeps.
    real: usize,
    len: usize,
    /// The bytes of the ellipsis before the window.
    lead: usize,
}

impl<'a> Excerpt<'a> {
    /// The view of `sources` for a diagnostic whose labels are `labels`:
    /// `(file id, byte range)`.
    pub fn new(sources: &'a [Source], labels: &[(usize, Range<usize>)]) -> Excerpt<'a> {
        let files = sources
            .iter()
            .enumerate()
            .map(|(id, source)| {
                let mine: Vec<&Range<usize>> = labels
                    .iter()
                    .filter(|(file, _)| *file == id)
                    .map(|(_, span)| span)
                    .collect();
                let long = mine.iter().any(|span| {
                    let line = source.line_col(span.start).0;
                    source.line_text(line).chars().count() > MAX_LINE
                });
                if long {
                    File::Cut(Cut::new(source, &mine))
                } else {
                    File::Whole(source)
                }
            })
            .collect();
        Excerpt { files }
    }

    /// Where `span` of the file `id` is in the view: in a cut line, within
    /// its window and on its first line.
    pub fn map(&self, id: usize, span: &Range<usize>) -> Range<usize> {
        match &self.files[id] {
            File::Whole(_) => span.clone(),
            File::Cut(cut) => cut.map(span),
        }
    }

    fn source(&self, id: usize) -> Result<&'a Source, Error> {
        match self.files.get(id) {
            Some(File::Whole(source)) => Ok(source),
            Some(File::Cut(cut)) => Ok(cut.source),
            None => Err(Error::FileMissing),
        }
    }
}

impl<'a> Cut<'a> {
    fn new(source: &'a Source, spans: &[&Range<usize>]) -> Cut<'a> {
        let mut numbers: Vec<usize> = spans.iter().map(|s| source.line_col(s.start).0).collect();
        numbers.sort_unstable();
        numbers.dedup();
        let mut text = String::new();
        let mut lines = Vec::new();
        for number in numbers {
            let start = source.offset(number, 0);
            let line = source.line_text(number);
            let (window, lead) = if line.chars().count() > MAX_LINE {
                // The carets on this line, within it.
                let on_line = spans
                    .iter()
                    .filter(|s| source.line_col(s.start).0 == number)
                    .map(|s| s.start - start..s.end.clamp(s.start, start + line.len()) - start);
                let lo = on_line.clone().map(|s| s.start).min().unwrap_or(0);
                let hi = on_line.map(|s| s.end).max().unwrap_or(lo);
                let hi = hi.min(char_end(line, lo, LONGEST_CARET));
                let from = char_back(line, lo, CONTEXT);
                let to = char_end(line, hi, CONTEXT);
                (from..to, if from > 0 { ELLIPSIS.len() } else { 0 })
            } else {
                (0..line.len(), 0)
            };
            let at = text.len();
            if lead > 0 {
                text.push_str(ELLIPSIS);
            }
            text.push_str(&line[window.clone()]);
            if window.end < line.len() {
                text.push_str(ELLIPSIS);
            }
            lines.push(Kept {
                number,
                at,
                end: text.len(),
                real: start + window.start,
                len: window.len(),
                lead,
            });
            text.push('\n');
        }
        Cut {
            source,
            text,
            lines,
        }
    }

    fn map(&self, span: &Range<usize>) -> Range<usize> {
        let number = self.source.line_col(span.start).0;
        let Some(kept) = self.lines.iter().find(|l| l.number == number) else {
            return 0..0;
        };
        let inside =
            |real: usize| kept.at + kept.lead + real.saturating_sub(kept.real).min(kept.len);
        inside(span.start)..inside(span.end.max(span.start))
    }

    /// The place in the file of a place in the cut.
    fn unmap(&self, at: usize) -> usize {
        let kept = self
            .lines
            .iter()
            .rev()
            .find(|l| l.at <= at)
            .unwrap_or(&self.lines[0]);
        kept.real + at.saturating_sub(kept.at + kept.lead).min(kept.len)
    }

    fn line_index(&self, at: usize) -> usize {
        self.lines.iter().rposition(|l| l.at <= at).unwrap_or(0)
    }
}

/// The byte offset `n` characters before `at` in `line`.
fn char_back(line: &str, at: usize, n: usize) -> usize {
    line[..at]
        .grapheme_indices(true)
        .rev()
        .nth(n.saturating_sub(1))
        .map_or(0, |(i, _)| i)
}

/// The byte offset `n` letters after `at` in `line`, at a letter's end.
fn char_end(line: &str, at: usize, n: usize) -> usize {
    line[at..]
        .grapheme_indices(true)
        .nth(n)
        .map_or(line.len(), |(i, _)| at + i)
}

impl<'f> Files<'f> for Excerpt<'_> {
    type FileId = usize;
    type Name = &'f str;
    type Source = &'f str;

    fn name(&'f self, id: usize) -> Result<&'f str, Error> {
        Ok(&self.source(id)?.name)
    }

    fn source(&'f self, id: usize) -> Result<&'f str, Error> {
        match self.files.get(id) {
            Some(File::Whole(source)) => Ok(&source.text),
            Some(File::Cut(cut)) => Ok(&cut.text),
            None => Err(Error::FileMissing),
        }
    }

    fn line_index(&'f self, id: usize, byte_index: usize) -> Result<usize, Error> {
        match self.files.get(id) {
            Some(File::Whole(source)) => Ok(source.line_col(byte_index).0 - 1),
            Some(File::Cut(cut)) => Ok(cut.line_index(byte_index)),
            None => Err(Error::FileMissing),
        }
    }

    /// The number in the gutter: the line's, or in a spreadsheet its row's,
    /// as the `-->` line names the row.
    fn line_number(&'f self, id: usize, line_index: usize) -> Result<usize, Error> {
        let line = match self.files.get(id) {
            Some(File::Cut(cut)) => {
                cut.lines
                    .get(line_index)
                    .map(|l| l.number)
                    .ok_or(Error::LineTooLarge {
                        given: line_index,
                        max: cut.lines.len().saturating_sub(1),
                    })?
            }
            Some(File::Whole(_)) => line_index + 1,
            None => return Err(Error::FileMissing),
        };
        let source = self.source(id)?;
        let start = source.offset(line, 0);
        Ok(source.sheet_place(&(start..start)).map_or(line, |p| p.row))
    }

    fn location(&'f self, id: usize, byte_index: usize) -> Result<Location, Error> {
        let real = match self.files.get(id) {
            Some(File::Whole(_)) => byte_index,
            Some(File::Cut(cut)) => cut.unmap(byte_index),
            None => return Err(Error::FileMissing),
        };
        let (line_number, column_number) = self.source(id)?.line_col(real);
        Ok(Location {
            line_number,
            column_number,
        })
    }

    fn line_range(&'f self, id: usize, line_index: usize) -> Result<Range<usize>, Error> {
        match self.files.get(id) {
            Some(File::Whole(source)) => {
                let last = source.line_col(source.text.len()).0 - 1;
                if line_index > last {
                    return Err(Error::LineTooLarge {
                        given: line_index,
                        max: last,
                    });
                }
                Ok(source.offset(line_index + 1, 0)..source.offset(line_index + 2, 0))
            }
            Some(File::Cut(cut)) => {
                let kept = cut.lines.get(line_index).ok_or(Error::LineTooLarge {
                    given: line_index,
                    max: cut.lines.len().saturating_sub(1),
                })?;
                Ok(kept.at..kept.end + 1)
            }
            None => Err(Error::FileMissing),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_around_its_caret_and_keeps_its_place() {
        let row = format!("{},12,99,{}", "a".repeat(300), "b".repeat(300));
        let source = Source::new("p.csv", format!("id,price\n{row}\n"));
        let at = source.text.find("12,99").unwrap();
        let sources = [source];
        let view = Excerpt::new(&sources, &[(0, at..at + 5)]);
        let span = view.map(0, &(at..at + 5));
        let text = view.source(0).unwrap();
        let shown = Files::source(&view, 0).unwrap();
        assert_eq!(&shown[span.clone()], "12,99");
        assert!(
            shown.starts_with('…') && shown.trim_end().ends_with('…'),
            "{shown}"
        );
        assert!(shown.len() < 120, "{shown}");
        let location = view.location(0, span.start).unwrap();
        assert_eq!((location.line_number, location.column_number), (2, 302));
        assert_eq!(view.line_number(0, 0).unwrap(), 2);
        assert_eq!(text.line_col(at), (2, 302));
    }

    #[test]
    fn a_cut_line_starts_and_ends_between_letters() {
        // Each `सिंग` is 4 characters but 2 letters (सिं, ग): a window of
        // 40 characters back from the caret would start at the vowel sign
        // `ि` (`…िंग तेज़ हो।`); 40 letters back it starts at a whole one.
        let hindi = "चार्जिंग तेज़ हो। ".repeat(20);
        let row = format!("{hindi},12,{hindi}");
        let source = Source::new("p.csv", format!("id,price\n{row}\n"));
        let at = source.text.find(",12,").unwrap() + 1;
        let sources = [source];
        let view = Excerpt::new(&sources, &[(0, at..at + 2)]);
        let span = view.map(0, &(at..at + 2));
        let shown = Files::source(&view, 0).unwrap();
        assert_eq!(&shown[span], "12");
        let line = shown.lines().next().unwrap();
        let first = line
            .strip_prefix('…')
            .unwrap()
            .graphemes(true)
            .next()
            .unwrap();
        let last = line
            .strip_suffix('…')
            .unwrap()
            .graphemes(true)
            .next_back()
            .unwrap();
        let starts_a_letter =
            |g: &str| !g.starts_with(|c: char| ('\u{093C}'..='\u{094D}').contains(&c));
        assert!(starts_a_letter(first) && starts_a_letter(last), "{line}");
        assert_eq!(line.graphemes(true).count(), 1 + 40 + 2 + 40 + 1, "{line}");
    }

    #[test]
    fn short_lines_are_shown_whole() {
        let sources = [Source::new("p.yaml", "a: 1\nb: 2\n")];
        let view = Excerpt::new(&sources, &[(0, 8..9)]);
        assert_eq!(view.map(0, &(8..9)), 8..9);
        assert_eq!(view.line_range(0, 1).unwrap(), 5..10);
        assert_eq!(view.line_index(0, 8).unwrap(), 1);
    }
}
