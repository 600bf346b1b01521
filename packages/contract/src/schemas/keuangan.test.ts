import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { KEUANGAN } from '../endpoints/keuangan.js';
import { pemasukanDetailDropdownSchema, tagihanEksporSchema } from './keuangan.js';

const pembayaranTableSchema = KEUANGAN.pembayaranTable.body;
const tagihanTableSchema = KEUANGAN.tagihanTable.body;

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the payment and invoice lists', () => {
  it('start on page 1 of 10 without filters', () => {
    for (const schema of [pembayaranTableSchema, tagihanTableSchema]) {
      expect(schema.parse({})).toEqual({ search: '', pagination: { current: 1, pageSize: 10 }, sorting: [], filtering: {} });
    }
  });

  it('take ids as numbers or digits, and blank or null as not filtered', () => {
    const { filtering } = pembayaranTableSchema.parse({ filtering: { siswa_id: '12', tahun_ajaran: 3, detail_pemasukan_id: '' } });
    expect(filtering).toEqual({ siswa_id: 12, tahun_ajaran: 3, detail_pemasukan_id: undefined });
    expect(tagihanTableSchema.parse({ filtering: { siswa_id: null, tahun_ajaran: ' ' } }).filtering).toEqual({ siswa_id: undefined, tahun_ajaran: undefined });
  });

  it('refuse an id that is not one', () => {
    const result = tagihanTableSchema.safeParse({ filtering: { tahun_ajaran: '2026/2027', siswa_id: -4 } });
    expect(result.success).toBe(false);
    expect(
      messages(result)
        ?.map(([path]) => path)
        .sort(),
    ).toEqual(['filtering.siswa_id', 'filtering.tahun_ajaran']);
  });
});

describe('the invoice export', () => {
  it('needs a school year', () => {
    expect(messages(tagihanEksporSchema.safeParse({ siswa_id: 5 }))).toEqual([['tahun_ajaran', MSG.mustChoose]]);
    expect(messages(tagihanEksporSchema.safeParse({ tahun_ajaran: '' }))).toEqual([['tahun_ajaran', MSG.mustChoose]]);
  });

  it('may name the student and one fee', () => {
    expect(tagihanEksporSchema.parse({ siswa_id: '5', tahun_ajaran: '2', detail_pemasukan_id: 9 })).toEqual({
      siswa_id: 5,
      tahun_ajaran: 2,
      detail_pemasukan_id: 9,
    });
  });
});

describe('the fee picker', () => {
  it('asks for a school year, or none for the active one', () => {
    expect(pemasukanDetailDropdownSchema.parse({})).toEqual({ tahun_ajaran: undefined });
    expect(pemasukanDetailDropdownSchema.parse({ tahun_ajaran: '7' })).toEqual({ tahun_ajaran: 7 });
  });
});
