//! Renders the pages with node, for a large site: a build streams its pages
//! through one or more node processes (`node.mjs`), each rendering a page as
//! soon as it arrives, and hands each page's HTML back to the build the
//! moment it is made, so that pages are written while others are still
//! being rendered and memory holds only the pages on the way. A large
//! catalogue is shared between as many node processes as the machine has
//! cores.
//!
//! Node is sent the server bundle on its stdin, as it runs the frontend
//! the binary carries: it needs no file on disk. `shopsite build` starts
//! its node processes for one build; `shopsite serve` keeps them between
//! builds, and sends a process the bundle again only when it changed.

use std::borrow::Borrow;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use shopsite_render::PageData;
use shopsite_render::kinds::{Page, Shell};

use super::frontend::Server;
use super::renderer::{RenderJob, Renderer};
use crate::error::{Error, FirstError};

const SCRIPT: &str = include_str!("node.mjs");

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

/// The node processes of a build, or of every build of a preview.
pub struct NodePool {
    pool: Vec<Node>,
    /// Whether the processes stay up for the next build (`shopsite serve`).
    keep: bool,
}

impl NodePool {
    pub fn new(keep: bool) -> NodePool {
        NodePool {
            pool: Vec::new(),
            keep,
        }
    }

    /// Starts what the pool lacks and waits for each process to say it runs.
    fn ready(&mut self, wanted: usize) -> Result<(), Error> {
        while self.pool.len() < wanted {
            let node = Node::start(self.keep)?;
            self.pool.push(node);
        }
        for node in &mut self.pool[..wanted] {
            node.greet().map_err(|why| {
                Error::new(format!("the prerender could not start: {why}")).with_hint(NEEDS_NODE)
            })?;
        }
        Ok(())
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

impl Renderer for NodePool {
    /// Returns what node printed on stderr without failing; a kept
    /// process's stderr goes straight to the terminal instead.
    fn render(&mut self, job: RenderJob<'_, '_>) -> Result<Vec<String>, Error> {
        let wanted = job.count.div_ceil(PAGES_PER_PROCESS).clamp(1, cores());
        let result = self.ready(wanted).and_then(|()| {
            let nodes = &mut self.pool[..wanted];
            stream(nodes, job.server, job.shell, job.pages, &job.done)
        });
        // A process that failed may be in any state: the next build starts
        // a new one.
        if result.is_err() {
            self.pool.clear();
        }
        let stderr = self.finish();
        result.map(|()| stderr)
    }
}

const NEEDS_NODE: &str = "the prerender needs Node.js 20 or newer on the PATH; install it and build again, \
     or build with `--engine embedded`, which needs no node";

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// One node process running `node.mjs`.
struct Node {
    /// The server bundle it has loaded, once it has.
    loaded: Option<Arc<str>>,
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
    fn start(keep: bool) -> Result<Node, Error> {
        let mut child = Command::new("node")
            .arg("--input-type=module")
            .arg("-e")
            .arg(SCRIPT)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if keep {
                Stdio::inherit()
            } else {
                Stdio::piped()
            })
            .spawn()
            .map_err(|e| Error::new(format!("cannot run `node` ({e})")).with_hint(NEEDS_NODE))?;
        let stdin = Some(BufWriter::with_capacity(
            64 * 1024,
            child.stdin.take().expect("piped"),
        ));
        let stdout = child.stdout.take().expect("piped");
        widen(&stdout);
        let stdout = BufReader::with_capacity(64 * 1024, stdout);
        let stderr = child
            .stderr
            .take()
            .map(|stderr| std::thread::spawn(move || lines_of(stderr)));
        Ok(Node {
            loaded: None,
            greeted: false,
            child,
            stdin,
            stdout,
            stderr,
        })
    }

    /// Waits for the process to say it runs, the first thing it does: one
    /// that cannot start (too old a node, say) stops before. Says why it did
    /// not.
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
    /// to say (`node.mjs` answers the end only once stderr is flushed), so
    /// it is killed: left to exit, node tears its heap down first, which
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

/// How many bytes of node's answers the pipe from it may hold (Linux's
/// most for a process without privileges): about a hundred pages' HTML.
///
/// At Linux's default of 64 KB, node stopped whenever the build had not
/// yet taken the pages before (writing them, with their documents): on a
/// 500-model price list, node waited 20–39 ms of its 260–280 for the pipe
/// to drain, and none at 1 MB, ending about 30 ms sooner. The build,
/// tmpfs, 15 runs each in turn: median 312 ms, 296 ms with 1 MB.
#[cfg(target_os = "linux")]
const PIPE: usize = 1 << 20;

/// Lets node write [`PIPE`] bytes ahead of the build before it waits. Where
/// the system refuses, or elsewhere, the pipe keeps its size.
fn widen(stdout: &ChildStdout) {
    #[cfg(target_os = "linux")]
    let _ = rustix::pipe::fcntl_setpipe_size(stdout, PIPE);
    #[cfg(not(target_os = "linux"))]
    let _ = stdout;
}

/// Every non-empty line of `stderr`, until it closes.
fn lines_of(stderr: ChildStderr) -> Vec<String> {
    BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .filter(|line| !line.trim().is_empty())
        .collect()
}

/// What the build sends: a job's start, a page, or the job's end.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum Message<'a> {
    /// The shell every page of the job shares, and the server bundle when
    /// the process has not loaded this one yet.
    Job {
        shell: &'a Shell,
        script: Option<Script<'a>>,
    },
    Page(&'a Page),
    End(bool),
}

/// The server bundle, and the name its stack traces give it.
#[derive(Serialize)]
struct Script<'a> {
    name: &'a str,
    source: &'a str,
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
    server: &Server,
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
            // Loaded once the job's first answer says so; if it does not,
            // the pool is cleared.
            let script = node
                .loaded
                .replace(Arc::clone(&server.source))
                .filter(|loaded| *loaded == server.source)
                .map_or(
                    Some(Script {
                        name: &server.name,
                        source: &server.source,
                    }),
                    |_| None,
                );
            let Some(stdin) = node.stdin.as_mut() else {
                fail(Error::new("the prerender stopped"));
                continue;
            };
            let stdout = &mut node.stdout;
            let fail = &fail;
            scope.spawn(move || {
                let start = Message::Job { shell, script };
                if let Err(e) = send(stdin, &start, waiting, to_answer) {
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

/// Writes the job to one node: its start, each page as it comes, the end.
/// Each page sent goes on to `sent`, where its answer is waited for.
fn send<T: Borrow<PageData>>(
    stdin: &mut BufWriter<ChildStdin>,
    start: &Message<'_>,
    pages: mpsc::Receiver<T>,
    sent: mpsc::Sender<T>,
) -> Result<(), Error> {
    let stopped = |e: std::io::Error| Error::new(format!("the prerender stopped ({e})"));
    write_message(stdin, start).map_err(stopped)?;
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

    /// node's answers have a pipe of [`super::PIPE`] bytes where Linux
    /// lets a process without privileges have that much.
    #[cfg(target_os = "linux")]
    #[test]
    fn node_may_write_a_megabyte_ahead() {
        let most: usize = std::fs::read_to_string("/proc/sys/fs/pipe-max-size")
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or(super::PIPE);
        let node = super::Node::start(false).expect("node starts");
        let size = rustix::pipe::fcntl_getpipe_size(node.stdout.get_ref()).expect("its size");
        // A system that allows less keeps Linux's default of 64 KB.
        assert_eq!(
            size,
            if most >= super::PIPE {
                super::PIPE
            } else {
                65_536
            }
        );
        node.stop();
    }

    /// A line reaches node in as many reads as the pipe makes of it, cut
    /// anywhere, inside a character too: node decodes each line whole, so
    /// the page's text arrives as it was sent.
    #[test]
    fn a_page_cut_inside_its_characters_is_read_whole() {
        let mut node = Command::new("node")
            .args(["--input-type=module", "-e", SCRIPT])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let script = serde_json::to_string(
            "var shopsiteServer = { render: (route, data) => `${route}: ${data.page.text}` };",
        )
        .unwrap();
        let text = "₹1,499 स्क्रीन बदलना 📱";
        let job = format!(
            "{{\"job\":{{\"shell\":{{}},\"script\":{{\"name\":\"bundle.js\",\"source\":{script}}}}}}}\n\
             {{\"page\":{{\"route\":\"home\",\"text\":\"{text}\"}}}}\n{{\"end\":true}}\n"
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
