// Benchmark: the owner's photos. 50 stand-in phone photos of 12 MP
// (tools/photo.ts, made once into target/bench-photos/ and kept), each on a
// product of a copy of the fixture shop. Times our first build (no output,
// no cache; its peak memory, and how long each file took, which the build
// writes where SHOPSITE_PHOTO_TIMES says), then sharp, the yardstick,
// making the same files the way the build made them with sharp before
// (the same widths, crops, formats and qualities, as many photos at once
// as cores), and compares bytes and quality: DSSIM against one reference, the
// photo resized by `image`'s Lanczos3 (tools/photo-quality, a Rust tool of
// its own), on every fifth photo. Then a rebuild with no photo changed,
// against the same shop's rebuild with no photos at all, and the time a
// build takes to refuse each hostile file.
// Targets (issue 30): bytes ≤ 1.0× sharp's at equal or better quality, a
// first build ≤ 1.5× sharp's time, peak memory ≤ 1 GB, a rebuild adds
// ≤ 50 ms, each hostile file refused within 10 s. `just bench` runs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { cargoTarget, fixtureShop, repo } from '../e2e/site';
import { makePhoto } from './photo';
import { median } from './stats';

const PHOTOS = 50;
const bin = process.env.SHOPSITE_BIN ?? path.join(cargoTarget(), 'release/shopsite');
const frontend = path.join(repo, 'frontend/dist');
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

/** A copy of the fixture shop with a product for each of `files` (in `from`), or none. */
function shop(dir: string, from: string | null, files: string[]): string {
  rmSync(dir, { recursive: true, force: true });
  const content = path.join(dir, 'content');
  cpSync(fixtureShop, content, { recursive: true });
  if (from) {
    mkdirSync(path.join(content, 'photos'));
    for (const f of files) cpSync(path.join(from, f), path.join(content, 'photos', f));
  }
  const products = files.map((name, i) =>
    [
      `  - id: bench-phone-${i + 1}`,
      `    title: Bench phone ${i + 1}`,
      `    price: ${10_000 + i}`,
      '    in_stock: true',
      '    group: Second-hand',
      '    sub: Apple',
      ...(from ? [`    image: photos/${name}`] : []),
    ].join('\n'),
  );
  const yaml = path.join(content, 'products.yaml');
  writeFileSync(yaml, `${readFileSync(yaml, 'utf8').trimEnd()}\n${products.join('\n')}\n`);
  return dir;
}

/**
 * `shopsite build` in `dir`: its wall time in ms, its peak memory (the
 * resident set, read by Python's getrusage), exit code and output.
 */
function build(dir: string, env: Record<string, string> = {}) {
  const measure =
    'import resource, subprocess, sys\n' +
    'code = subprocess.run(sys.argv[1:]).returncode\n' +
    'print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)\n' +
    'sys.exit(code)\n';
  const start = performance.now();
  const run = spawnSync('python3', ['-c', measure, bin, 'build', '--frontend', frontend], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  const ms = performance.now() - start;
  const lines = run.stderr.trimEnd().split('\n');
  const peakKb = Number(lines.pop());
  return { ms, peakKb, code: run.status, stdout: run.stdout.trim(), stderr: lines.join('\n') };
}

// Ours: the first build, with each file's time.
const ours = shop(path.join(work, 'with'), photos, names);
const timesFile = path.join(work, 'times.tsv');
const first = build(ours, { SHOPSITE_PHOTO_TIMES: timesFile });
if (first.code !== 0) throw new Error(`the first build failed:\n${first.stderr}`);
const dist = path.join(ours, 'dist/assets/photos');
const files = readdirSync(dist).sort();
const ourBytes = files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0);
const ourMs = new Map<string, number>();
let decodeMs = 0;
for (const line of readFileSync(timesFile, 'utf8').trim().split('\n')) {
  const [, file, us] = line.split('\t');
  if (file === 'decode') decodeMs += Number(us) / 1000;
  else ourMs.set(path.basename(file!), Number(us) / 1000);
}

