//! Runs `just dev` as the owner does, with the port given the way the
//! preview's own hint says (`just dev --port N`), on a copy of the fixture
//! shop and of the repository's justfile and frontend, with Vite's watchers
//! rewriting the copy's frontend build as they start. A healthy start says nothing on stderr that looks
//! like an error, and Ctrl-C, sent to the whole process group as a terminal
//! sends it, stops everything with exit code 0 and no complaint.
//!
//! `just check` on broken content prints what `shopsite check` prints and
//! nothing else: no echoed command line, no "recipe failed".
//!
//! The recipes run the binary under test (`SHOPSITE_BIN`) instead of
//! building a release binary inside the test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use crate::common::{just, project, project_with, real_frontend, repo, shopsite};

/// `just dev …` running in a process group of its own, like a terminal's job.
struct Dev {
    child: Child,
    stdout: mpsc::Receiver<String>,
    stderr: mpsc::Receiver<String>,
}

impl Dev {
    /// `just dev` with the justfile in `workspace`.
    fn start(workspace: &Path, args: &[&str]) -> Dev {
        use std::os::unix::process::CommandExt;
        let mut child = Command::new(just())
            .arg("--justfile")
            .arg(workspace.join("justfile"))
            .arg("dev")
            .args(args)
            .env("SHOPSITE_BIN", env!("CARGO_BIN_EXE_shopsite"))
            .env("NO_COLOR", "1")
            .env_remove("SHOPSITE_BASE_URL")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .expect("run just");
        let stdout = lines(child.stdout.take().unwrap());
        let stderr = lines(child.stderr.take().unwrap());
        Dev {
            child,
            stdout,
            stderr,
        }
    }

    /// Sends `signal` to every process of the group: just, the recipe's
    /// shell, Vite's watchers and the preview.
    fn signal(&self, signal: &str) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill")
            .args([signal, "--", &group])
            .stderr(Stdio::null())
            .status();
    }
}

impl Drop for Dev {
    fn drop(&mut self) {
        self.signal("-KILL");
        let _ = self.child.wait();
    }
}

fn lines(stream: impl Read + Send + 'static) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            if tx.send(line.unwrap_or_default()).is_err() {
                break;
            }
        }
    });
    rx
}

/// A port nobody listens on now.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn status_of(port: u16, path: &str) -> u16 {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut reply = String::new();
    let _ = stream.read_to_string(&mut reply);
    reply.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// A copy of the repository for `just dev` to run in: the justfile, the
/// frontend's sources (their times kept, so that `just` sees the packages
/// installed) with a link to the real `node_modules`, and links to the
/// crates for cargo. `just dev` builds the frontend and starts Vite's
/// watchers, which rewrite the copy's `frontend/dist`: never the real one,
/// which the other tests read while this one runs.
fn workspace() -> tempfile::TempDir {
    let repo = repo();
    packages_installed(&repo.join("frontend"));
    let dir = tempfile::tempdir().unwrap();
    let copy = |from: &Path, to: &Path| {
        std::fs::copy(from, to).unwrap();
        let modified = std::fs::metadata(from).unwrap().modified().unwrap();
        let file = std::fs::File::options().write(true).open(to).unwrap();
        file.set_modified(modified).unwrap();
    };
    for file in ["justfile", "Cargo.toml", "Cargo.lock"] {
        copy(&repo.join(file), &dir.path().join(file));
    }
    std::os::unix::fs::symlink(repo.join("crates"), dir.path().join("crates")).unwrap();
    let frontend = repo.join("frontend");
    let walk = walkdir::WalkDir::new(&frontend)
        .into_iter()
        .filter_entry(|e| {
            e.depth() != 1
                || !["node_modules", "dist"].contains(&e.file_name().to_str().unwrap_or(""))
        });
    for entry in walk {
        let entry = entry.unwrap();
        let to = dir
            .path()
            .join("frontend")
            .join(entry.path().strip_prefix(&frontend).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&to).unwrap();
        } else {
            copy(entry.path(), &to);
        }
    }
    std::os::unix::fs::symlink(
        frontend.join("node_modules"),
        dir.path().join("frontend/node_modules"),
    )
    .unwrap();
    dir
}

/// Refuses to go on unless `frontend`'s packages are installed as the
/// justfile wants them: its stamp, `node_modules/.package-lock.json`, no
/// older than `package-lock.json`. Otherwise `just dev` in the copy would
/// run `npm ci` there, and npm, clearing the copy's `node_modules` before it
/// installs, would empty the real one through the link.
fn packages_installed(frontend: &Path) {
    let modified = |file: &str| {
        std::fs::metadata(frontend.join(file))
            .and_then(|m| m.modified())
            .ok()
    };
    let lock = modified("package-lock.json").expect("frontend/package-lock.json is there");
    assert!(
        modified("node_modules/.package-lock.json").is_some_and(|stamp| stamp >= lock),
        "frontend/node_modules is missing or older than frontend/package-lock.json: \
         run `just test` (or `npm ci --prefix frontend`) first"
    );
}

