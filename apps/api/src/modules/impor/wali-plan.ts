import { asc, eq, inArray, or } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { TIPE_ORANG_TUA } from '@madrasah/contract/schemas/orang-tua';
import { orangTua, roles, siswa, users, waliSiswa } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { ParsedRow, RowStatus } from './pipeline.js';
import type { Tipe } from './siswa-columns.js';
import type { WaliKey, WaliValues } from './wali-columns.js';

export type WaliParent = { siswa_id: number; tipe: Tipe; nama: string; no_telp: string | null; email: string | null };
export type WaliWrites = {
  /** Accounts to make, one per address; each starts without a known password. */
  create: { email: string; name: string }[];
  update: { id: number; email: string; name: string }[];
  /** Children to link to the account of an address, as the person of their Ayah, Ibu or Wali record. */
  links: { email: string; siswa_id: number; tipe: Tipe }[];
  /** The person of the account, as the student's Ayah, Ibu or Wali record. */
  parents: WaliParent[];
};

type Row = ParsedRow<WaliValues>;
type Fail = (row: Row, key: WaliKey | null, pesan: string) => void;
/** An account of the plan: stored (with its id) or to be made, with its children. */
type Planned = { id?: number; email: string; name: string; anak: Set<number> };

/**
 * Matches each row with the guardian account of its e-mail, which gains the row's child if it has
 * it not (one account per person, however many children: decision 0054), else the student's first
 * guardian account (a row with another address changes that account's address), else a new
 * account, made once for all rows of its address. An address held by an account that is not a
 * guardian's, or by one with the most children an account takes, is the row's error. The person is
 * also the student's Ayah, Ibu or Wali record: its name (and phone, and a Wali's e-mail, when
 * given) take the row's values, and the link names it.
 */
export async function planWali(ctx: ServiceContext, rows: Row[], fail: Fail): Promise<{ statuses: RowStatus[]; writes: WaliWrites }> {
  const { db } = ctx;
  const nisns = [...new Set(rows.map((r) => r.values.nisn).filter(Boolean))];
  const emails = [...new Set(rows.map((r) => r.values.email).filter(Boolean))];
  const students = nisns.length ? await db.select({ id: siswa.id, nisn: siswa.nisn }).from(siswa).where(inArray(siswa.nisn, nisns)) : [];
  const ids = students.map((s) => s.id);
  const holders = emails.length
    ? await db
        .select({ id: users.id, email: users.email, name: users.name, peran: roles.nama })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(inArray(users.email, emails))
    : [];
  // The children of the addresses' accounts, and the guardian accounts of the file's children.
  const links =
    holders.length || ids.length
      ? await db
          .select({ userId: users.id, email: users.email, name: users.name, siswaId: waliSiswa.siswa_id })
          .from(waliSiswa)
          .innerJoin(users, eq(users.id, waliSiswa.user_id))
          .where(or(inArray(waliSiswa.user_id, [0, ...holders.map((h) => h.id)]), inArray(waliSiswa.siswa_id, [0, ...ids])))
          .orderBy(asc(waliSiswa.created_at), asc(waliSiswa.user_id))
      : [];
  const accounts = new Map<string, Planned>();
  const planned = (a: { id: number; email: string; name: string }) => {
    let p = accounts.get(a.email);
    if (!p) accounts.set(a.email, (p = { id: a.id, email: a.email, name: a.name, anak: new Set() }));
    return p;
  };
  // Each child's first guardian account, which a row with a new address for the child readdresses.
  const firstOfChild = new Map<number, Planned>();
  for (const l of links) {
    const p = planned({ id: l.userId, email: l.email, name: l.name });
    p.anak.add(l.siswaId);
    if (!firstOfChild.has(l.siswaId)) firstOfChild.set(l.siswaId, p);
  }
  const peranOf = new Map(holders.map((h) => [h.email, h.peran]));
  for (const h of holders) if (h.peran === ROLE.wali) planned(h);
  const parents = ids.length ? await db.select().from(orangTua).where(inArray(orangTua.siswa_id, ids)) : [];
  const parentOf = new Map(parents.map((p) => [`${p.siswa_id}:${p.tipe}`, p]));
  const studentOf = new Map(students.map((s) => [s.nisn, s]));

  const writes: WaliWrites = { create: [], update: [], links: [], parents: [] };
  const statuses: RowStatus[] = [];
  for (const row of rows) {
    const v = row.values;
    const student = studentOf.get(v.nisn);
    if (v.nisn && !student) fail(row, 'nisn', MSG.importSiswaUnknown(v.nisn));
    const peran = peranOf.get(v.email);
    const holder = accounts.get(v.email);
    if (peran !== undefined && peran !== ROLE.wali) fail(row, 'email', MSG.importEmailNotWali);
    else if (holder && student && !holder.anak.has(student.id) && holder.anak.size >= LIMITS.anakPerWali)
      fail(row, 'email', MSG.importWaliAnakMax(LIMITS.anakPerWali));
    if (!student || !v.tipe || !v.email || !v.nama || (peran !== undefined && peran !== ROLE.wali)) {
      statuses.push('tetap'); // the row has an error: in no count
      continue;
    }
    let changed = false;
    let linked = false;
    let account = holder;
    const current = account ? undefined : firstOfChild.get(student.id);
    if (!account && current !== undefined) {
      // The child's account takes the row's address.
      account = current;
      accounts.delete(current.email);
      account.email = v.email;
      accounts.set(v.email, account);
    }
    if (!account) {
      account = { email: v.email, name: v.nama, anak: new Set() };
      accounts.set(v.email, account);
      writes.create.push({ email: v.email, name: v.nama });
    } else if (account.id !== undefined && (current !== undefined || account.name !== v.nama)) {
      account.name = v.nama;
      writes.update = writes.update.filter((u) => u.id !== account!.id);
      writes.update.push({ id: account.id, email: account.email, name: v.nama });
      changed = true;
    }
    if (!account.anak.has(student.id)) {
      account.anak.add(student.id);
      linked = true;
    }
    writes.links.push({ email: v.email, siswa_id: student.id, tipe: v.tipe });
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
    statuses.push(linked ? 'baru' : changed ? 'diperbarui' : 'tetap');
  }
  return { statuses, writes };
}
