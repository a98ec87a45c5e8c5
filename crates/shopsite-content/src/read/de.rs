//! A serde deserializer over the marked YAML tree.
//!
//! It knows the field path and the span of every value, so a type error says
//! exactly where it is. It also keeps going where it safely can, so one run
//! reports many problems: unknown keys are all reported (with a "did you
//! mean") and skipped, and every required key missing from a group is told
//! at once (serde itself stops at the first; the file type's JSON Schema
//! says which keys each group needs, [`Groups`]). The first type error
//! inside a value ends that value; the loader reads list files item by item
//! so one broken item does not hide problems in the next. Every problem
//! lands in `sink`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::{self, Display};
use std::sync::Arc;

use serde::de::value::StrDeserializer;
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

use crate::diagnostic::{Diagnostic, did_you_mean, suggest_key};
use crate::path::{FieldPath, Segment};
use crate::read::source::Source;
use crate::read::yaml::{Node, NodeKind};
use crate::rules::{self, Broken, WHOLE_NUMBER};

/// Deserializes `T` from `node`, found at field `path` of `file`, recording
/// every problem in `sink`. `groups` says what each group of `T` holds
/// ([`Groups::of`]). Returns `None` when `T` could not be read at all.
pub fn from_node<T: de::DeserializeOwned>(
    source: &Source,
    node: &Node,
    path: &FieldPath,
    groups: &Groups,
    sink: &RefCell<Vec<Diagnostic>>,
) -> Option<T> {
    let de = De {
        source,
        node,
        path,
        groups,
        sink,
        group: None,
        required_here: false,
    };
    match T::deserialize(de) {
        Ok(value) => Some(value),
        Err(e) if e.0.told => None,
        Err(e) => {
            sink.borrow_mut()
                .push(e.locate(path, node).into_diagnostic(source));
            None
        }
    }
}

/// What each group of a file's type holds, by the name serde gives the
/// group's struct, from the type's JSON Schema, where schemars follows
/// serde's own attributes (`default`, `Option`): the keys it must have,
/// what the owner calls one in a list (the schema's `title`: a product, an
/// opening hours line), and a value that shows what a key holds (its
/// `examples`). The model declares them beside its fields; nothing here
/// knows the shop's content.
#[derive(Debug, Default)]
pub struct Groups(HashMap<String, Group>);

#[derive(Debug, Default)]
struct Group {
    required: Vec<String>,
    noun: Option<String>,
    examples: HashMap<String, String>,
}

impl Groups {
    pub fn of<T: schemars::JsonSchema>() -> Groups {
        let schema = serde_json::to_value(schemars::schema_for!(T)).unwrap_or_default();
        let group = |s: &serde_json::Value| -> Group {
            let required = s["required"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|k| k.as_str().map(str::to_owned))
                .collect();
            let examples = s["properties"]
                .as_object()
                .into_iter()
                .flatten()
                .filter_map(|(key, p)| {
                    let example = match p["examples"].get(0)? {
                        serde_json::Value::String(text) => text.clone(),
                        value => value.to_string(),
                    };
                    Some((key.clone(), example))
                })
                .collect();
            Group {
                required,
                noun: s["title"].as_str().map(str::to_owned),
                examples,
            }
        };
        let mut by_name = HashMap::new();
        // The root's `title` is its name, unless the type gives one.
        let mut root = group(&schema);
        if schema["title"].as_str() == Some(&*T::schema_name()) {
            root.noun = None;
        }
        by_name.insert(T::schema_name().into_owned(), root);
        for (name, def) in schema["$defs"].as_object().into_iter().flatten() {
            by_name.insert(name.clone(), group(def));
        }
        Groups(by_name)
    }

    fn required(&self, name: &str) -> &[String] {
        self.0.get(name).map_or(&[], |g| g.required.as_slice())
    }

    /// What the owner calls a group named `name` that is an item of a
    /// list: "product"; "item of this list" when its type does not say.
    fn noun(&self, name: Option<&str>) -> &str {
        name.and_then(|name| self.0.get(name)?.noun.as_deref())
            .unwrap_or("item of this list")
    }

