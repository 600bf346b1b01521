import type { PerizinanStatus } from '@madrasah/contract/schemas/perizinan';

export type StafPermitAction = 'detail' | 'setujui' | 'tolak';

/**
 * A permit's row menu on the staff desk: Detail always (the list only holds what the caller may
 * open); Setujui and Tolak for a submitted permit and a caller with the approval action. The
 * server checks both again (state, class group).
 */
export function stafPermitActions(status: PerizinanStatus, canDecide: boolean): StafPermitAction[] {
  return status === 'DIAJUKAN' && canDecide ? ['detail', 'setujui', 'tolak'] : ['detail'];
}

/** The staff list's status filter: the states a permit reaches once submitted (a draft stays the student's). */
export const STAF_STATUS_OPTIONS: { value: PerizinanStatus; label: string }[] = [
  { value: 'DIAJUKAN', label: 'DIAJUKAN' },
  { value: 'DISETUJUI', label: 'DISETUJUI' },
  { value: 'DITOLAK', label: 'DITOLAK' },
  { value: 'AUTO APPROVAL', label: 'AUTO APPROVAL' },
];

/** How a kind's approval setting reads in the kinds' table. */
export const persetujuanLabel = (butuh: boolean) => (butuh ? 'Perlu persetujuan' : 'Otomatis disetujui');
