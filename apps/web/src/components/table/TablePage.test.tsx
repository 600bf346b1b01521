// @vitest-environment happy-dom
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { tableEndpoint, type TableQuery, type TableResult } from '@madrasah/contract/table';
import { at, fakeApi, ok, refused, type FakeRequest } from '../../../test/fake-api';
import { renderSignedIn, user } from '../../../test/signed-in';
import { TablePage } from './TablePage';
import { prefetchTable, useTableQuery } from './useTableQuery';

const rowSchema = z.object({ id: z.number(), nama: z.string(), kelas: z.string().nullable() });
type Row = z.infer<typeof rowSchema>;

// A table endpoint of the test's own: its body is read as the API reads it.
const ENDPOINT = tableEndpoint({
  path: '/uji/siswa/table',
  summary: 'A list for the test',
  tag: 'uji',
  access: 'session',
  filtering: z.object({}).optional(),
  row: rowSchema,
  sortFields: ['id'],
});

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: count - i, nama: `Siswa ${count - i}`, kelas: i === 0 ? null : 'X IPA 1' }));

/** The server's table: reads the body as the API does, filters by name, orders by id and pages. */
function serveTable(all: Row[]) {
  return (request: FakeRequest) => {
    const body = ENDPOINT.body.parse(request.body);
    const found = all.filter((row) => row.nama.toLowerCase().includes(body.search.toLowerCase()));
    const sorted = body.sorting[0]?.sort === 'ASC' ? [...found].sort((a, b) => a.id - b.id) : found;
    const { current, pageSize } = body.pagination;
    const result: TableResult<Row> = { list: sorted.slice((current - 1) * pageSize, current * pageSize), info: { total: found.length, current, pageSize } };
    return ok(result);
  };
}

function SiswaList({ onCreate, onEdit }: { onCreate?: () => void; onEdit?: (row: Row) => void }) {
  const table = useTableQuery(ENDPOINT);
  return (
    <TablePage
      title="Daftar Siswa"
      table={table}
      name={{ title: 'Nama', value: (row) => row.nama }}
      columns={[{ key: 'kelas', title: 'Kelas' }]}
      sortFields={[{ value: 'id', label: 'Tanggal Pembuatan' }]}
      onCreate={onCreate}
      rowActions={onEdit && ((row) => [{ key: 'update', label: 'Update', onClick: () => onEdit(row) }])}
    />
  );
}

const tableBodies = (requests: FakeRequest[]) => requests.filter((r) => r.path === ENDPOINT.path).map((r) => r.body as TableQuery);

/** The numbered rows of the table as the user reads them: 'No' and 'Nama'. */
const shownRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    );

