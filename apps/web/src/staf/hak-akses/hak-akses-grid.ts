import { ACTION_FLAGS, RECORD_TAB_FLAGS, STUDENT_RECORD_PAGES, type AccessEntry, type AccessMap, type ActionFlag } from '@madrasah/contract/access';
import type { HakAksesHalaman, HakAksesSisi } from '@madrasah/contract/schemas/staf-hak-akses';

/** The flags every page may carry, one column each; the record tabs' flags are the record pages' own. */
export const PAGE_FLAGS: ActionFlag[] = ACTION_FLAGS.filter((flag) => !(RECORD_TAB_FLAGS as readonly ActionFlag[]).includes(flag));
export const TAB_FLAGS: readonly ActionFlag[] = RECORD_TAB_FLAGS;

export const FLAG_LABEL: Record<ActionFlag, string> = {
  view: 'Lihat',
  detail: 'Detail',
  create: 'Tambah',
  update: 'Ubah',
  update_partial: 'Ubah sebagian',
  delete: 'Hapus',
  approval: 'Setujui',
  request_approval: 'Ajukan',
  export: 'Ekspor',
  invoice: 'Tagihan',
  beasiswa_view: 'Beasiswa: lihat',
  beasiswa_create: 'Beasiswa: tambah',
  beasiswa_update: 'Beasiswa: ubah',
  beasiswa_delete: 'Beasiswa: hapus',
  prestasi_view: 'Prestasi: lihat',
  prestasi_update: 'Prestasi: ubah',
  prestasi_delete: 'Prestasi: hapus',
  education_view: 'Pendidikan: lihat',
  education_create: 'Pendidikan: tambah',
  education_update: 'Pendidikan: ubah',
  education_delete: 'Pendidikan: hapus',
  file_view: 'Berkas: lihat',
  file_create: 'Berkas: tambah',
  file_update: 'Berkas: ubah',
  file_delete: 'Berkas: hapus',
};

/** Whether a page opens a student's record, whose tabs carry flags of their own. */
export const hasTabs = (path: string) => (STUDENT_RECORD_PAGES as readonly string[]).includes(path);

const CLOSED: AccessEntry = { status: false, action: {} };
export const entryOf = (akses: AccessMap, path: string): AccessEntry => akses[path] ?? CLOSED;

/**
 * A page opened or closed: closing drops its actions (as the server stores it); opening a
 * closed page grants 'Lihat', without which its screen would not open.
 */
export function withStatus(akses: AccessMap, path: string, status: boolean): AccessMap {
  return { ...akses, [path]: status ? { status, action: { ...entryOf(akses, path).action, view: true } } : CLOSED };
}

/** One action granted or taken away on an open page. */
export function withFlag(akses: AccessMap, path: string, flag: ActionFlag, on: boolean): AccessMap {
  const entry = entryOf(akses, path);
  const action = { ...entry.action };
  if (on) action[flag] = true;
  else delete action[flag];
  return { ...akses, [path]: { ...entry, action } };
}

const flagsOf = (entry: AccessEntry) => ACTION_FLAGS.filter((flag) => entry.action[flag] === true).join();
const sameEntry = (a: AccessEntry, b: AccessEntry) => a.status === b.status && (!a.status || flagsOf(a) === flagsOf(b));

/** The pages whose entry differs: what a save changes. */
export const changedPages = (before: AccessMap, after: AccessMap) =>
  Object.keys(after).filter((path) => !sameEntry(entryOf(before, path), entryOf(after, path)));

/** The page groups of a role's grid: its own side's pages first, the other side's after them. */
export function pageGroups(halaman: HakAksesHalaman[], sisi: HakAksesSisi) {
  const group = (side: HakAksesSisi) => ({
    sisi: side,
    title: side === 'staf' ? 'Halaman staf' : 'Halaman portal',
    pages: halaman.filter((p) => p.sisi === side),
  });
  return sisi === 'staf' ? [group('staf'), group('portal')] : [group('portal'), group('staf')];
}
