import { MSG } from '@madrasah/contract/messages';
import { normalisePhoto } from './image.js';
import { storeNewFile } from './record.js';
import { newKey } from './storage.js';
import { decodeUpload, type FileKind } from './upload.js';
import type { ServiceContext } from '../service-context.js';

type PhotoRule = { field: string; accept: readonly FileKind[]; typeMessage: string };

/**
 * A photo decoded from base64 by `rule` (at most 2 MB) and cleaned like every photo: no
 * metadata, at most 640 px, JPEG.
 */
export async function cleanPhoto(base64: string, { field, accept, typeMessage }: PhotoRule): Promise<Buffer> {
  const { data, kind } = await decodeUpload(base64, { field, accept, typeMessage, sizeMessage: MSG.imageTooLarge });
  return normalisePhoto(data, kind, { field, invalidMessage: typeMessage });
}

/** A profile photo from the spec's upload rules (JPG or PNG), cleaned and stored; returns its storage key. */
export async function storePhoto(app: ServiceContext, area: string, base64: string, field = 'foto'): Promise<string> {
  const photo = await cleanPhoto(base64, { field, accept: ['jpg', 'png'], typeMessage: MSG.imageTypeJpgPng });
  const key = newKey(area, 'jpg', new Date());
  await storeNewFile(app, key, photo, { kind: 'upload' });
  return key;
}
