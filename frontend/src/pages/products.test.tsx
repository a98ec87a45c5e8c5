// The Products page rendered from the fixture shop's 14 products: every
// filter transition of docs/behaviour.md#filters and #search, the address bar following them, and
// every product card. The expected rows and titles are written out by hand
// from tests/fixtures/shop/products.yaml, never computed with src/lib/filters.
// Real Back/Forward, reloads and image hosts that fail stay in
// e2e/products.e2e.ts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server';
import type { ProductView } from '../generated/view';
import { catalogue, messageToShop, opens, productsData, texts, whatsapp } from '../test/shop';
import { visit } from '../test/visit';

// --- The catalogue, by hand from the fixture's products.yaml -----------------

const BOAT = 'boAt Rockerz 450 Bluetooth Headphones';
const REALME = 'Realme Buds Wireless 3 Neckband';
const FAST = '33W Type-C Fast Charger with Cable';
const SAMSUNG_CHARGER = 'Samsung 25W Super Fast Charger (Original)';
const CABLE = 'Braided USB-C to Lightning Cable 1m';
const CASE = 'Clear Shockproof Back Cover for iPhone 15';
const SOLDERING = 'Quick 936A Soldering Station 60W';
const HOT_AIR = 'Sugon 8610DX Hot Air Rework Station';
const DISPLAY = 'Redmi Note 13 5G AMOLED Display with Frame';
const BATTERY = 'iPhone 12 Battery (High Capacity 3000 mAh)';
const PORT = 'Type-C Charging Port Flex for Samsung Galaxy A52';
const TOOLKIT = 'Technician Starter Toolkit (45 pcs)';
const IPHONE = 'iPhone 15 Pro Max 256GB Natural Titanium (Used)';
const GALAXY = 'Samsung Galaxy S21 FE 5G 128GB (Used)';

const ALL = [
  BOAT,
  REALME,
  FAST,
  SAMSUNG_CHARGER,
  CABLE,
  CASE,
  SOLDERING,
  HOT_AIR,
  DISPLAY,
  BATTERY,
  PORT,
  TOOLKIT,
  IPHONE,
  GALAXY,
];
const ACCESSORIES = [BOAT, REALME, FAST, SAMSUNG_CHARGER, CABLE, CASE];
const SPARES = [DISPLAY, BATTERY, PORT];
const IN_STOCK = [BOAT, FAST, CABLE, CASE, SOLDERING, HOT_AIR, BATTERY, PORT, TOOLKIT, IPHONE];

/** A chip row as `view()` reads it: the label, then the chips, the pressed one in [brackets]. */
function row(label: string, chips: string[], pressed: string): string {
  if (!chips.includes(pressed)) throw new Error(`${pressed} is not a chip of ${label}`);
  return `${label}: ${chips.map((c) => (c === pressed ? `[${c}]` : c)).join(' | ')}`;
}

// Chips come in the order the catalogue first names each value; a product
// without a model is under "All items", one with a brand in its title under
// that brand (docs/behaviour.md#filter-levels).
const CATEGORY = (pressed: string) =>
  row('Category', ['All', 'Accessories', 'Tools', 'Spares', 'Training Kits', 'Second-hand'], pressed);
const ACCESSORY_TYPES = (pressed: string) =>
  row('Type', ['All', 'Headphones', 'Chargers', 'Cables', 'Covers'], pressed);
const SPARE_TYPES = (pressed: string) => row('Type', ['All', 'Screens', 'Batteries', 'Charging'], pressed);
const SECOND_HAND_TYPES = (pressed: string) => row('Type', ['All', 'Apple', 'Samsung'], pressed);
const SOLDERING_MODELS = (pressed: string) => row('Model', ['All', 'All items', 'Hot air'], pressed);

// --- What the page shows -----------------------------------------------------

function search(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
}

function inStock(): HTMLInputElement {
  return screen.getByRole('checkbox', { name: 'In Stock' }) as HTMLInputElement;
}

