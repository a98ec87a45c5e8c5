// The Products page's filters as plain data (docs/behaviour.md#filters and
// #search): which products show, which chips each row offers, how a click
// changes the filters, and how the filters travel in the address bar. No React here, so every rule has a
// plain unit test and the page only wires events to these functions.
import type { Facet, ProductView } from '../generated/view';

/** Category, type and model are `null` for "All". */
export type Filters = {
  category: string | null;
  type: string | null;
  model: string | null;
  /** What the visitor typed, untrimmed, so the search box keeps it as is. */
  query: string;
  inStock: boolean;
};

/** The fields of a product the filters read: one per chip row, and search and stock. */
type Filterable = Pick<ProductView, ChipRow | 'search' | 'in_stock'>;

export type ChipOptions = { categories: string[]; types: string[]; models: string[] };

/** Nothing chosen: every product shows. The server renders this state. */
export function reset(): Filters {
  return { category: null, type: null, model: null, query: '', inStock: false };
}

/** A new category (or All) starts the type and model over. */
export function chooseCategory(filters: Filters, category: string | null): Filters {
  return { ...filters, category, type: null, model: null };
}

/** A new type (or All) starts the model over. */
export function chooseType(filters: Filters, type: string | null): Filters {
  return { ...filters, type, model: null };
}

export function chooseModel(filters: Filters, model: string | null): Filters {
  return { ...filters, model };
}

/**
 * What a chip click chooses: its value, or "All" (`null`) when it is the chip
 * already pressed, since a pressed toggle button un-presses on a second click.
 */
export function toggle(current: string | null, value: string | null): string | null {
  return current === value ? null : value;
}

export function setQuery(filters: Filters, query: string): Filters {
  return { ...filters, query };
}

export function setInStock(filters: Filters, inStock: boolean): Filters {
  return { ...filters, inStock };
}

/**
 * What the visitor typed, as the search index holds texts: in Unicode's
 * NFC and lowercase, so `फ़` typed as one letter or as `फ` and a nukta finds
 * either (docs/behaviour.md#search).
 */
