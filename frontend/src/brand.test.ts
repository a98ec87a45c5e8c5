// The brand colour is set once, as `--brand` in the stylesheet (styles.css
// and the files it imports); the CLI reads it from the built stylesheet for
// the page's theme-color. The favicon and the pictures drawn
// in the stylesheet (data URIs) cannot use a variable, so they must write out
// colours that :root sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
/** styles.css with its imports in their places, as Vite builds it. */
const css = read('./styles.css').replace(/@import "([^"]+)";/g, (_, path: string) => read(path));
const favicon = read('../public/favicon.svg');

const brand = /--brand:\s*(#[0-9a-f]{6})\s*;/i.exec(css)?.[1];

describe('the brand colour', () => {
  it('is set as --brand in the stylesheet', () => {
    expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('is the one the favicon is filled with', () => {
    expect(favicon).toContain(`fill="${brand}"`);
  });

  it('is one of the colours the pictures in the stylesheet are drawn with, all of them set in :root', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const palette = new Set(
      [...root.matchAll(/--[\w-]+:\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => (m[1] ?? '').toLowerCase()),
    );
    const drawn = [...css.matchAll(/%23([0-9a-f]{6})/gi)].map((m) => `#${m[1]?.toLowerCase()}`);
    expect(drawn).toContain(brand);
    for (const colour of drawn) expect(palette).toContain(colour);
  });
});
