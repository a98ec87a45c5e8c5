// "Find your repair price" on /repairs, the page's island
// (islands/repair-finder.tsx; docs/behaviour.md#repair-prices): a box that
// finds a model of any brand as it is typed (repair-search.tsx); or a
// brand chip, then the model (typed, or from a short list), then every
// repair of that model with its price, time and WhatsApp booking.
//
// The chips are links to the brands' pages, so without JavaScript (or
// before the island wakes up) a tap goes there. With it, a tap fetches the
// brand's prices (data/repairs/<brand>.json, once; only then: /repairs
// itself carries none) and the finder opens in place. The choice lives in
// the address bar (`?brand=samsung&model=galaxy-a15`): each tap is a
// history entry, so Back, a reload and a shared link show it again.
//
// The server has no URL, so it renders nothing chosen, and so must the
// first render in the browser; the URL is read in an effect just after.
import { useEffect, useId, useState, type MouseEvent } from 'react';
import type { RepairBrandData, RepairBrandLink, RepairFinder as FinderView, RepairSearch } from '../generated/view';
import { LinkButton } from './link-button';
import { PageSection } from './page-section';
import { RepairRows } from './repair-rows';
import { ModelSearch } from './repair-search';
import {
  NOTHING,
  SHORT_LIST,
  brandData,
  choiceFromQuery,
  matchModels,
  notListedHref,
  sameChoice,
  toQuery,
  type Choice,
} from '../lib/repair-finder';

/** What the finder has of a brand's prices: not yet, them, or a failure. */
type Loaded = { slug: string; data: RepairBrandData | null; failed: boolean };

/** A plain tap: one that the page may handle instead of following the link. */
function plainTap(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The island's props: the finder's, and its search box's. */
export interface FinderProps {
  finder: FinderView;
  search: RepairSearch;
}

export function RepairFinder({ finder, search }: FinderProps) {
  const { labels, brands } = finder;
  const [choice, setChoice] = useState<Choice>(NOTHING);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [typed, setTyped] = useState('');
  const modelId = useId();
  const brand = brands.find((b) => b.slug === choice.brand) ?? null;

  useEffect(() => {
    const restore = () => {
      const next = choiceFromQuery(window.location.search, brands);
      setChoice((current) => (sameChoice(current, next) ? current : next));
    };
    restore();
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [brands]);

  useEffect(() => {
    if (!brand) return;
    let live = true;
    brandData(brand).then(
      (data) => live && setLoaded({ slug: brand.slug, data, failed: false }),
      () => live && setLoaded({ slug: brand.slug, data: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [brand]);

  const go = (next: Choice) => {
    if (sameChoice(next, choice)) return;
    window.history.pushState(
      null,
      '',
      `${window.location.pathname}${toQuery(next, window.location.search)}${window.location.hash}`,
    );
    setChoice(next);
  };

  const chooseBrand = (event: MouseEvent, b: RepairBrandLink) => {
    if (!plainTap(event)) return;
    event.preventDefault();
    setTyped('');
    go(choice.brand === b.slug ? NOTHING : { brand: b.slug, model: null });
  };

  const data = loaded && brand && loaded.slug === brand.slug ? loaded.data : null;
  const failed = loaded?.failed === true && loaded.slug === brand?.slug;
  const model = data?.models.find((m) => m.slug === choice.model) ?? null;
  const matches = data ? matchModels(data.models, typed) : [];
  const shown = matches.slice(0, SHORT_LIST);

  return (
    <PageSection section={{ heading: labels.heading, text: labels.text }} className="finder">
      <ModelSearch search={search} />
      {/* biome-ignore lint/a11y/useSemanticElements: a row of brand links, not form fields, as the product filters' chip rows */}
      <div className="chip-row" role="group" aria-label={labels.brand}>
        <span className="chip-label" aria-hidden="true">
          {labels.brand}
        </span>
        <ul className="chip-list">
          {brands.map((b) => (
            <li key={b.slug}>
              <a
                className="chip"
                href={b.href}
                aria-current={b.slug === choice.brand ? 'true' : undefined}
                onPointerDown={() => void brandData(b).catch(() => {})}
                onClick={(event) => chooseBrand(event, b)}
              >
                {b.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {brand && failed && (
        <p className="finder-note">
          <a href={brand.href}>{brand.name}</a>
        </p>
      )}
      {brand && !data && !failed && (
        <p className="finder-note" aria-busy="true">
          …
        </p>
      )}
      {brand && data && !model && (
        <div className="chip-row finder-models">
          <label className="chip-label" htmlFor={modelId}>
            {labels.model}
          </label>
          <div className="finder-pick">
            <input
              id={modelId}
              className="finder-search"
              type="search"
              value={typed}
              placeholder={labels.model_placeholder}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setTyped(event.target.value)}
            />
            {shown.length > 0 ? (
              <ul className="chip-list">
                {shown.map((m) => (
                  <li key={m.slug}>
                    <a
                      className="chip"
                      href={m.href}
                      onClick={(event) => {
                        if (!plainTap(event)) return;
                        event.preventDefault();
                        go({ brand: brand.slug, model: m.slug });
                      }}
                    >
                      {m.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="finder-note">{labels.no_model}</p>
            )}
            {matches.length > shown.length && (
              <p className="finder-note">
                {labels.more_models.replace('{count}', String(matches.length - shown.length))}
              </p>
            )}
            <div className="actions">
              <LinkButton
                link={{ label: labels.not_listed, href: notListedHref(data, typed) }}
                variant="whatsapp-outline"
              />
            </div>
          </div>
        </div>
      )}
      {brand && data && model && (
        <div className="finder-prices" aria-live="polite">
          <div className="finder-model">
            <h3>
              <a href={model.href}>
                {data.brand} {model.name}
              </a>
            </h3>
            <button type="button" className="btn btn-outline" onClick={() => go({ brand: brand.slug, model: null })}>
              {labels.change_model}
            </button>
          </div>
          <RepairRows rows={model.repairs} level={4} />
          <div className="actions">
            <LinkButton link={model.not_listed} variant="whatsapp-outline" />
          </div>
        </div>
      )}
    </PageSection>
  );
}
