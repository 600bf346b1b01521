import sharp from 'sharp';
import { fieldError } from '../errors.js';
import { stripJpegMetadata } from './jpeg.js';
import type { FileKind } from './upload.js';

/** Larger images are refused from their header, before any pixel is decoded. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * A photo ready to store: a JPEG no larger than `maxSide`, without EXIF or GPS data.
 * The common case, the web's own already-shrunk JPEG (no EXIF, small enough), only loses its
 * metadata segments, read from its header alone; anything else goes to the image library,
 * which refuses images too large from their header before any pixel is decoded, then turns
 * them upright, shrinks and re-encodes them.
 */
export async function normalisePhoto(data: Buffer, kind: FileKind, opts: { field: string; invalidMessage: string; maxSide?: number }): Promise<Buffer> {
  const maxSide = opts.maxSide ?? 640;
  const invalid = () => fieldError(opts.field, opts.invalidMessage);
  if (kind === 'jpg') {
    const stripped = stripJpegMetadata(data);
    if (stripped && !stripped.hadExif && stripped.width > 0 && stripped.height > 0 && Math.max(stripped.width, stripped.height) <= maxSide) {
      return stripped.data;
    }
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalid();
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid();

  // Upright already and small enough: losing the metadata is all it needs.
  if (kind === 'jpg' && Math.max(meta.width, meta.height) <= maxSide && (meta.orientation ?? 1) === 1) {
    const stripped = stripJpegMetadata(data);
    if (stripped) return stripped.data;
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: a transparent PNG (a school's logo) goes onto white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
