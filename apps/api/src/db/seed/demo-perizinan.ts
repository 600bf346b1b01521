import { and, eq, inArray } from 'drizzle-orm';
import type { PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import type { Tx } from '../client.js';
import { activityLog, perizinanJenis, perizinanSiswa, rombel, rombelSiswa, semester, siswa, users } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { storeDemoPdf } from './demo-files.js';

/**
 * A sick child's letter often comes a few days late, so 'Sakit' may start three days back; the
 * other kinds start today at the earliest. A contest is approved at once, so it is kept short.
 */
const KINDS = [
  { nama: 'Sakit', inisial: 'S', butuh_persetujuan: true, maks_hari: 7, tenggang_hari: 3 },
  { nama: 'Izin Keluarga', inisial: 'IK', butuh_persetujuan: true, maks_hari: 3, tenggang_hari: 0 },
  // A school-sent contest: the school already knows, so a submission is approved at once.
  { nama: 'Dispensasi Lomba', inisial: 'DL', butuh_persetujuan: false, maks_hari: 5, tenggang_hari: 0 },
  { nama: 'Lainnya', inisial: 'L', butuh_persetujuan: true, maks_hari: 2, tenggang_hari: 0 },
] as const;
type Kind = (typeof KINDS)[number]['nama'];

type Permit = {
  kind: Kind;
  tgl_awal: string;
  tgl_akhir: string;
  keterangan: string;
  status: PerizinanStatus;
  /** When it was filed (school time, +07:00); a decision follows a few hours later. */
  filed: string;
};

/** Permits of siswa@ in every state, spread over the odd semester of 2026/2027, apart and within their kinds' spans. */
const SISWA: Permit[] = [
  {
    kind: 'Sakit',
    tgl_awal: '2026-08-12',
    tgl_akhir: '2026-08-13',
    keterangan: 'Demam dan flu, istirahat di rumah sesuai anjuran dokter.',
    status: 'DISETUJUI',
    filed: '2026-08-12T06:10',
  },
  {
    kind: 'Dispensasi Lomba',
    tgl_awal: '2026-09-03',
    tgl_akhir: '2026-09-04',
    keterangan: 'Mengikuti Olimpiade Sains Madrasah tingkat kabupaten.',
    status: 'AUTO APPROVAL',
    filed: '2026-08-28T19:30',
  },
  {
    kind: 'Izin Keluarga',
    tgl_awal: '2026-09-21',
    tgl_akhir: '2026-09-21',
    keterangan: 'Menghadiri pernikahan kakak di Magelang.',
    status: 'DITOLAK',
    filed: '2026-09-17T20:05',
  },
  {
    kind: 'Sakit',
    tgl_awal: '2026-10-08',
    tgl_akhir: '2026-10-09',
    keterangan: 'Sakit gigi, kontrol ke puskesmas.',
    status: 'DISETUJUI',
    filed: '2026-10-08T06:25',
  },
  {
    kind: 'Izin Keluarga',
    tgl_awal: '2026-11-16',
    tgl_akhir: '2026-11-17',
    keterangan: 'Mengantar nenek berobat ke rumah sakit di Solo.',
    status: 'DIAJUKAN',
    filed: '2026-11-12T21:00',
  },
  {
    kind: 'Lainnya',
    tgl_awal: '2026-11-27',
    tgl_akhir: '2026-11-27',
    keterangan: 'Mengurus pembuatan KTP di kantor kecamatan.',
    status: 'DRAFT',
    filed: '2026-11-20T19:45',
  },
];

/** A few for siswa2@, who has no guardian account: nothing of theirs is decided by a person. */
const SISWA2: Permit[] = [
  {
    kind: 'Dispensasi Lomba',
    tgl_awal: '2026-08-24',
    tgl_akhir: '2026-08-26',
    keterangan: 'Mewakili madrasah dalam lomba pidato bahasa Arab tingkat provinsi.',
    status: 'AUTO APPROVAL',
    filed: '2026-08-19T16:00',
  },
  { kind: 'Sakit', tgl_awal: '2026-10-19', tgl_akhir: '2026-10-21', keterangan: 'Tifus, rawat jalan.', status: 'DIAJUKAN', filed: '2026-10-19T06:40' },
  {
    kind: 'Izin Keluarga',
    tgl_awal: '2026-12-07',
    tgl_akhir: '2026-12-07',
    keterangan: 'Acara syukuran keluarga.',
    status: 'DRAFT',
    filed: '2026-11-30T20:15',
  },
];

const at = (local: string) => new Date(`${local}:00+07:00`);
const later = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);

