// Server only: markup React made once, used again on the pages after, on
// the pages with no island (the phone models' repair prices).
//
// A phone model's page is mostly its repairs, ten or so rows of one shape,
// and React's work on each row's elements was most of the page's render:
// in QuickJS, which renders an owner's build, 0.83 of a page's 1.13 ms
// (docs/dev/engine.md). So a model page's rows are React's markup for one
// row, rendered once per shape with a mark in each value's place, then
// filled in with each row's values, as React escapes them. It is the
// shell's way (entry-server.tsx) applied to rows:
//
// - The markup is React's alone: each shape's template is React's render of
//   `<RepairRow>` with marks for values, and the first page that uses it is
//   also rendered by React and compared; when the two differ, that shape is
//   rendered by React from then on, and a warning says why.
// - The values are escaped by React: a page's texts that have a character
//   to escape are rendered together, as one list of text nodes (React
//   writes `<!-- -->` between two of them, and a text cannot hold one once
//   escaped), and cut apart again. The others are their own escape.
// - What React would write differently for some values is a shape of its
//   own, or not templated: a row with a note and one without; a link that
//   does not start with `https://` (React adds `target` and `rel` to one
//   that leaves the site, rewrites a `javascript:` one and drops an empty
//   one) goes to React.
//
// The lists that are the same on every model's page (the shop's warranty,
// the four steps of a repair) are React's markup of the first, kept by
// their items ({@link keptItems}).
import { renderToString } from 'react-dom/server';
import { RepairRow } from './components/repair-rows';
import type { Items, ItemsMarkup } from './components/item-list';
import type { RepairRow as Row } from './generated/view';
import { isExternal } from './lib/links';

/** A value's place in a template: private-use characters no content writes, around its name. */
const mark = (hole: Hole) => `\u{E000}${hole}\u{E001}`;
const MARKS = /\u{E000}([a-z]+)\u{E001}/gu;

/** The values of a row a template has holes for, in the order {@link valuesOf} gives them. */
const HOLES = ['issue', 'price', 'time', 'note', 'href', 'label'] as const;
type Hole = (typeof HOLES)[number];

/**
 * A row's markup cut at its values: `parts[0]`, the value of `holes[0]`
 * (an index in {@link HOLES}), `parts[1]`, …, `parts[holes.length]`.
 */
type Template = { parts: string[]; holes: number[] };

type Level = 2 | 3 | 4;

/** A shape's template, and whether it made React's markup of a whole page's rows. */
type Shape = { name: string; template: Template; verified: boolean };

/** The shapes met so far, by name; `null` for one React renders (its template did not make React's markup). */
const shapes = new Map<string, Shape | null>();

/**
 * The name of `row`'s shape: what changes its markup other than its
 * values; `null` when it is not templated. Its link must leave the site by
 * `https://`, as the shop's WhatsApp links all do: the template's own link
 * does, and holds the rest of the `href` after those 8 characters.
 */
function shapeOf(row: Row, level: Level): string | null {
  if (!row.book.href.startsWith('https://') || !isExternal(row.book.href)) return null;
  return `h${level}${row.note ? ' note' : ''}`;
}

/** The row React renders for a shape, a mark in each value's place. */
function markedRow(withNote: boolean): Row {
  return {
    issue: mark('issue'),
    price: mark('price'),
    time: mark('time'),
    note: withNote ? mark('note') : null,
    // Leaves the site, as the rows it stands for do.
    book: { href: `https://${mark('href')}`, label: mark('label') },
  };
}

/** React's markup of `rows`, each an `<li>`, as `<RepairRows>` renders them inside its list. */
function reactRows(rows: Row[], level: Level): string {
  return renderToString(rows.map((row) => <RepairRow key={row.issue} row={row} level={level} />));
}

/** `html` cut at its marks; `null` when a mark is not a value's, or a value has more than one. */
function templateOf(html: string): Template | null {
  const parts: string[] = [];
  const holes: number[] = [];
  let from = 0;
  for (const found of html.matchAll(MARKS)) {
    const hole = HOLES.indexOf(found[1] as Hole);
    if (hole < 0 || holes.includes(hole)) return null;
    parts.push(html.slice(from, found.index));
    holes.push(hole);
    from = found.index + found[0].length;
  }
  parts.push(html.slice(from));
  return { parts, holes };
}

/** A row's values as they go into its markup, in {@link HOLES}' order: `href` after its `https://`, as the template holds it. */
function valuesOf(row: Row): string[] {
  return [row.issue, row.price, row.time, row.note ?? '', row.book.href.slice('https://'.length), row.book.label];
}

