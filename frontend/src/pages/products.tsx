// The Products page: a compact hero, then the filters and the first page
// of the catalogue, which are the page's island (islands/product-filters.tsx):
// the first cards show on the first screen, under the filters on a phone
// and beside them on a wide screen.
// The catalogue's pages 2 and on (docs/behaviour.md#catalogue-pages) are
// static: their cards and the links to the other pages, no JavaScript.
import type { ProductsView } from '../generated/view';
import { Hero } from '../components/hero';
import { Pager } from '../components/pager';
import { ProductGrid } from '../components/product-grid';
import { productFilters } from '../islands/product-filters';
import { Island } from '../islands/island';

export function ProductsPage({ page }: { page: ProductsView }) {
  // Only pages after the first have one before them.
  if (page.pager.previous) {
    const first = page.pager.numbers[0];
    return (
      <>
        <Hero hero={page.hero} compact />
        <div className="results">
          <p className="count">{page.pager.label}</p>
        </div>
        <ProductGrid products={page.products} />
        <Pager pager={page.pager} labels={page.labels} />
        {first && (
          <p className="search-all">
            <a className="btn btn-outline" href={first.href}>
              {page.labels.search_all}
            </a>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <Hero hero={page.hero} compact />
      <Island island={productFilters} />
    </>
  );
}
