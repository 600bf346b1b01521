// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE } from '@madrasah/contract/access';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { MSG } from '@madrasah/contract/messages';
import type { PerizinanJenisRow, PerizinanRow } from '@madrasah/contract/schemas/perizinan';
import type { TableResult } from '@madrasah/contract/table';
import { at, fakeApi, ok, refused, type FakeRequest } from '../../../test/fake-api';
import { schoolDay, studentPrivilege } from '../../../test/fixtures';
import { messageUnder } from '../../../test/form-field';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import PerizinanPage from './PerizinanPage';

const student = studentPrivilege({ [PAGE.perizinanSiswa]: { status: true, action: { view: true, create: true, update: true } } });

const SAKIT: PerizinanJenisRow = { id: 1, nama: 'Sakit', inisial: 'S', tipe: 'siswa', butuh_persetujuan: true, maks_hari: 3, tenggang_hari: 2 };

const DRAFT: PerizinanRow = {
  id: 40,
  nama: 'Ahmad Fauzi',
  tahun_ajaran: '2025/2026',
  tipe_semester: 'Ganjil',
  rombel_nama: 'X IPA 1',
  perizinan_jenis_id: 1,
  perizinan_jenis_nama: 'Sakit',
  tgl_awal: '2025-10-06',
  tgl_akhir: '2025-10-07',
  keterangan: 'Demam',
  alasan_tolak: null,
  status: 'DRAFT',
  file: 'surat.pdf',
  main_path: '/files/',
  created_by: 'Ahmad Fauzi',
  created_at: '2025-10-05T08:00:00.000Z',
  approved_at: null,
  approved_by: null,
  log_activity: null,
};

const table = <Row,>(list: Row[]) => ok<TableResult<Row>>({ list, info: { total: list.length, current: 1, pageSize: 10 } });

/** The permits page of a student on Monday 6 October 2025, with the routes a test adds. */
function openPage(routes: Record<string, (request: FakeRequest) => ReturnType<typeof ok>> = {}, permits: PerizinanRow[] = []) {
  const requests = fakeApi({
    [at(DASHBOARD.utama)]: () => ok(schoolDay('2025-10-06', '08:00')),
    [at(PERIZINAN.jenisTable)]: () => table([SAKIT]),
    [at(PERIZINAN.table)]: () => table(permits),
    ...routes,
  });
  renderSignedIn(<PerizinanPage />, student);
  return requests;
}

const dialog = () => screen.findByRole('dialog');
const save = async () => user().click(within(await dialog()).getByRole('button', { name: 'Simpan' }));
const saves = (requests: FakeRequest[]) => requests.filter((r) => r.path.startsWith(PERIZINAN.create.path) && !r.path.endsWith('/table'));

async function pickKind(name: string) {
  await user().click(screen.getByLabelText('Jenis Perizinan'));
  await user().click(await screen.findByTitle(name));
}

/** Types DD-MM-YYYY into a date picker and confirms it, as a user can instead of clicking the calendar. */
async function typeDate(label: string, text: string) {
  await user().click(screen.getByLabelText(label));
  await user().keyboard(`${text}{Enter}`);
}

describe('the permit form', () => {
  it('asks for the kind, the dates, the reason and the letter of a new permit, and sends nothing', async () => {
    const requests = openPage();
    await user().click(await screen.findByRole('button', { name: /Tambah/ }));
    await dialog();
    await save();

    await waitFor(() => expect(messageUnder('Jenis Perizinan')).toBe(MSG.permitJenisRequired));
    expect(messageUnder('Keterangan')).toBe(MSG.permitKeteranganRequired);
    expect(within(await dialog()).getByText(MSG.permitFileRequired)).toBeTruthy();
    expect(within(await dialog()).getAllByText(MSG.permitTanggalRequired)).not.toHaveLength(0);
    // The spec's extra warning names what to pick first.
    expect(await screen.findByText(MSG.chooseDateFirst)).toBeTruthy();
    expect(saves(requests)).toEqual([]);
  });

  it("files a new permit and shows the server's date refusal under the dates, keeping the form open", async () => {
    const requests = openPage({
      [at(PERIZINAN.create)]: () => refused(400, MSG.permitOverlap, [{ field: 'tgl_awal', message: MSG.permitOverlap }]),
    });
    await user().click(await screen.findByRole('button', { name: /Tambah/ }));
    await dialog();
    await pickKind('Sakit');
    // The kind's limits are explained under the dates.
    expect(await screen.findByText(MSG.permitDateHelp(3, 2))).toBeTruthy();
    await typeDate('Tanggal awal', '06-10-2025');
    await typeDate('Tanggal akhir', '07-10-2025');
    await fill({ Keterangan: 'Demam tinggi' });
    await user().upload(screen.getByLabelText('File'), new File(['%PDF-1.4 surat'], 'surat.pdf', { type: 'application/pdf' }));
    await within(await dialog()).findByRole('button', { name: /Ganti File/ });
    await save();

    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.body).toMatchObject({
      perizinan_jenis_id: 1,
      tgl_awal: '2025-10-06',
      tgl_akhir: '2025-10-07',
      keterangan: 'Demam tinggi',
      file: expect.stringMatching(/^data:application\/pdf;base64,/),
    });
    // The dates share one label, under which their messages show.
    expect(await within(await dialog()).findByText(MSG.permitOverlap)).toBeTruthy();
    expect(messageUnder('Keterangan')).toBe('');
  });

  it('edits a draft without asking for its letter again', async () => {
    const requests = openPage({ [at(PERIZINAN.update, { id: DRAFT.id })]: () => ok(DRAFT, 'Data berhasil diubah') }, [DRAFT]);
    await user().click(await screen.findByRole('button', { name: `Aksi ${DRAFT.perizinan_jenis_nama}` }));
    await user().click(await screen.findByText('Update'));
    await dialog();
    await fill({ Keterangan: 'Demam dan batuk' });
    await save();

    expect(await screen.findByText('Data berhasil diubah')).toBeTruthy();
    expect(saves(requests).map((r) => [r.method, r.body])).toEqual([
      ['PUT', { perizinan_jenis_id: 1, tgl_awal: '2025-10-06', tgl_akhir: '2025-10-07', keterangan: 'Demam dan batuk' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
