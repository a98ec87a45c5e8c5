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
// Of the custom properties (`:root`'s tokens), one that only `:root`
// declares, once, from no other, is written in place of each `var()` that
// reads it, so the first screen needs no `:root` block (the linked
// stylesheet, whose rules come later and win, declares them all); the
// route declares any other its rules use.
//
// A route's part also comes in variants, without the rules of the classes
// its modules write only under a condition (a product's badge, its
// thumbnails): the CLI inlines in each page of a route of many pages the
// one without each of those that no element above its fold has
// (RouteStylesheets).
//
// The modules are read with Vite's parser (oxc) and the stylesheet with
// lightningcss (which Vite minifies it with): both are walked as syntax
// trees, never as text.
//
// The client build writes the result as `.vite/routes-css.json`, the route
// names to their stylesheets and variants, which the CLI reads to inline in
// each page its route's, or the variant its first screen needs
// (crates/shopsite-render/src/manifest.rs).
// e2e/styles.e2e.ts checks in Chromium that every element of every route
// has the same computed style as with the whole stylesheet inlined, and
// that every element above the fold has it before the linked stylesheet
// has arrived.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Visitor as CssVisitor, type Selector, type TokenOrValue, transform } from 'lightningcss';
import { Visitor as AstVisitor, type ESTree, type Plugin, parseSync } from 'vite';

/** Where the client build writes each route's stylesheet, under its outDir. */
export const ROUTES_CSS = '.vite/routes-css.json';

/** What the modules of a route write: their words, and the starts of their templates. */
export interface Words {
  words: Set<string>;
  starts: string[];
  /** The words of the strings they write whatever their data ({@link Module.always}). */
  always: Set<string>;
}

/** A module as a route's stylesheet needs it: what it can write into a `class` attribute, and what it imports. */
export interface Module {
  /**
   * Its string literals, module paths left out (`'./components/site-footer'`
   * is no class it writes); a template literal cut at each `${`, each piece
   * before one ending with `${`.
   */
  strings: string[];
  /**
   * Those of its strings it writes whatever its data: outside a
   * condition's branches (`a ? b : c`, `a && b`, `if`, `switch`) and
   * outside a type.
   */
  always: string[];
  /** The modules it imports by relative paths (`./pages/home`), as written. */
  imports: string[];
}

/**
 * Reads the module `text` (TypeScript or TSX) with Vite's parser (oxc).
 * `file` names it in an error, and its extension says how to read it.
 */
