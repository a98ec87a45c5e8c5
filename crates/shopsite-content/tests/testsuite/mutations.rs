//! The fixture shop's files, mutated thousands of times the way hands and
//! editors break YAML: flipped bytes, lines cut, duplicated or re-indented,
//! stray YAML syntax, a file cut short. Whatever comes in, loading never
//! panics, and every problem it reports names a content file and a place in
//! it, so the owner is always shown the line to fix.
//!
//! A spreadsheet export (`products.csv`) is mangled the same way, with
//! the text that breaks CSV (quotes, commas, line breaks, a byte-order mark).
//!
//! The seed is fixed and the case count bounded, so every run of `just test`
//! tries the same inputs; a failure prints the smallest input that fails.

use std::sync::OnceLock;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use shopsite_content::{Diagnostic, FILES, Loaded, OPTIONAL_FILES, load, load_texts};

use crate::fixture_dir;

/// How many mutated shops the in-memory test loads; the one through the
/// file system (which also meets bytes that are not UTF-8) loads a quarter.
const CASES: u32 = 4096;
const SEED: u64 = 20_261_121;

/// The repair price list as YAML, for the one file of the table the
/// fixture shop keeps as a spreadsheet: a fixed price, a range, one on
/// request with a note.
const REPAIR_PRICES: &str = "prices:
  - brand: Samsung
    model: Galaxy A15
    issue: Screen
    price: 2499
    time: 1 hour
  - brand: Samsung
    model: Galaxy A15
    issue: Battery
    price: 1299-1599
    time: 45 min
  - brand: Apple
    model: iPhone 12
    issue: Water Damage
    price: 0
    time: 1–2 days
    note: Price after the free diagnosis
";

/// The fixture shop's files, in the order of the table: every content file
/// but an optional page it goes without (`OPTIONAL_FILES`), and the repair
/// price list as YAML.
fn present_files() -> &'static [&'static str] {
    static PRESENT: OnceLock<Vec<&'static str>> = OnceLock::new();
    PRESENT.get_or_init(|| {
        let dir = fixture_dir();
        FILES
            .iter()
            .copied()
            .filter(|rel| !OPTIONAL_FILES.contains(rel) || dir.join(rel).exists())
            .collect()
    })
}

fn fixture() -> Vec<Vec<u8>> {
    static FILES_READ: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let read = || {
        let dir = fixture_dir();
        present_files()
            .iter()
            .map(|rel| match *rel {
                "repair-prices.yaml" => REPAIR_PRICES.as_bytes().to_vec(),
                rel => std::fs::read(dir.join(rel)).unwrap(),
            })
            .collect()
    };
    FILES_READ.get_or_init(read).clone()
}

/// Text that turns up where it should not, each a way YAML goes wrong.
const STRAY: &[&str] = &[
    ":",
    ": ",
    "- ",
    "-",
    "[",
    "]",
    "{",
    "}",
    ",",
    "&a ",
    "*a",
    "!tag ",
    "!!str ",
    "\"",
    "'",
    "#",
    "---\n",
    "...\n",
    "\t",
    "? ",
    "|",
    ">-",
    "%YAML 1.2\n",
    "\u{feff}",
    "\r",
    "\n",
    "  ",
    "~",
    "null",
    "@",
    "`",
    "\\",
    "\u{0}",
    "₹",
    "हिंदी",
    "\u{301}",
    "x: y: z",
    "[[[[[[[[",
    "{a: [",
];

/// One edit of a file. Positions are fractions of the file (or of its
/// lines), so they land inside whatever length the file has by then.
#[derive(Debug, Clone)]
enum Edit {
    FlipBit {
        at: u16,
        bit: u8,
    },
    CutLine {
        line: u16,
    },
    DuplicateLine {
        line: u16,
    },
    Reindent {
        line: u16,
        by: i8,
    },
    Insert {
        at: u16,
        stray: usize,
    },
    CutShort {
        at: u16,
    },
    SwapLines {
        a: u16,
        b: u16,
    },
    /// Only for spreadsheets: text from [`SHEET_STRAY`].
    InsertSheet {
        at: u16,
        stray: usize,
    },
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<u16>(), 0..8u8).prop_map(|(at, bit)| Edit::FlipBit { at, bit }),
        any::<u16>().prop_map(|line| Edit::CutLine { line }),
        any::<u16>().prop_map(|line| Edit::DuplicateLine { line }),
        (any::<u16>(), -4..=4i8).prop_map(|(line, by)| Edit::Reindent { line, by }),
        (any::<u16>(), 0..STRAY.len()).prop_map(|(at, stray)| Edit::Insert { at, stray }),
        any::<u16>().prop_map(|at| Edit::CutShort { at }),
        (any::<u16>(), any::<u16>()).prop_map(|(a, b)| Edit::SwapLines { a, b }),
    ]
}

/// `fraction` of the way into `0..len`.
fn scale(fraction: u16, len: usize) -> usize {
    len * usize::from(fraction) / (usize::from(u16::MAX) + 1)
}

