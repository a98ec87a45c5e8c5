// The footer's line that says whether the shop is open now
// (docs/behaviour.md#open-now), in real Chromium with the clock fixed and
// the visitor in Los Angeles, 13½ hours behind the shop in India: the CLI's
// inline script reads the shop's clock, never the visitor's. The fixture
// shop opens Mon–Sat 10:30–20:30 and Sun 11:00–17:00, with four special
// days: Christmas Eve 10:00–14:00, Christmas closed, New Year's Eve
// 10:30–01:00 (past midnight), Republic Day (25–26 Jan) closed. Without
// JavaScript the week's hours show, and the line never moves the page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { ServedShop } from './global-setup';
import { errorsOf } from './page';
import { atRoot, NOT_FOUND, ROUTES, shopInChromium, viewOf } from './shop';
import { buildSite, copyOfFixtureShop, type Served, serve } from './site';

const chromium = shopInChromium();

/** The visitor's own time zone, far from the shop's. */
const VISITOR = 'America/Los_Angeles';

/** An instant written on the shop's clock, India Standard Time. */
const inIndia = (at: string) => new Date(`${at}:00+05:30`);

interface Seen {
  state: string | null;
  line: string;
  /** The special days the footer shows, as their text. */
  special: string[];
  /** The visitor's own day of the month at that instant. */
  visitorsDay: number;
}

/** Opens the page at `where` of `shop` at the instant `at` (the shop's clock) and reads the footer. */
async function footerAt(at: string, { shop = atRoot, at: where = '' }: { shop?: ServedShop; at?: string } = {}) {
  const context = await chromium.context({ origin: shop.origin, timezoneId: VISITOR });
  const page = await context.newPage();
  const errors = errorsOf(page, where === NOT_FOUND ? `${shop.origin}${shop.prefix}${where}` : undefined);
  await page.clock.setFixedTime(inIndia(at));
  await chromium.visit(page, where, { shop, hydrate: false });
  const seen = await read(page);
  expect(errors).toEqual([]);
  await context.close();
  return seen;
}

async function read(page: Page): Promise<Seen> {
  const line = page.locator('footer [data-open-now]');
  return {
    state: await line.getAttribute('data-open-now'),
    line: (await line.innerText()).trim(),
    special: await page.locator('footer [data-from]:visible').allInnerTexts(),
    visitorsDay: await page.evaluate(() => new Date().getDate()),
  };
}

