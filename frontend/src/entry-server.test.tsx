import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import type { Route } from './generated/view';
import { pageData, pages, routes } from './test/shop';
import { visit } from './test/visit';

const headings: Record<Route, string> = {
  home: 'Mobile Repair • Simple Training',
  training: 'Mobile Repair Training',
  products: 'Parts, Tools &amp; Accessories',
  videos: 'Repair Videos &amp; Tutorials',
  about: 'About Sharma Mobile Care',
  repairs: 'What we repair',
  'not-found': 'Page not found',
  product: pages.product.title,
};

describe('render', () => {
  it.each(routes)('renders the h1 of %s, and only one', (route) => {
    const html = render(route, pageData(route));
    expect(html).toContain(`<h1>${headings[route]}</h1>`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
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
    expect(Object.fromEntries(routes.map((route) => [route, islands(route)]))).toEqual({
      home: [],
      training: [],
      products: ['product-filters'],
      videos: ['playlists'],
      about: [],
      repairs: [],
      'not-found': [],
      product: [],
    });
  });
});
