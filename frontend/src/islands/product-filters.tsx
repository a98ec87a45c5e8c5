// The Products page's island: the filters and the first page of results
// (components/product-filters.tsx). Its props are what they read of the
// page, the hero and the rest left out.
import { ProductFilters, type ProductFiltersProps } from '../components/product-filters';
import type { IslandDef } from './define';

export const productFilters: IslandDef<ProductFiltersProps> = {
  name: 'product-filters',
  pick: ({ page }) =>
    page.route === 'products'
      ? {
          labels: page.labels,
          products: page.products,
          total: page.total,
          facets: page.facets,
          pager: page.pager,
          catalogue: page.catalogue,
        }
      : null,
  render: (props) => <ProductFilters {...props} />,
};
