// The rules of docs/behaviour.md#filters and #search as plain functions, on the fixture
// shop's 14 products. Its categories come in an order that is not
// alphabetical (Accessories, Tools, Spares, Training Kits, Second-hand), so
// "first appearance" is told apart from sorting; a case the fixture lacks is
// a variant of one of its products.
import { describe, expect, it } from 'vitest';
import type { ProductView } from '../generated/view';
import { catalogue, facetsOf } from '../test/shop';

const facets = facetsOf(catalogue);
import {
  apply,
  replay,
  applyFilters,
  chipOptions,
  chooseCategory,
  chooseModel,
  chooseType,
  fromQuery,
  shownFromQuery,
  normalize,
  reset,
  searchNeedle,
  setInStock,
  setQuery,
  toggle,
  toQuery,
  type Filters,
} from './filters';

const none = reset();

/** The fixture product with this id. */
function product(id: string): ProductView {
  const found = catalogue.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id} in the fixture`);
  return found;
}

/** The ids of the products that pass, in order. */
function ids(filters: Filters, products: readonly ProductView[] = catalogue): string[] {
  return applyFilters(products, filters).map((p) => p.id);
}

const port: Filters = { ...none, category: 'Spares', type: 'Charging', model: 'Galaxy A52' };

describe('transitions (docs/behaviour.md#filters)', () => {
  it('starts with everything at All, no text and the box unchecked', () => {
    expect(none).toEqual({ category: null, type: null, model: null, query: '', inStock: false });
  });

  it('choosing a category resets type and model, and keeps the search and stock box', () => {
    const before = { ...port, query: 'flex', inStock: true };
    expect(chooseCategory(before, 'Tools')).toEqual({
      category: 'Tools',
      type: null,
      model: null,
      query: 'flex',
      inStock: true,
    });
  });

  it('choosing All categories clears every level below', () => {
    expect(chooseCategory(port, null)).toEqual(none);
  });

  it('choosing a type resets the model and keeps the category', () => {
    expect(chooseType(port, 'Batteries')).toEqual({ ...none, category: 'Spares', type: 'Batteries' });
    expect(chooseType(port, null)).toEqual({ ...none, category: 'Spares' });
  });

  it('choosing a model keeps the levels above', () => {
    const screens = { ...none, category: 'Spares', type: 'Screens' };
    expect(chooseModel(screens, 'Redmi Note 13')).toEqual({ ...screens, model: 'Redmi Note 13' });
    expect(chooseModel(port, null)).toEqual({ ...port, model: null });
  });

  it('a second click on the pressed chip goes back to All', () => {
    expect(toggle('Spares', 'Spares')).toBeNull();
    expect(toggle('Spares', 'Tools')).toBe('Tools');
    expect(toggle(null, 'Tools')).toBe('Tools');
    expect(toggle('Spares', null)).toBeNull();
    expect(toggle(null, null)).toBeNull();
  });

  it('setQuery and setInStock change only their own field', () => {
    expect(setQuery(port, ' flex ')).toEqual({ ...port, query: ' flex ' });
    expect(setInStock(port, true)).toEqual({ ...port, inStock: true });
  });

  it('reset clears everything, the search text and the stock box included', () => {
    const busy = setInStock(setQuery(port, 'flex'), true);
    expect(busy).not.toEqual(none);
    expect(reset()).toEqual(none);
  });
});

describe('chipOptions', () => {
  it('lists categories in the order the catalogue first names them, each once', () => {
    expect(chipOptions(facetsOf(catalogue), none).categories).toEqual([
      'Accessories',
      'Tools',
      'Spares',
      'Training Kits',
      'Second-hand',
    ]);
  });

  it('names a value once even when it comes back after another', () => {
    // The fixture lists each category in one run; here Accessories comes back at the end.
    const again = { ...product('boat-rockerz-450-headphones'), id: 'boat-again' };
    expect(chipOptions(facetsOf([...catalogue, again]), none).categories).toEqual([
      'Accessories',
      'Tools',
      'Spares',
      'Training Kits',
      'Second-hand',
    ]);
    expect(chipOptions(facetsOf([...catalogue, again]), { ...none, category: 'Accessories' }).types).toEqual([
      'Headphones',
      'Chargers',
      'Cables',
      'Covers',
    ]);
  });

  it('offers no types until a category is chosen, and no models until a type is', () => {
    expect(chipOptions(facetsOf(catalogue), none)).toMatchObject({ types: [], models: [] });
    expect(chipOptions(facetsOf(catalogue), { ...none, category: 'Spares' }).models).toEqual([]);
  });

  it('lists the types of the chosen category only, by first appearance', () => {
    expect(chipOptions(facetsOf(catalogue), { ...none, category: 'Accessories' }).types).toEqual([
      'Headphones',
      'Chargers',
      'Cables',
      'Covers',
    ]);
    expect(chipOptions(facetsOf(catalogue), { ...none, category: 'Spares' }).types).toEqual([
      'Screens',
      'Batteries',
      'Charging',
    ]);
    expect(chipOptions(facetsOf(catalogue), { ...none, category: 'Second-hand' }).types).toEqual(['Apple', 'Samsung']);
  });

  it('lists the models of the chosen category and type only, each once', () => {
    const models = (category: string, type: string) =>
      chipOptions(facetsOf(catalogue), { ...none, category, type }).models;
    expect(models('Accessories', 'Headphones')).toEqual(['Over-ear', 'Neckband']);
    // Both chargers are Type-C.
    expect(models('Accessories', 'Chargers')).toEqual(['Type-C']);
    // The soldering station names no model, so the CLI files it under "All items".
    expect(models('Tools', 'Soldering')).toEqual(['All items', 'Hot air']);
    expect(models('Spares', 'Batteries')).toEqual(['iPhone 12']);
    // A type of another category has no models here.
    expect(models('Tools', 'Screens')).toEqual([]);
  });

  it('does not change with the search text or the stock box', () => {
    const filtered = { ...none, category: 'Spares', query: 'zzz', inStock: true };
    expect(chipOptions(facetsOf(catalogue), filtered)).toEqual(
      chipOptions(facetsOf(catalogue), { ...none, category: 'Spares' }),
    );
  });
});

describe('applyFilters', () => {
  it('finds a word typed in either Unicode form of a nukta letter (docs/behaviour.md#search)', () => {
    // Rust writes the search text in NFC: `फ़` is `फ` + nukta there.
    const hindi = { ...product('iphone-12-battery'), id: 'aifon', search: 'आई\u092B\u093Cोन बैटरी' };
    const found = (query: string) => applyFilters([hindi], { ...none, query }).map((p) => p.id);
    expect(searchNeedle(' आई\u095Eोन ')).toBe('आई\u092B\u093Cोन');
    expect(found('आई\u095Eोन')).toEqual(['aifon']);
    expect(found('आई\u092B\u093Cोन')).toEqual(['aifon']);
    expect(found('आईफोन')).toEqual([]);
  });

  it('shows everything, in catalogue order, when nothing is chosen', () => {
    expect(ids(none)).toEqual([
      'boat-rockerz-450-headphones',
      'realme-buds-wireless-3-neckband',
      'fast-charger-33w-type-c',
      'samsung-25w-charger',
      'usb-c-to-lightning-cable-1m',
      'iphone-15-clear-case',
      'quick-936a-soldering-station',
      'sugon-8610dx-hot-air-station',
      'redmi-note-13-5g-amoled-display',
      'iphone-12-battery',
      'samsung-a52-charging-port-flex',
      'technician-starter-toolkit',
      'iphone-15-pro-max-256gb-used',
      'samsung-galaxy-s21-fe-used',
    ]);
  });

  it('narrows by category, then type, then model', () => {
    expect(ids({ ...none, category: 'Accessories' })).toEqual([
      'boat-rockerz-450-headphones',
      'realme-buds-wireless-3-neckband',
      'fast-charger-33w-type-c',
      'samsung-25w-charger',
      'usb-c-to-lightning-cable-1m',
      'iphone-15-clear-case',
    ]);
    expect(ids({ ...none, category: 'Accessories', type: 'Headphones' })).toEqual([
      'boat-rockerz-450-headphones',
      'realme-buds-wireless-3-neckband',
    ]);
    expect(ids({ ...none, category: 'Accessories', type: 'Headphones', model: 'Neckband' })).toEqual([
      'realme-buds-wireless-3-neckband',
    ]);
  });

  it('matches a model only within its category and type', () => {
    // The fixture has no model name in two places; here a used phone is also an "iPhone 12".
    const used = { ...product('iphone-15-pro-max-256gb-used'), id: 'iphone-12-used', model: 'iPhone 12' };
    const products = [...catalogue, used];
    expect(ids({ ...none, category: 'Spares', type: 'Batteries', model: 'iPhone 12' }, products)).toEqual([
      'iphone-12-battery',
    ]);
    expect(ids({ ...none, category: 'Second-hand', type: 'Apple', model: 'iPhone 12' }, products)).toEqual([
      'iphone-12-used',
    ]);
    expect(chipOptions(facetsOf(products), { ...none, category: 'Spares', type: 'Batteries' }).models).toEqual([
      'iPhone 12',
    ]);
  });

  it('trims the search text and ignores case (docs/behaviour.md#search)', () => {
    const expected = ['samsung-25w-charger'];
    expect(ids(setQuery(none, 'samsung 25w'))).toEqual(expected);
    expect(ids(setQuery(none, '  SAMSUNG 25W\t'))).toEqual(expected);
  });

  it('treats a search of only spaces as no search', () => {
    expect(ids(setQuery(none, '   '))).toEqual(ids(none));
  });

  it('matches the category, the highlights, the type and the model, not only the title', () => {
    expect(ids(setQuery(none, 'second-hand'))).toEqual(['iphone-15-pro-max-256gb-used', 'samsung-galaxy-s21-fe-used']);
    expect(ids(setQuery(none, 'tangle-free'))).toEqual(['usb-c-to-lightning-cable-1m']);
    expect(ids(setQuery(none, 'amoled'))).toEqual(['redmi-note-13-5g-amoled-display']);
    // The type and the model are searched too (issue 33): "Over-ear" is
    // only the boAt's model, in no title or highlight.
    expect(ids(setQuery(none, 'over-ear'))).toEqual(['boat-rockerz-450-headphones']);
    expect(ids(setQuery(none, 'OVER-EAR'))).toEqual(['boat-rockerz-450-headphones']);
  });

  it('hides what is out of stock when the box is checked', () => {
    expect(ids(setInStock(none, true))).toEqual([
      'boat-rockerz-450-headphones',
      'fast-charger-33w-type-c',
      'usb-c-to-lightning-cable-1m',
      'iphone-15-clear-case',
      'quick-936a-soldering-station',
      'sugon-8610dx-hot-air-station',
      'iphone-12-battery',
      'samsung-a52-charging-port-flex',
      'technician-starter-toolkit',
      'iphone-15-pro-max-256gb-used',
    ]);
  });

  it('combines every filter', () => {
    // "fast" is in both chargers' titles and in the cable's highlights; one charger is out of stock.
    const fast = setQuery({ ...none, category: 'Accessories' }, 'FAST');
    expect(ids(fast)).toEqual(['fast-charger-33w-type-c', 'samsung-25w-charger', 'usb-c-to-lightning-cable-1m']);
    expect(ids(setInStock(fast, true))).toEqual(['fast-charger-33w-type-c', 'usb-c-to-lightning-cable-1m']);
    expect(ids(setInStock({ ...fast, type: 'Chargers', model: 'Type-C' }, true))).toEqual(['fast-charger-33w-type-c']);
  });

  it('can match nothing', () => {
    expect(ids(setQuery(none, 'no such thing'))).toEqual([]);
    expect(ids(setInStock({ ...none, category: 'Spares', type: 'Screens', model: 'Redmi Note 13' }, true))).toEqual([]);
  });
});

describe('the URL query', () => {
  it('is empty when nothing is chosen', () => {
    expect(toQuery(none)).toBe('');
    expect(toQuery(setQuery(none, '   '))).toBe('');
  });

  it('names each filter that is set, the search trimmed', () => {
    const filters: Filters = { ...port, query: ' type-c flex ', inStock: true };
    expect(toQuery(filters)).toBe('?category=Spares&type=Charging&model=Galaxy+A52&q=type-c+flex&stock=1');
  });

  it('round-trips, spaces and symbols included', () => {
    for (const filters of [
      none,
      { ...none, category: 'Second-hand' },
      { ...none, category: 'Training Kits', type: 'Toolkits', model: 'Starter kit' },
      { ...none, category: 'Tools', type: 'Soldering', model: 'All items' },
      { ...none, category: 'Accessories', type: 'Chargers', model: 'Type-C', inStock: true },
      { ...port, query: 'a&b=c? 100% #1 ₹' },
    ]) {
      expect(fromQuery(toQuery(filters), facets)).toEqual(filters);
    }
  });

  it('keeps how many results show after Show more, apart from the filters', () => {
    expect(toQuery(none, 48)).toBe('?shown=48');
    expect(toQuery({ ...none, category: 'Tools' }, 72)).toBe('?category=Tools&shown=72');
    expect(fromQuery('?category=Tools&shown=72', facets)).toEqual({ ...none, category: 'Tools' });
  });

  it('reads how many results to show as whole pages, between one page and all', () => {
    const shown = (search: string) => shownFromQuery(search, 24, 100);
    expect(shown('')).toBe(24);
    expect(shown('?shown=48')).toBe(48);
    expect(shown('?shown=30')).toBe(48);
    expect(shown('?shown=24')).toBe(24);
    expect(shown('?shown=1000000')).toBe(120);
    for (const nonsense of ['?shown=', '?shown=-48', '?shown=abc', '?shown=Infinity', '?shown=1e400']) {
      expect(shown(nonsense), nonsense).toBe(24);
    }
    expect(shownFromQuery('?shown=48', 24, 0)).toBe(24);
  });

  it('reads a query with or without its "?"', () => {
    expect(fromQuery('category=Tools', facets)).toEqual({ ...none, category: 'Tools' });
    expect(fromQuery('?category=Tools', facets)).toEqual({ ...none, category: 'Tools' });
    expect(fromQuery('', facets)).toEqual(none);
  });

  it('ignores a category the catalogue does not have, and everything below it', () => {
    expect(fromQuery('?category=Phones&type=Charging&model=Galaxy+A52&q=x', facets)).toEqual({
      ...none,
      query: 'x',
    });
  });

  it('ignores a type of another category, and the model below it', () => {
    expect(fromQuery('?category=Tools&type=Charging&model=Galaxy+A52', facets)).toEqual({
      ...none,
      category: 'Tools',
    });
  });

  it('ignores a model of another type', () => {
    expect(fromQuery('?category=Spares&type=Batteries&model=Galaxy+A52', facets)).toEqual({
      ...none,
      category: 'Spares',
      type: 'Batteries',
    });
  });

  it('ignores a type or model without the level above', () => {
    expect(fromQuery('?type=Charging&model=Galaxy+A52', facets)).toEqual(none);
    expect(fromQuery('?category=Spares&model=Galaxy+A52', facets)).toEqual({ ...none, category: 'Spares' });
  });

  it('matches values exactly, case included', () => {
    expect(fromQuery('?category=spares', facets)).toEqual(none);
  });

  it('ticks the stock box only for stock=1 or true, and ignores unknown names', () => {
    expect(fromQuery('?stock=1', facets).inStock).toBe(true);
    expect(fromQuery('?stock=true', facets).inStock).toBe(true);
    expect(fromQuery('?stock=0', facets).inStock).toBe(false);
    expect(fromQuery('?stock=yes&utm_source=whatsapp', facets)).toEqual(none);
  });

  it('normalize keeps valid filters as they are', () => {
    expect(normalize(port, facets)).toEqual(port);
    expect(normalize({ ...port, query: 'x', inStock: true }, facets)).toEqual({ ...port, query: 'x', inStock: true });
  });
});

describe('actions: what a tap or a keystroke does, replayed in order', () => {
  it('a chip toggles as a click on it does, in its own row', () => {
    const spares = apply(none, { kind: 'chip', row: 'category', value: 'Spares' });
    expect(spares).toEqual({ ...none, category: 'Spares' });
    expect(apply(spares, { kind: 'chip', row: 'category', value: 'Spares' })).toEqual(none);
    expect(apply(port, { kind: 'chip', row: 'type', value: 'Screens' })).toEqual({
      ...port,
      type: 'Screens',
      model: null,
    });
    expect(apply(port, { kind: 'chip', row: 'model', value: null })).toEqual({ ...port, model: null });
  });

  it('search, the stock box and Reset', () => {
    expect(apply(port, { kind: 'query', value: ' Flex' })).toEqual({ ...port, query: ' Flex' });
    expect(apply(port, { kind: 'stock', checked: true })).toEqual({ ...port, inStock: true });
    expect(apply({ ...port, query: 'x', inStock: true }, { kind: 'reset' })).toEqual(none);
  });

  it('replays in order, and a chip of a row that is not open by then does nothing', () => {
    expect(
      replay(
        none,
        [
          { kind: 'chip', row: 'type', value: 'Screens' },
          { kind: 'chip', row: 'category', value: 'Spares' },
          { kind: 'query', value: 'amoled' },
          { kind: 'chip', row: 'type', value: 'Screens' },
          { kind: 'stock', checked: true },
          { kind: 'stock', checked: false },
        ],
        facets,
      ),
    ).toEqual({ ...none, category: 'Spares', type: 'Screens', query: 'amoled' });
    expect(replay(port, [], facets)).toBe(port);
  });
});
