// Which models the search box on /repairs shows for what is typed, and in
// which order (docs/behaviour.md#repair-prices): the queries, each
// against a list where the wanted model is not first, and Hindi names in
// both forms of a letter.
import { describe, expect, it } from 'vitest';
import type { RepairModelEntry } from '../generated/view';
import { folded, queryOf, searchModels, searchable, withQuery } from './repair-finder';

const model = (brand: string, name: string): RepairModelEntry => ({
  brand,
  name,
  href: `/repairs/${folded(brand)}/${folded(name)}/`,
  from: null,
});

// In the list's order: a longer name before the one a query means.
const list = searchable([
  model('Samsung', 'Galaxy A5'),
  model('Samsung', 'Galaxy A55'),
  model('Samsung', 'Galaxy A54'),
  model('Samsung', 'Galaxy S21 FE'),
  model('Apple', 'iPhone 13 Pro'),
  model('Apple', 'iPhone 13'),
  model('Apple', 'iPhone 12'),
  model('Xiaomi', 'Redmi Note 12 Pro'),
  model('Xiaomi', 'Redmi Note 12'),
  model('Xiaomi', 'Redmi 12'),
  model('Xiaomi', 'Redmi Note 13'),
  // फ़ as one letter (U+095E), as a keyboard may write it; the reader
  // writes every name in NFC, but a list may come from anywhere.
  model('लावा', 'ब्लेज़ 5G'),
  model('लावा', 'अग्नि \u095E2'),
]);

const names = (typed: string) => searchModels(list, typed).map((m) => `${m.brand} ${m.name}`);

describe('a model found by typing it', () => {
  it.each([
    ['note 12', ['Xiaomi Redmi Note 12', 'Xiaomi Redmi Note 12 Pro']],
    ['redmi note 12', ['Xiaomi Redmi Note 12', 'Xiaomi Redmi Note 12 Pro']],
    ['Redmi Note12', ['Xiaomi Redmi Note 12', 'Xiaomi Redmi Note 12 Pro']],
    ['iphone13', ['Apple iPhone 13', 'Apple iPhone 13 Pro']],
    ['IPHONE 13', ['Apple iPhone 13', 'Apple iPhone 13 Pro']],
    ['a54', ['Samsung Galaxy A54']],
    ['samsung a54', ['Samsung Galaxy A54']],
    ['A-54', ['Samsung Galaxy A54']],
  ])('%s shows %j, the one meant first, and hides the rest', (typed, wanted) => {
    expect(names(typed)).toEqual(wanted);
  });

  it('puts the name typed first, then names a word of which starts it, then the rest, each in list order', () => {
    // `a5`: Galaxy A5 is it; A55 and A54 start with it; none is within.
    expect(names('a5')).toEqual(['Samsung Galaxy A5', 'Samsung Galaxy A55', 'Samsung Galaxy A54']);
    // `12`: iPhone 12, Redmi Note 12 and Redmi 12 end with it; Redmi Note
    // 12 Pro has a word that starts with it; nothing holds it within a word.
    expect(names('12')).toEqual([
      'Apple iPhone 12',
      'Xiaomi Redmi Note 12',
      'Xiaomi Redmi 12',
      'Xiaomi Redmi Note 12 Pro',
    ]);
    // `ote 1` is within words only.
    expect(names('ote 1')).toEqual(['Xiaomi Redmi Note 12 Pro', 'Xiaomi Redmi Note 12', 'Xiaomi Redmi Note 13']);
  });

  it('finds a Devanagari name by its Devanagari, with फ़ typed either way, and no English name by Hindi', () => {
    expect(names('ब्लेज़')).toEqual(['लावा ब्लेज़ 5G']);
    // ज़ as ज and a nukta, the other way to type it.
    expect(names('ब्लेज\u093C')).toEqual(['लावा ब्लेज़ 5G']);
    expect(names('\u092B\u093C2')).toEqual(['लावा अग्नि \u095E2']);
    expect(names('\u095E2')).toEqual(['लावा अग्नि \u095E2']);
    // The vowel sign counts: ब्लाज is not ब्लेज़.
    expect(names('ब्लाज')).toEqual([]);
    expect(names('लावा')).toEqual(['लावा ब्लेज़ 5G', 'लावा अग्नि \u095E2']);
    // Nothing is transliterated: रेडमी is not Redmi.
    expect(names('रेडमी')).toEqual([]);
  });

  it('shows nothing for nothing typed, or only spaces and signs', () => {
    expect(names('')).toEqual([]);
    expect(names('  ')).toEqual([]);
    expect(names(' - ')).toEqual([]);
  });
});

describe('what was typed, in the address', () => {
  it('reads q, and writes it beside the other parameters, or leaves it out', () => {
    expect(queryOf('?q=note+12')).toBe('note 12');
    expect(queryOf('?brand=samsung')).toBe('');
    expect(withQuery('?brand=samsung', 'note 12')).toBe('?brand=samsung&q=note+12');
    expect(withQuery('?q=note', '  ')).toBe('');
  });
});
