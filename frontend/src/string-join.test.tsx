// The server bundle's renderToString joins its chunks once
// (string-join.ts): the same HTML as React's own, from React's own code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { joinOnce } from '../string-join.ts';

const src = path.dirname(new URL(import.meta.url).pathname);
const require = createRequire(src);
const FILE = path.join(src, '../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');

/** React's legacy server renderer, changed by joinOnce, loaded as the bundle loads it. */
function changed(): typeof import('react-dom/server') {
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', joinOnce(readFileSync(FILE, 'utf8')))(module.exports, require, module);
  return module.exports as unknown as typeof import('react-dom/server');
}

describe('joinOnce', () => {
  it('changes React to collect the chunks in an array, and renders the same HTML', () => {
    const code = joinOnce(readFileSync(FILE, 'utf8'));
    expect(code).toContain('null !== chunk && result.push(chunk);');
    expect(code).not.toContain('result += chunk');
    const page = (
      <main>
        <h1>फ़ोन की मरम्मत &amp; parts</h1>
        {['a', 'b', 'c'].map((x) => (
          <p key={x} className={`p-${x}`}>
            {x} {'<b>'} ₹1,299
          </p>
        ))}
      </main>
    );
    const html = changed().renderToString(page);
    expect(html).toBe(renderToString(page));
    expect(html).toContain('<h1>फ़ोन की मरम्मत &amp; parts</h1>');
  });

  it('refuses a React whose renderToStringImpl it does not know', () => {
    expect(() => joinOnce('function renderToStringImpl(a) {\n  return a;\n}\n')).toThrow(
      'renderToStringImpl has no `result = "",`',
    );
    const twice = 'function renderToStringImpl() {\n  var result = "", b = "", result = "",\n}\n';
    expect(() => joinOnce(twice)).toThrow('more than one `result = "",`');
    expect(() => joinOnce('nothing here')).toThrow('no renderToStringImpl to change');
  });
});
