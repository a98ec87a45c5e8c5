//! Warnings of one kind, told together. A catalogue of thousands of products
//! can break one rule hundreds of times (more than 3 highlights); printed one
//! by one, they would fill the terminal and hide everything else. So the
//! human and github formats tell such a group once, with its count, show the
//! first [`SHOWN`] in full and list where the others are. The kind is the
//! one the diagnostic carries ([`Rule`]), never guessed from its words.
//! Errors are always told one by one: each one stops the build. The JSON
//! lists every diagnostic, with its kind.

use std::collections::BTreeMap;

use shopsite_content::{Diagnostic, Loaded, Rule};

use super::place::{locate, sheet_place};

/// Of a group, this many are shown in full; a kind with no more than this
/// is not grouped at all.
pub const SHOWN: usize = 3;

/// The places of the others are listed up to this many.
const LISTED: usize = 10;

/// The warnings of one kind, in the order of the report.
pub struct Group<'a> {
    pub rule: Rule,
    pub members: Vec<&'a Diagnostic>,
}

/// The groups of `loaded`: each kind of warning that comes more than
/// [`SHOWN`] times.
pub fn groups(loaded: &Loaded) -> BTreeMap<Rule, Group<'_>> {
    let mut groups: BTreeMap<Rule, Group<'_>> = BTreeMap::new();
    for d in loaded.diagnostics.iter().filter(|d| !d.is_error()) {
        if let Some(rule) = d.rule {
            groups
                .entry(rule)
                .or_insert_with(|| Group {
                    rule,
                    members: Vec::new(),
                })
                .members
                .push(d);
        }
    }
    groups.retain(|_, g| g.members.len() > SHOWN);
    groups
}

impl Group<'_> {
    /// "143 products have more than 3 highlights, but a card shows only the first 3".
    pub fn summary(&self) -> String {
        self.rule.summary(self.members.len())
    }

    /// The ones not shown in full.
    pub fn others(&self) -> &[&Diagnostic] {
        &self.members[SHOWN..]
    }

    /// Where the others are: "content/x.yaml line 3; content/products.csv
    /// rows 40, 57, …, 172 and 130 more", at most [`LISTED`] places, then
    /// how many more. Files are named by `name`.
    pub fn places(&self, loaded: &Loaded, name: impl Fn(&str) -> String) -> String {
        let others = self.others();
        let mut text = places(
            loaded,
            others
                .iter()
                .take(LISTED)
                .map(|d| (d.file.as_str(), d.span.as_ref())),
            name,
        );
        if others.len() > LISTED {
            text += &format!(", … and {} more", others.len() - LISTED);
        }
        text
    }

    /// The help all of them give, when they give the same.
    pub fn hint(&self) -> Option<&str> {
        let first = self.members[0].hint.as_deref()?;
        self.members
            .iter()
            .all(|d| d.hint.as_deref() == Some(first))
            .then_some(first)
    }
}

/// Where `spans` are, by file: "content/x.yaml line 3; content/products.csv
/// rows 40, 57". Files are named by `name`.
pub fn places<'a>(
    loaded: &Loaded,
    spans: impl Iterator<Item = (&'a str, Option<&'a std::ops::Range<usize>>)>,
    name: impl Fn(&str) -> String,
) -> String {
    // Lines of a file, or rows of a spreadsheet.
    let mut files: Vec<(&str, &str, Vec<usize>)> = Vec::new();
    for (file, span) in spans {
        let (what, at) = match sheet_place(loaded, file, span) {
            Some(place) => ("row", Some(place.row)),
            None => ("line", locate(loaded, file, span).map(|p| p.line)),
        };
        match (files.last_mut(), at) {
            (Some((last, _, lines)), Some(at)) if *last == file => lines.push(at),
            _ => files.push((file, what, at.into_iter().collect())),
        }
    }
    files
        .iter()
        .map(|(file, what, lines)| match lines.as_slice() {
            [] => name(file),
            [line] => format!("{} {what} {line}", name(file)),
            lines => format!(
                "{} {what}s {}",
                name(file),
                lines
                    .iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        })
        .collect::<Vec<_>>()
        .join("; ")
}
