//! Prints content diagnostics the way rustc does: the message, `--> file:line:col`,
//! the source line with a caret, and a help line. Colour only on a terminal.

use std::io::{IsTerminal, Write};

use codespan_reporting::diagnostic::{Diagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use codespan_reporting::term::{self, Chars, Config};
use shopsite_content::{Loaded, Severity};

/// Source lines longer than this are not shown; the position is enough.
const MAX_SNIPPET_LINE: usize = 240;

/// At most this many problems are printed in full; the summary counts them all.
/// Past this, the rest are almost always one mistake repeated.
pub const MAX_SHOWN: usize = 50;

/// The line printed after the shown problems when some were left out.
fn more_line(loaded: &Loaded) -> Option<String> {
    let hidden = loaded.diagnostics.len().saturating_sub(MAX_SHOWN);
    (hidden > 0).then(|| {
        format!("… and {hidden} more problems not shown; fix the ones above and check again\n\n")
    })
}

/// Renders every diagnostic of `loaded` to a string, without colour.
pub fn render_plain(loaded: &Loaded) -> String {
    let files = database(loaded);
    let config = config();
    let mut out = String::new();
    for d in loaded.diagnostics.iter().take(MAX_SHOWN) {
        let text = match convert(d, loaded) {
            Rendered::Snippet(diag) => {
                term::emit_into_string(&config, &files, &diag).unwrap_or_else(|e| format!("{e}\n"))
            }
            Rendered::Text(text) => text,
        };
        out.push_str(&text);
    }
    out.extend(more_line(loaded));
    out
}

/// Prints every diagnostic to stderr, in colour when stderr is a terminal.
pub fn diagnostics(loaded: &Loaded) {
    if loaded.diagnostics.is_empty() {
        return;
    }
    let colour = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    if !colour {
        eprint!("{}", render_plain(loaded));
        return;
    }
    let files = database(loaded);
    let config = config();
    let stream = StandardStream::stderr(ColorChoice::Always);
    let mut lock = stream.lock();
    for d in loaded.diagnostics.iter().take(MAX_SHOWN) {
        let written = match convert(d, loaded) {
            Rendered::Snippet(diag) => term::emit_to_write_style(&mut lock, &config, &files, &diag)
                .map_err(|e| e.to_string()),
            Rendered::Text(text) => lock.write_all(text.as_bytes()).map_err(|e| e.to_string()),
        };
        if let Err(e) = written {
            eprintln!("{e}");
        }
    }
    if let Some(more) = more_line(loaded) {
        let _ = lock.write_all(more.as_bytes());
    }
}

fn config() -> Config {
    Config {
        chars: Chars::ascii(),
        ..Config::default()
    }
}

type Files = SimpleFiles<String, String>;

/// The sources in the order of `loaded.sources`, so a source's index is its file id.
fn database(loaded: &Loaded) -> Files {
    let mut files = SimpleFiles::new();
    for source in &loaded.sources {
        files.add(source.name.clone(), source.text.clone());
    }
    files
}

fn file_id(loaded: &Loaded, name: &str) -> Option<usize> {
    loaded.sources.iter().position(|s| s.name == name)
}

enum Rendered {
    /// With the source line and a caret.
    Snippet(Diagnostic<usize>),
    /// Just the message, position and help: for problems with a whole file,
    /// or on a line too long to show.
    Text(String),
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
    let source = &loaded.sources[id];
    let (line, col) = source.line_col(span.start);
    let line_len = source.line_text(line).len();
    if line_len > MAX_SNIPPET_LINE {
        let mut text = format!("{severity}: {}\n  --> {}:{line}:{col}\n", d.message, d.file);
        text.extend(d.label().iter().map(|l| format!("  = note: {l}\n")));
        text.extend(d.hint.iter().map(|h| format!("  = help: {h}\n")));
        return Rendered::Text(text + "\n");
    }
    let base = match d.severity {
        Severity::Error => Diagnostic::error(),
        Severity::Warning => Diagnostic::warning(),
    };
    let mut labels =
        vec![Label::primary(id, span.clone()).with_message(d.label().unwrap_or_default())];
    for r in &d.related {
        if let Some(id) = file_id(loaded, &r.file) {
            labels.push(Label::secondary(id, r.span.clone()).with_message(r.message.clone()));
        }
    }
    let notes = d.hint.iter().map(|h| format!("help: {h}")).collect();
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
