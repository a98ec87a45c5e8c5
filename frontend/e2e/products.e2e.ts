// The Products page in real Chromium: every filter transition of spec §4 and
// §5 with the address bar following it (Back, Forward, reload, shared links),
// and every product card as the catalogue describes it. The expected rows,
// cards and texts are written out by hand from content/products.yaml and the
// fallbacks of spec §3, never computed with the site's own filter code.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";

import { offlineContext } from "./browser";
import { errorsOf, hydrated, whatsapp, WHATSAPP_NUMBER } from "./page";
import { shopInChromium } from "./shop";

// --- The catalogue, by hand from content/products.yaml --------------------

const BOAT = "boAt Rockerz 450 Bluetooth Headphones";
const REALME = "Realme Buds Wireless 3 Neckband";
const FAST = "33W Type-C Fast Charger with Cable";
const SAMSUNG_CHARGER = "Samsung 25W Super Fast Charger (Original)";
const CABLE = "Braided USB-C to Lightning Cable 1m";
const CASE = "Clear Shockproof Back Cover for iPhone 15";
const SOLDERING = "Quick 936A Soldering Station 60W";
const HOT_AIR = "Sugon 8610DX Hot Air Rework Station";
const DISPLAY = "Redmi Note 13 5G AMOLED Display with Frame";
const BATTERY = "iPhone 12 Battery (High Capacity 3000 mAh)";
const PORT = "Type-C Charging Port Flex for Samsung Galaxy A52";
const TOOLKIT = "Technician Starter Toolkit (45 pcs)";
const IPHONE = "iPhone 15 Pro Max 256GB Natural Titanium (Used)";
const GALAXY = "Samsung Galaxy S21 FE 5G 128GB (Used)";

const ALL = [BOAT, REALME, FAST, SAMSUNG_CHARGER, CABLE, CASE, SOLDERING, HOT_AIR, DISPLAY, BATTERY, PORT, TOOLKIT, IPHONE, GALAXY];
const ACCESSORIES = [BOAT, REALME, FAST, SAMSUNG_CHARGER, CABLE, CASE];
const SPARES = [DISPLAY, BATTERY, PORT];
const IN_STOCK = [BOAT, FAST, CABLE, CASE, SOLDERING, HOT_AIR, BATTERY, PORT, TOOLKIT, IPHONE];

// Chip rows: the pressed chip in brackets, in the order the catalogue first
// names each value. Types and models follow spec §3's fallbacks: `category:`
// stands for group, `subcategory:` for sub, `family:`/`model:` for item, a
// brand in the title (Samsung) else "All items" when there is no item.
const CATEGORY = (pressed: string) =>
  row("Category", ["All", "Accessories", "Tools", "Spares", "Training Kits", "Second-hand"], pressed);
const ACCESSORY_TYPES = (pressed: string) => row("Type", ["All", "Headphones", "Chargers", "Cables", "Covers"], pressed);
const SPARE_TYPES = (pressed: string) => row("Type", ["All", "Screens", "Batteries", "Charging"], pressed);

function row(label: string, chips: string[], pressed: string): string {
  if (!chips.includes(pressed)) throw new Error(`${pressed} is not a chip of ${label}`);
  return `${label}: ${chips.map((c) => (c === pressed ? `[${c}]` : c)).join(" | ")}`;
}

type Card = {
  title: string;
  image: string | null;
  initials: string;
  stock: "In stock" | "Out of stock";
  meta: string;
  price: string;
  badge: string | null;
  highlights: string[];
};

