// The fixture shop's view data (generated into fixture.ts by `just fixtures`),
// handed out as fresh copies so that a test may change what it renders; and
// the few ways the tests read a rendered page: its texts and its links.
import type { Facet, PageData, ProductPageView, ProductView, Route } from '../generated/view';
import { pages, shell } from './fixture';

export { pages, productPages, shell } from './fixture';

/** Every route, in the order of the build. */
export const routes = Object.keys(pages) as Route[];

/** The full view data of one route. */
export function pageData(route: Route): PageData {
  return structuredClone({ shell, page: pages[route] });
}

/** A product's own page (the fixture's first product's by default), as a copy to change. */
export function productData(page: ProductPageView = pages.product): PageData {
  return structuredClone({ shell, page: { ...page, route: 'product' } });
}

/** The fixture shop's catalogue, in the order the page lists it. */
export const catalogue: readonly ProductView[] = pages.products.products;

/**
 * The facets Rust would write for `products`: the chips of each row, in the
 * order the catalogue first names them, with their counts. For tests that
 * try catalogues other than the fixture's; the site's own come from Rust.
 */
export function facetsOf(products: readonly ProductView[]): Facet[] {
  const facets: Facet[] = [];
  const child = (list: Facet[], name: string): Facet => {
    let facet = list.find((f) => f.name === name);
    if (!facet) {
      facet = { name, count: 0, children: [] };
      list.push(facet);
    }
    facet.count += 1;
    return facet;
  };
  for (const p of products) child(child(child(facets, p.category).children, p.type).children, p.model);
  return facets;
}

/** The products page's view data with `products` (the whole catalogue by default), all on page 1. */
export function productsData(products: readonly ProductView[] = catalogue): PageData {
  return structuredClone({
    shell,
    page: { ...pages.products, products: [...products], total: products.length, facets: facetsOf(products) },
  });
}

// --- Reading the rendered page ----------------------------------------------

/** The texts on screen inside `element`, one per text node, trimmed, in document order. */
export function texts(element: Element): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent?.trim();
    if (text) found.push(text);
  }
  return found;
}

/** Where a link goes and whether it opens a new tab (`target` and `rel` are null when it stays). */
export function opens(link: HTMLElement): { href: string | null; target: string | null; rel: string | null } {
  return { href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') };
}

/** A video tile: its texts, where it goes, and its thumbnail (decorative: alt="" leaves it no role to query by). */
export function videoTile(tile: HTMLElement) {
  const img = tile.querySelector('img');
  const attr = (name: string) => img?.getAttribute(name);
  return {
    texts: texts(tile),
    ...opens(tile),
    thumb: img && {
      src: attr('src'),
      alt: attr('alt'),
      loading: attr('loading'),
      width: attr('width'),
      height: attr('height'),
    },
  };
}

/** The spec shop's WhatsApp number as every link carries it: 91, then the 10 digits. */
export const WHATSAPP_NUMBER = '919876543210';

type WhatsApp = { number: string; text: string | null; target: string | null; rel: string | null };

/**
 * A `https://wa.me/{number}?text=…` link as the visitor meets it: the number
 * and the decoded text WhatsApp opens with, and how the link opens. Throws
 * for any other link.
 */
export function whatsapp(link: HTMLElement): WhatsApp {
  const { href, target, rel } = opens(link);
  const url = new URL(href ?? '', 'https://invalid.example');
  if (url.origin !== 'https://wa.me') throw new Error(`not a WhatsApp link: ${href}`);
  return { number: url.pathname.slice(1), text: url.searchParams.get('text'), target, rel };
}

/** What `whatsapp()` reads off a button that messages the shop with `text`, in a new tab. */
export function messageToShop(text: string): WhatsApp {
  return { number: WHATSAPP_NUMBER, text, target: '_blank', rel: 'noopener' };
}
