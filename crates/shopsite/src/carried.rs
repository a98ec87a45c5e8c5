//! The files the binary carries, as `(path, with '/', bytes)` sorted by
//! path: `FRONTEND`, the frontend build's client files and server bundle
//! (empty in a binary built before the frontend was), and `TEMPLATE`, the
//! example shop `shopsite new` writes. `build.rs` writes both lists.

include!(concat!(env!("OUT_DIR"), "/carried.rs"));
