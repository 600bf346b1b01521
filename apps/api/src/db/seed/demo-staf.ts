import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { INTERNAL_TYPE, STAFF_ROLE, type StaffRole } from '@madrasah/contract/access';
import type { Tx } from '../client.js';
import { gtk, pembelajaran, rombel, userRoles, users } from '../schema/index.js';
import { DEMO_STAF_ACCOUNTS } from './demo-accounts.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import { roleId } from './reference.js';

/** The homeroom class of the demo's wali kelas account (README). */
export const DEMO_WALI_KELAS_ROMBEL = 'X IPA 1';

/**
 * One staff account per role (spec/03-staff.md), after the people exist: the wali kelas is the
 * homeroom teacher of X IPA 1, the guru a subject teacher with pairs this semester, the guru bk
 * the counsellor of most class groups; the head, student affairs and the treasurer are staff
 * of their own. The existing guru@ account gains its teacher.
 */
export async function seedStafAccounts(tx: Tx, tahunAjaranId: number, passwordHash: string) {
  const [wali] = await tx
    .select({ gtkId: rombel.wali_gtk_id })
    .from(rombel)
    .where(and(eq(rombel.tahun_ajaran_id, tahunAjaranId), eq(rombel.nama, DEMO_WALI_KELAS_ROMBEL)));
  const [teacher] = await tx
    .select({ gtkId: pembelajaran.gtk_id })
    .from(pembelajaran)
    .where(isNotNull(pembelajaran.gtk_id))
    .orderBy(asc(pembelajaran.id))
    .limit(1);
  const [counsellor] = await tx.select({ gtkId: rombel.guru_bk_gtk_id }).from(rombel).where(isNotNull(rombel.guru_bk_gtk_id)).limit(1);
  const [kepala, kesiswaan, bendahara] = await tx
    .insert(gtk)
    .values([
      { nama_lengkap: 'Hasan Basri', gelar_depan: 'Drs. H.', gelar_belakang: 'M.Pd.', jenis_kelamin: 'Laki-Laki', jenis_ptk: 'Kepala Madrasah' },
      { nama_lengkap: 'Siti Rohmah', gelar_belakang: 'S.Pd.', jenis_kelamin: 'Perempuan', jenis_ptk: 'Guru Mapel' },
      { nama_lengkap: 'Dewi Lestari', gelar_belakang: 'S.E.', jenis_kelamin: 'Perempuan', jenis_ptk: 'Tenaga Administrasi' },
    ])
    .returning({ id: gtk.id });

  const staff: { email: string; name: string; role: StaffRole; gtkId: number | null }[] = [
    { email: DEMO_STAF_ACCOUNTS.operator, name: 'Operator Madrasah', role: STAFF_ROLE.operator, gtkId: null },
    { email: DEMO_STAF_ACCOUNTS.kepala, name: 'Drs. H. Hasan Basri, M.Pd.', role: STAFF_ROLE.kepala, gtkId: kepala!.id },
    { email: DEMO_STAF_ACCOUNTS.waliKelas, name: await nameOf(tx, wali!.gtkId!), role: STAFF_ROLE.waliKelas, gtkId: wali!.gtkId },
    { email: DEMO_STAF_ACCOUNTS.guruBk, name: await nameOf(tx, counsellor!.gtkId!), role: STAFF_ROLE.guruBk, gtkId: counsellor!.gtkId },
    { email: DEMO_STAF_ACCOUNTS.kesiswaan, name: 'Siti Rohmah, S.Pd.', role: STAFF_ROLE.kesiswaan, gtkId: kesiswaan!.id },
    { email: DEMO_STAF_ACCOUNTS.bendahara, name: 'Dewi Lestari, S.E.', role: STAFF_ROLE.bendahara, gtkId: bendahara!.id },
  ];
  for (const s of staff) {
    const role = await roleId(tx, s.role);
    const [user] = await tx
      .insert(users)
      .values({ email: s.email, name: s.name, password_hash: passwordHash, role_id: role, tipe: INTERNAL_TYPE, gtk_id: s.gtkId })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ user_id: user!.id, role_id: role });
  }
  const [guru] = await tx
    .update(users)
    .set({ gtk_id: teacher!.gtkId, name: await nameOf(tx, teacher!.gtkId!) })
    .where(eq(users.email, DEMO_STAF_ACCOUNTS.guru))
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values({ user_id: guru!.id, role_id: await roleId(tx, STAFF_ROLE.guru) })
    .onConflictDoNothing();
}

async function nameOf(tx: Tx, gtkId: number): Promise<string> {
  const [row] = await tx.select().from(gtk).where(eq(gtk.id, gtkId));
  return namaGelar(row!);
}