/** The result count and the no-results message, which screen readers hear politely. */
function live(): HTMLElement {
  const regions = document.querySelectorAll<HTMLElement>('[aria-live="polite"]');
  if (regions.length !== 1 || !regions[0]) throw new Error(`${regions.length} polite live regions`);
  return regions[0];
}

/** The chip rows on show, as `row()` writes them. */
function rows(): string[] {
  const form = within(screen.getByRole('search', { name: 'Search products' }));
  const shown = ['Category', 'Type', 'Model'].flatMap((name) => {
    const group = form.queryByRole('group', { name });
    if (!group) return [];
    const chips = within(group)
      .getAllByRole('button')
      .map((b) => (b.getAttribute('aria-pressed') === 'true' ? `[${b.textContent}]` : b.textContent));
    return [`${name}: ${chips.join(' | ')}`];
  });
  expect(form.queryAllByRole('group'), 'a chip row with another name').toHaveLength(shown.length);
  return shown;
}

/** The titles of the cards on show, in order. */
function titles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** Everything a filter change can touch, read in one go. */
function view() {
  return { rows: rows(), query: search().value, inStock: inStock().checked, live: texts(live()), titles: titles() };
}

/** The view of a state: the count (and the message when it is 0) follow from `titles`. */
function expected(state: { rows: string[]; titles: string[]; query?: string; inStock?: boolean }) {
  const n = state.titles.length;
  const count = n === 1 ? '1 product' : `${n} products`;
  return {
    rows: state.rows,
    query: state.query ?? '',
    inStock: state.inStock ?? false,
    live: n === 0 ? [count, 'No products match your filters.'] : [count],
    titles: state.titles,
  };
}

const UNFILTERED = { rows: [CATEGORY('All')], titles: ALL };

function click(rowName: string, chip: string): void {
  fireEvent.click(within(screen.getByRole('group', { name: rowName })).getByRole('button', { name: chip }));
}

function type(text: string): void {
  fireEvent.change(search(), { target: { value: text } });
}

function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('heading', { name: title }).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/shop/products/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

// --- The filters -------------------------------------------------------------

