//! A site's many pages of one layout, filled from React's own markup of
//! that layout instead of each rendered by React.
//!
//! At 100,000 products nearly every page is a product's, and most of a
//! build's CPU time went to node: sending it each page's view data, React
//! rendering it, and reading its HTML back. Yet the pages of a catalogue
//! come in a few layouts. Two pages have the same *shape* when their view
//! data differ only in their texts: the same fields, lists of the same
//! lengths, the same numbers, booleans and empty texts, and every text
//! starting with the same address scheme (`https://`, `tel:`), which the
//! components look at (`lib/links.ts`). Within a shape, React's markup
//! differs only where the texts go.
//!
//! So, for each shape of at least [`MIN_PAGES`] pages:
//!
//! - **The template.** React renders the shape's first page once with a
//!   private-use mark in place of each text (`\u{E000}7\u{E001}`); the
//!   markup is cut at the marks.
//! - **Checked against React.** The shape's first [`CHECKED`] pages are
//!   also rendered whole by React, and must equal their filled template
//!   byte for byte. If one does not, the shape's pages are all rendered by
//!   React, and the build prints why.
//! - **React's escaping.** A text goes in escaped as React escapes text and
//!   attribute values (`escapeTextForBrowser`: `& < > " '`).
//! - **What React would change goes to React.** A template with a mark
//!   inside a `<script>`, `<style>`, `<textarea>`, `<title>` or a comment
//!   (where React escapes otherwise, or not at all) is not used; nor, for
//!   any page, when one of its texts holds a mark's character or, once
//!   spaces and control characters are dropped, `javascript:` (which React
//!   blocks in a link).
//!
//! The probes run in QuickJS, whichever engine renders the other pages:
//! both write the same bytes (`tests/testsuite/engines.rs`). When QuickJS
//! renders the others too, the probes' engine is one of its engines, so
//! the bundle is loaded once less ([`prober`]). Only the page's
//! own view data is marked, never the shell, and the document around the
//! page (`Documents::page`) is made as for any other. A template is never
//! kept between builds. `SHOPSITE_TEMPLATES=off` renders every page with
//! React, for the tests that compare both ways.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError, mpsc};

use serde_json::Value;
use shopsite_render::PageData;
use shopsite_render::kinds::Shell;

use super::embedded::Single;
use super::frontend::Server;
use super::prerender::Prerender;
use super::renderer::{PageIter, RenderJob};
use super::walk::walk;
use crate::error::Error;

/// The fewest pages of one shape worth a template: below this, the probe
/// (a marked render and [`CHECKED`] whole ones, in QuickJS) costs about
/// what rendering the pages would.
pub const MIN_PAGES: usize = 32;

/// How many pages of each shape React also renders whole, to check the
/// template against.
pub const CHECKED: usize = 2;

/// How many pages for the engine may wait while the others are filled.
const AHEAD: usize = 1024;

const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// Every page by its place, below the count given with it, made afresh
/// as often as asked, on any thread.
pub type PagesByPlace<'f, 'p> = &'f (dyn Fn(usize) -> Cow<'p, PageData> + Sync);

/// The `count` pages of `pages` in order, for an engine.
fn in_order<'f, 'p>(count: usize, pages: PagesByPlace<'f, 'p>) -> PageIter<'f, 'p> {
    Box::new((0..count).map(pages))
}

/// What [`render`] did.
#[derive(Default)]
pub struct Rendered {
    /// What the render printed on stderr, and why a shape was not templated.
    pub stderr: Vec<String>,
    /// The pages filled from a template.
    pub filled: usize,
    /// The templates used.
    pub templates: usize,
}

