// One product on the Products page, with its two WhatsApp questions: a
// small square photo beside the stock, title and price, the highlights and
// the buttons across the card below them, so a phone shows two cards or
// more a screen however long the titles (docs/behaviour.md#catalogue-pages).
// The title links to the product's own page, and so does the photo, for a
// thumb; the photo's link is hidden from the keyboard and screen readers,
// which meet one link per card.
import type { ProductView } from '../generated/view';
import { LinkButton } from './link-button';
import { ProductImage } from './product-image';
import { TextList } from './text-list';

export function ProductCard({ product }: { product: ProductView }) {
  return (
    <article className="card product-card">
      <div className="product-media">
        {/* biome-ignore lint/a11y/useAnchorContent: the photo repeats the title's link, so it is left out of the tab order and of what a screen reader reads: one link per product for them */}
        <a href={product.href} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} />
        </a>
        {product.badge && <span className="ribbon">{product.badge}</span>}
      </div>
      <div className="product-body">
        <p className={product.in_stock ? 'stock in' : 'stock out'}>{product.stock}</p>
        <h2>
          <a href={product.href}>{product.title}</a>
        </h2>
        <p className="meta">{`${product.category} • ${product.type} • ${product.model}`}</p>
        <p className="price">{product.price}</p>
      </div>
      {product.highlights.length > 0 && <TextList items={product.highlights} className="ticks" />}
      <div className="actions">
        <LinkButton link={product.enquire} variant="whatsapp" />
        <LinkButton link={product.ask_price} variant="whatsapp-outline" />
      </div>
    </article>
  );
}
