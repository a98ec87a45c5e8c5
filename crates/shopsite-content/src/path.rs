//! Where a value is inside a content file, as a list of segments:
//! `products[3].price` is the key `products`, the index 3, the key `price`.
//!
//! Paths are built segment by segment as the loader and the checks walk the
//! content, and looked up in the marked tree segment by segment, so no path is
//! ever written as text and parsed back. Text appears only for people (the
//! `Display` form in messages) and for tools that take a path from a person
//! ([`FieldPath::from_str`], which refuses anything malformed).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// A field path. The empty path is the whole file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct FieldPath(Vec<Segment>);

/// One step of a [`FieldPath`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Segment {
    /// A key of a group of `key: value` lines: shared with the tree's key
    /// ([`crate::read::yaml::Key`]) and every path under it, so that a path is
    /// one allocation however deep.
    Key(Arc<str>),
    /// A position in a list, counted from 0.
    Index(usize),
}

impl FieldPath {
    /// The whole file.
    pub fn root() -> FieldPath {
        FieldPath(Vec::new())
    }

    /// The value under a top-level key, e.g. `products`.
    pub fn of(key: impl Into<Arc<str>>) -> FieldPath {
        FieldPath::root().key(key)
    }

    /// The value under `key` inside this one: `messages` → `messages.pickup`.
    /// A key the tree holds is shared: pass `Arc::clone(&key.name)`.
    pub fn key(&self, key: impl Into<Arc<str>>) -> FieldPath {
        self.with(Segment::Key(key.into()))
    }

    /// The item at `index` of the list at this path: `products` → `products[3]`.
    pub fn index(&self, index: usize) -> FieldPath {
        self.with(Segment::Index(index))
    }

    /// This path and one more segment, allocated at its size: a clone and
    /// then a push allocated twice, for every field of every item read.
    fn with(&self, segment: Segment) -> FieldPath {
        let mut segments = Vec::with_capacity(self.0.len() + 1);
        segments.extend_from_slice(&self.0);
        segments.push(segment);
        FieldPath(segments)
    }

    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Key(key) if i == 0 => f.write_str(key)?,
                Segment::Key(key) => write!(f, ".{key}")?,
                Segment::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

impl FieldPath {
    /// The path as people count: each list from 1, so `products[3]` (the
    /// fourth product, to a program) shows as `products[4]`. Messages use
    /// this form; tools (`FromStr`, the JSON `path`) keep counting from 0.
    pub fn for_people(&self) -> ForPeople<'_> {
        ForPeople(self)
    }
}

/// [`FieldPath::for_people`].
pub struct ForPeople<'a>(&'a FieldPath);

impl fmt::Display for ForPeople<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, segment) in self.0.0.iter().enumerate() {
            match segment {
                Segment::Key(key) if i == 0 => f.write_str(key)?,
                Segment::Key(key) => write!(f, ".{key}")?,
                Segment::Index(index) => write!(f, "[{}]", index + 1)?,
            }
        }
        Ok(())
    }
}

/// Why a text is not a field path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPath(pub String);

impl fmt::Display for BadPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a field path like `products[3].price`",
            self.0
        )
    }
}

impl std::error::Error for BadPath {}

impl FromStr for FieldPath {
    type Err = BadPath;

    /// Reads a path a person wrote, such as `products[3].price`: keys of
    /// letters, digits and `_`, joined by `.`, each followed by any number
    /// of `[index]`. Anything else is refused rather than half read.
    fn from_str(text: &str) -> Result<FieldPath, BadPath> {
        let bad = || BadPath(text.to_owned());
        let mut path = FieldPath::root();
        if text.is_empty() {
            return Ok(path);
        }
        for part in text.split('.') {
            let (key, mut rest) = part.split_at(part.find('[').unwrap_or(part.len()));
            let is_word = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            if key.is_empty() || !is_word(key) {
                return Err(bad());
            }
            path = path.key(key);
            while !rest.is_empty() {
                let (index, after) = rest
                    .strip_prefix('[')
                    .and_then(|r| r.split_once(']'))
                    .ok_or_else(bad)?;
                if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                path = path.index(index.parse().map_err(|_| bad())?);
                rest = after;
            }
        }
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_and_shows_paths() {
        let price = FieldPath::of("products").index(3).key("price");
        assert_eq!(price.to_string(), "products[3].price");
        assert_eq!(
            price.segments(),
            [
                Segment::Key("products".into()),
                Segment::Index(3),
                Segment::Key("price".into())
            ]
        );
        assert_eq!(FieldPath::root().to_string(), "");
        assert_eq!(FieldPath::of("m").index(0).index(2).to_string(), "m[0][2]");
        assert_eq!(price.for_people().to_string(), "products[4].price");
        assert_eq!(
            FieldPath::of("m")
                .index(0)
                .index(2)
                .for_people()
                .to_string(),
            "m[1][3]"
        );
    }

    #[test]
    fn reads_what_it_shows_and_refuses_the_rest() {
        for text in ["products[3].price", "a", "faqs[0].a", "m[0][2].b_c", ""] {
            assert_eq!(text.parse::<FieldPath>().unwrap().to_string(), text);
        }
        for bad in [
            "products[x]",
            "products[3",
            "products.[3]",
            "a..b",
            ".a",
            "a.",
            "a[]",
            "a b",
            "a[1]x",
        ] {
            assert_eq!(
                bad.parse::<FieldPath>(),
                Err(BadPath(bad.to_owned())),
                "{bad}"
            );
        }
    }
}