    /// A value that shows what `key` of the group named `name` holds.
    fn example(&self, name: &str, key: &str) -> Option<&str> {
        self.0.get(name)?.examples.get(key).map(String::as_str)
    }
}

/// A deserialization problem, located at the innermost node it came from.
/// Boxed, because it travels through every `Result` of the deserializer.
#[derive(Debug)]
pub struct Error(Box<Inner>);

#[derive(Debug)]
struct Inner {
    message: String,
    expected: Option<String>,
    found: Option<String>,
    hint: Option<String>,
    at: Option<(FieldPath, std::ops::Range<usize>)>,
    /// The key whose absence this error is, from serde's `missing_field`.
    missing: Option<&'static str>,
    /// Already in the sink, in other words: only ends the value.
    told: bool,
}

impl Error {
    fn new(message: impl Into<String>) -> Self {
        Error(Box::new(Inner {
            message: message.into(),
            expected: None,
            found: None,
            hint: None,
            at: None,
            missing: None,
            told: false,
        }))
    }

    /// Ends a value whose problems are all in the sink already.
    fn told() -> Self {
        let e = Error::new("told already");
        Error(Box::new(Inner { told: true, ..*e.0 }))
    }

    fn mismatch(expected: impl Into<String>, node: &Node) -> Self {
        let expected = expected.into();
        let found = node.describe();
        let mut e = Error::new(format!("expected {expected}, found {found}"));
        e.0.expected = Some(expected);
        e.0.found = Some(found);
        e
    }

    fn hint(mut self, hint: impl Into<String>) -> Self {
        self.0.hint = Some(hint.into());
        self
    }

    /// Attaches a location unless an inner node already did.
    fn locate(mut self, path: &FieldPath, node: &Node) -> Self {
        if self.0.at.is_none() {
            self.0.at = Some((path.clone(), node.head()));
        }
        self
    }

    fn into_diagnostic(self, source: &Source) -> Diagnostic {
        let Inner {
            message,
            expected,
            found,
            hint,
            at,
            ..
        } = *self.0;
        let (path, span) = at.unwrap_or_default();
        let message = if path.is_root() {
            message
        } else {
            format!("{}: {message}", source.path_for_people(&path))
        };
        let mut d = Diagnostic::error(&source.name, message)
            .at(span)
            .path(&path);
        d.expected = expected;
        d.found = found;
        d.hint = hint;
        d
    }
}

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: Display>(msg: T) -> Self {
        Error::new(msg.to_string())
    }

    fn missing_field(field: &'static str) -> Self {
        // The hint, which says where the line goes, is added where the
        // group is known (`deserialize_struct`).
        let mut e = Error::new(format!("missing the required key `{field}`"));
        e.0.missing = Some(field);
        e
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        let mut e = Error::new(format!("`{variant}` is not one of the allowed values"));
        e.0.expected = Some(format!("one of {}", list(expected)));
        e.0.found = Some(format!("`{variant}`"));
        e.0.hint = Some(match did_you_mean(variant, expected.iter().copied()) {
            Some(s) => format!("did you mean `{s}`?"),
            None => "write one of the values listed above, exactly as it is written".to_owned(),
        });
        e
    }
}

/// The name under which a [`Parsed`] value asks [`De`] for its text.
const PARSED: &str = "$shopsite::parsed";

/// The name under which a [`Parsed`] value that may also be written as a
/// group (`Parsed::GROUP`) asks [`De`] for its text or its group.
const PARSED_OR_GROUP: &str = "$shopsite::parsed_or_group";

/// The name under which a [`Parsed`] value written as a number, not a text
/// (`Parsed::SCALAR`), asks [`De`] for what is written.
const PARSED_SCALAR: &str = "$shopsite::parsed_scalar";

/// A value written as one number-like word rather than as a text (a
/// price): what it is called in "expected …, found a list", and how to
/// write it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Scalar {
    pub what: &'static str,
    pub hint: Option<&'static str>,
}

