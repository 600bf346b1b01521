import { eq } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';
import type { KonsultasiHeader, Pair } from '@madrasah/contract/schemas/konsultasi';
import { orangTua, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { ownSiswaId } from '../../platform/scope.js';
import { waliPerson } from '../../platform/wali-siswa.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import { currentRombel } from './guru-bk.js';
import type { ServiceContext } from '../../platform/service-context.js';

const pair = (title: string, description: string | null | undefined): Pair => ({ title, description: description?.trim() || '-' });

type Parent = { tipe: string; nama: string; no_telp: string | null; status_hidup: string | null };

/** Who answers for the student: the guardian (Wali) when recorded, else the father, else the mother, a living one first. */
function guardianOf(parents: Parent[]): Parent | undefined {
  const rank = (p: Parent) => (p.tipe === 'Wali' ? 0 : 2) + (p.status_hidup === 'Sudah Meninggal' ? 4 : 0) + (p.tipe === 'Ibu' ? 1 : 0);
  return [...parents].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The consultation page's header for the caller's student (a guardian's ward): the photo, the
 * student (data1), the guardian (data2) and the counsellor of the current class group (data3),
 * '-' for what is not known.
 */
export async function konsultasiHeader(app: ServiceContext, auth: AuthContext): Promise<KonsultasiHeader> {
  const siswaId = ownSiswaId(auth);
  const [student] = await app.db
    .select({ nama: siswa.nama, nisn: siswa.nisn, jenis_kelamin: siswa.jenis_kelamin, foto: siswa.foto })
    .from(siswa)
    .where(eq(siswa.id, siswaId));
  if (!student) throw notFound();
  const kelas = await currentRombel(app, siswaId);
  const parents = await app.db
    .select({ tipe: orangTua.tipe, nama: orangTua.nama, no_telp: orangTua.no_telp, status_hidup: orangTua.status_hidup })
    .from(orangTua)
    .where(eq(orangTua.siswa_id, siswaId));
  // A guardian sees themself: the record that is the account's person for this child.
  const wali = (auth.roleName === ROLE.wali ? await waliPerson(app.db, auth.userId, siswaId) : undefined) ?? guardianOf(parents);
  const guru = kelas?.guru;
  return {
    foto: student.foto ? app.files.signer.sign(student.foto) : null,
    main_path: FILES_PREFIX,
    data1: [pair('Nama', student.nama), pair('NISN', student.nisn), pair('Kelas', kelas?.rombel_nama), pair('Jenis Kelamin', student.jenis_kelamin)],
    data2: [pair('Nama', wali?.nama), pair('Hubungan', wali?.tipe), pair('No. Telp', wali?.no_telp)],
    data3: [pair('Nama', guru ? namaGelar(guru) : null), pair('Jenis Kelamin', guru?.jenis_kelamin), pair('No. Telp', guru?.no_telp)],
  };
}
