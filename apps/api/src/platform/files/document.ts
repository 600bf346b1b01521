import { MSG } from '@madrasah/contract/messages';
import { fieldError } from '../errors.js';
import { normalisePhoto } from './image.js';
import { storeNewFile } from './record.js';
import { newKey } from './storage.js';
import { decodeUpload, type FileKind } from './upload.js';
import type { ServiceContext } from '../service-context.js';

/** The student tabs' documents: JPG, PNG or PDF. */
const STUDENT_DOCUMENT = { accept: ['jpg', 'png', 'pdf'], typeMessage: MSG.fileTypeJpgPngPdf } as const;
/** The alumni diploma scan may also be WEBP (spec 02 section 5). */
export const ALUMNI_DOCUMENT = { accept: ['jpg', 'png', 'webp', 'pdf'], typeMessage: MSG.fileTypeIjazah } as const;
type DocumentKinds = { accept: readonly FileKind[]; typeMessage: string };

/**
 * A PDF is stored as it came, so it must at least be whole: readers look for its end-of-file
 * marker in the last kilobyte, and an upload cut short (its base64 still valid) has none.
 */
const PDF_END = Buffer.from('%%EOF');
const isWholePdf = (data: Buffer) => data.lastIndexOf(PDF_END) >= Math.max(0, data.length - 1024);

/**
 * A document upload (certificate, family card, diploma…) under 2 MB, its kind checked by
 * content, with the spec's messages. Images lose their metadata and are kept readable (at most
 * 1600 px, stored as JPEG); a PDF is stored as it came. Returns the storage key.
 */
export async function storeDocument(
  app: ServiceContext,
  area: string,
  base64: string,
  field = 'file',
  kinds: DocumentKinds = STUDENT_DOCUMENT,
): Promise<string> {
  const rule = { field, accept: kinds.accept, typeMessage: kinds.typeMessage, sizeMessage: MSG.fileTooLarge };
  const { data, kind } = await decodeUpload(base64, rule);
  if (kind === 'pdf' && !isWholePdf(data)) throw fieldError(field, kinds.typeMessage);
  const stored = kind === 'pdf' ? data : await normalisePhoto(data, kind, { field, invalidMessage: kinds.typeMessage, maxSide: 1600 });
  const key = newKey(area, kind === 'pdf' ? 'pdf' : 'jpg', new Date());
  await storeNewFile(app, key, stored, { kind: 'upload' });
  return key;
}
