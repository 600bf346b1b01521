import { and, asc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { PORTAL_PERAN, type AkunRingkas, type AkunStatus, type PortalPeran, type StafAkunRow } from '@madrasah/contract/schemas/staf-akun';
import type { TableResult } from '@madrasah/contract/table';
import { akunSiswa, roles, rombel, siswa, users } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { tableSpec, type TableRequest } from '../../platform/table-query.js';
import { tableSiswaTahunAktif } from '../../platform/siswa-tahun-aktif.js';
import { liveSessions, statusSql, studentSuspended } from './akun-status.js';
import { orangTuaPerSiswa } from './wali-pilihan.js';

const spec = tableSpec(STAF_AKUN.table, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: { nama: siswa.nama, nisn: siswa.nisn, rombel_nama: rombel.nama, id: siswa.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: siswa.id,
});

type Filter = { rombel_id?: number; peran?: PortalPeran; status?: AkunStatus };

const roleList = (perans: readonly string[]) =>
  sql.join(
    perans.map((p) => sql`${p}`),
    sql`, `,
  );

/** The student has an account of one of `perans`, in `status` when given. */
const hasAccount = (perans: readonly string[], status?: Exclude<AkunStatus, 'belum_ada'>) => sql`EXISTS (
  SELECT 1 FROM ${akunSiswa} a JOIN users u ON u.id = a.user_id JOIN roles r ON r.id = u.role_id
  WHERE a.siswa_id = ${siswa.id} AND r.nama IN (${roleList(perans)})
  ${status ? sql`AND ${statusSql('u', studentSuspended('r', sql`${siswa.akun_ditangguhkan}`))} = ${status}` : sql``})`;

/** Rows where the account of `peran` (either, when none is named) is in `status`. */
function statusCondition(peran: PortalPeran | undefined, status: AkunStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  const perans = peran ? [peran] : PORTAL_PERAN;
  if (status === 'belum_ada') return or(...perans.map((p) => not(hasAccount([p]))));
  return hasAccount(perans, status);
}

/**
 * The active students of the active year, each with their own account and their guardians'
 * (a row shows 'none yet' where one is missing), cut to the caller's reach.
 */
export async function listAkunSiswa(app: ServiceContext, reach: Reach, request: TableRequest & { filtering: Filter }): Promise<TableResult<StafAkunRow>> {
  const { peran, status } = request.filtering;
  const result = await tableSiswaTahunAktif(
    app,
    reach,
    spec,
    request,
    { id: siswa.id, nama: siswa.nama, nisn: siswa.nisn, rombel_id: rombel.id, rombel_nama: rombel.nama },
    [eq(siswa.status_siswa, 'Aktif'), statusCondition(peran, status)],
  );
  const ids = result.list.map((r) => r.id);
  const [accounts, parents] = await Promise.all([accountsOf(app, ids), orangTuaPerSiswa(app.db, ids)]);
  const list = result.list.map((r) => {
    const own = accounts.filter((a) => a.siswaId === r.id);
    return {
      ...r,
      akun: own.find((a) => a.peran === ROLE.siswa)?.akun ?? null,
      wali: own.filter((a) => a.peran === ROLE.wali).map((a) => a.akun),
      wali_nama: parents.get(r.id)?.[0]?.nama ?? null,
    };
  });
  return { ...result, list };
}

/** The student and guardian accounts of these students, oldest first. */
async function accountsOf({ db }: Pick<ServiceContext, 'db'>, siswaIds: number[]) {
  if (siswaIds.length === 0) return [];
  const rows = await db
    .select({
      siswaId: akunSiswa.siswa_id,
      peran: roles.nama,
      id: users.id,
      nama: users.name,
      email: users.email,
      status: statusSql('users', studentSuspended('roles', sql`${siswa.akun_ditangguhkan}`)),
      alasan: sql<
        string | null
      >`CASE WHEN ${roles.nama} = ${ROLE.siswa} AND ${siswa.akun_ditangguhkan} THEN ${siswa.alasan_akun_ditangguhkan} ELSE ${users.alasan_nonaktif} END`,
      sesi_aktif: liveSessions('users'),
    })
    .from(akunSiswa)
    .innerJoin(users, eq(users.id, akunSiswa.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(siswa, eq(siswa.id, akunSiswa.siswa_id))
    .where(and(inArray(akunSiswa.siswa_id, siswaIds), inArray(roles.nama, [...PORTAL_PERAN])))
    .orderBy(asc(users.id));
  return rows.map(({ siswaId, peran, ...akun }) => ({ siswaId, peran, akun: akun satisfies AkunRingkas }));
}
