// The Videos page in real Chromium: the accordion of spec §4 (at most one
// playlist open, a second click closes it, by mouse and by keyboard), every
// playlist readable without JavaScript, and every link going where
// content/videos.yaml and content/site.yaml say, in a new tab.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";

import { offlineContext } from "./browser";
import { errorsOf, hydrated, whatsapp, WHATSAPP_NUMBER } from "./page";
import { shopInChromium } from "./shop";

// --- By hand from content/videos.yaml --------------------------------------

type Video = { id: string; title: string; thumb?: string };
type Playlist = { id: string; name: string; videos: Video[] };

const DISPLAY = "Display & Screen Repair";
const BOARD = "Motherboard & Chip Level";
const TOOLS = "Tools & Equipment";
const WATER = "Data Recovery & Water Damage";

const PLAYLISTS: Playlist[] = [
  {
    id: "display-screen-repair",
    name: DISPLAY,
    videos: [
      {
        id: "kR7vQ2mXb4E",
        title: "iPhone 13 screen replacement — step by step (Hindi)",
        thumb: "https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg",
      },
      { id: "Tz3LpN8wYcA", title: "Samsung A-series OLED display change kaise karein" },
      { id: "m9QdF1sHk0U", title: "Touch not working? Display connector check in 5 minutes" },
      { id: "Bw5xJe2Ru7g", title: "Back glass removal with laser machine — full process" },
    ],
  },
  {
    id: "motherboard-chip-level",
    name: BOARD,
    videos: [
      { id: "Hq8ZtV3nP1c", title: "Dead phone, no power — motherboard fault finding (Hindi)" },
      { id: "y2KcR6wLm9s", title: "CPU reballing on iPhone 11 — BGA rework explained" },
      { id: "P4nGx7aTq0d", title: "Short circuit kaise dhoondhein — thermal camera vs rosin" },
    ],
  },
  {
    id: "tools-equipment",
    name: TOOLS,
    videos: [
      { id: "aV1sE9kYd3M", title: "Best soldering station for beginners under ₹3,000" },
      { id: "Xf6uB0rNc2L", title: "Microscope setup for mobile repair — beginner guide" },
      { id: "e3WjH8pZo5K", title: "Multimeter se phone kaise check karein — basics" },
    ],
  },
  {
    id: "data-recovery-water-damage",
    name: WATER,
    videos: [
      {
        id: "Gn2yT5vKq8R",
        title: "Phone paani me gir gaya? First 24 hours me kya karein",
        thumb: "https://i.ytimg.com/vi/Gn2yT5vKq8R/hqdefault.jpg",
      },
      { id: "c7LmS4xWb1F", title: "Dead phone se data recovery — photos aur WhatsApp kaise bachayein" },
      { id: "Ur0dQ6hJt3Y", title: "Ultrasonic cleaning of a water-damaged motherboard" },
    ],
  },
];

/** content/site.yaml `video_channel`. */
const CHANNEL = "https://www.youtube.com/@sharmamobilecare";
/** content/site.yaml `messages.repair_help`, the text of 'Message Now'. */
const MESSAGE = "Phone repair help";

/** The watch link of links.rs `watch()`. */
const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The thumbnail: the one content gives, else the video site's own (links.rs `thumbnail()`). */
const thumb = (v: Video) => v.thumb ?? `https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`;

// --- What the page shows ----------------------------------------------------

type Toggle = {
  name: string;
  tag: string;
  id: string;
  expanded: string | null;
  controls: string | null;
  panel: { id: string; role: string | null; labelledBy: string | null; visible: boolean } | null;
};

/** Every playlist heading and its panel, read in one go. */
function accordion(page: Page): Promise<Toggle[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h2 .acc-toggle")].map((toggle) => {
      const panelId = toggle.getAttribute("aria-controls") ?? `${toggle.id.replace(/-toggle$/, "")}-videos`;
      const panel = document.getElementById(panelId);
      return {
        name: toggle.querySelector(".acc-name")?.textContent ?? "",
        tag: toggle.tagName.toLowerCase(),
        id: toggle.id,
        expanded: toggle.getAttribute("aria-expanded"),
        controls: toggle.getAttribute("aria-controls"),
        panel: panel && {
          id: panel.id,
          role: panel.getAttribute("role"),
          labelledBy: panel.getAttribute("aria-labelledby"),
          visible: panel.checkVisibility(),
        },
      };
    }),
  );
}

/** The hydrated accordion with `open` (or none) open and every other closed. */
function hydratedAccordion(open: string | null): Toggle[] {
  return PLAYLISTS.map((p) => ({
    name: p.name,
    tag: "button",
    id: `${p.id}-toggle`,
    expanded: String(p.name === open),
    controls: `${p.id}-videos`,
    panel: { id: `${p.id}-videos`, role: "region", labelledBy: `${p.id}-toggle`, visible: p.name === open },
  }));
}

/** Waits for exactly `open` to be open, and checks that never more than one is. */
async function expectOpen(page: Page, open: string | null): Promise<void> {
  await expect.poll(() => accordion(page)).toEqual(hydratedAccordion(open));
  const expanded = await page.locator('main button[aria-expanded="true"]').count();
  expect(expanded).toBeLessThanOrEqual(1);
}

function toggle(page: Page, name: string) {
  return page.getByRole("button", { name, exact: false }).filter({ has: page.locator(".acc-name", { hasText: name }) });
}

type Shown = { title: string; href: string | null; target: string | null; rel: string | null; img: Record<string, string | null> | null; fallback: boolean };

