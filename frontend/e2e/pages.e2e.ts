// Every element the spec (§2, §7, §9) lists for Home, Training, Repairs and
// About, and the default error page, checked in real Chromium over the site
// the CLI builds from the shipped content. The expected values are written
// out here, copied from content/*.yaml, so a wrong text, link or order fails.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";

import { offlineContext } from "./browser";
import { errorsOf, hydrated, WHATSAPP_NUMBER, whatsapp } from "./page";
import { shopInChromium } from "./shop";

const CALL = "tel:+919876543210";

const NAV: [label: string, href: string][] = [
  ["Home", "/"],
  ["Training", "/training/"],
  ["Products", "/products/"],
  ["Videos", "/videos/"],
  ["About", "/about/"],
];

const shop = shopInChromium();

/** Opens `path` in a fresh offline context and waits until React has hydrated it. */
async function open(path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await offlineContext(shop.browser, shop.origin);
  const page = await context.newPage();
  const errors = errorsOf(page);
  const response = await page.goto(`${shop.origin}${path}`);
  expect(response?.status()).toBe(200);
  await expect.poll(() => hydrated(page)).toBe(true);
  return { context, page, errors };
}

/** The top block of the page: the section holding the one h1. */
function hero(page: Page): Locator {
  return page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
}

function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The row of big numbers under a hero, as [value, label] pairs in order. */
async function stats(page: Page): Promise<[string, string][]> {
  const items = await page.locator("ul.stats").getByRole("listitem").all();
  return Promise.all(
    items.map(async (item): Promise<[string, string]> => [
      await item.locator("strong").innerText(),
      await item.locator("span").innerText(),
    ]),
  );
}

/** A WhatsApp button: the shop's number, the decoded prefilled text, and a new tab. */
async function expectWhatsApp(link: Locator, text: string): Promise<void> {
  expect(await link.count()).toBe(1);
  expect(whatsapp(await link.getAttribute("href"))).toEqual({ number: WHATSAPP_NUMBER, text });
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("noopener");
}

/** An in-site link: exact href, same tab. */
async function expectInternal(link: Locator, href: string): Promise<void> {
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute("href")).toBe(href);
  expect(await link.getAttribute("target")).toBeNull();
}

/** A call link: exact tel: href; it hands over to the phone app in place. */
async function expectCall(link: Locator): Promise<void> {
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute("href")).toBe(CALL);
  expect(await link.getAttribute("target")).toBeNull();
}

/**
 * What every page shares: every WhatsApp link carries 91 + the number and
 * opens in a new tab; the Main nav has the five pages and no Repairs; the
 * contact bar calls and messages the shop.
 */
async function expectShell(page: Page): Promise<void> {
  const wa = page.locator('a[href*="wa.me"], a[href*="whatsapp.com"]');
  expect(await wa.count()).toBeGreaterThan(0);
  for (const link of await wa.all()) {
    const href = await link.getAttribute("href");
    expect(whatsapp(href).number, href ?? "").toBe(WHATSAPP_NUMBER);
    expect(await link.getAttribute("target"), href ?? "").toBe("_blank");
    expect(await link.getAttribute("rel"), href ?? "").toBe("noopener");
  }

  const nav = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  expect((await nav.allInnerTexts()).map((t) => t.trim())).toEqual(NAV.map(([label]) => label));
  expect(await Promise.all((await nav.all()).map((l) => l.getAttribute("href")))).toEqual(NAV.map(([, href]) => href));

  const bar = page.getByRole("navigation", { name: "Contact" });
  await expectCall(bar.getByRole("link", { name: "Call", exact: true }));
  await expectWhatsApp(bar.getByRole("link", { name: "WhatsApp", exact: true }), "Phone repair help");
}

