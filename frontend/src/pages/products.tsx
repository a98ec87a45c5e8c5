import type { ProductsView } from '../generated/view';
import { Hero } from '../components/hero';
import { ProductCard } from '../components/product-card';
import { fillCount } from '../lib/format';

export function ProductsPage({ page }: { page: ProductsView }) {
  return (
    <>
      <Hero hero={page.hero} />
      <div className="section">
        <p className="section-text">{fillCount(page.labels.results, page.products.length)}</p>
        <div className="grid products">
          {page.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </div>
    </>
  );
}
