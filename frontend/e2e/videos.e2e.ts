// The Videos accordion where only a real browser can tell: taps and the
// keyboard (Enter, Space, Tab into the open playlist), every playlist and
// video link readable without JavaScript, and thumbnails that give way when
// the video site's pictures fail. The accordion's rules and each link are the
// component tests' job (src/pages/videos.test.tsx).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";

import type { PlaylistView } from "../src/generated/view";
import { hydrated } from "./page";
import { pathOf, shopInChromium, viewOf } from "./shop";

const chromium = shopInChromium();
const { page: videos } = viewOf("videos");
const playlists = videos.playlists;

/** The names of the playlists whose videos show. */
function open(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".acc-item")]
      .filter((item) => item.querySelector(".acc-panel")?.checkVisibility())
      .map((item) => item.querySelector(".acc-name")?.textContent ?? ""),
  );
}

function toggle(page: Page, playlist: PlaylistView) {
  return page.locator(`#${playlist.id}-toggle`);
}

type Shown = { title: string; href: string | null; target: string | null; rel: string | null; thumb: string | null; fallback: boolean };

/** The video links of one playlist's panel. */
function videosIn(page: Page, playlist: PlaylistView): Promise<Shown[]> {
  return page.evaluate(
    (id) =>
      [...(document.getElementById(`${id}-videos`)?.querySelectorAll("a") ?? [])].map((a) => ({
        title: a.querySelector(".video-title")?.textContent ?? "",
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
        thumb: a.querySelector("img")?.getAttribute("src") ?? null,
        fallback: a.querySelector(".thumb")?.classList.contains("fallback") ?? false,
      })),
    playlist.id,
  );
}

function expectedVideos(playlist: PlaylistView, imageHost: "up" | "down"): Shown[] {
  return playlist.videos.map((v) => ({
    title: v.title,
    href: v.href,
    target: "_blank",
    rel: "noopener",
    thumb: imageHost === "up" ? v.thumb : null,
    fallback: imageHost === "down",
  }));
}

describe("the Videos accordion", () => {
  test("a tap opens a playlist and closes the open one; Enter and Space on a toggle do the same; Tab goes into the open one", async () => {
    expect(playlists.length).toBeGreaterThan(1);
    const [first, second] = [playlists[0]!, playlists[1]!];
    const { page, errors, close } = await chromium.open(pathOf("videos"));
    expect(await open(page)).toEqual([]);

    await toggle(page, first).click();
    await expect.poll(() => open(page)).toEqual([first.name]);
    await toggle(page, second).click();
    await expect.poll(() => open(page)).toEqual([second.name]);
    await toggle(page, second).click();
    await expect.poll(() => open(page)).toEqual([]);

    for (const [playlist, key, after] of [
      [first, "Enter", [first.name]],
      [first, "Space", []],
      [second, "Space", [second.name]],
      [first, "Enter", [first.name]],
      [first, "Enter", []],
    ] as const) {
      await toggle(page, playlist).focus();
      await page.keyboard.press(key);
      await expect.poll(() => open(page), { message: `${key} on ${playlist.name}` }).toEqual(after);
    }

    // From an open toggle, Tab goes into its panel, to the first video.
    await toggle(page, second).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => open(page)).toEqual([second.name]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(second.videos[0]!.href);

    expect(errors).toEqual([]);
    await close();
  });

  test("without JavaScript every playlist is open with every video link", async () => {
    const { page, close } = await chromium.open(pathOf("videos"), { javaScriptEnabled: false });
    expect(await hydrated(page)).toBe(false);
    expect(await open(page)).toEqual(playlists.map((p) => p.name));
    for (const playlist of playlists) {
      expect(await videosIn(page, playlist), playlist.name).toEqual(expectedVideos(playlist, "up"));
    }
    await close();
  });

  test("when the video site's pictures fail, every thumbnail gives way to the fallback tile", async () => {
    const { page, errors, close } = await chromium.open(pathOf("videos"), { images: "fail" });
    for (const playlist of playlists) {
      await toggle(page, playlist).click();
      await expect.poll(() => open(page)).toEqual([playlist.name]);
      for (const link of await page.locator(`#${playlist.id}-videos a`).all()) await link.scrollIntoViewIfNeeded();
      await expect.poll(() => videosIn(page, playlist)).toEqual(expectedVideos(playlist, "down"));
    }
    // The failed downloads are the point here; nothing else may go wrong.
    expect(errors.filter((e) => !/^Failed to load resource: /.test(e))).toEqual([]);
    await close();
  });
});