/// Renders `count` pages (`pages`), each with `shell`, handing each with
/// its HTML to `done`: those of a shape with a checked template filled
/// from it, on every core, the others by the engine `prerender` chooses
/// for their number, at the same time.
///
/// The probes' QuickJS engine loads on a thread of its own while the
/// pages are sorted by shape ([`prober`]). When QuickJS renders the pages
/// no template fills, that engine renders them too, beside one fewer
/// engine than they would have had: a 500-model price list loads the
/// bundle twice, not three times.
pub fn render<'f, 'p: 'f>(
    prerender: &mut Prerender,
    server: &Server,
    shell: &Shell,
    count: usize,
    pages: PagesByPlace<'f, 'p>,
    done: &(dyn Fn(Cow<'p, PageData>, String) -> Result<(), Error> + Sync),
) -> Result<Rendered, Error> {
    if count < MIN_PAGES || !enabled() {
        let stderr = prerender.choose(count).render(RenderJob {
            server,
            shell,
            count,
            pages: in_order(count, pages),
            done,
        })?;
        return Ok(Rendered {
            stderr,
            ..Rendered::default()
        });
    }
    std::thread::scope(|scope| {
        let (shapes, to_probe) = mpsc::channel();
        let (probed, templates) = mpsc::channel();
        let (help, to_help) = mpsc::channel();
        let prober = std::thread::Builder::new()
            .stack_size(super::embedded::THREAD_STACK)
            .spawn_scoped(scope, move || {
                prober(server, shell, &to_probe, &probed, &to_help, done)
            })
            .expect("a thread starts");
        let by_engine = |count: usize, pages: PageIter<'f, 'p>| {
            if prerender.uses_node(count) {
                return prerender.choose(count).render(RenderJob {
                    server,
                    shell,
                    count,
                    pages,
                    done,
                });
            }
            let pages = Arc::new(Mutex::new(pages));
            let _ = help.send(Arc::clone(&pages));
            let next = std::iter::from_fn(move || {
                pages.lock().unwrap_or_else(PoisonError::into_inner).next()
            });
            super::embedded::render_on(
                super::embedded::threads(count) - 1,
                server,
                shell,
                next,
                done,
            )
        };
        let made = fill(count, pages, done, &shapes, &templates, by_engine);
        drop((shapes, help));
        let printed = prober
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        let (mut made, why_not) = made?;
        let mut stderr = printed?;
        stderr.extend(why_not);
        stderr.append(&mut made.stderr);
        made.stderr = stderr;
        Ok(made)
    })
}

/// Pages for an engine's threads and the prober's to share.
type Shared<'f, 'p> = Arc<Mutex<PageIter<'f, 'p>>>;

/// What the prober is sent: the shapes, most pages first, and where to
/// answer each.
type ToProbe<'p> = (Vec<Seen<'p>>, Arc<Answers>);

/// What the prober says once every shape is answered: why each wanted
/// shape that has no template has none; or why it could not tell.
type Probed = Result<Vec<String>, Error>;

/// Each shape's template, or `None`, set by the prober shape by shape,
/// most pages first: the fill starts once the first shape is answered,
/// and the probes of the others run beside it.
struct Answers {
    each: Vec<OnceLock<Option<Template>>>,
}

impl Answers {
    /// How many pages the shapes answered with a template have, of `sizes`
    /// (each shape's), and how many templates they are.
    fn made(&self, sizes: &[usize]) -> (usize, usize) {
        let made = || {
            (self.each.iter().zip(sizes))
                .filter(|(answer, _)| matches!(answer.get(), Some(Some(_))))
        };
        (made().map(|(_, pages)| pages).sum(), made().count())
    }

    /// Every shape not answered yet has no template, so that no page waits
    /// for it: when the prober stops early, or fails.
    fn close(&self) {
        for answer in &self.each {
            let _ = answer.set(None);
        }
    }
}

