//! One parse of a YAML file into a small tree that remembers where every key
//! and value came from.
//!
//! The tree serves twice: the typed structs are deserialized from it (see
//! `de.rs`), and semantic checks look their spans up in it by field path. The
//! owner's files never need YAML's advanced features, so anchors, aliases and
//! tags are refused outright; together with the nesting limit this makes
//! alias bombs and pathological nesting fail fast with a clear message.

use std::ops::Range;
use std::sync::Arc;

use saphyr_parser::{Event, Parser, ScalarStyle, ScanError};

use crate::diagnostic::Diagnostic;
use crate::path::{FieldPath, Segment};
use crate::read::source::Source;

/// Deeper nesting than this is refused. The content nests at most five levels.
pub const MAX_DEPTH: usize = 32;

/// More values than this in one file are refused, which bounds the memory
/// of a hostile 128 MB catalogue file. A rich product has about 15 values,
/// so this is room for 200,000 products in one file.
pub const MAX_NODES: usize = 3_000_000;

#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// Byte range of the whole value.
    pub span: Range<usize>,
    pub kind: NodeKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum NodeKind {
    /// A scalar. `plain` is false for quoted and block scalars, which are always text.
    Scalar {
        value: String,
        plain: bool,
    },
    Seq(Vec<Node>),
    Map(Vec<(Key, Node)>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Key {
    /// Shared: a spreadsheet's rows share their header's names, and the
    /// field paths of the values under a key share it too ([`Segment::Key`]).
    pub name: Arc<str>,
    pub span: Range<usize>,
}

impl Node {
    /// True for an empty value (`key:` with nothing after it), `~` or `null`.
    pub fn is_null(&self) -> bool {
        matches!(&self.kind, NodeKind::Scalar { value, plain: true }
            if matches!(value.as_str(), "" | "~" | "null" | "Null" | "NULL"))
    }

    /// Where to point when talking about this node as a whole: a scalar's text,
    /// or the first line of a list or mapping, so carets stay on one line.
    pub fn head(&self) -> Range<usize> {
        match &self.kind {
            NodeKind::Map(entries) => match entries.first() {
                Some((key, _)) => key.span.clone(),
                None => self.span.start..self.span.start,
            },
            NodeKind::Seq(_) => self.span.start..self.span.start + 1,
            NodeKind::Scalar { .. } => self.span.clone(),
        }
    }

    /// Plain words for what this node is, for "found …" messages.
    pub fn describe(&self) -> String {
        match &self.kind {
            NodeKind::Scalar { .. } if self.is_null() => "nothing".to_owned(),
            NodeKind::Scalar { value, .. } if value.trim().is_empty() => "an empty text".to_owned(),
            NodeKind::Scalar { value, .. } => crate::diagnostic::quote(value),
            NodeKind::Seq(_) => "a list".to_owned(),
            NodeKind::Map(_) => "a group of `key: value` lines".to_owned(),
        }
    }

    /// The node at a field path such as `products[3].price`.
    pub fn lookup(&self, path: &FieldPath) -> Option<&Node> {
        self.lookup_entry(path).map(|(_, node)| node)
    }

    /// The key (when the path ends in a key) and node at a field path.
    pub fn lookup_entry(&self, path: &FieldPath) -> Option<(Option<&Key>, &Node)> {
        let mut node = self;
        let mut key = None;
        for segment in path.segments() {
            match (segment, &node.kind) {
                (Segment::Key(name), NodeKind::Map(entries)) => {
                    let (k, v) = entries.iter().find(|(k, _)| &k.name == name)?;
                    key = Some(k);
                    node = v;
                }
                (Segment::Index(i), NodeKind::Seq(items)) => {
                    key = None;
                    node = items.get(*i)?;
                }
                _ => return None,
            }
        }
        Some((key, node))
    }
}

enum Frame {
    Seq {
        start: usize,
        items: Vec<Node>,
    },
    Map {
        start: usize,
        entries: Vec<(Key, Node)>,
        key: Option<Key>,
    },
}

/// Why a text gave no tree.
#[derive(Debug)]
pub enum Unparsed {
    /// The YAML is broken at byte `at`, where the parser gave up saying
    /// `info` in its own terms: for `syntax` to tell in the owner's words.
    Syntax { info: String, at: usize },
    /// Refused, and said why: a limit, an anchor or alias, a tag, a second
    /// document.
    Refused(Diagnostic),
}

impl From<Diagnostic> for Unparsed {
    fn from(d: Diagnostic) -> Unparsed {
        Unparsed::Refused(d)
    }
}

/// Parses `source` into a tree. What stops it (syntax, limits) comes back
/// as `Err`; duplicate keys are reported in `soft` and the later value is
/// kept. `syntax::parse` is this with the owner's words for the YAML's slips.
pub fn parse(source: &Source, soft: &mut Vec<Diagnostic>) -> Result<Option<Node>, Unparsed> {
    let mut parser = Parser::new_from_str(&source.text);
    let mut tree = Builder {
        source,
        stack: Vec::new(),
        root: None,
        documents: 0,
        nodes: 0,
    };
    while let Some(next) = parser.next_event() {
        let (event, span) = next.map_err(|e| syntax_error(source, &e))?;
        let here = source.offset(span.start.line(), span.start.col())
            ..source.offset(span.end.line(), span.end.col());
        if let Some(value) = tree.event(event, here)? {
            tree.place(value, soft)?;
        }
    }
    Ok(tree.root)
}

/// The tree as the parser's events build it: the groups and lists still
/// open, innermost last, and the counts the limits hold.
struct Builder<'a> {
    source: &'a Source,
    stack: Vec<Frame>,
    root: Option<Node>,
    documents: usize,
    nodes: usize,
}

impl Builder<'_> {
    /// Takes one event at `here`; returns the value it completes, if any.
    fn event(&mut self, event: Event<'_>, here: Range<usize>) -> Result<Option<Node>, Diagnostic> {
        let file = self.source.name.as_str();
        if matches!(
            event,
            Event::Scalar(..) | Event::SequenceStart(..) | Event::MappingStart(..)
        ) {
            self.count(&here)?;
        }
        Ok(Some(match event {
            Event::DocumentStart(_) => {
                self.documents += 1;
                if self.documents > 1 {
                    return Err(Diagnostic::error(file, "a content file holds one YAML document, but this is a second one")
                        .at(here)
                        .hint("remove the `---` line and everything after it, or move it to the right file"));
                }
                return Ok(None);
            }
            Event::Alias(_) => {
                return Err(Diagnostic::error(
                    file,
                    "YAML aliases (`*name`) are not supported in content files",
                )
                .at(here)
                .hint("write the value out in full instead of using `&name` and `*name`"));
            }
            Event::Scalar(value, style, anchor, tag) => {
                refuse_extras(file, &here, anchor, tag.is_some())?;
                // The parser's end of a quoted text may run on over a
                // comment after it; it ends at its closing quote.
                let span = match style {
                    ScalarStyle::SingleQuoted | ScalarStyle::DoubleQuoted => {
                        let text = &self.source.text;
                        here.start..closing_quote(text, here.start).unwrap_or(here.end)
                    }
                    _ => here,
                };
                Node {
                    span,
                    kind: NodeKind::Scalar {
                        value: crate::read::source::nfc(&value),
                        plain: style == ScalarStyle::Plain,
                    },
                }
            }
            Event::SequenceStart(anchor, ref tag) | Event::MappingStart(anchor, ref tag) => {
                refuse_extras(file, &here, anchor, tag.is_some())?;
                self.open(matches!(event, Event::MappingStart(..)), &here)?;
                return Ok(None);
            }
            Event::SequenceEnd | Event::MappingEnd => match self.stack.pop() {
                Some(Frame::Seq { start, items }) => Node {
                    span: start..here.end.max(start),
                    kind: NodeKind::Seq(items),
                },
                Some(Frame::Map { start, entries, .. }) => Node {
                    span: start..here.end.max(start),
                    kind: NodeKind::Map(entries),
                },
                None => return Ok(None),
            },
            Event::StreamStart | Event::StreamEnd | Event::DocumentEnd | Event::Nothing => {
                return Ok(None);
            }
        }))
    }

    /// Counts one more value, refusing a file with more than [`MAX_NODES`].
    fn count(&mut self, here: &Range<usize>) -> Result<(), Diagnostic> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(Diagnostic::error(
                self.source.name.as_str(),
                format!(
                    "this file holds more than {MAX_NODES} values, which shopsite does not read"
                ),
            )
            .at(here.start..here.start)
            .hint("split it over several files, e.g. `products/*.yaml` files for the products"));
        }
        Ok(())
    }

    /// Opens a group (`map`) or a list at `here`, refusing one nested
    /// deeper than [`MAX_DEPTH`].
    fn open(&mut self, map: bool, here: &Range<usize>) -> Result<(), Diagnostic> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(Diagnostic::error(
                self.source.name.as_str(),
                format!("the content is nested more than {MAX_DEPTH} levels deep"),
            )
            .at(here.start..here.start + 1)
            .hint(
                "content files nest only a few levels; check the brackets and indentation here",
            ));
        }
        self.stack.push(if map {
            Frame::Map {
                start: here.start,
                entries: Vec::new(),
                key: None,
            }
        } else {
            Frame::Seq {
                start: here.start,
                items: Vec::new(),
            }
        });
        Ok(())
    }

    /// Puts a finished value where it belongs: the root, the open list, or
    /// the open group, as its key or as the value of the key before it.
    fn place(&mut self, value: Node, soft: &mut Vec<Diagnostic>) -> Result<(), Diagnostic> {
        let file = self.source.name.as_str();
        match self.stack.last_mut() {
            None => self.root = Some(value),
            Some(Frame::Seq { items, .. }) => items.push(value),
            Some(Frame::Map { entries, key, .. }) => {
                match key.take() {
                    Some(k) => {
                        if let Some((first, _)) = entries.iter().find(|(e, _)| e.name == k.name) {
                            soft.push(
                            Diagnostic::error(file, format!("the key `{}` appears twice in the same group", k.name))
                                .at(k.span.clone())
                                .related(file, first.span.clone(), "first written here")
                                .hint("keep one of them; the second one would silently replace the first"),
                        );
                            entries.retain(|(e, _)| e.name != k.name);
                        }
                        entries.push((k, value));
                    }
                    None => match value.kind {
                        NodeKind::Scalar { value: name, .. } => {
                            *key = Some(Key {
                                name: name.into(),
                                span: value.span,
                            })
                        }
                        _ => {
                            return Err(Diagnostic::error(
                                file,
                                "a key must be a plain word, not a list or group",
                            )
                            .at(value.span.start..value.span.start + 1)
                            .hint("write keys as `name: value`"));
                        }
                    },
                }
            }
        }
        Ok(())
    }
}

