// JSON that can sit inside a `<script>` element, as the CLI writes it
// (`script_json` in crates/shopsite-render/src/html.rs, minijinja's `tojson`):
// `<`, `>`, `&` and `'` are written as JSON escapes, which JSON.parse reads
// back as the same characters, so no text in the value can end the script.

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  "'": '\\u0027',
};

/** `value` as JSON with nothing in it that HTML could read as markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&']/g, (c) => ESCAPES[c]!);
}
