//! Renders the pages inside the CLI, with QuickJS (rquickjs): no node, no
//! npm, nothing installed. It starts in under a millisecond and loads the
//! server bundle in about 10 ms, but renders a page several times slower
//! than node once node is warm: so it renders every site when node is not
//! installed, and a site of up to [`super::prerender::QUICKJS_PAGES`] pages
//! when it is (see [`super::prerender`]).
//!
//! It runs the same React components from the same sources: the server
//! bundle, one script with React in it (`frontend/vite.server.config.ts`),
//! which sets `globalThis.shopsiteServer`; node runs that same script. Both
//! engines write the same bytes: a test builds the fixture shop and
//! catalogues with each, and compares every file. The bundle is the
//! frontend's own build and the content reaches it only as JSON data, never
//! as code.

use std::borrow::Borrow;
use std::sync::{Arc, Mutex};

use rquickjs::allocator::RustAllocator;
use rquickjs::context::EvalOptions;
use rquickjs::{CatchResultExt, CaughtError, Context, Function, Runtime};
use shopsite_render::PageData;
use shopsite_render::kinds::Shell;

use super::frontend::Server;
use super::renderer::{RenderJob, Renderer};
use crate::error::{Error, FirstError};

/// The engine inside the CLI: a QuickJS runtime on each thread of a build.
pub struct QuickJs;

impl Renderer for QuickJs {
    fn render(&mut self, job: RenderJob<'_, '_>) -> Result<Vec<String>, Error> {
        render(job.server, job.shell, job.count, job.pages, job.done)
    }
}

/// At most this many pages per thread: a site of a few pages loads the
/// bundle once, not on every core.
const PAGES_PER_THREAD: usize = 12;

/// What one engine may use: far more than a page needs, so that a runaway
/// render fails with a message instead of taking the machine's memory.
const MEMORY_LIMIT: usize = 512 * 1024 * 1024;

/// React renders recursively: a deep page needs more than QuickJS's default.
const STACK: usize = 8 * 1024 * 1024;

/// The stack of a thread that runs an engine: QuickJS's and the thread's own.
pub const THREAD_STACK: usize = STACK + 1024 * 1024;

/// Renders `pages` (`count` of them), each with `shell`, with the server
/// bundle, on as many threads as they need and the machine has
/// ([`threads`]), and hands each page with its HTML to `done` as soon as it
/// is made. Stops at the first page that fails, or that `done` fails on,
/// and says which. Returns what the render printed with `console` (React's
/// warnings, say), line by line, as node's prerender returns its stderr.
fn render<T>(
    server: &Server,
    shell: &Shell,
    count: usize,
    pages: impl Iterator<Item = T> + Send,
    done: impl Fn(T, String) -> Result<(), Error> + Sync,
) -> Result<Vec<String>, Error>
where
    T: Borrow<PageData> + Send,
{
    render_on(threads(count), server, shell, pages, done)
}

/// How many threads render `count` pages: one per [`PAGES_PER_THREAD`],
/// at least one, and at most one per core.
pub fn threads(count: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    count.div_ceil(PAGES_PER_THREAD).clamp(1, cores)
}

/// [`render`], on `threads` threads, each loading its engine (none when
/// `threads` is 0).
pub fn render_on<T>(
    threads: usize,
    server: &Server,
    shell: &Shell,
    pages: impl Iterator<Item = T> + Send,
    done: impl Fn(T, String) -> Result<(), Error> + Sync,
) -> Result<Vec<String>, Error>
where
    T: Borrow<PageData> + Send,
{
    let shell = serde_json::to_string(shell).expect("view data serializes");
    let pages = Mutex::new(pages);
    let printed = Arc::new(Mutex::new(Vec::new()));
    let first_error = FirstError::default();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let work = || {
                let next = || pages.lock().unwrap_or_else(|e| e.into_inner()).next();
                let result = Engine::load(server, &shell, &printed)
                    .and_then(|engine| engine.render_each(next, &done, || first_error.told()));
                if let Err(error) = result {
                    first_error.tell(error);
                }
            };
            std::thread::Builder::new()
                .stack_size(THREAD_STACK)
                .spawn_scoped(scope, work)
                .expect("a thread starts");
        }
    });
    first_error.into_result()?;
    Ok(std::mem::take(
        &mut *printed.lock().unwrap_or_else(|e| e.into_inner()),
    ))
}

/// One QuickJS runtime with the bundle loaded and the build's shell parsed.
struct Engine {
    // The context holds the runtime alive; both are dropped with the engine.
    _runtime: Runtime,
    context: Context,
}