describe("Home", () => {
  const COURSES = [
    { name: "Beginner", meta: ["4 weeks", "Mon–Fri"], focus: ["Basics", "Tools", "Safe opening"] },
    { name: "Advanced", meta: ["6 weeks", "Mon–Fri"], focus: ["Board fix", "Solder", "Common faults"] },
    { name: "Chip-Level", meta: ["8 weeks", "Mon–Sat"], focus: ["IC work", "Data save", "Fine solder"] },
  ];
  // The newest 3 across all playlists of content/videos.yaml, newest first.
  const LATEST = [
    { id: "Hq8ZtV3nP1c", title: "Dead phone, no power — motherboard fault finding (Hindi)", date: "10 Nov 2026" },
    { id: "Gn2yT5vKq8R", title: "Phone paani me gir gaya? First 24 hours me kya karein", date: "2 Nov 2026" },
    { id: "kR7vQ2mXb4E", title: "iPhone 13 screen replacement — step by step (Hindi)", date: "28 Oct 2026" },
  ];

  test("shows the hero, stats, course cards, latest videos and call block, and leads to Repairs", async () => {
    const { context, page, errors } = await open("/");
    await expectShell(page);

    const top = hero(page);
    expect(await top.getByText("Same-day phone checkup", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Mobile Repair • Simple Training"]);
    await expectInternal(top.getByRole("link", { name: "Repair list", exact: true }), "/repairs/");
    await expectWhatsApp(top.getByRole("link", { name: "WhatsApp", exact: true }), "Phone repair help");

    expect(await stats(page)).toEqual([
      ["30m", "Checkup"],
      ["90d", "Guarantee"],
      ["10k+", "Phones fixed"],
    ]);

    const courses = region(page, "Training courses");
    expect(await courses.getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(
      COURSES.map((c) => c.name),
    );
    for (const course of COURSES) {
      const card = courses.getByRole("article").filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
      expect(await card.locator("p.meta > span").allInnerTexts()).toEqual(course.meta);
      expect(await card.getByRole("listitem").allInnerTexts()).toEqual(course.focus);
      await expectWhatsApp(card.getByRole("link", { name: "Enrol", exact: true }), `Join ${course.name}`);
      await expectWhatsApp(card.getByRole("link", { name: "Fees & time", exact: true }), `Fees and timings for ${course.name}`);
    }

    const videos = region(page, "Latest videos");
    const links = videos.getByRole("link");
    expect(await links.count()).toBe(LATEST.length + 1);
    for (const [i, video] of LATEST.entries()) {
      const card = links.nth(i);
      expect(await card.getByText(video.title, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(video.date, { exact: true }).isVisible()).toBe(true);
      expect(await card.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${video.id}`);
      expect(await card.getAttribute("target")).toBe("_blank");
      expect(await card.getAttribute("rel")).toBe("noopener");
      const thumb = card.locator("img");
      expect(await thumb.count()).toBe(1);
      expect(await thumb.getAttribute("src")).toMatch(new RegExp(`^https://i\\.ytimg\\.com/vi/${video.id}/`));
      expect(await thumb.getAttribute("loading")).toBe("lazy");
      expect(await thumb.getAttribute("width")).toBe("320");
      expect(await thumb.getAttribute("height")).toBe("180");
      expect(await thumb.getAttribute("alt")).toBe("");
    }
    await expectInternal(videos.getByRole("link", { name: "All videos", exact: true }), "/videos/");

    const cta = region(page, "Phone problem? Talk now");
    expect(await cta.getByText("Free 30-minute checkup", { exact: true }).isVisible()).toBe(true);
    await expectCall(cta.getByRole("link", { name: "Call now", exact: true }));

    expect(errors).toEqual([]);

    // Repairs is not in the navigation, but the Repair list button gets there.
    await top.getByRole("link", { name: "Repair list", exact: true }).click();
    await page.waitForURL(`${shop.origin}/repairs/`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["What we repair"]);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a latest video whose thumbnail host fails shows the fallback tile and its title", async () => {
    const context = await offlineContext(shop.browser, shop.origin, { images: "fail" });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${shop.origin}/`);
    await expect.poll(() => hydrated(page)).toBe(true);

    const videos = region(page, "Latest videos");
    await videos.scrollIntoViewIfNeeded();
    await expect.poll(() => videos.locator(".thumb.fallback").count()).toBe(LATEST.length);
    expect(await videos.locator("img").count()).toBe(0);
    const links = videos.getByRole("link");
    for (const [i, video] of LATEST.entries()) {
      expect(await links.nth(i).getByText(video.title, { exact: true }).isVisible()).toBe(true);
      expect(await links.nth(i).locator(".thumb.fallback").isVisible()).toBe(true);
    }
    // Only the blocked pictures themselves may be reported.
    expect(errors.filter((e) => !/^Failed to load resource: .* \(https:\/\/i\.ytimg\.com\//.test(e))).toEqual([]);
    await context.close();
  });
});

test("Training shows the hero, courses with weeks and days, value cards and the seat and syllabus links", async () => {
  const COURSES = [
    {
      name: "Beginner",
      meta: ["4 weeks", "Mon–Fri", "10:30 AM – 1:30 PM"],
      focus: ["Basics", "Tools", "Safe opening"],
      summary:
        "Phone kholna aur tools chalana — शुरुआत से, step by step. Pehle din se हाथ में असली phone, कोई पुराना अनुभव ज़रूरी नहीं।",
    },
    {
      name: "Advanced",
      meta: ["6 weeks", "Mon–Fri", "2:00 PM – 5:00 PM"],
      focus: ["Board fix", "Solder", "Common faults"],
      summary:
        "Motherboard की fault finding, multimeter se testing aur clean soldering — रोज़ आने वाले dead, no-charging aur network faults पर practice.",
    },
    {
      name: "Chip-Level",
      meta: ["8 weeks", "Mon–Sat", "10:30 AM – 2:30 PM"],
      focus: ["IC work", "Data save", "Fine solder"],
      summary:
        "IC reballing, BGA rework aur data recovery — माइक्रोस्कोप के नीचे fine soldering सीखें, अपनी खुद की repair shop चलाने लायक skill.",
    },
  ];
  const VALUES = [
    ["Hands-on", "हर student को अपनी bench, tools और practice phones — theory कम, काम ज़्यादा।"],
    ["Simple notes", "Easy Hindi-English notes aur diagrams, jo course ke baad bhi kaam aayein."],
    ["Job help", "Course के बाद shops में placement help और अपनी दुकान शुरू करने की guidance।"],
  ];
  const LEAD =
    "Mobile repair सीखें — basics से chip-level तक। असली phones पर hands-on practice, छोटे batches और simple Hindi-English classes.";

  const { context, page, errors } = await open("/training/");
  await expectShell(page);

  const top = hero(page);
  expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Mobile Repair Training"]);
  expect(await top.getByText("New batch every month", { exact: true }).isVisible()).toBe(true);
  expect(await top.locator("p.lead").innerText()).toBe(LEAD);
  await expectWhatsApp(top.getByRole("link", { name: "Book seat", exact: true }), "Book my seat");

  const courses = region(page, "Courses & batches");
  expect(await courses.getByText("Apne level ka course chunein — हर course में daily practice शामिल है।", { exact: true }).isVisible()).toBe(true);
  expect(await courses.getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(
    COURSES.map((c) => c.name),
  );
  for (const course of COURSES) {
    const card = courses.getByRole("article").filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
    expect(await card.locator("p.meta > span").allInnerTexts()).toEqual(course.meta);
    expect(await card.getByText(course.summary, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole("listitem").allInnerTexts()).toEqual(course.focus);
    await expectWhatsApp(card.getByRole("link", { name: "Enrol", exact: true }), `Join ${course.name}`);
    await expectWhatsApp(card.getByRole("link", { name: "Fees & Batch", exact: true }), `Fees and timings for ${course.name}`);
  }

  const values = region(page, "Why learn with us").getByRole("article");
  expect(await values.count()).toBe(VALUES.length);
  for (const [i, [title, text]] of VALUES.entries()) {
    expect(await values.nth(i).getByRole("heading", { level: 3 }).innerText()).toBe(title);
    expect(await values.nth(i).getByText(text!, { exact: true }).isVisible()).toBe(true);
  }

  const cta = region(page, "Next batch starts soon");
  await expectWhatsApp(cta.getByRole("link", { name: "Book seat", exact: true }), "Book my seat");
  await expectWhatsApp(cta.getByRole("link", { name: "Get syllabus", exact: true }), "Send full syllabus PDF");

  // The Devanagari of the copy reaches the screen as text.
  const text = await page.locator("main").innerText();
  for (const snippet of [LEAD, "हर course में daily practice शामिल है।", "कोई पुराना अनुभव ज़रूरी नहीं।", "काम ज़्यादा।"]) {
    expect(text).toContain(snippet);
  }

  expect(errors).toEqual([]);
  await context.close();
});

test("Repairs shows the hero, stats, brands, issues, steps, pricing, FAQs and the pickup link", async () => {
  const FAQS = [
    [
      "Will my photos and data be safe?",
      "Yes. Most repairs do not touch your data, and we only ask for the screen lock when a test really needs it. You can also sit with us while we work. If the phone still turns on, take a backup before you come.",
    ],
    [
      "What warranty do I get?",
      "Up to 90 days on the part and the work, depending on the repair. The warranty is written on your bill. New physical or water damage after the repair is not covered.",
    ],
    [
      "How long does a repair take?",
      "Most screen, battery and charging repairs are done the same day, often within an hour. Chip-level and water-damage jobs take 1–3 days.",
    ],
    [
      "Do you use original parts?",
      "We offer original and genuine-grade parts and tell you the price of each before we start, so you choose. The part type is written on your bill.",
    ],
  ] as const;

  const { context, page, errors } = await open("/repairs/");
  await expectShell(page);
  expect(await page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]').count()).toBe(0);

  const top = hero(page);
  expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["What we repair"]);
  await expectWhatsApp(top.getByRole("link", { name: "Book free diagnosis", exact: true }), "Book free diagnosis");
  await expectWhatsApp(top.getByRole("link", { name: "Share your issue", exact: true }), "Phone repair help");

  expect(await stats(page)).toEqual([
    ["30m", "Assessment"],
    ["Up to 90 days", "Warranty"],
    ["1–3 days", "Turnaround"],
  ]);

  expect(await region(page, "Brands we repair").getByRole("listitem").allInnerTexts()).toEqual([
    "Apple",
    "Samsung",
    "Xiaomi",
    "OnePlus",
    "Vivo",
    "Oppo",
    "Realme",
    "Motorola",
    "Nothing",
  ]);
  expect((await region(page, "Common issues").getByRole("listitem").allInnerTexts()).map((t) => t.trim())).toEqual([
    "Screen",
    "Battery",
    "Charging",
    "Speaker/Mic",
    "Camera",
    "Water Damage",
    "Boot Loop",
    "No Power",
    "Data Recovery",
  ]);

  const steps = region(page, "How a repair works").getByRole("listitem");
  expect(await steps.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual([
    "Free diagnosis",
    "Clear quote",
    "Repair with genuine-grade parts",
    "Test & handover with warranty",
  ]);

  const tiers = region(page, "Repair pricing").getByRole("article");
  const TIERS = [
    ["Quick fixes", "₹499–₹1,499"],
    ["Standard repairs", "₹1,500–₹5,999"],
    ["Chip-level", "₹6,000+"],
  ] as const;
  expect(await tiers.count()).toBe(TIERS.length);
  for (const [i, [title, range]] of TIERS.entries()) {
    expect(await tiers.nth(i).getByRole("heading", { level: 3 }).innerText()).toBe(title);
    expect(await tiers.nth(i).getByText(range, { exact: true }).isVisible()).toBe(true);
  }

  const faqs = region(page, "Frequently asked questions");
  expect(await faqs.locator("summary").allInnerTexts()).toEqual(FAQS.map(([q]) => q));
  for (const [q, a] of FAQS) {
    const question = faqs.getByText(q, { exact: true });
    const answer = faqs.getByText(a, { exact: true });
    expect(await answer.count()).toBe(1);
    expect(await answer.isVisible(), `${q} is closed at first`).toBe(false);
    await question.click();
    await expect.poll(() => answer.isVisible(), { message: `${q} opens` }).toBe(true);
    await question.click();
    await expect.poll(() => answer.isVisible(), { message: `${q} closes again` }).toBe(false);
  }

  const cta = region(page, "Get a quote in minutes");
  expect(
    await cta
      .getByText("Send your phone model and the problem on WhatsApp. Can't come to the shop? We can arrange pickup.", { exact: true })
      .isVisible(),
  ).toBe(true);
  await expectWhatsApp(cta.getByRole("link", { name: "Arrange pickup", exact: true }), "Share location for pickup");

  expect(errors).toEqual([]);
  await context.close();
});

test("About shows the six service cards with icons and the Book Your Repair Today block", async () => {
  const SERVICES = [
    "Display & touch",
    "Battery",
    "Charging port",
    "Mic, speaker & ringer",
    "Camera & sensors",
    "Water damage",
  ];
  const { context, page, errors } = await open("/about/");
  await expectShell(page);

  const cards = region(page, "What We Repair").getByRole("article");
  expect(await cards.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(SERVICES);
  const icons: string[] = [];
  for (const card of await cards.all()) {
    const svg = card.locator("svg");
    expect(await svg.count()).toBe(1);
    expect(await svg.isVisible()).toBe(true);
    icons.push(await svg.innerHTML());
  }
  // Each service has its own icon.
  expect(new Set(icons).size).toBe(SERVICES.length);

  const cta = region(page, "Book Your Repair Today");
  await expectInternal(cta.getByRole("link", { name: "View Parts", exact: true }), "/products/");

  expect(errors).toEqual([]);
  await context.close();
});

test("a page that fails while hydrating shows the default error page and keeps the header, nav and contact bar", async () => {
  const context = await offlineContext(shop.browser, shop.origin);
  // Serve /repairs/ with its inlined page data broken: the brands list is null,
  // so RepairsPage throws when React renders it in the browser.
  await context.route(`${shop.origin}/repairs/`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(
      /(<script id="page-data" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_, start: string, json: string, end: string) => {
        const data = JSON.parse(json) as { page: { brands: { items: unknown } } };
        expect(Array.isArray(data.page.brands.items)).toBe(true);
        data.page.brands.items = null;
        return start + JSON.stringify(data).replace(/</g, "\\u003c") + end;
      },
    );
    expect(broken).not.toBe(html);
    await route.fulfill({ response, body: broken });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const uncaught: string[] = [];
  page.on("pageerror", (e) => uncaught.push(e.message));
  await page.goto(`${shop.origin}/repairs/`);

  await expect.poll(() => page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Unexpected Application Error!"]);
  expect(await hydrated(page)).toBe(true);
  expect(await region(page, "Brands we repair").count()).toBe(0);
  await expectInternal(page.getByRole("main").getByRole("link", { name: "Back to Home", exact: true }), "/");

  const header = page.getByRole("banner");
  await expectInternal(header.getByRole("link", { name: "Sharma Mobile Care", exact: true }), "/");
  expect(await header.getByText("Repair • Training • Parts", { exact: true }).isVisible()).toBe(true);
  await expectShell(page);
  expect(await page.getByRole("navigation", { name: "Contact" }).getByRole("link", { name: "Call", exact: true }).isVisible()).toBe(true);

  expect(uncaught).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});

describe("with JavaScript disabled", () => {
  test.each<[path: string, texts: string[]]>([
    [
      "/",
      [
        "Same-day phone checkup",
        "Beginner", "4 weeks", "Basics", "Tools", "Safe opening",
        "Advanced", "6 weeks", "Board fix", "Solder", "Common faults",
        "Chip-Level", "8 weeks", "IC work", "Data save", "Fine solder",
        "Latest videos",
        "Dead phone, no power — motherboard fault finding (Hindi)",
        "Phone paani me gir gaya? First 24 hours me kya karein",
        "iPhone 13 screen replacement — step by step (Hindi)",
        "Phone problem? Talk now", "Free 30-minute checkup",
      ],
    ],
    [
      "/training/",
      [
        "Mobile repair सीखें — basics से chip-level तक।",
        "Mon–Sat", "10:30 AM – 2:30 PM",
        "Fees & Batch",
        "Hands-on", "Simple notes", "Job help",
        "Book seat", "Get syllabus",
      ],
    ],
    [
      "/repairs/",
      [
        "Apple", "Nothing", "Speaker/Mic", "Data Recovery",
        "Test & handover with warranty",
        "Quick fixes", "₹499–₹1,499", "Standard repairs", "₹1,500–₹5,999", "Chip-level", "₹6,000+",
        "Will my photos and data be safe?", "What warranty do I get?",
        "How long does a repair take?", "Do you use original parts?",
        "Arrange pickup",
      ],
    ],
    [
      "/about/",
      [
        "What We Repair",
        "Display & touch", "Battery", "Charging port", "Mic, speaker & ringer", "Camera & sensors", "Water damage",
        "Book Your Repair Today", "View Parts",
      ],
    ],
  ])("%s shows its body texts", async (path, texts) => {
    const context = await offlineContext(shop.browser, shop.origin, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.origin}${path}`);
    expect(await hydrated(page)).toBe(false);
    const text = await page.locator("main").innerText();
    for (const expected of texts) expect(text).toContain(expected);
    await context.close();
  });
});