/// Refuses an anchor (`&name`) or a tag (`!tag`) on the value at `here`.
fn refuse_extras(
    file: &str,
    here: &Range<usize>,
    anchor: usize,
    tagged: bool,
) -> Result<(), Diagnostic> {
    if anchor != 0 {
        return Err(Diagnostic::error(
            file,
            "YAML anchors (`&name`) are not supported in content files",
        )
        .at(here.start..here.start)
        .hint("write the value out in full instead of using `&name` and `*name`"));
    }
    if tagged {
        return Err(Diagnostic::error(
            file,
            "YAML tags (`!tag`) are not supported in content files",
        )
        .at(here.clone())
        .hint("remove the `!…` tag; put text in quotes if it must stay text"));
    }
    Ok(())
}

fn syntax_error(source: &Source, e: &ScanError) -> Unparsed {
    let m = e.marker();
    let at = source.offset(m.line(), m.col());
    let info = e.info();
    if info.contains("recursion limit") {
        let end = source.text[at..]
            .chars()
            .next()
            .map_or(at, |c| at + c.len_utf8());
        return Unparsed::Refused(
            Diagnostic::error(
                &source.name,
                "the content is nested too deeply (too many `[` or `{`)",
            )
            .at(at..end)
            .hint("content files nest only a few levels; check the brackets here"),
        );
    }
    Unparsed::Syntax {
        info: info.to_owned(),
        at,
    }
}