/**
 * Permit kinds and the demo students' permits (siswa@ in every state, decided by wali@; a few
 * for siswa2@), each with a generated letter and its activity-log entries. Runs after the demo
 * accounts exist.
 */
export async function seedPerizinan(tx: Tx, storage: FileStorage, tahunAjaranId: number) {
  const kinds = await tx
    .insert(perizinanJenis)
    .values([...KINDS])
    .returning();
  const kindId = (nama: Kind) => kinds.find((k) => k.nama === nama)!.id;
  const [sem] = await tx
    .select({ id: semester.id })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, tahunAjaranId), eq(semester.is_active, true)));
  const accounts = await tx
    .select({ email: users.email, id: users.id, name: users.name, siswa_id: users.siswa_id })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.siswa, DEMO_ACCOUNTS.siswa2, DEMO_ACCOUNTS.wali]));
  const account = (email: string) => accounts.find((a) => a.email === email)!;
  const wali = account(DEMO_ACCOUNTS.wali);

  for (const [email, permits, guardian] of [
    [DEMO_ACCOUNTS.siswa, SISWA, wali],
    [DEMO_ACCOUNTS.siswa2, SISWA2, undefined],
  ] as const) {
    const owner = account(email);
    const [student] = await tx
      .select({ nama: siswa.nama, rombel_id: rombel.id, rombel_nama: rombel.nama })
      .from(siswa)
      .innerJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
      .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
      .where(eq(siswa.id, owner.siswa_id!));
    for (const p of permits) {
      const file = await storeDemoPdf(storage, 'perizinan', `SURAT ${p.kind === 'Dispensasi Lomba' ? 'PERMOHONAN DISPENSASI' : 'IZIN TIDAK MASUK'}`, [
        'Kepada Yth. Wali Kelas',
        '',
        `Nama  : ${student!.nama}`,
        `Kelas : ${student!.rombel_nama}`,
        '',
        `Mohon izin tidak mengikuti pelajaran pada ${p.tgl_awal === p.tgl_akhir ? `tanggal ${p.tgl_awal}` : `tanggal ${p.tgl_awal} s.d. ${p.tgl_akhir}`}`,
        `(${p.kind}): ${p.keterangan}`,
        '',
        'Hormat kami,',
        guardian?.name ?? 'Orang tua/wali',
      ]);
      const filed = at(p.filed);
      const decided = p.status === 'DISETUJUI' || p.status === 'DITOLAK';
      const decidedAt = decided ? later(filed, 3) : p.status === 'AUTO APPROVAL' ? later(filed, 0.1) : null;
      const [row] = await tx
        .insert(perizinanSiswa)
        .values({
          siswa_id: owner.siswa_id!,
          rombel_id: student!.rombel_id,
          tahun_ajaran_id: tahunAjaranId,
          semester_id: sem!.id,
          perizinan_jenis_id: kindId(p.kind),
          tgl_awal: p.tgl_awal,
          tgl_akhir: p.tgl_akhir,
          keterangan: p.keterangan,
          file,
          status: p.status,
          created_by: owner.id,
          created_at: filed,
          approved_by: decided ? guardian!.id : null,
          approved_at: decidedAt,
          updated_at: decidedAt ?? filed,
        })
        .returning({ id: perizinanSiswa.id });
      const entry = (userId: number, action: 'create' | 'status', when: Date, detail?: Record<string, unknown>) => ({
        user_id: userId,
        action,
        entity: 'perizinan_siswa',
        entity_id: row!.id,
        detail: detail ?? null,
        created_at: when,
      });
      const log = [entry(owner.id, 'create', filed)];
      if (p.status !== 'DRAFT') {
        const submitted = later(filed, 0.1);
        log.push(entry(owner.id, 'status', submitted, { from: 'DRAFT', to: p.status === 'AUTO APPROVAL' ? 'AUTO APPROVAL' : 'DIAJUKAN' }));
        if (decided) log.push(entry(guardian!.id, 'status', decidedAt!, { from: 'DIAJUKAN', to: p.status }));
      }
      await tx.insert(activityLog).values(log);
    }
  }
}
