//! `shopsite check`: report every problem in the content, then one summary line.

use std::process::ExitCode;

use shopsite_content::Loaded;

use super::prelude::ContentArg;
use crate::report::{self, plural};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub content: ContentArg,
}

pub fn run(args: &Args) -> ExitCode {
    let loaded = shopsite_content::load(&args.content.dir);
    report::diagnostics(&loaded);
    match &loaded.content {
        Some(content) => {
            println!(
                "content OK: {}, {}, {}{}",
                plural(content.products.len(), "product"),
                plural(content.courses.len(), "course"),
                plural(content.playlists.len(), "playlist"),
                warnings_suffix(&loaded),
            );
            ExitCode::SUCCESS
        }
        None => {
            eprintln!(
                "content has {}{}",
                plural(loaded.errors(), "error"),
                warnings_suffix(&loaded)
            );
            ExitCode::from(1)
        }
    }
}

fn warnings_suffix(loaded: &Loaded) -> String {
    match loaded.warnings() {
        0 => String::new(),
        n => format!(", {}", plural(n, "warning")),
    }
}