export function moduleOf(file: string, text: string): Module {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]!.message}`);
  const strings: string[] = [];
  const imports: string[] = [];
  // The literals that name modules; the parser visits each after its import.
  const paths = new Set<unknown>();
  const from = (source: ESTree.Expression | ESTree.StringLiteral | null) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    paths.add(source);
    if (source.value.startsWith('./') || source.value.startsWith('../')) imports.push(source.value);
  };
  new AstVisitor({
    ImportDeclaration(node) {
      from(node.source);
    },
    ExportAllDeclaration(node) {
      from(node.source);
    },
    ExportNamedDeclaration(node) {
      from(node.source);
    },
    ImportExpression(node) {
      from(node.source);
    },
    Literal(node) {
      if (typeof node.value === 'string' && !paths.has(node)) strings.push(node.value);
    },
    TemplateLiteral(node) {
      strings.push(...piecesOf(node));
    },
  }).visit(program);
  return { strings, always: alwaysWritten(program), imports };
}

/** The pieces of a template literal, as {@link Module.strings} has them. */
function piecesOf(node: ESTree.TemplateLiteral): string[] {
  return node.quasis.map((quasi) => {
    const text = quasi.value.cooked ?? quasi.value.raw;
    return quasi.tail ? text : `${text}\${`;
  });
}

/** The TypeScript nodes that hold a value, not a type: `x as const`, `x!`, …; their `expression` is walked. */
const TS_VALUES = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
]);

/** The strings of `program` it writes whatever its data ({@link Module.always}), module paths left out. */
function alwaysWritten(program: ESTree.Program): string[] {
  const always: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
    } else if (node !== null && typeof node === 'object') {
      const n = node as Record<string, unknown> & { type?: string };
      if (n.type === 'Literal' && typeof n.value === 'string') always.push(n.value);
      if (n.type === 'TemplateLiteral') always.push(...piecesOf(node as ESTree.TemplateLiteral));
      walk(alwaysIn(n));
    }
  };
  walk(program);
  return always;
}

/** The parts of the syntax node `n` that run whatever the data, with no module path or type. */
function alwaysIn(n: Record<string, unknown> & { type?: string }): unknown {
  switch (n.type) {
    case 'ConditionalExpression':
    case 'IfStatement':
      return n.test;
    case 'LogicalExpression':
      return n.left;
    case 'SwitchStatement':
      return n.discriminant;
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'Literal':
      return null;
    case 'ExportNamedDeclaration':
      return n.declaration;
    case 'TemplateLiteral':
      return n.expressions;
  }
  if (n.type?.startsWith('TS')) return TS_VALUES.has(n.type) ? n.expression : null;
  return Object.entries(n)
    .filter(([key]) => key !== 'type')
    .map(([, value]) => value);
}

/** The words of `string`: what could be a class in it. */
function wordsIn(string: string): string[] {
  return [...string.matchAll(/[A-Za-z_-][\w-]*/g)].map(([word]) => word);
}

/** The words of the string literals of `modules`, and the starts of their templates. */
export function wordsOf(modules: Iterable<Module>): Words {
  const words = new Set<string>();
  const starts = new Set<string>();
  const always = new Set<string>();
  for (const module of modules) {
    for (const string of module.strings) {
      for (const word of wordsIn(string)) words.add(word);
      const start = string.match(/([A-Za-z_-][\w-]*)\$\{$/);
      if (start) starts.add(start[1]!);
    }
    for (const string of module.always) {
      for (const word of wordsIn(string)) always.add(word);
    }
  }
  return { words, starts: [...starts], always };
}

/**
 * The pseudo-classes of what a page that has just been drawn cannot show
 * yet: a pointer over an element (`:hover`), and the ring of a keyboard's
 * focus (`:focus-visible`), which the browser draws on its own until the
 * linked stylesheet has restyled it.
 */
const LATER = new Set(['hover', 'focus-visible']);

/**
 * Whether `selector` can match on a page made by modules with `words`, as
 * it is first drawn: each class it requires of the elements it matches is
 * one they write, and it waits for nothing the visitor does ({@link LATER}).
 * Its own classes only: one inside `:not()`, `:is()` or another function is
 * no requirement.
 */
function reachable(selector: Selector, { words, starts }: Words): boolean {
  return selector.every((part) => {
    if (part.type === 'pseudo-class') return !LATER.has(part.kind);
    if (part.type !== 'class') return true;
    return words.has(part.name) || starts.some((start) => part.name.startsWith(start));
  });
}

/** `css` after `visitor`, printed minified, as Vite prints it. */
function transformed(css: string, visitor?: CssVisitor<never>): string {
  return transform({
    filename: 'styles.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor,
  }).code.toString();
}

/**
 * `css` after `visitor`, which removes rules or declarations, without
 * what they leave empty: lightningcss drops an emptied style rule itself,
 * and a second pass an emptied `@media` block.
 */
function reprint(css: string, visitor: CssVisitor<never>): string {
  return transformed(transformed(css, visitor));
}

/**
 * The rules of `css` (Vite's built stylesheet) that reach a route whose
 * modules write `words`, in their order: a style rule whose selectors
 * include one that can match ({@link reachable}), each kept whole, and the
 * groups (`@media`, `@container`, …) that keep any. Other at-rules
 * (`@font-face`, `@keyframes`) are kept as they are.
 */
export function routeCss(css: string, words: Words): string {
  return reprint(css, {
    Rule: {
      style: (rule) => (rule.value.selectors.some((selector) => reachable(selector, words)) ? undefined : []),
    },
  });
}

/** Whether `selectors` is `:root` alone. */
function isRoot(selectors: Selector[]): boolean {
  const [only, ...more] = selectors;
  return more.length === 0 && only?.length === 1 && only[0]!.type === 'pseudo-class' && only[0]!.kind === 'root';
}

/** Whether `tokens` read another custom property. */
function readsVariable(tokens: TokenOrValue[]): boolean {
  return tokens.some((token) => token.type === 'var');
}

/**
 * What each custom property of `css` (the whole stylesheet) means on every
 * element: its value, when `:root` declares it once, not `!important`,
 * from no other custom property, and no other rule declares it (one in
 * `@media`, say).
 */
export function rootValues(css: string): Map<string, TokenOrValue[]> {
  const values = new Map<string, TokenOrValue[]>();
  const elsewhere = new Set<string>();
  transformed(css, {
    Rule: {
      style(rule) {
        const root = isRoot(rule.value.selectors);
        const { declarations = [], importantDeclarations = [] } = rule.value.declarations;
        for (const declaration of importantDeclarations) {
          if (declaration.property === 'custom') elsewhere.add(declaration.value.name);
        }
        for (const declaration of declarations) {
          if (declaration.property !== 'custom') continue;
          const { name, value } = declaration.value;
          if (!root || values.has(name) || readsVariable(value)) elsewhere.add(name);
          else values.set(name, value);
        }
      },
    },
  });
  for (const name of elsewhere) values.delete(name);
  return values;
}

/**
 * `css` (a route's rules) with each `var(--x)` that has no fallback replaced
 * by the value `values` gives `--x` on every element, and then declaring
 * only the custom properties its rules still use
 * ({@link withoutUnusedProperties}).
 */
export function withPropertiesInPlace(css: string, values = rootValues(css)): string {
  const inPlace = transformed(css, {
    Variable(variable) {
      return variable.fallback === null ? values.get(variable.name.ident) : undefined;
    },
  });
  return withoutUnusedProperties(inPlace);
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
    const used = new Set<string>();
    transformed(out, {
      Variable(variable) {
        used.add(variable.name.ident);
      },
    });
    // lightningcss calls a property it has no parser for (`object-fit`)
    // custom too. A property kept only for one removed here goes in the
    // next round.
    const next = reprint(out, {
      Declaration: {
        custom: (property) => (!property.name.startsWith('--') || used.has(property.name) ? undefined : []),
      },
    });
    if (next === out) return out;
    out = next;
  }
}

/**
 * A route's first-screen stylesheet, and the same without the rules that
 * only a page with one of a few classes needs: for the CLI to inline, in
 * each page of a route of many pages (a product's, the catalogue's), the
 * one without each of those classes that the page's first screen does not
 * have (crates/shopsite-render/src/html.rs).
 */
export interface RouteStylesheets {
  /** Every rule its first screen can use ({@link routeCss}). */
  css: string;
  /**
   * `css` less the rules that only a page with one of the classes
   * `without` needs, for each set of the route's droppable classes but the
   * empty one (that is `css`), all of them last: the classes its modules
   * write only under a condition ({@link Module.always}), whose rules take
   * at least {@link DROP_AT_LEAST} characters, at most {@link DROPPABLE} of
   * them, the largest first; `without` in name order.
   */
  variants: { without: string[]; css: string }[];
}

/**
 * The most classes of a route that its pages may go without: each set of
 * them is a stylesheet, which every page's Content-Security-Policy allows
 * by its hash, in one line of `_headers` that Cloudflare Pages cuts at
 * 2,000 characters. Two make four stylesheets a route.
 */
export const DROPPABLE = 2;

/** What a class's rules must take, in characters, for a page to go without them. */
export const DROP_AT_LEAST = 100;

/** The classes that the selectors of `css` require: their own, not those in `:not()` or another function. */
function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  transformed(css, {
    Rule: {
      style(rule) {
        for (const selector of rule.value.selectors) {
          for (const part of selector) if (part.type === 'class') classes.add(part.name);
        }
      },
    },
  });
  return classes;
}

/** Every subset of `items` but the empty one, in order: all of them last. */
function subsets<T>(items: T[]): T[][] {
  const sets: T[][] = [[]];
  for (const item of items) {
    for (const set of sets.slice()) sets.push([...set, item]);
  }
  return sets.slice(1);
}

/**
 * The first-screen stylesheets of a route whose modules write `words`
 * ({@link RouteStylesheets}), out of `css` (Vite's built stylesheet), with
 * `values`, :root's ({@link rootValues}), written in place.
 */
export function routeStylesheets(css: string, words: Words, values = rootValues(css)): RouteStylesheets {
  // Each set's stylesheet is made once: a droppable class's own is both
  // weighed and kept.
  const made = new Map<string, string>();
  const without = (classes: string[]) => {
    const key = classes.join(' ');
    let sheet = made.get(key);
    if (sheet === undefined) {
      const kept = new Set([...words.words].filter((word) => !classes.includes(word)));
      sheet = withPropertiesInPlace(routeCss(css, { ...words, words: kept }), values);
      made.set(key, sheet);
    }
    return sheet;
  };
  const all = without([]);
  const droppable = [...classesOf(all)]
    .filter((name) => words.words.has(name) && !words.always.has(name))
    .map((name) => ({ name, saves: all.length - without([name]).length }))
    .filter(({ saves }) => saves >= DROP_AT_LEAST)
    .sort((a, b) => b.saves - a.saves || (a.name < b.name ? -1 : 1))
    .slice(0, DROPPABLE)
    .map(({ name }) => name)
    .sort();
  return { css: all, variants: subsets(droppable).map((set) => ({ without: set, css: without(set) })) };
}

/** Reads and parses each module once: every route's modules include the shell's. */
export function moduleReader(): (file: string) => Module {
  const read = new Map<string, Module>();
  return (file) => {
    let module = read.get(file);
    if (!module) {
      module = moduleOf(file, readFileSync(file, 'utf8'));
      read.set(file, module);
    }
    return module;
  };
}

/**
 * `from` and the modules it imports, directly or not, by relative paths,
 * not following into those `stop` names; each as `read` reads it.
 */
export function modulesOf(
  from: string,
  read: (file: string) => Module,
  stop: (file: string) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of read(file).imports) {
      const base = path.resolve(path.dirname(file), spec);
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

/** Each route's first-screen stylesheets, by the route's name: the rules of `css` its modules above the fold can use. */
export function routesCss(css: string, src: string): Record<string, RouteStylesheets> {
  const pages = path.join(src, 'pages');
  const enhance = path.join(src, 'enhance');
  const below = new Set(BELOW_FOLD.map((file) => path.join(src, file)));
  const read = moduleReader();
  const shell = [
    ...modulesOf(path.join(src, 'app.tsx'), read, (file) => file.startsWith(pages + path.sep) || below.has(file)),
    ...readdirSync(enhance)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(enhance, file)),
  ];
  const values = rootValues(css);
  const routes: Record<string, RouteStylesheets> = {};
  for (const file of readdirSync(pages).sort()) {
    if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    const modules = new Set([...shell, ...modulesOf(path.join(pages, file), read, (module) => below.has(module))]);
    const words = wordsOf([...modules].map(read));
    routes[file.slice(0, -'.tsx'.length)] = routeStylesheets(css, words, values);
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
