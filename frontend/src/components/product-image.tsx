// A product's photo, or its initials tile when there is none or the photo
// fails to load (before hydration too: see use-image-failed).
import type { ProductView } from '../generated/view';
import { useImageFailed } from './use-image-failed';

export function ProductImage({ product }: { product: ProductView }) {
  const { failed, imageProps } = useImageFailed();

  if (!product.image || failed) {
    return (
      <span className="initials" aria-hidden="true">
        {product.initials}
      </span>
    );
  }
  return (
    <img
      {...imageProps}
      src={product.image}
      alt={product.title}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
    />
  );
}
