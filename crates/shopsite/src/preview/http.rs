//! The preview's HTTP side: files from the output folder (with the live
//! script added to HTML), and the stream of live-reload events.

use std::convert::Infallible;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use futures_util::{Stream, StreamExt, stream};
use tokio::sync::watch;
use tokio_stream::wrappers::BroadcastStream;

use super::files::{Resolved, content_type, resolve};
use super::state::{Event, Shared};

const LIVE_SCRIPT: &str = include_str!("live.js");

/// Where the page loads the live script from: a file of the site's own
/// origin, which the pages' Content-Security-Policy allows, where an inline
/// script would need its hash in the policy.
const LIVE_PATH: &str = "/__shopsite/live.js";

#[derive(Clone)]
struct AppState {
    shared: Arc<Shared>,
    stop: watch::Receiver<bool>,
}

pub fn router(shared: Arc<Shared>, stop: watch::Receiver<bool>) -> Router {
    Router::new()
        .route("/__shopsite/events", get(events))
        .route(LIVE_PATH, get(live_script))
        .fallback(get(file))
        .with_state(AppState { shared, stop })
}

/// Server-sent events: `hello` with the current build, the current problem
/// if any, then `reload` and `problem` as builds finish. The stream ends when
/// the server stops.
async fn events(
    State(state): State<AppState>,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let (version, problem) = {
        let live = state.shared.live.read().expect("live state");
        (live.version, live.problem.clone())
    };
    let mut first = vec![SseEvent::default().event("hello").data(version.to_string())];
    first.extend(problem.map(problem_event));
    let updates = BroadcastStream::new(state.shared.events.subscribe()).filter_map(|e| async {
        match e {
            Ok(Event::Reload(v)) => Some(SseEvent::default().event("reload").data(v.to_string())),
            Ok(Event::Problem(text)) => Some(problem_event(text)),
            Err(_) => None, // a slow page missed events; the next one still arrives
        }
    });
    let mut stop = state.stop;
    let stream = stream::iter(first)
        .chain(updates)
        .take_until(async move {
            let _ = stop.wait_for(|stopped| *stopped).await;
        })
        .map(Ok);
    Sse::new(stream).keep_alive(KeepAlive::default())
}

async fn live_script() -> Response {
    respond(
        StatusCode::OK,
        "text/javascript; charset=utf-8",
        Body::from(LIVE_SCRIPT),
    )
}

fn problem_event(text: String) -> SseEvent {
    let json = serde_json::to_string(&text).expect("a string serializes");
    SseEvent::default().event("problem").data(json)
}

async fn file(State(state): State<AppState>, uri: Uri) -> Response {
    let (version, base, problem) = {
        let live = state.shared.live.read().expect("live state");
        (live.version, live.base.clone(), live.problem.is_some())
    };
    let out = state.shared.out.clone();
    let path = uri.path().to_owned();
    let resolved = tokio::task::spawn_blocking(move || resolve(&out, &base, &path))
        .await
        .unwrap_or(Resolved::NotFound);
    match resolved {
        Resolved::File(path) => send(&path, StatusCode::OK, version).await,
        Resolved::Redirect(to) => Redirect::temporary(&to).into_response(),
        Resolved::NotFound => {
            let page = state.shared.out.join("404.html");
            if page.is_file() {
                send(&page, StatusCode::NOT_FOUND, version).await
            } else if problem {
                // No build yet: an empty page that shows the errors.
                html(
                    StatusCode::NOT_FOUND,
                    inject(
                        "<!doctype html><title>shopsite</title><body></body>",
                        version,
                    ),
                )
            } else {
                (StatusCode::NOT_FOUND, "not found").into_response()
            }
        }
    }
}

async fn send(path: &std::path::Path, status: StatusCode, version: u64) -> Response {
    let Ok(bytes) = tokio::fs::read(path).await else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let ty = content_type(path);
    if ty.starts_with("text/html") {
        return html(status, inject(&String::from_utf8_lossy(&bytes), version));
    }
    respond(status, &ty, Body::from(bytes))
}

fn html(status: StatusCode, text: String) -> Response {
    respond(status, "text/html; charset=utf-8", Body::from(text))
}

fn respond(status: StatusCode, ty: &str, body: Body) -> Response {
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    if let Ok(ty) = HeaderValue::from_str(ty) {
        headers.insert(header::CONTENT_TYPE, ty);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

/// Adds the live script before `</body>`, with the build the page came from.
fn inject(page: &str, version: u64) -> String {
    let script = format!(r#"<script src="{LIVE_PATH}" data-build="{version}"></script>"#);
    match page.rfind("</body>") {
        Some(at) => format!("{}{script}{}", &page[..at], &page[at..]),
        None => format!("{page}{script}"),
    }
}
