import { describe, expect, it } from 'vitest';
import { catalogue } from '../test/fixture';
import {
  applyFilters,
  chipOptions,
  chooseCategory,
  chooseModel,
  chooseType,
  fromQuery,
  normalize,
  reset,
  setInStock,
  setQuery,
  toggle,
  toQuery,
  type Filters,
} from './filters';

const none = reset();

function titles(filters: Filters): string[] {
  return applyFilters(catalogue, filters).map((p) => p.title);
}

function ids(filters: Filters): string[] {
  return applyFilters(catalogue, filters).map((p) => p.id);
}

const screens: Filters = { ...none, category: 'Spares', type: 'Screens', model: 'Galaxy A52' };

describe('transitions (spec §4)', () => {
  it('starts with everything at All, no text and the box unchecked', () => {
    expect(none).toEqual({ category: null, type: null, model: null, query: '', inStock: false });
  });

  it('choosing a category resets type and model, and keeps the search and stock box', () => {
    const before = { ...screens, query: 'amoled', inStock: true };
    expect(chooseCategory(before, 'Tools')).toEqual({
      category: 'Tools',
      type: null,
      model: null,
      query: 'amoled',
      inStock: true,
    });
  });

  it('choosing All categories clears every level below', () => {
    expect(chooseCategory(screens, null)).toEqual(none);
  });

  it('choosing a type resets the model and keeps the category', () => {
    expect(chooseType(screens, 'Batteries')).toEqual({ ...none, category: 'Spares', type: 'Batteries' });
    expect(chooseType(screens, null)).toEqual({ ...none, category: 'Spares' });
  });

  it('choosing a model keeps the levels above', () => {
    expect(chooseModel(screens, 'Redmi Note 13')).toEqual({ ...screens, model: 'Redmi Note 13' });
    expect(chooseModel(screens, null)).toEqual({ ...screens, model: null });
  });

  it('a second click on the pressed chip goes back to All', () => {
    expect(toggle('Spares', 'Spares')).toBeNull();
    expect(toggle('Spares', 'Tools')).toBe('Tools');
    expect(toggle(null, 'Tools')).toBe('Tools');
    expect(toggle('Spares', null)).toBeNull();
    expect(toggle(null, null)).toBeNull();
  });

  it('reset clears everything, the search text and the stock box included', () => {
    const busy = setInStock(setQuery(screens, 'amoled'), true);
    expect(reset()).toEqual(none);
    expect(busy).not.toEqual(none);
  });
});

describe('chipOptions', () => {
  it('lists categories in the order the catalogue first names them, each once', () => {
    expect(chipOptions(catalogue, none).categories).toEqual(['Accessories', 'Second-hand', 'Tools', 'Spares']);
  });

  it('offers no types until a category is chosen, and no models until a type is', () => {
    expect(chipOptions(catalogue, none)).toMatchObject({ types: [], models: [] });
    expect(chipOptions(catalogue, { ...none, category: 'Spares' }).models).toEqual([]);
  });

  it('lists the types of the chosen category only, by first appearance', () => {
    expect(chipOptions(catalogue, { ...none, category: 'Accessories' }).types).toEqual([
      'Headphones',
      'Chargers',
      'Cables',
    ]);
    expect(chipOptions(catalogue, { ...none, category: 'Spares' }).types).toEqual(['Screens', 'Batteries']);
  });

  it('lists the models of the chosen category and type only', () => {
    expect(chipOptions(catalogue, { ...none, category: 'Spares', type: 'Screens' }).models).toEqual([
      'Redmi Note 13',
      'Galaxy A52',
    ]);
    expect(chipOptions(catalogue, { ...none, category: 'Spares', type: 'Batteries' }).models).toEqual(['iPhone 12']);
    expect(chipOptions(catalogue, { ...none, category: 'Accessories', type: 'Chargers' }).models).toEqual(['Type-C']);
  });

  it('does not change with the search text or the stock box', () => {
    const filtered = { ...none, category: 'Spares', query: 'zzz', inStock: true };
    expect(chipOptions(catalogue, filtered)).toEqual(chipOptions(catalogue, { ...none, category: 'Spares' }));
  });
});

