//! YAML syntax errors in the owner's words.
//!
//! The parser says what it could not do ("did not find expected '-'
//! indicator", "mapping values are not allowed in this context") where it
//! gave up, which is often a line after the mistake, and in its own terms.
//! Here the lines around that place are read as a person reads them: a tab
//! in the indentation, a line that does not line up with the lines of its
//! group, a space missing after a colon, a text holding `: ` or starting
//! with `[`, `@` or a quote that must be put in quotes, words that lost
//! their colon or their `- `, an apostrophe inside '…', a `\` inside "…".
//! Each is told where the mistake is, with what to write instead, in the
//! owner's own words. Where none of them fits, what the parser said is told
//! in plain words ([`plain_words`]).
//!
//! [`quiet`] tells, as warnings, the slips YAML reads without a word but
//! that change what the site shows: a ` #1` that starts a comment and cuts
//! a text, curly quotes kept as part of a text, a `- ` item indented deeper
//! than the items above it, which YAML joins to the item above.

use std::ops::Range;

use crate::diagnostic::{Diagnostic, quote};
use crate::read::source::Source;
use crate::read::yaml::{self, Key, Node, NodeKind, Unparsed};

/// Parses `source` into a tree ([`yaml::parse`]), telling a syntax error in
/// the owner's words ([`explain`]) and the slips YAML reads without a word
/// as warnings in `soft` ([`quiet`]).
pub(crate) fn parse(
    source: &Source,
    soft: &mut Vec<Diagnostic>,
) -> Result<Option<Node>, Diagnostic> {
    match yaml::parse(source, soft) {
        Ok(tree) => {
            if let Some(root) = &tree {
                quiet(source, root, soft);
            }
            Ok(tree)
        }
        Err(Unparsed::Syntax { info, at }) => Err(explain(source, &info, at)),
        Err(Unparsed::Refused(d)) => Err(d),
    }
}

/// The diagnostic for the parser's `info`, given at byte `at` of `source`.
pub(crate) fn explain(source: &Source, info: &str, at: usize) -> Diagnostic {
    let lines = Lines::of(&source.text);
    let line = source.line_col(at).0 - 1;
    let file = source.name.as_str();
    let found = tab(&lines, line, info)
        .or_else(|| colon_in_text(&lines, line, at, info))
        .or_else(|| missing_colon_or_dash(&lines, line, info))
        .or_else(|| indentation(&lines, line))
        .or_else(|| no_space_after_colon(&lines, line))
        .or_else(|| quotes(&lines, line, at, info))
        .or_else(|| escape(&lines, line, info))
        .or_else(|| leading_character(&lines, line, info));
    match found {
        Some(Found {
            message,
            span,
            label,
            hint,
        }) => {
            let d = Diagnostic::error(file, message).at(span).hint(hint);
            match label {
                Some(label) => d.found(label),
                None => d,
            }
        }
        None => {
            // The parser stops on the line after words that lack their
            // colon: point at the start of the words above instead.
            let at = match lines.previous_text(line) {
                Some(p) if info.contains("simple key") && line_starts_at(&lines, line, at) => {
                    let above = &lines.0[p];
                    above.start + above.indent()
                }
                _ => at,
            };
            let end = source.text[at..]
                .chars()
                .next()
                .map_or(at, |c| at + c.len_utf8());
            let (message, hint) = plain_words(info);
            Diagnostic::error(file, message).at(at..end).hint(hint)
        }
    }
}

/// What the parser said, in the owner's words, for a slip none of the
/// readings above fits: what YAML met here, and what to look at.
fn plain_words(info: &str) -> (String, String) {
    let has = |words: &str| info.contains(words);
    let (message, hint) = if has("simple key") {
        (
            "a line at or above this one has words without a `key:` or a `- ` in front",
            "write `key: value`, with a space after the colon, or `- ` before an item of a list",
        )
    } else if has("unknown escape") || has("hexadecimal") || has("Unicode character escape") {
        (
            "a `\\` inside double quotes starts a code that YAML does not know",
            "write `\\\\` for one backslash, or put the text in single quotes '…' instead",
        )
    } else if has("quoted scalar") {
        (
            "a quote here is not closed where YAML expects",
            "end the text with the same quote it starts with, on the same line, or leave out the quotes",
        )
    } else if speaks_of_tab(info) {
        (
            "a tab is here, where YAML takes only spaces",
            "delete the tab and write spaces instead (a tab looks like spaces on screen, but is not)",
        )
    } else if has("block scalar") {
        (
            "a line of the text under `|` or `>` is not indented like its first line",
            "indent every line of that text at least as far as its first line",
        )
    } else if has("block sequence entries are not allowed") {
        (
            "a `- ` item cannot start here",
            "a list goes on the lines under a `key:` that has nothing after its colon, one `- ` line per item",
        )
    } else if has("mapping values are not allowed") || has("mapping keys are not allowed") {
        (
            "YAML did not expect a `: ` here",
            "a text that holds `: ` must be put in quotes; else check that this line lines up with the lines of its group",
        )
    } else if has("did not find expected key") || has("'-' indicator") || has("indentation") {
        (
            "this line does not line up with the lines of its group",
            "indent it with as many spaces as the lines of its group, and put a text that starts with a quote or a bracket in quotes",
        )
    } else if has("flow") || has("bracket") || has("',' or") {
        (
            "a `[` or `{` here is not closed as YAML expects",
            "a text that starts with `[` or `{` must be put in quotes",
        )
    } else if has("whitespace") {
        (
            "a `-` or `:` here needs a space after it",
            "write a space after it, or put the text in quotes",
        )
    } else if has("unprintable") || has("byte order mark") {
        (
            "this line holds an invisible character that YAML does not take",
            "retype the line, or copy its words again from plain text",
        )
    } else if has("<document start>") {
        (
            "YAML took the file to end above this line, and cannot read the rest",
            "check the first lines of the file: each `key` needs its colon, and the lines of a group under it are indented",
        )
    } else if has("document") || has("directive") {
        (
            "a line starting with `---`, `...` or `%` is read by YAML as a mark between files",
            "remove that line, or put its text in quotes",
        )
    } else if has("anchor") || has("alias") || has("tag") {
        (
            "a text that starts with `&`, `*` or `!` must be put in quotes",
            "put the whole text in quotes",
        )
    } else {
        let hint = format!(
            "check this line and the one above it: the indentation, the quotes, and any `: ` inside a text (the YAML reader says: {info})"
        );
        return ("YAML cannot read this line".to_owned(), hint);
    };
    (message.to_owned(), hint.to_owned())
}

/// Whether byte `at` is where the words of line `i` start.
fn line_starts_at(lines: &Lines<'_>, i: usize, at: usize) -> bool {
    lines.0.get(i).is_some_and(|l| at <= l.start + l.indent())
}

/// Whether the parser's words are about a tab ("found a tab", "tabs
/// disallowed …"), and not merely hold the letters ("unprintable").
fn speaks_of_tab(info: &str) -> bool {
    info.split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word == "tab" || word == "tabs")
}

/// A mistake found, and how to tell it.
struct Found {
    message: String,
    span: Range<usize>,
    /// What is under the caret, e.g. "5 spaces".
    label: Option<String>,
    hint: String,
}

/// The file's lines, each with what the indentation rules need.
struct Lines<'a>(Vec<Line<'a>>);

#[derive(Debug)]
struct Line<'a> {
    /// 1-based, as shown.
    number: usize,
    /// Byte offset of its first character in the file.
    start: usize,
    /// Without the line break.
    text: &'a str,
    /// Inside a block text (after `key: >-` or `key: |`), where any words go.
    in_block: bool,
}

