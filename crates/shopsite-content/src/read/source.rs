//! A content file's text, and conversion from YAML positions to byte offsets.

/// Content files larger than this are refused before parsing. The shop's
/// largest file is a few kilobytes; this bound keeps a runaway file from
/// stalling the build or using much memory.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// The files of a catalogue (`products.yaml`, `products/*.yaml` and
/// `products.csv`) may be this large, each and all of them together: 100,000
/// products as rich as the example shop's (descriptions, more photos,
/// highlights) take 64 MB as CSV and 84 MB as YAML (the catalogue
/// generator's, `crates/shopsite/examples/catalogue.rs`). Loading is linear
/// in the size, and the parsers' own limits (rows, cells, nodes) bound the
/// memory.
pub const MAX_CATALOGUE_BYTES: u64 = 128_000_000;

pub use crate::words::nfc;

/// One content file that was read.
#[derive(Debug, Clone)]
pub struct Source {
    /// The path as shown to the owner, e.g. `content/products.yaml`.
    pub name: String,
    /// The file's text.
    pub text: String,
    /// For a spreadsheet, where its rows and cells are.
    pub sheet: Option<crate::read::grid::Sheet>,
    line_starts: Vec<usize>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        let text = text.into();
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Source {
            name: name.into(),
            text,
            sheet: None,
            line_starts,
        }
    }

    /// Byte offset of a 1-based line and a 0-based column counted in characters,
    /// which is how the YAML parser reports positions.
    pub fn offset(&self, line: usize, col: usize) -> usize {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return self.text.len();
        };
        let rest = &self.text[start..];
        rest.char_indices()
            .nth(col)
            .map_or(self.text.len(), |(i, _)| start + i)
    }

    /// The text of a 1-based line, without its line break.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .map_or(self.text.len(), |&next| next - 1);
        self.text[start..end].trim_end_matches('\r')
    }

    /// A field path as people read it in messages about this file: lists
    /// counted from 1 (`products[4].price` is the fourth product), and in a
    /// spreadsheet an item by its row (`row 5, price`).
    pub fn path_for_people(&self, path: &crate::path::FieldPath) -> String {
        match &self.sheet {
            Some(sheet) => sheet.name(path),
            None => path.for_people().to_string(),
        }
    }

    /// Where `span` is in a spreadsheet: "row 5, column C (price)".
    pub fn sheet_place(
        &self,
        span: &std::ops::Range<usize>,
    ) -> Option<crate::read::grid::SheetPlace> {
        self.sheet.as_ref()?.place(&self.text, span)
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let col = self.text[start..offset.min(self.text.len())]
            .chars()
            .count()
            + 1;
        (line, col)
    }
}

#[cfg(test)]
mod tests {
    use super::Source;

    #[test]
    fn converts_char_columns_to_bytes_and_back() {
        let src = Source::new("x.yaml", "a: ₹1\nसमय: 2\n");
        // `2` is the 5th character of line 2; Devanagari letters are 3 bytes each.
        let off = src.offset(2, 5);
        assert_eq!(&src.text[off..off + 1], "2");
        assert_eq!(src.line_col(off), (2, 6));
        assert_eq!(src.offset(9, 0), src.text.len());
        assert_eq!(src.line_text(2), "समय: 2");
        assert_eq!(src.line_text(3), "");
    }
}