const UNSPLASH = "https://images.unsplash.com/photo-";
const CARDS: Card[] = [
  {
    title: BOAT,
    image: `${UNSPLASH}1505740420928-5e560c06d30e?w=480&q=70`,
    initials: "BR",
    stock: "In stock",
    meta: "Accessories • Headphones • Over-ear",
    price: "₹1,499",
    badge: "Bestseller",
    highlights: ["Up to 15 hours playback", "Soft padded ear cushions", "1 year brand warranty"],
  },
  {
    title: REALME,
    image: `${UNSPLASH}1583394838336-acd977736f90?w=480&q=70`,
    initials: "RB",
    stock: "Out of stock",
    meta: "Accessories • Headphones • Neckband",
    price: "₹1,799",
    badge: null,
    highlights: ["Active noise cancellation", "10 min charge = 7 hours music"],
  },
  {
    title: FAST,
    image: `${UNSPLASH}1583863788434-e58a36330cf0?w=480&q=70`,
    initials: "TF",
    stock: "In stock",
    meta: "Accessories • Chargers • Type-C",
    price: "₹599",
    badge: null,
    highlights: ["BIS certified", "Works with most Android phones", "6 months shop warranty"],
  },
  {
    title: SAMSUNG_CHARGER,
    image: null,
    initials: "SS",
    stock: "Out of stock",
    meta: "Accessories • Chargers • Type-C",
    price: "₹1,299",
    badge: null,
    highlights: ["Genuine Samsung adapter", "Super Fast Charging for Galaxy S and A series"],
  },
  {
    title: CABLE,
    image: `${UNSPLASH}1625948515291-69613efd103f?w=480&q=70`,
    initials: "BU",
    stock: "In stock",
    meta: "Accessories • Cables • Lightning",
    price: "₹449",
    badge: null,
    highlights: ["20W fast charging for iPhone", "Nylon braided, tangle-free"],
  },
  {
    title: CASE,
    image: null,
    initials: "CS",
    stock: "In stock",
    meta: "Accessories • Covers • iPhone 15",
    price: "₹249",
    badge: null,
    highlights: ["Anti-yellow clear TPU", "Raised edges protect camera"],
  },
  {
    title: SOLDERING,
    image: null,
    initials: "QS",
    stock: "In stock",
    meta: "Tools • Soldering • All items",
    price: "₹2,850",
    badge: "Pro pick",
    // Five in the catalogue; a card shows the first three (spec §9).
    highlights: ["Temperature 200–480 °C with digital display", "ESD-safe for mobile boards", "Heats up in about 30 seconds"],
  },
  {
    title: HOT_AIR,
    image: null,
    initials: "SH",
    stock: "In stock",
    meta: "Tools • Soldering • Hot air",
    price: "Price on request",
    badge: null,
    highlights: ["1000W, steady airflow for IC work", "Nozzles for small and large chips"],
  },
  {
    title: DISPLAY,
    image: null,
    initials: "RN",
    stock: "Out of stock",
    meta: "Spares • Screens • Redmi Note 13",
    price: "₹3,299",
    badge: null,
    highlights: ["Original-quality AMOLED", "Fitting available in 1 hour"],
  },
  {
    title: BATTERY,
    image: null,
    initials: "IB",
    stock: "In stock",
    meta: "Spares • Batteries • iPhone 12",
    price: "₹1,899",
    badge: null,
    highlights: ["Zero-cycle new cells", "6 months warranty with fitting", "Free fitting at the shop"],
  },
  {
    title: PORT,
    image: null,
    initials: "TC",
    stock: "In stock",
    meta: "Spares • Charging • Galaxy A52",
    price: "₹349",
    badge: null,
    highlights: ["Includes mic", "Tested before dispatch"],
  },
  {
    title: TOOLKIT,
    image: `${UNSPLASH}1518770660439-4636190af475?w=480&q=70`,
    initials: "TS",
    stock: "In stock",
    meta: "Training Kits • Toolkits • Starter kit",
    price: "₹2,499",
    badge: "New",
    highlights: [
      "Screwdrivers, pry tools, tweezers and ESD mat",
      "Everything needed for the Beginner course",
      "Comes in a zip carry case",
    ],
  },
  {
    title: IPHONE,
    image: `${UNSPLASH}1696426505729-5e0695c18624?w=480&q=70`,
    initials: "IP",
    stock: "In stock",
    meta: "Second-hand • Apple • iPhone 15 Pro Max",
    price: "₹1,04,999",
    badge: "Certified used",
    highlights: ["Battery health 91%", "Bill and box included", "3 months shop warranty"],
  },
  {
    title: GALAXY,
    image: null,
    initials: "SG",
    stock: "Out of stock",
    meta: "Second-hand • Samsung • Samsung",
    price: "₹18,999",
    badge: null,
    highlights: ["Checked on 40+ points", "No scratches on screen", "1 month shop warranty"],
  },
];

