// The repair price finder's rules (docs/behaviour.md#repair-prices), with
// no React: what the address bar holds, which models a typed text shows,
// and the "not listed" link for a model the visitor typed. Rust makes
// every label, address and WhatsApp text; this only picks among them.
import type {
  RepairBrandData,
  RepairBrandLink,
  RepairModelEntry,
  RepairModelIndex,
  RepairModelPrices,
} from '../generated/view';

/** The visitor's choice: a brand's slug, then a model's. */
export type Choice = { brand: string | null; model: string | null };

export const NOTHING: Choice = { brand: null, model: null };

/** How many models the short list shows before the visitor types. */
export const SHORT_LIST = 8;

/** The choice a query asks for (`?brand=samsung&model=galaxy-a15`), brands the finder does not have left out. */
export function choiceFromQuery(search: string, brands: readonly RepairBrandLink[]): Choice {
  const query = new URLSearchParams(search);
  const brand = query.get('brand');
  if (!brand || !brands.some((b) => b.slug === brand)) return NOTHING;
  return { brand, model: query.get('model') || null };
}

/** The query of a choice, other parameters kept: `?brand=samsung&model=galaxy-a15`. */
export function toQuery(choice: Choice, search = ''): string {
  const query = new URLSearchParams(search);
  query.delete('brand');
  query.delete('model');
  if (choice.brand) query.set('brand', choice.brand);
  if (choice.brand && choice.model) query.set('model', choice.model);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What the address asks the search box for: `?q=note+12` is `note 12`. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The query with `q` set to what was typed (left out when nothing is), other parameters kept. */
export function withQuery(search: string, typed: string): string {
  const query = new URLSearchParams(search);
  if (typed.trim()) query.set('q', typed);
  else query.delete('q');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return a.brand === b.brand && a.model === b.model;
}

/**
 * Folds case, spaces, signs and Unicode's two forms of a letter away, so
 * `a15`, `A 15` and `A-15` match `Galaxy A15`, and `फ़` typed either way
 * matches the other (NFC writes both as `फ` and a nukta). Marks stay: a
 * vowel sign is part of a Hindi word.
 */
export function folded(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/**
 * The models whose name holds every word typed (ignoring case, spaces and
 * signs), in list order, those starting with the first word first.
 */
export function matchModels(models: readonly RepairModelPrices[], typed: string): RepairModelPrices[] {
  const words = typed.split(/\s+/).map(folded).filter(Boolean);
  if (words.length === 0) return [...models];
  const hits = models.filter((m) => {
    const name = folded(m.name);
    return words.every((w) => name.includes(w));
  });
  const first = words[0] ?? '';
  const starts = (m: RepairModelPrices) => m.name.split(/\s+/).some((w) => folded(w).startsWith(first));
  return [...hits.filter(starts), ...hits.filter((m) => !starts(m))];
}

/** "Not listed? Ask us" for what the visitor typed: the brand's link with the model filled in, percent-encoded. */
export function notListedHref(data: RepairBrandData, typed: string): string {
  const model = typed.trim();
  if (!model) return data.not_listed.href;
  return data.not_listed_typed.replace('%7Bmodel%7D', encodeURIComponent(model));
}

/** A model of the search box's list, with its names folded once, as {@link searchModels} compares them. */
export interface Searchable {
  model: RepairModelEntry;
  /** The brand's name and the model's, folded. */
  full: string;
  /** The name from each of its words on, folded: `redminote12`, `note12`, `12`. */
  tails: string[];
}

/** The search box's list, folded for {@link searchModels}. */
export function searchable(models: readonly RepairModelEntry[]): Searchable[] {
  return models.map((model) => {
    const words = model.name.split(/\s+/).map(folded).filter(Boolean);
    return {
      model,
      full: folded(model.brand) + folded(model.name),
      tails: words.map((_, i) => words.slice(i).join('')),
    };
  });
}

/**
 * The models of any brand that hold every word typed, ignoring case,
 * spaces and signs, within words and runs of digits (`iphone13` is
 * `iPhone 13`, `a54` is in `Galaxy A54`). First those that are what was
 * typed (the name, from one of its words on, or with its brand before
 * it: `note 12` is `Redmi Note 12`), then those that start with it at one
 * of their words (`Redmi Note 12 Pro`), then the rest; each group in the
 * list's order. Nothing for nothing typed.
 */
export function searchModels(models: readonly Searchable[], typed: string): RepairModelEntry[] {
  const words = typed.split(/\s+/).map(folded).filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join('');
  const groups: RepairModelEntry[][] = [[], [], []];
  for (const m of models) {
    if (!words.every((w) => m.full.includes(w))) continue;
    const exact = m.full === whole || m.tails.includes(whole);
    const starts = m.full.startsWith(whole) || m.tails.some((t) => t.startsWith(whole));
    groups[exact ? 0 : starts ? 1 : 2]!.push(m.model);
  }
  return groups.flat();
}

/** The search box's list, fetched once a page. */
let index: { url: string; models: Promise<Searchable[]> } | null = null;

export function modelIndex(url: string): Promise<Searchable[]> {
  if (!index || index.url !== url) {
    const models = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const data = (await response.json()) as RepairModelIndex;
      return searchable(data.models);
    });
    // A failed fetch may be tried again.
    models.catch(() => {
      if (index?.models === models) index = null;
    });
    index = { url, models };
  }
  return index.models;
}

/** Each brand's prices, fetched once a page. */
const cache = new Map<string, Promise<RepairBrandData>>();

export function brandData(brand: RepairBrandLink): Promise<RepairBrandData> {
  let data = cache.get(brand.data);
  if (!data) {
    data = fetch(brand.data).then((response) => {
      if (!response.ok) throw new Error(`${brand.data}: ${response.status}`);
      return response.json() as Promise<RepairBrandData>;
    });
    // A failed fetch may be tried again.
    data.catch(() => cache.delete(brand.data));
    cache.set(brand.data, data);
  }
  return data;
}

/** Forgets the fetched prices (for the tests). */
export function forgetBrandData(): void {
  cache.clear();
  index = null;
}
