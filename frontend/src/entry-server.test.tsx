import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { IN_PARTS_FROM, render, routesInParts } from './entry-server';
import type { PageData, Route } from './generated/view';
import { headings, productPages } from './test/fixture';
import { pageData, routes, shell } from './test/shop';
import { visit } from './test/visit';

/** Every page of the fixture shop: the routes', then every product's. */
function everyPage(): PageData[] {
  const own = structuredClone(shell);
  return [
    ...routes.map((route) => ({ shell: own, page: pageData(route).page })),
    ...productPages.map((page) => ({ shell: own, page: structuredClone(page) })),
  ];
}

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('render', () => {
  it.each(routes)('renders the h1 of %s, as Rust names the page, and only one', (route) => {
    const html = render(route, pageData(route));
    expect(html).toContain(`<h1>${escaped(headings[route])}</h1>`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it('renders each page, in a build of all of them, exactly as React renders it whole', () => {
    const warn = vi.spyOn(console, 'warn');
    const all = everyPage();
    // Round and round, so that every route renders in parts past its 20th page.
    const rounds = IN_PARTS_FROM + 1;
    for (let round = 1; round <= rounds; round++) {
      for (const data of all) {
        expect(render(data.page.route, data)).toBe(renderToString(<App data={data} />));
      }
      // The product route has its 20th page in the second round.
      if (round === 1) expect(routesInParts(all[0]!.shell)).toEqual([]);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(routesInParts(all[0]!.shell).sort()).toEqual([...routes].sort());
    warn.mockRestore();
  });

  it('renders a route whole, and says why, when its shell cannot be cut', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const all = everyPage();
    const own = all[0]!.shell;
    own.name = 'Sharma \u{E000}main\u{E001} Mobile Care';
    for (let round = 0; round <= IN_PARTS_FROM; round++) {
      for (const data of all) {
        expect(render(data.page.route, data)).toBe(renderToString(<App data={data} />));
      }
    }
    expect(routesInParts(own)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(routes.length);
    expect(warn).toHaveBeenCalledWith(
      'the "product" pages are rendered whole, not in parts: the shell has the mark of the content in it, or not once',
    );
    warn.mockRestore();
  });

  it('refuses data of another route', () => {
    expect(() => render('home', pageData('about'))).toThrow(
      'render("home"): the page data is for route "about", not "home"',
    );
  });

  it.each(routes)('hydrates the islands of %s without a mismatch', (route) => {
    const errors = vi.spyOn(console, 'error');
    visit(pageData(route));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders an island inside its container, only on the pages that have one', () => {
    const islands = (route: Route) =>
      [...render(route, pageData(route)).matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    // Every other route has none.
    const withIslands = routes.map((route) => [route, islands(route)] as const).filter(([, found]) => found.length > 0);
    expect(Object.fromEntries(withIslands)).toEqual({
      products: ['product-filters'],
      videos: ['playlists'],
      // The fixture shop has a repair price list: its finder is an island.
      repairs: ['repair-finder'],
    });
  });
});
