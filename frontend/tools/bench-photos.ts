// Benchmark: the owner's photos. 50 stand-in phone photos of 12 MP
// (tools/photo.ts, made once into target/bench-photos/ and kept), each on a
// product of a copy of the fixture shop. Times our first build (no output,
// no cache), then sharp doing the same work in one run the plain way (every
// file from the photo: the same widths, crops, formats and qualities, as
// many photos at once as cores), and compares the bytes; then a rebuild with
// no photo changed, against the same shop's rebuild with no photos at all.
// Targets (issue 21): first build ≤ 1.5× sharp's time, bytes ≤ 1.1×
// sharp's, a rebuild adds ≤ 50 ms. `just bench` runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { cargoTarget, fixtureShop, repo } from '../e2e/site';
import { makePhoto } from './photo';
import { median } from './stats';

const PHOTOS = 50;
const bin = process.env.SHOPSITE_BIN ?? path.join(cargoTarget(), 'release/shopsite');
const work = path.join(cargoTarget(), 'bench-photos');
const photos = path.join(work, 'photos');

mkdirSync(photos, { recursive: true });
const names = Array.from({ length: PHOTOS }, (_, i) => `phone-${String(i + 1).padStart(2, '0')}.jpg`);
const missing = names.filter((n) => !existsSync(path.join(photos, n)));
if (missing.length > 0) {
  console.error(`making ${missing.length} stand-in phone photos in ${photos} (once; about 10 s each)…`);
  for (const name of missing) await makePhoto(path.join(photos, name));
}
const photoBytes = names.reduce((sum, n) => sum + statSync(path.join(photos, n)).size, 0);

/** A copy of the fixture shop with one product per photo, or with none of them. */
function shop(dir: string, withPhotos: boolean): string {
  rmSync(dir, { recursive: true, force: true });
  const content = path.join(dir, 'content');
  cpSync(fixtureShop, content, { recursive: true });
  if (withPhotos) cpSync(photos, path.join(content, 'photos'), { recursive: true });
  const products = names.map((name, i) =>
    [
      `  - id: bench-phone-${i + 1}`,
      `    title: Bench phone ${i + 1}`,
      `    price: ${10_000 + i}`,
      '    in_stock: true',
      '    group: Second-hand',
      '    sub: Apple',
      ...(withPhotos ? [`    image: photos/${name}`] : []),
    ].join('\n'),
  );
  const yaml = path.join(content, 'products.yaml');
  writeFileSync(yaml, `${readFileSync(yaml, 'utf8').trimEnd()}\n${products.join('\n')}\n`);
  return dir;
}

/** `shopsite build` in `dir`: its wall time in ms, and its summary line. */
function build(dir: string): { ms: number; line: string } {
  const start = performance.now();
  const line = execFileSync(bin, ['build', '--frontend', path.join(repo, 'frontend/dist')], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { ms: performance.now() - start, line: line.trim() };
}

const ours = shop(path.join(work, 'with'), true);
const first = build(ours);
const dist = path.join(ours, 'dist/assets/photos');
const files = readdirSync(dist);
const ourBytes = files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0);

// sharp, the same files the plain way: each from its photo, in one run.
// A file's name says what it is: <photo>-[card-|og-]<width>-<hash>.<ext>.
const jobs = files.map((file) => {
  const m = /^(phone-\d+)-(card-|og-)?(\d+)-[0-9a-f]+\.(webp|jpg)$/.exec(file);
  if (!m) throw new Error(`a file the benchmark cannot read: ${file}`);
  return { photo: `${m[1]}.jpg`, kind: m[2] ?? '', width: Number(m[3]), format: m[4] as 'webp' | 'jpg' };
});
const out = path.join(work, 'sharp');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
sharp.cache(false);
const byPhoto = new Map<string, typeof jobs>();
for (const job of jobs) byPhoto.set(job.photo, [...(byPhoto.get(job.photo) ?? []), job]);
const start = performance.now();
const queue = [...byPhoto.entries()];
let sharpBytes = 0;
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [photo, list] = next;
    for (const [i, job] of list.entries()) {
      let image = sharp(path.join(photos, photo)).rotate();
      image =
        job.kind === 'card'
          ? image.resize(job.width, job.width)
          : job.kind === 'og'
            ? image.resize(1200, 630)
            : image.resize({ width: job.width });
      image = job.format === 'webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, mozjpeg: true });
      const info = await image.toFile(path.join(out, `${photo}-${i}.${job.format}`));
      sharpBytes += info.size;
    }
  }
}
await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
const sharpMs = performance.now() - start;

const again = [0, 1, 2].map(() => build(ours).ms);
const plain = shop(path.join(work, 'without'), false);
build(plain);
const without = [0, 1, 2].map(() => build(plain).ms);
const added = median(again) - median(without);
const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;

console.log(
  `photos, ${PHOTOS} × 12 MP (${(photoBytes / PHOTOS / 1e6).toFixed(1)} MB each), ${files.length} files: ` +
    `first build ${(first.ms / 1000).toFixed(1)} s vs sharp ${(sharpMs / 1000).toFixed(1)} s (${(first.ms / sharpMs).toFixed(2)}×, target ≤ 1.5×); ` +
    `bytes ${kb(ourBytes)} vs sharp ${kb(sharpBytes)} (${(ourBytes / sharpBytes).toFixed(3)}×, target ≤ 1.1×); ` +
    `rebuild unchanged ${median(again).toFixed(0)} ms vs ${median(without).toFixed(0)} ms without photos: +${added.toFixed(0)} ms (target ≤ 50 ms)`,
);
console.log(first.line);