describe('in the fixture shop, by its clock in India, for a visitor in Los Angeles', () => {
  test.each([
    ['an ordinary weekday at midday', '2026-12-09T13:00', 'open', 'Open now · closes 8:30 PM'],
    ['the same day at night', '2026-12-09T22:00', 'closed', 'Closed · opens 10:30 AM tomorrow'],
    ['the next morning, before it opens', '2026-12-10T09:00', 'closed', 'Closed · opens 10:30 AM'],
    ['a Sunday, on its own hours', '2026-12-13T16:30', 'open', 'Open now · closes 5:00 PM'],
    ['Christmas, a closed day', '2026-12-25T12:00', 'closed', 'Closed today (holiday) · opens 10:30 AM tomorrow'],
    ['Christmas Eve, a short day, at 13:00', '2026-12-24T13:00', 'open', 'Open now · closes 2:00 PM'],
    ['Christmas Eve at 15:00', '2026-12-24T15:00', 'closed', 'Closed · opens Saturday 10:30 AM'],
    ["New Year's Eve, open past midnight, at 23:30", '2026-12-31T23:30', 'open', 'Open now · closes 1:00 AM'],
    ["New Year's Day at 00:30, still New Year's Eve's hours", '2027-01-01T00:30', 'open', 'Open now · closes 1:00 AM'],
    ["New Year's Day at 01:30", '2027-01-01T01:30', 'closed', 'Closed · opens 10:30 AM'],
    [
      'Republic Day, the first of two closed days',
      '2027-01-25T12:00',
      'closed',
      'Closed today (holiday) · opens Wednesday 10:30 AM',
    ],
  ])('%s (%s): %s, "%s"', async (_, at, state, line) => {
    const seen = await footerAt(at);
    expect(seen.state).toBe(state);
    expect(seen.line).toBe(line);
  });

  test("the visitor's own calendar is another day: only the shop's counts", async () => {
    // 13:00 on the 9th in India is 23:30 on the 8th in Los Angeles.
    const seen = await footerAt('2026-12-09T13:00');
    expect(seen.visitorsDay).toBe(8);
    expect(seen.state).toBe('open');
  });

  test('the footer shows the special days of the next 14, today among them', async () => {
    expect((await footerAt('2026-12-24T13:00')).special).toEqual([
      '24 Dec · Christmas Eve 10:00 AM – 2:00 PM',
      '25 Dec · Christmas Closed',
      "31 Dec · New Year's Eve 10:30 AM – 1:00 AM",
    ]);
    expect((await footerAt('2027-01-20T10:00')).special).toEqual(['25–26 Jan · Republic Day Closed']);
    // None in the next 14 days: no heading over an empty list either.
    const context = await chromium.context({ origin: atRoot.origin, timezoneId: VISITOR });
    const page = await context.newPage();
    await page.clock.setFixedTime(inIndia('2026-12-01T12:00'));
    await chromium.visit(page, '', { hydrate: false });
    expect(await page.locator('footer [data-special-days]').isVisible()).toBe(false);
    expect(await page.getByText('Holidays and special hours').isVisible()).toBe(false);
    await context.close();
  });

  test('every page has the line, and runs the one inline script for it', async () => {
    for (const { route, path: where } of ROUTES) {
      const seen = await footerAt('2026-12-09T13:00', { at: where });
      expect(seen.line, route).toBe('Open now · closes 8:30 PM');
    }
  });
});

describe('without JavaScript', () => {
  test("the week's hours show under their heading, with every special day", async () => {
    const { shell } = viewOf('home');
    const { page, close } = await chromium.open('', { javaScriptEnabled: false });
    const footer = page.locator('footer');
    const line = footer.locator('[data-open-now]');
    expect(await line.innerText()).toBe('Opening hours');
    expect(await line.getAttribute('data-open-now')).toBe('');
    expect(await footer.locator('.hours').first().locator('li').allInnerTexts()).toEqual([
      'Mon–Sat 10:30 AM – 8:30 PM',
      'Sun 11:00 AM – 5:00 PM',
    ]);
    expect(await footer.locator('[data-from]:visible').allInnerTexts()).toEqual(
      shell.special_days.days.map((d) => `${d.dates}${d.name ? ` · ${d.name}` : ''} ${d.hours}`),
    );
    expect(shell.special_days.days).toHaveLength(4);
    await close();
  });
});

