//! Rebuilds on change: notify's events, debounced, feed one rebuild loop, so
//! builds never overlap and a burst of saves makes one build.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use notify_debouncer_full::notify::{self, EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use super::state::{Event, Shared};
use crate::engine::{self, Options, Prerender};
use crate::report;

/// Long enough to gather an editor's save (write, rename, chmod) into one
/// event; short enough that the page follows the save at once.
const DEBOUNCE: Duration = Duration::from_millis(30);

#[derive(Clone)]
pub struct Builder {
    pub content: PathBuf,
    pub frontend: PathBuf,
    pub shared: Arc<Shared>,
    /// One node worker for all rebuilds; the lock also keeps builds from overlapping.
    pub prerender: Arc<Mutex<Prerender>>,
}

impl Builder {
    /// Builds once, updates the live state and tells open pages.
    pub fn rebuild(&self) {
        let start = Instant::now();
        let options = Options {
            out: &self.shared.out,
            base_url: None,
            frontend: &self.frontend,
        };
        let mut prerender = self.prerender.lock().expect("prerender worker");
        let result = engine::load_and_build(&self.content, &options, &mut prerender);
        let mut live = self.shared.live.write().expect("live state");
        match result {
            Ok(built) => {
                report::built(&built);
                live.version += 1;
                live.problem = None;
                live.base = built.summary.base_url.path().to_owned();
                println!(
                    "built {} ({} pages; {}) in {:.2} s",
                    self.shared.out.display(),
                    built.summary.pages,
                    built.summary.images,
                    start.elapsed().as_secs_f64()
                );
                let _ = self.shared.events.send(Event::Reload(live.version));
            }
            Err(failure) => {
                report::failure(&failure, &self.shared.out);
                eprintln!(
                    "{} still holds the last good build; fix the problem and save",
                    self.shared.out.display()
                );
                let text = report::failure_plain(&failure);
                live.problem = Some(text.clone());
                let _ = self.shared.events.send(Event::Problem(text));
            }
        }
    }

    /// Watches the content and the frontend build; rebuilds on every change
    /// until the returned watcher is dropped.
    pub fn watch(&self) -> notify::Result<Debouncer<notify::RecommendedWatcher, RecommendedCache>> {
        let (tx, rx) = std::sync::mpsc::channel::<DebounceEventResult>();
        let mut debouncer = new_debouncer(DEBOUNCE, None, tx)?;
        debouncer.watch(&self.content, RecursiveMode::Recursive)?;
        if self.frontend.is_dir() {
            debouncer.watch(&self.frontend, RecursiveMode::Recursive)?;
        }
        let builder = self.clone();
        std::thread::spawn(move || {
            while let Ok(first) = rx.recv() {
                // Saves that arrived while building make one more build, not many.
                let mut relevant = builder.relevant(first);
                while let Ok(more) = rx.try_recv() {
                    relevant |= builder.relevant(more);
                }
                if relevant {
                    builder.rebuild();
                }
            }
        });
        Ok(debouncer)
    }

    /// Whether any event is a change the owner made. Reads are not changes
    /// (the build itself reads the frontend build), and writes inside the
    /// output or its staging folder are the build's own.
    fn relevant(&self, result: DebounceEventResult) -> bool {
        let out = &self.shared.out;
        let out = std::fs::canonicalize(out).unwrap_or_else(|_| out.clone());
        let staging = engine::staging_prefix(&out);
        match result {
            Ok(events) => events.iter().any(|e| {
                !matches!(e.kind, EventKind::Access(_))
                    && e.paths.iter().any(|p| {
                        let inside_staging = staging.as_deref().is_some_and(|s| {
                            p.components()
                                .any(|c| c.as_os_str().to_string_lossy().starts_with(s))
                        });
                        !p.starts_with(&out) && !inside_staging
                    })
            }),
            Err(_) => true,
        }
    }
}
