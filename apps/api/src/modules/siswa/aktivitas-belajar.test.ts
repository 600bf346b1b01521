import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { siswaAktivitasBelajar } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { signedInStudent } from '../../../test/http.js';
import { periodFixture, useApiSuite } from '../../../test/suite.js';

const { ctx, api, fx } = useApiSuite(periodFixture);
const student = () => signedInStudent(ctx, fx.period);
type S = Awaited<ReturnType<typeof student>>;

const registration = {
  jenis_pendaftaran: 'Siswa Baru',
  tgl_masuk: '2023-07-17',
  sekolah_asal: 'MTs Negeri 1 Sleman',
  jenjang_sekolah_asal: 'SMP/MTs',
  no_ijazah: 'MTs-13-0012345',
  tgl_ijazah: '2023-06-02',
};
const read = (s: S, siswaId = s.siswa.id) => api.call('GET', `/api/siswa/aktivitas-belajar/${siswaId}`, { token: s.token });
const create = (s: S, body: object, siswaId = s.siswa.id) => api.call('POST', `/api/siswa/aktivitas-belajar/${siswaId}`, { token: s.token, body });

describe('learning activity', () => {
  it('answers an empty registration with the current class, then creates and updates it', async () => {
    const s = await student();
    const empty = await read(s);
    expect(empty.body.data).toMatchObject({
      id: null,
      jenis_pendaftaran: null,
      rombel_nama: fx.period.rombel.nama,
      tingkatan_kelas: 'X',
      thn_awal: fx.period.tahunAjaran.thn_awal,
      status_siswa: 'Aktif',
    });
    const created = await create(s, registration);
    expect(created.body.message).toBe(MSG.saved);
    const id = created.body.data.id as number;
    expect((await read(s)).body.data).toMatchObject({ id, ...registration });

    const updated = await api.call('PUT', `/api/siswa/aktivitas-belajar/${id}`, {
      token: s.token,
      body: { ...registration, jenis_pendaftaran: 'Pindahan', no_ijazah: '' },
    });
    expect(updated.body.message).toBe(MSG.dataUpdated);
    expect((await read(s)).body.data).toMatchObject({ jenis_pendaftaran: 'Pindahan', no_ijazah: null });
  });

  it('keeps one registration per student', async () => {
    const s = await student();
    expect((await create(s, registration)).status).toBe(200);
    const again = await create(s, registration);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.aktivitasExists);
    expect(await ctx.db.select().from(siswaAktivitasBelajar).where(eq(siswaAktivitasBelajar.siswa_id, s.siswa.id))).toHaveLength(1);
  });

  it('applies the required rules', async () => {
    const s = await student();
    const res = await create(s, { tgl_ijazah: 'kemarin' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([
      { field: 'jenis_pendaftaran', message: MSG.required },
      { field: 'tgl_masuk', message: MSG.required },
      { field: 'sekolah_asal', message: MSG.required },
      { field: 'tgl_ijazah', message: MSG.dateInvalid },
    ]);
    expect((await create(s, { ...registration, jenis_pendaftaran: 'Lainnya' })).body.data).toEqual([
      { field: 'jenis_pendaftaran', message: MSG.optionInvalid },
    ]);
  });

  it('refuses another student’s registration, by student id and by record id', async () => {
    const s = await student();
    const other = await student();
    const id = (await create(other, registration)).body.data.id as number;
    expect((await read(s, other.siswa.id)).status).toBe(403);
    expect((await create(s, registration, other.siswa.id)).status).toBe(403);
    const stolen = await api.call('PUT', `/api/siswa/aktivitas-belajar/${id}`, { token: s.token, body: { ...registration, sekolah_asal: 'Diubah' } });
    expect(stolen.status).toBe(404);
    expect((await read(other)).body.data.sekolah_asal).toBe(registration.sekolah_asal);
  });

  it('needs update or update_partial to write', async () => {
    const s = await student();
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.siswaAktif,
      (actions) => actions.filter((a) => a !== 'update' && a !== 'update_partial'),
      async () => {
        expect((await create(s, registration)).status).toBe(403);
        expect((await read(s)).status).toBe(200);
      },
    );
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.siswaAktif,
      (actions) => [...actions.filter((a) => a !== 'update'), 'update_partial'],
      async () => {
        expect((await create(s, registration)).status).toBe(200);
      },
    );
  });
});
