//! `shopsite check`: report every problem in the content, then one summary line.

use std::process::ExitCode;

use super::prelude::ContentArg;
use crate::error::Error;
use crate::report::{self, Format, plural};

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub content: ContentArg,
    /// The folder the site is built into: check reads what the last build
    /// kept beside it, to tell texts that still name the shop's old place.
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub out: std::path::PathBuf,
    /// Judge the content as the publish workflow does: the values still
    /// the example shop's, a warning while you build and preview, are
    /// errors, each with its line, so they never go live. `--format github`
    /// (the workflows' format) implies it.
    #[arg(long)]
    pub for_publishing: bool,
    /// How to report: for people, as GitHub Actions annotations, or as JSON.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t)]
    pub format: Format,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, Error> {
    let before = crate::engine::place::recall(&args.out);
    let now = crate::engine::now();
    let mut loaded =
        shopsite_content::load_remembering(&args.content.dir, before.as_ref(), Some(now));
    // A workflow written before the flag existed checks with `--format
    // github` only: it is kept from publishing example numbers too.
    if args.for_publishing || args.format == Format::Github {
        loaded = loaded.for_publishing();
    }
    let summary = match &loaded.content {
        Some(content) => {
            // The repair prices, when the shop has a list: its rows, and
            // the phone models they price (each model gets its own page).
            let prices = if content.repair_prices.is_empty() {
                String::new()
            } else {
                let models: std::collections::BTreeSet<(&str, &str)> = content
                    .repair_prices
                    .iter()
                    .map(|p| (p.brand.as_str(), p.model.as_str()))
                    .collect();
                format!(
                    ", {} ({})",
                    plural(content.repair_prices.len(), "repair price"),
                    plural(models.len(), "phone model")
                )
            };
            format!(
                "content OK: {}, {}, {}{prices}{}",
                plural(content.products.len(), "product"),
                plural(content.courses.len(), "course"),
                plural(content.playlists.len(), "playlist"),
                report::warnings_suffix(&loaded),
            )
        }
        None => report::errors_summary(&loaded),
    };
    report::check(args.format, &loaded, &args.content.dir, &summary);
    Ok(if loaded.content.is_some() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
