import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { TIPE_ORANG_TUA } from '@madrasah/contract/schemas/orang-tua';
import { orangTua, roles, siswa, users } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { ParsedRow, RowStatus } from './pipeline.js';
import type { Tipe } from './siswa-columns.js';
import type { WaliKey, WaliValues } from './wali-columns.js';

export type WaliParent = { siswa_id: number; tipe: Tipe; nama: string; no_telp: string | null; email: string | null };
export type WaliWrites = {
  /** Accounts to make, one per student; each starts without a known password. */
  create: { siswa_id: number; email: string; name: string }[];
  update: { id: number; email: string; name: string }[];
  /** The person of the account, as the student's Ayah, Ibu or Wali record. */
  parents: WaliParent[];
};

type Row = ParsedRow<WaliValues>;
type Fail = (row: Row, key: WaliKey | null, pesan: string) => void;

/**
 * Matches each row with the guardian account of its e-mail, else the student's guardian account
 * (one per student, `users.siswa_id`: a row with another address changes that account's
 * address), else a new account. An address held by an account that is not a guardian's, or by
 * another student's guardian, is the row's error. The person is also the student's Ayah, Ibu or
 * Wali record: its name (and phone, and a Wali's e-mail, when given) take the row's values.
 */
export async function planWali(ctx: ServiceContext, rows: Row[], fail: Fail): Promise<{ statuses: RowStatus[]; writes: WaliWrites }> {
  const { db } = ctx;
  const nisns = [...new Set(rows.map((r) => r.values.nisn).filter(Boolean))];
  const emails = [...new Set(rows.map((r) => r.values.email).filter(Boolean))];
  const students = nisns.length ? await db.select({ id: siswa.id, nisn: siswa.nisn }).from(siswa).where(inArray(siswa.nisn, nisns)) : [];
  const ids = students.map((s) => s.id);
  const account = { id: users.id, email: users.email, name: users.name, siswa_id: users.siswa_id, peran: roles.nama, nisn: siswa.nisn };
  const accountQuery = () => db.select(account).from(users).innerJoin(roles, eq(roles.id, users.role_id)).leftJoin(siswa, eq(siswa.id, users.siswa_id));
  const byEmail = new Map((emails.length ? await accountQuery().where(inArray(users.email, emails)) : []).map((a) => [a.email, a]));
  const ofWard = new Map(
    (ids.length ? await accountQuery().where(and(eq(roles.nama, ROLE.wali), inArray(users.siswa_id, ids))) : []).map((a) => [a.siswa_id!, a]),
  );
  const parents = ids.length ? await db.select().from(orangTua).where(inArray(orangTua.siswa_id, ids)) : [];
  const parentOf = new Map(parents.map((p) => [`${p.siswa_id}:${p.tipe}`, p]));
  const studentOf = new Map(students.map((s) => [s.nisn, s]));

  const writes: WaliWrites = { create: [], update: [], parents: [] };
  const statuses: RowStatus[] = [];
  for (const row of rows) {
    const v = row.values;
    const student = studentOf.get(v.nisn);
    if (v.nisn && !student) fail(row, 'nisn', MSG.importSiswaUnknown(v.nisn));
    const holder = byEmail.get(v.email);
    if (holder && holder.peran !== ROLE.wali) fail(row, 'email', MSG.importEmailNotWali);
    else if (holder && student && holder.siswa_id !== student.id) fail(row, 'email', MSG.importEmailOtherWard(holder.nisn ?? '-'));
    if (!student || !v.tipe || !v.email || !v.nama) {
      statuses.push('tetap'); // the row has an error: in no count
      continue;
    }
    const current = ofWard.get(student.id);
    let changed = false;
    if (!current) writes.create.push({ siswa_id: student.id, email: v.email, name: v.nama });
    else if (current.email !== v.email || current.name !== v.nama) {
      writes.update.push({ id: current.id, email: v.email, name: v.nama });
      changed = true;
    }
    const before = parentOf.get(`${student.id}:${v.tipe}`);
    const after: WaliParent = {
      siswa_id: student.id,
      tipe: v.tipe,
      nama: v.nama,
      no_telp: v.no_telp ?? before?.no_telp ?? null,
      // Only a Wali's record holds an e-mail (the Orang Tua form); a father's or mother's is the account's alone.
      email: v.tipe === TIPE_ORANG_TUA.wali ? v.email : (before?.email ?? null),
    };
    if (!before || before.nama !== after.nama || before.no_telp !== after.no_telp || before.email !== after.email) {
      writes.parents.push(after);
      changed = true;
    }
    statuses.push(!current ? 'baru' : changed ? 'diperbarui' : 'tetap');
  }
  return { statuses, writes };
}
