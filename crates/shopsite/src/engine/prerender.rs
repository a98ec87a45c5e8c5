//! Runs the frontend's server bundle with `node`, so that every page's HTML
//! carries its full content before any script runs.
//!
//! Every page of the site is rendered by React, the same components the
//! browser hydrates: there is no second source of markup. A build streams
//! its pages through one or more node processes (`prerender.mjs`), each
//! rendering a page as soon as it arrives, and hands each page's HTML back
//! to the build the moment it is made, so that pages are written while
//! others are still being rendered and memory holds only the pages on the
//! way. A large catalogue is shared between as many node processes as the
//! machine has cores.
//!
//! `shopsite build` starts its node processes for one build. `shopsite
//! serve` keeps them between builds: starting node and loading React is most
//! of a small rebuild's time, and the preview should follow a save at once.
//! A one-off build of a small site starts no node at all: the engine inside
//! the CLI renders it ([`super::embedded`], [`Engine`]).

use std::borrow::Borrow;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use shopsite_render::PageData;
use shopsite_render::view::{Page, Shell};

use crate::error::{Error, FirstError};

const SCRIPT: &str = include_str!("prerender.mjs");

/// How many pages one node process is given before another is started
/// beside it: starting one costs about as much as rendering this many, so a
/// small site renders in one, and a large catalogue on every core.
const PAGES_PER_PROCESS: usize = 2_000;

/// How many pages may wait for a node process at once; each holds its view
/// data in memory until its HTML comes back.
const QUEUE: usize = 256;

/// How long the pages written to node wait for the next before they are
/// sent without it. Sent a page or two at a time, as they are made, they
/// cost node a wake-up, a read and a write each (node's CPU time at 10,000
/// products: 2.1 s so, 1.6 s in batches).
const BATCH_WAIT: Duration = Duration::from_millis(2);

/// What node renders with: the frontend's server bundle, and the startup
/// snapshot of it that `npm run build` makes (`frontend/src/snapshot.ts`),
/// when there is one to use: node starts from it with React loaded and its
/// rendering code compiled, about 25 ms sooner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    pub bundle: PathBuf,
    pub snapshot: Option<PathBuf>,
    /// Why a snapshot beside the bundle is not used (an older one).
    pub no_snapshot: Option<String>,
    /// The bundle once more, as one script for the engine inside the CLI
    /// ([`super::embedded`]), when there is a current one.
    pub embedded: Option<PathBuf>,
    /// Why one beside the bundle is not used (an older one).
    pub no_embedded: Option<String>,
}

/// Which engine renders the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Engine {
    /// The engine inside the CLI for a site of up to 150 pages, node for a
    /// larger one.
    #[default]
    Auto,
    /// Always node.
    Node,
    /// Always the engine inside the CLI (QuickJS).
    Embedded,
}

/// What renders the pages: the engine inside the CLI for a small site
/// ([`super::embedded`]), else node processes.
pub struct Prerender {
    engine: Engine,
    pool: Vec<Node>,
    /// Whether the processes stay up for the next build (`shopsite serve`).
    keep: bool,
    /// What the build is told of how node was started, when it could not be
    /// started the fast way.
    notes: Vec<String>,
}

impl Prerender {
    /// Renders one build with `engine`; its node processes, if it starts
    /// any, stop when it ends.
    pub fn one_shot(engine: Engine) -> Prerender {
        Prerender {
            engine,
            pool: Vec::new(),
            keep: false,
            notes: Vec::new(),
        }
    }

    /// Node processes kept between builds. A process that fails is replaced
    /// by the next build, and one for another bundle too.
    pub fn worker() -> Prerender {
        Prerender {
            engine: Engine::Node,
            pool: Vec::new(),
            keep: true,
            notes: Vec::new(),
        }
    }

    /// Whether a site of `pages` pages is the embedded engine's to render:
    /// it then does, if the frontend has a current script for it.
    fn for_embedded(&self, pages: usize) -> bool {
        match self.engine {
            Engine::Node => false,
            Engine::Embedded => true,
            Engine::Auto => !self.keep && pages <= super::embedded::PAGES,
        }
    }

