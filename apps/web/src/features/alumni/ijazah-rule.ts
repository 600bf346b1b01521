import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { UploadRule } from '../../components/upload/file-to-base64';

/**
 * The alumni's ijazah (spec 02 section 5): an image or a PDF up to 2 MB. A PDF goes as chosen; a
 * photographed ijazah is shrunk to the 1600 px the server keeps of a document anyway, legible
 * still, so a phone camera's 3–9 MB picture fits (as the student's documents, decision 0057).
 */
export const IJAZAH_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  accept: '.jpg,.jpeg,.png,.webp,.pdf',
  hint: 'JPG/PNG/WEBP/PDF, maks. 2 MB',
  typeMessage: MSG.fileTypeIjazah,
  sizeMessage: MSG.fileTooLarge,
  maxBytes: LIMITS.uploadMaxBytes,
  shrinkToSide: 1600,
};
