//! `courses.yaml`: the training courses; and the other files' texts that
//! name the courses with their weeks, which must agree with it.

use std::ops::Range;
use std::sync::Arc;

use super::Check;
use crate::diagnostic::Diagnostic;
use crate::model::Course;
use crate::path::FieldPath;
use crate::read::yaml::{Node, NodeKind};
use crate::table::{list, rel};

pub(super) fn check(c: &mut Check, courses: &[Course]) {
    let rel = rel::courses;
    // Where each course that could be read is: a broken one is left out.
    let places = c.files.places(list::courses);
    let item = |i: usize| places[i].1.clone();
    for (i, course) in courses.iter().enumerate() {
        c.slug(rel, &item(i).key("id"), &course.id);
        c.template(rel, &item(i).key("message"), &course.message, &["course"]);
        if course.weeks == 0 {
            c.error(
                rel,
                &item(i).key("weeks"),
                "a course lasts at least one week",
                "write the length in weeks, e.g. `4`",
            );
        }
        if course.focus.is_empty() {
            c.error(
                rel,
                &item(i).key("focus"),
                "the focus list is empty",
                "list what the course covers, one `- ` line each",
            );
        }
    }
    c.unique_ids(
        rel,
        "course id",
        courses
            .iter()
            .enumerate()
            .map(|(i, x)| (item(i).key("id"), x.id.as_str())),
    );
}

/// Texts that name the courses with their weeks ("4-week Beginner, 6-week
/// Advanced and 8-week Chip-Level courses") are the owner's words, not made
/// from courses.yaml, so they drift when a course is added, renamed or
/// changes length. Each such text in the other files is held to
/// courses.yaml: a length that is not the course's; and in a text that so
/// names two courses or more, a course it leaves out or a name that is no
/// course. All are warnings: the site still builds.
pub(super) fn check_mentions(c: &mut Check, courses: &[Course]) {
    let files = c.files;
    // A course that could not be read would be told left out, or no course.
    if files.incomplete(list::courses) {
        return;
    }
    let names: Vec<&str> = courses.iter().map(|x| x.name.as_str()).collect();
    let catalogue = |rel: &str| {
        crate::table::LIST_FILES
            .iter()
            .any(|cat| rel == cat.yaml || rel == cat.csv || cat.in_dir(rel))
    };
    for (rel, parsed) in &files.files {
        if rel == rel::courses || catalogue(rel) {
            continue;
        }
        let Some(tree) = &parsed.tree else { continue };
        let mut texts = Vec::new();
        collect_texts(tree, &FieldPath::root(), &mut texts);
        for (path, text) in texts {
            let text = Text { rel, path, text };
            let mentions = weeks_mentions(text.text, &names);
            let known: Vec<_> = mentions.iter().filter(|m| m.known).collect();
            wrong_weeks(c, &text, &known, courses);
            if known.len() < 2 {
                continue;
            }
            not_courses(c, &text, &mentions, &names);
            left_out(c, &text, &known, courses);
        }
    }
}

/// A text of a file, where it is.
struct Text<'a> {
    rel: &'a str,
    path: FieldPath,
    text: &'a str,
}

impl Text<'_> {
    /// A warning at `said` in the text.
    fn warning(&self, c: &Check, message: String, hint: String, said: &str) -> Diagnostic {
        let d = c
            .at(self.rel, &self.path, Diagnostic::warning, message)
            .hint(hint);
        c.narrow(d, self.rel, &self.path, said)
    }
}

/// A course named with weeks that are not its own.
fn wrong_weeks(c: &mut Check, text: &Text, known: &[&WeeksMention], courses: &[Course]) {
    for m in known {
        let Some(x) = courses.iter().find(|x| x.name == m.name) else {
            continue;
        };
        if x.weeks != m.weeks {
            let said = &text.text[m.span.clone()];
            let d = text.warning(
                c,
                format!(
                    "says `{said}`, but courses.yaml gives {} {} weeks",
                    x.name, x.weeks
                ),
                format!(
                    "write `{}`, or change the weeks in courses.yaml",
                    said.replacen(&m.weeks.to_string(), &x.weeks.to_string(), 1)
                ),
                said,
            );
            c.out.push(d);
        }
    }
}

/// A name among the courses that is no course.
fn not_courses(c: &mut Check, text: &Text, mentions: &[WeeksMention], names: &[&str]) {
    for m in mentions.iter().filter(|m| !m.known) {
        let said = &text.text[m.span.clone()];
        let d = text.warning(
            c,
            format!(
                "names `{said}` among the courses, but courses.yaml has no course `{}`",
                m.name
            ),
            format!(
                "the courses are {}; reword this text to match them",
                crate::read::de::and_list(
                    &names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>()
                )
            ),
            said,
        );
        c.out.push(d);
    }
}

