//! A spreadsheet export (`products.csv`) read into the same marked tree as a
//! YAML list file: `products:` with one group per row, each cell a value
//! spanning its bytes in the file. From there the CSV goes the YAML's way
//! (the deserializer, every check of `validate/`), so a rule holds for both
//! and points at the cell.
//!
//! The header row names the columns by the YAML keys, in any order; optional
//! columns may be left out. An empty cell is an absent field, except in a
//! required column, where it is kept empty so the check says what belongs
//! there. A list (`highlights`, `more_images`) is one cell with its items
//! separated by `|`; a text of several lines (`description`) is one cell
//! with line breaks in it.
//! csv-core does the CSV (quotes, doubled quotes, line breaks in quoted
//! cells); it reads one cell at a time and says how many bytes it took,
//! which gives each cell's place even after a cell that spans lines.

use std::ops::Range;
use std::sync::Arc;

use csv_core::{ReadFieldResult, Reader};

use crate::diagnostic::{Diagnostic, suggest_key};
use crate::read::de::list;
use crate::read::grid::Sheet;
use crate::read::source::Source;
use crate::read::yaml::{Key, Node, NodeKind};

/// More rows than this are refused: 200,000 rich products fill a 128 MB file.
pub const MAX_ROWS: usize = 200_000;
/// More columns than this are refused; a product has 17 fields.
pub const MAX_COLUMNS: usize = 64;
/// A cell longer than this is refused; a product's longest text, its
/// description, is a few paragraphs.
pub const MAX_CELL_BYTES: usize = 16 * 1024;

/// The columns a sheet may have: the fields of the item type, from its JSON
/// Schema, so the sheet and the YAML files can never disagree.
#[derive(Debug, Clone)]
pub struct Columns {
    /// Every field, in the order the type declares them.
    pub names: Vec<String>,
    /// The fields that every item must have.
    pub required: Vec<String>,
    /// The fields that hold a list, written as one cell with `|` between items.
    pub lists: Vec<String>,
    /// What a row is, for messages: the item type's name in words
    /// (`Product`: "product", `RepairPrice`: "repair price").
    pub noun: String,
}

impl Columns {
    pub fn of<T: schemars::JsonSchema>() -> Columns {
        let schema = serde_json::to_value(schemars::schema_for!(T)).unwrap_or_default();
        let strings = |v: &serde_json::Value| -> Vec<String> {
            v.as_array()
                .into_iter()
                .flatten()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        };
        let properties = schema["properties"]
            .as_object()
            .cloned()
            .unwrap_or_default();
        // The type's name in words: `RepairPrice` → "repair price".
        let title = schema["title"].as_str().unwrap_or("item");
        let mut noun = String::new();
        for c in title.chars() {
            if c.is_uppercase() && !noun.is_empty() {
                noun.push(' ');
            }
            noun.extend(c.to_lowercase());
        }
        Columns {
            noun,
            names: properties.keys().cloned().collect(),
            required: strings(&schema["required"]),
            lists: properties
                .iter()
                .filter(|(_, p)| p["type"] == "array")
                .map(|(name, _)| name.clone())
                .collect(),
        }
    }
}

/// One cell: its place in the file (quotes included) and its text.
struct Cell {
    raw: Range<usize>,
    value: String,
}

/// One record of the file.
struct Row {
    cells: Vec<Cell>,
    /// How many cells it had, also past [`MAX_COLUMNS`].
    count: usize,
}

/// Reads `source` as a sheet whose rows are the items of the list `key`, and
/// returns the tree `{key: [row, …]}` (`None` when the header row is
/// unusable, so no row can be read) and where its rows and cells are.
/// `folder` is where the list's YAML files may be instead (`products/`), for
/// the hint to a sheet too long to read. Problems go to `out`.
pub(crate) fn parse(
    source: &Source,
    key: &str,
    folder: &str,
    columns: &Columns,
    out: &mut Vec<Diagnostic>,
) -> (Option<Node>, Sheet) {
    let mut sheet = Sheet::default();
    let tree = read_sheet(source, key, folder, columns, &mut sheet, out);
    (tree, sheet)
}