/// Sorts the pages by shape, has the prober make and check the templates
/// (sending it the shapes on `shapes`, its last word coming on
/// `templates`), and fills each page of a templated shape on every core
/// once its shape is answered, while `by_engine` renders the others once
/// every shape is. Returns what was done, and why a wanted shape has no
/// template.
///
/// A page the build holds anyway (borrowed, not made for the pass) whose
/// shape is not answered yet is put aside until the pass ends, rather than
/// waited for: the catalogue's pages come first, and their shapes, each of
/// a hundred pages or so, are probed after the products' shapes of
/// thousands. A page made for the pass waits, so that the pass never
/// holds more than the pages the build holds already.
fn fill<'f, 'p: 'f>(
    count: usize,
    pages: PagesByPlace<'f, 'p>,
    done: &(dyn Fn(Cow<'p, PageData>, String) -> Result<(), Error> + Sync),
    shapes: &mpsc::Sender<ToProbe<'p>>,
    templates: &mpsc::Receiver<Probed>,
    by_engine: impl FnOnce(usize, PageIter<'f, 'p>) -> Result<Vec<String>, Error>,
) -> Result<(Rendered, Vec<String>), Error> {
    use rayon::iter::{IntoParallelIterator, ParallelIterator};
    let (of_page, seen) = learn(count, pages);
    let sizes: Vec<usize> = seen.iter().map(|shape| shape.pages).collect();
    let answers = Arc::new(Answers {
        each: sizes.iter().map(|_| OnceLock::new()).collect(),
    });
    // Refused, or unanswered, only when the prober has stopped: its panic
    // is the one told.
    let _ = shapes.send((seen, Arc::clone(&answers)));
    let last_word = || {
        templates
            .recv()
            .map_err(|_| Error::new("the templates' probe stopped"))?
    };
    let tally = |why_not: Vec<String>| {
        let (filled, templates) = answers.made(&sizes);
        (filled, templates, why_not)
    };
    if sizes.iter().all(|&pages| pages < MIN_PAGES) {
        let (filled, templates, why_not) = tally(last_word()?);
        let stderr = by_engine(count, in_order(count, pages))?;
        return Ok((
            Rendered {
                stderr,
                filled,
                templates,
            },
            why_not,
        ));
    }
    let filler = Filler {
        of_page: &of_page,
        sizes: &sizes,
        answers: &answers,
        aside: Mutex::new(Vec::new()),
        done,
    };
    let one = |send: &mut mpsc::SyncSender<Cow<'p, PageData>>,
               page: (usize, Cow<'p, PageData>),
               wait: bool| filler.one(send, page, wait);
    let aside = &filler.aside;
    // One pass over the pages, then over those put aside: each filled on
    // a core, or sent to the engine, which renders them once every shape
    // is answered. The channel holds at most [`AHEAD`] pages, so a slow
    // engine holds the pass back rather than the pages piling up in
    // memory.
    let (engine, fill) = std::thread::scope(|scope| {
        let (send, others) = mpsc::sync_channel(AHEAD);
        let fill = scope.spawn(|| {
            (0..count)
                .into_par_iter()
                .try_for_each_with(send.clone(), |send, i| one(send, (i, pages(i)), false))?;
            let mut aside =
                std::mem::take(&mut *aside.lock().unwrap_or_else(PoisonError::into_inner));
            aside.sort_unstable_by_key(|(i, _)| *i);
            aside
                .into_par_iter()
                .try_for_each_with(send, |send, page| one(send, page, true))
        });
        // Whatever is not handed to the engine is dropped on return, so
        // that the fill's sends fail rather than wait.
        let engine = move || {
            let (filled, used, why_not) = tally(last_word()?);
            let rest = count - filled;
            let stderr = if rest > 0 {
                by_engine(rest, Box::new(others.into_iter()))?
            } else {
                Vec::new()
            };
            Ok::<_, Error>((
                Rendered {
                    stderr,
                    filled,
                    templates: used,
                },
                why_not,
            ))
        };
        let engine = engine();
        let fill = fill
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (engine, fill)
    });
    let made = engine?;
    fill?;
    Ok(made)
}

/// What fills a page from its shape's template, or hands it to the
/// engine, for [`fill`].
struct Filler<'a, 'p> {
    /// Each page's shape: `None` for a page that is not fit.
    of_page: &'a [Option<usize>],
    /// How many pages each shape has.
    sizes: &'a [usize],
    answers: &'a Answers,
    /// The pages held anyway whose shape was not answered yet when their
    /// turn came, with their places.
    aside: Mutex<Vec<(usize, Cow<'p, PageData>)>>,
    done: &'a (dyn Fn(Cow<'p, PageData>, String) -> Result<(), Error> + Sync),
}

impl<'p> Filler<'_, 'p> {
    /// The shape whose answer page `i` needs: `None` for a page that is not
    /// fit, or whose shape is too small to probe.
    fn wanted(&self, i: usize) -> Option<usize> {
        self.of_page
            .get(i)
            .copied()
            .flatten()
            .filter(|&shape| self.sizes[shape] >= MIN_PAGES)
    }

    /// Fills page `i`, or sends it to the engine (refused only when the
    /// engine has stopped: its error is the one told). A page held anyway
    /// whose shape is not answered yet is put aside, unless `wait`.
    fn one(
        &self,
        send: &mut mpsc::SyncSender<Cow<'p, PageData>>,
        (i, page): (usize, Cow<'p, PageData>),
        wait: bool,
    ) -> Result<(), Error> {
        let answer = self.wanted(i).map(|shape| &self.answers.each[shape]);
        let template = match answer {
            None => None,
            Some(answer) => match (answer.get(), &page) {
                (Some(template), _) => template.as_ref(),
                (None, Cow::Borrowed(_)) if !wait => {
                    self.aside
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .push((i, page));
                    return Ok(());
                }
                (None, _) => answer.wait().as_ref(),
            },
        };
        match template {
            Some(template) => {
                let texts = Cut::texts(&page.page).expect("the page was fit when learned");
                (self.done)(page, template.fill(&texts))
            }
            None => {
                let _ = send.send(page);
                Ok(())
            }
        }
    }
}

/// Whether templates are used: unless `SHOPSITE_TEMPLATES=off`.
fn enabled() -> bool {
    std::env::var_os("SHOPSITE_TEMPLATES").is_none_or(|v| v != "off")
}

/// The shapes seen, with how many pages each has and its first pages.
#[derive(Default)]
struct Shapes<'p> {
    ids: HashMap<String, usize>,
    seen: Vec<Seen<'p>>,
}

