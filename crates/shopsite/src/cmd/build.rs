//! `shopsite build`: check the content, then build the whole site into the
//! output folder, replacing it only when everything succeeded.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use crate::build::{self, Options};
use crate::prerender::Prerender;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The folder that holds the content files.
    #[arg(long, value_name = "DIR", default_value = "content")]
    pub content: PathBuf,
    /// Where to write the site. Replaced only when the build succeeds.
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub out: PathBuf,
    /// The address the site is published at, e.g. `https://example.github.io/shop/`.
    /// [default: `base_url` in site.yaml]
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
    /// The frontend's build folder (made by `npm --prefix frontend run build`).
    #[arg(long, value_name = "DIR", default_value = "frontend/dist")]
    pub frontend: PathBuf,
}

pub fn run(args: &Args) -> ExitCode {
    let start = Instant::now();
    let options = Options {
        out: &args.out,
        base_url: args.base_url.as_deref(),
        frontend: &args.frontend,
    };
    match build::load_and_build(&args.content, &options, &mut Prerender::OneShot) {
        Ok(summary) => {
            println!(
                "built {} for {}: {} pages, {} files, {} KB in {:.2} s",
                args.out.display(),
                summary.base_url,
                summary.pages,
                summary.files,
                summary.bytes.div_ceil(1024),
                start.elapsed().as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(_) => ExitCode::from(1),
    }
}