/// Waits until no file or folder of the frontend build in `dir` has changed
/// for `still`: Vite's watchers have finished the build they make on starting.
fn wait_for_frontend(dir: &Path, still: Duration) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let newest = walkdir::WalkDir::new(dir)
            .into_iter()
            .filter_map(Result::ok)
            .filter_map(|e| e.metadata().ok()?.modified().ok())
            .max()
            .unwrap_or(SystemTime::UNIX_EPOCH);
        if SystemTime::now()
            .duration_since(newest)
            .is_ok_and(|age| age > still)
        {
            return;
        }
        assert!(Instant::now() < deadline, "the frontend never settled");
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn just_dev_takes_the_port_as_the_hint_says_starts_quietly_and_stops_on_ctrl_c() {
    real_frontend();
    let project = project();
    let content = project.path().join("content");
    let out = project.path().join("dist");
    let port = free_port().to_string();
    let workspace = workspace();
    let dev = Dev::start(
        workspace.path(),
        &[
            "--port",
            &port,
            "--content",
            &content.to_string_lossy(),
            "--out",
            &out.to_string_lossy(),
        ],
    );
    let mut said: Vec<String> = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(120);
    let serving = loop {
        let line = dev
            .stdout
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or_else(|_| {
                let errors: Vec<String> =
                    std::iter::from_fn(|| dev.stderr.recv_timeout(Duration::from_secs(1)).ok())
                        .collect();
                panic!("`just dev` never said where it serves: {said:?}\n{errors:?}")
            });
        said.push(line.clone());
        if line.starts_with("serving ") {
            break line;
        }
    };
    assert!(
        serving.ends_with(&format!(" at http://127.0.0.1:{port}/")),
        "{serving}"
    );
    assert_eq!(status_of(port.parse().unwrap(), "/"), 200);
    assert_eq!(status_of(port.parse().unwrap(), "/products/"), 200);

    // Vite's watchers rewrite the frontend build as they start, emptying
    // its folders first, which is when the preview used to report it
    // missing; and again, the same way, whenever a frontend source is saved,
    // which a touch of its entries makes sure of here.
    std::thread::sleep(Duration::from_secs(3));
    wait_for_frontend(
        &workspace.path().join("frontend/dist"),
        Duration::from_secs(3),
    );
    for entry in ["src/styles.css", "src/entry-server.tsx"] {
        let file = std::fs::File::options()
            .append(true)
            .open(workspace.path().join("frontend").join(entry))
            .unwrap();
        file.set_modified(SystemTime::now()).unwrap();
    }
    std::thread::sleep(Duration::from_secs(3));
    wait_for_frontend(
        &workspace.path().join("frontend/dist"),
        Duration::from_secs(3),
    );
    std::thread::sleep(Duration::from_secs(1));
    let errors: Vec<String> = dev.stderr.try_iter().collect();
    said.extend(dev.stdout.try_iter());
    assert!(
        !errors.iter().any(|l| l.to_lowercase().contains("error")),
        "a healthy start said on stderr:\n{}\nand on stdout:\n{}",
        errors.join("\n"),
        said.join("\n")
    );

    dev.signal("-INT");
    let mut dev = dev;
    let deadline = Instant::now() + Duration::from_secs(60);
    let code = loop {
        if let Some(code) = dev.child.try_wait().unwrap() {
            break code;
        }
        assert!(
            Instant::now() < deadline,
            "`just dev` did not stop on Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    // The readers end with the streams; give them a moment to pass the last lines on.
    std::thread::sleep(Duration::from_millis(300));
    let after: Vec<String> = dev.stderr.try_iter().collect();
    said.extend(dev.stdout.try_iter());
    assert!(code.success(), "Ctrl-C: {code:?}\n{}", after.join("\n"));
    assert!(
        after.is_empty(),
        "Ctrl-C said on stderr:\n{}",
        after.join("\n")
    );
    assert_eq!(said.last().map(String::as_str), Some("stopped"), "{said:?}");
}

#[test]
fn just_check_says_only_what_shopsite_check_says() {
    let project = project_with("invalid/missing-key");
    let content = project.path().join("content");
    let content = content.to_string_lossy();
    let out = Command::new(just())
        .arg("--justfile")
        .arg(repo().join("justfile"))
        .args(["check", "--content", &content])
        .env("SHOPSITE_BIN", env!("CARGO_BIN_EXE_shopsite"))
        .env("NO_COLOR", "1")
        .env_remove("SHOPSITE_BASE_URL")
        .output()
        .expect("run just");
    let direct = shopsite(repo().as_path(), &["check", "--content", &content]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), direct.stdout);
    // Before: the recipe's command line first, and
    // "error: recipe `check` failed on line 11 with exit code 1" last.
    assert_eq!(String::from_utf8(out.stderr).unwrap(), direct.stderr);
}
