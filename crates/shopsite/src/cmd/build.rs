//! `shopsite build`: check the content, then build the whole site into the
//! output folder, replacing it only when everything succeeded.

use std::process::ExitCode;
use std::time::Instant;

use super::prelude::SiteArgs;
use crate::engine::{self, Engine, Options, Prerender};
use crate::error::Error;
use crate::report;

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    #[command(flatten)]
    pub site: SiteArgs,
    /// The address the site is published at, e.g. `https://example.github.io/shop/`.
    /// The flag wins over the SHOPSITE_BASE_URL environment variable, which is
    /// how CI passes the address a host gives the site.
    /// [default: `base_url` in site.yaml]
    #[arg(long, value_name = "URL", env = "SHOPSITE_BASE_URL")]
    pub base_url: Option<String>,
    /// Also print how long each step of the build took, on stderr.
    #[arg(long)]
    pub timings: bool,
    /// Which JavaScript engine renders the pages: the one inside shopsite
    /// (QuickJS) needs nothing installed and starts at once; node, when it
    /// is installed, starts in about 50 ms and renders a large catalogue
    /// faster. Both write the same pages.
    #[arg(long, value_enum, default_value_t = Engine::Auto)]
    pub engine: Engine,
}

pub fn run(args: &BuildArgs) -> Result<ExitCode, Error> {
    let start = Instant::now();
    let options = Options {
        out: &args.site.out,
        base_url: args.base_url.as_deref(),
        frontend: args.site.frontend.as_deref(),
    };
    match engine::load_and_build(
        &args.site.content.dir,
        &options,
        &mut Prerender::one_shot(args.engine),
    ) {
        Ok(built) => {
            report::built(&built);
            let summary = &built.summary;
            if args.timings {
                for (step, took) in &summary.steps {
                    eprintln!("{:>8.3} s  {step}", took.as_secs_f64());
                }
                eprintln!(
                    "{} of {} pages rendered, the others kept from an earlier build",
                    summary.rendered, summary.pages
                );
                eprintln!(
                    "{} of them filled from {} templates of React's markup",
                    summary.filled, summary.templates
                );
            }
            println!(
                "built {} for {}: {} pages, {} files, {} KB in {:.2} s ({})",
                args.site.out.display(),
                summary.base_url.url(),
                summary.pages,
                summary.files,
                summary.bytes.div_ceil(1024),
                start.elapsed().as_secs_f64(),
                summary.images(),
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(failure) => {
            report::failure(&failure, &args.site.out);
            Ok(ExitCode::FAILURE)
        }
    }
}
