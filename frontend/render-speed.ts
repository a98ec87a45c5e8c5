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
// Each edit replaces text it finds exactly once; when a React release
// changes it, the build fails and says what it could not find, rather than
// shipping a bundle that is silently slower. src/render-speed.test.tsx
// renders the same markup with and without them.
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

/** `code` (React's legacy server renderer) with renderToStringImpl collecting its chunks in an array. */
export function joinOnce(code: string): string {
  const start = code.indexOf('function renderToStringImpl(');
  if (start < 0) throw new Error(`${FILE}: no renderToStringImpl to change`);
  const end = code.indexOf('\n}\n', start) + 3;
  const body = edit(code.slice(start, end), 'renderToStringImpl', [
    ['result = "",', 'result = [],'],
    ['null !== chunk && (result += chunk);', 'null !== chunk && result.push(chunk);'],
    ['return result;\n}', 'return result.join("");\n}'],
  ]);
  return code.slice(0, start) + body + code.slice(end);
}

/** The most strings {@link escapeCached} keeps. */
export const ESCAPES_KEPT = 4096;

/** `code` (React's legacy server renderer) with escapeTextForBrowser keeping what it made of each string. */
export function escapeCached(code: string): string {
  return edit(code, 'the file', [
    [
      'function escapeTextForBrowser(text) {\n',
      `var escapedTexts = new Map();
function escapeTextForBrowser(text) {
  if ("string" !== typeof text) return escapeTextForBrowserOnce(text);
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
