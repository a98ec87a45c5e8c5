//! Where a diagnostic points, and the rules that several files share: an
//! id, a link, a text with placeholders, a value used twice.
//!
//! A file's own rules are in its module beside this one (`products.rs`,
//! `site.rs`, …); they report through [`Check`], which turns a file and a
//! field path such as `products[3].image` into the place the owner sees.

use std::collections::BTreeMap;
use std::ops::Range;

use crate::diagnostic::{Diagnostic, quote};
use crate::path::FieldPath;
use crate::read::files::Files;
use crate::read::yaml::{Node, NodeKind};
use crate::rules;

/// The files as read, and what the checks found in them.
pub(super) struct Check<'a> {
    pub files: &'a Files,
    pub out: Vec<Diagnostic>,
    /// The texts checked as templates (`template`), by file and path: they
    /// tell their own unknown placeholders.
    pub templates: Vec<(String, FieldPath)>,
}

impl<'a> Check<'a> {
    /// The checks of `files`, with nothing found yet.
    pub(super) fn new(files: &'a Files) -> Check<'a> {
        Check {
            files,
            out: Vec::new(),
            templates: Vec::new(),
        }
    }

    /// Takes in what `other` found (its diagnostics and its templates),
    /// after what this one has: checks made apart, on other threads, join
    /// in their order.
    pub(super) fn extend(&mut self, other: Check<'_>) {
        self.out.extend(other.out);
        self.templates.extend(other.templates);
    }
}

impl Check<'_> {
    /// A diagnostic at the value found at `path` in file `rel`.
    pub(super) fn at(
        &self,
        rel: &str,
        path: &FieldPath,
        d: fn(String, String) -> Diagnostic,
        message: String,
    ) -> Diagnostic {
        let parsed = &self.files.files[rel];
        let place = parsed.source.path_for_people(path);
        let d = d(parsed.source.name.clone(), format!("{place}: {message}")).path(path);
        let blank = |node: &Node| parsed.source.text[node.span.clone()].trim().is_empty();
        match parsed.tree.as_ref().and_then(|t| t.lookup_entry(path)) {
            // A list or group is best shown by its key, e.g. `highlights:`,
            // and so is a value with nothing to point at: `key:` with no
            // text, or `key: |` with no lines, whose span is on the next line.
            Some((Some(key), node))
                if !matches!(node.kind, NodeKind::Scalar { .. }) || blank(node) =>
            {
                d.at(key.span.clone())
            }
            Some((_, node)) => d.at(node.head()),
            None => d,
        }
    }

    /// Reports what `rule` found wrong with the value at `path`, if anything.
    pub(super) fn rule(&mut self, rel: &str, path: &FieldPath, rule: Result<(), rules::Broken>) {
        if let Err(broken) = rule {
            self.error(rel, path, broken.message, broken.hint);
        }
    }

    /// Whether the value at `path` did not parse, and was stood in for
    /// (`de::Parsed`): the rules that read it would judge the stand-in.
    pub(super) fn stood_in(&self, rel: &str, path: &FieldPath) -> bool {
        let file = &self.files.files[rel].source.name;
        self.files
            .diagnostics
            .iter()
            .any(|d| d.stood_in && &d.file == file && d.path.as_ref() == Some(path))
    }

    /// The text of the value at `path`, as written.
    pub(super) fn written(&self, rel: &str, path: &FieldPath) -> Option<&str> {
        let tree = self.files.files.get(rel)?.tree.as_ref()?;
        match &tree.lookup_entry(path)?.1.kind {
            NodeKind::Scalar { value, .. } => Some(value),
            _ => None,
        }
    }

    pub(super) fn error(
        &mut self,
        rel: &str,
        path: &FieldPath,
        message: impl Into<String>,
        hint: impl Into<String>,
    ) {
        let d = self
            .at(rel, path, Diagnostic::error, message.into())
            .hint(hint);
        self.out.push(d);
    }

    /// The byte range of `part` inside the text value at `path`, if it can be found there.
    fn span_within(&self, rel: &str, path: &FieldPath, part: &str) -> Option<Range<usize>> {
        let parsed = &self.files.files[rel];
        let node = parsed.tree.as_ref()?.lookup(path)?;
        let text = &parsed.source.text[node.span.clone()];
        text.find(part)
            .map(|i| node.span.start + i..node.span.start + i + part.len())
    }

    /// Points the caret at `part` inside the value, when it can be found.
    pub(super) fn narrow(
        &self,
        d: Diagnostic,
        rel: &str,
        path: &FieldPath,
        part: &str,
    ) -> Diagnostic {
        match self.span_within(rel, path, part) {
            Some(span) => d.at(span),
            None => d,
        }
    }

