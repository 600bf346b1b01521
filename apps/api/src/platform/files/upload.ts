import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@madrasah/contract/limits';
import { fieldError } from '../errors.js';

/** The kinds of file the portal accepts as uploads; anything else is refused by content, whatever its name. */
export type FileKind = 'jpg' | 'png' | 'webp' | 'pdf';
/** What the portal stores: the uploads, and the spreadsheets it exports itself (never taken from a client). */
export type StoredKind = FileKind | 'xlsx';
export const CONTENT_TYPE: Record<StoredKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type UploadRule = {
  field: string;
  accept: readonly FileKind[];
  typeMessage: string;
  sizeMessage: string;
  maxBytes?: number;
};

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

/**
 * The one way an upload enters the server: base64 text (optionally a data URL) decoded
 * strictly, its size checked before and after decoding, and its kind taken from its bytes.
 */
export async function decodeUpload(input: string, rule: UploadRule): Promise<{ data: Buffer; kind: FileKind }> {
  const maxBytes = rule.maxBytes ?? LIMITS.uploadMaxBytes;
  const text = input.replace(DATA_URL, '');
  if (text.length === 0 || text.length % 4 !== 0) throw fieldError(rule.field, rule.typeMessage);
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const expected = (text.length / 4) * 3 - padding;
  if (expected > maxBytes) throw fieldError(rule.field, rule.sizeMessage);
  // Node's decoder skips characters outside the alphabet and stops at inner padding, so a
  // strict check is that every character counted: cheaper than a pattern over ~80 kB of text.
  const data = Buffer.from(text, 'base64');
  if (data.length !== expected) throw fieldError(rule.field, rule.typeMessage);
  const detected = await fileTypeFromBuffer(data);
  const kind = detected?.ext as FileKind | undefined;
  if (!kind || !rule.accept.includes(kind)) throw fieldError(rule.field, rule.typeMessage);
  return { data, kind };
}