    /// Whether node renders a site of `pages` pages on `server`.
    fn uses_node(&self, server: &Server, pages: usize) -> bool {
        !self.for_embedded(pages) || (self.engine == Engine::Auto && server.embedded.is_none())
    }

    /// Starts one node process on `server` now, if none runs and node will
    /// render a site of about `pages` pages, so that node loads React while
    /// the build goes on. Starting may fail; the build then says so when it
    /// needs the process.
    pub fn warm_up(&mut self, server: &Server, pages: usize) {
        self.pool.retain(|node| node.bundle == server.bundle);
        if self.uses_node(server, pages)
            && self.pool.is_empty()
            && let Ok(node) = Node::start(&server.bundle, self.snapshot(server), self.keep)
        {
            self.pool.push(node);
        }
    }

    /// The snapshot to start node from: a kept process (`shopsite serve`)
    /// starts once and loads its bundle again when the frontend changes,
    /// which a snapshot cannot, so it has none.
    fn snapshot<'a>(&self, server: &'a Server) -> Option<&'a Path> {
        if self.keep {
            None
        } else {
            server.snapshot.as_deref()
        }
    }

    /// Starts what the pool lacks and waits for each process to say it
    /// runs. One that stopped before it did, having started from the
    /// snapshot (made by another node, or damaged), is started again from
    /// the bundle, and the build is told why.
    fn ready(&mut self, server: &Server, wanted: usize) -> Result<(), Error> {
        let cannot = |why: String| {
            Error::new(format!("the prerender could not start: {why}")).with_hint(
                "the prerender needs Node.js 20 or newer on the PATH; install it and build again",
            )
        };
        if let Some(why) = server.no_snapshot.as_ref().filter(|_| !self.keep) {
            self.notes.push(why.clone());
        }
        while self.pool.len() < wanted {
            let node = Node::start(&server.bundle, self.snapshot(server), self.keep)?;
            self.pool.push(node);
        }
        for at in 0..wanted {
            let node = &mut self.pool[at];
            let Err(why) = node.greet() else { continue };
            if !node.from_snapshot {
                return Err(cannot(why));
            }
            self.notes.push(format!(
                "node could not start from the frontend's startup snapshot ({why}), so it loads \
                 the server bundle, about 25 ms later; `just build` makes a new snapshot"
            ));
            let mut plain = Node::start(&server.bundle, None, self.keep)?;
            plain.greet().map_err(cannot)?;
            self.pool[at] = plain;
        }
        Ok(())
    }

    /// Renders `pages` (`count` of them), each with `shell`, and hands each
    /// page with its HTML to `done` as soon as it is made, on one of several
    /// threads, in no particular order. Stops at the first page that fails,
    /// or that `done` fails on, and says which. Returns what node printed on
    /// stderr without failing (React's warnings, say), line by line; a kept
    /// process's stderr goes straight to the terminal instead.
    pub fn render<T>(
        &mut self,
        server: &Server,
        shell: &Shell,
        count: usize,
        pages: impl Iterator<Item = T> + Send,
        done: impl Fn(T, String) -> Result<(), Error> + Sync,
    ) -> Result<Vec<String>, Error>
    where
        T: Borrow<PageData> + Send,
    {
        if !self.uses_node(server, count) {
            let script = server.embedded.as_deref().ok_or_else(|| {
                let why = server.no_embedded.as_deref().unwrap_or("it is not there");
                Error::new("the frontend has no current bundle for the embedded engine")
                    .with_detail(why)
                    .with_hint("run `just build`, which builds it, or build with `--engine node`")
            })?;
            // A node started for a larger site than this one is not needed.
            self.finish();
            return super::embedded::render(script, shell, count, pages, done);
        }
        if let Some(why) = server
            .no_embedded
            .as_ref()
            .filter(|_| self.for_embedded(count))
        {
            self.notes.push(why.clone());
        }
        let wanted = count.div_ceil(PAGES_PER_PROCESS).clamp(1, cores());
        self.pool.retain(|node| node.bundle == server.bundle);
        let result = self
            .ready(server, wanted)
            .and_then(|()| stream(&mut self.pool[..wanted], shell, pages, &done));
        // A process that failed may be in any state: the next build starts
        // a new one.
        if result.is_err() {
            self.pool.clear();
        }
        let mut stderr = std::mem::take(&mut self.notes);
        stderr.extend(self.finish());
        result.map(|()| stderr)
    }

    /// After a build: a one-shot pool is stopped, and what its processes
    /// printed on stderr is collected.
    fn finish(&mut self) -> Vec<String> {
        if self.keep {
            return Vec::new();
        }
        self.pool.drain(..).flat_map(Node::stop).collect()
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// One node process running `prerender.mjs`.
struct Node {
    bundle: PathBuf,
    /// Whether it started from the bundle's startup snapshot.
    from_snapshot: bool,
    /// Whether it has said it runs ([`Node::greet`]).
    greeted: bool,
    child: Child,
    /// `None` once closed: node then ends by itself.
    stdin: Option<BufWriter<ChildStdin>>,
    stdout: BufReader<ChildStdout>,
    /// Collects stderr, for a process of one build.
    stderr: Option<JoinHandle<Vec<String>>>,
}

impl Node {
    fn start(bundle: &Path, snapshot: Option<&Path>, keep: bool) -> Result<Node, Error> {
        let mut command = Command::new("node");
        if let Some(snapshot) = snapshot {
            command.arg("--snapshot-blob").arg(snapshot);
        }
        let mut child = command
            .arg("--input-type=module")
            .arg("-e")
            .arg(SCRIPT)
            .arg(bundle)
            // React's production build: no development-only checks or warnings.
            .env("NODE_ENV", "production")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if keep {
                Stdio::inherit()
            } else {
                Stdio::piped()
            })
            .spawn()
            .map_err(|e| {
                Error::new(format!("cannot run `node` ({e})")).with_hint(
                    "the prerender needs Node.js 20 or newer on the PATH; install it and build again",
                )
            })?;
        let stdin = Some(BufWriter::with_capacity(
            64 * 1024,
            child.stdin.take().expect("piped"),
        ));
        let stdout = BufReader::with_capacity(64 * 1024, child.stdout.take().expect("piped"));
        let stderr = child
            .stderr
            .take()
            .map(|stderr| std::thread::spawn(move || lines_of(stderr)));
        Ok(Node {
            bundle: bundle.to_path_buf(),
            from_snapshot: snapshot.is_some(),
            greeted: false,
            child,
            stdin,
            stdout,
            stderr,
        })
    }

    /// Waits for the process to say it runs, the first thing it does: a
    /// process that cannot start (from a snapshot another node made, say)
    /// stops before. Says why it did not.
    fn greet(&mut self) -> Result<(), String> {
        if self.greeted {
            return Ok(());
        }
        match read_answer(&mut self.stdout) {
            Ok((Answer::Hello(_), _)) => {
                self.greeted = true;
                Ok(())
            }
            Ok(_) => Err("it answered something else first".to_owned()),
            Err(_) => {
                let status = self.child.wait().map_or_else(
                    |e| format!("it stopped ({e})"),
                    |status| format!("it stopped, {status}"),
                );
                let said = self
                    .stderr
                    .take()
                    .and_then(|thread| thread.join().ok())
                    .and_then(|lines| lines.last().cloned());
                Err(match said {
                    Some(line) => format!("{status}: {line}"),
                    None => status,
                })
            }
        }
    }

    /// Ends a process that has answered its job to the end, and returns
    /// what it printed on stderr, if that was collected. It has nothing left
    /// to say (`prerender.mjs` answers the end only once stderr is flushed),
    /// so it is killed: left to exit, node tears its heap down first, which
    /// kept every build about 10 ms longer.
    fn stop(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.stderr
            .take()
            .and_then(|thread| thread.join().ok())
            .unwrap_or_default()
    }

    fn end(&mut self) {
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        self.end();
    }
}

