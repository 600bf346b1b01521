import { sql } from 'drizzle-orm';
import { PAGE } from '@madrasah/contract/access';
import { rupiahAngka } from '@madrasah/contract/terbilang';
import type { Db, Tx } from '../db/client.js';
import { createBatcher } from './batch.js';
import { notify, notifyEach, type Peristiwa } from './notifikasi-notify.js';

// The events that tell guardians (and, where the student acted with them, the student), each a
// one-line call from the module where it happens.

const jam = (waktu: string) => waktu.slice(0, 5);

const presensiBatchers = new WeakMap<Db, (event: Peristiwa) => Promise<void>>();

/**
 * A student clocked in or out (the guardians). The clock-ins of the 7 a.m. peak that arrive
 * together are told together: one statement for the batch (platform/batch.ts), not one each.
 */
export function notifyPresensi(db: Db, siswaId: number, jenis: 'masuk' | 'pulang', waktu: string): Promise<void> {
  let tellBatch = presensiBatchers.get(db);
  if (!tellBatch) {
    tellBatch = createBatcher(async (events: Peristiwa[]) => {
      await notifyEach(db, events, { jenis: 'presensi', tautan: PAGE.presensiSiswa });
      return events.map(() => undefined);
    });
    presensiBatchers.set(db, tellBatch);
  }
  return tellBatch({
    siswa: siswaId,
    judul: jenis === 'masuk' ? 'Presensi masuk' : 'Presensi pulang',
    isi: `{nama} presensi ${jenis} pukul ${jam(waktu)}.`,
  });
}

/** A permit was approved or refused (the student and the guardians, but not the one who decided). */
export function notifyPerizinan(tx: Tx, perizinanId: number, status: string, oleh: number) {
  const disetujui = status === 'DISETUJUI';
  return notify(tx, {
    jenis: 'perizinan',
    siswa: sql`SELECT siswa_id FROM perizinan_siswa WHERE id = ${perizinanId}`,
    siswaJuga: true,
    kecuali: oleh,
    judul: disetujui ? 'Izin disetujui' : 'Izin ditolak',
    isi: `Pengajuan izin {nama} ${disetujui ? 'disetujui' : 'ditolak'}.`,
    tautan: PAGE.perizinanSiswa,
  });
}

/** A counsellor answered a consultation (the student and the guardians). */
export function notifyKonsultasi(tx: Tx, konsultasiId: number) {
  return notify(tx, {
    jenis: 'konsultasi',
    siswa: sql`SELECT siswa_id FROM konsultasi WHERE id = ${konsultasiId}`,
    siswaJuga: true,
    judul: 'Konsultasi ditanggapi',
    isi: 'Guru BK telah menanggapi konsultasi {nama}.',
    tautan: PAGE.konsultasi,
  });
}

/**
 * A billing run issued invoices: one notification per student billed by this transaction, found
 * by the fees billed and the transaction's time (an invoice's created_at is now(), the same for
 * every row a transaction writes).
 */
export function notifyTagihanTerbit(tx: Tx, pemasukanDetailIds: number[]) {
  return notify(tx, {
    jenis: 'tagihan',
    siswa: sql`SELECT siswa_id FROM tagihan WHERE pemasukan_detail_id = ANY(${sql.param(pemasukanDetailIds)}::int[]) AND created_at = now()`,
    judul: 'Tagihan baru',
    isi: 'Tagihan baru telah terbit untuk {nama}.',
    tautan: PAGE.pembayaranSiswa,
  });
}

/** A payment was recorded on an invoice (the guardians). */
export function notifyPembayaran(tx: Tx, tagihanId: number, jumlah: number) {
  return notify(tx, {
    jenis: 'pembayaran',
    siswa: sql`SELECT siswa_id FROM tagihan WHERE id = ${tagihanId}`,
    judul: 'Pembayaran diterima',
    isi: `Pembayaran ${rupiahAngka(jumlah)} untuk {nama} telah diterima.`,
    tautan: PAGE.pembayaranSiswa,
  });
}
