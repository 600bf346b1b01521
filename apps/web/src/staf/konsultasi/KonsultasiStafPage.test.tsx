// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_KONSULTASI } from '@madrasah/contract/endpoints/staf-konsultasi';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { StafKonsultasiDetail } from '@madrasah/contract/schemas/staf-konsultasi';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import KonsultasiStafPage from './KonsultasiStafPage';

const ITEM: StafKonsultasiDetail = {
  id: 5,
  siswa_id: 3,
  siswa_nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  rombel_id: 1,
  rombel_nama: 'X IPA 1',
  tgl: '2026-11-20',
  topik_nama: 'Mengelola emosi',
  bidang: 'Pribadi',
  uraian: 'Saya sering cemas menjelang ujian.',
  status: 'Terkirim',
  guru_bk_gtk_id: 2,
  guru_bk: 'Dra. Nur Hidayati, M.Pd.',
  terkirim_at: '2026-11-20T12:40:00.000Z',
  dibaca: false,
  tgl_tanggapan: null,
  tanggapan: null,
  wa_link: 'https://wa.me/?text=Konsultasi',
};
const { wa_link: _link, ...ROW } = ITEM;

const renderAs = (actions: ActionFlag[]) =>
  renderSignedIn(
    <KonsultasiStafPage />,
    studentPrivilege({ [STAF_PAGE.konsultasi]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } }),
  );
const serve = (extra = {}) =>
  fakeApi({
    [at(STAF_KONSULTASI.table)]: () => ok({ list: [ROW], info: { total: 1, current: 1, pageSize: 10 } }),
    [at(STAF_KONSULTASI.item, { id: 5 })]: () => ok(ITEM),
    [at(STAF_KONSULTASI.baca, { id: 5 })]: () => ok(null),
    [at(STAF_SISWA.rombel)]: () => ok([]),
    ...extra,
  });
async function open() {
  await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
  await user().click(within(await screen.findByRole('menu')).getByText('Buka'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Saya sering cemas menjelang ujian.');
  return dialog;
}

describe('the counselling inbox', () => {
  it('marks an unread one read when a counsellor opens it, and sends the reply', async () => {
    const requests = serve({ [at(STAF_KONSULTASI.tanggapan, { id: 5 })]: () => ok({ ...ITEM, status: 'Diproses', tanggapan: 'Mari bertemu.' }) });
    renderAs(['view', 'detail', 'update']);
    expect(await screen.findByText('Baru')).toBeTruthy();
    const dialog = await open();
    await waitFor(() => expect(requests.some((r) => r.path === '/staf/konsultasi/5/baca')).toBe(true));
    expect(
      within(dialog)
        .getByRole('link', { name: /Teruskan via WhatsApp/ })
        .getAttribute('href'),
    ).toBe(ITEM.wa_link);
    await fill({ Tanggapan: 'Mari bertemu.' }, dialog);
    await user().click(within(dialog).getByRole('button', { name: /Kirim Tanggapan/ }));
    await waitFor(() => expect(requests.find((r) => r.path === '/staf/konsultasi/5/tanggapan')?.body).toEqual({ tanggapan: 'Mari bertemu.' }));
  });

  it('lets the head read without marking it read or replying', async () => {
    const requests = serve();
    renderAs(['view', 'detail']);
    const dialog = await open();
    expect(within(dialog).queryByRole('button', { name: /Kirim Tanggapan/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Tandai Selesai/ })).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/baca'))).toBe(false);
  });
});
