// The Products page: the hero, then the filters and the grid, which are the
// page's island (components/product-filters.tsx).
import type { ProductsView } from '../generated/view';
import { Hero } from '../components/hero';
import { productFilters } from '../components/product-filters';
import { Island } from '../islands/island';

export function ProductsPage({ page }: { page: ProductsView }) {
  return (
    <>
      <Hero hero={page.hero} />
      <Island island={productFilters} />
    </>
  );
}
