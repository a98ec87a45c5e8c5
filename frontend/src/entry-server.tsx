// Prerenders one route to HTML. The Rust CLI imports the built bundle
// (dist/server/entry-server.js) with node and calls render() per route; it
// writes the rest of the document (head, #root, #page-data, asset tags).
//
// The catalogue's pages 2 and on are many, and alike: templates() renders
// what they are made of once, from data whose words are placeholders, and
// the CLI fills those in page by page (crates/shopsite-render/src/catalogue.rs).
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { PagerGap, PagerLink, type PagerLinkProps } from './components/pager';
import { ProductCard } from './components/product-card';
import type { PageData, ProductView, Route } from './generated/view';

export function render(route: Route, data: PageData): string {
  if (data.page.route !== route) {
    throw new Error(
      `render("${route}"): the page data is for route "${data.page.route}", not "${route}"`,
    );
  }
  return renderToString(<App data={data} />);
}

/** What the CLI asks templates() to render, each part as it is. */
export type TemplateProbe = {
  page: PageData;
  cards: ProductView[];
  links: PagerLinkProps[];
};

/** The HTML of each part of `probe`, in its order. */
export type Templates = { page: string; cards: string[]; links: string[]; gap: string };

export function templates(probe: TemplateProbe): Templates {
  return {
    page: render('products', probe.page),
    cards: probe.cards.map((product) => renderToString(<ProductCard product={product} />)),
    links: probe.links.map((link) => renderToString(<PagerLink {...link} />)),
    gap: renderToString(<PagerGap />),
  };
}
