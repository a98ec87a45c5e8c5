//! Renders every page's HTML with the frontend's server bundle, so that
//! each page carries its full content before any script runs.
//!
//! Every page of the site is rendered by React, the same components the
//! browser hydrates: there is no second source of markup. Two engines can
//! run the bundle, behind one [`Renderer`]: QuickJS inside the CLI
//! ([`super::embedded`]), which needs nothing installed and starts at once,
//! and node ([`super::node`]), which starts in about 50 ms and then renders
//! a page several times faster. A build chooses one, once, from the exact
//! number of its pages ([`Prerender::choose`]): node for a large site when
//! node is on the PATH, QuickJS for everything else. `shopsite build` and
//! `shopsite serve` choose alike; `serve` keeps its node processes between
//! builds. Both engines run the same script and write the same bytes: a
//! test builds the fixture shop and catalogues with each and compares every
//! file.

use std::path::Path;

use super::embedded::QuickJs;
use super::node::NodePool;
use super::renderer::Renderer;

/// Which engine renders the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Engine {
    /// The engine inside shopsite (QuickJS), or node for a site of more
    /// than 150 pages when node is installed.
    #[default]
    Auto,
    /// Always node.
    Node,
    /// Always the engine inside shopsite (QuickJS).
    Embedded,
}

/// The most pages `auto` gives QuickJS when node is there; a larger site
/// goes to node, whose 50 ms start is repaid from about this many pages on.
/// Measured on 2 cores, median of 9: 68 pages 71 ms against node's 105 ms,
/// 120 pages 110 against 121, 172 pages 141 against 132; at 1,057 pages
/// QuickJS takes about 4 times node's CPU time (`docs/dev/engine.md`).
pub const QUICKJS_PAGES: usize = 150;

/// The engines of a build, or of every build of a preview, and the choice
/// between them.
pub struct Prerender {
    engine: Engine,
    quickjs: QuickJs,
    node: NodePool,
}

impl Prerender {
    /// Renders one build with `engine`; node processes, if it starts any,
    /// stop when it ends.
    pub fn one_shot(engine: Engine) -> Prerender {
        Prerender {
            engine,
            quickjs: QuickJs,
            node: NodePool::new(false),
        }
    }

    /// Renders build after build (`shopsite serve`): node processes, when a
    /// build needs them, stay up for the next.
    pub fn kept(engine: Engine) -> Prerender {
        Prerender {
            engine,
            quickjs: QuickJs,
            node: NodePool::new(true),
        }
    }

    /// Whether node renders a site of `pages` pages; QuickJS does if not.
    pub fn uses_node(&self, pages: usize) -> bool {
        uses_node(self.engine, pages, node_on_path)
    }

    /// The engine for a site of `pages` pages.
    pub fn choose(&mut self, pages: usize) -> &mut dyn Renderer {
        if self.uses_node(pages) {
            &mut self.node
        } else {
            &mut self.quickjs
        }
    }
}

/// Whether `engine` renders a site of `pages` pages with node, where
/// `node_on_path` says whether node is installed (asked only when it matters).
fn uses_node(engine: Engine, pages: usize, node_on_path: impl FnOnce() -> bool) -> bool {
    match engine {
        Engine::Node => true,
        Engine::Embedded => false,
        Engine::Auto => pages > QUICKJS_PAGES && node_on_path(),
    }
}

/// Whether a program called `node` is on the PATH, as the system would
/// find it to start it.
fn node_on_path() -> bool {
    let names: &[&str] = if cfg!(windows) {
        &["node.exe", "node.cmd"]
    } else {
        &["node"]
    };
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| names.iter().any(|name| runnable(&dir.join(name))))
    })
}

#[cfg(unix)]
fn runnable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn runnable(path: &Path) -> bool {
    path.is_file()
}

#[cfg(test)]
mod tests {
    use super::{Engine, QUICKJS_PAGES, uses_node};

    #[test]
    fn auto_uses_node_only_for_a_large_site_and_only_when_it_is_there() {
        let asked = std::cell::Cell::new(false);
        let there = || {
            asked.set(true);
            true
        };
        assert!(!uses_node(Engine::Auto, QUICKJS_PAGES, there));
        // A small site never looks for node.
        assert!(!asked.get());
        assert!(uses_node(Engine::Auto, QUICKJS_PAGES + 1, there));
        assert!(!uses_node(Engine::Auto, 100_000, || false));
        assert!(uses_node(Engine::Node, 1, || false));
        assert!(!uses_node(Engine::Embedded, 100_000, || true));
    }
}
