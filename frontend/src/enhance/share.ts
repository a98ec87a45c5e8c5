// Share, on a phone that has a share sheet: a tap on a link marked
// `data-enhance="share"` opens the sheet with the link's `data-share-title`,
// `-text` and `-url` instead of following it. Where the browser has no share
// sheet, the link is left alone: a WhatsApp chat the visitor picks, with the
// message typed. The build adds this file to any page whose HTML asks for
// it; it stands alone (no imports, no React) and adds no inline handler, so
// the strict Content-Security-Policy holds.

/** Follows the link after all, in a new tab as it would have opened, or here when that is refused. */
function follow(link: HTMLAnchorElement): void {
  const opened = window.open(link.href, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(link.href);
}

document.addEventListener('click', (event) => {
  const target = event.target;
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-enhance="share"]') : null;
  if (!link || typeof navigator.share !== 'function') return;
  // A middle click or a modified one (new tab, new window) does what it always does.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  const { shareTitle: title, shareText: text, shareUrl: url } = link.dataset;
  navigator.share({ title, text, url }).catch((error: unknown) => {
    // The visitor closed the sheet: nothing more to do.
    if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
    follow(link);
  });
});

// A module, as the page loads it (`<script type="module">`), with nothing to export.
export {};
