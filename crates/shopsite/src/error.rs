//! The one error type of `shopsite`, for every failure that is not a problem
//! in the content (those are `shopsite_content::Diagnostic`s).
//!
//! An error only says what went wrong; [`crate::report`] decides how it looks,
//! so that every error of every command reads the same way.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use shopsite_render::RenderError;

/// What went wrong, with what the owner can do about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
    detail: Option<String>,
    hint: Option<String>,
}

impl Error {
    /// An error that `message` describes in one line.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            detail: None,
            hint: None,
        }
    }

    /// An I/O error that names its path: `{what} `{path}`: {e}`.
    pub fn io(what: &str, path: &Path, e: &std::io::Error) -> Error {
        Error::new(format!("{what} `{}`: {e}", path.display()))
    }

    /// A page that could not be made, with what to do about it.
    pub fn render(e: &RenderError) -> Error {
        let hint = match e {
            RenderError::NoPage(_)
            | RenderError::MissingIsland { .. }
            | RenderError::MissingEnhancement { .. }
            | RenderError::NoFold { .. } => {
                "the frontend build does not match this shopsite; rebuild both with `just build`"
            }
            RenderError::Template { .. } => {
                "this is a bug in shopsite, not in the content; please report it with this message"
            }
        };
        Error::new(e.to_string()).with_hint(hint)
    }

    /// The server render threw on the page at `path` (`None`: before any
    /// page): `text` is the JavaScript engine's account of where, ending
    /// with the stack, of which the last 30 lines are kept.
    pub fn render_threw(text: &str, path: Option<String>) -> Error {
        let message = match path {
            Some(path) => format!("the prerender failed on /{path}"),
            None => "the prerender failed".to_owned(),
        };
        let lines: Vec<&str> = text.trim_end().lines().collect();
        let stack = lines[lines.len().saturating_sub(30)..].join("\n");
        Error::new(message).with_detail(stack).with_hint(
            "the frontend's server render threw an error; the message above says where. \
             If the frontend changed, rebuild it with `just build`",
        )
    }

    /// Adds text that explains the error, such as another program's output.
    /// It may have many lines.
    pub fn with_detail(mut self, detail: impl Into<String>) -> Error {
        self.detail = Some(detail.into());
        self
    }

    /// Adds what the owner can do about it.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Error {
        self.hint = Some(hint.into());
        self
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    pub fn detail(&self) -> Option<&str> {
        self.detail.as_deref()
    }

    pub fn hint(&self) -> Option<&str> {
        self.hint.as_deref()
    }
}

/// The first error of a job shared between threads: each thread tells its
/// error, and looks whether one was told, to stop; the job ends with the
/// first, as the rest follow from it.
#[derive(Default)]
pub struct FirstError {
    told: AtomicBool,
    first: Mutex<Option<Error>>,
}

impl FirstError {
    pub fn tell(&self, error: Error) {
        self.told.store(true, Ordering::Relaxed);
        let mut first = self.first.lock().unwrap_or_else(PoisonError::into_inner);
        first.get_or_insert(error);
    }

    /// Whether an error was told: the others stop at their next step.
    pub fn told(&self) -> bool {
        self.told.load(Ordering::Relaxed)
    }

    pub fn into_result(self) -> Result<(), Error> {
        match self
            .first
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner)
        {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}
