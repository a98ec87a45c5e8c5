// The box that finds a phone model's repair prices by its name, of any
// brand (docs/behaviour.md#repair-prices).
//
// RepairSearchForm is a plain form: it sends what was typed to
// /repairs/?q=…, with JavaScript or without. The home page draws it so,
// and loads no island for it.
//
// ModelSearch, at the top of the finder on /repairs (the page's island),
// is the same form, showing the matching models as they are typed, each a
// link to its prices; Enter opens the first. It fetches the list of models
// (data/repair-models.json) when the box is first touched, or at once
// when the address asks for a model (`?q=note+12`, as the home page's form
// sends it). What was typed stays in the address bar, so a reload or a
// shared link shows the same matches. Without JavaScript, /repairs?q=…
// is the page as it is without one: the brands and their pages.
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { RepairSearch } from '../generated/view';
import { SHORT_LIST, modelIndex, queryOf, searchModels, withQuery, type Searchable } from '../lib/repair-finder';

interface FormProps {
  search: RepairSearch;
  /** What the box holds, when the page keeps it; else the browser does. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** When the box is first touched: time to fetch what it searches. */
  onTouch?: () => void;
  /**
   * Its label for screen readers only (the box's `aria-label`), where the
   * heading and text above already say what it is for (the finder's), so
   * that the brands below still show on a phone's first screen.
   */
  quiet?: boolean;
  children?: ReactNode;
}

export function RepairSearchForm({ search, value, onChange, onSubmit, onTouch, quiet = false, children }: FormProps) {
  const id = useId();
  return (
    <search>
      <form className="model-search" action={search.action} method="get" onSubmit={onSubmit}>
        {!quiet && (
          <label className="model-search-label" htmlFor={id}>
            {search.label}
          </label>
        )}
        <div className="model-search-row">
          <input
            id={id}
            name="q"
            type="search"
            className="finder-search"
            placeholder={search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-label={quiet ? search.label : undefined}
            value={value}
            onChange={onChange}
            onFocus={onTouch}
            onPointerDown={onTouch}
          />
          <button type="submit" className="btn">
            {search.button}
          </button>
        </div>
        {children}
      </form>
    </search>
  );
}

/** The models, once fetched: not yet, them, or a failure. */
type Models = Searchable[] | 'failed' | null;

export function ModelSearch({ search }: { search: RepairSearch }) {
  const [typed, setTyped] = useState('');
  const [models, setModels] = useState<Models>(null);
  const [wanted, setWanted] = useState(false);

  // The address's `q`, on the first render after the server's and on Back.
  useEffect(() => {
    const restore = () => {
      const q = queryOf(window.location.search);
      setTyped(q);
      if (q) setWanted(true);
    };
    restore();
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    modelIndex(search.models).then(
      (list) => live && setModels(list),
      () => live && setModels('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, search.models]);

  const matches = useMemo(() => (Array.isArray(models) ? searchModels(models, typed) : []), [models, typed]);
  const shown = matches.slice(0, SHORT_LIST);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setTyped(next);
    setWanted(true);
    const url = `${window.location.pathname}${withQuery(window.location.search, next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <RepairSearchForm
      search={search}
      value={typed}
      onChange={change}
      onSubmit={(event) => {
        // The page is where the form would go: Enter opens the first match.
        event.preventDefault();
        if (shown[0]) window.location.assign(shown[0].href);
      }}
      onTouch={() => setWanted(true)}
      quiet
    >
      <div className="model-results" aria-live="polite">
        {typed.trim() !== '' && Array.isArray(models) && shown.length === 0 && (
          <p className="finder-note">{search.none}</p>
        )}
        {shown.length > 0 && (
          <ul>
            {shown.map((m) => (
              <li key={m.href}>
                <a href={m.href}>
                  <span className="model-brand">{m.brand}</span> <span className="model-name">{m.name}</span>
                  {m.from && <span className="model-from">{m.from}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
        {matches.length > shown.length && (
          <p className="finder-note">{search.more.replace('{count}', String(matches.length - shown.length))}</p>
        )}
      </div>
    </RepairSearchForm>
  );
}