/// [`parse`]: the rows are lexed in order, for their numbers and places,
/// then each is turned into its group on every core ([`Header::rows`]).
fn read_sheet(
    source: &Source,
    key: &str,
    folder: &str,
    columns: &Columns,
    sheet: &mut Sheet,
    out: &mut Vec<Diagnostic>,
) -> Option<Node> {
    let file = source.name.as_str();
    let mut lexed = Vec::new();
    let mut header: Option<Header> = None;
    // Line breaks inside the cells read so far: a row is its line less these.
    let mut breaks_in_cells = 0;
    // What ended the reading early, told after the rows read before it.
    let mut stop = None;
    // Whether the header row was refused, which it has said why.
    let mut refused = false;
    let read = read_rows(source, &mut |row: Row| {
        let start = row.cells.first().map_or(0, |c| c.raw.start);
        let number = source.line_col(start).0 - breaks_in_cells;
        breaks_in_cells += row
            .cells
            .iter()
            .map(|c| source.text[c.raw.clone()].matches('\n').count())
            .sum::<usize>();
        sheet.rows.push((start, number));
        if header.is_none() {
            sheet.columns = row
                .cells
                .iter()
                .map(|c| c.value.trim().to_owned())
                .collect();
            let Some(read) = Header::read(source, row, columns, out) else {
                refused = true;
                return None;
            };
            header = Some(read);
            return Some(());
        }
        if lexed.len() >= MAX_ROWS {
            stop = Some(too_many_rows(file, row.cells[0].raw.start, folder));
            return None;
        }
        lexed.push(row);
        sheet.items.push(number);
        Some(())
    });
    let Some(header) = header else {
        match read {
            Err(d) => out.push(d),
            Ok(()) if !refused => out.push(empty(file, columns)),
            Ok(()) => {}
        }
        return None;
    };
    let rows = header.rows(source, lexed, sheet, out);
    if let Err(d) = read {
        out.push(d);
        return None;
    }
    out.extend(stop);
    if !header.usable {
        return None;
    }
    let end = source.text.len();
    Some(Node {
        span: 0..end,
        kind: NodeKind::Map(vec![(
            Key {
                name: key.into(),
                span: header.span.clone(),
            },
            Node {
                span: header.span.start..end,
                kind: NodeKind::Seq(rows),
            },
        )]),
    })
}

/// A sheet longer than [`MAX_ROWS`], told at the row `at` where it ends
/// being read; `folder` is where the list may be kept instead.
fn too_many_rows(file: &str, at: usize, folder: &str) -> Diagnostic {
    Diagnostic::error(
        file,
        format!("this sheet has more than {MAX_ROWS} rows, which shopsite does not read"),
    )
    .at(at..at)
    .hint(format!(
        "split the list over several files, e.g. `{folder}*.yaml` files"
    ))
}

/// A sheet with no row at all, not even the header.
fn empty(file: &str, columns: &Columns) -> Diagnostic {
    Diagnostic::error(file, "this file is empty")
        .at(0..0)
        .hint(format!(
            "the first row names the columns, e.g. `{}`; then one row per {}",
            columns.names.join(","),
            columns.noun
        ))
}

/// A header cell that names no column; a required column it is likely
/// meant to be goes to `meant`.
fn unknown_column<'a>(
    file: &str,
    cell: &Cell,
    columns: &'a Columns,
    meant: &mut Vec<&'a str>,
) -> Diagnostic {
    let name = cell.value.trim();
    let d = if name.is_empty() {
        Diagnostic::error(file, "this column has no name")
            .at(cell.raw.start..cell.raw.start)
            .hint("name it with one of the columns below, or delete the column")
    } else {
        let d = Diagnostic::error(file, format!("unknown column `{name}`"))
            .at(cell.raw.clone())
            .found(format!("`{name}`"));
        match suggest_key(name, columns.names.iter().map(String::as_str)) {
            Some(s) => {
                meant.push(s);
                d.hint(format!("did you mean `{s}`?"))
            }
            None => d.hint("rename the column to one of those below, or delete it"),
        }
    };
    d.expected(format!("one of {}", list(&columns.names)))
}