// sharp, the yardstick: the same files as the build made them before
// (crates/shopsite/src/engine/photos.mjs, until issue 30), in one run,
// as many photos at once as cores: each photo decoded once at the widest
// file's size (libvips shrinks a JPEG while decoding it), then each file
// made from that. A file's name says what it is:
// <photo>-[card-|og-]<width>-<hash>.<ext>; its height is our file's.
type Job = { file: string; photo: string; width: number; height: number; format: 'webp' | 'jpg' };
const jobs: Job[] = [];
for (const file of files) {
  const m = /^(phone-\d+)-(card-|og-)?(\d+)-[0-9a-f]+\.(webp|jpg)$/.exec(file);
  if (!m) throw new Error(`a file the benchmark cannot read: ${file}`);
  const { width, height } = await sharp(path.join(dist, file)).metadata();
  jobs.push({ file, photo: `${m[1]}.jpg`, width: width!, height: height!, format: m[4] as 'webp' | 'jpg' });
}
const out = path.join(work, 'sharp');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
sharp.cache(false);
const byPhoto = new Map<string, Job[]>();
for (const job of jobs) byPhoto.set(job.photo, [...(byPhoto.get(job.photo) ?? []), job]);
const sharpFile = (job: Job) => path.join(out, job.file);
const sharpMs = new Map<string, number>();
let sharpDecodeMs = 0;
const start = performance.now();
const queue = [...byPhoto.entries()];
let sharpBytes = 0;
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [photo, list] = next;
    const decodeStart = performance.now();
    const widest = Math.max(...list.map((o) => o.width));
    const { data, info } = await sharp(path.join(photos, photo), { limitInputPixels: 50_000_000, failOn: 'warning' })
      .rotate()
      .resize({ width: widest, height: widest, fit: 'outside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    sharpDecodeMs += performance.now() - decodeStart;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const job of list) {
      const begun = performance.now();
      const image = sharp(data, raw).resize(job.width, job.height, { fit: 'cover', kernel: 'lanczos3' });
      const encoded =
        job.format === 'webp' ? image.webp({ quality: 80, effort: 4 }) : image.jpeg({ quality: 80, mozjpeg: true });
      const info = await encoded.toFile(sharpFile(job));
      sharpMs.set(job.file, performance.now() - begun);
      sharpBytes += info.size;
    }
  }
}
await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
const sharpTotal = performance.now() - start;

// Quality: every fifth photo's files, ours and sharp's, against one reference.
const judge = path.join(repo, 'tools/photo-quality/Cargo.toml');
const judgeTarget = path.join(cargoTarget(), 'photo-quality');
execFileSync(
  'cargo',
  ['build', '--release', '--quiet', '--locked', '--manifest-path', judge, '--target-dir', judgeTarget],
  {
    stdio: 'inherit',
  },
);
const judged = jobs.filter((j) => Number(/\d+/.exec(j.photo)![0]) % 5 === 1);
const input = judged.map((j) => [path.join(photos, j.photo), path.join(dist, j.file), sharpFile(j)].join('\t'));
const scores = execFileSync(path.join(judgeTarget, 'release/photo-quality'), {
  input: `${input.join('\n')}\n`,
  encoding: 'utf8',
  maxBuffer: 1 << 24,
})
  .trim()
  .split('\n')
  .map((l) => l.split('\t').map(Number) as [number, number]);
const quality = new Map(judged.map((j, i) => [j.file, scores[i]!]));

