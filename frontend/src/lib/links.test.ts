import { describe, expect, it } from 'vitest';
import { isExternal, linkTarget } from './links';
import { fillCount } from './format';

describe('linkTarget', () => {
  it('opens WhatsApp, maps and video links in a new tab', () => {
    for (const href of [
      'https://wa.me/919876543210?text=Phone%20repair%20help',
      'https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909',
      'https://www.youtube.com/watch?v=kR7vQ2mXb4E',
    ]) {
      expect(linkTarget(href)).toEqual({ target: '_blank', rel: 'noopener' });
    }
  });

  it('keeps phone calls and pages of the site in place', () => {
    expect(isExternal('tel:+919876543210')).toBe(false);
    expect(linkTarget('/shop/repairs/')).toEqual({});
    expect(linkTarget('/')).toEqual({});
  });
});

describe('fillCount', () => {
  it('puts the number where the content says', () => {
    expect(fillCount('{count} products', 14)).toBe('14 products');
  });
});
