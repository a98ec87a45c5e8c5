// The server bundle's renderToString, with render-speed.ts's edits: the
// same HTML as React's own, from React's own code, in both engines' ways:
// as QuickJS runs it (no `process`: the edits apply) and as node does
// (React's own code runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ESCAPES_KEPT, escapeCached, joinOnce } from '../render-speed.ts';

const src = path.dirname(new URL(import.meta.url).pathname);
const require = createRequire(src);
const FILE = path.join(src, '../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');
const react = () => readFileSync(FILE, 'utf8');

/**
 * React's legacy server renderer, changed by `change`, loaded as the bundle
 * loads it: in QuickJS, which has no `process`, or in node.
 */
function load(code: string, engine: 'quickjs' | 'node' = 'quickjs'): typeof import('react-dom/server') {
  const module = { exports: {} as Record<string, unknown> };
  const global = engine === 'node' ? process : undefined;
  new Function('exports', 'require', 'module', 'process', code)(module.exports, require, module, global);
  return module.exports as unknown as typeof import('react-dom/server');
}

const page = (n: number) => (
  <main>
    <h1 title={`"शर्मा" & 'सन्स' ${n}`}>फ़ोन की मरम्मत &amp; parts</h1>
    {['a', 'b', 'c'].map((x) => (
      <p key={x} className={`p-${x}`} data-n={n} hidden={n % 2 === 0}>
        {x} {'<b>'} ₹1,299 {n}
      </p>
    ))}
  </main>
);

describe('the server renderer, changed for speed', () => {
  it('renders the same HTML as React with both edits, page after page', () => {
    const changed = load(escapeCached(joinOnce(react())));
    for (let n = 0; n < 40; n++) {
      expect(changed.renderToString(page(n))).toBe(renderToString(page(n)));
    }
    // More strings than it keeps: then the pages whose strings it kept and
    // those whose strings it did not.
    const many = (
      <ul>
        {Array.from({ length: ESCAPES_KEPT + 100 }, (_, i) => `<${i}>`).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    );
    expect(changed.renderToString(many)).toBe(renderToString(many));
    for (const n of [3, 4, 5000, 5001]) {
      expect(changed.renderToString(page(n))).toBe(renderToString(page(n)));
    }
    expect(changed.renderToString(page(1))).toContain(
      '<h1 title="&quot;शर्मा&quot; &amp; &#x27;सन्स&#x27; 1">फ़ोन की मरम्मत &amp; parts</h1>',
    );
  });

  it("renders the same HTML as React in node, where React's own code runs", () => {
    const changed = load(escapeCached(joinOnce(react())), 'node');
    for (let n = 0; n < 40; n++) {
      expect(changed.renderToString(page(n))).toBe(renderToString(page(n)));
    }
  });

  it('joins the chunks once in QuickJS, and fails when the join changes; node grows the string', () => {
    const code = joinOnce(react());
    expect(code).toContain('null !== chunk && (joinChunks ? result.push(chunk) : (result += chunk));');
    expect(load(code).renderToString(page(3))).toBe(renderToString(page(3)));
    expect(load(code, 'node').renderToString(page(3))).toBe(renderToString(page(3)));
    const wrong = code.replace(
      'return joinChunks ? result.join("") : result;',
      'return joinChunks ? result.join(",") : result;',
    );
    expect(load(wrong).renderToString(page(3))).not.toBe(renderToString(page(3)));
    // Node never takes the joined way.
    expect(load(wrong, 'node').renderToString(page(3))).toBe(renderToString(page(3)));
  });

  it('keeps each escape in QuickJS, and fails when a kept one is wrong; node escapes each time', () => {
    const code = escapeCached(react());
    expect(code).toContain('function escapeTextForBrowserOnce(text) {');
    expect(load(code).renderToString(page(5))).toBe(renderToString(page(5)));
    expect(load(code, 'node').renderToString(page(5))).toBe(renderToString(page(5)));
    const wrong = code.replace('return escaped;', 'return escaped + "!";');
    expect(load(wrong).renderToString(page(5))).not.toBe(renderToString(page(5)));
    // Node never reads the kept escapes.
    expect(load(wrong, 'node').renderToString(page(5))).toBe(renderToString(page(5)));
  });

  it('refuses a React it does not know', () => {
    expect(() => joinOnce('function renderToStringImpl(a) {\n  return a;\n}\n')).toThrow(
      'renderToStringImpl has no `result = "",`',
    );
    const twice = 'function renderToStringImpl() {\n  var result = "", b = "", result = "",\n}\n';
    expect(() => joinOnce(twice)).toThrow('more than one `result = "",`');
    expect(() => joinOnce('nothing here')).toThrow('no renderToStringImpl to change');
    expect(() => escapeCached('function escapeText(text) {\n')).toThrow(
      'the file has no `function escapeTextForBrowser(text) {\n`',
    );
  });
});
