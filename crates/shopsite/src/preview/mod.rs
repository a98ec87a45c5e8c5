//! The owner's live preview behind `shopsite serve`. Builds, serves the
//! output on 127.0.0.1, rebuilds on every change to the content (or the
//! frontend build), and reloads open pages only once the new output is
//! completely in place. When the content has errors, every open page shows
//! them.

mod files;
mod http;
mod state;
mod watch;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, RwLock};

use tokio::sync::{broadcast, watch as signal};

use crate::engine::{Engine, Prerender};
use crate::error::Error;
use state::{Live, Shared};

/// The folders the preview works on.
pub struct Folders {
    /// The content, watched for changes.
    pub content: PathBuf,
    /// The output, rebuilt on every change and served.
    pub out: PathBuf,
    /// A frontend build folder, also watched, so that frontend rebuilds
    /// show; without one, the frontend the binary carries.
    pub frontend: Option<PathBuf>,
}

/// Builds, then serves the preview on `addr` and rebuilds on every change
/// until Ctrl-C.
pub fn run(folders: &Folders, addr: SocketAddr) -> Result<(), Error> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Error::new(format!("cannot start the preview server: {e}")))?;
    runtime.block_on(serve(folders, addr))
}

async fn serve(folders: &Folders, addr: SocketAddr) -> Result<(), Error> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| cannot_listen(addr, &e))?;
    let addr = listener
        .local_addr()
        .expect("a bound listener has an address");
    let (events, _) = broadcast::channel(16);
    let shared = Arc::new(Shared {
        out: folders.out.clone(),
        addr,
        live: RwLock::new(Live {
            version: 0,
            problem: None,
            base: "/".to_owned(),
        }),
        events,
    });
    let builder = watch::Builder {
        content: folders.content.clone(),
        frontend: folders.frontend.clone(),
        shared: shared.clone(),
        prerender: Arc::new(Mutex::new(Prerender::kept(Engine::Auto))),
        frontend_seen: Arc::new(Mutex::new(None)),
    };
    let held = match builder.rebuild() {
        watch::Outcome::Told => None,
        watch::Outcome::Held(at) => Some(at),
    };
    let _watcher = builder
        .watch(held)
        .map_err(|e| Error::new(format!("cannot watch {}: {e}", folders.content.display())))?;
    // Listen for Ctrl-C before saying how to stop, so that an early one
    // still stops the server cleanly instead of killing it.
    let interrupted = interrupted();
    let base = shared.live.read().expect("live state").base.clone();
    println!("serving {} at http://{addr}{base}", folders.out.display());
    match &folders.frontend {
        Some(frontend) => println!(
            "watching {} and {} for changes; press Ctrl-C to stop",
            folders.content.display(),
            frontend.display()
        ),
        None => println!(
            "watching {} for changes; press Ctrl-C to stop",
            folders.content.display()
        ),
    }

    let (stop_tx, stop_rx) = signal::channel(false);
    let app = http::router(shared, stop_rx);
    let shutdown = async move {
        interrupted.await;
        // Ends the live-reload streams, so the server can finish.
        let _ = stop_tx.send(true);
    };
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| Error::new(format!("the preview server failed: {e}")))?;
    println!("stopped");
    Ok(())
}

/// Why the preview cannot listen on `addr`, and what to do about it.
fn cannot_listen(addr: SocketAddr, e: &std::io::Error) -> Error {
    let (ip, port) = (addr.ip(), addr.port());
    let error = Error::new(format!("cannot listen on {ip}:{port}: {e}"));
    match e.kind() {
        std::io::ErrorKind::AddrInUse => {
            let next = port.saturating_add(1);
            Error::new(format!("cannot start the preview: port {port} is already in use")).with_hint(format!(
                "another program, perhaps another preview, is using it: stop that one, or pick another port: `shopsite serve --port {next}` (`just dev --port {next}` in the shopsite repository)"
            ))
        }
        std::io::ErrorKind::PermissionDenied => error.with_hint(
            "ports below 1024 need administrator rights: pick one from 1024 up, e.g. `shopsite serve --port 3000` (`just dev --port 3000` in the shopsite repository)",
        ),
        std::io::ErrorKind::AddrNotAvailable => error.with_hint(format!(
            "{ip} is not an address of this computer: leave out `--host` for this computer only, or give `--host 0.0.0.0` for phones on the same Wi-Fi"
        )),
        _ => error,
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
