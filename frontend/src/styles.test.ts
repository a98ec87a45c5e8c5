// The stylesheet is styles.css and the files it imports, in cascade order
// (see its heading). A CSS file it does not import would never reach a
// page, and one imported twice would repeat its rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
