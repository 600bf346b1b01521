import type { FastifyInstance } from 'fastify';
import { MSG } from '@madrasah/contract/messages';
import { normalisePhoto } from './image.js';
import { storeNewFile } from './record.js';
import { newKey } from './storage.js';
import { decodeUpload } from './upload.js';

/**
 * A profile photo from the spec's upload rules (JPG or PNG, at most 2 MB), cleaned like every
 * photo (no metadata, at most 640 px) and stored; returns its storage key.
 */
export async function storePhoto(app: FastifyInstance, area: string, base64: string, field = 'foto'): Promise<string> {
  const rule = { field, accept: ['jpg', 'png'] as const, typeMessage: MSG.imageTypeJpgPng, sizeMessage: MSG.imageTooLarge };
  const { data, kind } = await decodeUpload(base64, rule);
  const photo = await normalisePhoto(data, kind, { field, invalidMessage: MSG.imageTypeJpgPng });
  const key = newKey(area, 'jpg', new Date());
  await storeNewFile(app, key, photo, { kind: 'upload' });
  return key;
}
