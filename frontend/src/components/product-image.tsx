// A product's photo, or its initials tile when there is none. A photo that
// fails to load shows the same tile: styles.css draws it over the broken
// image from `data-initials`, with or without JavaScript.
import type { ProductView } from '../generated/view';

export function ProductImage({ product }: { product: ProductView }) {
  if (!product.image) {
    return (
      <span className="initials" aria-hidden="true">
        {product.initials}
      </span>
    );
  }
  return (
    <img
      src={product.image}
      alt={product.title}
      data-initials={product.initials}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
    />
  );
}