describe('applyFilters', () => {
  it('shows everything, in catalogue order, when nothing is chosen', () => {
    expect(ids(none)).toEqual(catalogue.map((p) => p.id));
  });

  it('narrows by category, then type, then model', () => {
    expect(ids({ ...none, category: 'Spares' })).toEqual([
      'redmi-note-13-5g-amoled-display',
      'iphone-12-battery',
      'galaxy-a52-display',
    ]);
    expect(ids({ ...none, category: 'Spares', type: 'Screens' })).toEqual([
      'redmi-note-13-5g-amoled-display',
      'galaxy-a52-display',
    ]);
    expect(ids(screens)).toEqual(['galaxy-a52-display']);
  });

  it('matches a model only within its category and type', () => {
    // Both the used iPhone and the battery are "iPhone 12".
    expect(ids({ ...none, category: 'Spares', type: 'Batteries', model: 'iPhone 12' })).toEqual(['iphone-12-battery']);
  });

  it('trims the search text and ignores case (spec §5)', () => {
    const expected = ['Samsung 25W Super Fast Charger (Original)'];
    expect(titles(setQuery(none, 'samsung 25w'))).toEqual(expected);
    expect(titles(setQuery(none, '  SAMSUNG 25W\t'))).toEqual(expected);
  });

  it('treats a search of only spaces as no search', () => {
    expect(ids(setQuery(none, '   '))).toHaveLength(catalogue.length);
  });

  it('matches the category and the highlights, not only the title', () => {
    expect(ids(setQuery(none, 'second-hand'))).toEqual(['iphone-12-used']);
    expect(ids(setQuery(none, 'tangle-free'))).toEqual(['usb-c-to-lightning-cable-1m']);
    expect(ids(setQuery(none, 'amoled'))).toEqual(['redmi-note-13-5g-amoled-display', 'galaxy-a52-display']);
  });

  it('hides what is out of stock when the box is checked', () => {
    const shown = applyFilters(catalogue, setInStock(none, true));
    expect(shown.every((p) => p.in_stock)).toBe(true);
    expect(shown.map((p) => p.id)).not.toContain('samsung-25w-charger');
    expect(shown).toHaveLength(catalogue.filter((p) => p.in_stock).length);
  });

  it('combines every filter', () => {
    const filters = setInStock(setQuery({ ...none, category: 'Spares', type: 'Screens' }, 'AMOLED'), true);
    expect(ids(filters)).toEqual(['galaxy-a52-display']);
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
    const filters: Filters = { ...screens, query: ' amoled screen ', inStock: true };
    expect(toQuery(filters)).toBe('?category=Spares&type=Screens&model=Galaxy+A52&q=amoled+screen&stock=1');
  });

  it('round-trips, spaces and symbols included', () => {
    for (const filters of [
      none,
      { ...none, category: 'Second-hand' },
      { ...none, category: 'Accessories', type: 'Chargers', model: 'Type-C', inStock: true },
      { ...screens, query: 'a&b=c? 100% #1 ₹' },
    ]) {
      expect(fromQuery(toQuery(filters), catalogue)).toEqual(filters);
    }
  });

  it('reads a query with or without its "?"', () => {
    expect(fromQuery('category=Tools', catalogue)).toEqual({ ...none, category: 'Tools' });
    expect(fromQuery('?category=Tools', catalogue)).toEqual({ ...none, category: 'Tools' });
    expect(fromQuery('', catalogue)).toEqual(none);
  });

  it('ignores a category the catalogue does not have, and everything below it', () => {
    expect(fromQuery('?category=Phones&type=Screens&model=Galaxy+A52&q=x', catalogue)).toEqual({
      ...none,
      query: 'x',
    });
  });

  it('ignores a type of another category, and the model below it', () => {
    expect(fromQuery('?category=Tools&type=Screens&model=Galaxy+A52', catalogue)).toEqual({
      ...none,
      category: 'Tools',
    });
  });

  it('ignores a model of another type', () => {
    expect(fromQuery('?category=Spares&type=Batteries&model=Galaxy+A52', catalogue)).toEqual({
      ...none,
      category: 'Spares',
      type: 'Batteries',
    });
  });

  it('ignores a type or model without the level above', () => {
    expect(fromQuery('?type=Screens&model=Galaxy+A52', catalogue)).toEqual(none);
    expect(fromQuery('?category=Spares&model=Galaxy+A52', catalogue)).toEqual({ ...none, category: 'Spares' });
  });

  it('matches values exactly, case included', () => {
    expect(fromQuery('?category=spares', catalogue)).toEqual(none);
  });

  it('ticks the stock box only for stock=1 or true, and ignores unknown names', () => {
    expect(fromQuery('?stock=1', catalogue).inStock).toBe(true);
    expect(fromQuery('?stock=true', catalogue).inStock).toBe(true);
    expect(fromQuery('?stock=0', catalogue).inStock).toBe(false);
    expect(fromQuery('?stock=yes&utm_source=whatsapp', catalogue)).toEqual(none);
  });

  it('normalize keeps valid filters as they are', () => {
    expect(normalize(screens, catalogue)).toEqual(screens);
  });
});
