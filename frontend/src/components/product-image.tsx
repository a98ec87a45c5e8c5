// A product's photo, or its initials tile when there is none. A photo that
// fails to load shows the same tile: product-card.css draws it over the broken
// image from `data-initials`, with or without JavaScript. A photo from the
// shop's own folder comes in its sizes (`ProductPicture`).
import type { ProductView } from '../generated/view';
import { ProductPicture } from './product-picture';

type Props = {
  product: Pick<ProductView, 'image' | 'picture' | 'title' | 'initials'>;
  /** The photo's text: the title, or none where the title is written beside it. */
  alt?: string;
};

export function ProductImage({ product, alt = product.title }: Props) {
  if (product.picture) {
    return <ProductPicture picture={product.picture} alt={alt} initials={product.initials} />;
  }
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