    /// `d` with the value at `path` in file `rel` as a related place.
    pub(super) fn related_at(
        &self,
        d: Diagnostic,
        rel: &str,
        path: &FieldPath,
        why: &str,
    ) -> Diagnostic {
        let parsed = &self.files.files[rel];
        match parsed.tree.as_ref().and_then(|t| t.lookup(path)) {
            Some(node) => d.related(&parsed.source.name, node.head(), why),
            None => d,
        }
    }

    /// Reports every value that repeats an earlier one. `items` are
    /// `(file, field path, value)`, so the check can span several files.
    pub(super) fn unique<'a>(
        &mut self,
        what: &str,
        hint: &str,
        items: impl IntoIterator<Item = (&'a str, FieldPath, &'a str)>,
    ) {
        let mut seen: BTreeMap<&str, (&str, FieldPath)> = BTreeMap::new();
        for (rel, path, value) in items {
            let Some((first_rel, first_path)) = seen.get(value) else {
                seen.insert(value, (rel, path));
                continue;
            };
            let first = &self.files.files[*first_rel];
            let first_span = first
                .tree
                .as_ref()
                .and_then(|t| t.lookup(first_path))
                .map(Node::head);
            let mut d = self
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!("the {what} {} is used twice", quote(value)),
                )
                .hint(hint);
            if let Some(span) = first_span {
                d = d.related(&first.source.name, span, "first used here");
            }
            self.out.push(d);
        }
    }

    /// `unique` within one file, for lists of items with ids.
    pub(super) fn unique_ids<'a>(
        &mut self,
        rel: &'a str,
        what: &str,
        ids: impl IntoIterator<Item = (FieldPath, &'a str)>,
    ) {
        let hint = format!("every {what} must be different; rename one of them");
        self.unique(
            what,
            &hint,
            ids.into_iter().map(|(path, id)| (rel, path, id)),
        );
    }

    /// A link the site shows: `https://`, with a host, and nothing hidden in it.
    pub(super) fn https(&mut self, rel: &str, path: &FieldPath, url: &str) {
        if let Err(why) = rules::check_https_url(url) {
            self.error(
                rel,
                path,
                format!("{} is not an allowed link: {why}", quote(url)),
                "use a full link that starts with `https://`",
            );
        }
    }

    /// An id: English letters a–z, digits and single dashes.
    pub(super) fn slug(&mut self, rel: &str, path: &FieldPath, id: &str) {
        self.slug_or(rel, path, id, None);
    }

    /// An id, with a working one to suggest made from it, or from `title`
    /// when the id is written in Hindi: `आईफ़ोन 12 का कवर` is `aifon-12-ka-kavar`.
    pub(super) fn slug_or(&mut self, rel: &str, path: &FieldPath, id: &str, title: Option<&str>) {
        if let Err(why) = rules::check_slug(id) {
            let hindi = id.chars().any(crate::roman::is_devanagari);
            let made = [title.filter(|_| hindi), Some(id)]
                .into_iter()
                .flatten()
                .map(rules::slugify)
                .find(|s| !s.is_empty());
            let hint = match made {
                Some(made) => format!("try `{made}`"),
                None => {
                    "write the id in English letters a–z, digits and dashes, e.g. `usb-c-cable`"
                        .to_owned()
                }
            };
            self.error(
                rel,
                path,
                format!("{} is not a valid id: {why}", quote(id)),
                hint,
            );
        }
    }

    /// Checks that `template` uses only the placeholders in `allowed`.
    pub(super) fn template(
        &mut self,
        rel: &str,
        path: &FieldPath,
        template: &str,
        allowed: &[&str],
    ) {
        self.templates.push((rel.to_owned(), path.clone()));
        let allowed_text = match allowed {
            [] => "this text takes no placeholders".to_owned(),
            names => format!(
                "this text may use {}",
                names
                    .iter()
                    .map(|n| format!("`{{{n}}}`"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        };
        let placeholders = match rules::placeholders(template) {
            Ok(found) => found,
            Err((range, why)) => {
                let d = self.at(rel, path, Diagnostic::error, why).hint(format!(
                    "{allowed_text}; write braces only around a placeholder"
                ));
                self.out.push(self.narrow(d, rel, path, &template[range]));
                return;
            }
        };
        for p in placeholders.iter().filter(|p| !allowed.contains(&p.name)) {
            let hint = match crate::diagnostic::did_you_mean(p.name, allowed.iter().copied()) {
                Some(s) => format!("did you mean `{{{s}}}`? ({allowed_text})"),
                None => allowed_text.clone(),
            };
            let d = self
                .at(
                    rel,
                    path,
                    Diagnostic::error,
                    format!("unknown placeholder `{{{}}}`", p.name),
                )
                .hint(hint);
            let d = self.narrow(d, rel, path, &template[p.span.clone()]);
            self.out.push(d);
        }
    }
}