/// What a line of a group starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineKind {
    /// `- `: an item of a list.
    Item,
    /// `key:`.
    Key,
}

/// Where the lines of one group start, as the lines above a line show it.
#[derive(Debug, Clone, Copy)]
struct Level {
    kind: LineKind,
    column: usize,
    /// The line that shows it, as an index into [`Lines`].
    line: usize,
}

impl<'a> Lines<'a> {
    fn of(text: &'a str) -> Lines<'a> {
        let mut lines = Vec::new();
        let mut start = 0;
        // The indentation of the key that opened a block text, while in one.
        let mut block: Option<usize> = None;
        for (i, raw) in text.split('\n').enumerate() {
            let mut line = Line {
                number: i + 1,
                start,
                text: raw.strip_suffix('\r').unwrap_or(raw),
                in_block: false,
            };
            start += raw.len() + 1;
            if let Some(opener) = block {
                if line.is_blank() || line.indent() > opener {
                    line.in_block = true;
                } else {
                    block = None;
                }
            }
            if !line.in_block && line.opens_block_text() {
                block = Some(line.indent());
            }
            lines.push(line);
        }
        Lines(lines)
    }

    /// The nearest line before `i` that starts an item or a key.
    fn previous(&self, i: usize, skip: Option<usize>) -> Option<usize> {
        (0..i)
            .rev()
            .find(|&j| Some(j) != skip && self.0[j].kind().is_some())
    }

    /// The nearest line before `i` that is not blank nor in a block text.
    fn previous_text(&self, i: usize) -> Option<usize> {
        (0..i)
            .rev()
            .find(|&j| !self.0[j].is_blank() && !self.0[j].in_block)
    }

    /// The line of words, neither `key:` nor `- `, where the text that
    /// ends before line `i` starts: the lines between are indented deeper,
    /// so YAML read them as more words of it.
    fn bare_above(&self, i: usize) -> Option<usize> {
        let mut least = usize::MAX;
        let mut j = i;
        while let Some(k) = self.previous_text(j) {
            let line = &self.0[k];
            j = k;
            if line.indent() >= least {
                continue;
            }
            least = line.indent();
            if line.is_item() || line.key().is_some() {
                if line.key().is_some() {
                    return None;
                }
                continue;
            }
            // Words on lines under it, indented deeper, are more of its text.
            let mut start = k;
            while let Some(p) = self.previous_text(start) {
                let above = &self.0[p];
                if above.indent() < self.0[start].indent()
                    && !above.is_item()
                    && above.key().is_none()
                {
                    start = p;
                } else {
                    break;
                }
            }
            return Some(start);
        }
        None
    }

    /// Whether the lines of the group of line `i` are items of a list: the
    /// nearest line above it as deep, or else below it.
    fn sibling_is_item(&self, i: usize) -> bool {
        let indent = self.0[i].indent();
        let near = |j: &usize| {
            let l = &self.0[*j];
            !l.is_blank() && !l.in_block && l.indent() <= indent
        };
        let above = (0..i)
            .rev()
            .find(near)
            .filter(|&j| self.0[j].indent() == indent);
        let below = (i + 1..self.0.len())
            .find(near)
            .filter(|&j| self.0[j].indent() == indent);
        match above.or(below) {
            Some(j) => self.0[j].is_item(),
            None => false,
        }
    }

    /// The groups a line at `i` may belong to, from the lines above it
    /// (`skip` left out): each item or key that is indented no more than
    /// every such line after it, nearest first.
    fn levels(&self, i: usize, skip: Option<usize>) -> Vec<Level> {
        let mut levels: Vec<Level> = Vec::new();
        let mut least = usize::MAX;
        for j in (0..i).rev().filter(|&j| Some(j) != skip) {
            let line = &self.0[j];
            if line.kind().is_none() || line.indent() > least {
                continue;
            }
            let mut add = |kind, column| {
                if !levels.iter().any(|l| l.kind == kind && l.column == column) {
                    levels.push(Level {
                        kind,
                        column,
                        line: j,
                    });
                }
            };
            if line.is_item() {
                add(LineKind::Item, line.indent());
            }
            if let Some((column, _, _)) = line.key() {
                add(LineKind::Key, column);
            }
            least = least.min(line.indent());
        }
        levels
    }

    /// Whether the line at `i` lines up with a group above it (`skip` left
    /// out), or is the first line of a group its previous line opens.
    fn fits(&self, i: usize, skip: Option<usize>) -> bool {
        let line = &self.0[i];
        let Some((kind, column)) = line.kind() else {
            return true;
        };
        if let Some(p) = self.previous(i, skip) {
            let parent = &self.0[p];
            // `key:` with nothing after it opens a group or list below it,
            // which may be indented deeper (or, for a list, as deep).
            if parent.opens_group()
                && (line.indent() > parent.indent()
                    || (kind == LineKind::Item && line.indent() == parent.indent()))
            {
                return true;
            }
        }
        self.levels(i, skip)
            .iter()
            .any(|l| l.kind == kind && l.column == column)
    }

    /// The level the line at `i` most likely means: of its kind, the
    /// closest in indentation, and of two as close the nearer one.
    fn meant(&self, i: usize, skip: Option<usize>) -> Option<Level> {
        let (kind, column) = self.0[i].kind()?;
        self.levels(i, skip)
            .into_iter()
            .filter(|l| l.kind == kind)
            .min_by_key(|l| (l.column.abs_diff(column), i - l.line))
    }
}

impl Line<'_> {
    fn indent(&self) -> usize {
        self.text.len() - self.text.trim_start_matches(' ').len()
    }

    fn body(&self) -> &str {
        &self.text[self.indent()..]
    }

    fn is_blank(&self) -> bool {
        let body = self.text.trim();
        body.is_empty() || body.starts_with('#')
    }

    fn is_item(&self) -> bool {
        let body = self.body();
        body == "-" || body.starts_with("- ")
    }

    /// The column after the `- ` markers, and the text there.
    fn after_dashes(&self) -> (usize, &str) {
        let mut column = self.indent();
        let mut rest = self.body();
        while rest == "-" || rest.starts_with("- ") {
            let after = rest[1..].trim_start_matches(' ');
            column += rest.len() - after.len();
            rest = after;
        }
        (column, rest)
    }

    /// The key that starts the line (after any `- `): its column, its name,
    /// and the value after it, without the spaces around it.
    fn key(&self) -> Option<(usize, &str, &str)> {
        if self.in_block || self.is_blank() {
            return None;
        }
        let (column, rest) = self.after_dashes();
        if rest.starts_with(['"', '\'', '[', '{', '#', '&', '*', '!', '|', '>']) {
            return None;
        }
        let colon = rest
            .char_indices()
            .find(|&(i, c)| c == ':' && rest[i + 1..].chars().next().is_none_or(|n| n == ' '))
            .map(|(i, _)| i)?;
        let name = &rest[..colon];
        (!name.is_empty() && !name.contains(" #")).then(|| (column, name, rest[colon + 1..].trim()))
    }

    /// Whether the line starts an item or a key, and at which column.
    fn kind(&self) -> Option<(LineKind, usize)> {
        if self.in_block || self.is_blank() {
            None
        } else if self.is_item() {
            Some((LineKind::Item, self.indent()))
        } else {
            self.key().map(|(column, _, _)| (LineKind::Key, column))
        }
    }

    /// `key:` with nothing but a comment after it.
    fn opens_group(&self) -> bool {
        self.key()
            .is_some_and(|(_, _, value)| value.is_empty() || value.starts_with('#'))
    }