describe('the products filters', () => {
  it('lists the fixture catalogue under the titles written out here', () => {
    expect(catalogue.map((p) => p.title)).toEqual(ALL);
  });

  it('starts unfiltered: labelled controls, the Category row with All pressed, 14 products', () => {
    visit(productsData());
    expect(view()).toEqual(expected(UNFILTERED));
    expect(live().textContent).toBe('14 products');
    expect(search().placeholder).toBe('Search chargers, screens, batteries…');
    expect(search().type).toBe('search');
    const form = screen.getByRole('search', { name: 'Search products' });
    const controls = [search(), inStock(), screen.getByRole('button', { name: 'Reset' })];
    expect(controls.map((control) => form.contains(control))).toEqual([true, true, true]);
  });

  it('a category shows its types, a type its models, and a model narrows the cards', () => {
    visit(productsData());
    click('Category', 'Accessories');
    expect(view()).toEqual(expected({ rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('All')], titles: ACCESSORIES }));
    click('Type', 'Headphones');
    const headphones = (pressed: string) => row('Model', ['All', 'Over-ear', 'Neckband'], pressed);
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Headphones'), headphones('All')],
        titles: [BOAT, REALME],
      }),
    );
    click('Model', 'Neckband');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Headphones'), headphones('Neckband')],
        titles: [REALME],
      }),
    );
  });

  it('another type starts the model over; a model two products share keeps both', () => {
    visit(productsData());
    click('Category', 'Accessories');
    click('Type', 'Headphones');
    click('Model', 'Neckband');
    click('Type', 'Chargers');
    const chargers = (pressed: string) => row('Model', ['All', 'Type-C'], pressed);
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Chargers'), chargers('All')],
        titles: [FAST, SAMSUNG_CHARGER],
      }),
    );
    click('Model', 'Type-C');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Chargers'), chargers('Type-C')],
        titles: [FAST, SAMSUNG_CHARGER],
      }),
    );
  });

  it('another category starts the type and the model over', () => {
    visit(productsData());
    click('Category', 'Accessories');
    click('Type', 'Chargers');
    click('Model', 'Type-C');
    click('Category', 'Spares');
    expect(view()).toEqual(expected({ rows: [CATEGORY('Spares'), SPARE_TYPES('All')], titles: SPARES }));
    click('Type', 'Charging');
    click('Model', 'Galaxy A52');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Spares'), SPARE_TYPES('Charging'), row('Model', ['All', 'Galaxy A52'], 'Galaxy A52')],
        titles: [PORT],
      }),
    );
  });

  it('All in the type row clears the type and the model; All in the category row clears every level', () => {
    visit(productsData());
    click('Category', 'Spares');
    click('Type', 'Charging');
    click('Model', 'Galaxy A52');
    click('Type', 'All');
    expect(view()).toEqual(expected({ rows: [CATEGORY('Spares'), SPARE_TYPES('All')], titles: SPARES }));
    click('Type', 'Batteries');
    click('Model', 'iPhone 12');
    click('Category', 'All');
    expect(view()).toEqual(expected(UNFILTERED));
  });

  it('a pressed chip un-presses on a second click, back to All', () => {
    visit(productsData());
    click('Category', 'Spares');
    click('Type', 'Screens');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Spares'), SPARE_TYPES('Screens'), row('Model', ['All', 'Redmi Note 13'], 'All')],
        titles: [DISPLAY],
      }),
    );
    click('Type', 'Screens');
    expect(view()).toEqual(expected({ rows: [CATEGORY('Spares'), SPARE_TYPES('All')], titles: SPARES }));
    click('Category', 'Spares');
    expect(view()).toEqual(expected(UNFILTERED));
  });

  it('a product without a model is under "All items", a chip of its own; All in the model row clears only the model', () => {
    visit(productsData());
    click('Category', 'Tools');
    click('Type', 'Soldering');
    const tools = [CATEGORY('Tools'), row('Type', ['All', 'Soldering'], 'Soldering')];
    expect(view()).toEqual(expected({ rows: [...tools, SOLDERING_MODELS('All')], titles: [SOLDERING, HOT_AIR] }));
    click('Model', 'All items');
    expect(view()).toEqual(expected({ rows: [...tools, SOLDERING_MODELS('All items')], titles: [SOLDERING] }));
    click('Model', 'All');
    expect(view()).toEqual(expected({ rows: [...tools, SOLDERING_MODELS('All')], titles: [SOLDERING, HOT_AIR] }));
  });

  it('the other categories, down to each model (the used Galaxy is filed under All items, not Samsung again)', () => {
    visit(productsData());
    click('Category', 'Training Kits');
    click('Type', 'Toolkits');
    expect(view()).toEqual(
      expected({
        rows: [
          CATEGORY('Training Kits'),
          row('Type', ['All', 'Toolkits'], 'Toolkits'),
          row('Model', ['All', 'Starter kit'], 'All'),
        ],
        titles: [TOOLKIT],
      }),
    );
    click('Category', 'Second-hand');
    click('Type', 'Samsung');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Second-hand'), SECOND_HAND_TYPES('Samsung'), row('Model', ['All', 'All items'], 'All')],
        titles: [GALAXY],
      }),
    );
    click('Type', 'Apple');
    click('Model', 'iPhone 15 Pro Max');
    expect(view()).toEqual(
      expected({
        rows: [
          CATEGORY('Second-hand'),
          SECOND_HAND_TYPES('Apple'),
          row('Model', ['All', 'iPhone 15 Pro Max'], 'iPhone 15 Pro Max'),
        ],
        titles: [IPHONE],
      }),
    );
  });
});