describe('the line takes the place of the heading: nothing moves', () => {
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}, with the whole footer in view, the layout shift is 0`, async () => {
      // A window as tall as the page, so that the footer is on screen as it
      // is drawn: a shift anywhere in it would count. On Republic Day the
      // line is at its longest (two lines at 360 px), and the three special
      // days before it leave the list: drawn before the script ran, the
      // footer would move.
      const options: BrowserContextOptions = { viewport: { ...viewport, height: 6000 }, timezoneId: VISITOR };
      const context = await chromium.context(options);
      const page = await context.newPage();
      await page.clock.setFixedTime(inIndia('2027-01-25T12:00'));
      await page.addInitScript(() => {
        (window as { shift?: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as { shift?: number }).shift! += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await chromium.visit(page, 'about/', { hydrate: false });
      const footer = await page.locator('footer').boundingBox();
      expect(footer!.y + footer!.height).toBeLessThan(6000);
      const line = page.locator('footer [data-open-now]');
      expect(await line.innerText()).toBe('Closed today (holiday) · opens Wednesday 10:30 AM');
      expect(await page.locator('footer [data-from]:visible').allInnerTexts()).toEqual([
        '25–26 Jan · Republic Day Closed',
      ]);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(await page.evaluate(() => (window as { shift?: number }).shift)).toBe(0);
      await context.close();
    });
  }
});

/** The open-now words in Hindi, as an owner writing Hindi gives them. */
const HINDI = `open_now:
  open: अभी खुला है
  closes: "{time} तक"
  closed: बंद है
  closed_today: आज छुट्टी है
  opens_today: "{time} पर खुलेगा"
  opens_tomorrow: "कल {time} पर खुलेगा"
  opens_on: "{day} {time} पर खुलेगा"
  days: [सोमवार, मंगलवार, बुधवार, गुरुवार, शुक्रवार, शनिवार, रविवार]
`;

/** The footer's words for the hours in Hindi: the days' names, AM and PM. */
const HINDI_HOURS = `  short_days: [सोम, मंगल, बुध, गुरु, शुक्र, शनि, रवि]
  am: "पूर्वाह्न {time}"
  pm: "अपराह्न {time}"
`;

describe('a shop open past midnight, closed on Sundays, in Hindi', () => {
  let served: Served;
  let shop: ServedShop;
  beforeAll(async () => {
    // The fixture shop, open 17:00–02:00 Monday to Saturday, without its
    // special days, its open-now words in Hindi.
    const content = copyOfFixtureShop();
    const file = path.join(content, 'site.yaml');
    const indented = /(?: {2}.*\n)+/.source;
    const site = readFileSync(file, 'utf8')
      .replace(
        new RegExp(`opening_hours:\\n${indented}`),
        'opening_hours:\n  - days: [Mo, Tu, We, Th, Fr, Sa]\n    opens: "17:00"\n    closes: "02:00"\n',
      )
      .replace(new RegExp(`special_hours:\\n${indented}`), '')
      .replace(new RegExp(`open_now:.*\\n${indented}`), HINDI)
      .replace(/ {2}short_days: .*\n {2}am: .*\n {2}pm: .*\n/, HINDI_HOURS);
    expect(site).toContain('closes: "02:00"');
    expect(site).toContain('am: "पूर्वाह्न {time}"');
    expect(site).toContain('opens_on: "{day} {time} पर खुलेगा"');
    expect(site).not.toContain('Republic Day');
    writeFileSync(file, site);
    const dist = buildSite('https://sharmamobilecare.in/', content);
    served = await serve(dist, '/');
    shop = { origin: served.origin, prefix: '/', dist };
  });
  afterAll(async () => {
    await served.close();
  });

  test.each([
    ['Saturday at 23:00', '2026-12-12T23:00', 'open', 'अभी खुला है · पूर्वाह्न 2:00 तक'],
    ["Sunday at 01:00, still Saturday's night", '2026-12-13T01:00', 'open', 'अभी खुला है · पूर्वाह्न 2:00 तक'],
    ["Sunday at 02:00, when Saturday's night ends", '2026-12-13T02:00', 'closed', 'बंद है · कल अपराह्न 5:00 पर खुलेगा'],
    ['Sunday at noon, a day it is closed', '2026-12-13T12:00', 'closed', 'बंद है · कल अपराह्न 5:00 पर खुलेगा'],
    ['Monday at 03:00', '2026-12-14T03:00', 'closed', 'बंद है · अपराह्न 5:00 पर खुलेगा'],
    ['Saturday at 03:00, after Friday night', '2026-12-12T03:00', 'closed', 'बंद है · अपराह्न 5:00 पर खुलेगा'],
  ])('%s (%s): %s, "%s"', async (_, at, state, line) => {
    const seen = await footerAt(at, { shop });
    expect(seen.state).toBe(state);
    expect(seen.line).toBe(line);
  });

  test("the footer's week of hours has the Hindi days' names and times", async () => {
    const { page, close } = await chromium.open('', { shop });
    expect(await page.locator('footer .hours').first().locator('li').allInnerTexts()).toEqual([
      'सोम–शनि अपराह्न 5:00 – पूर्वाह्न 2:00',
    ]);
    await close();
  });
});