struct Seen<'p> {
    pages: usize,
    /// The first pages of the shape, by their place: the first is marked,
    /// and each is checked.
    first: Vec<(usize, Cow<'p, PageData>)>,
}

/// Sorts the `count` pages by their shape, each made on whichever core
/// is free: each page's shape by its place (`None` for a page that is not
/// fit), and the shapes seen.
fn learn<'p>(count: usize, pages: PagesByPlace<'_, 'p>) -> (Vec<Option<usize>>, Vec<Seen<'p>>) {
    use rayon::iter::{IntoParallelIterator, ParallelIterator};
    let shapes = Mutex::new(Shapes::default());
    let of_page: Vec<Option<usize>> = (0..count)
        .into_par_iter()
        .map(|i| {
            let page = pages(i);
            let shape = Cut::shape(&page.page)?;
            let mut shapes = shapes.lock().unwrap_or_else(|e| e.into_inner());
            let Shapes { ids, seen } = &mut *shapes;
            let id = *ids.entry(shape).or_insert_with(|| {
                seen.push(Seen {
                    pages: 0,
                    first: Vec::new(),
                });
                seen.len() - 1
            });
            let shape = &mut seen[id];
            shape.pages += 1;
            if shape.first.len() < CHECKED || shape.first.iter().any(|(j, _)| *j > i) {
                shape.first.push((i, page));
                shape.first.sort_by_key(|(j, _)| *j);
                shape.first.truncate(CHECKED);
            }
            Some(id)
        })
        .collect();
    // The shapes in the order they are probed: most pages first, then by
    // their first pages.
    let mut seen: Vec<(usize, Seen<'p>)> = shapes
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .seen
        .into_iter()
        .enumerate()
        .collect();
    seen.sort_unstable_by_key(|(_, shape)| (std::cmp::Reverse(shape.pages), shape.first[0].0));
    let mut rank = vec![0; seen.len()];
    for (new, (old, _)) in seen.iter().enumerate() {
        rank[*old] = new;
    }
    (
        of_page
            .into_iter()
            .map(|shape| shape.map(|old| rank[old]))
            .collect(),
        seen.into_iter().map(|(_, shape)| shape).collect(),
    )
}

/// The thread with the probes' QuickJS engine (React needs a deep stack).
/// It loads the engine at once, while the pages are sorted by shape; then
/// it makes and checks the template of each shape of at least
/// [`MIN_PAGES`] pages it is sent on `shapes`, in turn, keeping those that
/// make the shape's first pages exactly, and answers each shape as soon as
/// it is done; its last word, on `templates`, says why the wanted shapes
/// without one have none. Then, if it is sent pages to render on `help`,
/// it renders them, beside the engine's own threads. Returns what its
/// engine printed.
fn prober<'f, 'p: 'f>(
    server: &Server,
    shell: &Shell,
    shapes: &mpsc::Receiver<ToProbe<'p>>,
    templates: &mpsc::Sender<Probed>,
    help: &mpsc::Receiver<Shared<'f, 'p>>,
    done: &(dyn Fn(Cow<'p, PageData>, String) -> Result<(), Error> + Sync),
) -> Result<Vec<String>, Error> {
    /// Answers every shape still unanswered when dropped, on a panic too:
    /// no page waits for a prober that has stopped.
    struct Closing<'a>(&'a Answers);
    impl Drop for Closing<'_> {
        fn drop(&mut self) {
            self.0.close();
        }
    }
    let engine = Single::load(server, shell);
    let Ok((seen, answers)) = shapes.recv() else {
        return Ok(Vec::new());
    };
    let closing = Closing(&answers);
    let (engine, probed) = match engine {
        Ok(engine) => {
            let probed = probe(&engine, &seen, &answers);
            (Some(engine), probed)
        }
        Err(error) => (None, Err(error)),
    };
    drop((seen, closing));
    let _ = templates.send(probed);
    let Some(engine) = engine else {
        return Ok(Vec::new());
    };
    let rendered = match help.recv() {
        Ok(pages) => engine.render_each(
            || pages.lock().unwrap_or_else(PoisonError::into_inner).next(),
            done,
        ),
        Err(_) => Ok(()),
    };
    let printed = engine.printed();
    rendered.map(|()| printed)
}

