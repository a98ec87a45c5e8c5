// What the E2E tests ask of a loaded page: its errors, whether its islands
// have hydrated, and whether a failed picture looks as it should.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Console errors and uncaught exceptions of a page, as they happen. Chromium
 * logs a document's own 404 as an error; on the 404 page that is the point,
 * so `notFound` names the one address where it is expected.
 */
export function errorsOf(page: Page, notFound?: string): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    const ownStatus = m.location().url === notFound && m.text().includes('status of 404');
    if (m.type() === 'error' && !ownStatus) errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Records every `securitypolicyviolation` from the first script on, as `window.violations`. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      // The header's policy alone has frame-ancestors, which a <meta> cannot set.
      const policy = e.originalPolicy.includes('frame-ancestors') ? 'header' : 'meta';
      seen.push(
        `${policy}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/**
 * Records every layout shift from the first script on, and returns those
 * the Cumulative Layout Shift counts: not the ones within 500 ms of a tap or
 * key (`hadRecentInput`), which a visitor caused and expects. Each reads as
 * its score and what moved, from where to where, so a failure says which
 * element to look at.
 */
export async function watchShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = seen;
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
        seen.push(`${entry.value.toFixed(6)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/**
 * Waits until React has hydrated every island of the page: at once on a
 * page without one. A tap before that follows the link underneath, as it
 * should without JavaScript, so a test of an island waits first. The
 * project's hang guard of 60 s, not a timed test: on a loaded machine
 * hydration has taken longer than expect.poll's default second, and a slow
 * phone's takes longer still.
 */
export async function untilHydrated(page: Page, message?: string): Promise<void> {
  await expect.poll(() => hydrated(page), { message, timeout: 60_000 }).toBe(true);
}

/** Whether React has hydrated every island of the page: at once on a page without one. */
export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      Object.keys(island).some((k) => k.startsWith('__reactContainer')),
    ),
  );
}

/**
 * Whether `box` looks exactly, pixel for pixel, as it would with no picture
 * in it, which is how a picture that fails to load must look: the bare tile
 * (`instead: "nothing"`), or for a product the initials tile that a product
 * without a photo has (`"initials"`). Waits until every picture in the box
 * has loaded or failed.
 */
export async function looksWithoutPictures(box: Locator, instead: 'nothing' | 'initials'): Promise<boolean> {
  await box.scrollIntoViewIfNeeded();
  const pictures = box.locator('img');
  await expect
    .poll(() => pictures.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  const shown = await box.screenshot({ animations: 'disabled' });
  await pictures.evaluateAll((all, instead) => {
    for (const img of all) {
      // A photo's placeholder lies under it, and goes with it.
      if (img.classList.contains('placeholder')) {
        img.remove();
        continue;
      }
      const tile = document.createElement('span');
      if (instead === 'initials') {
        tile.className = 'initials';
        tile.setAttribute('aria-hidden', 'true');
        tile.textContent = (img as HTMLImageElement).dataset.initials ?? '';
      }
      img.replaceWith(...(instead === 'initials' ? [tile] : []));
    }
  }, instead);
  const without = await box.screenshot({ animations: 'disabled' });
  return (await differingPixels(box.page(), shown, without)) < 0.005;
}

/**
 * The share of pixels that differ visibly (by more than 32 of 255 in a
 * channel) between two screenshots of the same size. Anti-aliasing and
 * gradient dithering differ slightly between two draws of the same thing;
 * a picture against a tile differs almost everywhere.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      // (No named function in here: the page gets this code as text.)
      const [x, y] = await Promise.all(
        [a, b].map(async (png) => {
          // Decoded here, not fetched as a data: URL, which the page's policy
          // does not let it fetch.
          const bytes = Uint8Array.from(atob(png ?? ''), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      );
      if (!x || !y) return 1;
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if ([0, 1, 2].some((c) => Math.abs(x.data[i + c]! - y.data[i + c]!) > 32)) differing++;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
