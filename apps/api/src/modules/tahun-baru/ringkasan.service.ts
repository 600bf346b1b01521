import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { RombelSumber, RombelTujuan, SiswaSumber, TahunBaru } from '@madrasah/contract/schemas/staf-tahun-baru';
import { TAHUN_MAX, TAHUN_MIN } from '@madrasah/contract/schemas/staf-akademik';
import type { Db } from '../../db/client.js';
import { rombel, rombelSiswa, siswa, tahunAjaran } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { namaNaik, urutanTerakhir, urutanTingkat, withNama, type Tahun } from './tahun-pasangan.js';

/** Students a class group still counts at the turn: active ones and its graduates. */
export const MASIH_DIHITUNG = ['Aktif', 'Lulus'];

async function rombelTahun(db: Db, tahunId: number, urutan: Map<string, number>) {
  const rows = await db
    .select({ id: rombel.id, nama: rombel.nama, tingkatan_kelas: rombel.tingkatan_kelas })
    .from(rombel)
    .where(eq(rombel.tahun_ajaran_id, tahunId))
    .orderBy(asc(rombel.nama));
  return rows.map((r) => ({ ...r, urutan: urutan.get(r.tingkatan_kelas) ?? null }));
}

/**
 * The target a class group moves to by default: of the next grade level in the next year, the
 * one named after it (X IPA 1 -> XI IPA 1), else the only one of that grade level.
 */
function tujuanAwal(sumber: { nama: string; tingkatan_kelas: string; urutan: number | null }, tujuan: RombelTujuan[]) {
  if (sumber.urutan === null) return null;
  const naik = tujuan.filter((t) => t.urutan === sumber.urutan! + 1);
  const nama = naik[0] ? namaNaik(sumber.nama, sumber.tingkatan_kelas, naik[0].tingkatan_kelas) : null;
  const named = naik.find((t) => t.nama.toLowerCase() === nama?.toLowerCase());
  return named?.id ?? (naik.length === 1 ? naik[0]!.id : null);
}

/**
 * The school years, the pair being turned (the active year and the first one after it by
 * default) and the class groups of both, each source with its students counted and how many
 * already have their place in the next year or graduated.
 */
export async function ringkasan({ db }: ServiceContext, query: { dari_tahun_ajaran_id?: number; ke_tahun_ajaran_id?: number }): Promise<TahunBaru> {
  const tahun: Tahun[] = (
    await db
      .select({ id: tahunAjaran.id, thn_awal: tahunAjaran.thn_awal, thn_akhir: tahunAjaran.thn_akhir, is_active: tahunAjaran.is_active })
      .from(tahunAjaran)
      .orderBy(desc(tahunAjaran.thn_awal))
      .limit(2 * (TAHUN_MAX - TAHUN_MIN + 1))
  ).map(withNama);
  const pick = (id: number | undefined, field: string, fallback: () => Tahun | undefined) => {
    if (id === undefined) return fallback() ?? null;
    const found = tahun.find((t) => t.id === id);
    if (!found) throw fieldError(field, MSG.optionInvalid);
    return found;
  };
  const dari = pick(query.dari_tahun_ajaran_id, 'dari_tahun_ajaran_id', () => tahun.find((t) => t.is_active));
  const ke = dari && pick(query.ke_tahun_ajaran_id, 'ke_tahun_ajaran_id', () => tahun.filter((t) => t.thn_awal > dari.thn_awal).at(-1));
  const strip = (t: Tahun | null) => t && { id: t.id, nama: t.nama, thn_awal: t.thn_awal, is_active: t.is_active };
  const answer = { tahun: tahun.map((t) => strip(t)!), dari: strip(dari), ke: strip(ke) };
  if (!dari) return { ...answer, sumber: [], tujuan: [] };

  const urutan = await urutanTingkat(db);
  const terakhir = urutanTerakhir(urutan);
  const tujuan = ke ? await rombelTahun(db, ke.id, urutan) : [];
  const sources = await rombelTahun(db, dari.id, urutan);
  const counts = await db
    .select({
      rombelId: rombelSiswa.rombel_id,
      jumlah: sql<number>`count(*)::int`,
      selesai: sql<number>`count(*) FILTER (WHERE ${siswa.status_siswa} = 'Lulus' OR EXISTS (
        SELECT 1 FROM rombel_siswa n WHERE n.siswa_id = ${siswa.id} AND n.tahun_ajaran_id = ${ke?.id ?? 0}))::int`,
    })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(eq(rombelSiswa.tahun_ajaran_id, dari.id), inArray(siswa.status_siswa, MASIH_DIHITUNG)))
    .groupBy(rombelSiswa.rombel_id);
  const countOf = new Map(counts.map((c) => [c.rombelId, c]));
  const sumber: RombelSumber[] = sources.map((r) => ({
    ...r,
    terakhir: r.urutan !== null && r.urutan === terakhir,
    jumlah_siswa: countOf.get(r.id)?.jumlah ?? 0,
    jumlah_selesai: countOf.get(r.id)?.selesai ?? 0,
    tujuan_id: r.urutan === terakhir ? null : tujuanAwal(r, tujuan),
  }));
  return { ...answer, sumber, tujuan };
}

/** A closing year's class group: its active students and graduates, each with their class group in the next year. */
export async function siswaSumber({ db }: ServiceContext, rombelId: number, keId: number): Promise<SiswaSumber[]> {
  const [group] = await db.select({ tahunId: rombel.tahun_ajaran_id }).from(rombel).where(eq(rombel.id, rombelId));
  if (!group) throw notFound();
  return db
    .select({
      siswa_id: siswa.id,
      nama: siswa.nama,
      nisn: siswa.nisn,
      status_siswa: siswa.status_siswa,
      rombel_tujuan_id: sql<number | null>`(SELECT n.rombel_id FROM rombel_siswa n WHERE n.siswa_id = ${siswa.id} AND n.tahun_ajaran_id = ${keId})`,
      rombel_tujuan_nama: sql<string | null>`(SELECT r.nama FROM rombel_siswa n JOIN rombel r ON r.id = n.rombel_id
        WHERE n.siswa_id = ${siswa.id} AND n.tahun_ajaran_id = ${keId})`,
    })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(and(eq(rombelSiswa.rombel_id, rombelId), eq(rombelSiswa.tahun_ajaran_id, group.tahunId), inArray(siswa.status_siswa, MASIH_DIHITUNG)))
    .orderBy(asc(siswa.nama), asc(siswa.id));
}
