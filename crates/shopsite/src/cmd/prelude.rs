//! The arguments that several subcommands share, defined once so that each
//! flag reads and behaves the same wherever it appears.

use std::path::PathBuf;

/// `--content DIR`: every subcommand that reads the content takes it.
#[derive(Debug, clap::Args)]
pub struct ContentArg {
    /// The folder that holds the content files.
    #[arg(long = "content", value_name = "DIR", default_value = "content")]
    pub dir: PathBuf,
}

/// The folders of a build: `build` and `serve` take them.
#[derive(Debug, clap::Args)]
pub struct SiteArgs {
    #[command(flatten)]
    pub content: ContentArg,
    /// Where to write the site. Replaced only when the build succeeds.
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub out: PathBuf,
    /// A frontend build folder to make the site with (`npm --prefix frontend
    /// run build` makes `frontend/dist`), for work on the frontend.
    /// [default: the frontend inside shopsite]
    #[arg(long, value_name = "DIR")]
    pub frontend: Option<PathBuf>,
}