/// A value read from a text and kept only in its checked form, by the rule
/// beside its type: a mobile number, a time, a date (`model/values.rs`).
///
/// serde ends a group at its first error, so a rule that failed there would
/// hide every problem after it in the file. Instead, a value that does not
/// parse is reported where it is written, and a stand-in takes its place so
/// that the rest of the file is still read. Content with an error is never
/// built, so a stand-in never reaches the site.
pub(crate) trait Parsed: Sized {
    fn parse(text: &str) -> Result<Self, Broken>;
    fn stand_in() -> Self;

    /// Whether the value may also be written as a group of `key: value`
    /// lines, read by [`Parsed::from_group`] (the map position: one text,
    /// or `lat:` and `lng:`).
    const GROUP: bool = false;

    /// Reads the value written as a group, when [`Parsed::GROUP`].
    fn from_group<'de, A: de::MapAccess<'de>>(map: A) -> Result<Self, A::Error> {
        drop(map);
        Err(de::Error::custom("expected text, found a group"))
    }

    /// `Some` for a value written as one number-like word, not as a text:
    /// an empty one or a quoted one is then not "an empty text" but not
    /// the value, told by its rule.
    const SCALAR: Option<Scalar> = None;
}

thread_local! {
    /// Set by [`De`] while it reads a [`Parsed`] value: `Some(None)`, and
    /// `Some(Some(broken))` once the value's rule has said what is wrong.
    static BROKEN: RefCell<Option<Option<Broken>>> = const { RefCell::new(None) };

    /// Set by [`parsed`] for [`De`] while it reads a value of a type whose
    /// [`Parsed::SCALAR`] is `Some`.
    static SCALAR: std::cell::Cell<Option<Scalar>> = const { std::cell::Cell::new(None) };
}

/// Deserializes a [`Parsed`] value from its text. Read by [`De`], a value
/// that does not parse is reported and stood in for; by another
/// deserializer, it is an error.
pub(crate) fn parsed<'de, T: Parsed, D: de::Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    struct Text<T>(std::marker::PhantomData<T>);

    impl<'de, T: Parsed> Visitor<'de> for Text<T> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("text")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            T::parse(text).or_else(|broken| {
                let reading = BROKEN.with_borrow_mut(|slot| match slot {
                    Some(told) => {
                        *told = Some(broken.clone());
                        true
                    }
                    None => false,
                });
                if reading {
                    Ok(T::stand_in())
                } else {
                    Err(E::custom(broken.message))
                }
            })
        }

        fn visit_newtype_struct<D: de::Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<T, D::Error> {
            let text = <String as de::Deserialize>::deserialize(deserializer)?;
            self.visit_str(&text)
        }

        fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            T::from_group(map)
        }

        // Another deserializer's number (JSON's `2499`).
        fn visit_u64<E: de::Error>(self, n: u64) -> Result<T, E> {
            self.visit_str(&n.to_string())
        }
    }

    let name = match (T::SCALAR, T::GROUP) {
        (Some(scalar), _) => {
            SCALAR.set(Some(scalar));
            PARSED_SCALAR
        }
        (None, true) => PARSED_OR_GROUP,
        (None, false) => PARSED,
    };
    let value = deserializer.deserialize_newtype_struct(name, Text(std::marker::PhantomData));
    SCALAR.set(None);
    value
}

/// A stand-in for a [`Parsed`] value read as a group whose values, each
/// fine, disagree: [`De`] reports `broken` at the group, as it does a text
/// that does not parse.
pub(crate) fn stand_in_for<T: Parsed>(broken: Broken) -> T {
    BROKEN.set(Some(Some(broken)));
    T::stand_in()
}

/// The name under which [`text_as_written`] asks for a text, the way
/// `serde_json`'s `RawValue` asks for its own: [`De`] hands it the text of
/// a value as it is, empty or not.
const AS_WRITTEN: &str = "$shopsite::text_as_written";

/// Reads an optional text as it is written, even empty, for a field whose
/// own check (in `validate/`) says better than "found an empty text" what
/// belongs there. `key:` with nothing after it is an empty text too: the
/// line is there, so the owner meant to write one.
pub(crate) fn text_as_written<'de, D: de::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    struct AsWritten;

    impl<'de> Visitor<'de> for AsWritten {
        type Value = Option<String>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("text")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
            Ok(Some(text.to_owned()))
        }

        // Any other deserializer reads it as the text it is.
        fn visit_newtype_struct<D: de::Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<Self::Value, D::Error> {
            <String as de::Deserialize>::deserialize(deserializer).map(Some)
        }
    }

    deserializer.deserialize_newtype_struct(AS_WRITTEN, AsWritten)
}

