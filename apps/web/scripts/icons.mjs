// Draws the installable app's PNG icons (public/icons/) from public/favicon.svg, so that they
// never drift from the favicon. Run after changing the favicon: `node apps/web/scripts/icons.mjs`.
// The maskable icon puts the mark inside the safe zone (the middle 80 %) on the brand colour, since
// launchers crop it to a circle or a squircle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const BRAND = '#0b6b3a';

async function plain(size) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', `icon-${size}.png`));
}

async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', `maskable-${size}.png`));
}

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
await Promise.all([plain(192), plain(512), maskable(512)]);