/// The courses a text that names the courses leaves out.
fn left_out(c: &mut Check, text: &Text, known: &[&WeeksMention], courses: &[Course]) {
    let left_out: Vec<&Course> = courses
        .iter()
        .filter(|x| !known.iter().any(|m| m.name == x.name))
        .collect();
    if left_out.is_empty() {
        return;
    }
    let named: Vec<String> = left_out
        .iter()
        .map(|x| format!("`{}` ({} weeks)", x.name, x.weeks))
        .collect();
    let add: Vec<String> = left_out
        .iter()
        .map(|x| format!("`{}-week {}`", x.weeks, x.name))
        .collect();
    // At the last course named, where the list ends.
    let last = known.last().map_or("", |m| &text.text[m.span.clone()]);
    let d = text.warning(
        c,
        format!(
            "names {} of the {} courses with their weeks, but not {}, which courses.yaml has",
            known.len(),
            courses.len(),
            crate::read::de::and_list(&named)
        ),
        format!(
            "add {} to this text, or reword it",
            crate::read::de::and_list(&add)
        ),
        last,
    );
    c.out.push(d);
}

/// Every text in `node`, with its field path.
fn collect_texts<'a>(node: &'a Node, path: &FieldPath, out: &mut Vec<(FieldPath, &'a str)>) {
    match &node.kind {
        NodeKind::Scalar { value, .. } => out.push((path.clone(), value)),
        NodeKind::Seq(items) => {
            for (i, item) in items.iter().enumerate() {
                collect_texts(item, &path.index(i), out);
            }
        }
        NodeKind::Map(entries) => {
            for (key, value) in entries {
                collect_texts(value, &path.key(Arc::clone(&key.name)), out);
            }
        }
    }
}

/// A course named in a text with its length, `8-week Chip-Level` (or `8
/// week`, `8-weeks`), by its byte range in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
struct WeeksMention<'a> {
    pub weeks: u32,
    /// The words after `week`: the name of one of `names` when it starts
    /// with one, else the next word.
    pub name: &'a str,
    /// Whether `name` is one of the names looked for.
    pub known: bool,
    pub span: Range<usize>,
}

/// Every `N-week NAME` in `text`, NAME being one of `names` (the longest
/// that fits) or else the word there.
fn weeks_mentions<'a>(text: &'a str, names: &[&str]) -> Vec<WeeksMention<'a>> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(i) = text[from..].find("week").map(|i| from + i) {
        from = i + 4;
        // The number before: `8-week`, `8 week`.
        let before = text[..i].strip_suffix(['-', ' ']).unwrap_or(&text[..i]);
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let Ok(weeks) = before[before.len() - digits..].parse::<u32>() else {
            continue;
        };
        let start = before.len() - digits;
        if start > 0 && bytes[start - 1].is_ascii_alphanumeric() {
            continue;
        }
        // Then `week` or `weeks`, a space or dash, and the name.
        let mut after = i + 4;
        if text[after..].starts_with('s') {
            after += 1;
        }
        let Some(rest) = text[after..].strip_prefix([' ', '-']) else {
            continue;
        };
        let name_at = text.len() - rest.len();
        let known = names
            .iter()
            .filter(|n| {
                !n.is_empty()
                    && rest.starts_with(**n)
                    && !rest[n.len()..].starts_with(|c: char| c.is_alphanumeric())
            })
            .max_by_key(|n| n.len());
        let name = match known {
            Some(n) => &rest[..n.len()],
            None => {
                let word = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .unwrap_or(rest.len());
                &rest[..word]
            }
        };
        if name.is_empty() {
            continue;
        }
        found.push(WeeksMention {
            weeks,
            name,
            known: known.is_some(),
            span: start..name_at + name.len(),
        });
        from = name_at + name.len();
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn courses_named_with_their_weeks() {
        let text = "Learn: 4-week Beginner, 6 weeks Advanced and 8-week Chip-Level courses, or a 2-week course.";
        let names = ["Beginner", "Advanced", "Chip-Level", "Chip"];
        let found: Vec<(u32, &str, bool, &str)> = weeks_mentions(text, &names)
            .into_iter()
            .map(|m| (m.weeks, m.name, m.known, &text[m.span]))
            .collect();
        assert_eq!(
            found,
            [
                (4, "Beginner", true, "4-week Beginner"),
                (6, "Advanced", true, "6 weeks Advanced"),
                (8, "Chip-Level", true, "8-week Chip-Level"),
                (2, "course", false, "2-week course"),
            ]
        );
        assert_eq!(weeks_mentions("every week, x4-week Beginner", &names), []);
    }
}
