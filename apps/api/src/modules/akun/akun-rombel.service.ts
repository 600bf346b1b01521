import { and, asc, eq, inArray } from 'drizzle-orm';
import { EXTERNAL_TYPE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { KARTU_MAX, type AkunBaru, type BuatAkunRombelResult, type PortalPeran } from '@madrasah/contract/schemas/staf-akun';
import { peranLabel } from '@madrasah/contract/peran';
import type { Db, Tx } from '../../db/client.js';
import { akunSiswa, roles, rombel, rombelSiswa, siswa, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { lockAccounts, newPasswords, refusingTakenEmail, roleIds } from '../../platform/account-write.js';
import { linkWali } from '../../platform/wali-siswa.js';
import { madeUpEmails, takeFirstFree, usableEmail } from './email-akun.js';
import { orangTuaPerSiswa, type OrangTuaKontak } from './wali-pilihan.js';

/** Most active students one call makes accounts for: every card of the answer fits one PDF. */
const STUDENTS_MAX = KARTU_MAX / 2;

type Kelas = { id: number; nama: string; tahunAjaranId: number };

/** An account to make: whose, for what role, and the addresses it may take in order (each with the name it is for). */
type Missing = {
  siswaId: number;
  peran: PortalPeran;
  nisn: string;
  keterangan: string;
  /** Each with the name it is for and, for a guardian, the Ayah, Ibu or Wali record of that person. */
  options: { email: string; nama: string; orangTuaId?: number; own?: true }[];
};

const keyOf = (m: { siswaId: number; peran: string }) => `${m.siswaId}:${m.peran}`;

/**
 * The accounts a class group's active students and their guardians lack. A student's account
 * takes the student's own e-mail, a guardian's that of the Wali, the father or the mother (the
 * first with one), while no account holds it; otherwise an address made up under the school's
 * domain from the NISN (decision 0040).
 */
async function missingAccounts(db: Db | Tx, kelas: Kelas, peran: readonly PortalPeran[], domain: string) {
  const students = await db
    .select({ id: siswa.id, nama: siswa.nama, nisn: siswa.nisn, email: siswa.email })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(eq(rombelSiswa.rombel_id, kelas.id), eq(rombelSiswa.tahun_ajaran_id, kelas.tahunAjaranId), eq(siswa.status_siswa, 'Aktif')))
    .orderBy(asc(siswa.nama), asc(siswa.id));
  if (students.length > STUDENTS_MAX) throw badRequest(MSG.akunRombelTooLarge(STUDENTS_MAX));
  const ids = students.map((s) => s.id);
  const existing =
    ids.length === 0
      ? []
      : await db
          .select({ siswaId: akunSiswa.siswa_id, peran: roles.nama })
          .from(akunSiswa)
          .innerJoin(users, eq(users.id, akunSiswa.user_id))
          .innerJoin(roles, eq(roles.id, users.role_id))
          .where(and(inArray(akunSiswa.siswa_id, ids), inArray(roles.nama, [...peran])));
  const has = new Set(existing.map((e) => keyOf({ siswaId: e.siswaId!, peran: e.peran })));
  const parents = peran.includes(ROLE.wali) ? await orangTuaPerSiswa(db, ids) : new Map<number, OrangTuaKontak[]>();
  const missing: Missing[] = [];
  for (const s of students) {
    if (peran.includes(ROLE.siswa) && !has.has(keyOf({ siswaId: s.id, peran: ROLE.siswa }))) {
      const own = usableEmail(s.email);
      missing.push({
        siswaId: s.id,
        peran: ROLE.siswa,
        nisn: s.nisn,
        keterangan: kelas.nama,
        options: [...(own ? [own] : []), ...madeUpEmails(s.nisn, domain)].map((email) => ({ email, nama: s.nama })),
      });
    }
    if (peran.includes(ROLE.wali) && !has.has(keyOf({ siswaId: s.id, peran: ROLE.wali }))) {
      const people = parents.get(s.id) ?? [];
      const nama = people[0]?.nama ?? `Wali ${s.nama}`;
      const own = people.flatMap((p) => {
        const email = usableEmail(p.email);
        return email ? [{ email, nama: p.nama, orangTuaId: p.id, own: true as const }] : [];
      });
      missing.push({
        siswaId: s.id,
        peran: ROLE.wali,
        nisn: s.nisn,
        keterangan: `Wali dari ${s.nama}`,
        options: [...own, ...madeUpEmails(`wali.${s.nisn}`, domain).map((email) => ({ email, nama, orangTuaId: people[0]?.id }))],
      });
    }
  }
  return { total: students.length * peran.length, missing };
}

/** The accounts holding these addresses, each with its role. */
async function takenEmails(tx: Tx, emails: string[]): Promise<Map<string, { id: number; peran: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({ email: users.email, id: users.id, peran: roles.nama })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(inArray(users.email, [...new Set(emails)]));
  return new Map(rows.map((r) => [r.email, r]));
}

/**
 * A guardian whose own e-mail (a parent's record) already signs in as a guardian, for a sibling:
 * that account, to gain this child, rather than a second account for one person (decision 0054).
 */
function siblingAccount(m: Missing, taken: Map<string, { id: number; peran: string }>) {
  if (m.peran !== ROLE.wali) return undefined;
  for (const o of m.options) {
    const holder = o.own ? taken.get(o.email) : undefined;
    if (holder?.peran === ROLE.wali) return { user_id: holder.id, siswa_id: m.siswaId, orang_tua_id: o.orangTuaId! };
  }
  return undefined;
}

/**
 * Makes the missing accounts of a class group's active students and their guardians, each with
 * a generated first password that is answered this once and stored only hashed, to be changed
 * at the first sign-in. Accounts that exist are kept, so a second call makes nothing. The
 * passwords are hashed before the transaction; the transaction takes the accounts' lock and
 * looks again, so two calls at once make each account once (a person whose account appeared
 * meanwhile is left out, one who lost theirs meanwhile waits for the next call).
 */
export async function buatAkunRombel(
  { db, config, schoolContext }: ServiceContext,
  auth: AuthContext,
  body: { rombel_id: number; peran: PortalPeran[] },
  ip: string,
): Promise<BuatAkunRombelResult> {
  const { period } = await schoolContext();
  const [found] = period
    ? await db
        .select({ id: rombel.id, nama: rombel.nama })
        .from(rombel)
        .where(and(eq(rombel.id, body.rombel_id), eq(rombel.tahun_ajaran_id, period.tahunAjaran.id)))
    : [];
  if (!found || !period) throw notFound(MSG.akunRombelNotActive);
  const kelas = { ...found, tahunAjaranId: period.tahunAjaran.id };
  const peran = [...new Set(body.peran)];
  const domain = config.ACCOUNT_EMAIL_DOMAIN;

  const before = await missingAccounts(db, kelas, peran, domain);
  if (before.missing.length === 0) return { rombel_nama: kelas.nama, dibuat: [], sudah_ada: before.total };
  const passwords = await newPasswords(before.missing.length);
  const wanted = new Set(before.missing.map(keyOf));

  const { dibuat, sudahAda } = await refusingTakenEmail(() =>
    audited(
      db,
      ({ dibuat: made, links = [] }: { dibuat: AkunBaru[]; sudahAda: number; links?: { user_id: number; siswa_id: number }[] }) => [
        ...links.map((l) => ({
          userId: auth.userId,
          action: 'create' as const,
          entity: 'wali_siswa',
          entityId: l.user_id,
          ip,
          detail: { before: null, after: l },
        })),
        ...made.map((a) => ({
          userId: auth.userId,
          action: 'create' as const,
          entity: 'users',
          entityId: a.id,
          ip,
          detail: { before: null, after: { email: a.email, name: a.nama, peran: a.peran, siswa_id: a.siswa_id } },
        })),
      ],
      async (tx) => {
        await lockAccounts(tx);
        const now = await missingAccounts(tx, kelas, peran, domain);
        const sudahAda = now.total - now.missing.length;
        const todo = now.missing.filter((m) => wanted.has(keyOf(m)));
        if (todo.length === 0) return { dibuat: [], sudahAda };
        const holders = await takenEmails(
          tx,
          todo.flatMap((m) => m.options.map((o) => o.email)),
        );
        const taken = new Set(holders.keys());
        const role = await roleIds(tx, peran);
        const links = todo.flatMap((m) => siblingAccount(m, holders) ?? []);
        await linkWali(tx, links);
        const linked = new Set(links.map((l) => l.siswa_id));
        const rows = todo.flatMap((m, i) => {
          if (m.peran === ROLE.wali && linked.has(m.siswaId)) return [];
          const email = takeFirstFree(
            m.options.map((o) => o.email),
            taken,
          );
          // Nine addresses of one NISN all held by others: left for the operator to sort out.
          if (email === null) return [];
          const { nama, orangTuaId } = m.options.find((o) => o.email === email)!;
          return [{ m, nama, orangTuaId, email, password: passwords[i]! }];
        });
        if (rows.length === 0) return { dibuat: [], sudahAda: sudahAda + links.length, links };
        const inserted = await tx
          .insert(users)
          .values(
            rows.map((r) => ({
              email: r.email,
              name: r.nama,
              password_hash: r.password.hash,
              role_id: role.get(r.m.peran)!,
              tipe: EXTERNAL_TYPE,
              // A guardian's child is a link (wali_siswa), not the account's own student.
              siswa_id: r.m.peran === ROLE.siswa ? r.m.siswaId : null,
              must_change_password: true,
            })),
          )
          .returning({ id: users.id, email: users.email });
        const idOf = new Map(inserted.map((u) => [u.email, u.id]));
        await linkWali(
          tx,
          rows.flatMap((r) => (r.m.peran === ROLE.wali ? [{ user_id: idOf.get(r.email)!, siswa_id: r.m.siswaId, orang_tua_id: r.orangTuaId }] : [])),
        );
        const made = rows.map((r): AkunBaru => ({
          id: idOf.get(r.email)!,
          siswa_id: r.m.siswaId,
          nama: r.nama,
          peran: peranLabel(r.m.peran),
          keterangan: r.m.keterangan,
          nisn: r.m.nisn,
          email: r.email,
          password: r.password.password,
        }));
        return { dibuat: made, sudahAda: sudahAda + links.length, links };
      },
    ),
  );
  return { rombel_nama: kelas.nama, dibuat, sudah_ada: sudahAda };
}
