import type { AccessMap } from '@madrasah/contract/access';
import type { Dashboard } from '@madrasah/contract/schemas/dashboard';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { formatDate } from '../src/lib/format';

/** A student of the demo madrasah, as GET privilege/access answers for one. */
export function studentPrivilege(access: AccessMap = {}): Privilege {
  return {
    profile: { id: 7, name: 'Ahmad Fauzi', email: 'ahmad@example.sch.id', roles: 'siswa', tipe: 'eksternal', wajib_ganti_password: false },
    profile_ex: {
      siswa_id: 11,
      nama: 'Ahmad Fauzi',
      rombel_id: 3,
      rombel_nama: 'X IPA 1',
      alumni_id: null,
      siswa_akun_ditangguhkan: 0,
      siswa_alasan_akun_ditangguhkan: null,
      anak: [],
    },
    tahun_ajaran: { id: 2, thn_awal: 2025, thn_akhir: 2026 },
    semester: { id: 4, tipe_semester: 'Ganjil' },
    presensi: {
      is_allow: true,
      setting: { jam_masuk: '07:00', jam_pulang: '14:00', lat: -6.2, long: 106.816666, radius_active: '1', radius: 100 },
    },
    sekolah: { nama: 'MA Contoh', timezone: 'Asia/Jakarta' },
    access,
  };
}

/** GET dashboard/utama at a moment of a school day in Jakarta: the server's today and clock. */
export function schoolDay(date: string, time: string): Dashboard {
  return {
    tanggal: formatDate(date),
    hari: 'Senin',
    waktu_server: new Date(`${date}T${time}+07:00`).toISOString(),
    timezone: 'Asia/Jakarta',
  };
}
