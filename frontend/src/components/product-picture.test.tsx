// A photo of the shop's own, as the build made it: its sizes, in WebP with
// a JPEG for the rest, sized so nothing moves, under its placeholder. How
// the browser picks a width is the browser's: see e2e/photos.e2e.ts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Picture } from '../generated/view';
import { ProductPicture } from './product-picture';

const picture: Picture = {
  webp: '/assets/photos/a-360-1.webp 360w, /assets/photos/a-720-2.webp 720w',
  srcset: '/assets/photos/a-360-3.jpg 360w, /assets/photos/a-720-4.jpg 720w',
  src: '/assets/photos/a-720-4.jpg',
  sizes: 'calc(100vw - 2rem)',
  width: 720,
  height: 540,
  placeholder: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('ProductPicture', () => {
  it('offers the WebP files first, then the JPEG files, with the size that keeps the page still', () => {
    const { container } = render(<ProductPicture picture={picture} alt="iPhone 12" initials="I1" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(picture.webp);
    expect(source.getAttribute('sizes')).toBe(picture.sizes);
    const img = screen.getByRole('img', { name: 'iPhone 12' });
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      initials: img.getAttribute('data-initials'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
    }).toEqual({
      src: picture.src,
      srcset: picture.srcset,
      sizes: picture.sizes,
      width: '720',
      height: '540',
      initials: 'I1',
      loading: 'lazy',
      fetchpriority: null,
    });
  });

  it('loads the main photo first, not lazily, and a thumbnail at its own size', () => {
    const { container } = render(
      <>
        <ProductPicture picture={picture} alt="main" initials="I1" priority />
        <ProductPicture picture={picture} alt="" initials="I1" sizes="4rem" />
      </>,
    );
    const main = screen.getByRole('img', { name: 'main' });
    expect([main.getAttribute('fetchpriority'), main.getAttribute('loading')]).toEqual(['high', null]);
    const thumb = container.querySelectorAll('picture')[1]!;
    expect([...thumb.querySelectorAll('[sizes]')].map((e) => e.getAttribute('sizes'))).toEqual(['4rem', '4rem']);
  });

  it("gives a card's JPEG no srcset when it is the only one, the WebP files still in theirs", () => {
    const { container } = render(<ProductPicture picture={{ ...picture, srcset: '' }} alt="card" initials="I1" />);
    const img = screen.getByRole('img', { name: 'card' });
    expect([img.getAttribute('src'), img.hasAttribute('srcset'), img.hasAttribute('sizes')]).toEqual([
      picture.src,
      false,
      false,
    ]);
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe(picture.webp);
  });

  it('shows its placeholder, hidden from screen readers, under the photo', () => {
    const { container } = render(<ProductPicture picture={picture} alt="iPhone 12" initials="I1" />);
    const placeholder = container.querySelector('img.placeholder')!;
    expect(placeholder.getAttribute('src')).toBe(picture.placeholder);
    expect([placeholder.getAttribute('alt'), placeholder.getAttribute('aria-hidden')]).toEqual(['', 'true']);
    expect(placeholder.nextElementSibling!.tagName).toBe('PICTURE');
  });
});
