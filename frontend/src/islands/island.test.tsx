// What a page carries for its island: the island's own props and the error
// page's words, nothing else of the page, in a <script> that no text of the
// shop can end.
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import type { PageData } from '../generated/view';
import { pageData, productsData, shell } from '../test/shop';
import { dataSelector, type IslandDef } from './define';
import { playlists } from './playlists';
import { productFilters } from './product-filters';

/** The server render of `data`'s page, as the browser reads it. */
function parse(data: PageData): Document {
  return new DOMParser().parseFromString(render(data.page.route, data), 'text/html');
}

/** The text of the script that holds `island`'s data on `doc`. */
function dataOf(doc: Document, island: IslandDef<unknown>): string {
  const scripts = doc.querySelectorAll(dataSelector(island.name));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.getAttribute('type')).toBe('application/json');
  // Just before the island's container, which it is not part of.
  expect(scripts[0]!.nextElementSibling?.getAttribute('data-island')).toBe(island.name);
  return scripts[0]!.textContent;
}

describe("an island's data", () => {
  it.each([
    ['products', productFilters, ['labels', 'products', 'total', 'facets', 'pager', 'catalogue']],
    ['videos', playlists, ['playlists', 'watch_label']],
  ] as const)('on %s is its own props and the error page, nothing else', (route, island, keys) => {
    const data = pageData(route);
    const json = dataOf(parse(data), island as IslandDef<unknown>);
    expect(JSON.parse(json)).toEqual({ props: island.pick(data), error: shell.error });
    expect(Object.keys(island.pick(data)!).sort()).toEqual([...keys].sort());
    // Nothing of the shell or of the page's static parts.
    const { hero } = data.page as { hero: { heading: string } };
    for (const text of [
      shell.name,
      shell.tagline,
      shell.address,
      shell.skip_link,
      ...shell.nav.map((n) => n.label),
      hero.heading,
    ]) {
      expect(json).not.toContain(JSON.stringify(text));
    }
  });

  it('keeps hostile text as text: it cannot end the script, and reads back whole', () => {
    const hostile = "</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)> & '";
    const data = productsData();
    const products = (data.page as { products: { title: string }[] }).products;
    products[0]!.title = hostile;
    const html = render('products', data);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('img[src="x"]')).toBeNull();
    const json = dataOf(doc, productFilters as IslandDef<unknown>);
    expect(json).not.toMatch(/[<>&']/);
    expect((JSON.parse(json) as { props: { products: { title: string }[] } }).props.products[0]!.title).toBe(hostile);
  });
});