/// The first item of a list written without its `- `, when YAML read it
/// and the `- ` items under it as one text: `BIS certified - Works …`.
fn undashed_first_item(node: &Node) -> Option<&str> {
    let NodeKind::Scalar { value, plain: true } = &node.kind else {
        return None;
    };
    let (first, _) = value.split_once(" - ")?;
    (!first.is_empty() && !first.starts_with('-') && !first.contains('\n')).then_some(first)
}

/// A plain text `key:value` on one line: a key and its value that lost
/// the space after the colon, so that YAML reads them as one text.
fn glued_key(node: &Node) -> Option<(&str, &str)> {
    let NodeKind::Scalar { value, plain: true } = &node.kind else {
        return None;
    };
    let (key, rest) = value.split_once(':')?;
    let is_key = !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    (is_key && !rest.is_empty() && !rest.starts_with([' ', '/']) && !value.contains('\n'))
        .then_some((key, rest.trim()))
}

/// `` `a`, `b`, `c` ``: names as a diagnostic lists them.
pub(crate) fn list<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(|i| format!("`{}`", i.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [rest @ .., last] => format!(
            "{} and {}",
            rest.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}

#[derive(Clone, Copy)]
struct De<'a> {
    source: &'a Source,
    node: &'a Node,
    path: &'a FieldPath,
    groups: &'a Groups,
    sink: &'a RefCell<Vec<Diagnostic>>,
    /// The name of the struct whose key the value is, if it is one.
    group: Option<&'static str>,
    /// Whether the value is one its group must have (`title:` of a
    /// product): left empty, it is told as required, not as optional.
    required_here: bool,
}

impl<'a> De<'a> {
    /// A value its group must have, left empty: `title:` with nothing
    /// after it, `title: ""`, or an empty cell in a required column. Says
    /// that it is required and what to write, never "remove the line".
    fn required_empty(&self) -> Option<Error> {
        let empty = match &self.node.kind {
            NodeKind::Scalar { value, .. } => self.node.is_null() || value.trim().is_empty(),
            _ => false,
        };
        let Some(crate::path::Segment::Key(key)) = self.path.segments().last() else {
            return None;
        };
        if !self.required_here || !empty {
            return None;
        }
        let group_path = &self.path.segments()[..self.path.segments().len() - 1];
        let whose = match item_noun(self.groups, group_path, self.group) {
            Some(noun) => format!("every {noun} needs one"),
            None => "it is required".to_owned(),
        };
        let example = match self.group.and_then(|group| self.groups.example(group, key)) {
            Some(example) => format!(", e.g. `{key}: {example}`"),
            None => String::new(),
        };
        let (message, hint) = if self.source.sheet.is_some() {
            (
                format!("`{key}` is required, but this cell is empty"),
                format!("write the {} in this cell; {whose}", key.replace('_', " ")),
            )
        } else {
            let said = if self.node.is_null() {
                format!("nothing is written after `{key}:`")
            } else {
                "its text is empty".to_owned()
            };
            (
                format!("`{key}` is required, but {said}"),
                format!(
                    "write the {} after the colon, on the same line{example}; {whose}",
                    key.replace('_', " ")
                ),
            )
        };
        Some(Error::new(message).hint(hint))
    }

    fn scalar(&self, what: &str) -> Result<&'a str, Error> {
        if let Some(e) = self.required_empty() {
            return Err(e);
        }
        match &self.node.kind {
            NodeKind::Scalar { value, .. } if !self.node.is_null() => Ok(value),
            _ => Err(Error::mismatch(what, self.node)),
        }
    }

    fn text(&self) -> Result<&'a str, Error> {
        if let Some(e) = self.required_empty() {
            return Err(e);
        }
        let value = self.scalar("text").map_err(|mut e| {
            if self.node.is_null() {
                e.hint("write the text after the colon, or remove the line if it is optional")
            } else if let Some((text, span)) = self.colon_text() {
                // `- Battery: 15 hours` is a key and its value to YAML.
                let found = if text.ends_with(':') {
                    format!("`{text}`, which YAML reads as a key without a value")
                } else {
                    format!("`{text}`, which YAML reads as a key and its value")
                };
                e.0.message = format!("expected text, found {found}");
                e.0.found = Some(found);
                e.0.at = Some((self.path.clone(), span));
                let before = match self.path.segments().last() {
                    Some(crate::path::Segment::Key(key)) => format!("{key}: "),
                    _ => "- ".to_owned(),
                };
                let holds = if text.ends_with(':') {
                    "ends with `:`"
                } else {
                    "holds `: `"
                };
                e.hint(format!(
                    "a text that {holds} must be put in quotes: {before}\"{text}\""
                ))
            } else {
                e.hint("write plain text here")
            }
        })?;
        if value.trim().is_empty() {
            return Err(Error::mismatch("text", self.node).hint(
                "this text is empty: write something, or remove the line if it is optional",
            ));
        }
        Ok(value)
    }

    /// `key: value` written on one line where a text belongs, as that text,
    /// and where it is.
    fn colon_text(&self) -> Option<(String, std::ops::Range<usize>)> {
        let NodeKind::Map(entries) = &self.node.kind else {
            return None;
        };
        let [(key, value)] = entries.as_slice() else {
            return None;
        };
        match &value.kind {
            NodeKind::Scalar { value: text, .. } if !text.contains('\n') => Some((
                format!("{}: {text}", key.name).trim_end().to_owned(),
                key.span.start..value.span.end.max(key.span.end),
            )),
            _ => None,
        }
    }

    fn whole_number<T: std::str::FromStr>(&self) -> Result<T, Error> {
        let raw = self.scalar(WHOLE_NUMBER)?;
        rules::whole_number(raw)
            .map_err(|broken| Error::mismatch(WHOLE_NUMBER, self.node).hint(broken.hint))
    }

    /// What a `Parsed` value said was wrong with it (`stand_in_for`), told
    /// at this node as a diagnostic its stand-in took the place of.
    fn tell_broken(&self) {
        if let Some(Some(broken)) = BROKEN.take() {
            let e = match broken.expected {
                // Not the value at all: "expected …, found" what is written.
                Some(expected) => Error::mismatch(expected, self.node),
                None => {
                    let mut e = Error::new(broken.message);
                    e.0.found = broken.found;
                    e
                }
            };
            let e = e.hint(broken.hint).locate(self.path, self.node);
            let mut d = e.into_diagnostic(self.source);
            d.stood_in = true;
            self.sink.borrow_mut().push(d);
        }
    }

    fn locate<T>(&self, result: Result<T, Error>) -> Result<T, Error> {
        result.map_err(|e| e.locate(self.path, self.node))
    }
}

