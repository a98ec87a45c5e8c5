//! Where a problem is, in the one way every format says it: which file, and
//! the line and column where its span starts and ends.
//!
//! Every format takes positions from [`Position::of`], so that no two
//! formats can disagree. Columns count characters
//! (Unicode scalar values), as `Source::line_col` and codespan do: `समय` is
//! 3 columns wide, not 9 bytes.

use std::ops::Range;

use shopsite_content::{Loaded, Source};

/// A span of a content file as people count: 1-based lines and columns.
/// The end is the column just after the last character (exclusive, as in
/// SARIF), so a span of 5 characters at column 12 ends at column 17.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub col: usize,
    pub end_line: usize,
    pub end_col: usize,
}

impl Position {
    /// The position of the byte range `span` of `source`. A span that ends
    /// with its line break ends on its own line, not at the next one's start.
    pub fn of(source: &Source, span: &Range<usize>) -> Position {
        let text = &source.text;
        let start = span.start.min(text.len());
        let end = span.end.clamp(start, text.len());
        let end = text
            .get(start..end)
            .map_or(end, |s| start + s.trim_end_matches(['\n', '\r']).len());
        let (line, col) = source.line_col(start);
        let (end_line, end_col) = source.line_col(end);
        Position {
            line,
            col,
            end_line,
            end_col,
        }
    }
}

/// The index of the source named `file` in `loaded.sources`: codespan's file id.
pub fn file_id(loaded: &Loaded, file: &str) -> Option<usize> {
    loaded.sources.iter().position(|s| s.name == file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_and_the_end_is_just_past_the_span() {
        let source = Source::new("x.yaml", "a: 1\nनाम: मोबाइल, दाम: 12,99\n");
        let at = source.text.find("12,99").unwrap();
        let p = Position::of(&source, &(at..at + "12,99".len()));
        // `नाम: मोबाइल, दाम: ` is 18 characters, and 42 bytes.
        assert_eq!((p.line, p.col, p.end_line, p.end_col), (2, 19, 2, 24));
    }

    #[test]
    fn a_span_ending_with_its_line_break_ends_on_its_line() {
        let source = Source::new("x.yaml", "text: |\n  one\n  two\nnext: 1\n");
        let start = source.text.find("  one").unwrap();
        let end = source.text.find("next").unwrap();
        let p = Position::of(&source, &(start..end));
        assert_eq!((p.line, p.col, p.end_line, p.end_col), (2, 1, 3, 6));
        let empty = Position::of(&source, &(0..0));
        assert_eq!(
            (empty.line, empty.col, empty.end_line, empty.end_col),
            (1, 1, 1, 1)
        );
    }
}