/// Every non-empty line of `stderr`, until it closes.
fn lines_of(stderr: ChildStderr) -> Vec<String> {
    BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .filter(|line| !line.trim().is_empty())
        .collect()
}

/// What the build sends: the shell of a job, a page, or the job's end.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum Message<'a> {
    Shell(&'a Shell),
    Page(&'a Page),
    End(bool),
}

/// What node answers each message with.
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Answer {
    /// The process runs: the first thing it says.
    Hello(IgnoredAny),
    Ready(IgnoredAny),
    /// This many bytes of HTML follow the line.
    Html(usize),
    Error(String),
    End(IgnoredAny),
}

/// Sends `pages` to `nodes` in turn and passes each answer to `done`.
fn stream<T>(
    nodes: &mut [Node],
    shell: &Shell,
    pages: impl Iterator<Item = T>,
    done: &(impl Fn(T, String) -> Result<(), Error> + Sync),
) -> Result<(), Error>
where
    T: Borrow<PageData> + Send,
{
    let first_error = FirstError::default();
    let fail = |error: Error| first_error.tell(error);
    std::thread::scope(|scope| {
        let mut queues = Vec::new();
        for node in nodes.iter_mut() {
            let (to_send, waiting) = mpsc::sync_channel::<T>(QUEUE);
            let (to_answer, sent) = mpsc::channel::<T>();
            queues.push(to_send);
            let Some(stdin) = node.stdin.as_mut() else {
                fail(Error::new("the prerender stopped"));
                continue;
            };
            let stdout = &mut node.stdout;
            let fail = &fail;
            scope.spawn(move || {
                if let Err(e) = send(stdin, shell, waiting, to_answer) {
                    fail(e);
                }
            });
            scope.spawn(move || receive(stdout, sent, done, fail));
        }
        for (i, page) in pages.enumerate() {
            if first_error.told() {
                break;
            }
            // A queue is closed only when its node stopped, which its
            // reader reports.
            let _ = queues[i % queues.len()].send(page);
        }
    });
    first_error.into_result()
}

/// Writes the job to one node: the shell, each page as it comes, the end.
/// Each page sent goes on to `sent`, where its answer is waited for.
fn send<T: Borrow<PageData>>(
    stdin: &mut BufWriter<ChildStdin>,
    shell: &Shell,
    pages: mpsc::Receiver<T>,
    sent: mpsc::Sender<T>,
) -> Result<(), Error> {
    let stopped = |e: std::io::Error| Error::new(format!("the prerender stopped ({e})"));
    write_message(stdin, &Message::Shell(shell)).map_err(stopped)?;
    loop {
        // Pages go to node in batches of the buffer's size, which node
        // renders in one go; a page that does not come soon sends what is
        // written, so that node never waits on a half-full buffer.
        let page = match pages.recv_timeout(BATCH_WAIT) {
            Ok(page) => page,
            Err(RecvTimeoutError::Timeout) => {
                stdin.flush().map_err(stopped)?;
                match pages.recv() {
                    Ok(page) => page,
                    Err(_) => break,
                }
            }
            Err(RecvTimeoutError::Disconnected) => break,
        };
        write_message(stdin, &Message::Page(&page.borrow().page)).map_err(stopped)?;
        if sent.send(page).is_err() {
            break;
        }
    }
    write_message(stdin, &Message::End(true)).map_err(stopped)?;
    stdin.flush().map_err(stopped)
}

fn write_message(stdin: &mut impl Write, message: &Message<'_>) -> std::io::Result<()> {
    serde_json::to_writer(&mut *stdin, message)?;
    stdin.write_all(b"\n")
}

/// Reads one node's answers: that it is ready, then one answer per page sent,
/// in order, then the end. After a failure it reads on to the end without
/// passing anything to `done`, so that node never waits on a full pipe.
fn receive<T: Borrow<PageData>>(
    stdout: &mut BufReader<ChildStdout>,
    sent: mpsc::Receiver<T>,
    done: &(impl Fn(T, String) -> Result<(), Error> + Sync),
    fail: &(impl Fn(Error) + Sync),
) {
    // Only the first problem is told; the rest follow from it.
    let mut ok = true;
    let report = |ok: &mut bool, error: Error| {
        if std::mem::replace(ok, false) {
            fail(error);
        }
    };
    match read_answer(stdout) {
        Ok((Answer::Ready(_), _)) => {}
        Ok((Answer::Error(text), _)) => report(&mut ok, Error::render_threw(&text, None)),
        Ok(_) => report(&mut ok, nonsense("an answer out of turn")),
        Err(e) => return report(&mut ok, e),
    }
    for page in sent {
        match read_answer(stdout) {
            Ok((Answer::Html(_), Some(html))) if ok => {
                if let Err(e) = done(page, html) {
                    report(&mut ok, e);
                }
            }
            Ok((Answer::Html(_), _)) => {}
            Ok((Answer::Error(text), _)) => {
                report(&mut ok, Error::render_threw(&text, page.borrow().path()))
            }
            Ok(_) => report(&mut ok, nonsense("an answer out of turn")),
            Err(e) => return report(&mut ok, e),
        }
    }
    match read_answer(stdout) {
        Ok((Answer::End(_), _)) => {}
        Ok(_) => report(&mut ok, nonsense("more answers than pages")),
        Err(e) => report(&mut ok, e),
    }
}

/// One answer, with the HTML that follows an `html` answer.
fn read_answer(stdout: &mut BufReader<ChildStdout>) -> Result<(Answer, Option<String>), Error> {
    let mut line = String::new();
    match stdout.read_line(&mut line) {
        Ok(0) => return Err(Error::new("the prerender stopped before it finished")),
        Ok(_) => {}
        Err(e) => return Err(Error::new(format!("the prerender stopped ({e})"))),
    }
    let answer: Answer = serde_json::from_str(&line)
        .map_err(|e| nonsense(&format!("something that is not its answer ({e})")))?;
    let Answer::Html(len) = answer else {
        return Ok((answer, None));
    };
    let mut bytes = vec![0; len];
    stdout
        .read_exact(&mut bytes)
        .map_err(|e| Error::new(format!("the prerender stopped ({e})")))?;
    let html = String::from_utf8(bytes).map_err(|_| nonsense("HTML that is not UTF-8"))?;
    Ok((Answer::Html(len), Some(html)))
}

fn nonsense(what: &str) -> Error {
    Error::new(format!("the prerender answered {what}")).with_hint(
        "the frontend build does not match this shopsite; rebuild both with `just build`",
    )
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    use std::time::Duration;

    use super::SCRIPT;

    /// A line reaches node in as many reads as the pipe makes of it, cut
    /// anywhere, inside a character too: node decodes each line whole, so
    /// the page's text arrives as it was sent.
    #[test]
    fn a_page_cut_inside_its_characters_is_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let bundle = dir.path().join("bundle.mjs");
        std::fs::write(
            &bundle,
            "export function render(route, data) { return `${route}: ${data.page.text}`; }\n",
        )
        .unwrap();
        let mut node = Command::new("node")
            .args(["--input-type=module", "-e", SCRIPT])
            .arg(&bundle)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let text = "₹1,499 स्क्रीन बदलना 📱";
        let job = format!(
            "{{\"shell\":{{}}}}\n{{\"page\":{{\"route\":\"home\",\"text\":\"{text}\"}}}}\n{{\"end\":true}}\n"
        );
        // Cut inside ₹ (3 bytes), स (3 bytes) and 📱 (4 bytes), each piece
        // written on its own after node has read the one before.
        let cuts = ['₹', 'स', '📱'].map(|c| job.find(c).unwrap() + 1);
        let mut stdin = node.stdin.take().unwrap();
        let mut from = 0;
        for cut in cuts.into_iter().chain([job.len()]) {
            stdin.write_all(&job.as_bytes()[from..cut]).unwrap();
            stdin.flush().unwrap();
            std::thread::sleep(Duration::from_millis(50));
            from = cut;
        }
        drop(stdin);
        let mut out = String::new();
        node.stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        assert!(node.wait().unwrap().success());
        let html = format!("home: {text}");
        assert_eq!(
            out,
            format!(
                "{{\"hello\":true}}\n{{\"ready\":true}}\n{{\"html\":{}}}\n{html}{{\"end\":true}}\n",
                html.len()
            )
        );
    }
}
