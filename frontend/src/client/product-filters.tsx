// The client entry of the Products page's island.
import { productFilters } from '../components/product-filters';
import { hydrateIsland } from '../islands/hydrate';

hydrateIsland(productFilters);
