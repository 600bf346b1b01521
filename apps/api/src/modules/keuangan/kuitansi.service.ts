import { eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import { pembayaran, users } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { kuitansiPdf } from './kuitansi-pdf.js';
import { pembayaranStaf, sisaSetelah } from './pembayaran-staf.service.js';

/** The school's logo as stored (a JPEG), or null when there is none or it cannot be read. */
async function logoOf(app: ServiceContext, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const file = await app.files.storage.open(key).catch(() => null);
  return file ? buffer(file.stream) : null;
}

/**
 * A payment's receipt as a PDF, made from the stored payment each time it is asked for (so a
 * reprint says the same, and a cancelled one says DIBATALKAN); 404 for an unknown payment.
 */
export async function kuitansi(app: ServiceContext, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  const p = await pembayaranStaf(app, id);
  const [{ school }, [recorder], sisa] = await Promise.all([
    app.schoolContext(),
    app.db.select({ name: users.name }).from(pembayaran).leftJoin(users, eq(users.id, pembayaran.created_by)).where(eq(pembayaran.id, id)),
    sisaSetelah(app, p),
  ]);
  const pdf = await kuitansiPdf({
    sekolah: { nama: school.nama, alamat: school.alamat, npsn: school.npsn, logo: await logoOf(app, school.logo) },
    nomor: p.nomor_kuitansi,
    tanggal: p.tgl_transaksi,
    siswa: p.siswa_nama,
    nisn: p.nisn,
    rombel: p.rombel_nama,
    tagihan: p.tagihan_nama,
    tahunAjaran: p.tahun_ajaran,
    jumlah: p.nominal_pembayaran,
    sisaSetelah: sisa,
    metode: p.jenis_pembayaran,
    keterangan: p.keterangan,
    bendahara: recorder?.name ?? null,
    batal: p.status === 'Dibatalkan' ? { alasan: p.alasan_batal ?? '-', oleh: p.dibatalkan_oleh } : null,
    at: app.now(),
  });
  return { pdf, fileName: `kuitansi-${p.nomor_kuitansi.replaceAll('/', '-').toLowerCase()}.pdf` };
}
