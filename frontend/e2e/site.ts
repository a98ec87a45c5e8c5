// Builds the site with the real `shopsite` binary and serves it with a plain
// static file server, the way a static host would: `/dir/` serves
// `dir/index.html`, and an unknown path gets `404.html` with status 404.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fixture shop every test builds (tests/fixtures/README.md). `content/` is the owner's. */
/**
 * The first folder by name under `dir` of the built site in `dist`, as a
 * path under the site (`repairs/apple/`); `undefined` when there is none.
 */
export function firstFolderUnder(dist: string, dir: string): string | undefined {
  const under = path.join(dist, dir);
  if (!existsSync(under)) return undefined;
  const name = readdirSync(under, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()[0];
  return name === undefined ? undefined : `${dir}${name}/`;
}

export const fixtureShop = path.join(repo, 'tests/fixtures/shop');

/**
 * Where cargo builds: `target/`, or `$CARGO_TARGET_DIR`, or a cargo config's
 * `build.target-dir`, as cargo itself says.
 */
export function cargoTarget(): string {
  const metadata = execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return (JSON.parse(metadata) as { target_directory: string }).target_directory;
}

/** The CLI: `$SHOPSITE_BIN`, else the debug build `cargo test` made. */
export function binary(): string {
  const bin = path.resolve(process.env.SHOPSITE_BIN ?? path.join(cargoTarget(), 'debug/shopsite'));
  if (!existsSync(bin)) {
    execFileSync('cargo', ['build', '--quiet', '--locked', '-p', 'shopsite'], {
      cwd: repo,
      stdio: 'inherit',
    });
  }
  return bin;
}

/** The temporary folders this process made, removed when it exits. */
const temporary: string[] = [];

/**
 * A fresh temporary folder, `<prefix>XXXXXX`: a 10,000-product build is
 * 400 MB, and a run makes dozens of builds, so none may stay behind. In an
 * E2E run it is made in the run's own folder, `$SHOPSITE_E2E_TMP`, which
 * global-setup.ts removes when the run ends (vitest stops its workers
 * without an `exit` event); elsewhere, as in the benches, it is removed
 * when this process exits.
 */
export function temporaryDir(prefix: string): string {
  const run = process.env.SHOPSITE_E2E_TMP;
  if (run) return mkdtempSync(path.join(run, prefix));
  if (temporary.length === 0) {
    process.on('exit', () => {
      for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/**
 * The fixture shop grown by the catalogue generator
 * (crates/shopsite/examples/catalogue.rs) to `count` products in `format`,
 * with a repair price list of `repairModels` phone models when given, in a
 * fresh temporary folder; returns its content folder. The generator is
 * `$SHOPSITE_CATALOGUE`, else cargo's build of it in `profile` (the tests'
 * debug one, or the benches' release one), built here when it is missing.
 */
export function generatedShop(
  count: number,
  format: 'yaml' | 'split' | 'csv',
  { repairModels, profile = 'debug' }: { repairModels?: number; profile?: 'debug' | 'release' } = {},
): string {
  const generator = path.resolve(
    process.env.SHOPSITE_CATALOGUE ?? path.join(cargoTarget(), profile, 'examples/catalogue'),
  );
  if (!existsSync(generator)) {
    const release = profile === 'release' ? ['--release'] : [];
    execFileSync('cargo', ['build', '--quiet', '--locked', ...release, '-p', 'shopsite', '--example', 'catalogue'], {
      cwd: repo,
      stdio: 'inherit',
    });
  }
  const content = path.join(temporaryDir('shopsite-generated-'), 'content');
  const models = repairModels === undefined ? [] : [String(repairModels)];
  execFileSync(generator, [String(count), format, content, ...models], { stdio: ['ignore', 'ignore', 'inherit'] });
  return content;
}

/**
 * Builds the fixture shop, or `content`, into a fresh temporary folder, with
 * `env` added to the environment (`GITHUB_REPOSITORY`, as the publish
 * workflow has it).
 */
export function buildSite(baseUrl: string, content = fixtureShop, env: Record<string, string> = {}): string {
  const out = path.join(temporaryDir('shopsite-e2e-'), 'dist');
  execFileSync(
    binary(),
    ['build', '--content', content, '--frontend', 'frontend/dist', '--out', out, '--base-url', baseUrl],
    // The editor's repository only when a test names one: not CI's own.
    { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, GITHUB_REPOSITORY: '', ...env } },
  );
  return out;
}

/** The content type a static host sends for each file extension. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.yml': 'application/yaml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The response headers `_headers` (written by the build, for Netlify and
 * Cloudflare Pages) gives a path, as those hosts apply it: every rule whose
 * pattern matches, where a trailing `*` matches any rest, and the values of
 * a header that two rules set joined with `, `.
 */
export function hostHeaders(file: string, urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const pattern = line.trim();
      matches = pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
    } else if (matches && /^\s+\S/.test(line)) {
      const [name, value] = line.trim().split(/:\s(.*)/s) as [string, string];
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** The text types a static host compresses. */
const COMPRESSED = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt']);

/**
 * Serves `root` under the URL path `prefix` (`/` or `/shop/`) on a free port,
 * with the response headers of its `_headers` file, as Netlify or Cloudflare
 * Pages would. With `gzip`, text goes out compressed (level 9, once per file)
 * to clients that accept it, as a static host sends it.
 */
export async function serve(root: string, prefix: string, { gzip = false } = {}): Promise<Served> {
  const compressed = new Map<string, Buffer>();
  const rules = existsSync(path.join(root, '_headers')) ? readFileSync(path.join(root, '_headers'), 'utf8') : '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = hostHeaders(rules, url.pathname);
    let file: string | undefined;
    if (url.pathname.startsWith(prefix)) {
      const rel = decodeURIComponent(url.pathname.slice(prefix.length));
      const candidate = path.join(root, rel);
      // Hosts read `_headers`; they never serve it.
      if (candidate.startsWith(root) && rel !== '_headers') {
        if (existsSync(candidate) && statSync(candidate).isDirectory()) {
          const index = path.join(candidate, 'index.html');
          if (url.pathname.endsWith('/') && existsSync(index)) file = index;
        } else if (existsSync(candidate)) {
          file = candidate;
        }
      }
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (gzip && COMPRESSED.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = compressed.get(file);
      if (body === undefined) {
        body = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION });
        compressed.set(file, body);
      }
      res.writeHead(status, { ...headers, 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(body);
      return;
    }
    res.writeHead(status, { ...headers, 'content-type': type });
    res.end(readFileSync(file));
  });
  return listen(server);
}

/** Starts `server` on a free port of 127.0.0.1. */
async function listen(server: Server): Promise<Served> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Preview {
  url: string;
  content: string;
  close(): Promise<void>;
}

/** A copy of the fixture shop in a fresh temporary folder, to edit. */
export function copyOfFixtureShop(): string {
  const content = path.join(temporaryDir('shopsite-content-'), 'content');
  cpSync(fixtureShop, content, { recursive: true });
  return content;
}

/**
 * Starts `shopsite serve --port 0` on a copy of the fixture shop, and
 * resolves with the address it prints.
 */
export async function startPreview(): Promise<Preview> {
  const content = copyOfFixtureShop();
  const project = path.dirname(content);
  const child = spawn(
    binary(),
    [
      'serve',
      '--port',
      '0',
      '--content',
      content,
      '--out',
      path.join(project, 'dist'),
      '--frontend',
      path.join(repo, 'frontend/dist'),
    ],
    { cwd: project, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      seen += chunk;
      const found = /serving \S+ at (http:\/\/\S+)/.exec(seen);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`shopsite serve exited with ${code}: ${seen}`)));
  });
  return {
    url,
    content,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
