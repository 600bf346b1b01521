import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { shrinkToJpeg } from '../../lib/shrink-image';

/** What an upload field accepts, and what it tells the user about a file it refuses. */
export type UploadRule = {
  /** The allowed kinds of file as MIME types, told by a file's first bytes. */
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

/** A profile photo (spec 01 section 5): JPG or PNG, sent as a small JPEG under 2 MB however large the camera's original. */
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
 * A student's document (spec 02 section 5): JPG, PNG or PDF under 2 MB. A PDF goes as chosen; a
 * photographed page is shrunk to the 1600 px the server keeps of it anyway, so a phone camera's
 * picture of a document fits.
 */
export const DOCUMENT_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  accept: '.jpg,.jpeg,.png,.pdf',
  hint: 'JPG/PNG/PDF, maksimal 2 MB',
  typeMessage: MSG.fileTypeJpgPngPdf,
  sizeMessage: MSG.fileTooLarge,
  maxBytes: LIMITS.uploadMaxBytes,
  shrinkToSide: 1600,
};

/** A leave permit's letter (spec 02 section 5): PDF only, refused with the PDF-only message as the server's refusal is. */
export const PDF_RULE: UploadRule = { ...DOCUMENT_RULE, types: ['application/pdf'], accept: '.pdf', hint: 'PDF, maksimal 2 MB', typeMessage: MSG.fileTypePdf };

/**
 * The largest picture the browser decodes to shrink it: a phone camera's photo weighs 3–9 MB; a
 * bigger file is refused with the size message before it is decoded.
 */
export const SOURCE_IMAGE_MAX_BYTES = 25 * 1024 * 1024;

export type FileReadResult = { ok: true; dataUrl: string } | { ok: false; message: string };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kinds of file the portal takes, by their first bytes (null: any byte): a name or a browser's type can lie. */
const SIGNATURES: { type: string; bytes: (number | null)[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { type: 'application/pdf', bytes: ascii('%PDF-') },
];

/** What a file is by its first bytes; undefined for anything else, such as an executable renamed '.pdf'. */
export async function sniffType(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => byte === null || head[i] === byte))?.type;
}

/** The decoded size of a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * A chosen file checked against the rule in the browser, then read as a data URL for the JSON
 * body. Its kind is read from its first bytes. An image the rule shrinks is shrunk first and the
 * result checked against the size limit, so a phone photo of several MB passes as a small JPEG;
 * any other file is checked as it is. A file that claims to be an image but does not decode is
 * refused with the type message. The server checks everything again.
 */
export async function fileToBase64(file: File, rule: UploadRule): Promise<FileReadResult> {
  const refuse = (message: string): FileReadResult => ({ ok: false, message });
  try {
    const type = await sniffType(file);
    if (type === undefined || !rule.types.includes(type)) return refuse(rule.typeMessage);
    const maxSide = type.startsWith('image/') ? rule.shrinkToSide : undefined;
    if (file.size > (maxSide ? SOURCE_IMAGE_MAX_BYTES : rule.maxBytes)) return refuse(rule.sizeMessage);
    const dataUrl = maxSide ? await shrinkImageFile(file, maxSide) : await readAsDataUrl(file);
    return dataUrlBytes(dataUrl) > rule.maxBytes ? refuse(rule.sizeMessage) : { ok: true, dataUrl };
  } catch {
    return refuse(rule.typeMessage);
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
