# shopsite: every routine task. Run `just` to list them.

set shell := ["bash", "-euo", "pipefail", "-c"]

# List the tasks.
default:
    @just --list

# Check every content file and report all problems at once.
check:
    cargo run --release --quiet --locked -p shopsite -- check --content content

# Build the site. (Until the renderer lands, this checks the content.)
build: check

# Run every test, plus the formatting and lint gates.
test:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets --locked -- -D warnings
    cargo test --workspace --locked

# Regenerate content/.schema/*.json from the Rust types.
schema:
    cargo run --quiet --locked -p shopsite -- schema --out content/.schema

# Review changed diagnostic snapshots after changing a message.
snapshots:
    INSTA_UPDATE=always cargo test --workspace --locked
    git status --short -- '*.snap'
