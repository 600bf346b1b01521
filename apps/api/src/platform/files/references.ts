import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  alumni,
  alumniTracing,
  bkDokumen,
  exportLog,
  hasilTesSiswa,
  mediaInformasi,
  pelanggaranSiswa,
  pembayaran,
  penghargaanSiswa,
  perizinanSiswa,
  presensiSiswa,
  sekolah,
  siswa,
  siswaBerkas,
  siswaPrestasi,
  tatibsiDokumen,
} from '../../db/schema/index.js';

/**
 * Every column that holds a storage key: a file is referenced while one of them names it, and
 * the orphan sweep never removes a referenced file. A table that gains such a column must be
 * listed here; storage-keys.test.ts fails otherwise (it finds the column by its values on the
 * demo school, and every stored file must be named by one of these).
 */
export const STORAGE_KEY_COLUMNS: PgColumn[] = [
  siswa.foto,
  alumni.foto,
  alumniTracing.file_ijazah,
  siswaPrestasi.file,
  siswaBerkas.file,
  perizinanSiswa.file,
  pelanggaranSiswa.file,
  penghargaanSiswa.file,
  tatibsiDokumen.file,
  bkDokumen.file,
  hasilTesSiswa.dokumen,
  mediaInformasi.file,
  pembayaran.bukti_pembayaran,
  presensiSiswa.foto_masuk,
  presensiSiswa.foto_pulang,
  presensiSiswa.foto_masuk_kecil,
  presensiSiswa.foto_pulang_kecil,
  exportLog.file,
  sekolah.logo,
];

/** Every key the columns of STORAGE_KEY_COLUMNS name, once each, in order. */
export async function referencedKeys(db: Db): Promise<string[]> {
  const union = sql.join(
    STORAGE_KEY_COLUMNS.map((c) => sql`SELECT ${c} AS key FROM ${c.table} WHERE ${c} IS NOT NULL`),
    sql` UNION `,
  );
  const { rows } = (await db.execute(sql`SELECT key FROM (${union}) k ORDER BY key`)) as unknown as { rows: { key: string }[] };
  return rows.map((r) => r.key);
}
