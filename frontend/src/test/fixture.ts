// The fixture shop's view data, for the component tests: fixture.json, which `just fixtures` writes from what the CLI
// writes to dist/data/ for tests/fixtures/shop/ (crates/shopsite/tests/
// fixture.rs fails when it is stale). The JSON and the view's types are
// both generated from the same Rust types, so its types are given here,
// not inferred from the file.
import type { Page, RepairBrandData, RepairModelIndex, Route, Shell } from '../generated/view';
import fixture from './fixture.json';

interface Fixture {
  /** The shell around every page: one for all routes. */
  shell: Shell;
  /** Each route's page, in the order of the build. */
  pages: { [R in Route]: Extract<Page, { route: R }> };
  /** Every product's own page, in catalogue order (`pages.product` is the first). */
  productPages: Extract<Page, { route: 'product' }>[];
  /** The prices the repair finder fetches for Samsung (`data/repairs/samsung.json`). */
  samsungPrices: RepairBrandData;
  /** Every model the search box on /repairs finds (`data/repair-models.json`). */
  repairModels: RepairModelIndex;
  /** Each route's path under the base URL; the 404 page has none, and a product's or a repair price page's is its own. */
  paths: { [R in Route]: string | null };
  /** Each route's heading, as Rust names it for its title and link preview: what its `<h1>` shows. */
  headings: { [R in Route]: string };
}

export const { shell, pages, productPages, samsungPrices, repairModels, paths, headings } =
  fixture as unknown as Fixture;
