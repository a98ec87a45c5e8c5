//! Runs the real `shopsite serve` on a free port in a fixture project and
//! talks to it over raw TCP, as a browser would (raw, so that paths such as
//! `/../` reach the server as written instead of being tidied by a client).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdout, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::common::{command, copy_tree, fixtures, hidden_entries, project};

struct Server {
    child: Child,
    addr: String,
    _project: tempfile::TempDir,
    root: std::path::PathBuf,
    stdout: mpsc::Receiver<String>,
}

impl Server {
    fn start() -> Server {
        Server::with_frontend(&fixtures().join("frontend-stub"))
    }

    fn with_frontend(frontend: &Path) -> Server {
        let project = project();
        let mut child = command(
            project.path(),
            &[
                "serve",
                "--port",
                "0",
                "--frontend",
                &frontend.to_string_lossy(),
            ],
        )
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
        let stdout = lines(child.stdout.take().unwrap());
        // After the first build's line, if it succeeded.
        let serving = std::iter::from_fn(|| stdout.recv_timeout(Duration::from_secs(60)).ok())
            .find(|line| line.starts_with("serving "))
            .expect("serve prints its address");
        let url = serving.rsplit(" at ").next().unwrap();
        let addr = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        assert!(
            serving.starts_with("serving dist at http://127.0.0.1:"),
            "{serving}"
        );
        Server {
            child,
            addr,
            root: project.path().to_path_buf(),
            _project: project,
            stdout,
        }
    }

    fn edit(&self, file: &str, from: &str, to: &str) {
        let path = self.root.join("content").join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{from}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn lines(stdout: ChildStdout) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap_or_default()).is_err() {
                break;
            }
        }
    });
    rx
}

struct Reply {
    status: u16,
    head: String,
    body: String,
}

/// One request with `Connection: close`, the path sent exactly as given.
fn get(addr: &str, path: &str) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    Reply {
        status: head[9..12].parse().unwrap(),
        head: head.to_ascii_lowercase(),
        body: body.to_owned(),
    }
}

/// An open live-reload stream: the event names and data as they arrive.
struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    fn open(addr: &str) -> Events {
        let mut stream = TcpStream::connect(addr).unwrap();
        write!(
            stream,
            "GET /__shopsite/events HTTP/1.1\r\nHost: {addr}\r\n\r\n"
        )
        .unwrap();
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        Events {
            reader: BufReader::new(stream),
        }
    }

    /// The next `(event, data)` within `wait`, skipping keep-alive comments.
    fn next(&mut self, wait: Duration) -> Option<(String, String)> {
        let deadline = Instant::now() + wait;
        let (mut event, mut data) = (String::new(), String::new());
        while Instant::now() < deadline {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) => return None,
                Ok(_) => {}
                Err(_) => continue, // read timeout: look at the clock again
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if let Some(e) = line.strip_prefix("event: ") {
                event = e.to_owned();
            } else if let Some(d) = line.strip_prefix("data: ") {
                data = d.to_owned();
            } else if line.is_empty() && !event.is_empty() {
                return Some((event, data));
            }
        }
        None
    }

    /// The text of the next event, which must be a `problem`.
    fn problem(&mut self) -> String {
        let (event, data) = self.next(WAIT).expect("an event");
        assert_eq!(event, "problem", "{data}");
        serde_json::from_str(&data).unwrap()
    }
}

const WAIT: Duration = Duration::from_secs(60);