/// Whether the header `names` every required column. One that an unknown
/// column is likely `meant` to be was told there; the others are told at
/// the header row, `line_span`.
fn all_required(
    file: &str,
    line_span: Range<usize>,
    columns: &Columns,
    cells: &[Option<Column>],
    meant: &[&str],
    out: &mut Vec<Diagnostic>,
) -> bool {
    let missing: Vec<&str> = columns
        .required
        .iter()
        .filter(|r| !cells.iter().flatten().any(|c| &*c.name == r.as_str()))
        .map(String::as_str)
        .collect();
    let all = missing.is_empty();
    let missing: Vec<&str> = missing.into_iter().filter(|m| !meant.contains(m)).collect();
    if !missing.is_empty() {
        let names = list(&missing);
        let what = if missing.len() == 1 {
            "column"
        } else {
            "columns"
        };
        out.push(
            Diagnostic::error(file, format!("the header row has no {what} {names}"))
                .at(line_span)
                .expected(format!("the required columns {}", list(&columns.required)))
                .hint(format!(
                    "add the {what} {names} to the first row, in any place; every {} needs a value there",
                    columns.noun
                )),
        );
    }
    all
}

/// The header row: which column each cell is, and whether rows can be read.
struct Header {
    /// The column of each cell; `None` for a column that is not read.
    cells: Vec<Option<Column>>,
    /// The header row's place, from its first cell to its last.
    span: Range<usize>,
    usable: bool,
}

/// A column the header names: its name, shared by the key of every row's
/// value, and what the schema says of it.
struct Column {
    name: Arc<str>,
    required: bool,
    list: bool,
}

impl Header {
    fn read(
        source: &Source,
        row: Row,
        columns: &Columns,
        out: &mut Vec<Diagnostic>,
    ) -> Option<Header> {
        let file = source.name.as_str();
        let span = row_span(&row);
        let line_span = line_from(source, span.start);
        if row.count > MAX_COLUMNS {
            out.push(
                Diagnostic::error(
                    file,
                    format!(
                        "the header row has {} columns, more than the {MAX_COLUMNS} shopsite reads",
                        row.count
                    ),
                )
                .at(line_span)
                .hint(format!("the columns are {}", columns.names.join(", "))),
            );
            return None;
        }
        let mut usable = true;
        // Required columns an unknown column is likely meant to be: its
        // "did you mean" says what is wrong, so they are not also missing.
        let mut meant: Vec<&str> = Vec::new();
        let mut cells: Vec<Option<Column>> = Vec::with_capacity(row.cells.len());
        let known = || columns.names.iter().map(String::as_str);
        for (i, cell) in row.cells.iter().enumerate() {
            let name = cell.value.trim();
            let first = row.cells[..i]
                .iter()
                .find(|c| c.value.trim() == name && !name.is_empty());
            if let Some(first) = first {
                usable = false;
                out.push(
                    Diagnostic::error(file, format!("the column `{name}` appears twice"))
                        .at(cell.raw.clone())
                        .related(file, first.raw.clone(), "first named here")
                        .hint("keep one of them; a row cannot say two things for one field"),
                );
                cells.push(None);
            } else if known().any(|n| n == name) {
                cells.push(Some(Column {
                    name: Arc::from(name),
                    required: columns.required.iter().any(|r| r == name),
                    list: columns.lists.iter().any(|l| l == name),
                }));
            } else {
                out.push(unknown_column(file, cell, columns, &mut meant));
                cells.push(None);
            }
        }
        usable &= all_required(file, line_span, columns, &cells, &meant, out);
        Some(Header {
            cells,
            span,
            usable,
        })
    }

    /// The group of each of the `rows` after the header, in their order, on
    /// every core: a row is turned into its group alone, and its problems go
    /// to `out` after those of the rows before it, as when read one by one.
    /// A row that cannot be read stands in the list as an empty group, so
    /// that the rows after it keep their places; it goes to `sheet.unread`.
    fn rows(
        &self,
        source: &Source,
        rows: Vec<Row>,
        sheet: &mut Sheet,
        out: &mut Vec<Diagnostic>,
    ) -> Vec<Node> {
        let read = crate::parallel::map_in_order(rows, |row| {
            let span = row_span(&row);
            let mut found = Vec::new();
            let node = self.row(source, row, &mut found).ok_or(span);
            (node, found)
        });
        let mut nodes = Vec::with_capacity(read.len());
        for (i, (node, found)) in read.into_iter().enumerate() {
            out.extend(found);
            nodes.push(node.unwrap_or_else(|span| {
                sheet.unread.push(i);
                Node {
                    span,
                    kind: NodeKind::Map(Vec::new()),
                }
            }));
        }
        nodes
    }

