//! The human format: the way rustc tells a problem, through codespan. A
//! content diagnostic shows its message, `--> file:line:col`, the source line
//! with a caret and a help line; an [`Error`] its message, then its detail and
//! hint as notes. On stderr there is colour only on a terminal and without
//! `NO_COLOR`; the preview's overlay gets the same text without colour.

use std::io::{self, IsTerminal, Write};
use std::path::Path;

use codespan_reporting::diagnostic::{Diagnostic, Label, Severity as Level};
use codespan_reporting::files::Error as FilesError;
use codespan_reporting::term::termcolor::{
    Buffer, ColorChoice, NoColor, StandardStream, WriteColor,
};
use codespan_reporting::term::{self, Chars, Config, Renderer};
use std::collections::BTreeMap;

use shopsite_content::{Loaded, Rule, Severity};

use super::place::{Position, file_id};
use super::{group, snippet};
use crate::engine::{BuildFailure, Built};
use crate::error::Error;

/// At most this many problems are printed in full; the summary counts them all.
/// Past this, the rest are almost always one mistake repeated.
const MAX_SHOWN: usize = 50;

/// The line printed after the shown problems when some were left out.
fn more_line(hidden: usize) -> Option<String> {
    (hidden > 0).then(|| {
        format!("… and {hidden} more problems not shown; fix the ones above and check again\n\n")
    })
}

/// Renders every diagnostic of `loaded` to a string, without colour.
pub fn diagnostics_plain(loaded: &Loaded) -> String {
    to_string(|w| write_diagnostics(w, loaded))
}

/// Prints `error` to stderr, in colour when stderr is a terminal.
pub fn error(error: &Error) {
    to_stderr(|w| write_error(w, error));
}

/// Renders `error` to a string, without colour.
pub fn error_plain(error: &Error) -> String {
    to_string(|w| write_error(w, error))
}

/// Prints what a build that succeeded has to tell: the content's warnings,
/// what the prerender printed without failing, then the build's own
/// warnings.
pub fn built(built: &Built) {
    to_stderr(|w| {
        write_diagnostics(w, &built.loaded)?;
        for line in &built.summary.prerender_stderr {
            writeln!(w, "prerender: {line}")?;
        }
        for warning in &built.summary.warnings {
            writeln!(
                w,
                "warning: {}\n  = help: {}\n",
                warning.message, warning.help
            )?;
        }
        Ok(())
    });
}

/// Prints why a build failed, ending with the line that says `out` was not
/// changed.
pub fn failure(failure: &BuildFailure, out: &Path) {
    let out = out.display();
    to_stderr(|w| match failure {
        BuildFailure::Content(loaded) => {
            write_diagnostics(w, loaded)?;
            writeln!(w, "{}; {out} was not changed", errors_line(loaded))
        }
        BuildFailure::Build { loaded, error } => {
            write_diagnostics(w, loaded)?;
            write_error(w, error)?;
            writeln!(w, "{out} was not changed")
        }
    });
}

/// Why a build failed, without colour, for the preview's overlay: the
/// content's problems and their count, or the build's error.
pub fn failure_plain(failure: &BuildFailure) -> String {
    match failure {
        BuildFailure::Content(loaded) => diagnostics_plain(loaded) + &errors_line(loaded),
        BuildFailure::Build { error, .. } => error_plain(error),
    }
}

/// What `shopsite check` found: the diagnostics on stderr, then `summary`,
/// on stdout when the content is usable and on stderr after the problems
/// when it is not.
pub fn check(loaded: &Loaded, summary: &str) {
    if loaded.content.is_some() {
        if !loaded.diagnostics.is_empty() {
            to_stderr(|w| write_diagnostics(w, loaded));
        }
        println!("{summary}");
    } else {
        to_stderr(|w| {
            write_diagnostics(w, loaded)?;
            writeln!(w, "{summary}")
        });
    }
}

/// The summary of content that has errors: `content has 2 errors, 1 warning`.
pub fn errors_summary(loaded: &Loaded) -> String {
    format!("{}{}", errors_line(loaded), warnings_suffix(loaded))
}

/// `content has 2 errors`.
fn errors_line(loaded: &Loaded) -> String {
    format!("content has {}", plural(loaded.errors(), "error"))
}

/// `, 1 warning` after a count, or nothing when there are none.
pub fn warnings_suffix(loaded: &Loaded) -> String {
    match loaded.warnings() {
        0 => String::new(),
        n => format!(", {}", plural(n, "warning")),
    }
}

