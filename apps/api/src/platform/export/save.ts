import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import { exportLog } from '../../db/schema/index.js';
import type { AuthContext } from '../auth.js';
import { schoolMoment } from '../clock.js';
import { FILES_PREFIX } from '../files/signed-url.js';
import { storeNewFile } from '../files/record.js';
import { newKey } from '../files/storage.js';
import { exportExpiry } from './expiry.js';
import { buildXlsx, type SheetSpec } from './xlsx.js';
import type { ServiceContext } from '../service-context.js';

export type ExportSpec<R> = SheetSpec<R> & {
  /** What is exported, for the log ('Laporan Konseling'); the file is named after it. */
  nama: string;
};

/** Lower-case words joined by '-': the only characters a storage key's file name may hold. */
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** An export kept in the file store: its storage key, the name it downloads as, and when it was made. */
export type StoredExport = { key: string; fileNama: string; madeAt: Date };

/**
 * The one export pipeline's first half: builds the XLSX and keeps it in the file store. The
 * file is named after what it holds and when (school time), e.g.
 * 'laporan-konseling-2026-11-22-0930.xlsx', and kept in a folder of its own so that name is
 * also the download's. An export that downloads at once (the invoices) stops here. The file is
 * the caller's (or `userId`'s) and expires after EXPORT_KEEP_HOURS.
 */
export async function storeExport<R>(app: ServiceContext, spec: ExportSpec<R>, userId?: number): Promise<StoredExport> {
  const data = await buildXlsx(spec);
  const now = app.now();
  const { school } = await app.schoolContext();
  const at = schoolMoment(now, school.timezone);
  const fileNama = `${slug(spec.nama) || 'export'}-${at.date}-${at.time.slice(0, 5).replace(':', '')}.xlsx`;
  const key = `${newKey('export', 'xlsx', now).replace(/\.xlsx$/, '')}/${fileNama}`;
  // Kept for its owner until it expires, counted against their quota and upload rate meanwhile.
  await storeNewFile(app, key, data, { kind: 'export', userId, expiresAt: exportExpiry(app, now) });
  return { key, fileNama, madeAt: now };
}

/**
 * The one export pipeline: stores the XLSX (`storeExport`) and records it in the caller's
 * export log; answers the log entry with a signed link.
 */
export async function saveExport<R>(app: ServiceContext, auth: AuthContext, spec: ExportSpec<R>): Promise<ExportResult> {
  const { key, fileNama, madeAt } = await storeExport(app, spec, auth.userId);
  try {
    const [row] = await app.db
      .insert(exportLog)
      .values({ user_id: auth.userId, nama: spec.nama, file_nama: fileNama, file: key, jumlah_baris: spec.rows.length, created_at: madeAt })
      .returning();
    return {
      id: row!.id,
      nama: row!.nama,
      file_nama: row!.file_nama,
      jumlah_baris: row!.jumlah_baris,
      file: app.files.signer.sign(key, { sessionId: auth.sessionId }),
      main_path: FILES_PREFIX,
      created_at: row!.created_at.toISOString(),
    };
  } catch (err) {
    // No log entry, no file: nothing is left that nobody can find.
    await app.files.storage.remove(key);
    throw err;
  }
}
