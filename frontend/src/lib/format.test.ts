import { describe, expect, it } from 'vitest';
import { pages } from '../test/shop';
import { fillCount, resultCount } from './format';

const { labels } = pages.products;

describe('result count', () => {
  it('fills in the number', () => {
    expect(fillCount(labels.results, 14)).toBe('14 products');
    expect(fillCount('{count} में से {count}', 3)).toBe('3 में से 3');
  });

  it('uses the singular text for exactly one, when the content has one', () => {
    expect(resultCount(labels, 0)).toBe('0 products');
    expect(resultCount(labels, 1)).toBe('1 product');
    expect(resultCount(labels, 2)).toBe('2 products');
    expect(resultCount({ ...labels, result_one: null }, 1)).toBe('1 products');
    expect(resultCount({ results: '{count} items' }, 1)).toBe('1 items');
  });
});

describe('Indian digit grouping, as Rust writes prices (labels::grouped)', () => {
  it('groups the last three digits, then pairs', async () => {
    const { grouped } = await import('./format');
    for (const [n, text] of [
      [0, '0'],
      [999, '999'],
      [1000, '1,000'],
      [99999, '99,999'],
      [100000, '1,00,000'],
      [104999, '1,04,999'],
      [1234567, '12,34,567'],
      [12345678, '1,23,45,678'],
    ] as const) {
      expect(grouped(n), String(n)).toBe(text);
    }
    expect(fillCount(labels.results, 1428)).toBe('1,428 products');
  });
});
