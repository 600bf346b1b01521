import { OPTIONS } from '@madrasah/contract/options';
import { MSG } from '@madrasah/contract/messages';
import type { ImportJenis, ImportTemplate } from '@madrasah/contract/schemas/impor';
import { buildXlsx } from '../../platform/export/xlsx.js';
import { GTK_COLUMNS } from './gtk-columns.js';
import type { ColumnSpec } from './header.js';
import { JADWAL_COLUMNS } from './jadwal-columns.js';
import { SISWA_COLUMNS } from './siswa-columns.js';
import { WALI_COLUMNS } from './wali-columns.js';

type Template = {
  judul: string;
  /** The kind's own column list (what its parser reads): the header is each column's first name. */
  columns: readonly ColumnSpec<string>[];
  /** The example row, by column key; a column left out is empty in it. */
  contoh: Record<string, string>;
  petunjuk: string;
};

/** Each kind's template. An example row passes the kind's rules when the school has what it names (a class group, a subject). */
export const TEMPLATES: Record<ImportJenis, Template> = {
  siswa: {
    judul: 'Templat Impor Siswa dan Orang Tua',
    columns: SISWA_COLUMNS,
    contoh: {
      nama: 'Ahmad Fauzi',
      nisn: '0012345678',
      jenis_kelamin: 'L',
      nis: '121234050001240001',
      tempat_lahir: 'Sleman',
      tgl_lahir: '2010-05-17',
      agama: OPTIONS.agama[0],
      alamat: 'Jl. Kaliurang Km 5',
      rt: '001',
      rw: '002',
      kode_pos: '55281',
      ayah_nama: 'Budi Santoso',
      ayah_tahun_lahir: '1980',
      ibu_nama: 'Siti Aminah',
      rombel: 'X MIPA A',
    },
    petunjuk:
      'Wajib: Nama, NISN, JK (L/P). Tanggal: YYYY-MM-DD atau DD/MM/YYYY. Sel kosong tidak mengubah data tersimpan. Ekspor Daftar Peserta Didik dari Dapodik juga dapat diimpor apa adanya.',
  },
  wali: {
    judul: 'Templat Impor Akun Wali',
    columns: WALI_COLUMNS,
    contoh: { nisn: '0012345678', hubungan: 'Ayah', nama: 'Budi Santoso', email: 'budi.santoso@example.com', no_hp: '081234567890' },
    petunjuk:
      'Satu baris satu akun wali, dan satu akun wali untuk satu siswa. Hubungan: Ayah, Ibu atau Wali. Akun baru belum memiliki password: buat password dan cetak kartunya dengan Reset password di halaman Akun.',
  },
  gtk: {
    judul: 'Templat Impor GTK',
    columns: GTK_COLUMNS,
    contoh: {
      nama_lengkap: 'Siti Rahmawati',
      gelar_depan: 'Dra.',
      gelar_belakang: 'M.Pd.',
      jenis_kelamin: 'P',
      nip: '198501012010012001',
      nuptk: '1234567890123456',
      email: 'siti.rahmawati@example.com',
      no_telp: '081234567891',
      jenis_ptk: 'Guru Mapel',
    },
    petunjuk:
      'Wajib: Nama, dan salah satu dari NIP, NUPTK atau e-mail agar GTK dikenali. Sel kosong tidak mengubah data tersimpan. Akun GTK dibuat di halaman Akun.',
  },
  jadwal: {
    judul: 'Templat Impor Jadwal Pelajaran',
    columns: JADWAL_COLUMNS,
    contoh: { rombel: 'X MIPA A', hari: 'Senin', jam_ke: '1', jam_mulai: '07:00', jam_selesai: '07:45', mapel: 'Matematika', guru: '198501012010012001' },
    petunjuk:
      'Satu baris satu jam pelajaran. Hari: Senin sampai Minggu. Jam: JJ:MM. Guru: NIP atau nama GTK. Jam pelajaran yang tidak ada di berkas tetap seperti semula.',
  },
};

/** A kind's template: the title, its instructions, an example row above the header (never read as data) and the header. */
export async function importTemplate(jenis: ImportJenis): Promise<ImportTemplate> {
  const t = TEMPLATES[jenis];
  const data = await buildXlsx({
    title: t.judul,
    filters: [['Petunjuk', t.petunjuk]],
    above: [[MSG.importTemplateExample], t.columns.map((c) => t.contoh[c.key] ?? null)],
    columns: t.columns.map((c) => ({ header: c.names[0]!, value: () => null, text: true })),
    rows: [],
  });
  return { nama_file: `templat-impor-${jenis}.xlsx`, xlsx: data.toString('base64') };
}