    /// `key: >-`, `key: |` and the like: the lines below are text.
    fn opens_block_text(&self) -> bool {
        let value = match self.key() {
            Some((_, _, value)) => value,
            None if self.is_item() => self.after_dashes().1,
            None => return false,
        };
        let indicator = value.split(" #").next().unwrap_or(value).trim();
        indicator.starts_with(['|', '>'])
            && indicator[1..]
                .chars()
                .all(|c| c.is_ascii_digit() || c == '+' || c == '-')
    }

    /// How the line is named in a message: `` `price:` `` or "the `- ` item".
    fn name(&self) -> String {
        match self.key() {
            Some((_, name, _)) if !self.is_item() => format!("`{name}:`"),
            _ => "this `- ` item".to_owned(),
        }
    }

    /// The same, for a line that is not the one told about.
    fn other_name(&self, kind: LineKind) -> String {
        match (kind, self.key()) {
            (LineKind::Key, Some((_, name, _))) => format!("`{name}:`"),
            _ => "the `- `".to_owned(),
        }
    }
}

/// `n spaces`, `1 space`, `no spaces`.
fn spaces(n: usize) -> String {
    match n {
        0 => "no spaces".to_owned(),
        1 => "1 space".to_owned(),
        n => format!("{n} spaces"),
    }
}

/// A tab in the indentation of the line of the error, the one after it
/// (the parser often stops on the line above a tab), or the one before it;
/// when the parser speaks of a tab, the last one above it too.
fn tab(lines: &Lines<'_>, at: usize, info: &str) -> Option<Found> {
    let tabbed = |i: &usize| {
        lines.0.get(*i).is_some_and(|l| {
            !l.in_block && l.text[..l.text.len() - l.text.trim_start().len()].contains('\t')
        })
    };
    let near = [at, at + 1, at.saturating_sub(1)].into_iter().find(tabbed);
    let i = match near {
        Some(i) => i,
        None if speaks_of_tab(info) => (0..=at + 1).rev().find(tabbed)?,
        None => return None,
    };
    let line = &lines.0[i];
    let lead = &line.text[..line.text.len() - line.text.trim_start().len()];
    let first = lead.find('\t')?;
    let last = lead.rfind('\t')?;
    let count = lead.matches('\t').count();
    // Where the line means to start: as the line's group does above it, or
    // as the next line of its kind when it is the first of a group.
    let body = line.text.trim_start();
    let kind = if body == "-" || body.starts_with("- ") {
        LineKind::Item
    } else {
        LineKind::Key
    };
    let parent = lines
        .previous(i, None)
        .filter(|&p| lines.0[p].opens_group());
    let example = if let Some(parent) = parent {
        // The first line of its group: as the others of the group below it.
        let floor = lines.0[parent].indent();
        (i + 1..lines.0.len())
            .filter(|&j| lines.0[j].kind().is_some())
            .take_while(|&j| {
                lines.0[j].indent() > floor
                    || (kind == LineKind::Item
                        && lines.0[j].is_item()
                        && lines.0[j].indent() == floor)
            })
            .filter(|&j| lines.0[j].kind().is_some_and(|(k, _)| k == kind))
            .min_by_key(|&j| lines.0[j].indent())
    } else {
        lines
            .levels(i, None)
            .into_iter()
            .find(|l| l.kind == kind)
            .map(|l| l.line)
    };
    let how = match example {
        Some(e) => {
            let example = &lines.0[e];
            let column = match kind {
                LineKind::Item => example.indent(),
                LineKind::Key => example.key().map_or(example.indent(), |k| k.0),
            };
            format!(
                "; here {}, like {} on line {}",
                spaces(column),
                example.other_name(kind),
                example.number
            )
        }
        None => String::new(),
    };
    let (what, it) = if count == 1 {
        ("a tab", "the tab")
    } else {
        ("tabs", "the tabs")
    };
    Some(Found {
        message: format!("this line is indented with {what}, but YAML takes only spaces"),
        span: line.start + first..line.start + last + 1,
        label: Some(what.to_owned()),
        hint: format!(
            "delete {it} and indent with spaces{how} (a tab looks like spaces on screen, but is not)"
        ),
    })
}

/// A text holding `: ` after its key, which the parser takes for a second key.
fn colon_in_text(lines: &Lines<'_>, i: usize, at: usize, info: &str) -> Option<Found> {
    if !info.contains("mapping values are not allowed") {
        return None;
    }
    let line = lines.0.get(i)?;
    let colon = at.checked_sub(line.start)?;
    let (column, rest) = line.after_dashes();
    // The line's first `key: ` (or, in an item, the words before the first
    // `: `) comes before the colon the parser stopped at.
    let first = rest.find(": ")? + column;
    if first >= colon {
        return None;
    }
    let (head, text) = match line.key() {
        // An item whose "key" is words rather than a name is a text.
        Some((_, name, _)) if line.is_item() && !is_name(name) => {
            (&line.text[..column], rest.trim_end())
        }
        Some((_, name, value)) => (&line.text[..column + name.len() + 2], value),
        None => (&line.text[..column], rest.trim_end()),
    };
    let ends = line.text[colon + 1..].trim().is_empty();
    Some(Found {
        message: if ends {
            "this text ends with `:`, which YAML reads as the start of another key".to_owned()
        } else {
            "this text holds `: `, which YAML reads as the start of another key".to_owned()
        },
        span: line.start + colon..line.start + colon + 1,
        label: None,
        hint: format!(
            "put the whole text in quotes: {}{}",
            head.trim_start(),
            quoted(text)
        ),
    })
}

/// Whether `text` must be in quotes to be read as it is: it holds `: ` or
/// ` #`, or starts with a character YAML reads as something else.
fn needs_quotes(text: &str) -> bool {
    text.contains(": ")
        || text.contains(" #")
        || text.ends_with(':')
        || text.starts_with([
            '-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%',
            '@', '`',
        ])
}

