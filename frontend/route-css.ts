// Each route's first-screen stylesheet: the rules of the one stylesheet
// (src/styles.css) that the route's components above the fold can use, in
// the stylesheet's order, so that the cascade is the same. The head of each
// page inlines it; the whole stylesheet follows at the fold, as a linked
// file (components/fold.tsx). Worked out from the code, not from a list kept
// by hand: a route's components are the modules that src/pages/<route>.tsx
// imports, directly or not, with the shell's (those that src/app.tsx
// imports outside src/pages/) and the enhancements' (src/enhance/), less
// the components that are drawn only below the fold (BELOW_FOLD) and what
// only they import; a rule reaches the route when one of its selectors
// names only classes that the string literals of those modules have, as a
// word (`'stock in'`) or as the start of a template (`` `btn-${variant}` ``
// has every class that starts with `btn-`), and does not wait for the
// visitor (a pointer over it, `:hover`, or the restyled ring of a
// keyboard's focus, `:focus-visible`: the browser draws its own until the
// stylesheet comes). A class the modules never write cannot be on the
// route's first screen, so the rules that need it are left out. A class
// inside `:not()`, `:is()` or another function never leaves a rule out.
// Of the custom properties (`:root`'s tokens), the route declares those
// its rules use.
//
// The client build writes the result as `.vite/routes-css.json`, the route
// names to their stylesheets, which the CLI reads to inline in each page
// the stylesheet of its route (crates/shopsite-render/src/manifest.rs).
// e2e/styles.e2e.ts checks in Chromium that every element of every route
// has the same computed style as with the whole stylesheet inlined, and
// that every element above the fold has it before the linked stylesheet
// has arrived.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build writes each route's stylesheet, under its outDir. */
export const ROUTES_CSS = '.vite/routes-css.json';

/** What the modules of a route write: their words, and the starts of their templates. */
export interface Words {
  words: Set<string>;
  starts: string[];
}

/**
 * The string literals of a module's `text`, comments left out: what it
 * can write into a `class` attribute. A template literal is cut at each
 * `${`, and each piece before one ends with `${`.
 */
export function stringsOf(text: string): string[] {
  const strings: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i === -1) break;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 2;
      if (i === 1) break;
    } else if (c === "'" || c === '"' || c === '`') {
      let piece = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== c; j++) {
        if (text[j] === '\\') {
          piece += text[j + 1] ?? '';
          j++;
        } else if (c === '`' && text[j] === '$' && text[j + 1] === '{') {
          strings.push(`${piece}\${`);
          piece = '';
          // Past the expression, to the template's text after it.
          let depth = 0;
          for (; j < text.length; j++) {
            if (text[j] === '{') depth++;
            else if (text[j] === '}' && --depth === 0) break;
          }
        } else piece += text[j];
      }
      strings.push(piece);
      i = j + 1;
      continue;
    }
    i++;
  }
  return strings;
}

