// A product's photos, without JavaScript: a strip that snaps a photo at a
// time under the finger, and below it, when there are two or more, a
// thumbnail of each that links to its photo (`#photo-2`), which scrolls the
// strip to it. Then the strip also takes the keyboard's focus, so its
// arrow keys scroll it too. The first photo is the page's largest paint, so it loads at
// once and first; the rest wait until they come into view. Remote photos
// have no known size: each sits in a fixed 4:3 box, whole. A product
// without photos, and a photo that fails, show the initials tile instead.
// A thumbnail's link is named by its image's alt (`Photo 2 of 4`), not by
// an aria-label around an image without text, so that every checker
// (axe, pa11y's HTML_CodeSniffer) finds the link's name where HTML puts it.
import type { ProductPageView, ProductView } from '../generated/view';
import { ProductPicture } from './product-picture';

type Props = Pick<ProductPageView, 'photos' | 'photos_label'> & Pick<ProductView, 'initials' | 'badge'>;

export function ProductGallery({ photos, photos_label, initials, badge }: Props) {
  const ribbon = badge && <span className="ribbon">{badge}</span>;
  if (photos.length === 0) {
    return (
      <div className="gallery">
        <div className="stage">
          <span className="initials" aria-hidden="true">
            {initials}
          </span>
          {ribbon}
        </div>
      </div>
    );
  }
  return (
    <section className="gallery" aria-label={photos_label}>
      <div className="stage">
        <ul className="photos" tabIndex={photos.length > 1 ? 0 : undefined}>
          {photos.map((photo, i) => (
            <li key={photo.anchor} id={photo.anchor}>
              {photo.picture ? (
                <ProductPicture picture={photo.picture} alt={photo.alt} initials={initials} priority={i === 0} />
              ) : (
                <img
                  src={photo.src}
                  alt={photo.alt}
                  data-initials={initials}
                  width={800}
                  height={600}
                  decoding="async"
                  {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
                />
              )}
            </li>
          ))}
        </ul>
        {ribbon}
      </div>
      {photos.length > 1 && (
        <ul className="thumbs">
          {photos.map((photo) => (
            <li key={photo.anchor}>
              <a href={`#${photo.anchor}`}>
                {photo.thumb ? (
                  <ProductPicture picture={photo.thumb} alt={photo.label} initials={initials} />
                ) : (
                  <img
                    src={photo.src}
                    alt={photo.label}
                    data-initials={initials}
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
