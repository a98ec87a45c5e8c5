// A photo from the shop's own `content/photos/`, as the build made it: a
// WebP `<source>` and a JPEG `<img>`, each listing every width made, so the
// browser fetches the smallest that is sharp on its screen, with the
// `width` and `height` that keep the page still while it loads. Under it,
// the photo's average colour in its own proportions shows until it has
// loaded (a `data:` image: the page's policy allows no inline style). A
// photo that fails shows the initials tile, as a linked photo does
// (`data-initials`).
import type { Picture } from '../generated/view';

type Props = {
  picture: Picture;
  alt: string;
  initials: string;
  /** The page's main photo: fetched first, not lazily. */
  priority?: boolean;
  /** Sizes other than the picture's own (a thumbnail's). */
  sizes?: string;
};

export function ProductPicture({ picture, alt, initials, priority = false, sizes = picture.sizes }: Props) {
  return (
    <>
      {picture.placeholder && (
        <img className="placeholder" src={picture.placeholder} alt="" aria-hidden="true" width={4} height={3} />
      )}
      <picture>
        <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
        <img
          src={picture.src}
          srcSet={picture.srcset || undefined}
          sizes={picture.srcset ? sizes : undefined}
          alt={alt}
          data-initials={initials}
          width={picture.width}
          height={picture.height}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      </picture>
    </>
  );
}
