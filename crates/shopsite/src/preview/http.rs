//! The preview's HTTP side: files from the output folder, with the live
//! script added to HTML by a layer around them, and the stream of
//! live-reload events.

use std::convert::Infallible;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::handler::Handler;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{Stream, StreamExt, stream};
use tokio::sync::watch;
use tokio_stream::wrappers::BroadcastStream;

use super::files;
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
    let state = AppState { shared, stop };
    Router::new()
        .route("/__shopsite/events", get(events))
        .route(LIVE_PATH, get(live_script))
        .fallback(file.layer(from_fn_with_state(state.clone(), live)))
        .with_state(state)
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
    let mut response = (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        LIVE_SCRIPT,
    )
        .into_response();
    no_store(response.headers_mut());
    response
}

fn problem_event(text: String) -> SseEvent {
    let json = serde_json::to_string(&text).expect("a string serializes");
    SseEvent::default().event("problem").data(json)
}

/// The output folder's files ([`files::serve`]).
async fn file(State(state): State<AppState>, request: Request) -> Response {
    let base = state.shared.live.read().expect("live state").base.clone();
    files::serve(&state.shared.out, &base, request).await
}

/// The layer around the files: adds the live script to every HTML page,
/// shows the errors on an empty page while there is no build yet, says which
/// text is UTF-8, and asks the browser to keep nothing.
async fn live(State(state): State<AppState>, request: Request, next: Next) -> Response {
    // Read before the file: a page is never newer than the build it names,
    // so a build swapped in meanwhile still reloads it.
    let (version, problem, editor) = {
        let live = state.shared.live.read().expect("live state");
        // The editor at /admin/ is no page of the site: reloading it on a
        // rebuild would lose what the owner is typing there.
        let editor = request.uri().path().starts_with(&format!(
            "{}{}",
            live.base,
            shopsite_render::admin::DIR
        ));
        (live.version, live.problem.is_some(), editor)
    };
    let response = next.run(request).await;
    let (mut parts, body) = response.into_parts();
    let ty = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|ty| ty.to_str().ok())
        .map(str::to_owned);
    let page = matches!(parts.status, StatusCode::OK | StatusCode::NOT_FOUND);
    let mut response = match ty.as_deref() {
        Some("text/html") if page && !editor => {
            let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
                return StatusCode::INTERNAL_SERVER_ERROR.into_response();
            };
            // The page differs from the file, and from build to build.
            for name in [header::CONTENT_LENGTH, header::ETAG, header::LAST_MODIFIED] {
                parts.headers.remove(name);
            }
            let html = inject(&String::from_utf8_lossy(&bytes), version);
            Response::from_parts(parts, Body::from(html))
        }
        // No `404.html`: there is no build yet.
        None if parts.status == StatusCode::NOT_FOUND && problem => {
            let page = "<!doctype html><title>shopsite</title><body></body>";
            let html = inject(page, version);
            (
                StatusCode::NOT_FOUND,
                [(header::CONTENT_TYPE, "text/html")],
                html,
            )
                .into_response()
        }
        None if parts.status == StatusCode::NOT_FOUND => {
            (StatusCode::NOT_FOUND, "not found").into_response()
        }
        _ => Response::from_parts(parts, body),
    };
    let headers = response.headers_mut();
    let utf8 = headers
        .get(header::CONTENT_TYPE)
        .and_then(|ty| ty.to_str().ok())
        .and_then(with_charset)
        .and_then(|ty| HeaderValue::from_str(&ty).ok());
    if let Some(ty) = utf8 {
        headers.insert(header::CONTENT_TYPE, ty);
    }
    no_store(headers);
    response
}

/// `ty` with `; charset=utf-8` when it is text (HTML, CSS, JavaScript,
/// JSON, XML, SVG) and says no charset yet: the build writes UTF-8.
fn with_charset(ty: &str) -> Option<String> {
    if ty.contains(';') {
        return None;
    }
    let (kind, sub) = ty.split_once('/')?;
    let text = kind == "text"
        || ["javascript", "json", "xml", "svg"]
            .iter()
            .any(|t| sub.contains(t));
    text.then(|| format!("{ty}; charset=utf-8"))
}

fn no_store(headers: &mut HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
}

/// Adds the live script before `</body>`, with the build the page came from.
fn inject(page: &str, version: u64) -> String {
    let script = format!(r#"<script src="{LIVE_PATH}" data-build="{version}"></script>"#);
    match page.rfind("</body>") {
        Some(at) => format!("{}{script}{}", &page[..at], &page[at..]),
        None => format!("{page}{script}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_utf_8() {
        for (ty, with) in [
            ("text/html", Some("text/html; charset=utf-8")),
            ("text/css", Some("text/css; charset=utf-8")),
            ("text/javascript", Some("text/javascript; charset=utf-8")),
            ("application/json", Some("application/json; charset=utf-8")),
            ("image/svg+xml", Some("image/svg+xml; charset=utf-8")),
            ("text/xml", Some("text/xml; charset=utf-8")),
            ("text/plain; charset=utf-8", None),
            ("image/png", None),
            ("application/octet-stream", None),
        ] {
            assert_eq!(with_charset(ty).as_deref(), with, "{ty}");
        }
    }
}