/// Makes and checks the template of each shape of `seen` of at least
/// [`MIN_PAGES`] pages, in turn, answering each in `answers` as soon as it
/// is done. Returns why each wanted shape without a template has none.
fn probe(engine: &Single, seen: &[Seen<'_>], answers: &Answers) -> Probed {
    let mut why_not = Vec::new();
    for (shape, answer) in seen.iter().zip(&answers.each) {
        let made = if shape.pages < MIN_PAGES {
            None
        } else {
            template_of(engine, shape)?
                .map_err(|why| why_not.push(why))
                .ok()
        };
        let _ = answer.set(made);
    }
    Ok(why_not)
}

/// The template of `shape`, checked; or why it is not used.
fn template_of(engine: &Single, shape: &Seen<'_>) -> Result<Result<Template, String>, Error> {
    let (_, first) = &shape.first[0];
    let route = first.page.route().name();
    let mut marked = serde_json::to_value(&first.page).expect("view data serializes");
    let texts = mark(&mut marked);
    // A component that throws on a mark (one that parses a text, say) only
    // keeps the shape's pages React's: rendering the page itself may work.
    let html = match engine.render_json(&marked.to_string(), first) {
        Ok(html) => html,
        Err(error) => {
            return Ok(Err(format!(
                "{} \"{route}\" pages of one layout are rendered by React, not from a template: \
                 with its texts marked, {} failed: {}",
                shape.pages,
                first.file(),
                error
                    .detail()
                    .map_or(error.message(), |detail| detail.trim())
                    .lines()
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" ")
            )));
        }
    };
    let template = match Template::parse(&html, texts) {
        Ok(template) => template,
        Err(why) => {
            return Ok(Err(format!(
                "{} \"{route}\" pages of one layout are rendered by React, not from a template: {why}",
                shape.pages
            )));
        }
    };
    for (_, page) in &shape.first {
        let whole = engine.render_json(
            &serde_json::to_string(&page.page).expect("view data serializes"),
            page,
        )?;
        let texts = Cut::texts(&page.page).expect("the page was fit when learned");
        let filled = template.fill(&texts);
        if filled != whole {
            let at = filled
                .bytes()
                .zip(whole.bytes())
                .position(|(a, b)| a != b)
                .unwrap_or(filled.len().min(whole.len()));
            let around = |s: &str| -> String {
                let start = at.saturating_sub(40);
                s.char_indices()
                    .skip_while(|(i, _)| *i < start)
                    .take_while(|(i, _)| *i < at + 40)
                    .map(|(_, c)| c)
                    .collect()
            };
            return Ok(Err(format!(
                "{} \"{route}\" pages of one layout are rendered by React, not from a template: \
                 on {}, the template makes {:?} where React makes {:?}",
                shape.pages,
                page.file(),
                around(&filled),
                around(&whole),
            )));
        }
    }
    Ok(Ok(template))
}

/// A page's view data seen as a shape and its texts.
struct Cut;

impl Cut {
    /// The shape of `page`'s view data, or `None` when a text makes it unfit.
    fn shape(page: &impl serde::Serialize) -> Option<String> {
        let mut shape = String::with_capacity(1024);
        let mut fit = true;
        walk(page, &mut shape, scheme, &mut |text| {
            fit &= fits(text);
        });
        fit.then_some(shape)
    }

