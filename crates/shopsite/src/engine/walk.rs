//! A page's view data walked as `serde_json::to_value` would make it, in
//! the same order, without making it: [`super::templates`] reads every
//! page's shape and texts, and at 10,000 products the two passes, each
//! through a `Value` of the page (a map of fields, a string for each
//! text), took about 18 % of a build's CPU time.
//!
//! [`walk`] writes what [`super::templates`]'s `visit` writes of the
//! `Value`, and shows each text that a mark stands for; a test holds the
//! two equal over the fixture shop's and a catalogue's pages.

use std::fmt::Write as _;

use serde::Serialize;
use serde::ser;
use serde_json::Value;

/// Writes the shape of `value` (as `to_value` would make it) into `shape`,
/// and shows `text` each text a mark stands for: every non-empty string
/// but the top-level `route`. `scheme` is the part of a text the shape
/// keeps.
pub fn walk(
    value: &impl Serialize,
    shape: &mut String,
    scheme: fn(&str) -> &str,
    text: &mut impl FnMut(&str),
) {
    let mut walker = Walker {
        shape,
        text,
        scheme,
        depth: 0,
        route: false,
    };
    value.serialize(&mut walker).expect("view data serializes");
}

struct Walker<'a, F> {
    shape: &'a mut String,
    text: &'a mut F,
    scheme: fn(&str) -> &str,
    /// How many objects and arrays the walk is in.
    depth: usize,
    /// Whether the value being walked is the top-level `route`.
    route: bool,
}

/// What went wrong: only a map key `to_value` refuses.
#[derive(Debug)]
pub struct WalkError(String);

impl std::fmt::Display for WalkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WalkError {}

impl ser::Error for WalkError {
    fn custom<T: std::fmt::Display>(msg: T) -> WalkError {
        WalkError(msg.to_string())
    }
}

impl<F: FnMut(&str)> Walker<'_, F> {
    fn number(&mut self, number: Value) {
        self.route = false;
        match number {
            Value::Number(n) => {
                self.shape.push('n');
                match (n.as_u64(), n.as_i64()) {
                    (Some(u), _) => self.shape.push_str(itoa::Buffer::new().format(u)),
                    (_, Some(i)) => self.shape.push_str(itoa::Buffer::new().format(i)),
                    _ => {
                        let _ = write!(self.shape, "{n}");
                    }
                }
                self.shape.push(';');
            }
            // A float that is not finite is `null` in a `Value`.
            _ => self.shape.push('z'),
        }
    }

    fn string(&mut self, s: &str) {
        if std::mem::take(&mut self.route) {
            self.shape.push('r');
            self.shape.push_str(s);
            self.shape.push(';');
        } else if s.is_empty() {
            self.shape.push('e');
        } else {
            self.shape.push('s');
            self.shape.push_str((self.scheme)(s));
            self.shape.push(';');
            (self.text)(s);
        }
    }

    fn open(&mut self, bracket: char) {
        self.route = false;
        self.shape.push(bracket);
        self.depth += 1;
    }

    fn close(&mut self, bracket: char) {
        self.shape.push(bracket);
        self.depth -= 1;
    }

    fn key(&mut self, key: &str) {
        self.shape.push_str(itoa::Buffer::new().format(key.len()));
        self.shape.push(':');
        self.shape.push_str(key);
        self.route = self.depth == 1 && key == "route";
    }

    /// `{"variant": …}`, as `to_value` writes an enum's variant with data.
    fn variant(&mut self, variant: &str) {
        self.open('{');
        self.key(variant);
    }
}

/// `Serializer` methods that walk a number as `to_value` makes it.
macro_rules! numbers {
    ($($method:ident: $type:ty),* $(,)?) => {$(
        fn $method(self, v: $type) -> Result<(), WalkError> {
            let value = serde_json::to_value(v).map_err(ser::Error::custom)?;
            self.number(value);
            Ok(())
        }
    )*};
}

