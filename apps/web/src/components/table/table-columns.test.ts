import { describe, expect, it } from 'vitest';
import { listLayout } from './table-columns';

describe('listLayout', () => {
  type Row = { id: number; siswa: string; pos: string; nominal: number };
  const siswa = { key: 'siswa', title: 'Siswa', value: (r: Row) => r.siswa };
  const pos = { key: 'pos', title: 'Pos Pemasukan', value: (r: Row) => r.pos };
  const columns = [
    { key: 'pos', title: 'Pos Pemasukan' },
    { key: 'nominal', title: 'Nominal' },
  ];

  it("keeps the spec's order on a desktop, the first column naming each row", () => {
    const layout = listLayout(siswa, pos, columns, false);
    expect(layout.name.title).toBe('Siswa');
    expect(layout.columns.map((c) => c.key)).toEqual(['pos', 'nominal']);
  });

  it("titles a phone's cards by another column, the first one becoming a line", () => {
    const layout = listLayout(siswa, pos, columns, true);
    const row = { id: 1, siswa: 'Aisyah', pos: 'SPP', nominal: 150_000 };
    expect(layout.name.value(row)).toBe('SPP');
    expect(layout.columns.map((c) => c.key)).toEqual(['siswa', 'nominal']);
    expect(layout.columns[0]!.render!(row)).toBe('Aisyah');
  });
});
