import { STAF_PAGE } from '@madrasah/contract/access';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The page's class group and day from its address (?rombel_id=…&tanggal=…), as the Beranda's
 * figures link to it: a day to come, or one that is not a date, reads as today.
 */
export function readPresensiQuery(params: URLSearchParams, today: string): { rombelId?: number; tanggal: string } {
  const id = Number(params.get('rombel_id'));
  const tgl = params.get('tanggal') ?? '';
  const valid = DAY.test(tgl) && !Number.isNaN(new Date(`${tgl}T00:00:00Z`).getTime()) && tgl <= today;
  return { rombelId: Number.isInteger(id) && id > 0 ? id : undefined, tanggal: valid ? tgl : today };
}

/** The address of a class group's day on this page. */
export const presensiLink = (rombelId: number, tanggal: string) => `${STAF_PAGE.presensi}?${new URLSearchParams({ rombel_id: String(rombelId), tanggal })}`;
