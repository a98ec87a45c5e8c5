//! Every error of `shopsite`, whichever command meets it, is printed by one
//! renderer in one format, the way rustc tells an error that points at no
//! source: `error: message`, `  = note:` and `  = help:` lines, an empty line.
//! These tests hold each command to the exact bytes.

use std::net::TcpListener;
use std::process::Stdio;

use crate::common::{command, fixtures, project, shopsite, stub_frontend};

#[test]
fn a_build_error_is_printed_in_the_one_format_then_the_output_is_named() {
    let dir = project();
    let run = shopsite(dir.path(), &["build", "--frontend", "nowhere"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "error: the frontend has not been built: `nowhere/client/.vite/manifest.json` is missing\n\
         \x20 = help: run `just build`, which builds the frontend and then the site (or `npm --prefix frontend run build`)\n\
         \n\
         dist was not changed\n"
    );
}

#[test]
fn a_prerender_failure_shows_node_s_account_as_a_note() {
    let dir = project();
    let throws = fixtures().join("frontend-throws");
    let run = shopsite(
        dir.path(),
        &[
            "build",
            "--frontend",
            &throws.to_string_lossy(),
            "--engine",
            "node",
        ],
    );
    assert_eq!(run.code, 1);
    // The stack's lines name temporary files; every line of it is part of the note.
    let (head, rest) = run
        .stderr
        .split_once("          TypeError: Cannot read properties of undefined (reading 'map')\n")
        .unwrap_or_else(|| panic!("{}", run.stderr));
    assert_eq!(
        head,
        "error: the prerender failed on /videos/\n  = note: rendering the \"videos\" page failed:\n"
    );
    let (stack, end) = rest.split_once("  = help: ").unwrap();
    assert!(
        stack.lines().all(|l| l.starts_with("              at ")),
        "{stack}"
    );
    assert_eq!(
        end,
        "the frontend's server render threw an error; the message above says where. \
         If the frontend changed, rebuild it with `just build`\n\ndist was not changed\n"
    );
}

#[test]
fn a_schema_write_error_is_printed_in_the_one_format() {
    let dir = project();
    std::fs::write(dir.path().join("notes.txt"), "a file, not a folder").unwrap();
    // What the system says when a folder is made under a regular file.
    let os_error = std::fs::create_dir_all(dir.path().join("notes.txt/schema")).unwrap_err();
    let run = shopsite(dir.path(), &["schema", "--out", "notes.txt/schema"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        format!("error: cannot write notes.txt/schema/site.json: {os_error}\n\n")
    );
}

#[test]
fn a_serve_error_is_printed_in_the_one_format_with_its_help() {
    let dir = project();
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let out = command(
        dir.path(),
        &[
            "serve",
            "--port",
            &port.to_string(),
            "--frontend",
            &stub_frontend(),
        ],
    )
    .env("NO_COLOR", "1")
    .stdin(Stdio::null())
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let next = port + 1;
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "error: cannot start the preview: port {port} is already in use\n\
             \x20 = help: another program, perhaps another preview, is using it: stop that one, \
             or pick another port: `shopsite serve --port {next}` (`just dev --port {next}` in the shopsite repository)\n\
             \n"
        )
    );
}

#[test]
fn a_stylesheet_without_its_brand_colour_stops_the_build_before_anything_is_written() {
    let dir = project();
    // A copy of the stub frontend whose stylesheet sets no `--brand`.
    let frontend = dir.path().join("frontend-copy");
    for entry in walkdir::WalkDir::new(stub_frontend()) {
        let entry = entry.unwrap();
        let to = frontend.join(entry.path().strip_prefix(stub_frontend()).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&to).unwrap();
        } else {
            std::fs::copy(entry.path(), &to).unwrap();
        }
    }
    let css = frontend.join("client/assets/styles-stub.css");
    std::fs::write(&css, "body { margin: 0 }\n").unwrap();
    let run = shopsite(dir.path(), &["build", "--frontend", "frontend-copy"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: cannot use `frontend-copy/client/assets/styles-stub.css`: the stylesheet sets no `--brand` colour\n\
         \x20 = help: the stylesheet is `frontend/src/styles.css`: fix it there, then run `just build`\n\
         \n\
         dist was not changed\n"
    );
    assert!(!dir.path().join("dist").exists());
}
