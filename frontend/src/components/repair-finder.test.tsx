// The repair price finder on /repairs (docs/behaviour.md#repair-prices),
// rendered from the fixture shop's price list (tests/fixtures/shop/
// repair-prices.csv) and hydrated as the browser does: brand → model →
// every issue, the choice in the address bar, and "Not listed? Ask us".
// The expected prices and texts are written out by hand from the CSV.
// Real Back, reloads and shared links in Chromium are in e2e/repairs.e2e.ts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepairBrandData } from '../generated/view';
import { forgetBrandData } from '../lib/repair-finder';
import { repairModels, samsungPrices } from '../test/fixture';
import { messageToShop, pageData, whatsapp } from '../test/shop';
import { visit } from '../test/visit';

const finder = () => screen.getByRole('region', { name: 'Find your repair price' });

/** Answers the fetch of Samsung's prices with the fixture's, and counts the fetches. */
function serve(data: RepairBrandData = samsungPrices) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(data), { status: 200 });
    }),
  );
  return fetched;
}

beforeEach(() => {
  forgetBrandData();
  window.history.replaceState(null, '', '/shop/repairs/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The names of the models listed under the chosen brand. */
function shownModels() {
  return within(finder())
    .queryAllByRole('link')
    .filter((a) => /^\/shop\/repairs\/[^/]+\/[^/]+\/$/.test(a.getAttribute('href') ?? ''))
    .map((a) => a.textContent);
}

/** The finder's texts under its heading: what it is for, then a note under the models, if any. */
function notes() {
  return within(finder())
    .queryAllByRole('paragraph')
    .map((p) => p.textContent);
}
const INTRO = 'Type your model, or choose its brand.';

/** The repairs shown: each issue's heading, price and time, and its booking text. */
function shownRepairs() {
  return within(finder())
    .queryAllByRole('listitem')
    .filter((li) => li.classList.contains('repair-row'))
    .map((li) => ({
      issue: within(li).getByRole('heading').textContent,
      price: li.querySelector('.price')?.textContent,
      time: li.querySelector('.time')?.textContent,
      book: whatsapp(within(li).getByRole('link', { name: 'Book this repair' })).text,
    }));
}

describe('the repair price finder', () => {
  it('is brand chips that link to the brand pages, and fetches nothing until a brand is chosen', () => {
    const fetched = serve();
    visit(pageData('repairs'));
    const chips = within(finder()).getAllByRole('link');
    expect(chips.map((c) => [c.textContent, c.getAttribute('href')])).toEqual([
      ['Apple', '/shop/repairs/apple/'],
      ['Samsung', '/shop/repairs/samsung/'],
      ['Xiaomi', '/shop/repairs/xiaomi/'],
      ['Motorola', '/shop/repairs/motorola/'],
    ]);
    expect(within(finder()).queryByRole('searchbox', { name: 'Model' })).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('goes brand → model → every issue with its price, time and booking text, in the address bar', async () => {
    const fetched = serve();
    visit(pageData('repairs'));
    const start = window.history.length;
    fireEvent.click(within(finder()).getByRole('link', { name: 'Samsung' }));
    expect(window.location.search).toBe('?brand=samsung');
    expect(within(finder()).getByRole('link', { name: 'Samsung' }).getAttribute('aria-current')).toBe('true');
    const galaxy = await within(finder()).findByRole('link', { name: 'Galaxy A15' });
    expect(fetched).toEqual(['/shop/data/repairs/samsung.json']);
    expect(galaxy.getAttribute('href')).toBe('/shop/repairs/samsung/galaxy-a15/');
    expect(shownModels()).toEqual(['Galaxy A15', 'Galaxy S21 FE']);

    fireEvent.click(galaxy);
    expect(window.location.search).toBe('?brand=samsung&model=galaxy-a15');
    expect(window.history.length).toBe(start + 2);
    expect(within(finder()).getByRole('heading', { level: 3 }).textContent).toBe('Samsung Galaxy A15');
    expect(shownRepairs()).toEqual([
      { issue: 'Screen', price: '₹2,499', time: '1 hour', book: 'Repair: Samsung Galaxy A15 – Screen (₹2,499)' },
      { issue: 'Battery', price: '₹1,299', time: '45 min', book: 'Repair: Samsung Galaxy A15 – Battery (₹1,299)' },
      { issue: 'Charging', price: '₹699', time: '30 min', book: 'Repair: Samsung Galaxy A15 – Charging (₹699)' },
      {
        issue: 'Water Damage',
        price: 'Ask for price',
        time: '1–2 days',
        book: 'Repair: Samsung Galaxy A15 – Water Damage (Ask for price)',
      },
    ]);
    expect(whatsapp(within(finder()).getByRole('link', { name: 'Not listed? Ask us' }))).toEqual(
      messageToShop('Repair price for Samsung Galaxy A15?'),
    );

    fireEvent.click(within(finder()).getByRole('button', { name: 'Change model' }));
    expect(window.location.search).toBe('?brand=samsung');
    expect(shownRepairs()).toEqual([]);
    expect(shownModels()).toEqual(['Galaxy A15', 'Galaxy S21 FE']);
  });

  it('shows the model a shared link names, and follows Back', async () => {
    serve();
    window.history.replaceState(null, '', '/shop/repairs/?brand=samsung&model=galaxy-a15');
    visit(pageData('repairs'));
    await waitFor(() =>
      expect(shownRepairs().map((r) => r.issue)).toEqual(['Screen', 'Battery', 'Charging', 'Water Damage']),
    );

    fireEvent.click(within(finder()).getByRole('button', { name: 'Change model' }));
    fireEvent.click(within(finder()).getByRole('link', { name: 'Galaxy S21 FE' }));
    expect(shownRepairs().map((r) => [r.issue, r.price])).toEqual([
      ['Screen', '₹8,999–₹10,999'],
      ['Battery', '₹2,199'],
    ]);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?brand=samsung'));
    act(() => window.history.back());
    await waitFor(() => expect(shownRepairs().map((r) => r.issue)).toContain('Water Damage'));
  });

  it('ignores a brand the list does not have', () => {
    const fetched = serve();
    window.history.replaceState(null, '', '/shop/repairs/?brand=nokia&model=3310');
    visit(pageData('repairs'));
    expect(within(finder()).queryByRole('searchbox', { name: 'Model' })).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('finds a model by what is typed, ignoring case and spaces, and asks about one not listed', async () => {
    serve();
    visit(pageData('repairs'));
    fireEvent.click(within(finder()).getByRole('link', { name: 'Samsung' }));
    const box = await within(finder()).findByRole('searchbox', { name: 'Model' });
    fireEvent.change(box, { target: { value: 's 21' } });
    expect(shownModels()).toEqual(['Galaxy S21 FE']);

    fireEvent.change(box, { target: { value: 'Galaxy M34 "5G" <b>' } });
    expect(shownModels()).toEqual([]);
    expect(notes()).toEqual([INTRO, 'No model matches.']);
    expect(whatsapp(within(finder()).getByRole('link', { name: 'Not listed? Ask us' }))).toEqual(
      messageToShop('Repair price for Samsung Galaxy M34 "5G" <b>?'),
    );
    fireEvent.change(box, { target: { value: '' } });
    expect(whatsapp(within(finder()).getByRole('link', { name: 'Not listed? Ask us' }))).toEqual(
      messageToShop('Repair price for Samsung?'),
    );
  });

  it('lists the first 8 models, and says how many more there are', async () => {
    const many: RepairBrandData = {
      ...samsungPrices,
      models: Array.from({ length: 11 }, (_, i) => ({
        ...samsungPrices.models[0]!,
        name: `Galaxy A${i + 10}`,
        slug: `galaxy-a${i + 10}`,
      })),
    };
    serve(many);
    visit(pageData('repairs'));
    fireEvent.click(within(finder()).getByRole('link', { name: 'Samsung' }));
    await within(finder()).findByRole('searchbox', { name: 'Model' });
    const models = within(finder())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/shop/repairs/samsung/galaxy-'));
    expect(models.map((a) => a.textContent)).toEqual(Array.from({ length: 8 }, (_, i) => `Galaxy A${i + 10}`));
    expect(notes()).toEqual([INTRO, '3 more: type your model to find it']);
  });
});

describe('the model search above the brands', () => {
  /** Answers the fetch of the list of models with the fixture's, and counts the fetches. */
  function serveModels() {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify(repairModels), { status: 200 });
      }),
    );
    return fetched;
  }
  const box = () => within(finder()).getByRole('searchbox', { name: "Your phone's model" });
  /** Each match: its text and the page it opens. */
  const matches = () =>
    [...finder().querySelectorAll('.model-results a')].map((a) => [a.textContent, a.getAttribute('href')]);

  it('fetches the models once touched, shows those that match as typed, each a link to its prices', async () => {
    const fetched = serveModels();
    visit(pageData('repairs'));
    const form = box().closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/shop/repairs/', 'get']);
    expect(fetched).toEqual([]);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'galaxy' } });
    await waitFor(() =>
      expect(matches()).toEqual([
        ['Samsung Galaxy A15from ₹699', '/shop/repairs/samsung/galaxy-a15/'],
        ['Samsung Galaxy S21 FEfrom ₹2,199', '/shop/repairs/samsung/galaxy-s21-fe/'],
      ]),
    );
    expect(window.location.search).toBe('?q=galaxy');
    fireEvent.change(box(), { target: { value: 'iphone12' } });
    await waitFor(() => expect(matches()).toEqual([['Apple iPhone 12from ₹2,999', '/shop/repairs/apple/iphone-12/']]));
    fireEvent.change(box(), { target: { value: 'nokia' } });
    await waitFor(() => expect(notes()).toContain('No model matches.'));
    expect(matches()).toEqual([]);
    fireEvent.change(box(), { target: { value: '' } });
    await waitFor(() => expect(notes()).not.toContain('No model matches.'));
    expect(window.location.search).toBe('');
    expect(fetched).toEqual(['/shop/data/repair-models.json']);
  });

  it("shows the matches of the address's q at once, as the home page's form sends it", async () => {
    const fetched = serveModels();
    window.history.replaceState(null, '', '/shop/repairs/?q=moto+g');
    visit(pageData('repairs'));
    await waitFor(() =>
      expect(matches()).toEqual([['Motorola Moto G54from ₹799', '/shop/repairs/motorola/moto-g54/']]),
    );
    expect(box()).toHaveProperty('value', 'moto g');
    expect(fetched).toEqual(['/shop/data/repair-models.json']);
  });
});
