// renderToString, with its output joined once instead of grown chunk by
// chunk. React's legacy server renderer adds each chunk to its result with
// `result += chunk`. QuickJS copies the whole string on each of those
// (the variable holds a second reference, so it cannot grow it in place):
// a page's few thousand chunks copied it a few thousand times, and the
// copies took a tenth of the render's time, page faults included. Collected
// in an array and joined at the end, the result is the same string.
//
// The three places are replaced exactly, each once, inside React's
// renderToStringImpl; when a React release changes them, the build fails
// and says which, rather than shipping a bundle that is silently slower.
import type { Plugin } from 'vite';

const FILE = 'react-dom-server-legacy.browser.production.js';

const EDITS: [string, string][] = [
  ['result = "",', 'result = [],'],
  ['null !== chunk && (result += chunk);', 'null !== chunk && result.push(chunk);'],
  ['return result;\n}', 'return result.join("");\n}'],
];

/** `code` (React's legacy server renderer) with renderToStringImpl collecting its chunks in an array. */
export function joinOnce(code: string): string {
  const start = code.indexOf('function renderToStringImpl(');
  if (start < 0) throw new Error(`${FILE}: no renderToStringImpl to change`);
  const end = code.indexOf('\n}\n', start) + 3;
  let body = code.slice(start, end);
  for (const [from, to] of EDITS) {
    const at = body.indexOf(from);
    if (at < 0 || body.indexOf(from, at + 1) >= 0) {
      throw new Error(`${FILE}: renderToStringImpl has ${at < 0 ? 'no' : 'more than one'} \`${from}\``);
    }
    body = body.slice(0, at) + to + body.slice(at + from.length);
  }
  return code.slice(0, start) + body + code.slice(end);
}

/** The server build's plugin: applies {@link joinOnce} to React's legacy server renderer. */
export function joinOncePlugin(): Plugin {
  return {
    name: 'shopsite-render-to-string-join',
    transform(code, id) {
      return id.endsWith(FILE) ? { code: joinOnce(code), map: null } : null;
    },
  };
}
