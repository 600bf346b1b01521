import sharp from 'sharp';

/**
 * A photo-like 480 × 360 JPEG at quality 80 as base64, different for every `i`: what the web
 * sends after shrinking a phone's selfie (~57 kB, ~78 kB as base64).
 */
export async function selfie(i: number): Promise<string> {
  const w = 120;
  const h = 90;
  const raw = Buffer.alloc(w * h * 3);
  let seed = i * 2654435761;
  for (let p = 0; p < raw.length; p++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[p] = ((p % (w * 3)) + (seed >>> 24)) & 0xff;
  }
  const jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(480, 360)
    .jpeg({ quality: 80 })
    .toBuffer();
  return jpeg.toString('base64');
}