/// A key of the content: lowercase letters, digits and `_`.
fn is_name(word: &str) -> bool {
    !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// `text` in double quotes, or in single quotes when it holds a double quote.
fn quoted(text: &str) -> String {
    if text.contains('"') {
        format!("'{}'", text.replace('\'', "''"))
    } else {
        format!("\"{text}\"")
    }
}

/// A line that does not line up with its group: the line of the error, or
/// the line before it when the line of the error lines up without it.
fn indentation(lines: &Lines<'_>, i: usize) -> Option<Found> {
    if lines.0.get(i)?.kind().is_none() || lines.fits(i, None) {
        return None;
    }
    let (kind, column) = lines.0[i].kind()?;
    let lines_up_without = |p: usize| {
        lines
            .levels(i, Some(p))
            .iter()
            .any(|l| l.kind == kind && l.column == column)
    };
    let odd_one = lines
        .previous(i, None)
        .filter(|&p| lines.0[p].kind().is_some_and(|(k, _)| k == kind) && lines_up_without(p));
    if let Some(p) = odd_one {
        // The line before broke the group that this line and those above it share.
        let above = lines
            .levels(i, Some(p))
            .into_iter()
            .find(|l| l.kind == kind && l.column == column);
        let around = match above {
            Some(above) => format!(
                "{} above it and {} below it",
                lines.0[above.line].other_name(kind),
                lines.0[i].other_name(kind)
            ),
            None => format!("{} below it", lines.0[i].other_name(kind)),
        };
        return Some(misaligned(
            &lines.0[p],
            column,
            &around,
            "the lines around it",
        ));
    }
    if let Some(first) = first_of_group_apart(lines, i, kind, column) {
        // The group's first line is set apart, and the lines below it agree.
        let below = lines.0[i].other_name(kind);
        let like = format!("{below} on line {}", lines.0[i].number);
        return Some(misaligned(
            &lines.0[first],
            column,
            &format!("{below} below it"),
            &like,
        ));
    }
    let line = &lines.0[i];
    let meant = lines.meant(i, None)?;
    let example = &lines.0[meant.line];
    let like = format!("{} on line {}", example.other_name(kind), example.number);
    Some(misaligned(
        line,
        meant.column,
        &format!("{} above it", example.other_name(kind)),
        &like,
    ))
}

/// The first line of a group, when it is indented otherwise than the line
/// at `i` (of `kind`, at `column`) under it and the next of the group after
/// that: the first line is the one out of place.
fn first_of_group_apart(
    lines: &Lines<'_>,
    i: usize,
    kind: LineKind,
    column: usize,
) -> Option<usize> {
    let first = lines.previous(i, None)?;
    let opener = lines.previous(first, None)?;
    let opener = &lines.0[opener];
    let (first_kind, first_column) = lines.0[first].kind()?;
    let deeper = column > opener.indent() || (kind == LineKind::Item && column == opener.indent());
    if first_kind != kind || first_column == column || !opener.opens_group() || !deeper {
        return None;
    }
    let next = (i + 1..lines.0.len()).find(|&j| lines.0[j].kind().is_some())?;
    (lines.0[next].kind() == Some((kind, column))).then_some(first)
}

/// "`price:` does not line up with `title:` above it": the line at
/// `line`, which starts where `expected` is meant.
fn misaligned(line: &Line<'_>, expected: usize, with: &str, like: &str) -> Found {
    let indent = line.indent();
    let span = if indent == 0 {
        let first = line.text.chars().next().map_or(0, char::len_utf8);
        line.start..line.start + first
    } else {
        line.start..line.start + indent
    };
    let what = if line.is_item() {
        "the `- `".to_owned()
    } else {
        line.name()
    };
    Found {
        message: format!("{} does not line up with {with}", line.name()),
        span,
        label: Some(spaces(indent)),
        hint: format!(
            "indent {what} with {}, like {like}: the lines of one group must line up",
            spaces(expected)
        ),
    }
}

/// `key:value`, which YAML reads as one word, on the line of the error or
/// the one before it.
fn no_space_after_colon(lines: &Lines<'_>, i: usize) -> Option<Found> {
    [i, i.checked_sub(1)?].into_iter().find_map(|j| {
        let line = lines.0.get(j)?;
        if line.in_block || line.is_blank() {
            return None;
        }
        let (column, rest) = line.after_dashes();
        let colon = rest.find(':')?;
        let name = &rest[..colon];
        let value = &rest[colon + 1..];
        if !is_name(name) || value.is_empty() || value.starts_with([' ', ':', '/']) {
            return None;
        }
        let at = line.start + column + colon;
        let message = if value.starts_with('\t') {
            format!("`{name}:` needs a space after the colon, not a tab")
        } else {
            format!("`{name}:` needs a space after the colon")
        };
        Some(Found {
            message,
            span: at..at + 1,
            label: None,
            hint: format!("write `{name}: {}`", value.trim()),
        })
    })
}

/// A line of words without a `key:` or a `- `, which YAML reads as the
/// start of a key and then finds no colon (on the line after it, where the
/// parser stops): a `key value` missing its colon, or an item of a list
/// missing its `- `, told by the lines around it.
fn missing_colon_or_dash(lines: &Lines<'_>, i: usize, info: &str) -> Option<Found> {
    // After a root that is only words, YAML expects the file to end.
    let root_ended = info.contains("<document start>");
    let (c, item) = if info.contains("simple key") || root_ended {
        // The parser stops on the line after the words, or at their end.
        let bare = lines
            .0
            .get(i)
            .is_some_and(|l| !l.is_blank() && !l.in_block && !l.is_item() && l.key().is_none());
        (lines.bare_above(if bare { i + 1 } else { i })?, None)
    } else if info.contains("mapping values are not allowed") {
        // `- id abc` with `title: …` under it: the item's first key lost its
        // colon, so the key below reads as more words of its text.
        let line = lines.0.get(i)?;
        let (column, _, _) = line.key()?;
        let p = lines.previous_text(i)?;
        let above = &lines.0[p];
        let (after, text) = above.after_dashes();
        if !above.is_item() || after != column || above.key().is_some() || text.is_empty() {
            return None;
        }
        (p, Some(after))
    } else {
        return None;
    };
    let line = &lines.0[c];
    let column = item.unwrap_or_else(|| line.indent());
    let text = line.text[column..].trim_end();
    let word = text.split([' ', '\t']).next().unwrap_or(text);
    if word.contains(':') {
        // `key:value`, told by `no_space_after_colon`.
        return None;
    }
    let dash = item.is_none() && lines.sibling_is_item(c);
    let start = line.start + column;
    if dash {
        return Some(Found {
            message: format!(
                "{} has no `- ` in front, but the lines around it are items of a list",
                quote(text)
            ),
            span: start..start + text.len(),
            label: None,
            hint: format!("write `- {text}`, like the other items"),
        });
    }
    if !word
        .chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
    {
        // Not a word a key is made of: no colon to suggest.
        return None;
    }
    let rest = text[word.len()..].trim_start();
    let (message, fix, span) = if rest.is_empty() {
        let span = start..start + word.len();
        (
            format!("`{word}` has no colon after it"),
            format!("{word}:"),
            span,
        )
    } else {
        // The caret goes where the colon belongs.
        let span = start + word.len()..start + word.len() + 1;
        let message = format!("{} has no colon after `{word}`", quote(text));
        (message, format!("{word}: {rest}"), span)
    };
    Some(Found {
        message,
        span,
        label: None,
        hint: format!("write `{fix}`"),
    })
}

/// A quote that is never closed, or words after a closing quote.
fn quotes(lines: &Lines<'_>, i: usize, at: usize, info: &str) -> Option<Found> {
    let line = lines.0.get(i)?;
    let (head, value) = match line.key() {
        Some((column, name, value)) => (&line.text[..column + name.len() + 1], value),
        None => {
            let (column, rest) = line.after_dashes();
            (&line.text[..column], rest)
        }
    };
    let head = head.trim_start();
    let quoted = Quoted {
        head,
        space: if head.ends_with(':') { " " } else { "" },
        value,
        at: line.start + line.text.find(value)?,
    };
    let escape = info.contains("escape") || info.contains("hexadecimal");
    if info.contains("quoted scalar") && !info.contains("trailing") && !escape {
        return unclosed(&quoted);
    }
    if info.contains("trailing content after") {
        return after_closing(line, &quoted, at);
    }
    None
}

/// A quoted value of a line: what comes before it (`title:`, or `-`),
/// the space after that, the value as written and where it starts.
struct Quoted<'a> {
    head: &'a str,
    space: &'a str,
    value: &'a str,
    at: usize,
}

/// A quote that is never closed, or closed with a curly quote.
fn unclosed(q: &Quoted<'_>) -> Option<Found> {
    let (head, space) = (q.head, q.space);
    let mark = q.value.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let inner = q.value[1..].trim_end();
    if let Some(curly) = inner.chars().next_back().filter(|c| CURLY.contains(c)) {
        // `"Galaxy S23”`: closed with a quote pasted from a phone or Word.
        let words = &inner[..inner.len() - curly.len_utf8()];
        let at = q.at + 1 + words.len();
        return Some(Found {
            message: format!(
                "this text opens with a straight {mark} but ends with a curly {curly}, which YAML does not take for its closing quote"
            ),
            span: at..at + curly.len_utf8(),
            label: None,
            hint: format!(
                "write a straight {mark} in its place: `{head}{space}{mark}{words}{mark}`; or leave out both quotes: `{head}{space}{words}`"
            ),
        });
    }
    Some(Found {
        message: "this quote is never closed".to_owned(),
        span: q.at..q.at + 1,
        label: None,
        hint: if needs_quotes(inner) {
            format!("end the text with a {mark} as well: `{head}{space}{mark}{inner}{mark}`")
        } else {
            format!(
                "end the text with a {mark} as well: `{head}{space}{mark}{inner}{mark}`; or leave out the quote: `{head}{space}{inner}`"
            )
        },
    })
}

