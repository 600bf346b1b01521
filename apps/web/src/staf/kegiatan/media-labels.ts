import type { MediaTipe } from '@madrasah/contract/schemas/bk';

/** The gallery names the portal's tabs use for each stored type. */
export const TIPE_LABEL: Record<MediaTipe, string> = { Leater: 'Leater', PTN: 'Jalur Masuk PTN', Kedinasan: 'Jalur Masuk Kedinasan' };
