// share.ts on a Share link as pages/product.tsx renders it: with a share
// sheet a tap opens it with the link's words and stays on the page; without
// one, or with a modified click, the link is followed as it is. The real
// share sheet and the page without JavaScript are in e2e/product.e2e.ts.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const SHARE = {
  href: 'https://wa.me/?text=Test%20cable%3A%20https%3A%2F%2Fshop.example%2Fproducts%2Fcable%2F',
  title: 'Test cable',
  text: 'Test cable, a test message',
  url: 'https://shop.example/products/cable/',
};

let link: HTMLAnchorElement;
/** Whether the click was left to the browser, as the last listener of the page sees it. */
let followed: boolean[] = [];

function stopNavigation(event: Event): void {
  followed.push(!event.defaultPrevented);
  // jsdom cannot follow a link; a browser would.
  event.preventDefault();
}

/** Taps `target` (the link, or the icon in it) with the main button and `keys` held. */
function tap(target: Element = link, keys: MouseEventInit = {}): void {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...keys }));
}

function stubShare(result: () => Promise<void>) {
  const share = vi.fn(result);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  return share;
}

beforeAll(async () => {
  await import('./share');
  window.addEventListener('click', stopNavigation);
});

beforeEach(() => {
  document.body.innerHTML = `<main><a class="btn" href="${SHARE.href}" target="_blank" rel="noopener" data-enhance="share" data-share-title="${SHARE.title}" data-share-text="${SHARE.text}" data-share-url="${SHARE.url}"><svg aria-hidden="true"><circle r="3"></circle></svg>Share</a><a href="https://wa.me/919876543210?text=x" target="_blank" rel="noopener">Enquire</a></main>`;
  link = document.querySelector('a[data-enhance="share"]')!;
  followed = [];
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('share.ts, where the browser has a share sheet', () => {
  it('opens it with the link’s title, text and address, and stays on the page', () => {
    const share = stubShare(() => Promise.resolve());
    tap();
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: SHARE.title, text: SHARE.text, url: SHARE.url });
    expect(followed).toEqual([false]);
  });

  it('does so for a tap on the icon inside the link too', () => {
    const share = stubShare(() => Promise.resolve());
    tap(link.querySelector('circle')!);
    expect(share).toHaveBeenCalledOnce();
    expect(followed).toEqual([false]);
  });

  it('does nothing more when the visitor closes the sheet', async () => {
    const open = vi.spyOn(window, 'open');
    const share = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    tap();
    expect(share).toHaveBeenCalledOnce();
    // Once the sheet's answer has been handled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();
    expect(followed).toEqual([false]);
  });

  it('follows the link in a new tab, without access to this page, when the sheet fails otherwise', async () => {
    const tab = { opener: window as Window | null };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubShare(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    tap();
    await vi.waitFor(() => expect(open).toHaveBeenCalledExactlyOnceWith(SHARE.href, '_blank'));
    expect(tab.opener).toBeNull();
  });

  it('leaves other links, and a tap with a key held (a new tab or window), to the browser', () => {
    const share = stubShare(() => Promise.resolve());
    tap(document.querySelector('a:not([data-enhance])')!);
    tap(link, { ctrlKey: true });
    tap(link, { metaKey: true });
    tap(link, { shiftKey: true });
    expect(share).not.toHaveBeenCalled();
    expect(followed).toEqual([true, true, true, true]);
  });
});

describe('share.ts, where the browser has no share sheet', () => {
  it('lets the tap follow the link: WhatsApp asks whom to send it to', () => {
    expect('share' in navigator).toBe(false);
    const open = vi.spyOn(window, 'open');
    tap();
    expect(followed).toEqual([true]);
    expect(open).not.toHaveBeenCalled();
  });
});
