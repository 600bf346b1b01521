// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import type { StafAuditDetail, StafAuditRow } from '@madrasah/contract/schemas/staf-audit';
import type { TableResult } from '@madrasah/contract/table';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import AuditPage from './AuditPage';

const READER = studentPrivilege({ [STAF_PAGE.audit]: { status: true, action: { view: true, detail: true } } });

const ROW: StafAuditRow = {
  rownum: 1,
  id: 81,
  created_at: '2026-11-20T03:04:05.000Z',
  user_id: 2,
  user_name: 'Operator Madrasah',
  user_email: 'operator@madrasah.test',
  action: 'update',
  entity: 'siswa',
  entity_id: 7,
  ip: '10.0.0.9',
  kolom_berubah: ['alamat', 'password_hash'],
};

const DETAIL: StafAuditDetail = {
  id: 81,
  created_at: ROW.created_at,
  user_id: 2,
  user_name: ROW.user_name,
  user_email: ROW.user_email,
  action: 'update',
  entity: 'siswa',
  entity_id: 7,
  ip: ROW.ip,
  perubahan: [
    { kolom: 'alamat', sebelum: 'Jl. Mawar', sesudah: 'Jl. Melati', berubah: true },
    { kolom: 'password_hash', sebelum: '(disembunyikan)', sesudah: '(disembunyikan)', berubah: true },
    { kolom: 'nama', sebelum: 'Ani', sesudah: 'Ani', berubah: false },
  ],
  keterangan: { alasan: 'pindah rumah' },
};

const table = (list: StafAuditRow[], total = list.length) => ok<TableResult<StafAuditRow>>({ list, info: { total, current: 1, pageSize: 10 } });

function openPage(total?: number) {
  const requests = fakeApi({
    [at(STAF_AUDIT.table)]: () => table([ROW], total),
    [at(STAF_AUDIT.detail, { id: 81 })]: () => ok(DETAIL),
    [`GET ${STAF_AUDIT.pengguna.path}?q=`]: () => ok([{ id: 2, name: 'Operator Madrasah', email: 'operator@madrasah.test' }]),
  });
  renderSignedIn(<AuditPage />, READER);
  return requests;
}

const tables = (requests: FakeRequest[]) => requests.filter((r) => r.path === STAF_AUDIT.table.path);

describe('the audit log page', () => {
  it('lists who did what, and opens an entry compared field by field', async () => {
    openPage();
    expect(await screen.findByText('Operator Madrasah')).toBeTruthy();
    expect(screen.getByText('siswa #7')).toBeTruthy();
    expect(screen.getByText('alamat, password_hash')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Aksi Operator Madrasah' }));
    await user().click(await screen.findByText('Detail'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Jl. Melati')).toBeTruthy();
    expect(within(drawer).getAllByText('(disembunyikan)')).toHaveLength(2);
    expect(within(drawer).getAllByText('Berubah')).toHaveLength(2);
    expect(within(drawer).getByText('pindah rumah')).toBeTruthy();
  });

  it('filters by action and days, and says when a match is cut short', async () => {
    const requests = openPage(1000);
    expect(await screen.findByText(/Menampilkan 1\.000 entri terbaru/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /Filter/ }));
    const modal = await screen.findByRole('dialog');
    await user().click(within(modal).getByLabelText('Aksi'));
    await user().click(await screen.findByTitle('Masuk'));
    await user().click(within(modal).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(tables(requests).at(-1)?.body).toMatchObject({ filtering: { action: 'login' } }));
  });
});
