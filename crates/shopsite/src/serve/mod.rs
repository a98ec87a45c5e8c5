//! `shopsite serve`: the owner's live preview. Builds, serves the output on
//! 127.0.0.1, rebuilds on every change to the content (or the frontend
//! build), and reloads open pages only once the new output is completely in
//! place. When the content has errors, every open page shows them.

mod files;
mod http;
mod watch;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex, RwLock};

use tokio::sync::{broadcast, watch as signal};

use crate::build::SiteArgs;
use crate::prerender::Prerender;

#[derive(Debug, clap::Args)]
pub struct Args {
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

/// What open pages are told.
#[derive(Debug, Clone)]
pub enum Event {
    /// A new build is in place.
    Reload(u64),
    /// The content has errors; the text is what the terminal showed.
    Problem(String),
}

/// The state of the preview, shared by the rebuild thread and the server.
pub struct Live {
    /// Counts the builds that succeeded; pages carry the one they were served from.
    pub version: u64,
    /// The errors of the last build, if it failed.
    pub problem: Option<String>,
    /// `/` or the sub-path the site is built for, e.g. `/shop/`.
    pub base: String,
}

pub struct Shared {
    pub out: PathBuf,
    pub live: RwLock<Live>,
    pub events: broadcast::Sender<Event>,
}

pub fn run(args: &Args) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the preview server: {e}");
            return ExitCode::from(1);
        }
    };
    runtime.block_on(serve(args))
}

async fn serve(args: &Args) -> ExitCode {
    let (events, _) = broadcast::channel(16);
    let shared = Arc::new(Shared {
        out: args.site.out.clone(),
        live: RwLock::new(Live {
            version: 0,
            problem: None,
            base: "/".to_owned(),
        }),
        events,
    });
    let builder = watch::Builder {
        content: args.site.content.clone(),
        frontend: args.site.frontend.clone(),
        shared: shared.clone(),
        prerender: Arc::new(Mutex::new(Prerender::Worker(None))),
    };
    builder.rebuild();

    let listener = match tokio::net::TcpListener::bind(SocketAddr::new(args.host, args.port)).await
    {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot listen on {}:{}: {e}", args.host, args.port);
            eprintln!("  = help: another program may use this port; pick another with `--port N`");
            return ExitCode::from(1);
        }
    };
    let addr = listener
        .local_addr()
        .expect("a bound listener has an address");
    let _watcher = match builder.watch() {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: cannot watch {}: {e}", args.site.content.display());
            return ExitCode::from(1);
        }
    };
    // Listen for Ctrl-C before saying how to stop, so that an early one
    // still stops the server cleanly instead of killing it.
    let interrupted = interrupted();
    let base = shared.live.read().expect("live state").base.clone();
    println!("serving {} at http://{addr}{base}", args.site.out.display());
    println!(
        "watching {} and {} for changes; press Ctrl-C to stop",
        args.site.content.display(),
        args.site.frontend.display()
    );

    let (stop_tx, stop_rx) = signal::channel(false);
    let app = http::router(shared, stop_rx);
    let shutdown = async move {
        interrupted.await;
        // Ends the live-reload streams, so the server can finish.
        let _ = stop_tx.send(true);
    };
    match axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
    {
        Ok(()) => {
            println!("stopped");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: the preview server failed: {e}");
            ExitCode::from(1)
        }
    }
}

/// Resolves on Ctrl-C. The handler is in place as soon as this returns; the
/// future of `tokio::signal::ctrl_c()` would install it only when first polled.
#[cfg(unix)]
fn interrupted() -> impl Future<Output = ()> {
    use tokio::signal::unix::{SignalKind, signal};
    let interrupt = signal(SignalKind::interrupt());
    async move {
        match interrupt {
            Ok(mut interrupt) => {
                interrupt.recv().await;
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
}

#[cfg(not(unix))]
fn interrupted() -> impl Future<Output = ()> {
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
