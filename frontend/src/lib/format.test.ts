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
