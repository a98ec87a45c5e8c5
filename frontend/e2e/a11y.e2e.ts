// Accessibility of the built site in real Chromium, against WCAG 2.1 AA:
// axe-core on every route and on the states a visitor reaches by tapping,
// then what axe cannot judge: one h1 and the landmarks, tap target sizes,
// a visible keyboard focus, reflow at 320 px and at 200% zoom (also with a
// wide font and large text, as a visitor's phone may have), and the fixed
// contact bar, which must never hide the end of a page.
//
// One page per viewport for the whole file; each check loops over the routes
// and reports every problem it finds at once, so a failure reads as a list.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { addStyle, offlineContext } from './browser';
import { atRoot, pathOf, productPaths, ROUTES, shopInChromium, viewOf } from './shop';

const { shell } = viewOf('home');
const { labels } = viewOf('products').page;

/** A page as a visitor finds it: a path, and what they did there. */
interface State {
  name: string;
  path: string;
  act?: (page: Page) => Promise<void>;
}

/** The path of the first product's own page with a photo, or without one. */
function productPage(withPhoto: boolean): string {
  const at = viewOf('products').page.products.findIndex((p) => (p.image !== null) === withPhoto);
  return productPaths()[at]!;
}

const PAGES: State[] = [
  ...ROUTES.map(({ route, path }) => ({ name: route === 'not-found' ? 'the 404 page' : `/${path}`, path })),
  ...[productPage(true), productPage(false)].map((path) => ({ name: `/${path}`, path })),
  // A brand's and a phone model's repair prices (the fixture shop has a list).
  ...['repairs/samsung/', 'repairs/samsung/galaxy-a15/'].map((path) => ({ name: `/${path}`, path })),
];

/** The states that only exist after a tap, where new controls appear. */
const STATES: State[] = [
  {
    name: '/videos/ with a playlist open',
    path: pathOf('videos'),
    act: async (page) => {
      // The island answers the opening in its toggle handler, which keeps
      // the opened playlist's heading on screen. The browser fires toggle
      // in a task of its own, which a loaded machine can run late: in the
      // middle of the focus walk, where it scrolled the page back up to
      // the first heading (y 382) under a later stop. So the state is
      // reached once that handler has run (React's listener was added at
      // hydration, before this one).
      await page.evaluate(() => {
        const first = document.querySelector('main details');
        window.a11y.toggled = new Promise((done) => first?.addEventListener('toggle', () => done(), { once: true }));
      });
      await page.locator('main details > summary').first().click();
      await page.evaluate(() => window.a11y.toggled);
      await page.locator('main details[open] .video-card').first().waitFor();
    },
  },
  {
    name: '/products/ with a category chosen',
    path: pathOf('products'),
    act: async (page) => {
      const rows = page.getByRole('search').getByRole('group');
      await rows.first().getByRole('button').nth(1).click();
      await expect.poll(() => rows.count()).toBe(2);
    },
  },
  {
    name: '/products/ with a search that matches nothing',
    path: pathOf('products'),
    act: async (page) => {
      await page.getByRole('searchbox').fill('zzzz no such thing');
      await page.getByText(labels.no_results).waitFor();
    },
  },
];

STATES.push(
  {
    name: '/repairs/ with a brand chosen',
    path: pathOf('repairs'),
    act: async (page) => {
      await page
        .getByRole('region', { name: 'Find your repair price' })
        .getByRole('link', { name: 'Samsung', exact: true })
        .click();
      await page.getByRole('searchbox', { name: 'Model', exact: true }).waitFor();
    },
  },
  {
    name: "/repairs/ with a model's prices",
    path: `${pathOf('repairs')}?brand=samsung&model=galaxy-a15`,
    act: async (page) => {
      await page.locator('.finder .repair-row').first().waitFor();
    },
  },
);

const EVERYWHERE = [...PAGES, ...STATES];

// ---------------------------------------------------------------------------
// Helpers that run in the page, installed before any script of the site.