macro_rules! whole_numbers {
    ($($method:ident => $ty:ty, $visit:ident;)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let n = self.locate(self.whole_number::<$ty>())?;
            self.locate(visitor.$visit(n))
        }
    )*};
}

impl<'de> de::Deserializer<'de> for De<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match &self.node.kind {
            NodeKind::Seq(_) => return self.deserialize_seq(visitor),
            NodeKind::Map(_) => return self.deserialize_map(visitor),
            _ if self.node.is_null() => visitor.visit_unit(),
            NodeKind::Scalar { value, plain: true } => match value.as_str() {
                "true" | "True" | "TRUE" => visitor.visit_bool(true),
                "false" | "False" | "FALSE" => visitor.visit_bool(false),
                v => match (v.parse::<u64>(), v.parse::<i64>(), v.parse::<f64>()) {
                    (Ok(n), _, _) => visitor.visit_u64(n),
                    (_, Ok(n), _) => visitor.visit_i64(n),
                    (_, _, Ok(n)) if v.chars().any(|c| c.is_ascii_digit()) => visitor.visit_f64(n),
                    _ => visitor.visit_str(v),
                },
            },
            NodeKind::Scalar { value, .. } => visitor.visit_str(value),
        };
        self.locate(result)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let raw = self.locate(self.scalar("`true` or `false`"))?;
        let b = match raw.trim().to_ascii_lowercase().as_str() {
            "true" => true,
            "false" => false,
            other => {
                let hint = match other {
                    "yes" | "y" | "on" => {
                        format!("write `true`; `{other}` is not read as true here")
                    }
                    "no" | "n" | "off" => {
                        format!("write `false`; `{other}` is not read as false here")
                    }
                    _ => "write `true` or `false`".to_owned(),
                };
                let e = Error::mismatch("`true` or `false`", self.node).hint(hint);
                return Err(e.locate(self.path, self.node));
            }
        };
        self.locate(visitor.visit_bool(b))
    }

    whole_numbers! {
        deserialize_u8 => u8, visit_u8;
        deserialize_u16 => u16, visit_u16;
        deserialize_u32 => u32, visit_u32;
        deserialize_u64 => u64, visit_u64;
        deserialize_i8 => i8, visit_i8;
        deserialize_i16 => i16, visit_i16;
        deserialize_i32 => i32, visit_i32;
        deserialize_i64 => i64, visit_i64;
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let raw = self.locate(self.scalar("a number"))?;
        let n = crate::rules::ascii_digits(raw.trim())
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .ok_or_else(|| {
                Error::mismatch("a number", self.node)
                    .hint("write a decimal number, e.g. `28.6519`")
                    .locate(self.path, self.node)
            })?;
        self.locate(visitor.visit_f64(n))
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let text = self.locate(self.text())?;
        self.locate(visitor.visit_str(text))
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.node.is_null() {
            self.locate(visitor.visit_none())
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.locate(visitor.visit_unit())
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if name == PARSED_OR_GROUP && matches!(self.node.kind, NodeKind::Map(_)) {
            let value = self.deserialize_map(visitor);
            // A group whose values disagree says so by `stand_in_for`.
            self.tell_broken();
            return self.locate(value);
        }
        if name == PARSED || name == PARSED_OR_GROUP {
            let text = self.locate(self.text())?;
            BROKEN.set(Some(None));
            let value = visitor.visit_str(text);
            self.tell_broken();
            return self.locate(value);
        }
        if name == AS_WRITTEN {
            let text = if self.node.is_null() {
                ""
            } else {
                self.locate(
                    self.scalar("text")
                        .map_err(|e| e.hint("write plain text here")),
                )?
            };
            return self.locate(visitor.visit_str(text));
        }
        if name == PARSED_SCALAR
            && let Some(scalar) = SCALAR.take()
        {
            if let Some(e) = self.required_empty() {
                return Err(e.locate(self.path, self.node));
            }
            let text = self.locate(self.scalar(scalar.what).map_err(|e| match scalar.hint {
                Some(hint) => e.hint(hint),
                None => e,
            }))?;
            BROKEN.set(Some(None));
            let value = visitor.visit_str(text);
            self.tell_broken();
            return self.locate(value);
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let NodeKind::Seq(items) = &self.node.kind else {
            let dashed = matches!(&self.node.kind, NodeKind::Scalar { value, .. }
                if value.starts_with('-') && !value.starts_with("- "));
            let e = Error::mismatch("a list", self.node);
            if let Some(first) = undashed_first_item(self.node) {
                // `BIS certified` over `- Works …`: YAML joins the items to it.
                let mut e = e.hint(format!(
                    "the first item has no `- ` in front: write `- {first}`, like the items under it"
                ));
                let start = self.node.span.start;
                e.0.at = Some((self.path.clone(), start..start + first.len()));
                return Err(e);
            }
            let e = e.hint(if dashed {
                "put a space after each `-`, e.g. `- Fast charging`: each entry on its own line, starting with `- `"
            } else {
                "write each entry on its own line, starting with `- `"
            });
            return Err(e.locate(self.path, self.node));
        };
        self.locate(visitor.visit_seq(Seq {
            de: self,
            items: items.iter().enumerate(),
        }))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let NodeKind::Map(entries) = &self.node.kind else {
            let mut e = Error::mismatch("a group of `key: value` lines", self.node);
            if let Some((key, value)) = glued_key(self.node) {
                e = e.hint(format!(
                    "`{key}:` needs a space after the colon: write `{key}: {value}`"
                ));
            }
            return Err(e.locate(self.path, self.node));
        };
        let entries: Vec<_> = entries.iter().collect();
        self.locate(visitor.visit_map(Map {
            de: self,
            entries: entries.into_iter(),
            value: None,
            group: None,
            required: &[],
        }))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let NodeKind::Map(entries) = &self.node.kind else {
            let e = Error::mismatch(format!("a group with the keys {}", list(fields)), self.node);
            let e = match glued_key(self.node) {
                // `lat:28.6`, alone under `geo:`, is a text to YAML.
                Some((key, value)) => e.hint(format!(
                    "`{key}:` needs a space after the colon: write `{key}: {value}`"
                )),
                None => e.hint("write the keys on their own lines, indented under this one"),
            };
            return Err(e.locate(self.path, self.node));
        };
        // What the owner calls this group, for the hints that add a key.
        let noun = item_noun(self.groups, self.path.segments(), Some(name));
        // Report every unknown key at once, then read the struct without them.
        let mut known = Vec::with_capacity(entries.len());
        // Required keys an unknown key is likely meant to be: its "did you
        // mean" says what is wrong, so they are not also told missing.
        let mut meant: Vec<&str> = Vec::new();
        for entry @ (key, _) in entries {
            if fields.contains(&&*key.name) {
                known.push(entry);
                continue;
            }
            meant.extend(suggest_key(&key.name, fields.iter().copied()));
            let d = unknown_key(self.source, self.path, key, fields);
            self.sink.borrow_mut().push(d);
        }
        let missing: Vec<&str> = fields
            .iter()
            .copied()
            .filter(|f| self.groups.required(name).iter().any(|r| r == f))
            .filter(|f| !entries.iter().any(|(k, _)| *k.name == **f))
            .collect();
        let result = visitor.visit_map(Map {
            de: self,
            entries: known.into_iter(),
            value: None,
            group: Some(name),
            required: self.groups.required(name),
        });
        match result {
            Ok(value) => Ok(value),
            Err(e) => {
                let told: Vec<&str> = missing
                    .iter()
                    .copied()
                    .filter(|m| !meant.contains(m))
                    .collect();
                if !told.is_empty() {
                    self.sink.borrow_mut().push(missing_keys(
                        self.source,
                        self.path,
                        self.node,
                        &told,
                        noun,
                    ));
                }
                // serde stops at the first missing key: all are told now.
                match e.0.missing {
                    Some(key) if missing.contains(&key) => Err(Error::told()),
                    // Where the line goes, in the owner's word for the group.
                    Some(key) => Err(e
                        .hint(format!(
                            "add a line `{key}: …` {}",
                            group_place(self.path, noun)
                        ))
                        .locate(self.path, self.node)),
                    None => Err(e.locate(self.path, self.node)),
                }
            }
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let raw = self.locate(self.scalar(&format!("one of {}", list(variants))))?;
        self.locate(visitor.visit_enum(Enum(raw)))
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

/// What the owner calls the group whose path has `segments`, of the struct
/// named `name`, when it is an item of a list (`products[2]`: "product");
/// `None` for a file's own keys and for a group under a key, which are
/// named by where they are instead.
fn item_noun<'g>(groups: &'g Groups, segments: &[Segment], name: Option<&str>) -> Option<&'g str> {
    matches!(segments, [.., Segment::Key(_), Segment::Index(_)]).then(|| groups.noun(name))
}

/// Where the lines of a group at `path` go, for the hint that adds a
/// missing key: "to this product", "to this file", "under `meta:`".
fn group_place(path: &FieldPath, noun: Option<&str>) -> String {
    if path.is_root() {
        return "to this file".to_owned();
    }
    if let Some(noun) = noun {
        return format!("to this {noun}");
    }
    match path.segments().last() {
        Some(crate::path::Segment::Key(key)) => format!("under `{key}:`"),
        _ => "to this item".to_owned(),
    }
}

/// The diagnostic for the required `keys` missing from the group `node` at `path`.
fn missing_keys(
    source: &Source,
    path: &FieldPath,
    node: &Node,
    keys: &[&str],
    noun: Option<&str>,
) -> Diagnostic {
    let where_ = if path.is_root() {
        String::new()
    } else {
        format!("{}: ", source.path_for_people(path))
    };
    let names: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
    let lines: Vec<String> = keys.iter().map(|k| format!("`{k}: …`")).collect();
    let (message, hint) = if keys.len() == 1 {
        (
            format!("{where_}missing the required key {}", names[0]),
            format!("add a line {} {}", lines[0], group_place(path, noun)),
        )
    } else {
        (
            format!("{where_}missing the required keys {}", and_list(&names)),
            format!(
                "add the lines {} {}",
                and_list(&lines),
                group_place(path, noun)
            ),
        )
    };
    Diagnostic::error(&source.name, message)
        .at(node.head())
        .path(path)
        .hint(hint)
}

/// The diagnostic for a key that the struct at `path` does not have.
pub(crate) fn unknown_key(
    source: &Source,
    path: &FieldPath,
    key: &crate::read::yaml::Key,
    fields: &[&str],
) -> Diagnostic {
    let where_ = if path.is_root() {
        String::new()
    } else {
        format!("{}: ", source.path_for_people(path))
    };
    let d = Diagnostic::error(&source.name, format!("{where_}unknown key `{}`", key.name))
        .at(key.span.clone())
        .path(&path.key(Arc::clone(&key.name)))
        .expected(format!("one of {}", list(fields)))
        .found(format!("`{}`", key.name));
    match suggest_key(&key.name, fields.iter().copied()) {
        Some(s) => d.hint(format!("did you mean `{s}`?")),
        None => d.hint("remove this line, or check the spelling against the keys listed above"),
    }
}

struct Seq<'a, I> {
    de: De<'a>,
    items: I,
}

impl<'de, 'a, I: Iterator<Item = (usize, &'a Node)>> de::SeqAccess<'de> for Seq<'a, I> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        let Some((i, node)) = self.items.next() else {
            return Ok(None);
        };
        let path = self.de.path.index(i);
        let de = De {
            node,
            path: &path,
            group: None,
            required_here: false,
            ..self.de
        };
        seed.deserialize(de)
            .map(Some)
            .map_err(|e| e.locate(&path, node))
    }
}

