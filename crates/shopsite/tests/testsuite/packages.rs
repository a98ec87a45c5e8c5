//! `just test` sets itself up: before any test runs, it installs the Debian
//! packages the tests need when one is missing (`test_packages` in the
//! justfile, installed by `tools/packages.sh`). Where it cannot install one,
//! it stops there, with one line that names the package and the command
//! that installs it, instead of failing minutes later in a test or a
//! compiler that cannot say what is missing.
//!
//! The recipes run in a copy of the justfile and the script, so that a
//! `just test` that wrongly went on would stop at its next recipe (the
//! workflows' lint, which finds no workflows there). "No way to
//! install" is a user who is not root, with a sudo that wants a password
//! and no terminal to ask at: stand-ins for `id` and `sudo` come first on
//! PATH, and everything else is the machine's own.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::common::{just, repo};

/// A package no Debian has, so it is always missing.
const MISSING: &str = "shopsite-no-such-package";

/// Runs `just RECIPE` in `workspace` with `test_packages` set to `packages`,
/// as a user who is not root, whose sudo wants a password, and with no
/// terminal.
fn run(workspace: &Path, packages: &str, recipe: &str) -> Output {
    let bin = workspace.join("stand-ins");
    std::fs::create_dir_all(&bin).unwrap();
    let script = |name: &str, body: &str| {
        use std::os::unix::fs::PermissionsExt;
        let path = bin.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    // A user's id; the real one for any other question.
    script(
        "id",
        r#"[ "$*" = -u ] && echo 1000 || exec /usr/bin/id "$@""#,
    );
    // What `sudo -n` says when it would have to ask for a password.
    script("sudo", r#"echo "sudo: a password is required" >&2; exit 1"#);
    let path = std::env::join_paths(
        std::iter::once(bin).chain(std::env::split_paths(&std::env::var_os("PATH").unwrap())),
    )
    .unwrap();
    Command::new(just())
        .arg("--justfile")
        .arg(workspace.join("justfile"))
        .args(["--set", "test_packages", packages, recipe])
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run just")
}

/// The justfile and the script that installs the packages, with the
/// workspace's manifests (the justfile asks cargo where it builds), alone in
/// a folder.
fn workspace() -> tempfile::TempDir {
    let repo = repo();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("tools")).unwrap();
    for file in ["justfile", "Cargo.toml", "Cargo.lock", "tools/packages.sh"] {
        std::fs::copy(repo.join(file), dir.path().join(file)).unwrap();
    }
    std::os::unix::fs::symlink(repo.join("crates"), dir.path().join("crates")).unwrap();
    dir
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

/// Whether this machine is Debian or Ubuntu, where the script installs.
fn debian() -> bool {
    Command::new("sh")
        .args(["-c", "command -v apt-get && command -v dpkg-query"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn just_test_stops_before_any_test_naming_the_package_it_cannot_install() {
    let workspace = workspace();
    // dpkg is on every Debian: only the other one is missing.
    let out = run(workspace.path(), &format!("dpkg {MISSING}"), "test");
    let expected = if debian() {
        format!(
            "just test needs {MISSING}, and cannot install it (not root, and sudo wants a \
             password): run `sudo apt-get install {MISSING}`\n"
        )
    } else {
        format!(
            "just test needs Debian's dpkg {MISSING}, and this is not Debian or Ubuntu (no \
             apt-get): install what they hold with this system's own packages\n"
        )
    };
    assert_eq!(
        text(&out.stderr),
        expected,
        "one line and nothing else: no recipe after it ran"
    );
    assert_eq!(text(&out.stdout), "");
    assert_eq!(out.status.code(), Some(1));
    // Nothing the tests make: zizmor's virtualenv, the frontend's packages.
    assert!(!workspace.path().join("target").exists());
    assert!(!workspace.path().join("frontend").exists());
}

#[test]
fn with_every_package_there_the_set_up_says_nothing() {
    let workspace = workspace();
    let out = run(workspace.path(), "dpkg", "_test-packages");
    if debian() {
        assert_eq!(text(&out.stderr), "");
        assert_eq!(out.status.code(), Some(0));
    } else {
        assert_eq!(
            out.status.code(),
            Some(1),
            "not Debian: {}",
            text(&out.stderr)
        );
    }
    assert_eq!(text(&out.stdout), "");
}
