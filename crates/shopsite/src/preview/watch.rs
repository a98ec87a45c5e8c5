//! Rebuilds on change: notify's events, debounced, feed one rebuild loop, so
//! builds never overlap and a burst of saves makes one build.
//!
//! The frontend build is rewritten by Vite's watchers (`just dev`) while the
//! preview runs: Vite empties its folder, then writes the new files over a
//! second or two. A build that fails meanwhile, for a reason that is not the
//! content's, is no error of the owner's, so it is not reported: the build is
//! made again once the frontend has been still for [`SETTLE`], and only a
//! failure then is shown. A frontend rewritten with the same files makes no
//! new build at all.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use notify_debouncer_full::notify::{self, EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use super::state::{Event, Shared};
use crate::engine::{self, BuildFailure, Options, Prerender};
use crate::report;

/// Long enough to gather an editor's save (write, rename, chmod) into one
/// event; short enough that the page follows the save at once.
const DEBOUNCE: Duration = Duration::from_millis(30);

/// How long the frontend build must have been still before a failed build
/// that is not the content's fault is reported: longer than the pauses
/// between Vite's writes of one build, which take about a second.
pub const SETTLE: Duration = Duration::from_secs(2);

/// How long a frontend folder that Vite emptied may wait for its new files
/// before a build that needs them reports them missing: a slow computer's
/// Vite takes several seconds, and a Vite that failed says so itself.
const REBUILDING: Duration = Duration::from_secs(60);

#[derive(Clone)]
pub struct Builder {
    pub content: PathBuf,
    pub frontend: Option<PathBuf>,
    pub shared: Arc<Shared>,
    /// One node worker for all rebuilds; the lock also keeps builds from overlapping.
    pub prerender: Arc<Mutex<Prerender>>,
    /// The frontend build's files, as [`fingerprint`] sums them up, that
    /// the last build told stands on: the files it was made with, when it
    /// succeeded or the content had errors; `None` when the frontend may be
    /// to blame, so that any change to it makes a new build.
    pub frontend_seen: Arc<Mutex<Option<u64>>>,
}

/// What became of a build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It succeeded or failed, and the terminal and open pages were told.
    Told,
    /// It failed while the frontend build was being rewritten: nothing was
    /// told, and it is to be made again at this time unless a change comes first.
    Held(Instant),
}