// --- What the page shows --------------------------------------------------

/** Everything a filter change can touch, read in one go. */
type View = {
  search: string;
  rows: string[];
  query: string;
  inStock: boolean;
  live: string[];
  titles: string[];
};

function view(page: Page): Promise<View> {
  return page.evaluate(() => {
    const form = document.querySelector('form[role="search"]');
    const rows = [...(form?.querySelectorAll('[role="group"]') ?? [])].map((group) => {
      const label = document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent ?? "?";
      const chips = [...group.querySelectorAll("button")].map((b) =>
        b.getAttribute("aria-pressed") === "true" ? `[${b.textContent}]` : b.textContent,
      );
      return `${label}: ${chips.join(" | ")}`;
    });
    const search = form?.querySelector<HTMLInputElement>('input[type="search"]');
    const stock = form?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    const live = document.querySelectorAll('[aria-live="polite"]');
    return {
      search: window.location.search,
      rows,
      query: search?.value ?? "(no search box)",
      inStock: stock?.checked ?? false,
      live: live.length === 1 ? [...(live[0]?.children ?? [])].map((c) => c.textContent ?? "") : [`${live.length} live regions`],
      titles: [...document.querySelectorAll("main article h2")].map((h) => h.textContent ?? ""),
    };
  });
}

/** The view expected for a state: the count and the empty message follow from `titles`. */
function expected(state: { search: string; rows: string[]; titles: string[]; query?: string; inStock?: boolean }): View {
  const n = state.titles.length;
  const count = n === 1 ? "1 product" : `${n} products`;
  return {
    search: state.search,
    rows: state.rows,
    query: state.query ?? "",
    inStock: state.inStock ?? false,
    live: n === 0 ? [count, "No products match your filters."] : [count],
    titles: state.titles,
  };
}

async function shows(page: Page, state: Parameters<typeof expected>[0]): Promise<void> {
  await expect.poll(() => view(page)).toEqual(expected(state));
}

const UNFILTERED = { search: "", rows: [CATEGORY("All")], titles: ALL };

/** Clicks the chip `text` of the chip row `label`. */
async function chip(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole("group", { name: label, exact: true }).getByRole("button", { name: text, exact: true }).click();
}

// --- The tests ------------------------------------------------------------

const shop = shopInChromium();
const PRODUCTS = "/products/";

/** A fresh tab on `/products/{search}`, hydrated, with its error log. */
async function open(
  search = "",
  options: Parameters<typeof offlineContext>[2] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await offlineContext(shop.browser, shop.origin, options);
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto(`${shop.origin}${PRODUCTS}${search}`);
  await expect.poll(() => hydrated(page)).toBe(true);
  return { context, page, errors };
}

