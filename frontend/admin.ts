// The editor at /admin/: Sveltia CMS (npm @sveltia/cms, pinned in
// package.json), put into the client build's admin/ folder, which the
// binary carries with the rest of the frontend. shopsite writes the page
// that loads it, and its config.yml, on every build
// (crates/shopsite-render/src/admin.rs); the script is carried gzipped
// (sveltia-cms.js.gz, 2.1 MB → 0.64 MB) and inflated as the site is written.
//
// Sveltia asks two other hosts for things at run time, which the editor's
// Content-Security-Policy would refuse, and which a phone should not fetch
// from elsewhere: its fonts (cdn.jsdelivr.net), of which the package has
// copies, put here beside the script, and its latest version
// (unpkg.com/@sveltia/cms/package.json), to offer an update that a pinned
// copy cannot take. The script is changed in these places only, each found
// exactly once or the build fails, so that a new version of Sveltia whose
// code differs is noticed here rather than on the owner's phone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The fonts Sveltia loads from the CDN, and the name of the package's copy of each in npm/assets/ (before its hash). */
const FONTS: [cdn: string, file: string][] = [
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    'source-sans-3-latin-wght-normal',
  ],
  ['https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2', 'noto-mono-latin-400-normal'],
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    'material-symbols-outlined-latin-wght-normal',
  ],
];

/** Where Sveltia asks for its latest version; a `data:` URL of an empty object answers "none". */
const UPDATE_CHECK = `\`\${iP}/package.json\``;
const NO_UPDATE = '`data:application/json,{}`';

/** `text` with `from` replaced by `to`, which must be there exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(
      `@sveltia/cms: expected ${JSON.stringify(from)} once in sveltia-cms.js, found it ${count} times: a new version? Update frontend/admin.ts`,
    );
  }
  return text.replace(from, () => to);
}

/** The files of admin/, by their path under it. */
export function adminFiles(): Map<string, Uint8Array> {
  const pkg = fileURLToPath(new URL('node_modules/@sveltia/cms/', import.meta.url));
  const dist = join(pkg, 'dist');
  const assets = join(pkg, 'npm', 'assets');
  const names = readdirSync(assets);
  let script = readFileSync(join(dist, 'sveltia-cms.js'), 'utf8');
  const files = new Map<string, Uint8Array>();
  for (const [cdn, file] of FONTS) {
    const copy = names.find((n) => n.startsWith(`${file}-`) && n.endsWith('.woff2'));
    if (!copy) throw new Error(`@sveltia/cms: no ${file}-*.woff2 in ${assets}`);
    // Relative to the page, /admin/, as the stylesheet it is in is inline.
    script = replaceOnce(script, cdn, `fonts/${file}.woff2`);
    files.set(`fonts/${file}.woff2`, readFileSync(join(assets, copy)));
    const family = file.replace(/-latin-.*$/, '');
    files.set(`fonts/${family}.LICENSE.txt`, readFileSync(join(assets, `${family}.LICENSE.txt`)));
  }
  script = replaceOnce(script, UPDATE_CHECK, NO_UPDATE);
  if (script.includes('cdn.jsdelivr.net')) throw new Error('@sveltia/cms: a font still comes from cdn.jsdelivr.net');
  files.set('sveltia-cms.js.gz', gzipSync(script, { level: 9 }));
  files.set('LICENSE.txt', readFileSync(join(pkg, 'LICENSE.txt')));
  return files;
}

/** Adds admin/ to the client build. */
export function adminPlugin(): Plugin {
  return {
    name: 'shopsite-admin',
    generateBundle() {
      for (const [path, source] of adminFiles()) {
        this.emitFile({ type: 'asset', fileName: `admin/${path}`, source });
      }
    },
  };
}
