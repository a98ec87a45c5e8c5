// The Products page: search, the stock box, three rows of chips and the grid.
// The rules live in lib/filters; this file wires them to events and keeps
// them in the address bar, so a filtered view can be shared, survives a
// reload and steps back with the browser's Back button.
//
// The server has no URL, so it renders the unfiltered list, and so must the
// first render in the browser, or hydration would not match. The URL is read
// in an effect, just after hydration.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ProductsView } from '../generated/view';
import { ChipGroup } from '../components/chip-group';
import { Hero } from '../components/hero';
import { ProductCard } from '../components/product-card';
import { resultCount } from '../lib/format';
import {
  applyFilters,
  chipOptions,
  chooseCategory,
  chooseModel,
  chooseType,
  fromQuery,
  reset,
  sameFilters,
  setInStock,
  setQuery,
  toggle,
  toQuery,
  type Filters,
} from '../lib/filters';

export function ProductsPage({ page }: { page: ProductsView }) {
  const { labels, products } = page;
  const searchId = useId();
  const [filters, setFilters] = useState<Filters>(reset);

  useEffect(() => {
    // Keeping the same object when nothing changed spares a render, which
    // is the usual case just after hydration: a URL without a query.
    const restore = () => {
      const next = fromQuery(window.location.search, products);
      setFilters((current) => (sameFilters(current, next) ? current : next));
      // A shared link may name a type or model that is no longer in the
      // catalogue: show the address of what is actually on screen.
      const search = toQuery(next);
      if (search !== window.location.search) {
        const url = `${window.location.pathname}${search}${window.location.hash}`;
        window.history.replaceState(window.history.state, '', url);
      }
    };
    restore();
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [products]);

  /**
   * Shows `next` and writes it to the URL: a new history entry for a click,
   * or in place while typing, so Back does not step through every letter.
   */
  function update(next: Filters, entry: 'push' | 'replace' = 'push') {
    setFilters(next);
    const search = toQuery(next);
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (entry === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }

  /** Enter in the search box: the list already shows, so only put the keyboard away. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }

  const shown = applyFilters(products, filters);
  const options = chipOptions(products, filters);

  return (
    <>
      <Hero hero={page.hero} />
      {/* Before hydration, Enter submits the form as a GET, and the page
          then reads `q` and `stock` from the URL: the same names. */}
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
              onChange={(e) => update(setQuery(filters, e.target.value), 'replace')}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              name="stock"
              value="1"
              checked={filters.inStock}
              onChange={(e) => update(setInStock(filters, e.target.checked))}
            />
            {labels.in_stock_only}
          </label>
          <button type="button" className="btn btn-outline" onClick={() => update(reset())}>
            {labels.reset}
          </button>
        </div>
        <ChipGroup
          label={labels.category}
          all={labels.all}
          values={options.categories}
          chosen={filters.category}
          onChoose={(value) => update(chooseCategory(filters, toggle(filters.category, value)))}
        />
        {filters.category !== null && (
          <ChipGroup
            label={labels.type}
            all={labels.all}
            values={options.types}
            chosen={filters.type}
            onChoose={(value) => update(chooseType(filters, toggle(filters.type, value)))}
          />
        )}
        {filters.type !== null && (
          <ChipGroup
            label={labels.model}
            all={labels.all}
            values={options.models}
            chosen={filters.model}
            onChoose={(value) => update(chooseModel(filters, toggle(filters.model, value)))}
          />
        )}
      </form>
      <div className="results" aria-live="polite">
        <p className="count">{resultCount(labels, shown.length)}</p>
        {shown.length === 0 && <p className="empty">{labels.no_results}</p>}
      </div>
      {shown.length > 0 && (
        <div className="grid products">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </>
  );
}
