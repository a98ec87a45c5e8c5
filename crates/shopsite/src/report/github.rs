//! The github format: one GitHub Actions workflow command per problem, which
//! the runner shows as an annotation on the file and line of the pull
//! request, e.g.
//! `::error file=content/products.yaml,line=8,col=12,endLine=8,endColumn=17,title=products[1].price::…`.
//!
//! The message carries what the human text says: the message, what was
//! expected and found, the related places and the help, one per line. Text is
//! escaped exactly as `@actions/core` does it (`escapeData` and
//! `escapeProperty` in `packages/core/src/command.ts` of actions/toolkit), so
//! a `,` or `:` in a field path or a line break in a message cannot end a
//! property or the command early.

use std::collections::BTreeMap;

use shopsite_content::{Diagnostic, Loaded, Rule, Severity};

use super::group;
use super::place::{RepoNames, locate, path_for_people, sheet_place};
use crate::error::Error;

/// Every diagnostic of `loaded` as a workflow command, one a line, with no
/// cap: GitHub's own limit on annotations applies
/// (`docs/dev/check-formats.md`), and the rest stay readable in the step's
/// log. A kind of warning that comes many times ([`group`]) is annotated for
/// its first few, then once for the others, so that it does not use up
/// GitHub's 10 warnings a step.
pub fn annotations(loaded: &Loaded, names: &RepoNames) -> String {
    let groups = group::groups(loaded);
    let mut seen: BTreeMap<Rule, usize> = BTreeMap::new();
    let mut out = String::new();
    for d in &loaded.diagnostics {
        if let Some(group) = d
            .rule
            .and_then(|r| groups.get(&r))
            .filter(|_| !d.is_error())
        {
            let n = seen.entry(group.rule).or_default();
            *n += 1;
            if *n == group::SHOWN + 1 {
                out += &others(group, loaded, names);
            }
            if *n > group::SHOWN {
                continue;
            }
        }
        out += &annotation(d, loaded, names);
    }
    out
}

/// One warning for the others of a group, on the first of them.
fn others(group: &group::Group<'_>, loaded: &Loaded, names: &RepoNames) -> String {
    let first = group.others()[0];
    let mut properties = vec![("file", names.name(&first.file))];
    if let Some(p) = locate(loaded, &first.file, first.span.as_ref()) {
        properties.push(("line", p.line.to_string()));
    }
    properties.push(("title", group.summary()));
    let mut lines = vec![format!(
        "{} more, on {}",
        group.others().len(),
        group.places(loaded, |f| names.name(f))
    )];
    lines.extend(group.hint().map(|h| format!("help: {h}")));
    command("warning", &properties, &lines.join("\n"))
}

fn annotation(d: &Diagnostic, loaded: &Loaded, names: &RepoNames) -> String {
    let kind = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let mut properties = vec![("file", names.name(&d.file))];
    if let Some(p) = locate(loaded, &d.file, d.span.as_ref()) {
        // GitHub takes columns only for a span on one line.
        properties.push(("line", p.line.to_string()));
        if p.one_line() {
            properties.push(("col", p.col.to_string()));
        }
        properties.push(("endLine", p.end_line.to_string()));
        if p.one_line() {
            properties.push(("endColumn", p.end_col.to_string()));
        }
    }
    // The title says where, as the message does: `products[2].price`
    // counting from 1, or a spreadsheet's `row 3, column C (price)`.
    let title = sheet_place(loaded, &d.file, d.span.as_ref())
        .map(|p| p.to_string())
        .or_else(|| path_for_people(loaded, d));
    if let Some(title) = title {
        properties.push(("title", title));
    }
    let mut lines = vec![d.message.clone()];
    lines.extend(d.label());
    for r in &d.related {
        let at = match (
            sheet_place(loaded, &r.file, Some(&r.span)),
            locate(loaded, &r.file, Some(&r.span)),
        ) {
            (Some(cell), _) => format!("{}, {cell}", names.name(&r.file)),
            (None, Some(p)) => format!("{}:{}:{}", names.name(&r.file), p.line, p.col),
            (None, None) => names.name(&r.file),
        };
        lines.push(format!("{}: {at}", r.message));
    }
    lines.extend(d.hint.iter().map(|h| format!("help: {h}")));
    command(kind, &properties, &lines.join("\n"))
}

/// An error that is not about a content file: `::error::message`, then its
/// detail and help on lines of their own.
pub fn error(error: &Error) -> String {
    let mut lines = vec![error.message()];
    lines.extend(error.detail().filter(|t| !t.trim().is_empty()));
    let help = error.hint().map(|h| format!("help: {h}"));
    lines.extend(help.as_deref());
    command("error", &[], &lines.join("\n"))
}

/// `::kind key=value,key=value::message` and a line break.
fn command(kind: &str, properties: &[(&str, String)], message: &str) -> String {
    let properties: Vec<String> = properties
        .iter()
        .map(|(key, value)| format!("{key}={}", escape_property(value)))
        .collect();
    let space = if properties.is_empty() { "" } else { " " };
    format!(
        "::{kind}{space}{}::{}\n",
        properties.join(","),
        escape_data(message)
    )
}

/// `escapeData`: `%` first, so that the escapes themselves survive.
fn escape_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// `escapeProperty`: as data, and the `:` and `,` that end a property.
fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_and_properties_are_escaped_as_actions_core_does() {
        assert_eq!(
            escape_data("50%, off: now\r\nhere"),
            "50%25, off: now%0D%0Ahere"
        );
        assert_eq!(
            escape_property("50%, off: now\r\nhere"),
            "50%25%2C off%3A now%0D%0Ahere"
        );
        // Already-escaped text is escaped again, not taken for an escape.
        assert_eq!(escape_data("%0A"), "%250A");
    }

    #[test]
    fn an_error_is_one_command_with_its_detail_and_help_on_lines_of_their_own() {
        let error = Error::new("the prerender failed: 100% broken")
            .with_detail("rendering \"videos\" failed:\nTypeError: x")
            .with_hint("rebuild the frontend with `just build`");
        assert_eq!(
            super::error(&error),
            "::error::the prerender failed: 100%25 broken%0Arendering \"videos\" failed:%0ATypeError: x%0Ahelp: rebuild the frontend with `just build`\n"
        );
        assert_eq!(
            super::error(&Error::new("cannot start")),
            "::error::cannot start\n"
        );
    }
}