    /// The texts of `page`, in the order of its marks, each without the
    /// scheme its shape keeps; `None` when one makes it unfit.
    fn texts(page: &impl serde::Serialize) -> Option<Vec<String>> {
        let mut texts = Vec::new();
        let mut fit = true;
        // The shape is written and dropped: a page's is about 1 KB.
        let mut shape = String::with_capacity(1024);
        walk(page, &mut shape, scheme, &mut |text| {
            fit &= fits(text);
            texts.push(text[scheme(text).len()..].to_owned());
        });
        fit.then_some(texts)
    }
}

/// Puts a mark in place of each text of `value` (after its scheme), and
/// returns how many.
fn mark(value: &mut Value) -> usize {
    let mut n = 0;
    visit_mut(value, true, &mut |text: &mut String| {
        let keep = scheme(text).len();
        text.truncate(keep);
        text.push(OPEN);
        text.push_str(&n.to_string());
        text.push(CLOSE);
        n += 1;
    });
    n
}

/// Whether a text may go into a template: it holds no mark's character,
/// and no `javascript:` however spaced.
fn fits(text: &str) -> bool {
    // Both marks' characters start with this byte in UTF-8, and a script
    // link needs a colon and a `j`: most texts lack one (every address has
    // a colon, few a `j`), and are passed at once.
    let bytes = text.as_bytes();
    if bytes.contains(&0xEE) && text.contains([OPEN, CLOSE]) {
        return false;
    }
    if !bytes.contains(&b':') || !bytes.iter().any(|&b| b | 0x20 == b'j') {
        return true;
    }
    // `javascript:` in any case, with any spaces or control characters
    // between its letters (React blocks less), found without a copy.
    const SCHEME: &[u8] = b"javascript:";
    let mut matched = 0;
    for c in text.chars() {
        if c.is_whitespace() || c.is_control() {
            continue;
        }
        if c.is_ascii() && c.to_ascii_lowercase() as u8 == SCHEME[matched] {
            matched += 1;
            if matched == SCHEME.len() {
                return false;
            }
        } else {
            // No letter of the word starts it again but its first.
            matched = usize::from(c.eq_ignore_ascii_case(&'j'));
        }
    }
    true
}

/// The address scheme a text starts with (`https://`, `tel:`), which the
/// shape keeps: a component may look at it.
pub(super) fn scheme(text: &str) -> &str {
    let bytes = text.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return "";
    }
    let Some(colon) = bytes
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'.' | b'-')))
        .filter(|&at| bytes[at] == b':')
    else {
        return "";
    };
    let end = if text[colon + 1..].starts_with("//") {
        colon + 3
    } else {
        colon + 1
    };
    &text[..end]
}

/// Writes the shape of `value` into `shape`, and shows `text` each text
/// that a mark stands for: every non-empty string but the page's `route`.
/// What [`walk`] writes of the value's view data, without the `Value`: the
/// reference its test holds it to.
#[cfg(test)]
pub(super) fn visit(value: &Value, top: bool, shape: &mut String, text: &mut impl FnMut(&str)) {
    use std::fmt::Write as _;
    match value {
        Value::Null => shape.push('z'),
        Value::Bool(b) => shape.push(if *b { 't' } else { 'f' }),
        Value::Number(n) => {
            let _ = write!(shape, "n{n};");
        }
        Value::String(s) if s.is_empty() => shape.push('e'),
        Value::String(s) => {
            let kept = scheme(s);
            shape.push('s');
            shape.push_str(kept);
            shape.push(';');
            text(s);
        }
        Value::Array(items) => {
            shape.push('[');
            for item in items {
                visit(item, false, shape, text);
            }
            shape.push(']');
        }
        Value::Object(fields) => {
            shape.push('{');
            for (key, value) in fields {
                let _ = write!(shape, "{}:{key}", key.len());
                match value {
                    Value::String(route) if top && key == "route" => {
                        shape.push('r');
                        shape.push_str(route);
                        shape.push(';');
                    }
                    _ => visit(value, false, shape, text),
                }
            }
            shape.push('}');
        }
    }
}