interface Helpers {
  /** A short, readable name for an element in a failure message. */
  describe(el: Element): string;
  /** The contrast ratio of a CSS colour over the opaque colour `under`. */
  contrast(css: string, under: Rgb): number;
  /** The opaque colour seen behind `el` (its own background included or not). */
  backdrop(el: Element, self: boolean): Rgb;
  /** The opaque colour painted at a point of the viewport, apart from `skip` and its children. */
  backdropAt(x: number, y: number, skip: Element): Rgb;
  /**
   * The lowest contrast of an element's text over what is behind it, each
   * colour stop of a gradient included, and the ratio its size needs.
   */
  textContrast(el: Element): { ratio: number; needed: number };
  /** Each element's box-shadow before it is focused. */
  shadows: WeakMap<Element, string>;
  /** Settles once a state's act has been answered (see STATES). */
  toggled?: Promise<void>;
}
type Rgb = [number, number, number];

declare global {
  interface Window {
    a11y: Helpers;
  }
}

function installHelpers(): void {
  const parse = (css: string): [number, number, number, number] => {
    const n = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n.length > 3 ? (n[3] ?? 1) : 1];
  };
  // Paints translucent layers, listed topmost first, over white.
  const composite = (layers: string[]): Rgb => {
    const stack: [number, number, number, number][] = [];
    for (const css of layers) {
      const c = parse(css);
      if (c[3] === 0) continue;
      stack.push(c);
      if (c[3] === 1) break;
    }
    let out: Rgb = [255, 255, 255];
    for (const [r, g, b, a] of stack.reverse()) {
      out = [r * a + out[0] * (1 - a), g * a + out[1] * (1 - a), b * a + out[2] * (1 - a)];
    }
    return out;
  };
  const luminance = ([r, g, b]: Rgb): number => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  window.a11y = {
    describe(el) {
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
    },
    contrast(css, under) {
      const [r, g, b, a] = parse(css);
      const fg: Rgb = [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
      const [hi, lo] = [luminance(fg), luminance(under)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    },
    backdrop(el, self) {
      const layers: string[] = [];
      for (let node = self ? el : el.parentElement; node; node = node.parentElement) {
        layers.push(getComputedStyle(node).backgroundColor);
      }
      return composite(layers);
    },
    backdropAt(x, y, skip) {
      const under = document.elementsFromPoint(x, y).filter((e) => !skip.contains(e));
      return composite(under.map((e) => getComputedStyle(e).backgroundColor));
    },
    textContrast(el) {
      const layers: { color: string; stops: string[] }[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        layers.push({ color: s.backgroundColor, stops: s.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [] });
      }
      const colors = layers.map((l) => l.color);
      const behind = [composite(colors)];
      layers.forEach((l, i) => {
        for (const stop of l.stops) behind.push(composite([stop, ...colors.slice(i)]));
      });
      const s = getComputedStyle(el);
      const size = parseFloat(s.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
      return {
        ratio: Math.min(...behind.map((under) => window.a11y.contrast(s.color, under))),
        needed: large ? 3 : 4.5,
      };
    },
    shadows: new WeakMap(),
  };
}

// ---------------------------------------------------------------------------

const chromium = shopInChromium();
const contexts = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

/**
 * A phone whose own font is wide and whose text size is raised: every text
 * in DejaVu Sans (wider than Noto Sans, Roboto or a Samsung, Vivo or Xiaomi
 * font), and a 20 px default text size instead of 16 px.
 */
const WIDE_FONT = `*, *::before, *::after { font-family: "DejaVu Sans", sans-serif !important; }`;
const widePages = new WeakSet<Page>();

/** The one page kept for a viewport (and a font), made on first use. */
function pageAt(
  width: number,
  height: number,
  deviceScaleFactor = 1,
  font: 'normal' | 'wide' = 'normal',
): Promise<Page> {
  const key = `${width}x${height}@${deviceScaleFactor}/${font}`;
  let open = contexts.get(key);
  if (!open) {
    open = (async () => {
      const context = await offlineContext(chromium.browser, atRoot.origin, {
        viewport: { width, height },
        deviceScaleFactor,
      });
      await context.addInitScript(installHelpers);
      const page = await context.newPage();
      if (font === 'wide') {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 20 } });
        widePages.add(page);
      }
      return { context, page };
    })();
    contexts.set(key, open);
  }
  return open.then(({ page }) => page);
}