    /// The group of `key: value` lines the row stands for, or `None` when it
    /// cannot be read as one.
    fn row(&self, source: &Source, row: Row, out: &mut Vec<Diagnostic>) -> Option<Node> {
        if !self.usable {
            return None;
        }
        let span = row_span(&row);
        if row.count != self.cells.len() {
            let line_span = line_from(source, span.start);
            out.push(
                Diagnostic::error(
                    &source.name,
                    format!(
                        "this row has {} cell{}, but the header row names {} columns",
                        row.count,
                        if row.count == 1 { "" } else { "s" },
                        self.cells.len()
                    ),
                )
                .at(line_span)
                .expected(format!("{} cells", self.cells.len()))
                .found(format!("{}", row.count))
                .hint("a cell that holds a comma must be in double quotes, e.g. \"Fast, safe\"; check for a comma too many or too few"),
            );
            return None;
        }
        let mut entries = Vec::new();
        for (cell, column) in row.cells.into_iter().zip(&self.cells) {
            let Some(Column {
                name,
                required,
                list,
            }) = column
            else {
                continue;
            };
            let (value, span) = trimmed(source, &cell);
            if value.is_empty() && !required {
                continue;
            }
            let node = if *list {
                // A line break in the cell (Alt+Enter in Excel) parts items as `|` does.
                // Nothing between two `|` is a slip; a `|` and a line break
                // together, or a blank line, part items as one does.
                if value.contains('|') && value.split('|').any(|piece| piece.trim().is_empty()) {
                    out.push(
                        Diagnostic::warning(
                            &source.name,
                            format!("`{name}` has an empty item, which is left out"),
                        )
                        .at(span.clone())
                        .hint("nothing between two `|`, or after the last one: delete the extra `|`, or write the missing item there")
                        .rule(crate::diagnostic::Rule::EmptyListItem),
                    );
                }
                let items = value
                    .split(['|', '\n'])
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|item| scalar(item, within(source, &cell, item).unwrap_or(span.clone())))
                    .collect();
                Node {
                    span: span.clone(),
                    kind: NodeKind::Seq(items),
                }
            } else {
                scalar(value, span.clone())
            };
            entries.push((
                Key {
                    name: Arc::clone(name),
                    span,
                },
                node,
            ));
        }
        Some(Node {
            span: span.clone(),
            kind: NodeKind::Map(entries),
        })
    }
}

/// From `at` to the end of its line, where a row or the header is shown.
fn line_from(source: &Source, at: usize) -> Range<usize> {
    let end = source.text[at..]
        .find(['\r', '\n'])
        .map_or(source.text.len(), |i| at + i);
    at..end
}

fn scalar(value: &str, span: Range<usize>) -> Node {
    Node {
        span,
        kind: NodeKind::Scalar {
            value: crate::read::source::nfc(value),
            plain: false,
        },
    }
}

/// The row's place, from its first cell to its last.
fn row_span(row: &Row) -> Range<usize> {
    let start = row.cells.first().map_or(0, |c| c.raw.start);
    let end = row.cells.last().map_or(start, |c| c.raw.end);
    start..end
}

/// The cell's text without the spaces around it, and its place: the text
/// itself when the file holds it as is, else the whole cell, quotes and all.
fn trimmed<'a>(source: &Source, cell: &'a Cell) -> (&'a str, Range<usize>) {
    let value = cell.value.trim();
    let span = within(source, cell, value).unwrap_or(cell.raw.clone());
    (value, span)
}

/// Where `part` of the cell's text is in the file, when the cell holds its
/// text as is (unquoted, or quoted without doubled quotes).
fn within(source: &Source, cell: &Cell, part: &str) -> Option<Range<usize>> {
    let raw = &source.text[cell.raw.clone()];
    let (inner, offset) = match raw.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        Some(inner) => (inner, cell.raw.start + 1),
        None => (raw, cell.raw.start),
    };
    if inner != cell.value || part.is_empty() {
        return None;
    }
    let part_at = part.as_ptr() as usize - cell.value.as_ptr() as usize;
    (part_at + part.len() <= cell.value.len())
        .then(|| offset + part_at..offset + part_at + part.len())
}