/// Words after the quote that closes a text, or an apostrophe that closed
/// a text in single quotes.
fn after_closing(line: &Line<'_>, q: &Quoted<'_>, at: usize) -> Option<Found> {
    let (head, space) = (q.head, q.space);
    let end = at.max(q.at);
    let next = line.text.get(end - line.start..)?.chars().next();
    let text = q.value.trim_end();
    let mark = text.chars().next()?;
    let inner = text.strip_prefix(mark).and_then(|t| t.strip_suffix(mark));
    let after_apostrophe =
        at > q.at && line.text.as_bytes().get(at - 1 - line.start) == Some(&b'\'');
    if let Some(inner) = inner.filter(|_| mark == '\'' && after_apostrophe) {
        // `'Owner's pick'`: the apostrophe ended the quoted text.
        let apostrophe = at - 1;
        return Some(Found {
            message: "this `'` ends the text that the `'` before it opened, so YAML does not read the rest"
                .to_owned(),
            span: apostrophe..apostrophe + 1,
            label: None,
            hint: if needs_quotes(inner) {
                format!(
                    "put the text in double quotes: `{head}{space}{}`",
                    quoted(inner)
                )
            } else {
                format!(
                    "put the text in double quotes: `{head}{space}{}`, or in none: `{head}{space}{inner}`",
                    quoted(inner)
                )
            },
        });
    }
    Some(Found {
        message: "the text goes on after its closing quote, which YAML does not read".to_owned(),
        span: end..end + next.map_or(0, char::len_utf8),
        label: None,
        hint: format!(
            "put the whole text in quotes: {head}{space}{}",
            quoted(q.value.trim_end())
        ),
    })
}

/// A `\\` in double quotes that starts no code YAML knows, as in a
/// Windows path: told at the `\\`, with the text in single quotes, where a
/// `\\` is only a `\\`.
fn escape(lines: &Lines<'_>, i: usize, info: &str) -> Option<Found> {
    if !(info.contains("escape") || info.contains("hexadecimal")) {
        return None;
    }
    let line = lines.0.get(i)?;
    let open = line.text.find('"')?;
    let inside = &line.text[open + 1..];
    let close = inside.find('"').unwrap_or(inside.len());
    let inside = &inside[..close];
    let known = |c: char| "0abt\tnvfre \"/\\N_LP".contains(c);
    let bad = inside
        .char_indices()
        .filter(|&(_, c)| c == '\\')
        .find(|&(k, _)| !inside[k + 1..].chars().next().is_some_and(known))
        .map(|(k, _)| k)
        .or_else(|| inside.find('\\'))?;
    let at = line.start + open + 1 + bad;
    let two = inside[bad..]
        .chars()
        .take(2)
        .map(char::len_utf8)
        .sum::<usize>();
    let head = line.text[..open].trim();
    let space = if head.is_empty() { "" } else { " " };
    let fix = if inside.contains('\'') {
        format!("`{head}{space}\"{}\"`", inside.replace('\\', "\\\\"))
    } else {
        format!("`{head}{space}'{inside}'`")
    };
    Some(Found {
        message: format!(
            "in double quotes, `{}` is read as a code, and YAML knows no such code",
            &inside[bad..bad + two]
        ),
        span: at..at + two,
        label: None,
        hint: format!("to keep the `\\` as it is, write {fix}"),
    })
}

/// A text starting with a character YAML reads as something else.
fn leading_character(lines: &Lines<'_>, i: usize, info: &str) -> Option<Found> {
    let line = lines.0.get(i)?;
    let (head, value) = match line.key() {
        Some((column, name, value)) => (&line.text[..column + name.len() + 1], value),
        None => {
            let (column, rest) = line.after_dashes();
            (&line.text[..column], rest)
        }
    };
    let c = value.chars().next()?;
    let reads = match c {
        '[' if !value.trim_end().ends_with(']') => "a list",
        '{' if !value.trim_end().ends_with('}') => "a group",
        '@' | '`' | '%' => "something else",
        '*' if info.contains("anchor") => "a reference to another value",
        _ => return None,
    };
    let head = head.trim_start();
    let space = if head.ends_with(':') { " " } else { "" };
    let at = line.start + line.text.find(value)?;
    let named = if c == '`' {
        "a backquote (`)".to_owned()
    } else {
        format!("`{c}`")
    };
    Some(Found {
        message: format!(
            "a text that starts with {named} must be put in quotes, or YAML reads it as {reads}"
        ),
        span: at..at + c.len_utf8(),
        label: None,
        hint: format!("write {head}{space}{}", quoted(value.trim_end())),
    })
}

/// Slips that YAML reads without a word but that change what is published,
/// told as warnings in `soft`: a ` #` that cuts a text short, curly quotes
/// kept as part of a text, and a `- ` item indented deeper than the items
/// above it, which YAML joins to the item above.
pub(crate) fn quiet(source: &Source, root: &Node, soft: &mut Vec<Diagnostic>) {
    // The lines are read only for a value that looks like a slip, so a
    // large catalogue without any costs no more than the walk.
    let cell = std::cell::OnceCell::new();
    let lines = || cell.get_or_init(|| Lines::of(&source.text));
    let text = source.text.as_str();
    walk(root, None, &mut |node, key| {
        let NodeKind::Scalar { value, plain } = &node.kind else {
            return;
        };
        if !plain {
            if text.as_bytes().get(node.span.start) == Some(&b'"') {
                soft.extend(hidden_code(source, lines, node));
            }
            return;
        }
        if node.is_null() {
            // `badge: #1 Bestseller`: all of the text is a comment.
            if let Some(key) = key {
                let after = key.span.end + 1;
                if words_after_hash(text, after) {
                    soft.extend(comment_cut(source, lines(), after..after, "", Some(key)));
                }
            }
            return;
        }
        if words_after_hash(text, node.span.end) {
            soft.extend(comment_cut(source, lines(), node.span.clone(), value, key));
        }
        let curly = |c: Option<char>| c.is_some_and(|c| CURLY.contains(&c));
        if curly(value.chars().next()) || curly(value.chars().next_back()) {
            soft.extend(curly_quotes(source, lines(), node, value));
        }
        if key.is_none()
            && text
                .get(node.span.clone())
                .is_some_and(|t| t.contains('\n'))
        {
            soft.extend(item_joined(source, lines(), node, value));
        }
    });
}

/// Whether the line goes on after byte `at` with spaces, then `#` and a
/// letter or a digit: words that YAML takes for a comment.
fn words_after_hash(text: &str, at: usize) -> bool {
    let Some(rest) = text.get(at..) else {
        return false;
    };
    let rest = rest.split('\n').next().unwrap_or(rest);
    let after = rest.trim_start_matches([' ', '\t']);
    after.len() < rest.len()
        && after
            .strip_prefix('#')
            .and_then(|w| w.chars().next())
            .is_some_and(char::is_alphanumeric)
}