// The table: per format and size, over the 50 photos.
type Row = { files: number; ours: number; theirs: number; ourMs: number; theirMs: number; dssim: [number, number][] };
const rows = new Map<string, Row>();
for (const job of jobs) {
  const kind = /-(card|og)-/.exec(job.file)?.[1];
  const key = `${job.format === 'jpg' ? 'JPEG' : 'WebP'} ${kind ? `${kind} ` : ''}${job.width}`;
  const row = rows.get(key) ?? { files: 0, ours: 0, theirs: 0, ourMs: 0, theirMs: 0, dssim: [] };
  row.files += 1;
  row.ours += statSync(path.join(dist, job.file)).size;
  row.theirs += statSync(sharpFile(job)).size;
  row.ourMs += ourMs.get(job.file) ?? Number.NaN;
  row.theirMs += sharpMs.get(job.file)!;
  const q = quality.get(job.file);
  if (q) row.dssim.push(q);
  rows.set(key, row);
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const pad = (text: string, n: number) => text.padStart(n);
console.log(
  `${'file'.padEnd(16)}${pad('ours KB', 9)}${pad('sharp KB', 9)}${pad('ratio', 7)}` +
    `${pad('DSSIM ours', 12)}${pad('sharp', 10)}${pad('ms ours', 9)}${pad('sharp', 8)}`,
);
const dssimAll: [number, number][] = [];
for (const [key, row] of [...rows.entries()].sort()) {
  dssimAll.push(...row.dssim);
  console.log(
    `${key.padEnd(16)}${pad((row.ours / 1024).toFixed(0), 9)}${pad((row.theirs / 1024).toFixed(0), 9)}` +
      `${pad((row.ours / row.theirs).toFixed(3), 7)}` +
      `${pad(mean(row.dssim.map((d) => d[0])).toFixed(5), 12)}${pad(mean(row.dssim.map((d) => d[1])).toFixed(5), 10)}` +
      `${pad((row.ourMs / row.files).toFixed(1), 9)}${pad((row.theirMs / row.files).toFixed(1), 8)}`,
  );
}
console.log(
  `${'all'.padEnd(16)}${pad((ourBytes / 1024).toFixed(0), 9)}${pad((sharpBytes / 1024).toFixed(0), 9)}` +
    `${pad((ourBytes / sharpBytes).toFixed(3), 7)}` +
    `${pad(mean(dssimAll.map((d) => d[0])).toFixed(5), 12)}${pad(mean(dssimAll.map((d) => d[1])).toFixed(5), 10)}`,
);
console.log(
  `(ms: each file's resizing and encoding, ${os.availableParallelism()} photos at once; before them, each photo's ` +
    `decoding and first shrinking: ours ${(decodeMs / PHOTOS).toFixed(0)} ms, sharp's ${(sharpDecodeMs / PHOTOS).toFixed(0)} ms)`,
);

// A rebuild with nothing changed, against the same shop with no photos.
// Each warmed up once (the first rebuild copies the files into the site
// it writes into), then taken in turns, seven each: on a busy machine a
// run of one after a run of the other would measure the machine.
const plain = shop(path.join(work, 'without'), null, names);
build(ours);
build(plain);
const again: number[] = [];
const without: number[] = [];
for (let i = 0; i < 7; i++) {
  again.push(build(ours).ms);
  without.push(build(plain).ms);
}
const added = median(again) - median(without);

// Hostile files, each alone in a shop: how long the build takes to refuse it.
const hostile = path.join(work, 'hostile');
mkdirSync(hostile, { recursive: true });
const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
  .png()
  .toBuffer();
png.writeUInt32BE(100_000, 16);
png.writeUInt32BE(100_000, 20);
writeFileSync(path.join(hostile, 'bomb.png'), png);
const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } })
  .jpeg()
  .toBuffer();
const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
jpeg.writeUInt16BE(60_000, sof + 5);
jpeg.writeUInt16BE(60_000, sof + 7);
writeFileSync(path.join(hostile, 'bomb.jpg'), jpeg);
const whole = readFileSync(path.join(photos, names[0]!));
writeFileSync(path.join(hostile, 'cut.jpg'), whole.subarray(0, whole.length / 2));
writeFileSync(path.join(hostile, 'note.jpg'), 'not a photo, a note saved as .jpg\n');
const refusals = ['bomb.png', 'bomb.jpg', 'cut.jpg', 'note.jpg'].map((name) => {
  const run = build(shop(path.join(work, 'refuse'), hostile, [name]));
  const said = run.stderr.split('\n').find((l) => l.startsWith('error: '));
  if (run.code !== 1 || !said) throw new Error(`${name} was not refused:\n${run.stdout}\n${run.stderr}`);
  return { name, ms: run.ms, peakKb: run.peakKb, said };
});

const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
console.log(
  `photos, ${PHOTOS} × 12 MP (${(photoBytes / PHOTOS / 1e6).toFixed(1)} MB each), ${files.length} files: ` +
    `first build ${(first.ms / 1000).toFixed(1)} s vs sharp ${(sharpTotal / 1000).toFixed(1)} s ` +
    `(${(first.ms / sharpTotal).toFixed(2)}×, target ≤ 1.5×), peak ${(first.peakKb / 1024).toFixed(0)} MB (target ≤ 1024 MB); ` +
    `bytes ${kb(ourBytes)} vs sharp ${kb(sharpBytes)} (${(ourBytes / sharpBytes).toFixed(3)}×, target ≤ 1.0×) ` +
    `at DSSIM ${mean(dssimAll.map((d) => d[0])).toFixed(5)} vs ${mean(dssimAll.map((d) => d[1])).toFixed(5)} (lower is better); ` +
    `rebuild unchanged ${median(again).toFixed(0)} ms vs ${median(without).toFixed(0)} ms without photos: ` +
    `+${added.toFixed(0)} ms (target ≤ 50 ms)`,
);
for (const r of refusals) {
  console.log(
    `refused ${r.name} in ${r.ms.toFixed(0)} ms, peak ${(r.peakKb / 1024).toFixed(0)} MB (target ≤ 10 s): ${r.said}`,
  );
}
console.log(first.stdout);
