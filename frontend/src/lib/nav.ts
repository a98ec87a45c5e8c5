// Which entry of the main navigation a page belongs under. A product's own
// page is part of Products, so the header marks Products on it; every other
// route is its own entry, or (Repairs, the 404 page) none of the five.
import type { Route } from '../generated/view';

export function navRouteOf(route: Route): Route {
  return route === 'product' ? 'products' : route;
}