describe("the Products filters", () => {
  test("the controls are labelled, the count is polite, and nothing is filtered at first", async () => {
    const { context, page, errors } = await open();
    expect(await page.getByRole("searchbox", { name: "Search products" }).inputValue()).toBe("");
    expect(await page.getByRole("checkbox", { name: "In Stock" }).isChecked()).toBe(false);
    expect(await page.getByRole("button", { name: "Reset", exact: true }).count()).toBe(1);
    expect(await page.getByRole("group", { name: "Category", exact: true }).getByRole("button").allInnerTexts()).toEqual(
      ["All", "Accessories", "Tools", "Spares", "Training Kits", "Second-hand"],
    );
    expect(await page.getByRole("button", { name: "All", exact: true, pressed: true }).count()).toBe(1);
    expect(await page.locator('[aria-live="polite"]').innerText()).toBe("14 products");
    await shows(page, UNFILTERED);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("category, type and model chips: each level shows the next, narrows the cards, and a higher level resets the lower ones", async () => {
    const { context, page, errors } = await open();

    // A category shows its types, not yet the models.
    await chip(page, "Category", "Accessories");
    await shows(page, { search: "?category=Accessories", rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("All")], titles: ACCESSORIES });

    // A type shows its models.
    await chip(page, "Type", "Headphones");
    await shows(page, {
      search: "?category=Accessories&type=Headphones",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("Headphones"), row("Model", ["All", "Over-ear", "Neckband"], "All")],
      titles: [BOAT, REALME],
    });

    // A model narrows the cards.
    await chip(page, "Model", "Neckband");
    await shows(page, {
      search: "?category=Accessories&type=Headphones&model=Neckband",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("Headphones"), row("Model", ["All", "Over-ear", "Neckband"], "Neckband")],
      titles: [REALME],
    });

    // Another type starts the model over.
    await chip(page, "Type", "Chargers");
    await shows(page, {
      search: "?category=Accessories&type=Chargers",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("Chargers"), row("Model", ["All", "Type-C"], "All")],
      titles: [FAST, SAMSUNG_CHARGER],
    });
    await chip(page, "Model", "Type-C");
    await shows(page, {
      search: "?category=Accessories&type=Chargers&model=Type-C",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("Chargers"), row("Model", ["All", "Type-C"], "Type-C")],
      titles: [FAST, SAMSUNG_CHARGER],
    });

    // Another category starts type and model over: the model row goes.
    await chip(page, "Category", "Spares");
    await shows(page, { search: "?category=Spares", rows: [CATEGORY("Spares"), SPARE_TYPES("All")], titles: SPARES });
    await chip(page, "Type", "Charging");
    await chip(page, "Model", "Galaxy A52");
    await shows(page, {
      search: "?category=Spares&type=Charging&model=Galaxy+A52",
      rows: [CATEGORY("Spares"), SPARE_TYPES("Charging"), row("Model", ["All", "Galaxy A52"], "Galaxy A52")],
      titles: [PORT],
    });

    // 'All' in the type row clears the type and the model.
    await chip(page, "Type", "All");
    await shows(page, { search: "?category=Spares", rows: [CATEGORY("Spares"), SPARE_TYPES("All")], titles: SPARES });

    // A pressed chip un-presses on a second click, back to All.
    await chip(page, "Type", "Screens");
    await shows(page, {
      search: "?category=Spares&type=Screens",
      rows: [CATEGORY("Spares"), SPARE_TYPES("Screens"), row("Model", ["All", "Redmi Note 13"], "All")],
      titles: [DISPLAY],
    });
    await chip(page, "Type", "Screens");
    await shows(page, { search: "?category=Spares", rows: [CATEGORY("Spares"), SPARE_TYPES("All")], titles: SPARES });

    // A product without an item falls back to "All items", a chip of its own.
    await chip(page, "Category", "Tools");
    await chip(page, "Type", "Soldering");
    const soldering = (pressed: string) => row("Model", ["All", "All items", "Hot air"], pressed);
    await shows(page, {
      search: "?category=Tools&type=Soldering",
      rows: [CATEGORY("Tools"), row("Type", ["All", "Soldering"], "Soldering"), soldering("All")],
      titles: [SOLDERING, HOT_AIR],
    });
    await chip(page, "Model", "All items");
    await shows(page, {
      search: "?category=Tools&type=Soldering&model=All+items",
      rows: [CATEGORY("Tools"), row("Type", ["All", "Soldering"], "Soldering"), soldering("All items")],
      titles: [SOLDERING],
    });

    // 'All' in the model row clears only the model.
    await chip(page, "Model", "All");
    await shows(page, {
      search: "?category=Tools&type=Soldering",
      rows: [CATEGORY("Tools"), row("Type", ["All", "Soldering"], "Soldering"), soldering("All")],
      titles: [SOLDERING, HOT_AIR],
    });

    // 'All' in the category row clears every level.
    await chip(page, "Category", "All");
    await shows(page, UNFILTERED);

    // The other categories, down to a model taken from a brand in the title.
    await chip(page, "Category", "Training Kits");
    await chip(page, "Type", "Toolkits");
    await shows(page, {
      search: "?category=Training+Kits&type=Toolkits",
      rows: [CATEGORY("Training Kits"), row("Type", ["All", "Toolkits"], "Toolkits"), row("Model", ["All", "Starter kit"], "All")],
      titles: [TOOLKIT],
    });
    await chip(page, "Category", "Second-hand");
    await chip(page, "Type", "Samsung");
    await shows(page, {
      search: "?category=Second-hand&type=Samsung",
      rows: [CATEGORY("Second-hand"), row("Type", ["All", "Apple", "Samsung"], "Samsung"), row("Model", ["All", "Samsung"], "All")],
      titles: [GALAXY],
    });
    await chip(page, "Type", "Apple");
    await chip(page, "Model", "iPhone 15 Pro Max");
    await shows(page, {
      search: "?category=Second-hand&type=Apple&model=iPhone+15+Pro+Max",
      rows: [
        CATEGORY("Second-hand"),
        row("Type", ["All", "Apple", "Samsung"], "Apple"),
        row("Model", ["All", "iPhone 15 Pro Max"], "iPhone 15 Pro Max"),
      ],
      titles: [IPHONE],
    });

    expect(errors).toEqual([]);
    await context.close();
  });

  test("search is trimmed, case-insensitive and matches title, category and highlights; In Stock hides the rest; Reset clears everything", async () => {
    const { context, page, errors } = await open();
    const box = page.getByRole("searchbox", { name: "Search products" });
    const stock = page.getByRole("checkbox", { name: "In Stock" });

    // Title (and a highlight), any case, spaces around ignored; the box keeps what was typed.
    await box.fill("  SAMSUNG  ");
    await shows(page, { search: "?q=SAMSUNG", query: "  SAMSUNG  ", rows: [CATEGORY("All")], titles: [SAMSUNG_CHARGER, PORT, GALAXY] });

    // In Stock hides the out-of-stock ones.
    await stock.check();
    await shows(page, { search: "?q=SAMSUNG&stock=1", query: "  SAMSUNG  ", inStock: true, rows: [CATEGORY("All")], titles: [PORT] });
    await stock.uncheck();
    await shows(page, { search: "?q=SAMSUNG", query: "  SAMSUNG  ", rows: [CATEGORY("All")], titles: [SAMSUNG_CHARGER, PORT, GALAXY] });

    // Search and chips combine; the chips themselves do not follow the search.
    await chip(page, "Category", "Accessories");
    await shows(page, {
      search: "?category=Accessories&q=SAMSUNG",
      query: "  SAMSUNG  ",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("All")],
      titles: [SAMSUNG_CHARGER],
    });
    await chip(page, "Category", "All");

    // A word found only in a highlight.
    await box.fill("tangle-free");
    await shows(page, { search: "?q=tangle-free", query: "tangle-free", rows: [CATEGORY("All")], titles: [CABLE] });
    await box.fill("esd");
    await shows(page, { search: "?q=esd", query: "esd", rows: [CATEGORY("All")], titles: [SOLDERING, TOOLKIT] });
    // The fifth highlight, which the card does not show, still counts (spec §5).
    await box.fill("Training Lab");
    await shows(page, { search: "?q=Training+Lab", query: "Training Lab", rows: [CATEGORY("All")], titles: [SOLDERING] });

    // The category (group) name.
    await box.fill("second-HAND");
    await shows(page, { search: "?q=second-HAND", query: "second-HAND", rows: [CATEGORY("All")], titles: [IPHONE, GALAXY] });

    // Nothing matches: the count says 0 and the message shows, with no cards.
    await box.fill("no such part");
    await shows(page, { search: "?q=no+such+part", query: "no such part", rows: [CATEGORY("All")], titles: [] });
    expect(await page.locator("main article").count()).toBe(0);
    expect(await page.locator('[aria-live="polite"]').getByText("No products match your filters.").count()).toBe(1);

    // Emptying the box lists everything again; the message goes.
    await box.fill("");
    await shows(page, UNFILTERED);

    // In Stock alone.
    await stock.check();
    await shows(page, { search: "?stock=1", inStock: true, rows: [CATEGORY("All")], titles: IN_STOCK });

    // Chips and In Stock together can match nothing too.
    await chip(page, "Category", "Second-hand");
    await chip(page, "Type", "Samsung");
    await shows(page, {
      search: "?category=Second-hand&type=Samsung&stock=1",
      inStock: true,
      rows: [CATEGORY("Second-hand"), row("Type", ["All", "Apple", "Samsung"], "Samsung"), row("Model", ["All", "Samsung"], "All")],
      titles: [],
    });

    // Reset clears every level, the search text and the stock box.
    await box.fill(" galaxy ");
    await shows(page, {
      search: "?category=Second-hand&type=Samsung&q=galaxy&stock=1",
      query: " galaxy ",
      inStock: true,
      rows: [CATEGORY("Second-hand"), row("Type", ["All", "Apple", "Samsung"], "Samsung"), row("Model", ["All", "Samsung"], "All")],
      titles: [],
    });
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await shows(page, UNFILTERED);
    expect(new URL(page.url()).pathname).toBe(PRODUCTS);

    expect(errors).toEqual([]);
    await context.close();
  });

  test("Back and Forward step through the earlier filters: chips, search box, stock box and cards", async () => {
    const { context, page, errors } = await open();
    const box = page.getByRole("searchbox", { name: "Search products" });

    const spares = { search: "?category=Spares", rows: [CATEGORY("Spares"), SPARE_TYPES("All")], titles: SPARES };
    const charging = {
      search: "?category=Spares&type=Charging",
      rows: [CATEGORY("Spares"), SPARE_TYPES("Charging"), row("Model", ["All", "Galaxy A52"], "All")],
      titles: [PORT],
    };
    const model = {
      search: "?category=Spares&type=Charging&model=Galaxy+A52",
      rows: [CATEGORY("Spares"), SPARE_TYPES("Charging"), row("Model", ["All", "Galaxy A52"], "Galaxy A52")],
      titles: [PORT],
    };
    // Typing rewrites the current entry instead of adding one per letter.
    const searched = { ...model, search: "?category=Spares&type=Charging&model=Galaxy+A52&q=battery", query: "battery", titles: [] };
    const stocked = { ...searched, search: `${searched.search}&stock=1`, inStock: true };

    await chip(page, "Category", "Spares");
    await shows(page, spares);
    await chip(page, "Type", "Charging");
    await shows(page, charging);
    await chip(page, "Model", "Galaxy A52");
    await shows(page, model);
    await box.fill("battery");
    await shows(page, searched);
    await page.getByRole("checkbox", { name: "In Stock" }).check();
    await shows(page, stocked);
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await shows(page, UNFILTERED);

    await page.goBack();
    await shows(page, stocked);
    await page.goBack();
    await shows(page, searched);
    await page.goBack();
    await shows(page, charging);
    await page.goBack();
    await shows(page, spares);
    await page.goBack();
    await shows(page, UNFILTERED);
    await page.goForward();
    await shows(page, spares);
    await page.goForward();
    await shows(page, charging);
    await page.goForward();
    await shows(page, searched);
    await page.goForward();
    await shows(page, stocked);
    await page.goForward();
    await shows(page, UNFILTERED);

    expect(errors).toEqual([]);
    await context.close();
  });

  test("a shared link opens straight on its filtered view, a reload keeps it, and a stale link falls back to what exists", async () => {
    const { context, page, errors } = await open("?category=Accessories&type=Chargers&model=Type-C&q=samsung");
    const chargers = {
      search: "?category=Accessories&type=Chargers&model=Type-C&q=samsung",
      query: "samsung",
      rows: [CATEGORY("Accessories"), ACCESSORY_TYPES("Chargers"), row("Model", ["All", "Type-C"], "Type-C")],
      titles: [SAMSUNG_CHARGER],
    };
    await shows(page, chargers);

    await page.reload();
    await expect.poll(() => hydrated(page)).toBe(true);
    await shows(page, chargers);

    // After a reload the filters still change and Back still works.
    await page.getByRole("checkbox", { name: "In Stock" }).check();
    await shows(page, { ...chargers, search: `${chargers.search}&stock=1`, inStock: true, titles: [] });
    await page.goBack();
    await shows(page, chargers);

    // A type that is not in the category is dropped, and so is the model
    // under it; the address bar then says what is on screen.
    await page.goto(`${shop.origin}${PRODUCTS}?category=Tools&type=Apple&model=Samsung&stock=true`);
    await expect.poll(() => hydrated(page)).toBe(true);
    await shows(page, {
      search: "?category=Tools&stock=1",
      inStock: true,
      rows: [CATEGORY("Tools"), row("Type", ["All", "Soldering"], "All")],
      titles: [SOLDERING, HOT_AIR],
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});

// --- The cards ------------------------------------------------------------

type ShownCard = Omit<Card, "image" | "initials"> & {
  image: { src: string | null; alt: string | null; loading: string | null; width: string | null; height: string | null } | null;
  initials: { text: string; hidden: string | null } | null;
  stockClass: string;
  links: { label: string; href: string | null; target: string | null; rel: string | null }[];
};

function cards(page: Page): Promise<ShownCard[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main article")].map((card) => {
      const img = card.querySelector("img");
      const initials = card.querySelector(".initials");
      const text = (selector: string) => card.querySelector(selector)?.textContent ?? null;
      const stock = card.querySelector(".stock");
      return {
        title: text("h2") ?? "",
        image: img && {
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        },
        initials: initials && { text: initials.textContent ?? "", hidden: initials.getAttribute("aria-hidden") },
        stock: (stock?.textContent ?? "") as "In stock" | "Out of stock",
        stockClass: stock?.className ?? "",
        meta: text(".meta") ?? "",
        price: text(".price") ?? "",
        badge: text(".ribbon"),
        highlights: [...card.querySelectorAll("li")].map((li) => li.textContent ?? ""),
        links: [...card.querySelectorAll("a")].map((a) => ({
          label: a.textContent ?? "",
          href: a.getAttribute("href"),
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
        })),
      };
    }),
  );
}