/** The shape of `row`, made the first time it is met; `null` when React renders it. */
function shapeFor(row: Row, level: Level): Shape | null {
  const name = shapeOf(row, level);
  if (name === null) return null;
  let shape = shapes.get(name);
  if (shape === undefined) {
    const template = templateOf(reactRows([markedRow(Boolean(row.note))], level));
    if (template === null) giveUp(name, 'a value is written twice, or not as text');
    shape = template && { name, template, verified: false };
    shapes.set(name, shape);
  }
  return shape;
}

/** Where a text node ends and the next begins, in React's markup of several. */
const BETWEEN_TEXTS = '<!-- -->';

/**
 * The characters React's escape changes (`escapeTextForBrowser`): a text
 * without any is its own escape, and React is not asked (a test checks
 * every character of the Basic Multilingual Plane against React).
 */
export const ESCAPED = /["'&<>]/;

/**
 * `texts`, each escaped as React escapes a text or an attribute's value:
 * those with a character to escape, React renders as adjacent text nodes,
 * in one pass; most have none.
 */
export function escapeTexts(texts: string[]): string[] {
  const asked = texts.filter((text) => ESCAPED.test(text));
  if (asked.length === 0) return texts;
  const escaped = renderToString(asked).split(BETWEEN_TEXTS);
  if (escaped.length !== asked.length) {
    throw new Error(`escapeTexts: ${asked.length} texts came back as ${escaped.length}`);
  }
  let next = 0;
  return texts.map((text) => (ESCAPED.test(text) ? (escaped[next++] as string) : text));
}

/**
 * The markup of `rows`, the `<li>`s of `<RepairRows>`'s list, exactly as
 * React renders them, for a page with no island: a row of a shape seen
 * before costs a fill of its template instead of React's render.
 */
export function repairRowsMarkup(rows: Row[], level: Level): string {
  const shaped: Shape[] = [];
  for (const row of rows) {
    const shape = shapeFor(row, level);
    if (shape === null) return reactRows(rows, level);
    shaped.push(shape);
  }
  const values = escapeTexts(rows.flatMap(valuesOf));
  let filled = '';
  shaped.forEach(({ template: { parts, holes } }, at) => {
    const from = at * HOLES.length;
    filled += parts[0];
    holes.forEach((hole, i) => {
      filled += values[from + hole] + (parts[i + 1] as string);
    });
  });

  // A page with a shape not yet compared: React renders it too, and what it
  // writes is the page's, whether or not the templates made the same.
  const unverified = [...new Set(shaped.filter((shape) => !shape.verified))];
  if (unverified.length === 0) return filled;
  const whole = reactRows(rows, level);
  for (const shape of unverified) {
    if (filled === whole) shape.verified = true;
    else {
      giveUp(shape.name, `they differ from React's ${whereTheyDiffer(whole, filled)}`);
      shapes.set(shape.name, null);
    }
  }
  return whole;
}

/** Where `shown` first differs from `other`: its character there, and the 60 from it. */
export function whereTheyDiffer(shown: string, other: string): string {
  let at = 0;
  while (at < shown.length && shown[at] === other[at]) at += 1;
  return `at character ${at}: ${JSON.stringify(shown.slice(at, at + 60))}`;
}

function giveUp(shape: string, why: string) {
  console.warn(`the repair rows of shape "${shape}" are rendered by React, not from a template: ${why}`);
}

/** The shapes whose rows are made from a template (for the tests). */
export function templatedShapes(): string[] {
  return [...shapes].filter(([, known]) => known?.verified).map(([shape]) => shape);
}

/** The most markups {@link keptItems} keeps for a component. */
const KEPT = 64;
const kept = new Map<Items<never>, Map<string, string>>();

/**
 * React's markup of `<Items items={items} />`, kept for the next page that
 * shows the same items: the shop's warranty and the four steps of a repair
 * are the same on every model's page, and cost a third of its render in
 * QuickJS.
 */
export const keptItems: ItemsMarkup = (Items, items) => {
  let byItems = kept.get(Items);
  if (byItems === undefined) {
    byItems = new Map();
    kept.set(Items, byItems);
  }
  const key = JSON.stringify(items);
  let html = byItems.get(key);
  if (html === undefined) {
    html = renderToString(<Items items={items} />);
    if (byItems.size < KEPT) byItems.set(key, html);
  }
  return html;
};
