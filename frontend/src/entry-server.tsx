// Prerenders one page to HTML. The Rust CLI imports the built bundle
// (dist/server/entry-server.js) with node and calls render() for every page
// of the site, the catalogue's and every product's included; it writes the
// rest of the document (head, #page-data, asset tags).
import { renderToString } from 'react-dom/server';
import { App } from './app';
import type { PageData, Route } from './generated/view';

export function render(route: Route, data: PageData): string {
  if (data.page.route !== route) {
    throw new Error(
      `render("${route}"): the page data is for route "${data.page.route}", not "${route}"`,
    );
  }
  return renderToString(<App data={data} />);
}
