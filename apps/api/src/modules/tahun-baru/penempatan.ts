import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Tx } from '../../db/client.js';
import { rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { MASIH_DIHITUNG } from './ringkasan.service.js';
import { tahunPasangan, urutanTerakhir, urutanTingkat, type Tahun } from './tahun-pasangan.js';

export type TurnBody = { rombel_id: number; dari_tahun_ajaran_id: number; ke_tahun_ajaran_id: number; siswa: { siswa_id: number }[] };

/**
 * The checks a promotion and a graduation share, in their transaction: the pair of years, the
 * source class group (locked, so two operators on the same class group run one after the other)
 * of the year being closed, its grade level's order (the last graduates, the others move up),
 * and its students named in the request (locked too), active or graduated.
 */
export async function bukaGiliran(tx: Tx, body: TurnBody, langkah: 'kenaikan' | 'kelulusan') {
  const { dari, ke } = await tahunPasangan(tx, body.dari_tahun_ajaran_id, body.ke_tahun_ajaran_id);
  const [sumber] = await tx.select().from(rombel).where(eq(rombel.id, body.rombel_id)).for('update');
  if (!sumber) throw notFound();
  if (sumber.tahun_ajaran_id !== dari.id) throw fieldError('rombel_id', MSG.tahunBaruRombelBukanTahunIni);
  const urutan = await urutanTingkat(tx);
  const u = urutan.get(sumber.tingkatan_kelas);
  if (u === undefined) throw conflict(MSG.tahunBaruTingkatTanpaUrutan(sumber.tingkatan_kelas), 'rombel_id');
  // The last grade level graduates; every other moves up.
  const terakhir = u === urutanTerakhir(urutan);
  if (terakhir && langkah === 'kenaikan') throw conflict(MSG.tahunBaruTingkatAkhir, 'rombel_id');
  if (!terakhir && langkah === 'kelulusan') throw conflict(MSG.tahunBaruBukanTingkatAkhir, 'rombel_id');
  const ids = body.siswa.map((s) => s.siswa_id);
  const members = await tx
    .select({ id: siswa.id, status: siswa.status_siswa })
    .from(siswa)
    .innerJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.rombel_id, sumber.id), eq(rombelSiswa.tahun_ajaran_id, dari.id)))
    .where(and(inArray(siswa.id, ids), inArray(siswa.status_siswa, MASIH_DIHITUNG)))
    .orderBy(asc(siswa.id))
    .for('update', { of: siswa });
  const status = new Map(members.map((m) => [m.id, m.status]));
  body.siswa.forEach((s, i) => {
    if (!status.has(s.siswa_id)) throw fieldError(`siswa.${i}.siswa_id`, MSG.tahunBaruSiswaBukanRombel);
  });
  return { dari, ke, sumber, urutan, u, status };
}

/** The next year's class groups a request names, each checked to be of that year and at the grade level its decision asks for. */
export async function cekTujuan(tx: Tx, ke: Tahun, urutan: Map<string, number>, wanted: { i: number; rombel_id: number; urutan: number }[]) {
  const ids = [...new Set(wanted.map((w) => w.rombel_id))];
  const rows = ids.length ? await tx.select().from(rombel).where(inArray(rombel.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const w of wanted) {
    const target = byId.get(w.rombel_id);
    if (!target || target.tahun_ajaran_id !== ke.id || urutan.get(target.tingkatan_kelas) !== w.urutan) {
      throw fieldError(`siswa.${w.i}.rombel_id`, MSG.tahunBaruTujuanSalah);
    }
  }
}

/** Where the students stand in the next year (siswa_id -> rombel_id): the audit's before and after. */
export async function tempatDi(tx: Tx, tahunId: number, ids: number[]) {
  if (ids.length === 0) return {};
  const rows = await tx
    .select({ siswa_id: rombelSiswa.siswa_id, rombel_id: rombelSiswa.rombel_id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.tahun_ajaran_id, tahunId), inArray(rombelSiswa.siswa_id, ids)));
  return Object.fromEntries(rows.map((r) => [r.siswa_id, r.rombel_id]));
}

/**
 * Places students in the next year: one row per student and year (the unique key), so a
 * student already placed is moved, never doubled, and placing again changes nothing.
 */
export async function tempatkan(tx: Tx, tahunId: number, rows: { siswa_id: number; rombel_id: number }[]) {
  if (rows.length === 0) return;
  await tx
    .insert(rombelSiswa)
    .values(rows.map((r) => ({ ...r, tahun_ajaran_id: tahunId })))
    .onConflictDoUpdate({ target: [rombelSiswa.siswa_id, rombelSiswa.tahun_ajaran_id], set: { rombel_id: sql`excluded.rombel_id` } });
}
