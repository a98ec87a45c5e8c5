// Prerenders one page to HTML. The Rust CLI runs the built bundle
// (dist/server/entry-server.js, one script: vite.server.config.ts) in QuickJS
// or node and calls render() for every page of the site, the catalogue's and every product's included; it writes the
// rest of the document (head, asset tags). An island writes its own props
// beside it (islands/island.tsx).
//
// The shell around the page (skip link, header, footer, contact bar) is the
// same on every page of a route in a build, so a route of many pages (a
// product's, the catalogue's) renders it once: its 20th page is rendered
// whole, then in parts (the shell with a mark where the page's content
// goes, and the content alone), and when the parts make exactly the whole,
// the route's next pages render only their content into that shell. When
// they do not, the route renders whole, and a warning says why. Both ways
// the markup is React's alone. A route of a few pages renders them whole:
// rendering the parts once costs more than it would save.
import { renderToString } from 'react-dom/server';
import { App } from './app';
import type { PageData, Route, Shell } from './generated/view';
import { whereTheyDiffer } from './server-markup';

export function render(route: Route, data: PageData): string {
  if (data.page.route !== route) {
    throw new Error(`render("${route}"): the page data is for route "${data.page.route}", not "${route}"`);
  }
  const shells = shellsOf(data.shell);
  const shell = shells.get(route);
  if (typeof shell === 'number' || shell === undefined) {
    const whole = renderToString(<App data={data} />);
    const seen = (shell ?? 0) + 1;
    shells.set(route, seen < IN_PARTS_FROM ? seen : shellOf(data, whole));
    return whole;
  }
  if (shell === null) return renderToString(<App data={data} />);
  return inShell(shell, renderToString(<App data={data} part={{ of: 'main' }} />));
}

/** The page of a route from which its pages render in parts. */
export const IN_PARTS_FROM = 20;

/** Where a page's content goes: a private-use character no content writes. */
const MARK = '\u{E000}main\u{E001}';

/** The shell of a route, cut where the page's `<main>` content goes. */
type ShellParts = { before: string; after: string; mainTag: string };

/**
 * The shells rendered so far, by the shell data of a build (each build
 * sends its own) and route; `null` for a route that renders whole, and how
 * many pages it has rendered for one not yet cut into parts.
 */
const rendered = new WeakMap<Shell, Map<Route, ShellParts | null | number>>();

/** The routes whose pages render in parts, in the build of `shell` (for the tests). */
export function routesInParts(shell: Shell): Route[] {
  return [...shellsOf(shell)]
    .filter(([, parts]) => parts !== null && typeof parts === 'object')
    .map(([route]) => route);
}

function shellsOf(shell: Shell): Map<Route, ShellParts | null | number> {
  let shells = rendered.get(shell);
  if (!shells) {
    shells = new Map();
    rendered.set(shell, shells);
  }
  return shells;
}

/** The shell of `data`'s route, if its parts make exactly `whole`; else why not, on stderr. */
function shellOf(data: PageData, whole: string): ShellParts | null {
  const route = data.page.route;
  const giveUp = (why: string) => {
    console.warn(`the "${route}" pages are rendered whole, not in parts: ${why}`);
    return null;
  };
  const [before, after, ...more] = renderToString(<App data={data} part={{ of: 'shell', mark: MARK }} />).split(MARK);
  if (before === undefined || after === undefined || more.length > 0) {
    return giveUp('the shell has the mark of the content in it, or not once');
  }
  const mainTag = before.slice(before.lastIndexOf('<main'));
  const parts = { before, after, mainTag };
  const made = inShell(parts, renderToString(<App data={data} part={{ of: 'main' }} />));
  if (made !== whole) {
    return giveUp(`they differ from the whole page ${whereTheyDiffer(made, whole)}`);
  }
  return parts;
}

/**
 * The page from its `main`, rendered alone: React puts what it hoists (the
 * first photo's preload) first, then the `<main>`, which goes in the shell.
 */
function inShell({ before, after, mainTag }: ShellParts, main: string): string {
  const at = main.indexOf(mainTag);
  const end = main.lastIndexOf('</main>');
  if (at < 0 || end < at) throw new Error('the content rendered alone has no <main>');
  return main.slice(0, at) + before + main.slice(at + mainTag.length, end) + after;
}