/// Shows `text` each text of `value` that a mark stands for, in the order
/// of [`visit`], to change.
fn visit_mut(value: &mut Value, top: bool, text: &mut impl FnMut(&mut String)) {
    match value {
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
        Value::String(s) if s.is_empty() => {}
        Value::String(s) => text(s),
        Value::Array(items) => {
            for item in items {
                visit_mut(item, false, text);
            }
        }
        Value::Object(fields) => {
            for (key, value) in fields.iter_mut() {
                if !(top && key == "route") {
                    visit_mut(value, false, text);
                }
            }
        }
    }
}

/// React's markup of one shape, cut where its texts go.
#[derive(Debug)]
struct Template {
    /// Each piece of markup, then the text that follows it, if any.
    pieces: Vec<(String, Option<usize>)>,
    /// The markup's own length, to size a page.
    len: usize,
}

/// Where a mark must not be: React writes these elements' contents and
/// comments otherwise than text and attribute values.
const OPAQUE: &[(&str, &str)] = &[
    ("<script", "</script>"),
    ("<style", "</style>"),
    ("<textarea", "</textarea>"),
    ("<title", "</title>"),
    ("<!--", "-->"),
];

impl Template {
    /// Cuts `html`, rendered from view data with `texts` marked texts.
    fn parse(html: &str, texts: usize) -> Result<Template, String> {
        let mut opaque = Vec::new();
        for (open, close) in OPAQUE {
            let mut from = 0;
            while let Some(start) = html[from..].find(open).map(|at| from + at) {
                let end = html[start..]
                    .find(close)
                    .map_or(html.len(), |at| start + at + close.len());
                opaque.push(start..end);
                from = end;
            }
        }
        let mut pieces = Vec::new();
        let mut rest = html;
        let mut at = 0;
        while let Some(open) = rest.find([OPEN, CLOSE]) {
            if rest[open..].starts_with(CLOSE) {
                return Err("React's markup has a mark cut in two".to_owned());
            }
            let digits = &rest[open + OPEN.len_utf8()..];
            let close = digits
                .find(CLOSE)
                .filter(|&end| end > 0 && digits[..end].bytes().all(|b| b.is_ascii_digit()))
                .ok_or("React's markup has a mark cut in two")?;
            let index: usize = digits[..close].parse().map_err(|_| "a mark out of range")?;
            if index >= texts {
                return Err("React's markup has a mark no text made".to_owned());
            }
            if opaque.iter().any(|r| r.contains(&(at + open))) {
                return Err(
                    "a text goes into a script, a style, a title, a textarea or a comment"
                        .to_owned(),
                );
            }
            pieces.push((rest[..open].to_owned(), Some(index)));
            let past = open + OPEN.len_utf8() + close + CLOSE.len_utf8();
            at += past;
            rest = &rest[past..];
        }
        pieces.push((rest.to_owned(), None));
        let len = pieces.iter().map(|(markup, _)| markup.len()).sum();
        Ok(Template { pieces, len })
    }

