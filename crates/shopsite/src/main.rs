//! `shopsite`: checks the shop's YAML content and builds its website.
//!
//! Each subcommand lives in `cmd/` with one entry point, which returns its
//! error instead of printing it; `main` prints it once, through `report`, as
//! every problem is printed, in the format the command was asked for. Exit
//! codes: 0 when all is well, 1 when the content has errors or a command
//! failed, 2 for usage errors.

// No function over 80 lines (clippy.toml), tests aside.
#![cfg_attr(test, allow(clippy::too_many_lines))]

mod carried;
mod cmd;
mod engine;
mod error;
mod preview;
mod report;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mimalloc, not the system's allocator: a build allocates and frees a
/// page's HTML, its JSON and its old file's bytes for every page, on several
/// threads at once, and glibc's malloc gave part of that memory back to the
/// kernel only to fault it in again (10,000 products: 0.1 s less CPU and
/// wall time with mimalloc).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Checks the shop's content files and builds its website.
///
/// The shop owner edits the YAML files in `content/`; shopsite checks every
/// file and says exactly where a mistake is and how to fix it.
#[derive(Debug, Parser)]
#[command(
    name = "shopsite",
    version,
    about,
    long_about,
    propagate_version = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Make a new shop folder: an example shop to make your own, and the workflow that publishes it.
    ///
    /// Asks, at a terminal, for the shop's name, numbers, address and map
    /// position (or takes them as flags), and writes `content/` (the example
    /// shop with those in it), `.github/workflows/publish.yml`
    /// (which publishes the shop to GitHub Pages with this version of
    /// shopsite), `.gitignore` and `README.md`. A folder that already holds
    /// anything is refused, and nothing is written.
    New(cmd::new::NewArgs),
    /// Check every content file and report all problems at once.
    ///
    /// Prints each problem with its file, line and column, the field, what was
    /// expected and found, and a hint; then one summary line. Exits with 0 when
    /// the content is fine (warnings allowed) and 1 when it has errors.
    /// `--format github` prints GitHub Actions annotations instead, and
    /// `--format json` one JSON document, both on stdout. `--for-publishing`
    /// (implied by `--format github`) judges as the publish workflow does:
    /// every value still the example shop's is an error, with its line.
    Check(cmd::check::CheckArgs),
    /// Build the website into `dist/` (or `--out DIR`).
    ///
    /// Checks the content first. Then writes every page as prerendered HTML,
    /// with its view data, the sitemap and robots.txt, into a staging folder
    /// beside the output, and swaps it into place only when all of it
    /// succeeded. A failed build leaves the last good site untouched. Needs
    /// nothing installed: shopsite carries its frontend and a JavaScript
    /// engine, and uses Node.js for a large site when it is there.
    Build(cmd::build::BuildArgs),
    /// Preview the site while you edit: build, serve, rebuild on every save.
    ///
    /// Serves the site on http://127.0.0.1:3000 (see `--port`, `--host`),
    /// watches the content folder and the frontend build, rebuilds on every
    /// change, and reloads open pages once the new build is in place. When the
    /// content has errors, open pages show them until they are fixed.
    Serve(cmd::serve::ServeArgs),
    /// Write the JSON Schemas that let editors autocomplete the content files.
    ///
    /// Each content file starts with a `# yaml-language-server: $schema=…`
    /// line pointing at one of these, so editors with the YAML extension
    /// complete keys and flag mistakes while you type.
    Schema(cmd::schema::SchemaArgs),
}

impl Command {
    /// How this command reports its errors: as `check --format` says, or for people.
    fn format(&self) -> report::Format {
        match self {
            Command::Check(args) => args.format,
            Command::New(_) | Command::Build(_) | Command::Serve(_) | Command::Schema(_) => {
                report::Format::Human
            }
        }
    }

    /// Every command but `serve` does one job and ends.
    fn ends_when_done(&self) -> bool {
        !matches!(self, Command::Serve(_))
    }
}

/// mimalloc's `mi_option_purge_delay` (`mimalloc.h`, v2 and v3 alike),
/// which `libmimalloc_sys` names no constant for.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Keeps the memory the process frees for what it allocates next. By
/// default mimalloc (v3) gives memory that stayed free for a second back
/// to the kernel, and a build then faults it in again, each page zeroed by
/// the kernel: a 100,000-product build frees the parsed tree of its
/// content's files once it is checked, then fills that much again with its
/// pages (8,000 to 29,000 page faults in 4 builds, against 1,130 never
/// purging). A command that ends soon gives it all back at its end;
/// `serve`, which may run for hours after a large build, keeps mimalloc's
/// default.
#[allow(unsafe_code)]
fn keep_freed_memory() {
    // SAFETY: mimalloc's options may be set at any time, from any thread;
    // -1 means "never purge" (`mimalloc.h`).
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.command.ends_when_done() {
        keep_freed_memory();
    }
    let format = cli.command.format();
    let ran = match cli.command {
        Command::New(args) => cmd::new::run(&args),
        Command::Check(args) => cmd::check::run(&args),
        Command::Build(args) => cmd::build::run(&args),
        Command::Serve(args) => cmd::serve::run(&args),
        Command::Schema(args) => cmd::schema::run(&args),
    };
    ran.unwrap_or_else(|error| {
        report::error(format, &error);
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(unsafe_code)]
    fn the_purge_delay_is_the_option_set_to_keep_freed_memory() {
        // SAFETY: reading and setting mimalloc's options, as `main` does.
        unsafe {
            // The option at that index has mimalloc v3's default purge
            // delay, 1,000 ms (`options.c`), and its neighbour is the one
            // the crate names.
            if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
                assert_eq!(libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY), 1000);
            }
            assert_eq!(
                MI_OPTION_PURGE_DELAY + 1,
                libmimalloc_sys::mi_option_use_numa_nodes
            );
            keep_freed_memory();
            assert_eq!(libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY), -1);
        }
    }

    #[test]
    fn only_serve_gives_freed_memory_back() {
        let command = |args: &[&str]| Cli::parse_from(args).command;
        assert!(command(&["shopsite", "build"]).ends_when_done());
        assert!(command(&["shopsite", "check"]).ends_when_done());
        assert!(!command(&["shopsite", "serve"]).ends_when_done());
    }
}
