// Encodes the owner's photos with sharp (libvips) for `shopsite build`. Run
// by `shopsite` as
// `node --input-type=module -e <this file> <frontend build> <work folder>`;
// sharp is found from the frontend build's folder (frontend/node_modules).
//
// It reads one job a line on stdin, each a photo and the files to make of
// it, which the build has planned (names, sizes, formats):
//
//   {"id": 3, "source": "/…/content/photos/a.jpg", "max_pixels": 50000000,
//    "outputs": [{"file": "a-360-3f9a….webp", "width": 360, "height": 270,
//                 "format": "webp", "crop": false}, …]}
//
// and answers each when its files are in the work folder, in any order:
//
//   {"done": 3, "tiny": "<the photo as 4×3 RGB pixels, in hex>"}
//   {"failed": 3, "error": "<sharp's message>"}
//
// after saying {"hello": true} once sharp is loaded, or {"error": "…"} and
// exit if it cannot be. The photo is turned upright by its EXIF
// orientation, and nothing of its metadata is written: sharp writes none
// unless asked (no EXIF, XMP, GPS or ICC profile; pixels are sRGB).
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";
import os from "node:os";

const [frontend, work] = process.argv.slice(1);

function say(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

let sharp;
try {
  sharp = createRequire(path.join(path.resolve(frontend), "package.json"))("sharp");
} catch (error) {
  say({ error: `cannot load sharp (${error?.message ?? error})` });
  process.exit(0);
}
// Each photo is read once: libvips' cache would only hold memory.
sharp.cache(false);
say({ hello: true });

// Options of sharp's defaults, named here so that the build's settings
// (shopsite_render::photos::SETTINGS) say what they are.
const ENCODE = {
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

async function encode(job) {
  const input = sharp(job.source, {
    limitInputPixels: job.max_pixels,
    failOn: "warning",
  }).rotate();
  // Decoded once, at the largest size any file needs (libvips shrinks a
  // JPEG while decoding it), then each file is made from that.
  const widest = Math.max(...job.outputs.map((o) => o.width));
  const { data, info } = await input
    .resize({ width: widest, height: widest, fit: "outside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const out of job.outputs) {
    const image = sharp(data, raw).resize(out.width, out.height, {
      // A whole photo's size has its proportions, so "cover" crops at
      // most a pixel of it; a card's square, the rest.
      fit: "cover",
      kernel: "lanczos3",
    });
    await ENCODE[out.format](image).toFile(path.join(work, out.file));
  }
  const tiny = await sharp(data, raw).resize(4, 3, { fit: "fill" }).raw().toBuffer();
  return tiny.toString("hex");
}

// As many photos at once as the machine has cores: libvips spreads each
// over its own threads too, but much of a photo's time is one thread's.
const limit = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
let running = 0;
const waiting = [];
function next() {
  while (running < limit && waiting.length > 0) {
    const job = waiting.shift();
    running += 1;
    encode(job)
      .then((tiny) => say({ done: job.id, tiny }))
      .catch((error) => say({ failed: job.id, error: String(error?.message ?? error) }))
      .finally(() => {
        running -= 1;
        next();
      });
  }
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (line.trim().length === 0) return;
  let job;
  try {
    job = JSON.parse(line);
  } catch (error) {
    say({ failed: -1, error: `not a job: ${error}` });
    return;
  }
  waiting.push(job);
  next();
});
