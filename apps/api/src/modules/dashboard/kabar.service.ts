import { asc, desc, eq, gte } from 'drizzle-orm';
import type { MediaTipe } from '@madrasah/contract/schemas/bk';
import type { DashboardKabar } from '@madrasah/contract/schemas/dashboard';
import { kaldikAgenda, mediaInformasi } from '../../db/schema/index.js';
import { schoolMoment } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/service-context.js';

const AGENDA_SHOWN = 5;
const INFORMASI_SHOWN = 3;

/**
 * The school's news for a dashboard (decision 0058): the calendar items not yet over and the
 * newest published information. Headlines only, what the school publishes to everyone; the
 * calendar and media pages themselves stay behind their own access entries.
 */
export async function dashboardKabar({ db, now, schoolContext }: ServiceContext): Promise<DashboardKabar> {
  const { school } = await schoolContext();
  const today = schoolMoment(now(), school.timezone).date;
  const [agenda, informasi] = await Promise.all([
    db
      .select({
        id: kaldikAgenda.id,
        judul: kaldikAgenda.judul,
        jenis_agenda: kaldikAgenda.jenis_agenda,
        tgl_awal: kaldikAgenda.tgl_awal,
        tgl_akhir: kaldikAgenda.tgl_akhir,
      })
      .from(kaldikAgenda)
      .where(gte(kaldikAgenda.tgl_akhir, today))
      .orderBy(asc(kaldikAgenda.tgl_awal), asc(kaldikAgenda.id))
      .limit(AGENDA_SHOWN),
    db
      .select({ id: mediaInformasi.id, nama: mediaInformasi.nama, tipe: mediaInformasi.tipe, link: mediaInformasi.link })
      .from(mediaInformasi)
      .where(eq(mediaInformasi.is_published, true))
      .orderBy(desc(mediaInformasi.id))
      .limit(INFORMASI_SHOWN),
  ]);
  return { agenda, informasi: informasi.map((row) => ({ ...row, tipe: row.tipe as MediaTipe })) };
}
