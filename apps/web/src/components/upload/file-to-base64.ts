import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { shrinkToJpeg } from '../../lib/shrink-image';

/** What an upload field accepts, and what it tells the user about a file it refuses. */
export type UploadRule = {
  /** MIME types the browser reports for the allowed files. */
  types: readonly string[];
  /** The file picker's filter. */
  accept: string;
  /** A short line under the picker. */
  hint: string;
  typeMessage: string;
  sizeMessage: string;
  maxBytes: number;
  /** Images are re-encoded as a JPEG whose longer side is at most this many pixels. */
  shrinkToSide?: number;
};

/** A profile photo (spec 01 section 5): JPG or PNG up to 2 MB, sent as a small JPEG. */
export const PHOTO_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png'],
  accept: '.jpg,.jpeg,.png',
  hint: 'JPG/PNG, maksimal 2 MB',
  typeMessage: MSG.imageTypeJpgPng,
  sizeMessage: MSG.imageTooLarge,
  maxBytes: LIMITS.uploadMaxBytes,
  // The server keeps a JPEG of at most 640 px as it is and re-encodes anything larger.
  shrinkToSide: 640,
};

/**
 * A student's document (spec 02 section 5): JPG, PNG or PDF under 2 MB, sent as chosen so a
 * scan stays legible (the server keeps images at up to 1600 px).
 */
export const DOCUMENT_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  accept: '.jpg,.jpeg,.png,.pdf',
  hint: 'JPG/PNG/PDF, maksimal 2 MB',
  typeMessage: MSG.fileTypeJpgPngPdf,
  sizeMessage: MSG.fileTooLarge,
  maxBytes: LIMITS.uploadMaxBytes,
};

/** A leave permit's letter (spec 02 section 5): PDF only; the refusal keeps the spec's one upload message, as the server's does. */
export const PDF_RULE: UploadRule = { ...DOCUMENT_RULE, types: ['application/pdf'], accept: '.pdf', hint: 'PDF, maksimal 2 MB' };

export type FileReadResult = { ok: true; dataUrl: string } | { ok: false; message: string };

/**
 * A chosen file checked against the rule in the browser (type, then size of the original), then
 * read as a data URL for the JSON body; images shrink first, like the selfie. A file that claims
 * to be an image but does not decode is refused with the type message.
 */
export async function fileToBase64(file: File, rule: UploadRule): Promise<FileReadResult> {
  if (!rule.types.includes(file.type)) return { ok: false, message: rule.typeMessage };
  if (file.size > rule.maxBytes) return { ok: false, message: rule.sizeMessage };
  try {
    const dataUrl = rule.shrinkToSide ? await shrinkImageFile(file, rule.shrinkToSide) : await readAsDataUrl(file);
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: rule.typeMessage };
  }
}

async function shrinkImageFile(file: File, maxSide: number): Promise<string> {
  // 'from-image' turns a phone photo upright by its EXIF orientation before it is redrawn.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return shrinkToJpeg(bitmap, bitmap.width, bitmap.height, { maxSide, quality: 0.85 });
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