/** Loads a state's page, waits for React, and does what the visitor did. */
async function visit(page: Page, state: State): Promise<void> {
  await chromium.visit(page, state.path);
  if (widePages.has(page)) await addStyle(page, WIDE_FONT);
  // Let the renders that follow hydration (the videos' accordion, the
  // products' filters from the address) reach the screen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await state.act?.(page);
}

function axeReport(state: string, violations: Result[]): string[] {
  return violations.map(
    (v) =>
      `${state}: ${v.id} (${v.impact}) ${v.help}\n` +
      v.nodes
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n'),
  );
}

/**
 * axe's violations on the page as it is, and the text whose contrast axe
 * left "incomplete" (over a gradient, a picture or a pseudo-element) when
 * the computed colours fall short.
 */
async function axe(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const unsure = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes.map((n) => n.target));
  const checked = await page.evaluate(
    (targets) =>
      targets.map((selector) => {
        const el = document.querySelector(selector);
        return { selector, ...(el ? window.a11y.textContrast(el) : { ratio: 0, needed: 4.5 }) };
      }),
    unsure.map((target) => String(target[0])),
  );
  return [
    ...axeReport(state, results.violations),
    ...checked
      .filter((c) => c.ratio < c.needed)
      .map(
        (c) =>
          `${state}: color-contrast (incomplete in axe) ${c.selector}: ${c.ratio.toFixed(2)}:1, needs ${c.needed}:1`,
      ),
  ];
}

describe('axe-core finds no WCAG 2.1 A or AA violation', () => {
  test.each([
    [360, 800],
    [1280, 800],
  ])('on every route at %i×%i, after hydration', { timeout: 120_000 }, async (width, height) => {
    const page = await pageAt(width, height);
    const found: string[] = [];
    for (const state of PAGES) {
      await visit(page, state);
      found.push(...(await axe(page, state.name)));
    }
    expect(found.join('\n')).toBe('');
  });

  test('with a playlist open, a category chosen, and a search that matches nothing, at 360×800', {
    timeout: 60_000,
  }, async () => {
    const page = await pageAt(360, 800);
    const found: string[] = [];
    for (const state of STATES) {
      await visit(page, state);
      found.push(...(await axe(page, state.name)));
    }
    expect(found.join('\n')).toBe('');
  });
});

test('every page has one h1 and the banner, Main navigation, main and contentinfo landmarks', async () => {
  const page = await pageAt(360, 800);
  const found: string[] = [];
  for (const state of PAGES) {
    await visit(page, state);
    const counts = {
      h1: await page.locator('h1').count(),
      banner: await page.getByRole('banner').count(),
      'navigation Main': await page.getByRole('navigation', { name: 'Main', exact: true }).count(),
      main: await page.getByRole('main').count(),
      contentinfo: await page.getByRole('contentinfo').count(),
    };
    for (const [what, count] of Object.entries(counts)) {
      if (count !== 1) found.push(`${state.name}: ${count} × ${what}`);
    }
  }
  expect(found).toEqual([]);
});

