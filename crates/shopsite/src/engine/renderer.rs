//! What every engine that renders pages offers the build: one [`RenderJob`] in,
//! each page's HTML out. The engines ([`super::embedded`], [`super::node`])
//! implement [`Renderer`]; [`super::prerender`] chooses one. Kept apart from
//! both, so that the engines depend on it and not on the choice.

use std::borrow::Cow;

use shopsite_render::PageData;
use shopsite_render::kinds::Shell;

use super::frontend::Server;
use crate::error::Error;

/// Pages, one by one, each its own or borrowed for `'p`, for as long as
/// `'j`.
pub type PageIter<'j, 'p> = Box<dyn Iterator<Item = Cow<'p, PageData>> + Send + 'j>;

/// What a build asks its renderer: every page, each with the build's shell.
pub struct RenderJob<'j, 'p> {
    pub server: &'j Server,
    pub shell: &'j Shell,
    /// How many pages `pages` yields.
    pub count: usize,
    pub pages: PageIter<'j, 'p>,
    /// Takes each page with its HTML as soon as it is made, on one of
    /// several threads, in no particular order.
    pub done: &'j (dyn Fn(Cow<'p, PageData>, String) -> Result<(), Error> + Sync),
}

/// An engine that renders pages with the server bundle.
pub trait Renderer {
    /// Renders every page of `job` and hands each to `job.done`. Stops at
    /// the first page that fails, or that `done` fails on, and says which.
    /// Returns what the render printed without failing (React's warnings,
    /// say), line by line.
    fn render(&mut self, job: RenderJob<'_, '_>) -> Result<Vec<String>, Error>;
}
