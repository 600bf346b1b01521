import type { AuditAction } from '@madrasah/contract/audit-log';
import type { StafAuditRow } from '@madrasah/contract/schemas/staf-audit';

/** Each action as the log's reader says it. */
export const ACTION_LABEL: Record<AuditAction, string> = {
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  status: 'Ubah status',
  import: 'Impor',
  password: 'Ganti password',
  login: 'Masuk',
  logout: 'Keluar',
};

export const actionLabel = (action: string) => ACTION_LABEL[action as AuditAction] ?? action;

/** When an entry was made, to the second. */
export const AUDIT_TIME = 'DD-MM-YYYY HH:mm:ss';

/** Who made an entry: the account's name; none for the system's own work or an account since deleted. */
export const pelaku = (row: Pick<StafAuditRow, 'user_name'>) => row.user_name ?? 'Sistem atau akun terhapus';

/** The record an entry is about: its table, and its id when it names one. */
export const dataOf = (row: Pick<StafAuditRow, 'entity' | 'entity_id'>) => (row.entity_id === null ? row.entity : `${row.entity} #${row.entity_id}`);

const isAccessEntry = (v: object): v is { status: boolean; actions: string[] } =>
  'status' in v && typeof v.status === 'boolean' && 'actions' in v && Array.isArray(v.actions);

/**
 * A field's value as text: empty as '-', yes/no in words, a page's access entry as 'Terbuka
 * (view, detail)' or 'Tertutup', anything else nested as compact JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value !== 'object') return String(value);
  if (!Array.isArray(value) && isAccessEntry(value)) return value.status ? `Terbuka (${value.actions.join(', ') || 'tanpa aksi'})` : 'Tertutup';
  return JSON.stringify(value);
}
