// The catalogue beyond page 1 (docs/behaviour.md#catalogue-data): the
// filters' index, read column by column, and the cards, fetched a page of
// the catalogue at a time and only when the visitor filters, searches or
// asks for more. No React here: the island wires it to its state.
import type { CatalogueFiles, CatalogueIndex, PageData, ProductView } from '../generated/view';
import { type Filters, searchNeedle } from './filters';

/** How many products are matched between two yields to the browser. */
const SLICE = 4096;

/** Lets the browser paint and answer taps between slices of work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The positions in the catalogue of the products that pass `filters`, in
 * catalogue order, by the rules of lib/filters (`matches`): a chip's name is
 * looked up once in its table, then each product is compared by number. The
 * work is done in slices, so a large catalogue never blocks the page.
 * `cancelled` stops it early when newer filters have come.
 */
export async function matchIndex(
  index: CatalogueIndex,
  filters: Filters,
  cancelled: () => boolean = () => false,
): Promise<number[] | null> {
  const id = (table: string[], name: string | null) => (name === null ? null : table.indexOf(name));
  const category = id(index.categories, filters.category);
  const type = id(index.types, filters.type);
  const model = id(index.models, filters.model);
  const needle = searchNeedle(filters.query);
  const found: number[] = [];
  const count = index.search.length;
  for (let start = 0; start < count; start += SLICE) {
    const end = Math.min(start + SLICE, count);
    for (let i = start; i < end; i++) {
      if (
        (category === null || index.category[i] === category) &&
        (type === null || index.type[i] === type) &&
        (model === null || index.model[i] === model) &&
        (!filters.inStock || index.in_stock.charCodeAt(i) === 49) &&
        (needle === '' || index.search[i]!.includes(needle))
      ) {
        found.push(i);
      }
    }
    if (end < count) {
      await yieldToBrowser();
      if (cancelled()) return null;
    }
  }
  return found;
}

/** The page of the catalogue product `i` (from 0) is on, and its place there. */
export function placeOf(i: number, pageSize: number): { page: number; slot: number } {
  return { page: Math.floor(i / pageSize) + 1, slot: i % pageSize };
}

/** The address of page `page`'s view data. */
export function pageDataUrl(files: CatalogueFiles, page: number): string {
  return files.page.replaceAll('{page}', String(page));
}

export type FetchJson = <T>(url: string) => Promise<T>;

const fetchJson: FetchJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** The address of the first page of cards of category `category` (its number in the index). */
export function categoryDataUrl(files: CatalogueFiles, category: number): string {
  return files.category.replaceAll('{category}', String(category));
}

/**
 * The places of the first `pageSize` products of category `category` in
 * its own first page of cards: position in the catalogue → slot.
 */
export function categoryFirsts(index: CatalogueIndex, category: number, pageSize: number): Map<number, number> {
  const firsts = new Map<number, number>();
  for (let i = 0; i < index.category.length && firsts.size < pageSize; i++) {
    if (index.category[i] === category) firsts.set(i, firsts.size);
  }
  return firsts;
}

/** A catalogue that does not fit on page 1: its index and its cards, each fetched once. */
export interface RemoteCatalogue {
  index(): Promise<CatalogueIndex>;
  /**
   * The cards of the products at these positions, in the same order. With
   * the index, a product among the first of its category comes from its
   * category's first page of cards, so that a chip's first screen is one
   * file however far apart its products are in the catalogue.
   */
  cards(positions: readonly number[], index?: CatalogueIndex): Promise<ProductView[]>;
}

export function remoteCatalogue(
  files: CatalogueFiles,
  firstPage: ProductView[],
  get: FetchJson = fetchJson,
): RemoteCatalogue {
  let index: Promise<CatalogueIndex> | null = null;
  const pages = new Map<number, Promise<ProductView[]>>([[1, Promise.resolve(firstPage)]]);
  const categories = new Map<number, Promise<ProductView[]>>();
  const firsts = new Map<number, Map<number, number>>();
  /** Where product `i` is among the first of its category, if it is. */
  const firstSlot = (index: CatalogueIndex, i: number): { category: number; slot: number } | null => {
    const category = index.category[i];
    if (category === undefined) return null;
    let places = firsts.get(category);
    if (!places) {
      places = categoryFirsts(index, category, files.page_size);
      firsts.set(category, places);
    }
    const slot = places.get(i);
    return slot === undefined ? null : { category, slot };
  };
  const categoryCards = (n: number): Promise<ProductView[]> => {
    let cards = categories.get(n);
    if (!cards) {
      cards = get<ProductView[]>(categoryDataUrl(files, n));
      cards.catch(() => categories.delete(n));
      categories.set(n, cards);
    }
    return cards;
  };
  const page = (n: number): Promise<ProductView[]> => {
    let cards = pages.get(n);
    if (!cards) {
      cards = get<PageData>(pageDataUrl(files, n)).then((data) => {
        if (data.page.route !== 'products') throw new Error(`page ${n} of the catalogue is not a products page`);
        return data.page.products;
      });
      // A failed download is tried again next time.
      cards.catch(() => pages.delete(n));
      pages.set(n, cards);
    }
    return cards;
  };
  return {
    index() {
      if (!index) {
        index = get<CatalogueIndex>(files.index);
        index.catch(() => {
          index = null;
        });
      }
      return index;
    },
    async cards(positions, index) {
      // A catalogue page already fetched (page 1 always is) serves first;
      // then a category's first cards; then the catalogue's pages.
      type Source = { from: 'page' | 'category'; n: number; slot: number };
      const sources: Source[] = positions.map((i) => {
        const place = placeOf(i, files.page_size);
        const first = !pages.has(place.page) && index ? firstSlot(index, i) : null;
        return first
          ? { from: 'category', n: first.category, slot: first.slot }
          : { from: 'page', n: place.page, slot: place.slot };
      });
      const numbers = (from: Source['from']) => [...new Set(sources.filter((s) => s.from === from).map((s) => s.n))];
      const [fromPages, fromCategories] = await Promise.all([
        Promise.all(numbers('page').map(async (n) => [n, await page(n)] as const)).then((l) => new Map(l)),
        Promise.all(numbers('category').map(async (n) => [n, await categoryCards(n)] as const)).then((l) => new Map(l)),
      ]);
      return sources.map(({ from, n, slot }) => {
        const card = (from === 'page' ? fromPages : fromCategories).get(n)?.[slot];
        if (!card) throw new Error(`${from} ${n} of the catalogue has no product ${slot + 1}`);
        return card;
      });
    },
  };
}

/** The positions `from` to `to` (not included). */
export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
