import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { KaldikAgenda, kaldikAgendaBodySchema } from '@madrasah/contract/schemas/kegiatan';
import type { StatusAbsensi } from '@madrasah/contract/options';
import { kaldikAgenda as k } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof kaldikAgendaBodySchema>;

/**
 * The school calendar's items, filtered by absence status and kind. A month grid names the
 * days it shows and gets the items overlapping them (whichever school year they belong to);
 * without days, the active school year's items. Both dates of an item are inclusive.
 */
export async function listAgenda(app: ServiceContext, body: Body): Promise<KaldikAgenda[]> {
  let within: (SQL | undefined)[] = [body.tgl_akhir ? lte(k.tgl_awal, body.tgl_akhir) : undefined, body.tgl_awal ? gte(k.tgl_akhir, body.tgl_awal) : undefined];
  if (!body.tgl_awal && !body.tgl_akhir) {
    const { period } = await app.schoolContext();
    if (!period) return [];
    within = [eq(k.tahun_ajaran_id, period.tahunAjaran.id)];
  }
  const rows = await app.db
    .select({
      id: k.id,
      judul: k.judul,
      jenis_agenda: k.jenis_agenda,
      uraian: k.uraian,
      civitas_akademika: k.civitas_akademika,
      tgl_awal: k.tgl_awal,
      tgl_akhir: k.tgl_akhir,
      status_absensi: k.status_absensi,
    })
    .from(k)
    .where(
      and(
        ...within,
        body.status_absensi ? eq(k.status_absensi, body.status_absensi) : undefined,
        body.jenis_agenda ? eq(k.jenis_agenda, body.jenis_agenda) : undefined,
      ),
    )
    .orderBy(asc(k.tgl_awal), asc(k.id));
  return rows.map((row) => ({ ...row, status_absensi: row.status_absensi as StatusAbsensi }));
}
