//! `shopsite serve`: the owner's live preview (see [`crate::preview`]).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;

use super::prelude::SiteArgs;
use crate::error::Error;
use crate::preview;

#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    // `frontend` is watched as well as `content`, so `just dev` picks up frontend changes.
    #[command(flatten)]
    pub site: SiteArgs,
    /// The port to listen on; 0 picks a free one.
    #[arg(long, value_name = "N", default_value_t = 3000)]
    pub port: u16,
    /// The address to listen on. Another computer or phone can see the
    /// preview only with `--host 0.0.0.0`.
    #[arg(long, value_name = "ADDR", default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    pub host: IpAddr,
}

pub fn run(args: &ServeArgs) -> Result<ExitCode, Error> {
    let folders = preview::Folders {
        content: args.site.content.dir.clone(),
        out: args.site.out.clone(),
        frontend: args.site.frontend.clone(),
    };
    preview::run(&folders, SocketAddr::new(args.host, args.port))?;
    Ok(ExitCode::SUCCESS)
}
