// The fixture shop's view data (generated into fixture.ts by `just fixtures`),
// handed out as fresh copies so that a test may change what it renders.
import type { PageData, ProductView, Route } from '../generated/view';
import { pages, shell } from './fixture';

export { pages, paths, shell } from './fixture';

/** Every route, in the order of the build. */
export const routes = Object.keys(pages) as Route[];

/** The full view data of one route. */
export function pageData(route: Route): PageData {
  return structuredClone({ shell, page: pages[route] });
}

/** The fixture shop's catalogue, in the order the page lists it. */
export const catalogue: readonly ProductView[] = pages.products.products;

/** The products page's view data with `products` (the whole catalogue by default). */
export function productsData(products: readonly ProductView[] = catalogue): PageData {
  return structuredClone({ shell, page: { ...pages.products, products: [...products] } });
}