/// The compounds whose values come one after another, each closed by the
/// brackets given.
macro_rules! elements {
    ($($compound:ident::$method:ident => $($close:literal),+;)*) => {$(
        impl<F: FnMut(&str)> ser::$compound for &mut Walker<'_, F> {
            type Ok = ();
            type Error = WalkError;

            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WalkError> {
                value.serialize(&mut **self)
            }

            fn end(self) -> Result<(), WalkError> {
                $(self.close($close);)+
                Ok(())
            }
        }
    )*};
}

/// The compounds of named fields, each closed by the brackets given.
macro_rules! fields {
    ($($compound:ident => $($close:literal),+;)*) => {$(
        impl<F: FnMut(&str)> ser::$compound for &mut Walker<'_, F> {
            type Ok = ();
            type Error = WalkError;

            fn serialize_field<T: ?Sized + Serialize>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), WalkError> {
                self.key(key);
                value.serialize(&mut **self)
            }

            fn end(self) -> Result<(), WalkError> {
                $(self.close($close);)+
                Ok(())
            }
        }
    )*};
}

impl<F: FnMut(&str)> ser::Serializer for &mut Walker<'_, F> {
    type Ok = ();
    type Error = WalkError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Result<(), WalkError> {
        self.route = false;
        self.shape.push(if v { 't' } else { 'f' });
        Ok(())
    }

    // A number as `to_value` makes it (a float that is not finite is
    // `null`; a 128-bit integer past 64 bits is refused).
    numbers! {
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_i128: i128, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_u128: u128, serialize_f32: f32, serialize_f64: f64,
    }

    fn serialize_char(self, v: char) -> Result<(), WalkError> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<(), WalkError> {
        self.string(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), WalkError> {
        self.open('[');
        for byte in v {
            self.number(Value::from(*byte));
        }
        self.close(']');
        Ok(())
    }

    fn serialize_none(self) -> Result<(), WalkError> {
        self.serialize_unit()
    }

    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), WalkError> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), WalkError> {
        self.route = false;
        self.shape.push('z');
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), WalkError> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), WalkError> {
        self.string(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), WalkError> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), WalkError> {
        self.variant(variant);
        value.serialize(&mut *self)?;
        self.close('}');
        Ok(())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self, WalkError> {
        self.open('[');
        Ok(self)
    }

    fn serialize_tuple(self, len: usize) -> Result<Self, WalkError> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Self, WalkError> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, WalkError> {
        self.variant(variant);
        self.open('[');
        Ok(self)
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self, WalkError> {
        self.open('{');
        Ok(self)
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self, WalkError> {
        self.open('{');
        Ok(self)
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, WalkError> {
        self.variant(variant);
        self.open('{');
        Ok(self)
    }
}

// Lists, and the fields of a tuple: each value in turn, then what closes
// them.
elements! {
    SerializeSeq::serialize_element => ']';
    SerializeTuple::serialize_element => ']';
    SerializeTupleStruct::serialize_field => ']';
    SerializeTupleVariant::serialize_field => ']', '}';
}

impl<F: FnMut(&str)> ser::SerializeMap for &mut Walker<'_, F> {
    type Ok = ();
    type Error = WalkError;

    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), WalkError> {
        // A key as `to_value` writes it: a string, or a number or a
        // boolean as its text.
        let key = match key.serialize(serde_json::value::Serializer) {
            Ok(Value::String(key)) => key,
            Ok(Value::Number(n)) => n.to_string(),
            Ok(Value::Bool(b)) => b.to_string(),
            _ => return Err(ser::Error::custom("a map key must be a string")),
        };
        self.key(&key);
        Ok(())
    }

    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WalkError> {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result<(), WalkError> {
        self.close('}');
        Ok(())
    }
}

// A struct's fields: each key and value in turn, then what closes them.
fields! {
    SerializeStruct => '}';
    SerializeStructVariant => '}', '}';
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Serialize;
    use serde_json::json;

    use super::walk;
    use crate::engine::templates::{scheme, visit};

    /// What `walk` writes and shows, and what the `Value` walk does.
    fn both(value: &impl Serialize) -> ((String, Vec<String>), (String, Vec<String>)) {
        let mut walked = (String::new(), Vec::new());
        walk(value, &mut walked.0, scheme, &mut |t| {
            walked.1.push(t.to_owned())
        });
        let mut reference = (String::new(), Vec::new());
        let value = serde_json::to_value(value).unwrap();
        visit(&value, true, &mut reference.0, &mut |t| {
            reference.1.push(t.to_owned())
        });
        (walked, reference)
    }

    #[derive(Serialize)]
    enum Kind {
        Plain,
        Wrapped(String),
        Pair(u8, String),
        Named { zeta: bool, alpha: Option<f32> },
    }

    #[derive(Serialize)]
    struct Unit;

    #[derive(Serialize)]
    struct Id(u64);

    #[derive(Serialize)]
    struct Row {
        // Fields out of the alphabet's order: a `Value` keeps theirs.
        zebra: &'static str,
        apple: Vec<Kind>,
        #[serde(skip_serializing_if = "Option::is_none")]
        missing: Option<String>,
    }

    #[derive(Serialize)]
    #[serde(tag = "route", rename_all = "kebab-case")]
    enum Page {
        RepairModel {
            title: String,
            href: String,
            price: f64,
            nan: f64,
            small: i8,
            big: u128,
            letter: char,
            bytes: serde_bytes_like::Bytes,
            none: Option<u8>,
            unit: (),
            unit_struct: Unit,
            id: Id,
            tuple: (i32, &'static str),
            rows: Vec<Row>,
            map: BTreeMap<u16, &'static str>,
            // A nested `route` is a text like any other.
            nested: BTreeMap<&'static str, &'static str>,
        },
    }

    /// `serialize_bytes`, which `Vec<u8>` does not call.
    mod serde_bytes_like {
        pub struct Bytes(pub &'static [u8]);

        impl serde::Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_bytes(self.0)
            }
        }
    }

    #[test]
    fn a_walk_writes_what_the_value_walk_writes_in_its_order() {
        let page = Page::RepairModel {
            title: "रेडमी <Note> & \"13\"".into(),
            href: "https://wa.me/919876543210?text=a".into(),
            price: 2499.5,
            nan: f64::NAN,
            small: -3,
            big: 1 << 70 >> 10,
            letter: 'क',
            bytes: serde_bytes_like::Bytes(&[0, 255]),
            none: None,
            unit: (),
            unit_struct: Unit,
            id: Id(7),
            tuple: (-1, ""),
            rows: vec![
                Row {
                    zebra: "tel:+91",
                    apple: vec![
                        Kind::Plain,
                        Kind::Wrapped("x".into()),
                        Kind::Pair(2, "y".into()),
                        Kind::Named {
                            zeta: true,
                            alpha: Some(0.1),
                        },
                        Kind::Named {
                            zeta: false,
                            alpha: None,
                        },
                    ],
                    missing: None,
                },
                Row {
                    zebra: "",
                    apple: Vec::new(),
                    missing: Some("here".into()),
                },
            ],
            map: BTreeMap::from([(3, "three"), (10, "")]),
            nested: BTreeMap::from([("route", "not the page's")]),
        };
        let (walked, reference) = both(&page);
        assert_eq!(walked, reference);
        assert!(walked.0.starts_with("{5:router"), "{}", walked.0);
        assert!(walked.1.contains(&"not the page's".to_owned()));
        // And on `Value`s themselves, as the templates' tests make them.
        for value in [
            json!({"route": "product", "b": [1, -2, 2.5, null, true, "", "s"], "a": {"route": "x"}}),
            json!(["route", {"route": 3}]),
            json!("top"),
        ] {
            let (walked, reference) = both(&value);
            assert_eq!(walked, reference, "{value}");
        }
    }
}
