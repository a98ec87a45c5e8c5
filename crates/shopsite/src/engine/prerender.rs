//! Runs the frontend's server bundle with `node` over the staging folder, so
//! that every page's HTML carries its full content before any script runs.
//!
//! `shopsite build` starts node once per build. `shopsite serve` keeps one
//! node worker running between builds: starting node and loading React is
//! most of a rebuild's time, and the preview should follow a save at once.
//! Either way node's reply becomes an [`Answer`], and one function turns
//! every answer into the pages or the error the owner sees.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde::Deserialize;

use crate::error::Error;

const SCRIPT: &str = include_str!("prerender.mjs");

/// How pages are prerendered.
pub enum Prerender {
    /// A new node process for each build.
    OneShot,
    /// One node process kept for the next build, started when first needed.
    Worker(Option<Worker>),
}

/// What the prerender made.
pub struct Prerendered {
    /// The server render of each page it rendered, by its view-data file.
    pub bodies: BTreeMap<String, String>,
    /// What node printed on stderr without failing (React's warnings, say),
    /// line by line. A worker's stderr goes straight to the terminal instead.
    pub stderr: Vec<String>,
}

impl Prerender {
    /// The server render of each page, by its view-data file. `staging`
    /// must already hold `files`.
    pub fn run(
        &mut self,
        bundle: &Path,
        staging: &Path,
        files: &[String],
    ) -> Result<Prerendered, Error> {
        let answer = match self {
            Prerender::OneShot => one_shot(bundle, staging, files),
            Prerender::Worker(slot) => {
                // A worker for another bundle is replaced.
                if slot.as_ref().is_some_and(|w| w.bundle != bundle) {
                    *slot = None;
                }
                let answer = match slot {
                    Some(worker) => worker.render(staging, files),
                    None => match Worker::start(bundle) {
                        Ok(worker) => slot.insert(worker).render(staging, files),
                        Err(error) => Answer::Broken(error),
                    },
                };
                // So is one that broke, by the next build.
                if matches!(answer, Answer::Broken(_)) {
                    *slot = None;
                }
                answer
            }
        };
        answer.into_prerendered()
    }
}

/// What node answered, whichever way it ran.
enum Answer {
    /// The HTML of each page by its view-data file, and what else node
    /// printed on stderr.
    Html {
        by_name: BTreeMap<String, String>,
        stderr: Vec<String>,
    },
    /// The render threw: node's account of where, ending with the stack.
    Threw(String),
    /// node cannot be used: it did not start, stopped, or answered nonsense.
    Broken(Error),
}

impl Answer {
    fn into_prerendered(self) -> Result<Prerendered, Error> {
        match self {
            // A page without HTML is found where the pages are made
            // (`shopsite_render::documents`), which needs every one.
            Answer::Html { by_name, stderr } => Ok(Prerendered {
                bodies: by_name,
                stderr,
            }),
            Answer::Threw(text) => Err(Error::new("the prerender failed")
                .with_detail(tail(&text, 30))
                .with_hint(
                    "the frontend's server render threw an error; the message above says where. \
                     If the frontend changed, rebuild it with `just build`",
                )),
            Answer::Broken(error) => Err(error),
        }
    }
}

/// Starts node on the prerender script. `mode` is the staging folder to
/// render `files` of once, or `--worker` (which is given its files per job).
fn start(
    bundle: &Path,
    mode: &OsStr,
    files: &[String],
    stdin: Stdio,
    stderr: Stdio,
) -> Result<Child, Error> {
    Command::new("node")
        .arg("--input-type=module")
        .arg("-e")
        .arg(SCRIPT)
        .arg(bundle)
        .arg(mode)
        .args(files)
        // React's production build: no development-only checks or warnings.
        .env("NODE_ENV", "production")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .map_err(|e| {
            Error::new(format!("cannot run `node` ({e})")).with_hint(
                "the prerender needs Node.js 20 or newer on the PATH; install it and build again",
            )
        })
}

/// One node process for one build: its stdout is `{route: html}`; when the
/// render throws, it says where on stderr and exits with 1.
fn one_shot(bundle: &Path, staging: &Path, files: &[String]) -> Answer {
    let child = match start(
        bundle,
        staging.as_os_str(),
        files,
        Stdio::null(),
        Stdio::piped(),
    ) {
        Ok(child) => child,
        Err(error) => return Answer::Broken(error),
    };
    let output = match child.wait_with_output() {
        Ok(output) => output,
        Err(e) => return Answer::Broken(Error::new(format!("the prerender stopped ({e})"))),
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Answer::Threw(stderr.into_owned());
    }
    match serde_json::from_slice(&output.stdout) {
        Ok(by_name) => {
            // Printed without failing: shown, but it does not stop the build.
            let stray = stderr.lines().filter(|l| !l.trim().is_empty());
            Answer::Html {
                by_name,
                stderr: stray.map(str::to_owned).collect(),
            }
        }
        Err(e) => Answer::Broken(Error::new(format!(
            "the prerender printed something that is not its result ({e})"
        ))),
    }
}

/// A node process that renders a job per line on its stdin,
/// `{"folder": "...", "files": [...]}`, and answers each with one line,
/// `{"html": {...}}` or `{"error": "..."}`.
pub struct Worker {
    bundle: PathBuf,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

#[derive(Deserialize)]
struct Reply {
    html: Option<BTreeMap<String, String>>,
    error: Option<String>,
}

impl Worker {
    fn start(bundle: &Path) -> Result<Worker, Error> {
        let mut child = start(
            bundle,
            OsStr::new("--worker"),
            &[],
            Stdio::piped(),
            Stdio::inherit(),
        )?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
        Ok(Worker {
            bundle: bundle.to_path_buf(),
            child,
            stdin,
            stdout,
        })
    }

    fn render(&mut self, staging: &Path, files: &[String]) -> Answer {
        let broken =
            |what: String| Answer::Broken(Error::new(format!("the prerender worker {what}")));
        let folder = staging
            .canonicalize()
            .unwrap_or_else(|_| staging.to_path_buf());
        let job = serde_json::json!({ "folder": folder, "files": files });
        if let Err(e) = writeln!(self.stdin, "{job}").and_then(|()| self.stdin.flush()) {
            return broken(format!("stopped ({e})"));
        }
        let mut line = String::new();
        if matches!(self.stdout.read_line(&mut line), Ok(0) | Err(_)) {
            return broken("stopped".to_owned());
        }
        match serde_json::from_str(&line) {
            Ok(Reply {
                error: Some(error), ..
            }) => Answer::Threw(error),
            Ok(Reply {
                html: Some(html), ..
            }) => Answer::Html {
                by_name: html,
                stderr: Vec::new(),
            },
            Ok(Reply {
                html: None,
                error: None,
            }) => broken("gave an empty answer".to_owned()),
            Err(e) => broken(format!("gave an answer that is not JSON ({e})")),
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The last `n` lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.trim_end().lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}
