//! What the rebuild loop and the HTTP server share: the live state of the
//! preview and the events that open pages are told.

use std::path::PathBuf;
use std::sync::RwLock;

use tokio::sync::broadcast;

/// What open pages are told.
#[derive(Debug, Clone)]
pub enum Event {
    /// A new build is in place.
    Reload(u64),
    /// The last build failed; the text is what the terminal showed, without
    /// colour: the content's problems, or the build's error.
    Problem(String),
}

/// The state of the preview, shared by the rebuild thread and the server.
pub struct Live {
    /// Counts the builds that succeeded; pages carry the one they were served from.
    pub version: u64,
    /// Why the last build failed, if it did, as [`Event::Problem`] tells it.
    pub problem: Option<String>,
    /// `/` or the sub-path the site is built for, e.g. `/shop/`.
    pub base: String,
}

pub struct Shared {
    pub out: PathBuf,
    /// Where the preview listens, for the address it prints.
    pub addr: std::net::SocketAddr,
    pub live: RwLock<Live>,
    pub events: broadcast::Sender<Event>,
}
