// React's legacy server renderer (renderToString), made faster in QuickJS
// by two exact edits, each of which leaves every page's HTML the same:
//
// - joinOnce: its output is joined once instead of grown chunk by chunk.
//   React adds each chunk to its result with `result += chunk`; QuickJS
//   copies the whole string on each of those (the variable holds a second
//   reference, so it cannot grow it in place): a page's few thousand chunks
//   copied it a few thousand times, a tenth of the render's time with the
//   page faults. Collected in an array and joined at the end, the result is
//   the same string.
// - escapeCached: the HTML escape of a string is kept for the next time.
//   Every text and attribute value goes through a regular expression; most
//   are the same on every page (class names, `lazy`, the menu's links), and
//   a Map answers them for less than the expression costs QuickJS. It keeps
//   the first 4,096 strings it meets.
//
// Both edits apply in QuickJS only. Node's V8 compiles the expression and
// grows `result` as a rope without copying, so there both cost more than
// they save: a build with node, paired, with them and without took
// 1.66–1.75 s and 1.54–1.62 s at 10,000 products (4 runs each), and
// 14.3–15.3 s and 12.2–12.7 s at 100,000 (3 each). The same bundle runs in
// both engines, so each edit asks once, when the bundle loads, whether V8
// runs it (IN_V8); there React's own code runs.
//
// Each edit replaces text it finds exactly once; when a React release
// changes it, the build fails and says what it could not find, rather than
// shipping a bundle that is silently slower. src/render-speed.test.tsx
// renders the same markup with and without them, in both engines' ways.
import type { Plugin } from 'vite';

const FILE = 'react-dom-server-legacy.browser.production.js';

/** Replaces each `from` of `edits` in `code`, which must have it exactly once. */
function edit(code: string, where: string, edits: [string, string][]): string {
  let out = code;
  for (const [from, to] of edits) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) {
      throw new Error(`${FILE}: ${where} has ${at < 0 ? 'no' : 'more than one'} \`${from}\``);
    }
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/**
 * A JavaScript expression, true when V8 (node) runs the bundle: it has
 * `process.versions.v8`, which QuickJS has no `process` for.
 */
export const IN_V8 =
  '"object" === typeof process && null !== process && "object" === typeof process.versions && "string" === typeof process.versions.v8';

/** `code` (React's legacy server renderer) with renderToStringImpl collecting its chunks in an array, outside V8. */
export function joinOnce(code: string): string {
  const start = code.indexOf('function renderToStringImpl(');
  if (start < 0) throw new Error(`${FILE}: no renderToStringImpl to change`);
  const end = code.indexOf('\n}\n', start) + 3;
  const body = edit(code.slice(start, end), 'renderToStringImpl', [
    ['result = "",', 'result = joinChunks ? [] : "",'],
    [
      'null !== chunk && (result += chunk);',
      'null !== chunk && (joinChunks ? result.push(chunk) : (result += chunk));',
    ],
    ['return result;\n}', 'return joinChunks ? result.join("") : result;\n}'],
  ]);
  return `${code.slice(0, start)}var joinChunks = !(${IN_V8});\n${body}${code.slice(end)}`;
}

/** The most strings {@link escapeCached} keeps. */
export const ESCAPES_KEPT = 4096;

/** `code` (React's legacy server renderer) with escapeTextForBrowser keeping what it made of each string, outside V8. */
export function escapeCached(code: string): string {
  return edit(code, 'the file', [
    [
      'function escapeTextForBrowser(text) {\n',
      `var escapedTexts = ${IN_V8} ? null : new Map();
function escapeTextForBrowser(text) {
  if (null === escapedTexts || "string" !== typeof text) return escapeTextForBrowserOnce(text);
  var escaped = escapedTexts.get(text);
  if (void 0 === escaped) {
    escaped = escapeTextForBrowserOnce(text);
    escapedTexts.size < ${ESCAPES_KEPT} && escapedTexts.set(text, escaped);
  }
  return escaped;
}
function escapeTextForBrowserOnce(text) {
`,
    ],
  ]);
}

/** The server build's plugin: applies {@link joinOnce} and {@link escapeCached} to React's legacy server renderer. */
export function renderSpeedPlugin(): Plugin {
  return {
    name: 'shopsite-render-speed',
    transform(code, id) {
      return id.endsWith(FILE) ? { code: escapeCached(joinOnce(code)), map: null } : null;
    },
  };
}