/** What every card should read, with the image host up or down. */
function expectCards(shown: ShownCard[], imageHost: "up" | "down"): void {
  expect(shown.map((c) => c.title)).toEqual(ALL);
  for (const [i, want] of CARDS.entries()) {
    const card = shown[i];
    if (card === undefined) throw new Error(`no card for ${want.title}`);
    const photo = imageHost === "up" ? want.image : null;
    expect({ ...card, links: undefined }, want.title).toEqual({
      title: want.title,
      image: photo && { src: photo, alt: want.title, loading: "lazy", width: "480", height: "320" },
      initials: photo ? null : { text: want.initials, hidden: "true" },
      stock: want.stock,
      stockClass: want.stock === "In stock" ? "stock in" : "stock out",
      meta: want.meta,
      price: want.price,
      badge: want.badge,
      highlights: want.highlights,
      links: undefined,
    });
    expect(card.links.map((l) => [l.label, l.target, l.rel?.split(/\s+/).includes("noopener")]), want.title).toEqual([
      ["Enquire", "_blank", true],
      ["Ask price", "_blank", true],
    ]);
    expect(card.links.map((l) => whatsapp(l.href)), want.title).toEqual([
      { number: WHATSAPP_NUMBER, text: `Product Enquiry: ${want.title}` },
      { number: WHATSAPP_NUMBER, text: `Need price for: ${want.title}` },
    ]);
  }
}

describe("the product cards", () => {
  test("every card shows its lazy photo or initials, stock badge, title, group • sub • item, price, badge, up to 3 highlights and its two WhatsApp questions", async () => {
    const { context, page, errors } = await open();
    expectCards(await cards(page), "up");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("when the image host fails, every card shows its initials tile instead of a broken image", async () => {
    const { context, page, errors } = await open("", { images: "fail" });
    // Lazy pictures are only asked for near the screen: bring each card there.
    for (const card of await page.locator("main article").all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cards(page)).filter((c) => c.image !== null).map((c) => c.title)).toEqual([]);
    expectCards(await cards(page), "down");
    // The failed downloads are the point here; nothing else may go wrong.
    expect(errors.filter((e) => !/^Failed to load resource: .*\(https:\/\/images\.unsplash\.com\//.test(e))).toEqual([]);
    await context.close();
  });
});