describe('TablePage', () => {
  it('asks for page 1 of 10, newest first, and numbers the rows with the total below', async () => {
    const requests = fakeApi({ [at(ENDPOINT)]: serveTable(rows(12)) });
    renderSignedIn(<SiswaList />);

    expect(await screen.findByText('Siswa 12')).toBeTruthy();
    expect(tableBodies(requests)[0]).toEqual({ search: '', pagination: { current: 1, pageSize: 10 }, sorting: [{ field: 'id', sort: 'DESC', urutan: 1 }] });
    expect(shownRows().slice(0, 2)).toEqual(['1 Siswa 12', '2 Siswa 11']);
    expect(screen.getByText('Total 12 items')).toBeTruthy();
    // An empty cell shows '-'.
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]!.textContent).toBe('-');
  });

  it('shows the first page a visit asked for before the list rendered, without asking again', async () => {
    const requests = fakeApi({ [at(ENDPOINT)]: serveTable(rows(12)) });
    // What a page's `prefetch` does while its code loads: the list then mounts on the same query.
    function PrefetchedList() {
      const queryClient = useQueryClient();
      useState(() => prefetchTable(queryClient, ENDPOINT));
      return <SiswaList />;
    }
    renderSignedIn(<PrefetchedList />);

    expect(await screen.findByText('Siswa 12')).toBeTruthy();
    expect(tableBodies(requests)).toHaveLength(1);
  });

  it('numbers the second page on from the first', async () => {
    const requests = fakeApi({ [at(ENDPOINT)]: serveTable(rows(12)) });
    renderSignedIn(<SiswaList />);
    await screen.findByText('Siswa 12');

    await user().click(screen.getByTitle('2'));
    expect(await screen.findByText('Siswa 2')).toBeTruthy();
    expect(shownRows()).toEqual(['11 Siswa 2', '12 Siswa 1']);
    expect(tableBodies(requests).at(-1)?.pagination).toEqual({ current: 2, pageSize: 10 });
  });

  it('searches on Enter from page 1 again, and says so when nothing matches', async () => {
    const requests = fakeApi({ [at(ENDPOINT)]: serveTable(rows(12)) });
    renderSignedIn(<SiswaList />);
    await screen.findByText('Siswa 12');
    await user().click(screen.getByTitle('2'));
    await screen.findByText('Siswa 2');

    await user().type(screen.getByRole('searchbox', { name: 'Cari' }), '  Siswa 1  {Enter}');
    await waitFor(() => expect(shownRows()).toEqual(['1 Siswa 12', '2 Siswa 11', '3 Siswa 10', '4 Siswa 1']));
    expect(tableBodies(requests).at(-1)).toMatchObject({ search: 'Siswa 1', pagination: { current: 1 } });

    await user().clear(screen.getByRole('searchbox', { name: 'Cari' }));
    await user().type(screen.getByRole('searchbox', { name: 'Cari' }), 'Budi{Enter}');
    expect(await screen.findAllByText('Data tidak ditemukan')).not.toHaveLength(0);
  });

  it('orders by the direction chosen in the sort popover', async () => {
    const requests = fakeApi({ [at(ENDPOINT)]: serveTable(rows(3)) });
    renderSignedIn(<SiswaList />);
    await screen.findByText('Siswa 3');

    await user().click(screen.getByRole('button', { name: /Urutkan/ }));
    await user().click(await screen.findByRole('radio', { name: 'Ascending' }));
    await waitFor(() => expect(shownRows()).toEqual(['1 Siswa 1', '2 Siswa 2', '3 Siswa 3']));
    expect(tableBodies(requests).at(-1)?.sorting).toEqual([{ field: 'id', sort: 'ASC', urutan: 1 }]);
  });

  it("shows a failed fetch as 'Failed' with the server's message and keeps the rows shown before", async () => {
    let fail = false;
    const serve = serveTable(rows(12));
    fakeApi({ [at(ENDPOINT)]: (request) => (fail ? refused(400, 'Kolom urutan tidak tersedia') : serve(request)) });
    renderSignedIn(<SiswaList />);
    await screen.findByText('Siswa 12');

    fail = true;
    await user().click(screen.getByTitle('2'));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('Kolom urutan tidak tersedia')).toBeTruthy();
    expect(screen.getByText('Siswa 12')).toBeTruthy();
  });

  it("offers 'Tambah' and each row's menu only when the page gives them", async () => {
    fakeApi({ [at(ENDPOINT)]: serveTable(rows(2)) });
    const onCreate = vi.fn();
    const onEdit = vi.fn();
    const { unmount } = renderSignedIn(<SiswaList />);
    await screen.findByText('Siswa 2');
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    unmount();

    renderSignedIn(<SiswaList onCreate={onCreate} onEdit={onEdit} />);
    await screen.findByText('Siswa 2');
    await user().click(screen.getByRole('button', { name: /Tambah/ }));
    expect(onCreate).toHaveBeenCalledOnce();
    await user().click(screen.getByRole('button', { name: 'Aksi Siswa 1' }));
    await user().click(await screen.findByText('Update'));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});
