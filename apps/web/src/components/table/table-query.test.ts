import { describe, expect, it } from 'vitest';
import { initialTableState, pageInRange, rowNumber, tableBody, withFilter, withPage, withSearch, withSort } from './table-query';

const onPage3 = withPage(initialTableState(), 3);

describe('table query state', () => {
  it('starts on page 1 of 10, newest first, and sends that as the table body', () => {
    expect(tableBody(initialTableState())).toEqual({
      search: '',
      pagination: { current: 1, pageSize: 10 },
      sorting: [{ field: 'id', sort: 'DESC', urutan: 1 }],
    });
  });

  it('goes back to page 1 on a new search, trimmed, and on a new order', () => {
    expect(withSearch(onPage3, '  beasiswa ')).toMatchObject({ search: 'beasiswa', current: 1 });
    const sorted = withSort(onPage3, { field: 'nama', sort: 'ASC' });
    expect(tableBody(sorted)).toMatchObject({ pagination: { current: 1 }, sorting: [{ field: 'nama', sort: 'ASC', urutan: 1 }] });
  });

  it('keeps search and order when paging, and starts again at page 1 with another page size', () => {
    const searched = withPage(withSearch(initialTableState(), 'x'), 2);
    expect(tableBody(searched)).toMatchObject({ search: 'x', pagination: { current: 2, pageSize: 10 } });
    expect(withPage(onPage3, 3, 20)).toMatchObject({ current: 1, pageSize: 20 });
    expect(withPage(onPage3, 4, 10)).toMatchObject({ current: 4, pageSize: 10 });
  });

  it('sends only the filters that are set, and goes back to page 1 with new ones', () => {
    const fixed = initialTableState({ aktivitas: 'PRAMUKA' });
    expect(tableBody(fixed).filtering).toEqual({ aktivitas: 'PRAMUKA' });
    const filtered = withFilter(withPage(fixed, 3), { aktivitas: 'PRAMUKA', tahun_ajaran_id: 2, semester_id: undefined, rombel_id: null, tgl_awal: '' });
    expect(tableBody(filtered)).toMatchObject({ pagination: { current: 1 }, filtering: { aktivitas: 'PRAMUKA', tahun_ajaran_id: 2 } });
    expect(tableBody(filtered).filtering).not.toHaveProperty('semester_id');
    expect(tableBody(withFilter(fixed, { status: undefined }))).not.toHaveProperty('filtering');
  });

  it('numbers rows on from the previous pages', () => {
    expect(rowNumber(onPage3, 0)).toBe(21);
    expect(rowNumber(initialTableState(), 4)).toBe(5);
  });

  it('falls back to the last page that still has rows', () => {
    expect(pageInRange(onPage3, 20)).toBe(2);
    expect(pageInRange(onPage3, 21)).toBe(3);
    expect(pageInRange(onPage3, 0)).toBe(1);
  });
});
