import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { App } from './app';
import type { Route } from './generated/view';
import { pageData, routes } from './test/shop';

const headings: Record<Route, string> = {
  home: 'Mobile Repair • Simple Training',
  training: 'Mobile Repair Training',
  products: 'Parts, Tools &amp; Accessories',
  videos: 'Repair Videos &amp; Tutorials',
  about: 'About Sharma Mobile Care',
  repairs: 'What we repair',
  'not-found': 'Page not found',
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

  it.each(routes)('hydrates %s without a mismatch', async (route) => {
    const data = pageData(route);
    const root = document.createElement('div');
    root.innerHTML = render(route, data);
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <App data={data} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.remove();
  });
});