/** The video links inside one panel. */
function videosIn(page: Page, panelId: string): Promise<Shown[]> {
  return page.evaluate((id) => {
    const panel = document.getElementById(id);
    return [...(panel?.querySelectorAll("a") ?? [])].map((a) => {
      const img = a.querySelector("img");
      return {
        title: a.querySelector(".video-title")?.textContent ?? "",
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
        img: img && {
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        },
        fallback: a.querySelector(".thumb")?.classList.contains("fallback") ?? false,
      };
    });
  }, panelId);
}

function expectedVideos(playlist: Playlist, imageHost: "up" | "down"): Shown[] {
  return playlist.videos.map((v) => ({
    title: v.title,
    href: watch(v.id),
    target: "_blank",
    rel: "noopener",
    img: imageHost === "up" ? { src: thumb(v), alt: "", loading: "lazy", width: "320", height: "180" } : null,
    fallback: imageHost === "down",
  }));
}

// --- The tests ----------------------------------------------------------------

const shop = shopInChromium();

async function open(options: Parameters<typeof offlineContext>[2] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await offlineContext(shop.browser, shop.origin, options);
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto(`${shop.origin}/videos/`);
  if (options.javaScriptEnabled !== false) await expect.poll(() => hydrated(page)).toBe(true);
  return { context, page, errors };
}

/** What 'Message Now' and 'Visit Channel' say and where they go. */
async function callToAction(page: Page) {
  const message = page.getByRole("link", { name: "Message Now", exact: true });
  const channel = page.getByRole("link", { name: "Visit Channel", exact: true });
  return {
    message: whatsapp(await message.getAttribute("href")),
    messageTarget: [await message.getAttribute("target"), await message.getAttribute("rel")],
    channel: await channel.getAttribute("href"),
    channelTarget: [await channel.getAttribute("target"), await channel.getAttribute("rel")],
  };
}

const CALL_TO_ACTION = {
  message: { number: WHATSAPP_NUMBER, text: MESSAGE },
  messageTarget: ["_blank", "noopener"],
  channel: CHANNEL,
  channelTarget: ["_blank", "noopener"],
};

describe("the Videos accordion", () => {
  test("after hydration every playlist is closed; opening one closes the other, and clicking the open one closes it", async () => {
    const { context, page, errors } = await open();
    await expectOpen(page, null);

    for (const [click, open] of [
      [DISPLAY, DISPLAY],
      [BOARD, BOARD],
      [BOARD, null],
      [TOOLS, TOOLS],
      [WATER, WATER],
      [DISPLAY, DISPLAY],
      [DISPLAY, null],
      [WATER, WATER],
      [WATER, null],
    ] as const) {
      await toggle(page, click).click();
      await expectOpen(page, open);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  test("Enter and Space on a focused toggle open and close it", async () => {
    const { context, page, errors } = await open();
    for (const [name, key, open] of [
      [TOOLS, "Enter", TOOLS],
      [TOOLS, "Space", null],
      [BOARD, "Space", BOARD],
      [DISPLAY, "Enter", DISPLAY],
      [DISPLAY, "Enter", null],
    ] as const) {
      await toggle(page, name).focus();
      await page.keyboard.press(key);
      await expectOpen(page, open);
    }
    // Tab from an open toggle goes into its panel, to the first video.
    await toggle(page, WATER).focus();
    await page.keyboard.press("Enter");
    await expectOpen(page, WATER);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(watch("Gn2yT5vKq8R"));

    expect(errors).toEqual([]);
    await context.close();
  });

  test("with JavaScript disabled every playlist is open and every video link is there", async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    expect(await hydrated(page)).toBe(false);
    expect(await accordion(page)).toEqual(
      PLAYLISTS.map((p) => ({
        name: p.name,
        tag: "span",
        id: `${p.id}-toggle`,
        expanded: null,
        controls: null,
        panel: { id: `${p.id}-videos`, role: "region", labelledBy: `${p.id}-toggle`, visible: true },
      })),
    );
    for (const playlist of PLAYLISTS) {
      // The images are stubbed and lazy, so whether each is loaded yet does not matter here.
      const shown = (await videosIn(page, `${playlist.id}-videos`)).map((v) => ({ ...v, fallback: false }));
      expect(shown, playlist.name).toEqual(expectedVideos(playlist, "up"));
    }
    expect(await callToAction(page)).toEqual(CALL_TO_ACTION);
    await context.close();
  });
});

describe("the Videos links", () => {
  test("every video opens its watch page in a new tab, with a lazy thumbnail of fixed size; 'Message Now' and 'Visit Channel' go to WhatsApp and the channel", async () => {
    const { context, page, errors } = await open();
    for (const playlist of PLAYLISTS) {
      await toggle(page, playlist.name).click();
      await expectOpen(page, playlist.name);
      expect(await videosIn(page, `${playlist.id}-videos`), playlist.name).toEqual(expectedVideos(playlist, "up"));
    }
    expect(await callToAction(page)).toEqual(CALL_TO_ACTION);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("when the video site's pictures fail, every thumbnail gives way to the fallback tile", async () => {
    const { context, page, errors } = await open({ images: "fail" });
    for (const playlist of PLAYLISTS) {
      await toggle(page, playlist.name).click();
      await expectOpen(page, playlist.name);
      const panel = `${playlist.id}-videos`;
      for (const link of await page.locator(`#${panel} a`).all()) await link.scrollIntoViewIfNeeded();
      await expect.poll(() => videosIn(page, panel)).toEqual(expectedVideos(playlist, "down"));
    }
    // The failed downloads are the point here; nothing else may go wrong.
    expect(errors.filter((e) => !/^Failed to load resource: .*\(https:\/\/i\.ytimg\.com\//.test(e))).toEqual([]);
    await context.close();
  });
});
