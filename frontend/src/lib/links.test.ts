// Which links open a new tab, on the hrefs the CLI writes for the fixture shop.
import { describe, expect, it } from 'vitest';
import { pages, shell } from '../test/shop';
import { isExternal, linkTarget } from './links';

describe('linkTarget', () => {
  it('opens WhatsApp, maps and video links in a new tab', () => {
    for (const href of [
      shell.whatsapp.href,
      shell.directions.href,
      pages.videos.playlists[0]!.videos[0]!.href,
      pages.videos.channel.href,
    ]) {
      expect(linkTarget(href), href).toEqual({ target: '_blank', rel: 'noopener' });
    }
  });

  it('keeps phone calls and pages of the site in place', () => {
    expect(shell.call.href).toBe('tel:+919876543210');
    expect(isExternal(shell.call.href)).toBe(false);
    expect(linkTarget(shell.call.href)).toEqual({});
    for (const { href } of [...shell.nav, pages.home.repair_list, pages.about.view_parts]) {
      expect(href.startsWith('/shop/'), href).toBe(true);
      expect(linkTarget(href), href).toEqual({});
    }
    expect(linkTarget('/')).toEqual({});
  });

  it('tells a link that leaves the site by its scheme, in any case', () => {
    expect(isExternal('HTTPS://wa.me/919876543210')).toBe(true);
    expect(isExternal('http://example.com/')).toBe(true);
    expect(isExternal('#main')).toBe(false);
  });
});