describe('the products search and the In Stock box', () => {
  it('search is trimmed and case-insensitive, the box keeps what was typed, and In Stock hides the rest', () => {
    visit(productsData());
    type('  SAMSUNG  ');
    const samsung = { query: '  SAMSUNG  ', rows: [CATEGORY('All')] };
    expect(view()).toEqual(expected({ ...samsung, titles: [SAMSUNG_CHARGER, PORT, GALAXY] }));
    fireEvent.click(inStock());
    expect(view()).toEqual(expected({ ...samsung, inStock: true, titles: [PORT] }));
    expect(live().textContent).toBe('1 product');
    fireEvent.click(inStock());
    expect(view()).toEqual(expected({ ...samsung, titles: [SAMSUNG_CHARGER, PORT, GALAXY] }));
  });

  it('search and chips combine, and the chips do not follow the search', () => {
    visit(productsData());
    type('  SAMSUNG  ');
    click('Category', 'Accessories');
    expect(view()).toEqual(
      expected({
        query: '  SAMSUNG  ',
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('All')],
        titles: [SAMSUNG_CHARGER],
      }),
    );
  });

  it('search matches the highlights and the category, not only the title', () => {
    visit(productsData());
    const searchFor = (query: string) => {
      type(query);
      return view();
    };
    expect(searchFor('tangle-free')).toEqual(
      expected({ query: 'tangle-free', rows: [CATEGORY('All')], titles: [CABLE] }),
    );
    expect(searchFor('esd')).toEqual(expected({ query: 'esd', rows: [CATEGORY('All')], titles: [SOLDERING, TOOLKIT] }));
    expect(searchFor('second-HAND')).toEqual(
      expected({ query: 'second-HAND', rows: [CATEGORY('All')], titles: [IPHONE, GALAXY] }),
    );
  });

  it('search matches what a product lists beyond the highlights its card shows', () => {
    // The CLI cuts a card to 3 highlights but keeps them all in `search`.
    const station = catalogue.find((p) => p.title === SOLDERING)!;
    const longer = { ...station, search: `${station.search} 3 extra tips included the station of our training lab` };
    visit(productsData(catalogue.map((p) => (p === station ? longer : p))));
    type('Training Lab');
    expect(view()).toEqual(expected({ query: 'Training Lab', rows: [CATEGORY('All')], titles: [SOLDERING] }));
    expect(within(cardOf(SOLDERING)).queryByText(/training lab/i)).toBeNull();
  });

  it('says so when nothing matches, and lists everything again when the box is emptied', () => {
    visit(productsData());
    type('no such part');
    expect(view()).toEqual(expected({ query: 'no such part', rows: [CATEGORY('All')], titles: [] }));
    expect(screen.queryAllByRole('article')).toEqual([]);
    type('');
    expect(view()).toEqual(expected(UNFILTERED));
    expect(screen.queryByText('No products match your filters.')).toBeNull();
  });

  it('In Stock alone hides the 4 products out of stock, and with chips can match nothing', () => {
    visit(productsData());
    fireEvent.click(inStock());
    expect(view()).toEqual(expected({ inStock: true, rows: [CATEGORY('All')], titles: IN_STOCK }));
    expect(screen.queryByText('Out of stock')).toBeNull();
    click('Category', 'Second-hand');
    click('Type', 'Samsung');
    expect(view()).toEqual(
      expected({
        inStock: true,
        rows: [CATEGORY('Second-hand'), SECOND_HAND_TYPES('Samsung'), row('Model', ['All', 'All items'], 'All')],
        titles: [],
      }),
    );
  });

  it('Reset clears every level, the search text and the In Stock box', () => {
    visit(productsData());
    fireEvent.click(inStock());
    click('Category', 'Second-hand');
    click('Type', 'Samsung');
    type(' galaxy ');
    expect(view()).toEqual(
      expected({
        query: ' galaxy ',
        inStock: true,
        rows: [CATEGORY('Second-hand'), SECOND_HAND_TYPES('Samsung'), row('Model', ['All', 'All items'], 'All')],
        titles: [],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(view()).toEqual(expected(UNFILTERED));
    expect(window.location.search).toBe('');
  });
});

// --- The address bar -----------------------------------------------------------

describe('the products filters in the URL', () => {
  it('writes each change to the address bar: a history entry per click, in place while typing', () => {
    visit(productsData());
    const start = window.history.length;
    click('Category', 'Spares');
    expect(window.location.search).toBe('?category=Spares');
    click('Type', 'Charging');
    fireEvent.click(inStock());
    expect(window.location.search).toBe('?category=Spares&type=Charging&stock=1');
    expect(window.history.length).toBe(start + 3);

    type('a');
    type('am ');
    expect(window.location.search).toBe('?category=Spares&type=Charging&q=am&stock=1');
    expect(window.history.length).toBe(start + 3);
    expect(window.location.pathname).toBe('/shop/products/');
  });

  it('shows the filters a shared link asks for', async () => {
    window.history.replaceState(null, '', '/shop/products/?category=Accessories&type=Chargers&model=Type-C&q=samsung');
    visit(productsData());
    await waitFor(() => expect(titles()).toEqual([SAMSUNG_CHARGER]));
    expect(view()).toEqual(
      expected({
        query: 'samsung',
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Chargers'), row('Model', ['All', 'Type-C'], 'Type-C')],
        titles: [SAMSUNG_CHARGER],
      }),
    );
  });

  it('drops a type the category does not have, and the model under it, and says so in the address bar', async () => {
    window.history.replaceState(null, '', '/shop/products/?category=Tools&type=Apple&model=Samsung&stock=true');
    visit(productsData());
    await waitFor(() => expect(window.location.search).toBe('?category=Tools&stock=1'));
    expect(view()).toEqual(
      expected({
        inStock: true,
        rows: [CATEGORY('Tools'), row('Type', ['All', 'Soldering'], 'All')],
        titles: [SOLDERING, HOT_AIR],
      }),
    );
  });

  it('steps back through the filters with the Back button', async () => {
    visit(productsData());
    click('Category', 'Spares');
    click('Type', 'Charging');
    expect(titles()).toEqual([PORT]);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?category=Spares'));
    await waitFor(() =>
      expect(view()).toEqual(expected({ rows: [CATEGORY('Spares'), SPARE_TYPES('All')], titles: SPARES })),
    );

    act(() => window.history.back());
    await waitFor(() => expect(view()).toEqual(expected(UNFILTERED)));
  });

  it('restores the filters of the URL on popstate', () => {
    visit(productsData());
    type('charger');
    window.history.pushState(null, '', '/shop/products/?category=Accessories&type=Cables');
    fireEvent(window, new PopStateEvent('popstate'));
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('Cables'), row('Model', ['All', 'Lightning'], 'All')],
        titles: [CABLE],
      }),
    );
  });

  it('hydrates the server HTML unfiltered, then applies the URL', () => {
    expect(render('products', productsData())).not.toContain('aria-pressed="true">Spares');
    window.history.replaceState(null, '', '/shop/products/?category=Spares');
    const errors = vi.spyOn(console, 'error');
    visit(productsData());
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

// --- Before the island wakes up ---------------------------------------------------

describe('what a visitor does before the filters wake up', () => {
  it('applies a chip tapped early once the island is ready, as a history entry', () => {
    const start = window.history.length;
    visit(productsData(), { early: () => click('Category', 'Accessories') });
    expect(view()).toEqual(expected({ rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('All')], titles: ACCESSORIES }));
    expect(window.location.search).toBe('?category=Accessories');
    expect(window.history.length).toBe(start + 1);
  });

  it('keeps and applies words typed early, in place, with the URL of a shared link under them', () => {
    window.history.replaceState(null, '', '/shop/products/?category=Accessories');
    const start = window.history.length;
    visit(productsData(), {
      early: () => {
        fireEvent.input(search(), { target: { value: 'c' } });
        fireEvent.input(search(), { target: { value: 'cable ' } });
      },
    });
    expect(view()).toEqual(
      expected({ query: 'cable ', rows: [CATEGORY('Accessories'), ACCESSORY_TYPES('All')], titles: [FAST, CABLE] }),
    );
    expect(window.location.search).toBe('?category=Accessories&q=cable');
    expect(window.history.length).toBe(start);
  });

  it('replays taps, the stock box and Reset in order, and a tap on a row not yet open does nothing', () => {
    visit(productsData(), {
      early: () => {
        click('Category', 'Tools');
        fireEvent.click(inStock());
        click('Category', 'Spares');
        fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
        click('Category', 'Spares');
      },
    });
    expect(view()).toEqual(expected({ rows: [CATEGORY('Spares'), SPARE_TYPES('All')], titles: SPARES }));
  });

  it('does not replay what was done before once the island heard it itself', () => {
    visit(productsData(), { early: () => click('Category', 'Spares') });
    click('Type', 'Screens');
    expect(view()).toEqual(
      expected({
        rows: [CATEGORY('Spares'), SPARE_TYPES('Screens'), row('Model', ['All', 'Redmi Note 13'], 'All')],
        titles: [DISPLAY],
      }),
    );
  });
});

// --- The cards -----------------------------------------------------------------

/**
 * The card's photo, or null. It is inside the photo's link, which screen
 * readers skip (the title links to the same page), so it has no role to be
 * found by: it is found as the picture in the card's media box.
 */
function photoOf(card: HTMLElement): HTMLImageElement | null {
  return card.querySelector('.product-media img');
}

/** One card as a visitor meets it. */
function shownCard(card: HTMLElement) {
  const c = within(card);
  const photo = photoOf(card);
  const attr = (name: string) => photo?.getAttribute(name);
  const [title, ...chats] = c.getAllByRole('link');
  const photoLink = card.querySelector('.product-media a');
  return {
    texts: texts(card),
    // What screen readers skip: the photo's link with the initials tile (the icons have no text).
    hidden: [...card.querySelectorAll('[aria-hidden="true"]')]
      .filter((el) => !el.parentElement?.closest('[aria-hidden="true"]'))
      .flatMap((el) => texts(el)),
    photo: photo && {
      alt: attr('alt'),
      src: attr('src'),
      loading: attr('loading'),
      width: attr('width'),
      height: attr('height'),
    },
    stockClass: c.getByText(/^(In stock|Out of stock)$/).className,
    // The one link to the product's page that the keyboard and screen readers meet: the title, in its heading.
    title: title && { heading: title.closest('h2')?.textContent, name: title.textContent, ...opens(title) },
    // The photo goes there too, for a thumb, and is skipped by the keyboard and screen readers.
    photoLink: photoLink && {
      href: photoLink.getAttribute('href'),
      tabIndex: photoLink.getAttribute('tabindex'),
      hidden: photoLink.getAttribute('aria-hidden'),
      holds: photoLink.contains(photo) || photoLink.querySelector('.initials') !== null,
    },
    links: chats.map(whatsapp),
  };
}

/** What the card of `p` shows: its ProductView's fields, in the card's order. */
function expectedCard(p: ProductView): ReturnType<typeof shownCard> {
  return {
    texts: [
      ...(p.image ? [] : [p.initials]),
      ...(p.badge ? [p.badge] : []),
      p.stock,
      p.title,
      `${p.category} • ${p.type} • ${p.model}`,
      p.price,
      ...p.highlights,
      'Enquire',
      'Ask price',
    ],
    hidden: p.image ? [] : [p.initials],
    photo: p.image ? { alt: p.title, src: p.image, loading: 'lazy', width: '480', height: '320' } : null,
    stockClass: p.in_stock ? 'stock in' : 'stock out',
    title: { heading: p.title, name: p.title, href: p.href, target: null, rel: null },
    photoLink: { href: p.href, tabIndex: '-1', hidden: 'true', holds: true },
    links: [messageToShop(`Product Enquiry: ${p.title}`), messageToShop(`Need price for: ${p.title}`)],
  };
}

describe('the product cards', () => {
  it('every card shows its lazy photo or initials, ribbon, stock, title, line, price, highlights and two WhatsApp questions', () => {
    visit(productsData());
    const cards = screen.getAllByRole('article');
    expect(cards.map(shownCard)).toEqual(catalogue.map(expectedCard));
  });

  it('links its title and its photo to the product’s own page, under the base path', () => {
    visit(productsData());
    for (const p of catalogue) {
      expect(p.href, p.title).toMatch(/^\/shop\/products\/[a-z0-9-]+\/$/);
      const card = within(cardOf(p.title));
      expect(opens(card.getByRole('link', { name: p.title }))).toEqual({ href: p.href, target: null, rel: null });
    }
    expect(new Set(catalogue.map((p) => p.href)).size).toBe(catalogue.length);
  });

  it('reads as the spec shop: stock, category • type • model, price label, ribbon and at most 3 highlights', () => {
    const SPEC: [title: string, stock: string, line: string, price: string, badge: string | null][] = [
      [BOAT, 'In stock', 'Accessories • Headphones • Over-ear', '₹1,499', 'Bestseller'],
      [REALME, 'Out of stock', 'Accessories • Headphones • Neckband', '₹1,799', null],
      [FAST, 'In stock', 'Accessories • Chargers • Type-C', '₹599', null],
      [SAMSUNG_CHARGER, 'Out of stock', 'Accessories • Chargers • Type-C', '₹1,299', null],
      [CABLE, 'In stock', 'Accessories • Cables • Lightning', '₹449', null],
      [CASE, 'In stock', 'Accessories • Covers • iPhone 15', '₹249', null],
      [SOLDERING, 'In stock', 'Tools • Soldering • All items', '₹2,850', 'Pro pick'],
      [HOT_AIR, 'In stock', 'Tools • Soldering • Hot air', 'Price on request', null],
      [DISPLAY, 'Out of stock', 'Spares • Screens • Redmi Note 13', '₹3,299', null],
      [BATTERY, 'In stock', 'Spares • Batteries • iPhone 12', '₹1,899', null],
      [PORT, 'In stock', 'Spares • Charging • Galaxy A52', '₹349', null],
      [TOOLKIT, 'In stock', 'Training Kits • Toolkits • Starter kit', '₹2,499', 'New'],
      [IPHONE, 'In stock', 'Second-hand • Apple • iPhone 15 Pro Max', '₹1,04,999', 'Certified used'],
      [GALAXY, 'Out of stock', 'Second-hand • Samsung • All items', '₹18,999', null],
    ];
    const badges = SPEC.flatMap(([, , , , badge]) => (badge ? [badge] : []));
    visit(productsData());
    for (const [title, stock, line, price, badge] of SPEC) {
      const card = cardOf(title);
      const shown = texts(card);
      const at = shown.indexOf(title);
      expect(shown.slice(at - 1, at + 3), title).toEqual([stock, title, line, price]);
      expect(
        shown.filter((text) => badges.includes(text)),
        title,
      ).toEqual(badge ? [badge] : []);
      expect(within(card).getAllByRole('listitem').length, title).toBeLessThanOrEqual(3);
    }
  });

  it('loads the photo lazily, at a fixed size, named by the title', () => {
    visit(productsData());
    const img = photoOf(cardOf(BOAT))!;
    expect(img.alt).toBe(BOAT);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '320']);
  });

  it('shows the initials tile, hidden from screen readers, when there is no photo', () => {
    visit(productsData());
    const card = within(cardOf(SAMSUNG_CHARGER));
    expect(photoOf(cardOf(SAMSUNG_CHARGER))).toBeNull();
    expect(card.getByText('SS').getAttribute('aria-hidden')).toBe('true');
  });

  it('gives each photo its initials, for the tile drawn over it when it fails to load', () => {
    visit(productsData());
    // product-card.css draws the tile from data-initials; e2e/products.e2e.ts sees it when the photo host fails.
    expect(photoOf(cardOf(BOAT))!.dataset.initials).toBe('BR');
  });
});
