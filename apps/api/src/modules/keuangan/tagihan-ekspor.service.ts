import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import type { TagihanEksporResult, TagihanRow, tagihanEksporSchema } from '@madrasah/contract/schemas/keuangan';
import { pemasukanDetail, posPemasukan, rombel, rombelSiswa, siswa, tagihan, tahunAjaran } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { storeExport } from '../../platform/export/save.js';
import { RUPIAH_FORMAT, noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { financeSiswa } from '../../platform/tagihan-sql.js';
import { tagihanOf, tagihanRows } from './tagihan.service.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof tagihanEksporSchema>;

const money = (header: string, value: (row: TagihanRow) => number): SheetColumn<TagihanRow> => ({ header, value, numFmt: RUPIAH_FORMAT, width: 18 });

const COLUMNS: SheetColumn<TagihanRow>[] = [
  noColumn(),
  { header: 'Tahun Ajaran', value: (r) => r.tahun_ajaran, width: 14 },
  { header: 'Tagihan', value: (r) => r.tagihan_nama, width: 32 },
  money('Total Tagihan', (r) => r.total_tagihan),
  money('Biaya Opsional', (r) => r.total_biaya_opsional),
  money('Potongan', (r) => r.potongan),
  money('Total Pembayaran', (r) => r.total_pembayaran),
  money('Belum Dibayar', (r) => r.total_belum_dibayar),
];

/** The student, their class group that year ('-' without one) and the year's name, for the sheet's head; an unknown year is 404. */
async function sheetHead(app: ServiceContext, siswaId: number, tahunAjaranId: number) {
  const [head] = await app.db
    .select({ siswa_nama: siswa.nama, thn_awal: tahunAjaran.thn_awal, thn_akhir: tahunAjaran.thn_akhir, rombel_nama: rombel.nama })
    .from(siswa)
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, tahunAjaranId))
    .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaran.id)))
    .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(eq(siswa.id, siswaId))
    .limit(1);
  if (!head) throw notFound();
  return { ...head, tahun_ajaran: `${head.thn_awal}/${head.thn_akhir}` };
}

/** The fee's name, when it is one of the year's fees; any other is refused on its field. */
async function feeNama(app: ServiceContext, detailId: number, tahunAjaranId: number) {
  const [fee] = await app.db
    .select({ nama: posPemasukan.nama })
    .from(pemasukanDetail)
    .innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id))
    .where(and(eq(pemasukanDetail.id, detailId), eq(pemasukanDetail.tahun_ajaran_id, tahunAjaranId)));
  if (!fee) throw fieldError('detail_pemasukan_id', MSG.optionInvalid);
  return fee.nama;
}

/**
 * The invoices of the caller's student (a guardian's ward) in one school year, optionally of one
 * fee, with the list's totals, as an XLSX (amounts are numbers in a rupiah format). It downloads
 * at once: the file is stored for its signed link but, as the spec says, not kept in the
 * export log.
 */
export async function exportTagihan(app: ServiceContext, auth: AuthContext, body: Body): Promise<TagihanEksporResult> {
  const siswaId = financeSiswa(auth, body.siswa_id);
  const head = await sheetHead(app, siswaId, body.tahun_ajaran);
  const fee = body.detail_pemasukan_id === undefined ? undefined : await feeNama(app, body.detail_pemasukan_id, body.tahun_ajaran);
  const rows = await tagihanRows(
    app.db,
    and(
      ...tagihanOf(siswaId, body.tahun_ajaran),
      body.detail_pemasukan_id === undefined ? undefined : eq(tagihan.pemasukan_detail_id, body.detail_pemasukan_id),
    ),
  ).orderBy(asc(tagihan.id));
  const { key } = await storeExport(app, {
    nama: `Tagihan Siswa ${head.tahun_ajaran}`,
    title: 'Tagihan Siswa',
    filters: [
      ['Siswa', head.siswa_nama],
      ['Rombel', head.rombel_nama ?? '-'],
      ['Tahun Ajaran', head.tahun_ajaran],
      ...(fee === undefined ? [] : [['Pos Pemasukan', fee] as [string, string]]),
    ],
    columns: COLUMNS,
    rows,
  });
  return { link: `${FILES_PREFIX}${app.files.signer.sign(key)}` };
}
