// The client entry of the Products page's island.
import { productFilters } from '../islands/product-filters';
import { hydrateIsland } from '../islands/hydrate';

hydrateIsland(productFilters);