/// Reads every row of `source` with csv-core, in order, giving each to
/// `each` until it returns `None`. A UTF-8 byte-order mark at the start
/// (as Excel writes it) is skipped.
fn read_rows(source: &Source, each: &mut dyn FnMut(Row) -> Option<()>) -> Result<(), Diagnostic> {
    let bytes = source.text.as_bytes();
    let mut reader = Reader::new();
    let mut pos = if source.text.starts_with('\u{feff}') {
        '\u{feff}'.len_utf8()
    } else {
        0
    };
    let mut field_start = pos;
    let mut out = vec![0u8; 256];
    let mut len = 0;
    let mut row = Row {
        cells: Vec::new(),
        count: 0,
    };
    loop {
        let (result, nin, nout) = reader.read_field(&bytes[pos..], &mut out[len..]);
        pos += nin;
        len += nout;
        match result {
            ReadFieldResult::InputEmpty => {}
            ReadFieldResult::OutputFull => {
                if out.len() >= MAX_CELL_BYTES {
                    let start = skip_line_breaks(bytes, field_start).min(pos);
                    return Err(Diagnostic::error(
                        &source.name,
                        format!(
                            "this cell is longer than {} KB, which shopsite does not read",
                            MAX_CELL_BYTES / 1024
                        ),
                    )
                    .at(start..start)
                    .hint("a cell holds one short value; check for a double quote that is never closed"));
                }
                out.resize(out.len() * 2, 0);
            }
            ReadFieldResult::Field { record_end } => {
                let start = skip_line_breaks(bytes, field_start).min(pos);
                let end = cell_end(bytes, start, pos);
                if row.cells.len() < MAX_COLUMNS {
                    row.cells.push(Cell {
                        raw: start..end,
                        value: String::from_utf8_lossy(&out[..len]).into_owned(),
                    });
                }
                row.count += 1;
                len = 0;
                field_start = pos;
                if record_end {
                    // The next row most likely has as many cells: room for
                    // them at once, rather than growing four times over.
                    let cells = Vec::with_capacity(row.cells.len());
                    let done = std::mem::replace(&mut row, Row { cells, count: 0 });
                    if each(done).is_none() {
                        return Ok(());
                    }
                }
            }
            ReadFieldResult::End => return Ok(()),
        }
    }
}

/// Past the line breaks before a cell: the end of the row before it, and
/// blank lines, which csv-core skips.
fn skip_line_breaks(bytes: &[u8], mut at: usize) -> usize {
    while matches!(bytes.get(at), Some(b'\r' | b'\n')) {
        at += 1;
    }
    at
}