/// `"C:\Phone"`: in double quotes, `\P` is a code for an invisible
/// character, so the site shows neither the `\` nor the `P`. Only the
/// codes of characters nobody sees are told: `\n` may be meant.
fn hidden_code<'a>(
    source: &'a Source,
    lines: impl FnOnce() -> &'a Lines<'a>,
    node: &Node,
) -> Option<Diagnostic> {
    let raw = source.text.get(node.span.clone())?;
    let bytes = raw.as_bytes();
    let mut k = 1;
    let mut found = None;
    while k + 1 < bytes.len() {
        if bytes[k] == b'\\' {
            if b"NLP_0abefv".contains(&bytes[k + 1]) {
                found = Some(k);
                break;
            }
            k += 2;
        } else {
            k += 1;
        }
    }
    let k = found?;
    let at = node.span.start + k;
    let code = &raw[k..k + 2];
    let lead = lead(lines(), source, node.span.start);
    let space = if lead.is_empty() { "" } else { " " };
    let inner = &raw[1..raw.len() - 1];
    let fix = if inner.contains('\'') || inner.contains('\n') {
        "write `\\\\` for each `\\` inside the double quotes".to_owned()
    } else {
        format!("to keep the `\\`, put the text in single quotes: `{lead}{space}'{inner}'`")
    };
    Some(
        Diagnostic::warning(
            source.name.as_str(),
            format!("in double quotes, `{code}` is read as a code for an invisible character"),
        )
        .at(at..at + 2)
        .hint(format!(
            "the site will show neither the `\\` nor the `{}`; {fix}",
            &code[1..]
        )),
    )
}

/// Calls `f` on every value under `node`, with its key when it is the
/// value of one (and `None` for an item of a list).
fn walk<'n>(node: &'n Node, key: Option<&'n Key>, f: &mut impl FnMut(&'n Node, Option<&'n Key>)) {
    f(node, key);
    match &node.kind {
        NodeKind::Seq(items) => items.iter().for_each(|n| walk(n, None, f)),
        NodeKind::Map(entries) => entries.iter().for_each(|(k, n)| walk(n, Some(k), f)),
        NodeKind::Scalar { .. } => {}
    }
}

/// How the line of a value starts before it: `title:` or `-`.
fn lead<'a>(lines: &Lines<'a>, source: &Source, at: usize) -> &'a str {
    let line = &lines.0[source.line_col(at).0 - 1];
    line.text[..at - line.start].trim()
}

/// `title: Charger #1 in Delhi`: after a space, `#` starts a comment, so
/// the site shows `Charger`. Only a `#` right before a letter or a digit is
/// taken for words: a `# note` after a value is how comments are written.
/// The value is at `span` (for an empty value: just after its key's colon).
fn comment_cut(
    source: &Source,
    lines: &Lines<'_>,
    span: Range<usize>,
    value: &str,
    key: Option<&Key>,
) -> Option<Diagnostic> {
    let end = span.end;
    let line = &lines.0[source.line_col(end).0 - 1];
    let rest = line.text.get(end - line.start..)?;
    let after = rest.trim_start_matches([' ', '\t']);
    let words = after.strip_prefix('#')?;
    if after.len() == rest.len() || !words.chars().next().is_some_and(char::is_alphanumeric) {
        return None;
    }
    let hash = end + (rest.len() - after.len());
    let cut = words.trim_end();
    let lead = lead(
        lines,
        source,
        if value.is_empty() { hash } else { span.start },
    );
    let space = if lead.is_empty() { "" } else { " " };
    let fix = if value.contains('\n') {
        String::new()
    } else {
        let whole = format!("{value} #{cut}");
        format!(": `{lead}{space}{}`", quoted(whole.trim_start()))
    };
    let publish = match key {
        None if value.is_empty() => "this item will be empty".to_owned(),
        Some(key) if value.is_empty() => format!("`{}` will have no value", key.name),
        _ => format!("this will publish as {}", quote(value)),
    };
    Some(
        Diagnostic::warning(
            source.name.as_str(),
            format!(
                "`#{}` is left out: after a space, `#` starts a note that the site does not show",
                short(cut)
            ),
        )
        .at(hash..hash + 1 + cut.len())
        .hint(format!(
            "{publish}; put the text in quotes to keep the `#`{fix}"
        )),
    )
}

/// At most 30 characters of `text`, with `…` when cut.
fn short(text: &str) -> String {
    if text.chars().count() > 30 {
        format!("{}…", text.chars().take(30).collect::<String>())
    } else {
        text.to_owned()
    }
}

/// Quotes as a phone or a word processor writes them, which YAML keeps as
/// characters of the text.
const CURLY: [char; 5] = ['“', '”', '‘', '’', '„'];

/// `title: “Galaxy S23”`: pasted quotes are shown on the site.
fn curly_quotes(
    source: &Source,
    lines: &Lines<'_>,
    node: &Node,
    value: &str,
) -> Option<Diagnostic> {
    let first = value.chars().next()?;
    let last = value.chars().next_back()?;
    let opens = CURLY.contains(&first) && first != '’';
    let closes = matches!(last, '”' | '“') || (opens && CURLY.contains(&last));
    if !opens && !closes {
        return None;
    }
    let inner = value
        .strip_prefix(|c| opens && CURLY.contains(&c))
        .unwrap_or(value);
    let inner = inner
        .strip_suffix(|c| closes && CURLY.contains(&c))
        .unwrap_or(inner);
    let lead = lead(lines, source, node.span.start);
    let space = if lead.is_empty() { "" } else { " " };
    let message = match (opens, closes) {
        (true, true) => "the curly quotes around this text will show on the site",
        (true, false) => "the curly quote at the start of this text will show on the site",
        _ => "the curly quote at the end of this text will show on the site",
    };
    let start = node.span.start;
    let span = if opens && closes {
        start..node.span.end
    } else if opens {
        start..start + first.len_utf8()
    } else {
        node.span.end - last.len_utf8()..node.span.end
    };
    Some(
        Diagnostic::warning(
            source.name.as_str(),
            message,
        )
        .at(span)
        .hint(format!(
            "this will publish as {}; write `{lead}{space}{}` (a text needs no quotes, and YAML reads only straight ones, \" and ', as quotes)",
            quote(value),
            inner.trim(),
        )),
    )
}