test('every visible link, button, field and chip is at least 48×48 CSS px at 360×800', {
  timeout: 60_000,
}, async () => {
  const page = await pageAt(360, 800);
  const found: string[] = [];
  for (const state of EVERYWHERE) {
    await visit(page, state);
    const { problems, kinds } = await page.evaluate(() => {
      const TAP = 48 - 0.5;
      const problems: string[] = [];
      const kinds = { nav: 0, bar: 0, chip: 0, button: 0 };
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      );
      for (const el of controls) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        // A check box is tapped through its label, which wraps it.
        const label = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el.labels?.[0] : undefined;
        const box = (label ?? el).getBoundingClientRect();
        // Parked above the page until focused: the skip link (see the focus test).
        if (box.bottom + window.scrollY <= 0) continue;
        // A link inside a sentence is exempt: WCAG 2.5.8 (AA) and 2.5.5 (AAA)
        // both except inline targets, whose size is set by the line of text.
        // Any link that stands on its own (the footer's phone number too)
        // must meet the site's own 48 px, like every button.
        const inline =
          el.tagName === 'A' &&
          getComputedStyle(el).display === 'inline' &&
          (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim();
        if (inline) continue;
        if (el.closest('.main-nav')) kinds.nav++;
        if (el.closest('.contact-bar')) kinds.bar++;
        if (el.classList.contains('chip')) kinds.chip++;
        if (el.tagName === 'BUTTON' || el.classList.contains('btn')) kinds.button++;
        if (box.width < TAP || box.height < TAP) {
          problems.push(`${window.a11y.describe(label ?? el)} is ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
        }
      }
      return { problems, kinds };
    });
    found.push(...problems.map((p) => `${state.name}: ${p}`));
    // The test measured what it is meant to measure.
    expect(kinds.nav, state.name).toBe(shell.nav.length);
    expect(kinds.bar, state.name).toBe(3);
    expect(kinds.button, state.name).toBeGreaterThan(0);
    if (state.path === pathOf('products')) expect(kinds.chip, state.name).toBeGreaterThan(1);
  }
  expect(found).toEqual([]);
});

test('keyboard focus is always visible, with 3:1 contrast, and never behind the contact bar', {
  timeout: 120_000,
}, async () => {
  const page = await pageAt(1280, 800);
  const found: string[] = [];
  for (const state of [...PAGES, STATES[0]!]) {
    await visit(page, state);
    // Where the page was scrolled to, and how tall it was, before the first
    // Tab and then at the last stop: a stop under the bar says how it got there.
    let last = await page.evaluate(() => {
      for (const el of document.querySelectorAll('*')) window.a11y.shadows.set(el, getComputedStyle(el).boxShadow);
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      return { y: scrollY, height: document.documentElement.scrollHeight };
    });
    const stops: string[] = [];
    // Tab through the whole page, until focus leaves it or comes back round.
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const measure = () =>
        page.evaluate((last) => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const what = window.a11y.describe(el);
          const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
          const shadow = s.boxShadow !== 'none' && s.boxShadow !== window.a11y.shadows.get(el);
          // The ring against what is painted around it: for an outline drawn
          // outside the box, what lies just outside each side on screen.
          let ring = Infinity;
          if (outline) {
            const offset = parseFloat(s.outlineOffset);
            if (offset < 0) {
              ring = window.a11y.contrast(s.outlineColor, window.a11y.backdrop(el, true));
            } else {
              const out = offset + parseFloat(s.outlineWidth) / 2;
              const midX = (box.left + box.right) / 2;
              const midY = (box.top + box.bottom) / 2;
              const points: [number, number][] = [
                [box.left - out, midY],
                [box.right + out, midY],
                [midX, box.top - out],
                [midX, box.bottom + out],
              ];
              for (const [x, y] of points) {
                if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
                ring = Math.min(ring, window.a11y.contrast(s.outlineColor, window.a11y.backdropAt(x, y, el)));
              }
            }
          }
          const bar = document.querySelector('.contact-bar');
          const barTop = bar && !bar.contains(el) ? bar.getBoundingClientRect().top : innerHeight;
          const problems: string[] = [];
          if (!outline && !shadow) problems.push('no outline or box-shadow');
          if (ring < 3) problems.push(`focus ring contrast ${ring.toFixed(2)}:1`);
          const height = document.documentElement.scrollHeight;
          if (box.top < 0 || box.bottom > barTop + 0.5)
            problems.push(
              `off screen or under the contact bar (${box.top.toFixed(0)}–${box.bottom.toFixed(0)}, bar at ${barTop.toFixed(0)}; ` +
                `the page scrolled from ${last.y} to ${scrollY}, and was ${last.height} px tall, now ${height})`,
            );
          return { what, tag: el.tagName, problems, y: scrollY, height };
        }, last);
      let stop = await measure();
      if (stop && stop.problems.length > 0) {
        // On a loaded machine the scroll that brings the focused element
        // into view, or the layout under it, can land a frame late: what
        // counts is where focus rests, so it is measured again once two
        // frames have been drawn.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        stop = await measure();
      }
      if (stop === null || stops[0] === stop.what) break;
      last = { y: stop.y, height: stop.height };
      stops.push(stop.what);
      found.push(...stop.problems.map((p) => `${state.name}: ${stop.what}: ${p}`));
    }
    // From the top of a page, the first stops are the skip link, the shop's
    // name and the main navigation; a button comes before long. (After a
    // tap, the walk starts from the tapped control instead.)
    if (state.act) continue;
    expect(stops[0], state.name).toBe(`<a.skip-link> "${shell.skip_link}"`);
    const navStops = stops.slice(2, 2 + shell.nav.length);
    expect(navStops, `${state.name}: ${stops.slice(0, 8).join(', ')}`).toEqual(
      shell.nav.map((n) => `<a> "${n.label}"`),
    );
    expect(
      stops.some((s) => /^<button|\.btn\b/.test(s)),
      state.name,
    ).toBe(true);
  }
  expect(found).toEqual([]);

  // The skip link lands on the main content.
  await visit(page, PAGES[0]!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
});

describe('reflow: nothing scrolls sideways or is cut off', () => {
  // WCAG 1.4.10 asks for 320 CSS px; 200% zoom of a 1280 px window is a
  // 640 px layout drawn at twice the pixels.
  test.each([
    ['at 320×800', 320, 800, 1, 'normal'],
    ['at 200% zoom (640×400 at device scale factor 2)', 640, 400, 2, 'normal'],
    ['at 320×800 with a wide font and 20 px text', 320, 800, 1, 'wide'],
  ] as const)('%s', { timeout: 60_000 }, async (_, width, height, scale, font) => {
    const page = await pageAt(width, height, scale, font);
    const found: string[] = [];
    for (const state of EVERYWHERE) {
      await visit(page, state);
      const problems = await page.evaluate(() => {
        const problems: string[] = [];
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollWidth > root.clientWidth) {
          problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
        }
        const all = [...document.body.querySelectorAll<HTMLElement>('*')];
        // A strip that snaps a picture or a chip at a time (a product's
        // photos; a row of filter chips on a phone) scrolls sideways by
        // design: each item in it fits it whole, and those scrolled away
        // lie beyond its edges.
        const strips = all.filter(
          (el) =>
            getComputedStyle(el).scrollSnapType.startsWith('x') &&
            [...el.children].every((child) => child.getBoundingClientRect().width <= el.clientWidth + 1),
        );
        for (const el of all) {
          if (!el.checkVisibility({ visibilityProperty: true })) continue;
          if (strips.some((strip) => strip !== el && strip.contains(el))) continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (box.left < -0.5 || box.right > root.clientWidth + 0.5) {
            problems.push(`${window.a11y.describe(el)} spans ${box.left.toFixed(0)}–${box.right.toFixed(0)} px`);
          }
          // A box that hides or scrolls its overflow must not need to, and no
          // text may stick out of its own box over its neighbours. A text
          // field scrolls its own text by nature, so fields are left out.
          if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) continue;
          const s = getComputedStyle(el);
          if (!strips.includes(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
            problems.push(
              `${window.a11y.describe(el)} overflows by ${el.scrollWidth - el.clientWidth} px (overflow-x: ${s.overflowX})`,
            );
          }
          if (s.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1) {
            problems.push(
              `${window.a11y.describe(el)} cuts off ${el.scrollHeight - el.clientHeight} px below (overflow-y: ${s.overflowY})`,
            );
          }
        }
        return problems;
      });
      found.push(...problems.map((p) => `${state.name}: ${p}`));
    }
    expect(found).toEqual([]);
  });
});

describe('the fixed contact bar never hides the end of a page', () => {
  test("its padding, the footer's and the scroll padding make room for env(safe-area-inset-bottom)", async () => {
    const page = await pageAt(360, 800);
    await visit(page, PAGES[0]!);
    const rules = await page.evaluate(() => {
      const found: Record<string, string> = {};
      const walk = (list: CSSRuleList) => {
        for (const rule of list) {
          if (rule instanceof CSSStyleRule) found[rule.selectorText] = rule.style.cssText;
          else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      return found;
    });
    const SAFE = /env\(safe-area-inset-bottom\)/;
    expect(rules['.contact-bar']).toMatch(new RegExp(`padding(-bottom)?:[^;]*${SAFE.source}`));
    expect(rules['.site-footer']).toMatch(new RegExp(`padding(-block|-bottom)?:[^;]*${SAFE.source}`));
    expect(rules.html).toMatch(new RegExp(`scroll-padding-bottom:[^;]*${SAFE.source}`));
  });

  // At the bottom of each page, the last thing in the footer and in main is
  // wholly above the bar: on a plain phone, and on one with a home indicator
  // (a 34 px safe area, as on an iPhone), where the bar grows to clear it.
  test.each([
    ['at 360×800', 360, 800, 0],
    ['at 360×800 with a 34 px bottom safe area', 360, 800, 34],
    ['at 200% zoom (640×400)', 640, 400, 0],
  ])('%s', { timeout: 60_000 }, async (_, width, height, inset) => {
    const page = await pageAt(width, height, width === 640 ? 2 : 1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { bottom: inset, bottomMax: inset } });
    const found: string[] = [];
    try {
      for (const state of EVERYWHERE) {
        await visit(page, state);
        const seen = await page.evaluate(() => {
          window.scrollTo(0, (document.scrollingElement ?? document.documentElement).scrollHeight);
          const bar = document.querySelector('.contact-bar');
          if (!bar) return { problems: ['no contact bar'], padding: 0 };
          const barBox = bar.getBoundingClientRect();
          const problems: string[] = [];
          if (Math.abs(barBox.bottom - innerHeight) > 0.5)
            problems.push(`the bar ends at ${barBox.bottom}, not at the bottom`);
          for (const selector of ['footer', 'main']) {
            let last = document.querySelector(selector);
            while (last?.lastElementChild) last = last.lastElementChild;
            if (!last) {
              problems.push(`no ${selector}`);
              continue;
            }
            const box = last.getBoundingClientRect();
            if (box.bottom > barBox.top + 0.5) {
              problems.push(
                `the end of ${selector}, ${window.a11y.describe(last)}, ends at ${box.bottom.toFixed(1)}, under the bar from ${barBox.top.toFixed(1)}`,
              );
            }
          }
          return { problems, padding: parseFloat(getComputedStyle(bar).paddingBottom) };
        });
        found.push(...seen.problems.map((p) => `${state.name}: ${p}`));
        // 0.5rem of its own, plus the safe area.
        expect(seen.padding, state.name).toBe(8 + inset);
      }
    } finally {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} });
      await cdp.detach();
    }
    expect(found).toEqual([]);
  });
});

test("WhatsApp buttons' text has at least 4.5:1 contrast on its background", async () => {
  // axe leaves a colour it cannot be sure of "incomplete"; these are checked
  // from the computed colours whatever axe says, over every route.
  const page = await pageAt(360, 800);
  const found: string[] = [];
  let checked = 0;
  for (const state of PAGES) {
    await visit(page, state);
    const ratios = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="https://wa.me/"]')].map((el) => ({
        what: window.a11y.describe(el),
        ratio: window.a11y.contrast(getComputedStyle(el).color, window.a11y.backdrop(el, true)),
      })),
    );
    checked += ratios.length;
    for (const { what, ratio } of ratios) if (ratio < 4.5) found.push(`${state.name}: ${what}: ${ratio.toFixed(2)}:1`);
  }
  expect(checked).toBeGreaterThan(7);
  expect(found).toEqual([]);
});
