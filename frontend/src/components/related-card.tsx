// Another product, as one link to its page: its photo or initials, title,
// price and stock. The title is written beside the photo, so the photo has
// no text of its own.
import type { RelatedProduct } from '../generated/view';
import { ProductImage } from './product-image';

export function RelatedCard({ product }: { product: RelatedProduct }) {
  return (
    <a className="card related-card" href={product.href}>
      <span className="product-media">
        <ProductImage product={product} alt="" />
      </span>
      <span className="related-title">{product.title}</span>
      <span className="price">{product.price}</span>
      <span className={product.in_stock ? 'stock in' : 'stock out'}>{product.stock}</span>
    </a>
  );
}