impl Engine {
    fn load(
        server: &Server,
        shell: &str,
        printed: &Arc<Mutex<Vec<String>>>,
    ) -> Result<Engine, Error> {
        // Rust's allocator (mimalloc) rather than the C library's, as for
        // the rest of the build.
        let runtime =
            Runtime::new_with_alloc(RustAllocator).map_err(|e| cannot_start(&e.to_string()))?;
        runtime.set_memory_limit(MEMORY_LIMIT);
        runtime.set_max_stack_size(STACK);
        let context = Context::full(&runtime).map_err(|e| cannot_start(&e.to_string()))?;
        context.with(|ctx| {
            // QuickJS has no console: what the render prints with it is
            // kept, line by line, as node's stderr is.
            let printed = Arc::clone(printed);
            let print = Function::new(ctx.clone(), move |text: String| {
                let mut lines = printed.lock().unwrap_or_else(|e| e.into_inner());
                lines.extend(
                    text.lines()
                        .filter(|line| !line.trim().is_empty())
                        .map(str::to_owned),
                );
            })
            .map_err(|e| cannot_start(&e.to_string()))?;
            ctx.globals()
                .set("__shopsitePrint", print)
                .map_err(|e| cannot_start(&e.to_string()))?;
            ctx.eval::<(), _>(
                "globalThis.console = Object.fromEntries(
                    ['log', 'info', 'warn', 'error', 'debug'].map((name) => [
                        name,
                        (...args) => __shopsitePrint(args.map(String).join(' ')),
                    ]),
                );",
            )
            .map_err(|e| cannot_start(&e.to_string()))?;
            // Named for its file, so that a stack says where it failed.
            let mut options = EvalOptions::default();
            options.global = true;
            options.strict = false;
            options.filename = Some(server.name.clone());
            ctx.eval_with_options::<(), _>(&*server.source, options)
                .catch(&ctx)
                .map_err(|e| threw(&format!("loading {}", server.name), &e))?;
            // render(pageJson): the page rendered with the build's shell,
            // parsed once here, as node's prerender script does.
            let mut options = EvalOptions::default();
            options.global = true;
            options.filename = Some("shopsite's page render".to_owned());
            let render: Function = ctx
                .eval_with_options::<Function, _>(
                    "(shellJson) => {
                        const server = globalThis.shopsiteServer;
                        if (typeof server?.render !== 'function') {
                            throw new Error('it does not set globalThis.shopsiteServer.render');
                        }
                        const shell = JSON.parse(shellJson);
                        return (pageJson) => {
                            const page = JSON.parse(pageJson);
                            const html = server.render(page.route, { shell, page });
                            if (typeof html !== 'string' || html.length === 0) {
                                throw new Error('render returned no HTML');
                            }
                            return html;
                        };
                    }",
                    options,
                )
                .and_then(|make: Function| make.call((shell,)))
                .catch(&ctx)
                .map_err(|e| threw(&format!("loading {}", server.name), &e))?;
            ctx.globals()
                .set("__shopsiteRender", render)
                .map_err(|e| cannot_start(&e.to_string()))
        })?;
        Ok(Engine {
            _runtime: runtime,
            context,
        })
    }

    /// Renders each page `next` gives until it gives none, or `stop` says
    /// to, handing each with its HTML to `done`; stops at the first page
    /// that fails, or that `done` fails on.
    fn render_each<T: Borrow<PageData>>(
        &self,
        mut next: impl FnMut() -> Option<T>,
        done: impl Fn(T, String) -> Result<(), Error>,
        stop: impl Fn() -> bool,
    ) -> Result<(), Error> {
        while !stop()
            && let Some(page) = next()
        {
            let html = self.render(page.borrow())?;
            done(page, html)?;
        }
        Ok(())
    }

    fn render(&self, data: &PageData) -> Result<String, Error> {
        let page = serde_json::to_string(&data.page).expect("view data serializes");
        self.render_json(page, data)
    }

    /// Renders `page`, the view data of `data` or of a page like it.
    fn render_json(&self, page: String, data: &PageData) -> Result<String, Error> {
        self.context.with(|ctx| {
            let render: Function = ctx
                .globals()
                .get("__shopsiteRender")
                .map_err(|e| cannot_start(&e.to_string()))?;
            render.call::<_, String>((page,)).catch(&ctx).map_err(|e| {
                let route = serde_json::to_value(data.page.route()).unwrap_or_default();
                let route = route.as_str().unwrap_or("unknown");
                let text = format!("rendering the \"{route}\" page failed:\n{}", describe(&e));
                Error::render_threw(&text, data.path())
            })
        })
    }
}

/// One engine on the calling thread (which needs [`THREAD_STACK`]), for a
/// few pages rendered one by one: the templates' probes
/// ([`super::templates`]).
pub struct Single {
    engine: Engine,
    printed: Arc<Mutex<Vec<String>>>,
}

impl Single {
    pub fn load(server: &Server, shell: &Shell) -> Result<Single, Error> {
        let shell = serde_json::to_string(shell).expect("view data serializes");
        let printed = Arc::new(Mutex::new(Vec::new()));
        let engine = Engine::load(server, &shell, &printed)?;
        Ok(Single { engine, printed })
    }

    /// Renders `page`, the view data of `data` or of a page like it (its
    /// texts marked); `data` names the page if it fails.
    pub fn render_json(&self, page: &str, data: &PageData) -> Result<String, Error> {
        self.engine.render_json(page.to_owned(), data)
    }

    /// Renders each page `next` gives until it gives none, handing each
    /// with its HTML to `done`, as the threads of [`render_on`] do; stops
    /// at the first page that fails, or that `done` fails on.
    pub fn render_each<T: Borrow<PageData>>(
        &self,
        next: impl FnMut() -> Option<T>,
        done: impl Fn(T, String) -> Result<(), Error>,
    ) -> Result<(), Error> {
        self.engine.render_each(next, done, || false)
    }

    /// What the renders printed, line by line.
    pub fn printed(self) -> Vec<String> {
        drop(self.engine);
        std::mem::take(&mut *self.printed.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// What an exception says: its message, then its stack.
fn describe(error: &CaughtError<'_>) -> String {
    match error {
        CaughtError::Exception(exception) => {
            let name: String = exception.get("name").unwrap_or_else(|_| "Error".to_owned());
            let message = exception.message().unwrap_or_default();
            let stack = exception.stack().unwrap_or_default();
            format!("{name}: {message}\n{}", stack.trim_end())
        }
        other => other.to_string(),
    }
}

fn threw(step: &str, error: &CaughtError<'_>) -> Error {
    Error::new("the prerender failed")
        .with_detail(format!("{step} failed:\n{}", describe(error)))
        .with_hint("the frontend's server bundle could not be loaded; rebuild it with `just build`")
}

fn cannot_start(why: &str) -> Error {
    Error::new(format!(
        "the embedded JavaScript engine could not start: {why}"
    ))
}