/// Just past the quote that closes the quoted text opening at `start`
/// (`"…"`, where `\` escapes, or `'…'`, where `''` is a quote).
fn closing_quote(text: &str, start: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let quote = *bytes.get(start)?;
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let mut i = start + 1;
    while let Some(&b) = bytes.get(i) {
        let escape = (quote == b'"' && b == b'\\')
            || (quote == b'\'' && b == b'\'' && bytes.get(i + 1) == Some(&b'\''));
        if escape {
            i += 2;
        } else if b == quote {
            return Some(i + 1);
        } else {
            i += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(text: &str) -> Node {
        let src = Source::new("t.yaml", text);
        let mut soft = Vec::new();
        let node = parse(&src, &mut soft).unwrap().unwrap();
        assert!(soft.is_empty(), "{soft:?}");
        node
    }

    #[test]
    fn values_are_read_in_nfc_and_spans_stay_on_the_text_as_written() {
        // `ख़` typed as one letter (U+0959), then a price: its caret stays
        // under `x`, though the value before it is normalized.
        let text = "item: {group: \u{0959}राब, price: x}\ntitle: \u{0916}\u{093C}राब\n";
        let root = tree(text);
        let group = root.lookup(&FieldPath::of("item").key("group")).unwrap();
        let title = root.lookup(&FieldPath::of("title")).unwrap();
        for node in [group, title] {
            assert!(
                matches!(&node.kind, NodeKind::Scalar { value, .. } if value == "\u{0916}\u{093C}राब"),
                "{node:?}"
            );
        }
        let price = root.lookup(&FieldPath::of("item").key("price")).unwrap();
        assert_eq!(&text[price.span.clone()], "x");
        assert_eq!(&text[group.span.clone()], "\u{0959}राब");
    }

    #[test]
    fn looks_up_field_paths_with_spans() {
        let text = "products:\n  - id: a\n    price: 10\n  - id: b\n    price: -5\n";
        let root = tree(text);
        let path = FieldPath::of("products").index(1).key("price");
        let price = root.lookup(&path).unwrap();
        assert_eq!(&text[price.span.clone()], "-5");
        let (key, _) = root.lookup_entry(&path).unwrap();
        assert_eq!(&text[key.unwrap().span.clone()], "price");
        assert!(root.lookup(&FieldPath::of("products").index(2)).is_none());
    }

    #[test]
    fn a_quoted_text_ends_at_its_closing_quote_before_a_comment() {
        let text = "a: \"x \\\" y\"  # c\nb: 'it''s' # d\nc: \"two\n  lines\"   # e\n";
        let root = tree(text);
        let span = |key: &str| &text[root.lookup(&FieldPath::of(key)).unwrap().span.clone()];
        assert_eq!(span("a"), "\"x \\\" y\"");
        assert_eq!(span("b"), "'it''s'");
        assert_eq!(span("c"), "\"two\n  lines\"");
    }

    #[test]
    fn quoted_scalars_are_not_plain() {
        let root = tree("a: \"10\"\nb: 10\nc:\n");
        assert!(matches!(
            &root.lookup(&FieldPath::of("a")).unwrap().kind,
            NodeKind::Scalar { plain: false, .. }
        ));
        assert!(matches!(
            &root.lookup(&FieldPath::of("b")).unwrap().kind,
            NodeKind::Scalar { plain: true, .. }
        ));
        assert!(root.lookup(&FieldPath::of("c")).unwrap().is_null());
    }

    #[test]
    fn duplicate_keys_are_reported_softly() {
        let src = Source::new("t.yaml", "a: 1\na: 2\n");
        let mut soft = Vec::new();
        let root = parse(&src, &mut soft).unwrap().unwrap();
        assert_eq!(soft.len(), 1);
        assert_eq!(
            soft[0].message,
            "the key `a` appears twice in the same group"
        );
        assert_eq!(soft[0].span, Some(5..6));
        assert!(
            matches!(&root.lookup(&FieldPath::of("a")).unwrap().kind, NodeKind::Scalar { value, .. } if value == "2")
        );
    }
}
