import type { AkunStatus } from '@madrasah/contract/schemas/staf-akun';

/** An account's state as the page names it, with its tag's colour. */
export const STATUS: Record<AkunStatus, { label: string; color: string }> = {
  belum_ada: { label: 'Belum ada akun', color: 'default' },
  aktif: { label: 'Aktif', color: 'green' },
  wajib_ganti_password: { label: 'Belum ganti password', color: 'gold' },
  ditangguhkan: { label: 'Ditangguhkan', color: 'red' },
};

export const statusOptions = (states: readonly AkunStatus[]) => states.map((value) => ({ value, label: STATUS[value].label }));