/// Where a cell that csv-core read from `start` to `end` ends, without the
/// comma or line break after it. A quoted cell ends at its closing quote, so
/// only what follows that is cut.
fn cell_end(bytes: &[u8], start: usize, end: usize) -> usize {
    let mut end = end;
    if end > start && bytes[end - 1] == b',' {
        return end - 1;
    }
    while end > start && matches!(bytes[end - 1], b'\r' | b'\n') {
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::path::FieldPath;

    /// The columns of the sheets here: a few of a product's.
    fn columns() -> Columns {
        Columns {
            noun: "product".to_owned(),
            names: ["id", "title", "price", "highlights"]
                .map(String::from)
                .to_vec(),
            required: ["id", "title", "price"].map(String::from).to_vec(),
            lists: vec!["highlights".to_owned()],
        }
    }

    fn sheet(text: &str) -> (Source, Sheet) {
        let source = Source::new("p.csv", text);
        let (_, sheet) = parse(
            &source,
            "products",
            "products/",
            &columns(),
            &mut Vec::new(),
        );
        (source, sheet)
    }

    #[test]
    fn rows_turned_on_many_cores_keep_their_order_numbers_and_problems() {
        // Enough rows to be shared over the cores; every seventh has a cell
        // too few, and each of the others a title over two lines and an
        // empty highlight.
        let broken = |n: usize| n % 7 == 3;
        let mut text = String::from("id,title,price,highlights\n");
        for n in 0..1000 {
            if broken(n) {
                text.push_str(&format!("p{n},Two cells\n"));
            } else {
                text.push_str(&format!("p{n},\"Title\n{n}\",{n},a||b\n"));
            }
        }
        let source = Source::new("p.csv", text);
        let mut out = Vec::new();
        let (tree, sheet) = parse(&source, "products", "products/", &columns(), &mut out);
        let unread: Vec<usize> = (0..1000).filter(|n| broken(*n)).collect();
        assert_eq!(sheet.unread, unread);
        for n in 0..1000 {
            // The header is row 1; a line break in a cell starts no row.
            assert_eq!(sheet.item_row(n), Some(n + 2));
        }
        // One problem per row, in the rows' order: an error for a broken
        // row, a warning for another's empty highlight.
        assert_eq!(out.len(), 1000);
        for (n, d) in out.iter().enumerate() {
            assert_eq!(d.is_error(), broken(n), "{n}: {}", d.message);
            let row = sheet.rows[n + 1].0;
            let next = sheet.rows.get(n + 2).map_or(usize::MAX, |r| r.0);
            let at = d.span.as_ref().unwrap().start;
            assert!(row <= at && at < next, "{n}: {}", d.message);
        }
        let tree = tree.unwrap();
        for n in 0..1000 {
            let id = tree.lookup(&FieldPath::of("products").index(n).key("id"));
            let expected = (!broken(n)).then(|| format!("p{n}"));
            let id = id.map(|node| match &node.kind {
                NodeKind::Scalar { value, .. } => value.clone(),
                _ => panic!("{n}: the id is no text"),
            });
            assert_eq!(id, expected);
        }
    }

    #[test]
    fn a_header_row_too_wide_is_told_once_and_the_file_is_not_called_empty() {
        let header: Vec<String> = (0..=MAX_COLUMNS).map(|n| format!("c{n}")).collect();
        let text = format!("{}\na,b,1\n", header.join(","));
        let mut out = Vec::new();
        let source = Source::new("p.csv", text);
        let (tree, _) = parse(&source, "products", "products/", &columns(), &mut out);
        assert!(tree.is_none());
        let messages: Vec<&str> = out.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            ["the header row has 65 columns, more than the 64 shopsite reads"]
        );
    }

    #[test]
    fn a_sheet_too_long_to_read_points_to_the_lists_folder() {
        let mut text = String::from("brand,model,issue,price,time\n");
        for n in 0..=MAX_ROWS {
            text.push_str(&format!("Samsung,M{n},Screen,1,1 hour\n"));
        }
        let columns = Columns::of::<crate::model::RepairPrice>();
        let mut out = Vec::new();
        let source = Source::new("repair-prices.csv", text);
        parse(&source, "prices", "repair-prices/", &columns, &mut out);
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(
            out[0].hint.as_deref(),
            Some("split the list over several files, e.g. `repair-prices/*.yaml` files")
        );
    }

    #[test]
    fn rows_and_columns_are_counted_as_a_spreadsheet_shows_them() {
        let text =
            "id,title,price,highlights\na,\"Two\nlines\",1,\n\nb,\"Say \"\"hi\"\", x\",12,\n";
        let (_, sheet) = sheet(text);
        // The blank line is a row of its own; the line break in a cell is not.
        assert_eq!(sheet.item_row(0), Some(2));
        assert_eq!(sheet.item_row(1), Some(4));
        let price = text.rfind("12").unwrap();
        let place = sheet.place(text, &(price..price + 2)).unwrap();
        assert_eq!(place.to_string(), "row 4, column C (price)");
        let title = text.find("\"Say").unwrap();
        assert_eq!(
            sheet.place(text, &(title..title + 3)).unwrap().to_string(),
            "row 4, column B (title)"
        );
        let whole = text.find("b,").unwrap();
        assert_eq!(
            sheet.place(text, &(whole..price + 2)).unwrap().to_string(),
            "row 4"
        );
        assert_eq!(
            sheet.name(&FieldPath::of("products").index(1).key("price")),
            "row 4, price"
        );
        assert_eq!(
            sheet.name(
                &FieldPath::of("products")
                    .index(0)
                    .key("highlights")
                    .index(0)
            ),
            "row 2, highlights[1]"
        );
        assert_eq!(crate::read::grid::column_letters(0), "A");
        assert_eq!(crate::read::grid::column_letters(25), "Z");
        assert_eq!(crate::read::grid::column_letters(26), "AA");
        assert_eq!(crate::read::grid::column_letters(27), "AB");
    }
}