/// Runs `write` on stderr, with colour only on a terminal and without
/// `NO_COLOR` (<https://no-color.org>).
fn to_stderr(write: impl FnOnce(&mut dyn WriteColor) -> io::Result<()>) {
    let colour = io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let stream = StandardStream::stderr(if colour {
        ColorChoice::Always
    } else {
        ColorChoice::Never
    });
    // When stderr itself fails there is nowhere left to say so.
    let _ = write(&mut stream.lock());
}

/// Runs `write` on a string, without colour.
fn to_string(write: impl FnOnce(&mut dyn WriteColor) -> io::Result<()>) -> String {
    let mut out = NoColor::new(Vec::new());
    write(&mut out).expect("writing to memory does not fail");
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

/// Every diagnostic in full, up to [`MAX_SHOWN`] of them, except that a
/// kind of warning that comes many times is told once, where it first comes,
/// with its first few in full after it ([`group`]).
fn write_diagnostics(w: &mut dyn WriteColor, loaded: &Loaded) -> io::Result<()> {
    let config = config();
    let groups = group::groups(loaded);
    let mut seen: BTreeMap<Rule, usize> = BTreeMap::new();
    let (mut shown, mut told) = (0, 0);
    for d in &loaded.diagnostics {
        if shown >= MAX_SHOWN {
            break;
        }
        if let Some(group) = d
            .rule
            .and_then(|r| groups.get(&r))
            .filter(|_| !d.is_error())
        {
            let n = seen.entry(group.rule).or_default();
            *n += 1;
            if *n == 1 {
                w.write_all(group_header(group, loaded).as_bytes())?;
                shown += 1;
                told += group.others().len();
            }
            if *n > group::SHOWN {
                continue;
            }
        }
        match convert(d, loaded) {
            Rendered::Snippet(diag) => write_snippet(w, &config, loaded, d, &diag)?,
            Rendered::Text(text) => w.write_all(text.as_bytes())?,
        }
        shown += 1;
        told += 1;
    }
    if let Some(more) = more_line(loaded.diagnostics.len() - told) {
        w.write_all(more.as_bytes())?;
    }
    Ok(())
}

/// A group's count and what they have in common, where the others are, and
/// their help, before the first few in full:
///
/// ```text
/// warning: 143 products have more than 3 highlights, but a card shows only the first 3
///   = note: the first 3 follow; the other 140 are on content/products.csv lines 44, 58, …
///   = help: put the 3 most important first; the rest are not shown
/// ```
fn group_header(group: &group::Group<'_>, loaded: &Loaded) -> String {
    let mut text = format!("warning: {}\n", group.summary());
    text += &format!(
        "  = note: the first {} follow; the other {} are on {} (`--format json` lists each one)\n",
        group::SHOWN,
        group.others().len(),
        group.places(loaded, str::to_owned)
    );
    text.extend(group.hint().map(|h| format!("  = help: {h}\n")));
    text + "\n"
}

/// The width of the gutter left of `=`: as for a source line with a one-digit
/// number, which is also how the diagnostics without a source line look.
const GUTTER: usize = 1;

/// `error: message`, the detail as a note, the hint as help, then an empty
/// line, the way rustc tells an error that points at no source.
fn write_error(w: &mut dyn WriteColor, error: &Error) -> io::Result<()> {
    let config = config();
    // `&mut dyn WriteColor` is a `WriteColor` itself, which codespan can style.
    let mut w = w;
    render_error(&mut Renderer::new(&mut w, &config), error).map_err(|e| match e {
        FilesError::Io(e) => e,
        other => io::Error::other(other.to_string()),
    })
}

fn render_error(renderer: &mut Renderer<'_, '_>, error: &Error) -> Result<(), FilesError> {
    renderer.render_header(None, Level::Error, None, error.message())?;
    for (kind, text) in [("note", error.detail()), ("help", error.hint())] {
        if let Some(text) = text.filter(|t| !t.trim().is_empty()) {
            renderer.render_snippet_note(GUTTER, &note(kind, text))?;
        }
    }
    renderer.render_empty()
}

/// `kind: text`, with the lines after the first indented to start under the
/// first line's text.
fn note(kind: &str, text: &str) -> String {
    let indent = format!("\n{}", " ".repeat(kind.len() + 2));
    format!("{kind}: {}", text.lines().collect::<Vec<_>>().join(&indent))
}

fn config() -> Config {
    Config {
        chars: Chars::ascii(),
        ..Config::default()
    }
}

enum Rendered {
    /// With the source line and a caret.
    Snippet(Diagnostic<usize>),
    /// Just the message, position and help: for problems with a whole file.
    Text(String),
}

/// `d` with its source lines and carets, drawn by codespan from the files
/// as [`snippet::Excerpt`] shows them (long lines cut around the carets).
/// In a spreadsheet, each `--> file:line:col` says the row and column
/// instead: `--> content/products.csv, row 5, column C (price)`.
fn write_snippet(
    w: &mut dyn WriteColor,
    config: &Config,
    loaded: &Loaded,
    d: &shopsite_content::Diagnostic,
    diag: &Diagnostic<usize>,
) -> io::Result<()> {
    let labels: Vec<(usize, std::ops::Range<usize>)> = diag
        .labels
        .iter()
        .map(|l| (l.file_id, l.range.clone()))
        .collect();
    let view = snippet::Excerpt::new(&loaded.sources, &labels);
    let mut diag = diag.clone();
    for label in &mut diag.labels {
        label.range = view.map(label.file_id, &label.range);
    }
    let mut buffer = if w.supports_color() {
        Buffer::ansi()
    } else {
        Buffer::no_color()
    };
    if let Err(e) = term::emit_to_write_style(&mut buffer, config, &view, &diag) {
        writeln!(buffer, "{e}")?;
    }
    let mut text = String::from_utf8_lossy(buffer.as_slice()).into_owned();
    let places = std::iter::once((d.file.as_str(), d.span.clone())).chain(
        d.related
            .iter()
            .map(|r| (r.file.as_str(), Some(r.span.clone()))),
    );
    for (file, span) in places {
        let (Some(id), Some(span)) = (file_id(loaded, file), span) else {
            continue;
        };
        let source = &loaded.sources[id];
        if let Some(place) = source.sheet_place(&span) {
            let Position { line, col, .. } = Position::of(source, &span);
            text = text.replace(
                &format!(" {file}:{line}:{col}\n"),
                &format!(" {file}, {place}\n"),
            );
        }
    }
    w.write_all(text.as_bytes())
}

fn convert(d: &shopsite_content::Diagnostic, loaded: &Loaded) -> Rendered {
    let severity = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let (Some(id), Some(span)) = (file_id(loaded, &d.file), &d.span) else {
        let mut text = format!("{severity}: {}\n  --> {}\n", d.message, d.file);
        text.extend(d.hint.iter().map(|h| format!("  = help: {h}\n")));
        return Rendered::Text(text + "\n");
    };
    let base = match d.severity {
        Severity::Error => Diagnostic::error(),
        Severity::Warning => Diagnostic::warning(),
    };
    let mut labels =
        vec![Label::primary(id, span.clone()).with_message(d.label().unwrap_or_default())];
    let mut notes = Vec::new();
    if d.related.len() > group::SHOWN {
        // Many places (each product still the example's) are listed by
        // line, not drawn one by one.
        let spans = d.related.iter().map(|r| (r.file.as_str(), Some(&r.span)));
        notes.push(format!(
            "note: and on {}",
            group::places(loaded, spans, str::to_owned)
        ));
    } else {
        for r in &d.related {
            if let Some(id) = file_id(loaded, &r.file) {
                labels.push(Label::secondary(id, r.span.clone()).with_message(r.message.clone()));
            }
        }
    }
    notes.extend(d.hint.iter().map(|h| format!("help: {h}")));
    Rendered::Snippet(
        base.with_message(d.message.clone())
            .with_labels(labels)
            .with_notes(notes),
    )
}

/// `1 error`, `2 errors`.
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_reads_like_rustc_with_its_detail_as_a_note_and_its_hint_as_help() {
        let error = Error::new("the prerender failed")
            .with_detail("rendering the \"videos\" page failed:\nTypeError: x is undefined\n    at render (entry-server.js:3:33)")
            .with_hint("rebuild the frontend with `just build`");
        assert_eq!(
            error_plain(&error),
            "error: the prerender failed\n\
             \x20 = note: rendering the \"videos\" page failed:\n\
             \x20         TypeError: x is undefined\n\
             \x20             at render (entry-server.js:3:33)\n\
             \x20 = help: rebuild the frontend with `just build`\n\
             \n"
        );
    }

    #[test]
    fn an_error_without_detail_or_hint_is_one_line() {
        assert_eq!(
            error_plain(&Error::new("cannot start").with_detail("")),
            "error: cannot start\n\n"
        );
        assert_eq!(
            error_plain(&Error::io(
                "cannot write",
                std::path::Path::new("dist/index.html"),
                &io::Error::from(io::ErrorKind::PermissionDenied)
            )),
            "error: cannot write `dist/index.html`: permission denied\n\n"
        );
    }
}
