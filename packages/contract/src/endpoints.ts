import { ALUMNI } from './endpoints/alumni.js';
import { BK } from './endpoints/bk.js';
import { DASHBOARD } from './endpoints/dashboard.js';
import { EXPORT_LOG } from './endpoints/export-log.js';
import { FILES } from './endpoints/files.js';
import { KEGIATAN } from './endpoints/kegiatan.js';
import { KESISWAAN } from './endpoints/kesiswaan.js';
import { KEUANGAN } from './endpoints/keuangan.js';
import { KONSULTASI } from './endpoints/konsultasi.js';
import { LOOKUP } from './endpoints/lookup.js';
import { PENILAIAN } from './endpoints/penilaian.js';
import { PERIZINAN } from './endpoints/perizinan.js';
import { PRESENSI } from './endpoints/presensi.js';
import { REGION } from './endpoints/region.js';
import { SESSION } from './endpoints/session.js';
import { SISWA } from './endpoints/siswa.js';
import { STAF_AKUN } from './endpoints/staf-akun.js';
import { STAF_IMPOR } from './endpoints/staf-impor.js';
import { STAF_AUDIT } from './endpoints/staf-audit.js';
import { STAF_HAK_AKSES } from './endpoints/staf-hak-akses.js';
import { STAF_BERANDA } from './endpoints/staf-beranda.js';
import { STAF_PRESENSI } from './endpoints/staf-presensi.js';
import { STAF_SEKOLAH } from './endpoints/staf-sekolah.js';
import { STAF_AKADEMIK } from './endpoints/staf-akademik.js';
import { STAF_GTK } from './endpoints/staf-gtk.js';
import { STAF_JADWAL } from './endpoints/staf-jadwal.js';
import { STAF_SISWA } from './endpoints/staf-siswa.js';
import { STAF_TAHUN_BARU } from './endpoints/staf-tahun-baru.js';
import { STAF_BK } from './endpoints/staf-bk.js';
import { STAF_KALENDER } from './endpoints/staf-kalender.js';
import { STAF_PELANGGARAN, STAF_PENGHARGAAN } from './endpoints/staf-kesiswaan.js';
import { STAF_PERIZINAN } from './endpoints/staf-perizinan.js';
import { STAF_KONSULTASI } from './endpoints/staf-konsultasi.js';
import { STAF_KEGIATAN } from './endpoints/staf-kegiatan.js';
import { STAF_PEMBAYARAN } from './endpoints/staf-pembayaran.js';
import { STAF_NILAI } from './endpoints/staf-nilai.js';
import { STAF_TAGIHAN } from './endpoints/staf-tagihan.js';
import { TATIBSI } from './endpoints/tatibsi.js';
import { NOTIFIKASI } from './endpoints/notifikasi.js';
import { STAF_NOTIFIKASI } from './endpoints/staf-notifikasi.js';

/**
 * Every area's endpoints, one file each under `endpoints/`: the API registers a route from each
 * declaration, and a test checks that no route is left out. The web imports the area it calls
 * (`@madrasah/contract/endpoints/perizinan`), so a page's chunk holds only its own.
 */
export const ENDPOINTS = {
  alumni: ALUMNI,
  bk: BK,
  dashboard: DASHBOARD,
  'export-log': EXPORT_LOG,
  files: FILES,
  kegiatan: KEGIATAN,
  kesiswaan: KESISWAAN,
  keuangan: KEUANGAN,
  konsultasi: KONSULTASI,
  lookup: LOOKUP,
  penilaian: PENILAIAN,
  perizinan: PERIZINAN,
  presensi: PRESENSI,
  region: REGION,
  session: SESSION,
  siswa: SISWA,
  'staf-akun': STAF_AKUN,
  'staf-impor': STAF_IMPOR,
  'staf-audit': STAF_AUDIT,
  'staf-hak-akses': STAF_HAK_AKSES,
  'staf-beranda': STAF_BERANDA,
  'staf-presensi': STAF_PRESENSI,
  'staf-sekolah': STAF_SEKOLAH,
  'staf-akademik': STAF_AKADEMIK,
  'staf-gtk': STAF_GTK,
  'staf-jadwal': STAF_JADWAL,
  'staf-siswa': STAF_SISWA,
  'staf-tahun-baru': STAF_TAHUN_BARU,
  'staf-bk': STAF_BK,
  'staf-kalender': STAF_KALENDER,
  'staf-pelanggaran': STAF_PELANGGARAN,
  'staf-penghargaan': STAF_PENGHARGAAN,
  'staf-perizinan': STAF_PERIZINAN,
  'staf-konsultasi': STAF_KONSULTASI,
  'staf-kegiatan': STAF_KEGIATAN,
  'staf-pembayaran': STAF_PEMBAYARAN,
  'staf-nilai': STAF_NILAI,
  'staf-tagihan': STAF_TAGIHAN,
  tatibsi: TATIBSI,
  notifikasi: NOTIFIKASI,
  'staf-notifikasi': STAF_NOTIFIKASI,
} as const;