    /// The page with `texts` in their places, escaped as React escapes.
    fn fill(&self, texts: &[String]) -> String {
        let mut html =
            String::with_capacity(self.len + 2 * texts.iter().map(String::len).sum::<usize>());
        for (markup, text) in &self.pieces {
            html.push_str(markup);
            if let Some(i) = text {
                shopsite_render::html::react_escape(&mut html, &texts[*i]);
            }
        }
        html
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn shape_of(value: &Value) -> String {
        let mut shape = String::new();
        visit(value, true, &mut shape, &mut |_| {});
        shape
    }

    #[test]
    fn pages_differing_only_in_their_texts_have_one_shape() {
        let a = json!({"route": "product", "title": "Moto G", "href": "https://wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x", "y"], "badge": null});
        let b = json!({"route": "product", "title": "रेडमी <b>", "href": "https://wa.me/2", "tel": "tel:+92", "n": 3, "list": ["p", "q"], "badge": null});
        assert_eq!(shape_of(&a), shape_of(&b));
        let differ = [
            json!({"route": "product", "title": "Moto G", "href": "https://wa.me/1", "tel": "tel:+91", "n": 4, "list": ["x", "y"], "badge": null}),
            json!({"route": "product", "title": "", "href": "https://wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x", "y"], "badge": null}),
            json!({"route": "product", "title": "Moto G", "href": "/wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x", "y"], "badge": null}),
            json!({"route": "product", "title": "Moto G", "href": "https://wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x"], "badge": null}),
            json!({"route": "product", "title": "Moto G", "href": "https://wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x", "y"], "badge": "New"}),
            json!({"route": "products", "title": "Moto G", "href": "https://wa.me/1", "tel": "tel:+91", "n": 3, "list": ["x", "y"], "badge": null}),
        ];
        for other in differ {
            assert_ne!(shape_of(&a), shape_of(&other), "{other}");
        }
    }

    #[test]
    fn a_scheme_is_kept_in_the_shape_and_out_of_the_text() {
        assert_eq!(scheme("https://wa.me/9?text=a"), "https://");
        assert_eq!(scheme("HTTP://x"), "HTTP://");
        assert_eq!(scheme("tel:+919876543210"), "tel:");
        assert_eq!(scheme("/products/a/"), "");
        assert_eq!(scheme("Note: fragile"), "Note:");
        assert_eq!(scheme("10 min: charge"), "");
        assert_eq!(scheme(""), "");
        let mut page = json!({"route": "product", "a": "https://wa.me/9", "b": "plain"});
        assert_eq!(mark(&mut page), 2);
        assert_eq!(
            page,
            json!({"route": "product", "a": "https://\u{E000}0\u{E001}", "b": "\u{E000}1\u{E001}"})
        );
        let texts = Cut::texts(&json!({"route": "product", "a": "https://wa.me/9", "b": "plain"}));
        assert_eq!(texts, Some(vec!["wa.me/9".to_owned(), "plain".to_owned()]));
    }

    #[test]
    fn a_text_with_a_mark_or_a_script_link_makes_its_page_unfit() {
        for text in [
            "a\u{E000}0\u{E001}",
            "\u{E001}",
            " java\tscript:alert(1)",
            "JAVASCRIPT:x",
            "x javascript :y",
        ] {
            let page = json!({"route": "product", "t": text});
            assert_eq!(Cut::shape(&page), None, "{text:?}");
            assert_eq!(Cut::texts(&page), None, "{text:?}");
        }
        assert!(Cut::shape(&json!({"route": "product", "t": "Java script course"})).is_some());
    }

    #[test]
    fn a_template_fills_in_texts_escaped_as_react_escapes() {
        let html = "<a href=\"https://\u{E000}0\u{E001}\" title=\"\u{E000}1\u{E001}\">\u{E000}1\u{E001}</a><p>\u{E000}2\u{E001}</p>";
        let template = Template::parse(html, 3).unwrap();
        let texts = [
            "wa.me/1?text=a&b".to_owned(),
            "Tom's \"<b>\"".to_owned(),
            "रेडमी 😀".to_owned(),
        ];
        assert_eq!(
            template.fill(&texts),
            "<a href=\"https://wa.me/1?text=a&amp;b\" title=\"Tom&#x27;s &quot;&lt;b&gt;&quot;\">\
             Tom&#x27;s &quot;&lt;b&gt;&quot;</a><p>रेडमी 😀</p>"
        );
    }

    #[test]
    fn a_template_is_refused_where_react_writes_otherwise() {
        let refused = [
            ("<script>var a=\"\u{E000}0\u{E001}\"</script>", "script"),
            ("<style>.a{content:\"\u{E000}0\u{E001}\"}</style>", "script"),
            ("<!-- \u{E000}0\u{E001} -->", "script"),
            ("<title>\u{E000}0\u{E001}</title>", "script"),
            ("<p>\u{E000}0</p>", "cut in two"),
            ("<p>0\u{E001}</p>", "cut in two"),
            ("<p>\u{E000}x\u{E001}</p>", "cut in two"),
            ("<p>\u{E000}\u{E001}</p>", "cut in two"),
            ("<p>\u{E000}1\u{E001}</p>", "no text made"),
        ];
        for (html, why) in refused {
            let error = Template::parse(html, 1).unwrap_err();
            assert!(error.contains(why), "{html:?}: {error}");
        }
        // A mark after a script is fine.
        let template =
            Template::parse("<script>x</script><p>\u{E000}0\u{E001}</p><!--$-->", 1).unwrap();
        assert_eq!(
            template.fill(&["a".to_owned()]),
            "<script>x</script><p>a</p><!--$-->"
        );
    }
}
