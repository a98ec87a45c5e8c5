// A product's photo, or its initials tile when there is none. A photo that
// fails to load shows the same tile: styles.css draws it over the broken
// image from `data-initials`, with or without JavaScript.
import type { ProductView } from '../generated/view';

type Props = {
  product: Pick<ProductView, 'image' | 'title' | 'initials'>;
  /** The photo's text: the title, or none where the title is written beside it. */
  alt?: string;
};

export function ProductImage({ product, alt = product.title }: Props) {
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
      alt={alt}
      data-initials={product.initials}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
    />
  );
}
