// The Products page's island (islands/product-filters.tsx): search, the
// stock box, three rows of chips and the results. The rules live in lib/filters; this file wires them to
// events and keeps them in the address bar, so a filtered view can be
// shared, survives a reload and steps back with the browser's Back button.
//
// A catalogue that fits on page 1 is all in the island's props, and is filtered
// right there. A larger one (docs/behaviour.md#catalogue-data) is looked up
// in its index, fetched once the visitor first filters or searches, and its
// cards a page of the catalogue at a time (lib/catalogue): only the cards on
// screen are ever fetched. The count of a choice of chips is exact at once,
// from the facets.
//
// The server has no URL, so it renders the unfiltered first page, and so
// must the first render in the browser, or hydration would not match. The
// URL is read in an effect, just after hydration, together with whatever
// the visitor did before the island woke up (see islands/early.ts).
import { useContext, useEffect, useId, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import type { CatalogueIndex, ProductView, ProductsView } from '../generated/view';
import type { EarlyEvent } from '../islands/early';
import { EarlyEventsContext } from '../islands/early-context';
import { ChipGroup } from './chip-group';
import { Pager } from './pager';
import { ProductGrid } from './product-grid';
import { resultCount } from '../lib/format';
import { matchIndex, range, remoteCatalogue } from '../lib/catalogue';
import {
  apply,
  applyFilters,
  chipCount,
  chipOptions,
  fromQuery,
  replay,
  reset,
  sameFilters,
  shownFromQuery,
  toQuery,
  unfiltered,
  type ChipRow,
  type FilterAction,
  type Filters,
} from '../lib/filters';

/** What the filters read of the Products page: the island's props. */
export type ProductFiltersProps = Pick<
  ProductsView,
  'labels' | 'products' | 'total' | 'facets' | 'pager' | 'catalogue'
>;

/** What the results show: the cards of the first `limit` matches of `filters`, of `count`. */
type Results = { filters: Filters; limit: number; count: number; cards: ProductView[] };

export function ProductFilters({ labels, products, facets, total, pager, catalogue }: ProductFiltersProps) {
  const searchId = useId();
  const pageSize = catalogue?.page_size ?? Math.max(products.length, 1);
  const [filters, setFilters] = useState<Filters>(reset);
  const [limit, setLimit] = useState(pageSize);
  const remote = useMemo(() => (catalogue ? remoteCatalogue(catalogue, products) : null), [catalogue, products]);
  const [fetched, setFetched] = useState<Results>(() => ({
    filters: reset(),
    limit: pageSize,
    count: total,
    cards: products,
  }));

  const early = useContext(EarlyEventsContext);

  useEffect(() => {
    // Keeping the same object when nothing changed spares a render, which
    // is the usual case just after hydration: a URL without a query.
    const show = (next: Filters, shown = pageSize) => {
      setFilters((current) => (sameFilters(current, next) ? current : next));
      setLimit(shown);
    };
    /** Shows the filters the URL asks for, as many results as it asks, and returns them. */
    const restore = (): Filters => {
      const next = fromQuery(window.location.search, facets);
      const shown = shownFromQuery(window.location.search, pageSize, total);
      show(next, shown);
      // A shared link may name a type or model that is no longer in the
      // catalogue: show the address of what is actually on screen.
      writeUrl(next, 'replace', shown > pageSize ? shown : null);
      return next;
    };
    const fromUrl = restore();
    // What the visitor did before the island woke up, in order, on top of
    // the URL: a tap makes a history entry as it would have; typing alone
    // does not.
    const actions = early.flatMap(toAction);
    if (actions.length > 0) {
      const next = replay(fromUrl, actions, facets);
      show(next);
      writeUrl(next, actions.some((a) => a.kind !== 'query') ? 'push' : 'replace');
    }
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [facets, early, pageSize, total]);

  // A large catalogue: find the matches in the index (fetched the first
  // time it is needed) and fetch the cards to show. Newer filters make an
  // older lookup stop and its answer be dropped.
  useEffect(() => {
    if (!remote) return;
    let stale = false;
    (async () => {
      let count = total;
      let positions = range(0, Math.min(limit, total));
      let index: CatalogueIndex | undefined;
      if (!unfiltered(filters)) {
        index = await remote.index();
        const found = await matchIndex(index, filters, () => stale);
        if (found === null) return;
        count = found.length;
        positions = found.slice(0, limit);
      }
      const cards = await remote.cards(positions, index);
      if (!stale) setFetched({ filters, limit, count, cards });
    })().catch((error: unknown) => {
      // Offline, say: the cards on screen stay, and the next change tries again.
      console.warn('the catalogue could not be loaded', error);
    });
    return () => {
      stale = true;
    };
  }, [remote, filters, limit, total]);

  /**
   * Shows `next` and writes it to the URL: a new history entry for a click,
   * or in place while typing, so Back does not step through every letter.
   */
  function update(next: Filters, entry: 'push' | 'replace' = 'push') {
    setFilters(next);
    setLimit(pageSize);
    writeUrl(next, entry);
  }

  /** Enter in the search box: the list already shows, so only put the keyboard away. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }

  /**
   * The next page of the results, below those on screen, kept in the URL in
   * place (Back still leaves the list). Without JavaScript, the link opens page 2.
   */
  function showMore(event: MouseEvent) {
    event.preventDefault();
    const next = limit + pageSize;
    setLimit(next);
    writeUrl(filters, 'replace', next);
  }

  let results: Results;
  if (remote) {
    results = fetched;
  } else {
    const all = applyFilters(products, filters);
    results = { filters, limit, count: all.length, cards: all.slice(0, limit) };
  }
  const current = sameFilters(results.filters, filters) && results.limit === limit;
  // The count of a choice of chips is known before its cards are.
  const count = chipCount(facets, filters, total) ?? results.count;
  const more = results.cards.length < results.count;
  // What the server rendered: page 1 of everything, with its link to page 2.
  const firstPage = unfiltered(filters) && limit === pageSize;
  const options = chipOptions(facets, filters);
  // Each row of chips, and whether it shows: a type once a category is
  // chosen, a model once a type is.
  const chipRows: [ChipRow, string[], boolean][] = [
    ['category', options.categories, true],
    ['type', options.types, filters.category !== null],
    ['model', options.models, filters.type !== null],
  ];

  return (
    <>
      {/* Before hydration, Enter submits the form as a GET, and the page
          then reads `q` and `stock` from the URL: the same names. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is new (Chrome 118); the older Android WebViews our visitors have read role="search" on the form */}
      <form className="filters" role="search" aria-label={labels.search} onSubmit={submit}>
        <div className="filter-bar">
          <div className="search-field">
            <label htmlFor={searchId}>{labels.search}</label>
            <input
              id={searchId}
              name="q"
              type="search"
              placeholder={labels.search_placeholder}
              autoComplete="off"
              enterKeyHint="search"
              value={filters.query}
              onChange={(e) => update(apply(filters, { kind: 'query', value: e.target.value }), 'replace')}
            />
          </div>
          <label className="check-field">
            <input
              type="checkbox"
              name="stock"
              value="1"
              checked={filters.inStock}
              onChange={(e) => update(apply(filters, { kind: 'stock', checked: e.target.checked }))}
            />
            {labels.in_stock_only}
          </label>
          <button
            type="button"
            className="btn btn-outline"
            data-action="reset"
            onClick={() => update(apply(filters, { kind: 'reset' }))}
          >
            {labels.reset}
          </button>
        </div>
        {chipRows.map(
          ([row, values, shown]) =>
            shown && (
              <ChipGroup
                key={row}
                row={row}
                label={labels[row]}
                all={labels.all}
                values={values}
                chosen={filters[row]}
                onChoose={(value) => update(apply(filters, { kind: 'chip', row, value }))}
              />
            ),
        )}
      </form>
      <div className="results" aria-live="polite" aria-busy={current ? undefined : true}>
        <p className="count">{resultCount(labels, count)}</p>
        {count === 0 && current && <p className="empty">{labels.no_results}</p>}
      </div>
      {results.cards.length > 0 && <ProductGrid products={results.cards} />}
      {more &&
        (firstPage && pager.next ? (
          <a className="btn btn-outline more" href={pager.next} onClick={showMore}>
            {labels.show_more}
          </a>
        ) : (
          <button type="button" className="btn btn-outline more" onClick={showMore}>
            {labels.show_more}
          </button>
        ))}
      {firstPage && <Pager pager={pager} labels={labels} />}
    </>
  );
}

/**
 * Writes `filters`, and how many results show after Show more, to the
 * address bar, as a new history entry or in place, unless it is there already.
 */
function writeUrl(filters: Filters, entry: 'push' | 'replace', shown: number | null = null): void {
  const search = toQuery(filters, shown);
  if (search === window.location.search) return;
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (entry === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/** What an event recorded before hydration meant, read off its element: see ChipGroup and the form above. */
function toAction(event: EarlyEvent): FilterAction[] {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return [];
  if (event.type === 'input' && target instanceof HTMLInputElement && target.name === 'q') {
    return [{ kind: 'query', value: event.value }];
  }
  if (event.type === 'change' && target instanceof HTMLInputElement && target.name === 'stock') {
    return [{ kind: 'stock', checked: event.checked }];
  }
  const button = event.type === 'click' ? target.closest('button') : null;
  if (button?.dataset.action === 'reset') return [{ kind: 'reset' }];
  const row = button?.closest<HTMLElement>('[data-row]')?.dataset.row;
  if (button && (row === 'category' || row === 'type' || row === 'model')) {
    return [{ kind: 'chip', row: row satisfies ChipRow, value: button.value === '' ? null : button.value }];
  }
  return [];
}
