import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  const hostile = `</script><script>alert(1)</script><!-- & 'quoted' "twice"`;

  it('writes no character that could end the script or open markup', () => {
    const json = scriptJson({ title: hostile });
    expect(json).not.toMatch(/[<>&']/);
    expect(json).toBe(
      '{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 \\u0027quoted\\u0027 \\"twice\\""}',
    );
  });

  it('reads back as the same value', () => {
    const value = { title: hostile, list: [1, null, 'ünïcode ₹2,499'], nested: { ok: true } };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });

  it('leaves plain JSON as JSON.stringify writes it', () => {
    expect(scriptJson({ a: 'b', n: 1 })).toBe(JSON.stringify({ a: 'b', n: 1 }));
  });
});
