import { JENIS_AGENDA, type JenisAgenda } from '@madrasah/contract/options';
import type { KalenderBody, KalenderRow } from '@madrasah/contract/schemas/staf-kalender';

const isJenis = (v: string): v is JenisAgenda => (JENIS_AGENDA as readonly string[]).includes(v);

/**
 * A calendar item's form filled from its row. A kind the list no longer offers (an imported
 * item's) is left to choose again rather than sent back as it is.
 */
export const kalenderFormValues = ({ rownum: _n, id: _id, jenis_agenda, ...values }: KalenderRow): Partial<KalenderBody> => ({
  ...values,
  jenis_agenda: isJenis(jenis_agenda) ? jenis_agenda : undefined,
});

/** The days an item covers, as the list shows them: one day alone, or 'from s.d. to' (both inclusive). */
export function rentangTanggal(tglAwal: string, tglAkhir: string, format: (iso: string) => string): string {
  return tglAwal === tglAkhir ? format(tglAwal) : `${format(tglAwal)} s.d. ${format(tglAkhir)}`;
}
