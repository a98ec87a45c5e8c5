//! Everything `shopsite` tells about a problem is rendered here, and nowhere
//! else: content diagnostics and the [`Error`]s of every command. People get
//! the rustc layout ([`human`], the default); CI can ask `shopsite check` for
//! GitHub Actions workflow commands ([`github`]) or one JSON document
//! ([`json`]) with `--format`. All three say where a problem is as [`place`]
//! works it out, so they agree on every line and column.

mod github;
mod group;
mod human;
mod json;
mod place;
mod snippet;

use std::io::{self, Write};
use std::path::Path;

use shopsite_content::Loaded;

#[cfg(test)]
pub use human::error_plain;
pub use human::{built, errors_summary, failure, failure_plain, plural, warnings_suffix};

use crate::error::Error;
use place::RepoNames;

/// How `shopsite check` reports what it found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// For people: each problem with its source line and a caret, like rustc.
    #[default]
    Human,
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), which
    /// show each problem on the pull request's files, then the summary line.
    Github,
    /// One JSON document with every problem (see docs/dev/check-formats.md).
    Json,
}

/// Prints what `shopsite check` found in the content read from `dir`: every
/// diagnostic and, except in JSON, `summary`, the line that says whether the
/// content is usable (`content OK: …`, `content has 2 errors`).
pub fn check(format: Format, loaded: &Loaded, dir: &Path, summary: &str) {
    match format {
        Format::Human => human::check(loaded, summary),
        Format::Github => {
            let names = RepoNames::for_content(dir);
            to_stdout(&(github::annotations(loaded, &names) + summary + "\n"));
        }
        Format::Json => to_stdout(&json::document(loaded, &RepoNames::for_content(dir))),
    }
}

/// Prints an error of any command in `format`: rustc's layout on stderr for
/// people, on stdout a workflow command or a JSON document for tools.
pub fn error(format: Format, error: &Error) {
    match format {
        Format::Human => human::error(error),
        Format::Github => to_stdout(&github::error(error)),
        Format::Json => to_stdout(&json::error(error)),
    }
}

/// Writes `text` to stdout. When stdout is gone (a closed pipe) there is
/// nowhere left to say so, and no reason to panic about it.
fn to_stdout(text: &str) {
    let mut out = io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}