#[test]
fn an_edit_reloads_open_pages_after_the_new_build_is_in_place() {
    let server = Server::start();
    let mut events = Events::open(&server.addr);
    assert_eq!(events.next(WAIT).unwrap(), ("hello".into(), "1".into()));

    let page = get(&server.addr, "/products/");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("boAt Rockerz 450 Bluetooth Headphones"));
    assert!(
        page.body
            .contains(r#"<script src="/__shopsite/live.js" data-build="1"></script></body>"#)
    );

    server.edit(
        "products.yaml",
        "title: boAt Rockerz 450 Bluetooth Headphones",
        "title: boAt Rockerz 550 Headphones",
    );
    assert_eq!(events.next(WAIT).unwrap(), ("reload".into(), "2".into()));
    // The reload is sent only once the new build is completely in place.
    let page = get(&server.addr, "/products/");
    assert!(
        page.body.contains("boAt Rockerz 550 Headphones"),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains(r#"<script src="/__shopsite/live.js" data-build="2"></script></body>"#)
    );
    let script = get(&server.addr, "/__shopsite/live.js");
    assert!(
        script
            .body
            .contains("new EventSource(\"/__shopsite/events\")")
    );
    // The editor is no page of the site: a reload would lose its edits.
    let editor = get(&server.addr, "/admin/");
    assert_eq!(editor.status, 200);
    assert!(
        editor
            .body
            .contains("<title>Edit Sharma Mobile Care</title>")
    );
    assert!(!editor.body.contains("live.js"), "{}", editor.body);

    // The live script is added by serve only, never written into the build.
    let built = std::fs::read_to_string(server.root.join("dist/products/index.html")).unwrap();
    assert!(built.contains("boAt Rockerz 550 Headphones"));
    assert!(!built.contains("__shopsite"));
}

/// Issue 57, item 5: a new `base_url` while the preview runs moves the
/// site to another path; the preview says where, and serves it there.
#[test]
fn a_changed_base_url_prints_the_new_address() {
    let server = Server::start();
    assert_eq!(get(&server.addr, "/products/").status, 200);
    server.edit(
        "site.yaml",
        "base_url: https://sharmamobilecare.in/",
        "base_url: https://example.github.io/shop/",
    );
    let said = std::iter::from_fn(|| server.stdout.recv_timeout(WAIT).ok())
        .find(|line| line.starts_with("the site's address changed"))
        .expect("serve says the new address");
    assert_eq!(
        said,
        format!(
            "the site's address changed (base_url): it is now at http://{}/shop/",
            server.addr
        )
    );
    assert_eq!(get(&server.addr, "/shop/products/").status, 200);
}

/// Vite rewriting the frontend build: its plugins run for seconds on a slow
/// computer, with the public files written and the manifest not yet. The
/// preview waits for the manifest rather than saying the frontend was never
/// built, and builds once it is there.
#[test]
fn a_frontend_without_its_manifest_for_seconds_is_waited_for_not_reported() {
    let frontend = tempfile::tempdir().unwrap();
    copy_tree(&fixtures().join("frontend-stub"), frontend.path());
    let server = Server::with_frontend(frontend.path());
    let mut events = Events::open(&server.addr);
    assert_eq!(events.next(WAIT).unwrap(), ("hello".into(), "1".into()));

    let manifest = frontend.path().join("client/.vite/manifest.json");
    let written = std::fs::read(&manifest).unwrap();
    std::fs::remove_file(&manifest).unwrap();
    let favicon = frontend.path().join("client/favicon.svg");
    std::fs::write(
        &favicon,
        r#"<svg xmlns="http://www.w3.org/2000/svg"><!-- new --></svg>"#,
    )
    .unwrap();
    // Twice as long as the frontend must be still before a failure counts.
    assert_eq!(events.next(Duration::from_secs(5)), None);

    std::fs::write(&manifest, written).unwrap();
    assert_eq!(events.next(WAIT).unwrap(), ("reload".into(), "2".into()));
    let served = get(&server.addr, "/favicon.svg");
    assert!(served.body.contains("<!-- new -->"), "{}", served.body);
}

#[test]
fn a_broken_edit_shows_the_errors_on_open_pages_and_the_fix_clears_them() {
    let server = Server::start();
    let mut events = Events::open(&server.addr);
    assert_eq!(events.next(WAIT).unwrap().0, "hello");

    server.edit("products.yaml", "price: 1499", "price: 1,499");
    let text = events.problem();
    assert!(
        text.starts_with(
            "error: products[1].price: expected a whole number (0 or more), found `1,499`\n"
        ),
        "{text}"
    );
    assert!(text.contains("--> content/products.yaml:"), "{text}");
    assert!(text.contains("= help: write the number without commas or ₹, e.g. `1499`"));
    assert!(text.ends_with("content has 1 error"));

    // A page opened now gets the last good build, and the errors with it.
    let page = get(&server.addr, "/products/");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("boAt Rockerz 450"));
    let mut late = Events::open(&server.addr);
    assert_eq!(late.next(WAIT).unwrap(), ("hello".into(), "1".into()));
    assert_eq!(late.next(WAIT).unwrap().0, "problem");

    server.edit("products.yaml", "price: 1,499", "price: 1499");
    assert_eq!(events.next(WAIT).unwrap(), ("reload".into(), "2".into()));
    let mut fresh = Events::open(&server.addr);
    assert_eq!(fresh.next(WAIT).unwrap(), ("hello".into(), "2".into()));
    assert_eq!(
        fresh.next(Duration::from_millis(500)),
        None,
        "no problem any more"
    );
}

