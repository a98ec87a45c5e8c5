//! Runs the frontend's server bundle with `node` over the staging folder, so
//! that every page's HTML carries its full content before any script runs.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

use shopsite_render::Route;

use crate::build::BuildError;

const SCRIPT: &str = include_str!("prerender.mjs");

/// The server render of each route. `staging` must already hold `data/*.json`.
pub fn run(bundle: &Path, staging: &Path) -> Result<BTreeMap<Route, String>, BuildError> {
    let mut node = Command::new("node");
    node.arg("--input-type=module")
        .arg("-e")
        .arg(SCRIPT)
        .arg(bundle)
        .arg(staging)
        .args(Route::ALL.map(Route::name))
        // React's production build: no development-only checks or warnings.
        .env("NODE_ENV", "production")
        .stdin(Stdio::null());
    let output = node.output().map_err(|e| {
        BuildError::new(format!("cannot run `node` ({e})"))
            .hint("the prerender needs Node.js 20 or newer on the PATH; install it and build again")
    })?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(BuildError::new("the prerender failed")
            .detail(tail(&stderr, 30))
            .hint(
                "the frontend's server render threw an error; the message above says where. \
             If the frontend changed, rebuild it with `just build`",
            ));
    }
    // What the render printed on stderr without failing (React warnings, say)
    // is shown but does not stop the build.
    for line in stderr.lines().filter(|l| !l.trim().is_empty()) {
        eprintln!("prerender: {line}");
    }
    let mut by_name: BTreeMap<String, String> =
        serde_json::from_slice(&output.stdout).map_err(|e| {
            BuildError::new(format!(
                "the prerender printed something that is not its result ({e})"
            ))
        })?;
    Route::ALL
        .into_iter()
        .map(|route| {
            by_name
                .remove(route.name())
                .map(|html| (route, html))
                .ok_or_else(|| {
                    BuildError::new(format!("the prerender gave no HTML for `{}`", route.name()))
                })
        })
        .collect()
}

/// The last `n` lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.trim_end().lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}
