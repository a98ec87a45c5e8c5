//! Where the rows and cells of a spreadsheet export are, as a spreadsheet
//! program numbers them, for messages: `sheet.rs` reads the export and
//! records its rows here; the reports ask where a byte of it is.

use std::ops::Range;
use std::sync::Arc;

/// Where the rows and cells of a spreadsheet are, as a spreadsheet program
/// numbers them: rows from 1 (the header row), a cell with line breaks
/// still one row; columns A, B, C… Messages name a product of the sheet by
/// its row, and reports say "row 5, column C (price)" rather than a line
/// and column of the file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sheet {
    /// The header row's names, column A first, as written.
    pub columns: Vec<String>,
    /// Each record's first byte and its row number, in the file's order.
    pub(crate) rows: Vec<(usize, usize)>,
    /// The row of each item, by its index in the list (`products[3]`).
    pub(crate) items: Vec<usize>,
    /// The items whose row could not be read (its cell count is wrong),
    /// already reported. They keep their place in the list, so the rows
    /// after them keep their numbers (`products[3]` is still row 5).
    pub(crate) unread: Vec<usize>,
}

/// A place in a spreadsheet: a row, and the column when the place is
/// within one cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetPlace {
    pub row: usize,
    /// The column's letters (`C`) and the name its header gives it.
    pub column: Option<(String, String)>,
}

impl std::fmt::Display for SheetPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.column {
            Some((letters, name)) if !name.is_empty() => {
                write!(f, "row {}, column {letters} ({name})", self.row)
            }
            Some((letters, _)) => write!(f, "row {}, column {letters}", self.row),
            None => write!(f, "row {}", self.row),
        }
    }
}

impl Sheet {
    /// The row of the item at `index` of the list.
    pub fn item_row(&self, index: usize) -> Option<usize> {
        self.items.get(index).copied()
    }

    /// Whether the item at `index` is a row that could not be read, and
    /// was reported: it stands in the list only to keep the numbers of the
    /// items after it.
    pub fn unread(&self, index: usize) -> bool {
        self.unread.binary_search(&index).is_ok()
    }

    /// Where the byte range `span` of the sheet's `text` is: its row, and
    /// its column when it lies within one cell.
    pub fn place(&self, text: &str, span: &Range<usize>) -> Option<SheetPlace> {
        let at = self.rows.partition_point(|(start, _)| *start <= span.start);
        let (start, row) = *self.rows.get(at.checked_sub(1)?)?;
        let column = cells(text, start)
            .into_iter()
            .enumerate()
            .find(|(_, cell)| cell.start <= span.start && span.end <= cell.end.max(cell.start + 1))
            .map(|(i, _)| {
                let name = self.columns.get(i).cloned().unwrap_or_default();
                (column_letters(i), name)
            });
        Some(SheetPlace { row, column })
    }

    /// A field path as people read it here: an item by its row
    /// (`products[3].price` → `row 5, price`), lists counted from 1.
    pub fn name(&self, path: &crate::path::FieldPath) -> String {
        use crate::path::{FieldPath, Segment};
        let segments = path.segments();
        let (Some(Segment::Key(_)), Some(Segment::Index(i))) = (segments.first(), segments.get(1))
        else {
            return path.for_people().to_string();
        };
        let Some(row) = self.item_row(*i) else {
            return path.for_people().to_string();
        };
        let mut rest = FieldPath::root();
        for segment in &segments[2..] {
            rest = match segment {
                Segment::Key(key) => rest.key(Arc::clone(key)),
                Segment::Index(i) => rest.index(*i),
            };
        }
        if rest.is_root() {
            format!("row {row}")
        } else {
            format!("row {row}, {}", rest.for_people())
        }
    }
}

/// `A`, `B`, … `Z`, `AA`, `AB`: the letters of the column at `index` (from 0).
pub fn column_letters(index: usize) -> String {
    let mut n = index + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(b'A' + rem as u8);
        n = (n - 1) / 26;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ASCII letters")
}

/// The byte ranges of the cells of the record that starts at `start`,
/// quotes included, as csv-core reads them: a quoted cell may hold commas
/// and line breaks.
fn cells(text: &str, start: usize) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut cells = Vec::new();
    let mut at = start;
    loop {
        let cell_start = at;
        // A quote opens a cell only at its start; `""` inside is a quote.
        if bytes.get(at) == Some(&b'"') {
            at += 1;
            while let Some(&b) = bytes.get(at) {
                at += 1;
                if b == b'"' {
                    if bytes.get(at) != Some(&b'"') {
                        break;
                    }
                    at += 1;
                }
            }
        }
        while let Some(&b) = bytes.get(at) {
            if matches!(b, b',' | b'\n' | b'\r') {
                break;
            }
            at += 1;
        }
        cells.push(cell_start..at);
        if bytes.get(at) != Some(&b',') {
            return cells;
        }
        at += 1;
    }
}