/// A JPEG of one colour, for the photo tests.
fn photo(rgb: [u8; 3]) -> Vec<u8> {
    use image::ImageEncoder;
    let img = image::RgbImage::from_pixel(640, 480, image::Rgb(rgb));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .write_image(img.as_raw(), 640, 480, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

/// The name of the first card's photo on /products/, or `None`.
fn card_photo(addr: &str) -> Option<String> {
    let page = get(addr, "/products/").body;
    let at = page.find(r#"<img src="/assets/photos/"#)? + r#"<img src=""#.len();
    Some(page[at..].split('"').next()?.to_owned())
}

#[test]
fn a_photo_added_replaced_or_removed_rebuilds() {
    let server = Server::with_frontend(Path::new(&crate::common::real_frontend()));
    let mut events = Events::open(&server.addr);
    assert_eq!(events.next(WAIT).unwrap().0, "hello");
    let photos = server.root.join("content/photos");
    // Each save may be its own build, or several one: what counts is the
    // first reload after the problem goes.
    let reload = |events: &mut Events| {
        while let Some((event, data)) = events.next(WAIT) {
            if event == "reload" {
                return;
            }
            assert_eq!(event, "problem", "{data}");
        }
        panic!("no reload");
    };

    // Named on the first product before it is there, then added: its card
    // shows it.
    server.edit(
        "products.yaml",
        "image: https://images.unsplash.com/photo-1505740420928-5e560c06d30e?w=480&q=70",
        "image: photos/a.jpg",
    );
    let missing = "error: products[1].image: there is no photo `content/photos/a.jpg`";
    assert!(events.problem().starts_with(missing));
    std::fs::create_dir_all(&photos).unwrap();
    std::fs::write(photos.join("a.jpg"), photo([200, 30, 30])).unwrap();
    reload(&mut events);
    let first = card_photo(&server.addr).expect("the card shows the photo");
    assert!(first.starts_with("/assets/photos/a-card-208-"), "{first}");

    // Replaced by another photo of the same name: new files. The first
    // photo's save may have been two builds (created, then written), so a
    // reload may still be its own; the card changes by a later one, or
    // `reload` gives up after WAIT.
    std::fs::write(photos.join("a.jpg"), photo([30, 30, 200])).unwrap();
    let second = loop {
        reload(&mut events);
        let now = card_photo(&server.addr).unwrap();
        if now != first {
            break now;
        }
    };
    assert_eq!(get(&server.addr, &second).status, 200);

    // Removed: the product names a photo that is not there.
    std::fs::remove_file(photos.join("a.jpg")).unwrap();
    let text = events.problem();
    assert!(text.starts_with(missing), "{text}");
}

#[test]
fn a_build_error_shows_on_open_pages_as_the_terminal_prints_it() {
    let server = Server::with_frontend(&fixtures().join("frontend-throws"));
    let mut events = Events::open(&server.addr);
    assert_eq!(events.next(WAIT).unwrap(), ("hello".into(), "0".into()));
    let text = events.problem();
    assert!(
        text.starts_with(
            "error: the prerender failed on /videos/\n  = note: rendering the \"videos\" page failed:\n          TypeError: Cannot read properties of undefined (reading 'map')\n"
        ),
        "{text}"
    );
    assert!(
        text.ends_with(
            "  = help: the frontend's server render threw an error; the message above says where. \
             If the frontend changed, rebuild it with `just build`\n\n"
        ),
        "{text}"
    ); // With no build yet, any page is an empty one that shows the errors.
    let page = get(&server.addr, "/products/");
    assert_eq!(page.status, 404);
    assert!(page.head.contains("content-type: text/html; charset=utf-8"));
    assert!(
        page.body
            .contains(r#"<body><script src="/__shopsite/live.js" data-build="0"></script></body>"#),
        "{}",
        page.body
    );
}

#[test]
fn nothing_outside_the_output_folder_is_served() {
    let server = Server::start();
    std::fs::write(server.root.join("secret.txt"), "top secret").unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(
            server.root.join("secret.txt"),
            server.root.join("dist/leak.txt"),
        )
        .unwrap();
        std::os::unix::fs::symlink("/etc", server.root.join("dist/etc")).unwrap();
    }
    for path in [
        "/../../etc/passwd",
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..%2f..%2fsecret.txt",
        "/..%5c..%5csecret.txt",
        "/leak.txt",
        "/etc/passwd",
        "//etc/passwd",
    ] {
        let reply = get(&server.addr, path);
        assert_eq!(reply.status, 404, "{path}");
        assert!(
            !reply.body.contains("top secret") && !reply.body.contains("root:"),
            "{path}"
        );
    }
}

#[test]
fn content_types_redirects_and_no_listings() {
    let server = Server::start();
    for (path, status, ty) in [
        ("/", 200, "text/html; charset=utf-8"),
        ("/training/", 200, "text/html; charset=utf-8"),
        ("/favicon.svg", 200, "image/svg+xml"),
        (
            "/assets/filters-stub.js",
            200,
            "text/javascript; charset=utf-8",
        ),
        ("/data/home.json", 200, "application/json"),
        ("/sitemap.xml", 200, "text/xml; charset=utf-8"),
        ("/assets/", 404, "text/html; charset=utf-8"),
        ("/no/such/page/", 404, "text/html; charset=utf-8"),
    ] {
        let reply = get(&server.addr, path);
        assert_eq!(reply.status, status, "{path}");
        assert!(
            reply.head.contains(&format!("content-type: {ty}")),
            "{path}: {}",
            reply.head
        );
    }
    let redirect = get(&server.addr, "/training");
    assert_eq!(redirect.status, 307);
    assert!(redirect.head.contains("location: /training/"));
    assert!(
        get(&server.addr, "/no/such/page/")
            .body
            .contains("Page not found")
    );
}

#[test]
fn answers_100_concurrent_connections_and_survives_clients_that_hang_up() {
    let server = Server::start();
    // Clients that go away mid-request and mid-response.
    for _ in 0..20 {
        let mut s = TcpStream::connect(&server.addr).unwrap();
        let _ = s.write_all(b"GET /products/ HTTP/1.1\r\nHost: x\r\n\r\n");
        let mut first = [0u8; 16];
        let _ = s.read(&mut first);
        drop(s);
        let mut s = TcpStream::connect(&server.addr).unwrap();
        let _ = s.write_all(b"GET /prod");
    }
    let addr = server.addr.clone();
    let threads: Vec<_> = (0..100)
        .map(|_| {
            let addr = addr.clone();
            std::thread::spawn(move || get(&addr, "/").status)
        })
        .collect();
    let ok = threads
        .into_iter()
        .map(|t| t.join().unwrap())
        .filter(|s| *s == 200)
        .count();
    assert_eq!(ok, 100);
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_it_cleanly() {
    let mut server = Server::start();
    let _open = Events::open(&server.addr);
    let status = std::process::Command::new("kill")
        .args(["-INT", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = Instant::now() + WAIT;
    let code = loop {
        if let Some(code) = server.child.try_wait().unwrap() {
            break code;
        }
        assert!(Instant::now() < deadline, "serve did not stop");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(code.success(), "{code:?}");
    let rest: Vec<String> = server.stdout.try_iter().collect();
    assert_eq!(rest.last().map(String::as_str), Some("stopped"), "{rest:?}");
    let leftovers = hidden_entries(&server.root);
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// The owner's preview: a folder with only `content/`, nothing but shopsite
/// on the PATH and no `--frontend`. The frontend inside the binary and
/// QuickJS make the pages, and the islands' scripts are served from it.
#[test]
fn the_preview_needs_only_the_binary_and_the_content() {
    let project = project();
    let bin = crate::engines::only_shopsite();
    let child = command(project.path(), &["serve", "--port", "0"])
        .env("PATH", bin.path())
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut server = Server {
        child,
        addr: String::new(),
        root: project.path().to_path_buf(),
        _project: project,
        stdout: mpsc::channel().1,
    };
    let stdout = lines(server.child.stdout.take().unwrap());
    let mut said = Vec::new();
    while let Ok(line) = stdout.recv_timeout(Duration::from_secs(60)) {
        let last = line.starts_with("watching ");
        said.push(line);
        if last {
            break;
        }
    }
    let pages = crate::common::pages_built(&server.root.join("content"));
    assert!(
        said[0].starts_with(&format!("built dist ({pages} pages; ")),
        "{said:?}"
    );
    assert!(
        said[1].starts_with("serving dist at http://127.0.0.1:"),
        "{said:?}"
    );
    assert_eq!(
        said[2],
        "watching content for changes; press Ctrl-C to stop"
    );
    server.addr = said[1]
        .rsplit("http://")
        .next()
        .unwrap()
        .trim_end_matches('/')
        .to_owned();
    let page = get(&server.addr, "/products/");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<main id=\"main\""), "{}", page.body);
    // The filters' island, named in the list of the page's islands.
    let script = crate::common::between(&page.body, "{\"entries\": [\"/", "\"")
        .unwrap_or_else(|| panic!("no island on /products/"));
    assert!(script.starts_with("assets/product-filters-"), "{script}");
    let reply = get(&server.addr, &format!("/{script}"));
    assert_eq!(reply.status, 200, "/{script}");
    assert!(reply.body.contains("hydrate"), "{}", reply.body);
}

/// Issue 57, item 4: after `new`, `build` and a `serve` killed outright,
/// the shop's folder holds what belongs in its repository and one folder,
/// `dist/`: what the builds keep is out of it, and so is none of `dist/`.
#[test]
fn a_killed_serve_leaves_the_shop_folder_with_its_own_files_and_dist() {
    let root = tempfile::tempdir().unwrap();
    assert_eq!(
        crate::common::shopsite(root.path(), &["new", "shop"]).code,
        0
    );
    let shop = root.path().join("shop");
    let frontend = fixtures().join("frontend-stub");
    let frontend = frontend.to_string_lossy();
    let build = crate::common::shopsite(&shop, &["build", "--frontend", &frontend]);
    assert_eq!(build.code, 0, "{}", build.transcript());
    let mut child = command(&shop, &["serve", "--port", "0", "--frontend", &frontend])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = lines(child.stdout.take().unwrap());
    std::iter::from_fn(|| stdout.recv_timeout(Duration::from_secs(60)).ok())
        .find(|line| line.starts_with("serving "))
        .expect("serve prints its address");
    // A second build, under way or done, then killed with no warning.
    std::fs::write(
        shop.join("content/pages/videos.yaml"),
        std::fs::read_to_string(shop.join("content/pages/videos.yaml")).unwrap() + "\n",
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    child.kill().unwrap();
    child.wait().unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&shop)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [".github", ".gitignore", "README.md", "content", "dist"]
    );
    let kept = crate::common::kept(&shop.join("dist"));
    for name in ["next", "pages.json", "place.json", "out.txt"] {
        assert!(
            kept.join(name).exists(),
            "{name} is kept in {}",
            kept.display()
        );
    }
    let published: Vec<_> = walkdir::WalkDir::new(shop.join("dist"))
        .into_iter()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json") && (n.starts_with("pages") || n.starts_with("place")))
        .collect();
    assert_eq!(published, Vec::<String>::new());
}
