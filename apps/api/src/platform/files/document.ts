import type { FastifyInstance } from 'fastify';
import { MSG } from '@madrasah/contract/messages';
import { normalisePhoto } from './image.js';
import { newKey } from './storage.js';
import { decodeUpload } from './upload.js';

/**
 * A document upload (certificate, family card…): JPG, PNG or PDF under 2 MB by content, with
 * the spec's messages. Images lose their metadata and are kept readable (at most 1600 px); a
 * PDF is stored as it came. Returns the storage key.
 */
export async function storeDocument(app: FastifyInstance, area: string, base64: string, field = 'file'): Promise<string> {
  const rule = { field, accept: ['jpg', 'png', 'pdf'] as const, typeMessage: MSG.fileTypeJpgPngPdf, sizeMessage: MSG.fileTooLarge };
  const { data, kind } = await decodeUpload(base64, rule);
  if (kind === 'pdf') {
    const key = newKey(area, 'pdf', new Date());
    await app.files.storage.put(key, data);
    return key;
  }
  const image = await normalisePhoto(data, kind, { field, invalidMessage: MSG.fileTypeJpgPngPdf, maxSide: 1600 });
  const key = newKey(area, 'jpg', new Date());
  await app.files.storage.put(key, image);
  return key;
}
