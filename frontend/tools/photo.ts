// A stand-in for a phone's photo, made with sharp, for the E2E tests and
// the photo benchmark: 4032×3024 (12 MP), stored on its side with EXIF
// orientation 6 as phones store a portrait, about 5 MB of JPEG at quality
// 92. Its detail is noise at several scales, tuned so its sizes shrink as a
// real photo's do (its 720 px WebP is about 50 KB, its 208 px card about
// 7 KB), not the flat colours a drawing would be. Each call makes another
// photo: sharp's noise is random.
import sharp from 'sharp';

export const WIDTH = 4032;
export const HEIGHT = 3024;

async function layer(width: number, height: number, sigma: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Writes a new photo to `file`; resolves with its size in bytes. */
export async function makePhoto(file: string, { width = WIDTH, height = HEIGHT } = {}): Promise<number> {
  const [shapes, blobs, texture, grain] = await Promise.all([
    layer(16, 12, 90),
    layer(48, 36, 60),
    layer(1008, 756, 40),
    layer(WIDTH, HEIGHT, 30),
  ]);
  const px = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < px.length; i++) {
    const v = shapes[i]! + (blobs[i]! - 128) * 0.6 + (texture[i]! - 128) * 0.1 + (grain[i]! - 128) * 0.4;
    px[i] = Math.max(0, Math.min(255, v));
  }
  const out = await sharp(px, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .resize(width, height)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return out.size;
}
