// Product cards in the grid, on every page of the catalogue.
import type { ProductView } from '../generated/view';
import { ProductCard } from './product-card';

export function ProductGrid({ products }: { products: readonly ProductView[] }) {
  return (
    <div className="grid products">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