/** The words of the string literals of `texts`, and the starts of their templates. */
export function wordsOf(texts: Iterable<string>): Words {
  const words = new Set<string>();
  const starts = new Set<string>();
  for (const text of texts) {
    // A module's path (`'./components/site-footer'`) is no class it writes.
    const code = text.replace(/\b(from|import)(\s*)(['"])[^'"]*\3/g, '$1$2$3$3');
    for (const string of stringsOf(code)) {
      for (const [word] of string.matchAll(/[A-Za-z_-][\w-]*/g)) words.add(word);
      const start = string.match(/([A-Za-z_-][\w-]*)\$\{$/);
      if (start) starts.add(start[1]!);
    }
  }
  return { words, starts: [...starts] };
}

/**
 * Splits `text` at each top-level `separator` (not inside brackets or
 * strings): a selector list at `,`, a rule's body at `;`.
 */
function splitAtTop(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** The classes a selector requires of the elements it matches, outside any `(…)` or `[…]`. */
export function classesOf(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map(([, name]) => name!);
}

/**
 * The pseudo-classes of what a page that has just been drawn cannot show
 * yet: a pointer over an element (`:hover`), and the ring of a keyboard's
 * focus (`:focus-visible`), which the browser draws on its own until the
 * linked stylesheet has restyled it.
 */
const LATER = /:(hover|focus-visible)\b/;

/**
 * Whether one of the selectors of `list` can match on a page made by
 * modules with `words`, as it is first drawn: a selector that waits for
 * something the visitor does ({@link LATER}) does not.
 */
export function reachable(list: string, { words, starts }: Words): boolean {
  return splitAtTop(list, ',').some(
    (selector) =>
      !LATER.test(selector) &&
      classesOf(selector).every((name) => words.has(name) || starts.some((start) => name.startsWith(start))),
  );
}

/** The end of the block that opens at `open` (a `{`): the index of its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`the stylesheet has a block that does not end: ${css.slice(open, open + 80)}`);
}

/** The at-rules whose blocks hold rules, which keep the rules of theirs that reach the route. */
const GROUPS = /^@(media|container|supports|layer)\b/;

/**
 * The rules of `css` (Vite's built stylesheet) that reach a route whose
 * modules write `words`, in their order, each as the stylesheet writes it.
 * Comments are left out. At-rules other than groups (`@font-face`,
 * `@keyframes`, `@import`) are kept as they are.
 */
export function routeCss(css: string, words: Words): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const rest = css.slice(at);
    const space = rest.match(/^(\s|\/\*[\s\S]*?\*\/)+/);
    if (space) {
      at += space[0].length;
      continue;
    }
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    if (semicolon !== -1 && (open === -1 || semicolon < open)) {
      out += css.slice(at, semicolon + 1);
      at = semicolon + 1;
      continue;
    }
    if (open === -1) throw new Error(`the stylesheet ends inside a rule: ${rest.slice(0, 80)}`);
    const end = blockEnd(css, open);
    const prelude = css.slice(at, open);
    if (GROUPS.test(prelude.trim())) {
      const inner = routeCss(css.slice(open + 1, end), words);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.trim().startsWith('@') || reachable(prelude, words)) {
      out += css.slice(at, end + 1);
    }
    at = end + 1;
  }
  return out;
}

/**
 * `css` (a route's rules) without the custom properties (`--brand-dark: …`)
 * that none of its rules use, directly or through another custom property
 * it keeps, and without a rule that only declared those. They draw
 * nothing before the linked stylesheet, which declares them all.
 */
export function withoutUnusedProperties(css: string): string {
  let out = css;
  for (;;) {
    const used = new Set([...out.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!));
    const next = out.replace(/\{([^{}]*)\}/g, (_block, body: string) => {
      const kept = splitAtTop(body, ';').filter((declaration) => {
        const name = declaration.match(/^\s*(--[\w-]+)\s*:/)?.[1];
        return declaration.trim() !== '' && (name === undefined || used.has(name));
      });
      return `{${kept.join(';')}}`;
    });
    // A rule left empty goes; a group it leaves empty goes in the next round.
    const emptied = next.replace(/(^|[{};])[^{};]*\{\}/g, '$1');
    if (emptied === out) return out;
    out = emptied;
  }
}

/** `from` and the modules it imports, directly or not, by relative paths, not following into those `stop` names. */
export function modulesOf(from: string, stop: (file: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), spec!);
      const found = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found && !stop(found)) queue.push(found);
    }
  }
  return [...seen].sort();
}

/**
 * The components drawn only below the fold of every page that has them
 * (src/app.tsx: after `<Fold />`), under src/: their rules, and those of
 * what only they import, come with the linked stylesheet.
 */
export const BELOW_FOLD = ['components/site-footer.tsx', 'components/related-products.tsx'];

/** Each route's first-screen stylesheet, by the route's name: the rules of `css` its modules above the fold can use. */
export function routesCss(css: string, src: string): Record<string, string> {
  const pages = path.join(src, 'pages');
  const enhance = path.join(src, 'enhance');
  const below = new Set(BELOW_FOLD.map((file) => path.join(src, file)));
  const shell = [
    ...modulesOf(path.join(src, 'app.tsx'), (file) => file.startsWith(pages + path.sep) || below.has(file)),
    ...readdirSync(enhance)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(enhance, file)),
  ];
  const routes: Record<string, string> = {};
  for (const file of readdirSync(pages).sort()) {
    if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    const modules = new Set([...shell, ...modulesOf(path.join(pages, file), (module) => below.has(module))]);
    const words = wordsOf([...modules].map((module) => readFileSync(module, 'utf8')));
    routes[file.slice(0, -'.tsx'.length)] = withoutUnusedProperties(routeCss(css, words));
  }
  return routes;
}

/** The client build's plugin: writes {@link ROUTES_CSS} from the built `src/styles.css`. */
export function routesCssPlugin(src: string): Plugin {
  return {
    name: 'shopsite-routes-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (sheets.length !== 1 || sheets[0]!.type !== 'asset') {
        this.error(`the client build must make one stylesheet, src/styles.css; it made ${sheets.length}`);
      }
      const sheet = sheets[0]!;
      const css = typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source);
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_CSS,
        source: `${JSON.stringify(routesCss(css, src), null, 1)}\n`,
      });
    },
  };
}
