// How a link opens. The CLI writes every href; the frontend only decides,
// from the href's scheme, whether the visitor leaves the site (and so gets a
// new tab) or stays. `tel:` hands over to the phone app and stays in place.

/** The attributes that make a link open in a new tab, or none. */
export type LinkTarget = { target?: '_blank'; rel?: 'noopener' };

/** True for links that leave the site: WhatsApp, maps, the video site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function linkTarget(href: string): LinkTarget {
  return isExternal(href) ? { target: '_blank', rel: 'noopener' } : {};
}
