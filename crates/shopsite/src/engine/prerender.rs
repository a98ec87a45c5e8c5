//! Runs the frontend's server bundle with `node` over the staging folder, so
//! that every page's HTML carries its full content before any script runs.
//!
//! `shopsite build` starts node once per build. `shopsite serve` keeps one
//! node worker running between builds: starting node and loading React is
//! most of a rebuild's time, and the preview should follow a save at once.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde::Deserialize;
use shopsite_render::Route;

use crate::error::Error;

const SCRIPT: &str = include_str!("prerender.mjs");

/// How pages are prerendered.
pub enum Prerender {
    /// A new node process for each build.
    OneShot,
    /// One node process kept for the next build, started when first needed.
    Worker(Option<Worker>),
}

impl Prerender {
    /// The server render of each route. `staging` must already hold `data/*.json`.
    pub fn run(&mut self, bundle: &Path, staging: &Path) -> Result<BTreeMap<Route, String>, Error> {
        match self {
            Prerender::OneShot => one_shot(bundle, staging),
            Prerender::Worker(slot) => {
                // A worker for another bundle, or one that died, is replaced.
                if slot.as_ref().is_some_and(|w| w.bundle != bundle) {
                    *slot = None;
                }
                let worker = match slot {
                    Some(w) => w,
                    None => slot.insert(Worker::start(bundle)?),
                };
                let result = worker.render(staging);
                if matches!(result, Err(WorkerError::Broken(_))) {
                    *slot = None;
                }
                result.map_err(|e| match e {
                    WorkerError::Render(text) => failed(&text),
                    WorkerError::Broken(e) => e,
                })
            }
        }
    }
}

fn node(bundle: &Path) -> Command {
    let mut node = Command::new("node");
    node.arg("--input-type=module")
        .arg("-e")
        .arg(SCRIPT)
        .arg(bundle)
        // React's production build: no development-only checks or warnings.
        .env("NODE_ENV", "production");
    node
}

fn no_node(e: &std::io::Error) -> Error {
    Error::new(format!("cannot run `node` ({e})")).with_hint(
        "the prerender needs Node.js 20 or newer on the PATH; install it and build again",
    )
}

fn failed(stderr: &str) -> Error {
    Error::new("the prerender failed")
        .with_detail(tail(stderr, 30))
        .with_hint(
            "the frontend's server render threw an error; the message above says where. \
             If the frontend changed, rebuild it with `just build`",
        )
}

fn one_shot(bundle: &Path, staging: &Path) -> Result<BTreeMap<Route, String>, Error> {
    let output = node(bundle)
        .arg(staging)
        .args(Route::ALL.map(Route::name))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| no_node(&e))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(failed(&stderr));
    }
    // What the render printed on stderr without failing (React warnings, say)
    // is shown but does not stop the build.
    for line in stderr.lines().filter(|l| !l.trim().is_empty()) {
        eprintln!("prerender: {line}");
    }
    let by_name: BTreeMap<String, String> =
        serde_json::from_slice(&output.stdout).map_err(|e| {
            Error::new(format!(
                "the prerender printed something that is not its result ({e})"
            ))
        })?;
    by_route(by_name)
}

fn by_route(mut by_name: BTreeMap<String, String>) -> Result<BTreeMap<Route, String>, Error> {
    Route::ALL
        .into_iter()
        .map(|route| {
            by_name
                .remove(route.name())
                .map(|html| (route, html))
                .ok_or_else(|| {
                    Error::new(format!("the prerender gave no HTML for `{}`", route.name()))
                })
        })
        .collect()
}

/// A node process that renders a staging folder per line on its stdin.
pub struct Worker {
    bundle: PathBuf,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

enum WorkerError {
    /// The page render threw; the worker is fine.
    Render(String),
    /// The worker cannot be used any more.
    Broken(Error),
}

#[derive(Deserialize)]
struct Answer {
    html: Option<BTreeMap<String, String>>,
    error: Option<String>,
}

impl Worker {
    fn start(bundle: &Path) -> Result<Worker, Error> {
        let mut child = node(bundle)
            .arg("--worker")
            .args(Route::ALL.map(Route::name))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| no_node(&e))?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
        Ok(Worker {
            bundle: bundle.to_path_buf(),
            child,
            stdin,
            stdout,
        })
    }

    fn render(&mut self, staging: &Path) -> Result<BTreeMap<Route, String>, WorkerError> {
        let broken =
            |what: String| WorkerError::Broken(Error::new(format!("the prerender worker {what}")));
        let folder = staging
            .canonicalize()
            .unwrap_or_else(|_| staging.to_path_buf());
        writeln!(self.stdin, "{}", folder.display())
            .and_then(|()| self.stdin.flush())
            .map_err(|e| broken(format!("stopped ({e})")))?;
        let mut line = String::new();
        match self.stdout.read_line(&mut line) {
            Ok(0) | Err(_) => return Err(broken("stopped".to_owned())),
            Ok(_) => {}
        }
        let answer: Answer = serde_json::from_str(&line)
            .map_err(|e| broken(format!("gave an answer that is not JSON ({e})")))?;
        match (answer.html, answer.error) {
            (Some(html), None) => by_route(html).map_err(WorkerError::Broken),
            (_, Some(error)) => Err(WorkerError::Render(error)),
            (None, None) => Err(broken("gave an empty answer".to_owned())),
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
