// The stylesheet is styles.css and the files it imports, in cascade order
// (see its heading). A CSS file it does not import would never reach a
// page, and one imported twice would repeat its rules. Each route inlines
// the part of it that its components use (route-css.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  DROP_AT_LEAST,
  moduleOf,
  routeCss,
  routeStylesheets,
  withoutUnusedProperties,
  withPropertiesInPlace,
  wordsOf,
} from '../route-css.ts';

const src = path.dirname(new URL(import.meta.url).pathname);
const entry = readFileSync(path.join(src, 'styles.css'), 'utf8');
const imports = [...entry.matchAll(/@import "\.\/([^"]+)";/g)].map((m) => m[1]);
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.css') && file !== 'styles.css');

describe('the stylesheet', () => {
  it('imports every other CSS file of src/, once each', () => {
    expect([...imports].sort()).toEqual([...files].sort());
    expect(new Set(imports).size).toBe(imports.length);
  });

  it('is only imports: the rules are in the files beside what they style', () => {
    const rest = entry.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@import "[^"]+";/g, '');
    expect(rest.trim()).toBe('');
  });
});

describe("a route's stylesheet", () => {
  const words = (...texts: string[]) => wordsOf(texts.map((text, i) => moduleOf(`module-${i}.tsx`, text)));

  it('has the classes of string literals and templates, not of names or comments', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module, a template in it
    const found = words("// a 'ghost' class\nconst card = 'card stock';", 'x = `btn btn-${variant}`;');
    expect([...found.words].sort()).toEqual(['btn', 'btn-', 'card', 'stock']);
    expect(found.starts).toEqual(['btn-']);
  });

  it("keeps the rules whose classes the route writes, in the stylesheet's order", () => {
    const css =
      ':root{--brand:#000}.card{a:1}.ghost{b:2}.card .ghost,.stock{c:3}a:not(.ghost){d:4}' +
      '@media (width>=40rem){.ghost{e:5}.btn-primary{f:6}}@container (width<=9rem){.ghost{g:7}}' +
      '.x::after{content:"}.ghost{"}';
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module, a template in it
    expect(routeCss(css, words("'card stock'", '`btn-${v}`'))).toBe(
      ':root{--brand:#000}.card{a:1}.card .ghost,.stock{c:3}a:not(.ghost){d:4}@media (width>=40rem){.btn-primary{f:6}}',
    );
    expect(routeCss(css, words("'x card ghost'"))).toBe(
      ':root{--brand:#000}.card{a:1}.ghost{b:2}.card .ghost,.stock{c:3}a:not(.ghost){d:4}' +
        '@media (width>=40rem){.ghost{e:5}}@container (width<=9rem){.ghost{g:7}}.x:after{content:"}.ghost{"}',
    );
  });

  it('has no class from the path of a module it imports', () => {
    const found = words(
      "import { SiteFooter } from './components/site-footer';\nimport './x.css';\n" +
        "export * from './y';\nconst a = 'card';\nconst b = import('./z');",
    );
    expect([...found.words]).toEqual(['card']);
  });

  it('has no class from the text of an element, only from its string literals', () => {
    const found = words("const a = <p className=\"lead\">Don't call 'ghost'</p>;");
    expect([...found.words]).toEqual(['lead']);
  });

  it('follows the modules a module imports by relative paths', () => {
    const module = moduleOf(
      'a.tsx',
      "import React from 'react';\nimport { B } from './b';\nexport { C } from '../c';\nimport type { D } from './d';",
    );
    expect(module.imports).toEqual(['./b', '../c', './d']);
  });

  it('leaves out what waits for a pointer: nothing hovers over a page just drawn', () => {
    const css = '.btn{a:1}.btn:hover{b:2}.card:hover .title,.card:focus-within .title{c:3}a:hover{d:4}';
    expect(routeCss(css, words("'btn card title'"))).toBe('.btn{a:1}.card:hover .title,.card:focus-within .title{c:3}');
  });

  it('leaves out the focus ring’s restyling: the browser draws its own until the stylesheet comes', () => {
    const css = '.btn{a:1}:focus-visible{b:2}.nav :focus-visible,.nav a:focus{c:3}.skip:focus{d:4}';
    expect(routeCss(css, words("'btn nav skip'"))).toBe(
      '.btn{a:1}.nav :focus-visible,.nav a:focus{c:3}.skip:focus{d:4}',
    );
  });

  it('declares only the custom properties its rules use, directly or through another', () => {
    const css =
      ':root{--brand:#0b4aa2;--brand-dark:#083a80;--ring:var(--brand);--font:"a;b", sans-serif;--tap:48px}' +
      '.btn{color:var(--ring);min-height:var( --tap)}@media (width>=40rem){.only{--gap:1rem}.btn{font:var(--font)}}';
    expect(withoutUnusedProperties(css)).toBe(
      ':root{--brand:#0b4aa2;--ring:var(--brand);--font:"a;b", sans-serif;--tap:48px}' +
        '.btn{color:var(--ring);min-height:var(--tap)}@media (width>=40rem){.btn{font:var(--font)}}',
    );
    expect(withoutUnusedProperties(':root{--a:1}@media print{.x{--b:2}}.y{c:d}')).toBe('.y{c:d}');
  });

  it("writes the value of each of :root's own custom properties where a rule uses it, and then declares none", () => {
    const css =
      ':root{--brand:#0b4aa2;--tap:48px;--font:"Noto Sans", sans-serif;--bar:4.75rem}' +
      '.btn{color:var(--brand);min-height:var(--tap)}body{font-family:var(--font)}' +
      'html{scroll-padding-bottom:calc(var(--bar) + .5rem + env(safe-area-inset-bottom))}';
    expect(withPropertiesInPlace(css)).toBe(
      '.btn{color:#0b4aa2;min-height:48px}body{font-family:Noto Sans,sans-serif}' +
        'html{scroll-padding-bottom:calc(4.75rem + .5rem + env(safe-area-inset-bottom))}',
    );
  });

  it('keeps a custom property whose value is not the same everywhere, or not its own, as a var()', () => {
    // Read from another, !important, declared again in @media, or used with a fallback.
    const css =
      ':root{--brand:#0b4aa2;--ring:var(--brand);--pad:2px !important;--gap:1rem;--x:1px}' +
      '.a{color:var(--ring);padding:var(--pad);margin:var(--gap);outline-color:var(--brand,red)}' +
      '@media (width>=40rem){:root{--gap:2rem}}.b{width:var(--x)}';
    expect(withPropertiesInPlace(css)).toBe(
      ':root{--brand:#0b4aa2;--ring:#0b4aa2;--gap:1rem;--pad:2px!important}' +
        '.a{color:var(--ring);padding:var(--pad);margin:var(--gap);outline-color:var(--brand,red)}' +
        '@media (width>=40rem){:root{--gap:2rem}}.b{width:1px}',
    );
  });

  it('leaves out a rule only for a class outside brackets', () => {
    const css = '.a>li:is(.b,.c)[data-x=\\.d]:before{a:1}.ghost,li{b:2}.ghost .a{c:3}';
    expect(routeCss(css, words("'a'"))).toBe('.a>li:is(.b,.c)[data-x=\\.d]:before{a:1}.ghost,li{b:2}');
  });

  it('knows which classes its modules write whatever their data: not under a condition, nor in a type', () => {
    const found = words(
      "type Stock = 'in' | 'out';\n" +
        "const tags = ['tag', 'chip'] as const;\n" +
        'export const Card = ({ badge, stock, n }: P) => (\n' +
        '  <div className="card">\n' +
        '    {badge && <span className="ribbon">{badge}</span>}\n' +
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module, a template in it
        "    <p className={`stock ${stock ? 'in' : 'out'}`}>{n > 1 ? <b className=\"many\" /> : null}</p>\n" +
        '  </div>\n' +
        ');\n' +
        "function f(x: string) { if (x) return 'lead'; switch (x) { case 'a': return 'hero'; } return 'tail'; }",
    );
    expect([...found.always].sort()).toEqual(['card', 'chip', 'stock', 'tag', 'tail']);
    expect([...found.words].filter((word) => !found.always.has(word)).sort()).toEqual([
      'a',
      'hero',
      'in',
      'lead',
      'many',
      'out',
      'ribbon',
    ]);
  });

  it('makes a stylesheet without the rules of each of the two largest classes written only under a condition', () => {
    const long = (name: string, n: number) => `.${name}{content:"${'x'.repeat(n)}"}`;
    const css = `.card{a:1}${long('ribbon', DROP_AT_LEAST)}.card .thumbs,.thumbs a{b:2}${long('thumbs', DROP_AT_LEAST + 10)}${long('hero', DROP_AT_LEAST + 20)}${long('note', 10)}${long('lead', DROP_AT_LEAST + 30)}`;
    const route = words(
      'export const A = ({ p }) => <div className="card lead">{p.b && <i className="ribbon" />}{p.t ? <ul className="thumbs" /> : <b className="note" />}</div>;',
      'export const B = ({ p }) => p.h && <h1 className="hero" />;',
    );
    const sheets = routeStylesheets(css, route);
    expect(sheets.css).toBe(routeCss(css, route));
    const without = (...names: string[]) =>
      routeCss(css, { ...route, words: new Set([...route.words].filter((w) => !names.includes(w))) });
    // `lead` is written whatever the data, `note`'s rules are too short, and
    // `ribbon` is the third largest.
    expect(sheets.variants).toEqual([
      { without: ['hero'], css: without('hero') },
      { without: ['thumbs'], css: without('thumbs') },
      { without: ['hero', 'thumbs'], css: without('hero', 'thumbs') },
    ]);
    expect(without('thumbs')).toBe(
      `.card{a:1}${long('ribbon', DROP_AT_LEAST)}${long('hero', DROP_AT_LEAST + 20)}${long('note', 10)}${long('lead', DROP_AT_LEAST + 30)}`,
    );
  });
});