export function searchNeedle(query: string): string {
  return query.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** Whether one product passes every filter. */
export function matches(product: Filterable, filters: Filters): boolean {
  const needle = searchNeedle(filters.query);
  return (
    (filters.category === null || product.category === filters.category) &&
    (filters.type === null || product.type === filters.type) &&
    (filters.model === null || product.model === filters.model) &&
    (!filters.inStock || product.in_stock) &&
    (needle === '' || product.search.includes(needle))
  );
}

/** The products that pass, in catalogue order. */
export function applyFilters<P extends Filterable>(products: readonly P[], filters: Filters): P[] {
  return products.filter((product) => matches(product, filters));
}

/** The facet named `name` in `facets`, if there is one. */
function find(facets: readonly Facet[], name: string | null): Facet | undefined {
  return name === null ? undefined : facets.find((f) => f.name === name);
}

/**
 * The chips of each row, in the order the catalogue first names them (Rust
 * lists them so in the facets). Types are those of the chosen category,
 * models those of the chosen category and type; a row whose level above is
 * unchosen is empty (and hidden). Search and the stock box do not change the
 * chips, so they never jump while typing.
 */
export function chipOptions(facets: readonly Facet[], filters: Filters): ChipOptions {
  const category = find(facets, filters.category);
  const type = category && find(category.children, filters.type);
  return {
    categories: facets.map((f) => f.name),
    types: category?.children.map((f) => f.name) ?? [],
    models: type?.children.map((f) => f.name) ?? [],
  };
}

/**
 * How many products the chosen chips stand for, out of `total`: exact, from
 * the facets, before any product is looked at. `null` when the search text or
 * the stock box narrows it further, which only the products can tell.
 */
export function chipCount(facets: readonly Facet[], filters: Filters, total: number): number | null {
  if (filters.query.trim() !== '' || filters.inStock) return null;
  if (filters.category === null) return total;
  const category = find(facets, filters.category);
  if (filters.type === null) return category?.count ?? 0;
  const type = category && find(category.children, filters.type);
  if (filters.model === null) return type?.count ?? 0;
  return (type && find(type.children, filters.model)?.count) ?? 0;
}

/** Whether `filters` shows every product: nothing chosen, typed or ticked. */
export function unfiltered(filters: Filters): boolean {
  return sameFilters(normalizeQuery(filters), reset());
}

/** The filters with the search text as it is matched: trimmed. */
function normalizeQuery(filters: Filters): Filters {
  return { ...filters, query: filters.query.trim() };
}

/**
 * Drops what the catalogue does not offer (a category that does not exist, a
 * type of another category, a model without its type), top level first, so a
 * stale or hand-edited link shows the nearest sensible view instead of none.
 */
export function normalize(filters: Filters, facets: readonly Facet[]): Filters {
  let next = filters;
  if (next.category !== null && !chipOptions(facets, next).categories.includes(next.category)) {
    next = chooseCategory(next, null);
  }
  if (next.type !== null && !chipOptions(facets, next).types.includes(next.type)) {
    next = chooseType(next, null);
  }
  if (next.model !== null && !chipOptions(facets, next).models.includes(next.model)) {
    next = chooseModel(next, null);
  }
  return next;
}

/**
 * `?category=Spares&type=Screens&q=amoled&stock=1`, or `""` for no filter;
 * `shown` adds how many results show once Show more was pressed
 * (`&shown=48`), so a reload or a shared link shows as many again.
 */
export function toQuery(filters: Filters, shown: number | null = null): string {
  const params = new URLSearchParams();
  if (filters.category !== null) params.set('category', filters.category);
  if (filters.type !== null) params.set('type', filters.type);
  if (filters.model !== null) params.set('model', filters.model);
  const query = filters.query.trim();
  if (query !== '') params.set('q', query);
  if (filters.inStock) params.set('stock', '1');
  if (shown !== null) params.set('shown', String(shown));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The filters a URL's query asks for, keeping only what the catalogue offers. */
export function fromQuery(search: string, facets: readonly Facet[]): Filters {
  const params = new URLSearchParams(search);
  const stock = params.get('stock');
  return normalize(
    {
      category: params.get('category'),
      type: params.get('type'),
      model: params.get('model'),
      query: params.get('q') ?? '',
      inStock: stock === '1' || stock === 'true',
    },
    facets,
  );
}

/**
 * How many results a URL's query asks to show (`shown`): whole pages of
 * `pageSize`, rounded up, from one page to as many as `total` results fill.
 * One page when it asks for none, or for something that is not a number.
 */
export function shownFromQuery(search: string, pageSize: number, total: number): number {
  const asked = Number(new URLSearchParams(search).get('shown'));
  const most = Math.max(1, Math.ceil(total / pageSize)) * pageSize;
  if (!Number.isFinite(asked) || asked <= pageSize) return pageSize;
  return Math.min(Math.ceil(asked / pageSize) * pageSize, most);
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return (
    a.category === b.category &&
    a.type === b.type &&
    a.model === b.model &&
    a.query === b.query &&
    a.inStock === b.inStock
  );
}

/**
 * A row of chips, by the one name its query parameter, its field of
 * `Filters` and its field of `ProductView` share.
 */
export type ChipRow = 'category' | 'type' | 'model';

/** One thing a visitor does to the filters: what a click or a keystroke means. */
export type FilterAction =
  | { kind: 'chip'; row: ChipRow; value: string | null }
  | { kind: 'query'; value: string }
  | { kind: 'stock'; checked: boolean }
  | { kind: 'reset' };

/** The filters after `action`: a chip toggles as a click on it does. */
export function apply(filters: Filters, action: FilterAction): Filters {
  switch (action.kind) {
    case 'chip':
      if (action.row === 'category') return chooseCategory(filters, toggle(filters.category, action.value));
      if (action.row === 'type') return chooseType(filters, toggle(filters.type, action.value));
      return chooseModel(filters, toggle(filters.model, action.value));
    case 'query':
      return setQuery(filters, action.value);
    case 'stock':
      return setInStock(filters, action.checked);
    case 'reset':
      return reset();
  }
}

/**
 * The filters after each of `actions` in turn, keeping only what the
 * catalogue offers after each one: a chip that was tapped before the page
 * could answer, in a row that the actions before it did not open, does nothing.
 */
export function replay(filters: Filters, actions: readonly FilterAction[], facets: readonly Facet[]): Filters {
  return actions.reduce((current, action) => normalize(apply(current, action), facets), filters);
}