struct Map<'a, I> {
    de: De<'a>,
    entries: I,
    value: Option<(FieldPath, &'a Node)>,
    /// The name of the group's struct: `None` for a map of any keys.
    group: Option<&'static str>,
    /// The keys the group must have.
    required: &'a [String],
}

impl<'de, 'a, I: Iterator<Item = &'a (crate::read::yaml::Key, Node)>> de::MapAccess<'de>
    for Map<'a, I>
{
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let Some((key, node)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some((self.de.path.key(Arc::clone(&key.name)), node));
        let key_de: StrDeserializer<'_, Error> = (*key.name).into_deserializer();
        seed.deserialize(key_de).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let (path, node) = self
            .value
            .take()
            .ok_or_else(|| Error::new("value without key"))?;
        let required_here = match path.segments().last() {
            Some(crate::path::Segment::Key(key)) => self.required.iter().any(|r| **r == **key),
            _ => false,
        };
        let de = De {
            node,
            path: &path,
            group: self.group,
            required_here,
            ..self.de
        };
        seed.deserialize(de).map_err(|e| e.locate(&path, node))
    }
}

struct Enum<'a>(&'a str);

impl<'de> de::EnumAccess<'de> for Enum<'_> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        let de: StrDeserializer<'_, Error> = self.0.into_deserializer();
        Ok((seed.deserialize(de)?, self))
    }
}

impl<'de> de::VariantAccess<'de> for Enum<'_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _seed: T) -> Result<T::Value, Error> {
        Err(Error::new("this value must be a single word"))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, _visitor: V) -> Result<V::Value, Error> {
        Err(Error::new("this value must be a single word"))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Error> {
        Err(Error::new("this value must be a single word"))
    }
}