/// A `- ` item indented deeper than the items above it: YAML reads it as
/// more words of the item above, and the list loses an item.
fn item_joined(source: &Source, lines: &Lines<'_>, node: &Node, value: &str) -> Option<Diagnostic> {
    let first = source.line_col(node.span.start).0 - 1;
    let last = source.line_col(node.span.end).0 - 1;
    let j = (first + 1..=last).find(|&j| lines.0[j].is_item())?;
    let item = lines.0.get(first).filter(|l| l.is_item())?;
    let line = &lines.0[j];
    let (_, text) = line.after_dashes();
    let want = item.indent();
    Some(
        Diagnostic::warning(
            source.name.as_str(),
            format!(
                "this `- ` is indented deeper than the `- ` on line {}, so YAML reads it as more words of that item",
                item.number
            ),
        )
        .at(line.start..line.start + line.indent())
        .found(spaces(line.indent()))
        .hint(format!(
            "this will publish as one item, {}; to make `{}` an item of its own, indent its `- ` with {}, like the `- ` on line {}",
            quote(value),
            text.trim_end(),
            spaces(want),
            item.number
        )),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn told(text: &str, info: &str, line: usize, col: usize) -> (String, String, String) {
        let source = Source::new("t.yaml", text);
        let d = explain(&source, info, source.offset(line, col));
        let span = d.span.clone().unwrap();
        (d.message, text[span].to_owned(), d.hint.unwrap())
    }

    const PRODUCT: &str = "products:\n  - id: a\n    title: T\n    price: 5\n    in_stock: true\n    highlights:\n      - One\n      - Two\n";

    #[test]
    fn a_tab_is_told_where_it_is() {
        let text = PRODUCT.replace("    price", "\tprice");
        let (message, at, hint) = told(&text, "while scanning a plain scalar, found a tab", 3, 11);
        assert_eq!(
            message,
            "this line is indented with a tab, but YAML takes only spaces"
        );
        assert_eq!(at, "\t");
        assert!(
            hint.contains("here 4 spaces, like `title:` on line 3"),
            "{hint}"
        );
        let text = PRODUCT.replace("      - One", "\t\t- One");
        let (_, at, hint) = told(
            &text,
            "tabs disallowed within this context (block indentation)",
            7,
            2,
        );
        assert_eq!(at, "\t\t");
        assert!(
            hint.contains("here 6 spaces, like the `- ` on line 8"),
            "{hint}"
        );
        let text = format!("{PRODUCT}  - id: b\n").replace("  - id: a", "\t- id: a");
        let (_, _, hint) = told(
            &text,
            "tabs disallowed within this context (block indentation)",
            2,
            1,
        );
        assert!(
            hint.contains("here 2 spaces, like the `- ` on line 9"),
            "{hint}"
        );
    }

    #[test]
    fn a_line_indented_too_far_or_not_far_enough() {
        let text = PRODUCT.replace("    price", "     price");
        let (message, at, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            4,
            10,
        );
        assert_eq!(message, "`price:` does not line up with `title:` above it");
        assert_eq!(at, "     ");
        assert_eq!(
            hint,
            "indent `price:` with 4 spaces, like `title:` on line 3: the lines of one group must line up"
        );
        let text = PRODUCT.replace("    price", "  price");
        let (message, ..) = told(
            &text,
            "while parsing a block collection, did not find expected '-' indicator",
            4,
            2,
        );
        assert_eq!(message, "`price:` does not line up with `title:` above it");
        // Not indented: the parser stops on the next line.
        let text = PRODUCT.replace("    price", "price");
        let (message, at, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            5,
            12,
        );
        assert_eq!(
            message,
            "`price:` does not line up with `title:` above it and `in_stock:` below it"
        );
        assert_eq!(at, "p");
        assert!(hint.starts_with("indent `price:` with 4 spaces"), "{hint}");
        let text = PRODUCT.replace("      - Two", "     - Two");
        let (message, at, hint) = told(
            &text,
            "while parsing a block mapping, did not find expected key",
            8,
            5,
        );
        assert_eq!(
            message,
            "this `- ` item does not line up with the `- ` above it"
        );
        assert_eq!(at, "     ");
        assert!(
            hint.starts_with("indent the `- ` with 6 spaces, like the `- ` on line 7"),
            "{hint}"
        );
    }

    #[test]
    fn the_first_line_of_a_group_set_apart_is_the_one_told() {
        let text = PRODUCT.replace("      - One", "        - One") + "    badge: New\n";
        let text = text.replace("      - Two", "      - Two\n      - Three");
        let (message, at, hint) = told(
            &text,
            "while parsing a block mapping, did not find expected key",
            8,
            6,
        );
        assert_eq!(
            message,
            "this `- ` item does not line up with the `- ` below it"
        );
        assert_eq!(at, "        ");
        assert_eq!(
            hint,
            "indent the `- ` with 6 spaces, like the `- ` on line 8: the lines of one group must line up"
        );
    }

    #[test]
    fn colons_in_a_text_ask_for_quotes_and_only_they_do() {
        let text = PRODUCT.replace("title: T", "title: Cable: 1 m");
        let (message, at, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            3,
            16,
        );
        assert_eq!(
            message,
            "this text holds `: `, which YAML reads as the start of another key"
        );
        assert_eq!(at, ":");
        assert_eq!(hint, "put the whole text in quotes: title: \"Cable: 1 m\"");
        let text = PRODUCT.replace("title: T", "title: New:");
        let (message, at, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            3,
            14,
        );
        assert_eq!(
            message,
            "this text ends with `:`, which YAML reads as the start of another key"
        );
        assert_eq!(at, ":");
        assert_eq!(hint, "put the whole text in quotes: title: \"New:\"");
        let text = PRODUCT.replace("- One", "- Battery: 15 h: fast");
        let (_, _, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            7,
            21,
        );
        assert_eq!(
            hint,
            "put the whole text in quotes: - \"Battery: 15 h: fast\""
        );
    }

    #[test]
    fn other_slips() {
        let text = PRODUCT.replace("price: 5", "price:5");
        let (message, _, hint) = told(&text, "simple key expect ':'", 5, 4);
        assert_eq!(message, "`price:` needs a space after the colon");
        assert_eq!(hint, "write `price: 5`");
        let text = PRODUCT.replace("title: T", "title: [New] T");
        let (message, at, hint) = told(
            &text,
            "while parsing a block mapping, did not find expected key",
            3,
            17,
        );
        assert_eq!(
            message,
            "a text that starts with `[` must be put in quotes, or YAML reads it as a list"
        );
        assert_eq!(at, "[");
        assert_eq!(hint, "write title: \"[New] T\"");
        let text = PRODUCT.replace("title: T", "title: \"T");
        let (message, at, _) = told(&text, "invalid indentation in quoted scalar", 3, 11);
        assert_eq!(
            (message.as_str(), at.as_str()),
            ("this quote is never closed", "\"")
        );
        let text = PRODUCT.replace("title: T", "title: \"Galaxy S23”");
        let (message, at, hint) = told(&text, "invalid indentation in quoted scalar", 3, 11);
        assert_eq!(
            message,
            "this text opens with a straight \" but ends with a curly ”, which YAML does not take for its closing quote"
        );
        assert_eq!(at, "”");
        assert_eq!(
            hint,
            "write a straight \" in its place: `title: \"Galaxy S23\"`; or leave out both quotes: `title: Galaxy S23`"
        );
        let text = PRODUCT.replace("title: T", "title: \"T\" cable");
        let (_, _, hint) = told(
            &text,
            "invalid trailing content after double-quoted scalar",
            3,
            15,
        );
        assert_eq!(hint, "put the whole text in quotes: title: '\"T\" cable'");
    }

    #[test]
    fn a_missing_colon_is_told_on_its_own_line() {
        // The parser stops on the next key, a line later.
        let text = PRODUCT.replace("title: T", "title Galaxy S23");
        let (message, at, hint) = told(&text, "simple key expect ':'", 4, 4);
        assert_eq!(message, "`title Galaxy S23` has no colon after `title`");
        assert_eq!(at, " ");
        assert_eq!(text[..text.find(" Galaxy").unwrap()].lines().count(), 3);
        assert_eq!(hint, "write `title: Galaxy S23`");
        // A key that opens a list: its items read as more words of it.
        let text = format!("{PRODUCT}  - id: b\n").replace("highlights:", "highlights");
        let (message, at, hint) = told(&text, "simple key expect ':'", 9, 2);
        assert_eq!(message, "`highlights` has no colon after it");
        assert_eq!(at, "highlights");
        assert_eq!(hint, "write `highlights:`");
        // The first key of an item: the key under it reads as more words.
        let text = PRODUCT.replace("id: a", "id a");
        let (message, at, hint) = told(
            &text,
            "mapping values are not allowed in this context",
            3,
            9,
        );
        assert_eq!(message, "`id a` has no colon after `id`");
        assert_eq!(at, " ");
        assert_eq!(hint, "write `id: a`");
    }

    #[test]
    fn a_missing_colon_on_the_first_key_of_the_file() {
        let text = PRODUCT.replace("products:", "products");
        let (message, at, hint) = told(&text, "did not find expected <document start>", 2, 2);
        assert_eq!(message, "`products` has no colon after it");
        assert_eq!(at, "products");
        assert_eq!(hint, "write `products:`");
    }

    #[test]
    fn an_item_without_its_dash_is_told_among_the_items() {
        let text = format!("{PRODUCT}    badge: New\n").replace("- Two", "Two");
        let (message, at, hint) = told(&text, "simple key expect ':'", 9, 4);
        assert_eq!(
            message,
            "`Two` has no `- ` in front, but the lines around it are items of a list"
        );
        assert_eq!(at, "Two");
        assert_eq!(hint, "write `- Two`, like the other items");
    }

    /// The warnings `parse` gives for `text`: message, what is under
    /// the caret, and help.
    fn warned(text: &str) -> Vec<(String, String, String)> {
        let source = Source::new("t.yaml", text);
        let mut soft = Vec::new();
        parse(&source, &mut soft).unwrap();
        soft.into_iter()
            .inspect(|d| assert!(!d.is_error(), "{d:?}"))
            .map(|d| (d.message, text[d.span.unwrap()].to_owned(), d.hint.unwrap()))
            .collect()
    }

    #[test]
    fn a_hash_after_a_space_cuts_the_text_and_is_told() {
        let text = PRODUCT.replace("title: T", "title: Charger #1 in Delhi");
        let told = warned(&text);
        assert_eq!(
            told,
            [(
                "`#1 in Delhi` is left out: after a space, `#` starts a note that the site does not show".to_owned(),
                "#1 in Delhi".to_owned(),
                "this will publish as `Charger`; put the text in quotes to keep the `#`: `title: \"Charger #1 in Delhi\"`".to_owned()
            )]
        );
        let text = PRODUCT.replace("- One", "- One #hit");
        assert_eq!(
            warned(&text)[0].2,
            "this will publish as `One`; put the text in quotes to keep the `#`: `- \"One #hit\"`"
        );
        // All of the value is cut: the key has none.
        let text = PRODUCT.replace("title: T", "title: #1 Charger");
        assert!(
            warned(&text)[0]
                .2
                .starts_with("`title` will have no value;")
        );
        // Comments as they are written, and `#` inside a text, are not slips.
        for ok in [
            "title: T  # the name",
            "title: T #",
            "title: T#1",
            "title: \"T #1\"",
        ] {
            assert_eq!(warned(&PRODUCT.replace("title: T", ok)), [], "{ok}");
        }
    }

    #[test]
    fn curly_quotes_are_told_with_what_is_published() {
        let text = PRODUCT.replace("title: T", "title: “Galaxy S23”");
        let told = warned(&text);
        assert_eq!(told.len(), 1);
        assert_eq!(
            told[0].0,
            "the curly quotes around this text will show on the site"
        );
        assert_eq!(told[0].1, "“Galaxy S23”");
        assert!(
            told[0]
                .2
                .starts_with("this will publish as `“Galaxy S23”`; write `title: Galaxy S23`"),
            "{}",
            told[0].2
        );
        let told = warned(&PRODUCT.replace("- Two", "- ‘Two’"));
        assert!(told[0].2.contains("write `- Two`"), "{}", told[0].2);
        let told = warned(&PRODUCT.replace("title: T", "title: Galaxy S23”"));
        assert_eq!(
            told[0].0,
            "the curly quote at the end of this text will show on the site"
        );
        assert_eq!(told[0].1, "”");
        // An apostrophe, and quotes inside a text, are words.
        for ok in ["title: Students’", "title: The “best” one", "title: '“T”'"] {
            assert_eq!(warned(&PRODUCT.replace("title: T", ok)), [], "{ok}");
        }
    }

    #[test]
    fn an_item_indented_deeper_than_the_one_above_joins_it_and_is_told() {
        let text = PRODUCT.replace("      - Two", "        - Two");
        let told = warned(&text);
        assert_eq!(
            told,
            [(
                "this `- ` is indented deeper than the `- ` on line 7, so YAML reads it as more words of that item".to_owned(),
                "        ".to_owned(),
                "this will publish as one item, `One - Two`; to make `Two` an item of its own, indent its `- ` with 6 spaces, like the `- ` on line 7".to_owned()
            )]
        );
        // A text of several lines without a `- ` is what it says.
        assert_eq!(
            warned(&PRODUCT.replace("      - Two", "        and two")),
            []
        );
    }

    #[test]
    fn what_the_parser_says_is_told_in_plain_words_when_nothing_fits() {
        let (message, at, hint) = told("a: x\u{7}y\n", "found unprintable character", 1, 4);
        assert_eq!(
            message,
            "this line holds an invisible character that YAML does not take"
        );
        assert_eq!(at, "\u{7}");
        assert_eq!(
            hint,
            "retype the line, or copy its words again from plain text"
        );
        // Where nothing else fits, the words above the parser's stop.
        let (message, at, _) = told("a: 1\n[b c\nd: 2\n", "simple key expect ':'", 3, 0);
        assert_eq!(
            message,
            "a line at or above this one has words without a `key:` or a `- ` in front"
        );
        assert_eq!(at, "[");
        let (message, _, hint) = told("a: 1\n", "something new", 1, 0);
        assert_eq!(message, "YAML cannot read this line");
        assert!(
            hint.ends_with("(the YAML reader says: something new)"),
            "{hint}"
        );
    }

    #[test]
    fn an_apostrophe_in_single_quotes_and_a_backslash_in_double_quotes() {
        let text = PRODUCT.replace("title: T", "title: 'Owner's pick'");
        let (message, at, hint) = told(
            &text,
            "invalid trailing content after single-quoted scalar",
            3,
            18,
        );
        assert_eq!(
            message,
            "this `'` ends the text that the `'` before it opened, so YAML does not read the rest"
        );
        assert_eq!(at, "'");
        assert_eq!(
            hint,
            "put the text in double quotes: `title: \"Owner's pick\"`, or in none: `title: Owner's pick`"
        );
        let text = PRODUCT.replace("title: T", "title: \"C:\\new\\phone\"");
        let (message, at, hint) = told(
            &text,
            "while parsing a quoted scalar, found unknown escape character",
            3,
            11,
        );
        assert_eq!(
            message,
            "in double quotes, `\\p` is read as a code, and YAML knows no such code"
        );
        assert_eq!(at, "\\p");
        assert_eq!(
            hint,
            "to keep the `\\` as it is, write `title: 'C:\\new\\phone'`"
        );
    }

    #[test]
    fn a_code_for_an_invisible_character_in_double_quotes_is_told() {
        let text = PRODUCT.replace("- One", "- \"C:\\Phone\"");
        let told = warned(&text);
        assert_eq!(
            told,
            [(
                "in double quotes, `\\P` is read as a code for an invisible character".to_owned(),
                "\\P".to_owned(),
                "the site will show neither the `\\` nor the `P`; to keep the `\\`, put the text in single quotes: `- 'C:\\Phone'`".to_owned()
            )]
        );
        // `\\` and `\n` are written on purpose; single quotes keep a `\`.
        for ok in ["- \"C:\\\\Phone\"", "- \"One\\ntwo\"", "- 'C:\\Phone'"] {
            assert_eq!(warned(&PRODUCT.replace("- One", ok)), [], "{ok}");
        }
    }

    #[test]
    fn block_texts_are_words_not_keys() {
        let lines = Lines::of("a: >-\n  Note: this\n  - not an item\nb: 1\n");
        assert!(lines.0[1].in_block && lines.0[2].in_block);
        assert_eq!(lines.0[3].kind(), Some((LineKind::Key, 0)));
    }
}