fn apply(bytes: &mut Vec<u8>, edit: &Edit) {
    let mut lines: Vec<Vec<u8>> = bytes
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    let line = |fraction: u16| scale(fraction, lines.len());
    match *edit {
        Edit::FlipBit { at, bit } => {
            if !bytes.is_empty() {
                let at = scale(at, bytes.len());
                bytes[at] ^= 1 << bit;
            }
            return;
        }
        Edit::Insert { at, stray } => {
            let at = scale(at, bytes.len() + 1);
            bytes.splice(at..at, STRAY[stray].bytes());
            return;
        }
        Edit::InsertSheet { at, stray } => {
            let at = scale(at, bytes.len() + 1);
            bytes.splice(at..at, SHEET_STRAY[stray].bytes());
            return;
        }
        Edit::CutShort { at } => {
            bytes.truncate(scale(at, bytes.len()));
            return;
        }
        _ if lines.is_empty() => return,
        Edit::CutLine { line: l } => {
            lines.remove(line(l));
        }
        Edit::DuplicateLine { line: l } => {
            let i = line(l);
            lines.insert(i, lines[i].clone());
        }
        Edit::Reindent { line: l, by } => {
            let i = line(l);
            if by >= 0 {
                lines[i].splice(0..0, std::iter::repeat_n(b' ', by.unsigned_abs().into()));
            } else {
                let spaces = lines[i].iter().take_while(|&&b| b == b' ').count();
                lines[i].drain(..spaces.min(by.unsigned_abs().into()));
            }
        }
        Edit::SwapLines { a, b } => {
            let (a, b) = (line(a), line(b));
            lines.swap(a, b);
        }
    }
    *bytes = lines.concat();
}

fn mutated(file: usize, edits: &[Edit]) -> Vec<Vec<u8>> {
    let mut files = fixture();
    for edit in edits {
        apply(&mut files[file], edit);
    }
    files
}

/// Everything a diagnostic must have for the owner to find the problem: a
/// content file that was read, and a place inside its text.
fn assert_placed(loaded: &Loaded, prefix: &str) -> Result<(), TestCaseError> {
    let placed = |d: &Diagnostic, file: &str, span: Option<&std::ops::Range<usize>>| {
        let source = loaded.sources.iter().find(|s| s.name == file);
        let ok = FILES
            .iter()
            .chain(&["products.csv"])
            .any(|rel| format!("{prefix}{rel}") == file)
            && source.is_some_and(|source| {
                span.is_some_and(|span| {
                    span.start <= span.end
                        && source.text.is_char_boundary(span.start)
                        && source.text.is_char_boundary(span.end)
                })
            });
        prop_assert!(ok, "this problem has no place in a content file: {d:#?}");
        Ok(())
    };
    for d in &loaded.diagnostics {
        placed(d, &d.file, d.span.as_ref())?;
        for related in &d.related {
            placed(d, &related.file, Some(&related.span))?;
        }
    }
    prop_assert_eq!(
        loaded.content.is_some(),
        loaded.errors() == 0,
        "content comes back exactly when there are no errors"
    );
    Ok(())
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(SEED),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(CASES))]

    #[test]
    fn mutated_texts_never_panic_and_every_problem_has_a_place(
        file in 0..present_files().len(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let files = mutated(file, &edits);
        let texts: Vec<String> = files.iter().map(|b| String::from_utf8_lossy(b).into_owned()).collect();
        let given: Vec<(&'static str, &str)> = present_files().iter().copied().zip(texts.iter().map(String::as_str)).collect();
        assert_placed(&load_texts(&given), "content/")?;
    }
}

proptest! {
    #![proptest_config(config(CASES / 4))]

    #[test]
    fn mutated_files_never_panic_and_every_problem_has_a_place(
        file in 0..present_files().len(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let dir = std::env::temp_dir().join(format!("shopsite-mutations-{}", std::process::id()));
        for (rel, bytes) in present_files().iter().zip(mutated(file, &edits)) {
            let path = dir.join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, bytes).unwrap();
        }
        let prefix = format!("{}/", dir.display());
        let loaded = load(&dir);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_placed(&loaded, &prefix)?;
    }
}

/// A spreadsheet export beside the fixture shop's products: quoted cells, a
/// doubled quote, a line break inside a cell, highlights, an empty cell, a
/// condition, more photos and a description of two lines.
const SHEET: &str = "\u{feff}id,title,price,in_stock,group,image,highlights,condition,more_images,description\r\n\
sheet-a,\"Glass, 9H \"\"clear\"\"\",149,TRUE,Accessories,https://example.com/a.jpg,One | Two,new,https://example.com/b.jpg | https://example.com/c.jpg,\r\n\
sheet-b,\"Two\nlines\",0,false,,,\"A |\nB | C | D\",used,,\"Checked.\nबैटरी नई।\"\r\n\
sheet-c,Cable,99,true,Cables,,,refurbished,,One line\r\n";

/// Text that turns up where it should not in a spreadsheet.
const SHEET_STRAY: &[&str] = &[
    "\"", ",", "\r\n", "\n", "|", " | ", "\u{feff}", "\"\"", "x", "",
];

fn sheet_edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        edit(),
        (any::<u16>(), 0..SHEET_STRAY.len())
            .prop_map(|(at, stray)| Edit::InsertSheet { at, stray }),
    ]
}

proptest! {
    #![proptest_config(config(CASES / 4))]

    #[test]
    fn mutated_spreadsheets_never_panic_and_every_problem_has_a_place(
        edits in prop::collection::vec(sheet_edit(), 1..5),
    ) {
        let mut sheet = SHEET.as_bytes().to_vec();
        for edit in &edits {
            apply(&mut sheet, edit);
        }
        let sheet = String::from_utf8_lossy(&sheet).into_owned();
        let files = fixture();
        let texts: Vec<String> = files.iter().map(|b| String::from_utf8_lossy(b).into_owned()).collect();
        let mut given: Vec<(&'static str, &str)> = present_files().iter().copied().zip(texts.iter().map(String::as_str)).collect();
        given.push(("products.csv", &sheet));
        assert_placed(&load_texts(&given), "content/")?;
    }
}
