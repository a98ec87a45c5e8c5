// Another product, as one link to its page: its photo or initials, title,
// price and stock. A photo carries the title as its alt, and the title
// written beside it is then hidden from screen readers, so the link says
// it once. A photo with an empty alt that fails to load is drawn as nothing
// at all in Firefox (an empty inline element), where the initials tile
// must show: with its alt, it shows in Firefox as in Chromium.
import type { RelatedProduct } from '../generated/view';
import { ProductImage } from './product-image';

export function RelatedCard({ product }: { product: RelatedProduct }) {
  const hasPhoto = product.picture !== null || product.image !== null;
  return (
    <a className="card related-card" href={product.href}>
      <span className="product-media">
        <ProductImage product={product} />
      </span>
      <span className="related-title" aria-hidden={hasPhoto || undefined}>
        {product.title}
      </span>
      <span className="price">{product.price}</span>
      <span className={product.in_stock ? 'stock in' : 'stock out'}>{product.stock}</span>
    </a>
  );
}