impl Builder {
    /// Builds once, updates the live state and tells open pages, unless the
    /// build failed while the frontend was being rewritten.
    pub fn rebuild(&self) -> Outcome {
        let start = Instant::now();
        let frontend = self.frontend.as_deref().and_then(fingerprint);
        let options = Options {
            out: &self.shared.out,
            base_url: None,
            frontend: self.frontend.as_deref(),
        };
        let mut prerender = self.prerender.lock().expect("prerender worker");
        let result = engine::load_and_build(&self.content, &options, &mut prerender);
        let mut live = self.shared.live.write().expect("live state");
        match result {
            Ok(built) => {
                self.seen(frontend);
                report::built(&built);
                live.version += 1;
                live.problem = None;
                let base = built.summary.base_url.path().to_owned();
                // A new `base_url` moves the site: say where, once the
                // first build has said it (`serving … at`).
                if live.version > 1 && base != live.base {
                    println!(
                        "the site's address changed (base_url): it is now at http://{}{base}",
                        self.shared.addr
                    );
                }
                live.base = base;
                println!(
                    "built {} ({} pages; {}) in {:.2} s",
                    self.shared.out.display(),
                    built.summary.pages,
                    built.summary.images(),
                    start.elapsed().as_secs_f64()
                );
                let _ = self.shared.events.send(Event::Reload(live.version));
            }
            Err(failure) => {
                if matches!(failure, BuildFailure::Build { .. })
                    && let Some(until) = self.frontend.as_deref().and_then(settling)
                {
                    return Outcome::Held(until);
                }
                self.seen(frontend.filter(|_| matches!(failure, BuildFailure::Content(_))));
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
        Outcome::Told
    }

    /// Watches the content and the frontend build; rebuilds on every change
    /// until the returned watcher is dropped. `held` is when to make a build
    /// that was held ([`Outcome::Held`]) again.
    pub fn watch(
        &self,
        held: Option<Instant>,
    ) -> notify::Result<Debouncer<notify::RecommendedWatcher, RecommendedCache>> {
        let (tx, rx) = std::sync::mpsc::channel::<DebounceEventResult>();
        let mut debouncer = new_debouncer(DEBOUNCE, None, tx)?;
        debouncer.watch(&self.content, RecursiveMode::Recursive)?;
        if let Some(frontend) = self.frontend.as_ref().filter(|f| f.is_dir()) {
            debouncer.watch(frontend, RecursiveMode::Recursive)?;
        }
        let builder = self.clone();
        std::thread::spawn(move || {
            // A build is due for the content when a change to it has not
            // been built and told yet (a held build, at first, is one).
            let mut held = held;
            let mut content_due = held.is_some();
            loop {
                let first = match held {
                    Some(at) => rx.recv_timeout(at.saturating_duration_since(Instant::now())),
                    None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                };
                let mut change = match first {
                    Ok(first) => builder.change(first),
                    // The held build's time has come.
                    Err(RecvTimeoutError::Timeout) => Change::Frontend,
                    Err(RecvTimeoutError::Disconnected) => break,
                };
                // Saves that arrived while building make one more build, not many.
                while let Ok(more) = rx.try_recv() {
                    change = change.max(builder.change(more));
                }
                content_due |= change == Change::Content;
                // Vite's watchers rewrite the frontend with the same files
                // when they start: nothing to build for that.
                let frontend_due = change == Change::Frontend && builder.frontend_changed();
                held = if content_due {
                    builder.rebuild_due(&mut content_due)
                } else if frontend_due {
                    // A new frontend is built once Vite has finished writing it.
                    (builder.frontend.as_deref())
                        .and_then(settling)
                        .or_else(|| builder.rebuild_due(&mut content_due))
                } else if change == Change::None {
                    held
                } else {
                    // The frontend is back to the files of the last build told.
                    None
                };
            }
        });
        Ok(debouncer)
    }

    /// Builds, and says when to build again if the build was held.
    fn rebuild_due(&self, content_due: &mut bool) -> Option<Instant> {
        match self.rebuild() {
            Outcome::Told => {
                *content_due = false;
                None
            }
            Outcome::Held(at) => Some(at),
        }
    }

    fn seen(&self, frontend: Option<u64>) {
        *self.frontend_seen.lock().expect("frontend fingerprint") = frontend;
    }

    /// Whether the frontend build differs from the one the last build told
    /// stands on.
    fn frontend_changed(&self) -> bool {
        let seen = *self.frontend_seen.lock().expect("frontend fingerprint");
        seen.is_none() || seen != self.frontend.as_deref().and_then(fingerprint)
    }

    /// What the events changed. Reads are not changes (the build itself
    /// reads the frontend build), and writes inside the output or its
    /// staging folder are the build's own.
    fn change(&self, result: DebounceEventResult) -> Change {
        let out = &self.shared.out;
        let out = std::fs::canonicalize(out).unwrap_or_else(|_| out.clone());
        let frontend = self
            .frontend
            .as_ref()
            .map(|f| (std::fs::canonicalize(f).unwrap_or_else(|_| f.clone()), f));
        let staging = engine::staging_prefix(&out);
        let Ok(events) = result else {
            return Change::Content;
        };
        let paths = events
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::Access(_)))
            .flat_map(|e| e.paths.iter())
            .filter(|p| {
                let inside_staging = staging.as_deref().is_some_and(|s| {
                    p.components()
                        .any(|c| c.as_os_str().to_string_lossy().starts_with(s))
                });
                !p.starts_with(&out) && !inside_staging
            });
        let mut change = Change::None;
        for path in paths {
            if frontend
                .as_ref()
                .is_some_and(|(real, given)| path.starts_with(real) || path.starts_with(given))
            {
                change = change.max(Change::Frontend);
            } else {
                return Change::Content;
            }
        }
        change
    }
}

/// What a batch of events changed, the weightiest last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Change {
    None,
    /// Only the frontend build (or a held build's time has come).
    Frontend,
    /// The content (or the events were lost, so it may have).
    Content,
}

/// Until when the frontend build is to be left alone, while Vite may be
/// writing it: when it changed less than [`SETTLE`] ago (Vite emptying a
/// folder changes the folder), or it changed less than [`REBUILDING`] ago
/// and is not whole yet: one of its folders is empty, as Vite leaves them
/// between emptying and writing, or the files a build needs are missing,
/// as while Vite's plugins run (a slow computer's, loaded, took 4 s for
/// them with only the public files written). `None` when it has been
/// still, or is not there.
fn settling(frontend: &Path) -> Option<Instant> {
    let mut newest = None;
    let mut empty_folder = false;
    for entry in walkdir::WalkDir::new(frontend)
        .into_iter()
        .filter_map(Result::ok)
    {
        if entry.depth() == 1 && entry.file_type().is_dir() {
            empty_folder |= std::fs::read_dir(entry.path()).is_ok_and(|mut d| d.next().is_none());
        }
        let modified = entry.metadata().ok().and_then(|m| m.modified().ok());
        newest = newest.max(modified);
    }
    // A time in the future (a clock set back) says nothing about now.
    let age = SystemTime::now().duration_since(newest?).ok()?;
    if age < SETTLE {
        Some(Instant::now() + (SETTLE - age))
    } else if (empty_folder || !engine::frontend_has_its_files(frontend)) && age < REBUILDING {
        Some(Instant::now() + SETTLE)
    } else {
        None
    }
}

/// The frontend build's files, their paths and bytes, summed up in one
/// number; `None` when there is no such folder.
fn fingerprint(frontend: &Path) -> Option<u64> {
    if !frontend.is_dir() {
        return None;
    }
    let mut hasher = DefaultHasher::new();
    for entry in walkdir::WalkDir::new(frontend)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
    {
        entry.path().hash(&mut hasher);
        std::fs::read(entry.path()).ok().hash(&mut hasher);
    }
    Some(hasher.finish())
}
