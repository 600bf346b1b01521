import { asc, eq, sql } from 'drizzle-orm';
import { rombel, tahunAjaran } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { namaNaik, tahunPasangan, urutanTerakhir, urutanTingkat } from './tahun-pasangan.js';

/**
 * The next year's class groups made from the closing year's: each one grade level up under its
 * new name (X IPA 1 -> XI IPA 1), and the first grade level's again under their own names for
 * the new intake and those kept back. A name the next year already has (any case) is skipped,
 * so running it twice, or two at once, makes each class group once. Wali kelas and rooms are
 * left for the academic screen: they change with the year.
 */
export async function rombelBaru(ctx: ServiceContext, auth: AuthContext, body: { dari_tahun_ajaran_id: number; ke_tahun_ajaran_id: number }, ip: string) {
  return audited(
    ctx.db,
    (r: { made: (typeof rombel.$inferSelect)[] }) =>
      r.made.map((row) => ({ userId: auth.userId, action: 'create' as const, entity: 'rombel', entityId: row.id, ip, detail: { before: null, after: row } })),
    async (tx) => {
      const { dari, ke } = await tahunPasangan(tx, body.dari_tahun_ajaran_id, body.ke_tahun_ajaran_id);
      // Two at once: the second waits here, then finds the first's names taken.
      await tx.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.id, ke.id)).for('update');
      const urutan = await urutanTingkat(tx);
      const byUrutan = new Map([...urutan].map(([nama, u]) => [u, nama]));
      const first = Math.min(...urutan.values());
      const last = urutanTerakhir(urutan);
      const sources = await tx.select().from(rombel).where(eq(rombel.tahun_ajaran_id, dari.id)).orderBy(asc(rombel.nama));
      const taken = new Set(
        (
          await tx
            .select({ nama: sql<string>`lower(${rombel.nama})` })
            .from(rombel)
            .where(eq(rombel.tahun_ajaran_id, ke.id))
        ).map((r) => r.nama),
      );
      const plan: { nama: string; tingkat: string; from: typeof rombel.$inferSelect }[] = [];
      for (const r of sources) {
        const u = urutan.get(r.tingkatan_kelas);
        if (u === undefined) continue;
        const up = byUrutan.get(u + 1);
        const nama = u < last && up ? namaNaik(r.nama, r.tingkatan_kelas, up) : null;
        if (nama) plan.push({ nama, tingkat: up!, from: r });
        if (u === first) plan.push({ nama: r.nama, tingkat: r.tingkatan_kelas, from: r });
      }
      const dibuat: string[] = [];
      const dilewati: string[] = [];
      const made: (typeof rombel.$inferSelect)[] = [];
      for (const p of plan) {
        if (taken.has(p.nama.toLowerCase())) {
          dilewati.push(p.nama);
          continue;
        }
        taken.add(p.nama.toLowerCase());
        const [row] = await tx
          .insert(rombel)
          .values({
            tahun_ajaran_id: ke.id,
            nama: p.nama,
            tingkatan_kelas: p.tingkat,
            jurusan_nama: p.from.jurusan_nama,
            jenis_rombel: p.from.jenis_rombel,
            kurikulum_nama: p.from.kurikulum_nama,
          })
          .returning();
        made.push(row!);
        dibuat.push(p.nama);
      }
      return { made, dibuat, dilewati };
    },
  ).then(({ dibuat, dilewati }) => ({ dibuat, dilewati }));
}
