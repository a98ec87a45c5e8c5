// The Videos accordion where only a real browser can tell: taps and the
// keyboard (Enter, Space, Tab into the open playlist), the same rules
// without JavaScript and before the island wakes up on a slow phone, and
// thumbnails that give way when the video site's pictures fail. Each link is
// the component tests' job (src/pages/videos.test.tsx).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import type { PlaylistView } from '../src/generated/view';
import { hydrated, looksWithoutPictures, untilHydrated, watchShifts } from './page';
import { pathOf, shopInChromium, viewOf } from './shop';

const chromium = shopInChromium();
const { page: videos } = viewOf('videos');
const playlists = videos.playlists;

/** The names of the playlists whose videos show. */
function open(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.acc-item')]
      .filter((item) => item.querySelector('.acc-panel')?.checkVisibility())
      .map((item) => item.querySelector('.acc-name')?.textContent ?? ''),
  );
}

/** A playlist's toggle: the <summary> of its <details>. */
function toggle(page: Page, playlist: PlaylistView) {
  return page.locator(`#${playlist.id} > summary`);
}

type Shown = { title: string; href: string | null; target: string | null; rel: string | null; thumb: string | null };

/** The video links of one playlist's panel. */
function videosIn(page: Page, playlist: PlaylistView): Promise<Shown[]> {
  return page.evaluate(
    (id) =>
      [...(document.getElementById(id)?.querySelectorAll('.acc-panel a') ?? [])].map((a) => ({
        title: a.querySelector('.video-title')?.textContent ?? '',
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        thumb: a.querySelector('img')?.getAttribute('src') ?? null,
      })),
    playlist.id,
  );
}

function expectedVideos(playlist: PlaylistView): Shown[] {
  return playlist.videos.map((v) => ({
    title: v.title,
    href: v.href,
    target: '_blank',
    rel: 'noopener',
    thumb: v.thumb,
  }));
}

/** Taps on the playlists in turn, and the one open after each: at most one, a second tap closing it. */
async function tapsFollowTheRules(page: Page): Promise<void> {
  const [first, second] = [playlists[0]!, playlists[1]!];
  expect(await open(page)).toEqual([]);
  await toggle(page, first).click();
  await expect.poll(() => open(page)).toEqual([first.name]);
  await toggle(page, second).click();
  await expect.poll(() => open(page)).toEqual([second.name]);
  await toggle(page, second).click();
  await expect.poll(() => open(page)).toEqual([]);
}

describe('the Videos accordion', () => {
  test('a tap opens a playlist and closes the open one; Enter and Space on a toggle do the same; Tab goes into the open one', async () => {
    expect(playlists.length).toBeGreaterThan(1);
    const [first, second] = [playlists[0]!, playlists[1]!];
    const { page, errors, close } = await chromium.open(pathOf('videos'));
    await tapsFollowTheRules(page);

    for (const [playlist, key, after] of [
      [first, 'Enter', [first.name]],
      [first, 'Space', []],
      [second, 'Space', [second.name]],
      [first, 'Enter', [first.name]],
      [first, 'Enter', []],
    ] as const) {
      await toggle(page, playlist).focus();
      await page.keyboard.press(key);
      await expect.poll(() => open(page), { message: `${key} on ${playlist.name}` }).toEqual(after);
    }

    // From an open toggle, Tab goes into its panel, to the first video.
    await toggle(page, second).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => open(page)).toEqual([second.name]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(second.videos[0]!.href);

    expect(errors).toEqual([]);
    await close();
  });

  test('without JavaScript the playlists open and close the same way, each with every video link', async () => {
    const { page, close } = await chromium.open(pathOf('videos'), { javaScriptEnabled: false });
    expect(await hydrated(page)).toBe(false);
    await tapsFollowTheRules(page);
    for (const playlist of playlists) {
      await toggle(page, playlist).click();
      await expect.poll(() => open(page)).toEqual([playlist.name]);
      expect(await videosIn(page, playlist), playlist.name).toEqual(expectedVideos(playlist));
    }
    await close();
  });

  test('the page does not move when the island wakes up', async () => {
    const context = await chromium.context({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const shifts = await watchShifts(page);
    await chromium.visit(page, pathOf('videos'));
    await page.waitForTimeout(300);
    expect(await shifts()).toEqual([]);
    await context.close();
  });

  test('on a slow phone, a playlist tapped before the island wakes up opens, and stays the one open', async () => {
    const { page, errors, close, wake } = await chromium.slowPhone(pathOf('videos'));
    const [first, second] = [playlists[0]!, playlists[1]!];
    await toggle(page, second).click();
    expect(await hydrated(page)).toBe(false);
    await expect.poll(() => open(page)).toEqual([second.name]);
    wake();
    await untilHydrated(page);
    expect(await open(page)).toEqual([second.name]);
    await toggle(page, first).click();
    await expect.poll(() => open(page)).toEqual([first.name]);
    expect(errors).toEqual([]);
    await close();
  });

  test("when the video site's pictures fail, every thumbnail gives way to the tile of a video without a picture", async () => {
    const { page, errors, close } = await chromium.open(pathOf('videos'), { images: 'fail' });
    for (const playlist of playlists) {
      await toggle(page, playlist).click();
      await expect.poll(() => open(page)).toEqual([playlist.name]);
      const tiles = page.locator(`#${playlist.id} .thumb`);
      expect(await tiles.count()).toBe(playlist.videos.length);
      for (const [i, video] of playlist.videos.entries()) {
        expect(await looksWithoutPictures(tiles.nth(i), 'nothing'), video.title).toBe(true);
      }
    }
    // The failed downloads are the point here; nothing else may go wrong.
    expect(errors.filter((e) => !/^Failed to load resource: /.test(e))).toEqual([]);
    await close();
  });
});
