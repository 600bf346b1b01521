import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';
import { KONSULTASI_TERKIRIM_STATUS } from '@madrasah/contract/schemas/staf-konsultasi';

export type InboxAction = 'balas' | 'teruskan' | 'selesai';

/**
 * What the counsellor may do with an opened consultation: reply and close while it is not
 * closed (the server refuses a closed one); forward it by WhatsApp always (reading needs no
 * right). A caller without the update action (the head) only reads and forwards.
 */
export function inboxActions(status: KonsultasiStatus, canUpdate: boolean): InboxAction[] {
  const open = status !== 'Selesai';
  return [...(canUpdate && open ? (['balas', 'selesai'] as const) : []), 'teruskan'];
}

/** Opening marks it read once: only for a counsellor (the head's reading does not count) and only while unread. */
export const marksRead = (row: { dibaca: boolean }, canUpdate: boolean) => canUpdate && !row.dibaca;

export const INBOX_STATUS_OPTIONS = KONSULTASI_TERKIRIM_STATUS.map((value) => ({ value, label: value }));
