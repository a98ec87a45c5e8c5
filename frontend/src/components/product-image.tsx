// A product's photo, or its initials tile when there is none or the photo
// fails to load. The photo host may fail before React hydrates, and then the
// `error` event has come and gone unheard; so after mounting, a photo that is
// complete but has no width counts as failed too.
import { useEffect, useRef, useState } from 'react';
import type { ProductView } from '../generated/view';

export function ProductImage({ product }: { product: ProductView }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (!product.image || failed) {
    return (
      <span className="initials" aria-hidden="true">
        {product.initials}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={product.image}
      alt={product.title}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
