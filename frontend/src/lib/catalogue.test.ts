// The catalogue beyond page 1: matching in the index by the rules of
// lib/filters, where each product is, and fetching only the pages needed.
import { describe, expect, it } from 'vitest';
import type { CatalogueIndex, PageData, ProductView } from '../generated/view';
import { catalogue, productsData } from '../test/shop';
import { applyFilters, reset, type Filters } from './filters';
import { categoryFirsts, matchIndex, placeOf, range, remoteCatalogue } from './catalogue';

/** The index Rust writes for `products` (crates/shopsite-render tests pin it). */
function indexOf(products: readonly ProductView[]): CatalogueIndex {
  const table = (names: string[]) => [...new Set(names)];
  const categories = table(products.map((p) => p.category));
  const types = table(products.map((p) => p.type));
  const models = table(products.map((p) => p.model));
  return {
    categories,
    types,
    models,
    category: products.map((p) => categories.indexOf(p.category)),
    type: products.map((p) => types.indexOf(p.type)),
    model: products.map((p) => models.indexOf(p.model)),
    in_stock: products.map((p) => (p.in_stock ? '1' : '0')).join(''),
    search: products.map((p) => p.search),
  };
}

const none = reset();
const index = indexOf(catalogue);

describe('matchIndex', () => {
  const cases: Filters[] = [
    none,
    { ...none, category: 'Spares' },
    { ...none, category: 'Spares', type: 'Charging' },
    { ...none, category: 'Spares', type: 'Charging', model: 'Galaxy A52' },
    { ...none, inStock: true },
    { ...none, query: '  AMOLED ' },
    { ...none, category: 'Accessories', query: 'fast', inStock: true },
    { ...none, category: 'No such thing' },
  ];
  it.each(cases)('finds what applyFilters finds: %o', async (filters) => {
    const expected = applyFilters(catalogue, filters).map((p) => catalogue.indexOf(p));
    expect(await matchIndex(index, filters)).toEqual(expected);
  });

  it('works through a large catalogue in slices, and stops when cancelled', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...catalogue[i % 14]!, search: `item ${i}` }));
    const big = indexOf(many);
    expect(await matchIndex(big, { ...none, query: 'item 9999' })).toEqual([9999]);
    expect(await matchIndex(big, { ...none, query: 'item' }, () => true)).toBeNull();
  });
});

describe('where a product is', () => {
  it('product i is on page i / size + 1', () => {
    expect(placeOf(0, 24)).toEqual({ page: 1, slot: 0 });
    expect(placeOf(23, 24)).toEqual({ page: 1, slot: 23 });
    expect(placeOf(24, 24)).toEqual({ page: 2, slot: 0 });
    expect(range(2, 5)).toEqual([2, 3, 4]);
    expect(range(5, 2)).toEqual([]);
  });
});

describe('remoteCatalogue', () => {
  const files = {
    index: '/data/products/index.json',
    page: '/data/products/page-{page}.json',
    page_size: 4,
    category: '/data/products/category-{category}.json',
  };
  /** Catalogue pages of 4 made from the fixture's 14 products, served from memory. */
  function server() {
    const asked: string[] = [];
    const get = async <T>(url: string): Promise<T> => {
      asked.push(url);
      if (url === files.index) return index as T;
      const category = /category-(\d+)\.json$/.exec(url)?.[1];
      if (category !== undefined) {
        // The first 4 of the category, as Rust writes them (derive::catalogue_data).
        return catalogue.filter((p) => p.category === index.categories[Number(category)]).slice(0, 4) as T;
      }
      const n = Number(/page-(\d+)\.json$/.exec(url)?.[1]);
      const data: PageData = productsData(catalogue.slice((n - 1) * 4, n * 4));
      return data as T;
    };
    return { asked, remote: remoteCatalogue(files, catalogue.slice(0, 4), get) };
  }

  it('gives the cards of page 1 without fetching anything', async () => {
    const { asked, remote } = server();
    expect(await remote.cards(range(0, 4))).toEqual(catalogue.slice(0, 4));
    expect(asked).toEqual([]);
  });

  it('fetches each page that holds a wanted card once, and keeps the order asked for', async () => {
    const { asked, remote } = server();
    const cards = await remote.cards([13, 5, 6, 0]);
    expect(cards.map((c) => c.id)).toEqual([13, 5, 6, 0].map((i) => catalogue[i]!.id));
    await remote.cards([4, 12]);
    expect(asked.sort()).toEqual(['/data/products/page-2.json', '/data/products/page-4.json']);
  });

  it("fills a category's first screen from its own file, however far apart its products are", async () => {
    // 20 products, of which a rare category's 3 lie on pages 2, 3 and 4.
    const products = Array.from({ length: 20 }, (_, i) => ({
      ...catalogue[i % 14]!,
      id: `p${i}`,
      category: i % 5 === 0 && i > 0 ? 'Rare' : 'Common',
    }));
    const big = indexOf(products);
    const rare = big.categories.indexOf('Rare');
    expect([...categoryFirsts(big, rare, 4).keys()]).toEqual([5, 10, 15]);
    const asked: string[] = [];
    const get = async <T>(url: string): Promise<T> => {
      asked.push(url);
      if (url.endsWith(`category-${rare}.json`)) return products.filter((p) => p.category === 'Rare') as T;
      const n = Number(/page-(\d+)\.json$/.exec(url)?.[1]);
      return productsData(products.slice((n - 1) * 4, n * 4)) as T;
    };
    const remote = remoteCatalogue(files, products.slice(0, 4), get);
    const cards = await remote.cards([5, 10, 15], big);
    expect(cards.map((c) => c.id)).toEqual(['p5', 'p10', 'p15']);
    expect(asked).toEqual([`/data/products/category-${rare}.json`]);
    // Without the index, as for the unfiltered list, the pages serve.
    asked.length = 0;
    expect((await remote.cards([5, 10], undefined)).map((c) => c.id)).toEqual(['p5', 'p10']);
    expect(asked.sort()).toEqual(['/data/products/page-2.json', '/data/products/page-3.json']);
    // A page in hand serves before the category's file.
    asked.length = 0;
    expect((await remote.cards([5, 15], big)).map((c) => c.id)).toEqual(['p5', 'p15']);
    expect(asked).toEqual([]);
  });

  it('fetches the index once, when first asked', async () => {
    const { asked, remote } = server();
    expect(asked).toEqual([]);
    await remote.index();
    await remote.index();
    expect(asked).toEqual([files.index]);
  });
});
