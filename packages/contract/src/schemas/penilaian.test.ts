import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { PENILAIAN } from '../endpoints/penilaian.js';

const nilaiTableSchema = PENILAIAN.table.body;
const sumatifTableSchema = PENILAIAN.sumatifTable.body;

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the grades filter', () => {
  it('takes both parts, as numbers or digits, or neither (the active period)', () => {
    expect(nilaiTableSchema.parse({}).filtering).toEqual({});
    expect(nilaiTableSchema.parse({ filtering: { tahun_ajaran_id: '', semester_id: null } }).filtering).toEqual({});
    expect(nilaiTableSchema.parse({ filtering: { tahun_ajaran_id: '3', semester_id: 7 } }).filtering).toEqual({ tahun_ajaran_id: 3, semester_id: 7 });
  });

  it('refuses one part without the other with the spec’s message, on the missing one', () => {
    expect(issues(nilaiTableSchema.safeParse({ filtering: { tahun_ajaran_id: 3 } }))).toEqual([['filtering.semester_id', MSG.choosePeriodFirst]]);
    expect(issues(nilaiTableSchema.safeParse({ filtering: { semester_id: 7 } }))).toEqual([['filtering.tahun_ajaran_id', MSG.choosePeriodFirst]]);
  });
});

describe('the summative filter', () => {
  it('requires the year, the semester, the class group and the subject', () => {
    const fields = ['tahun_ajaran_id', 'semester_id', 'rombel_id', 'mapel_id'];
    expect(issues(sumatifTableSchema.safeParse({}))).toEqual(fields.map((f) => [`filtering.${f}`, MSG.mustChoose]));
    expect(issues(sumatifTableSchema.safeParse({ filtering: { tahun_ajaran_id: 1, semester_id: 2, rombel_id: ' ', mapel_id: 4 } }))).toEqual([
      ['filtering.rombel_id', MSG.mustChoose],
    ]);
    expect(sumatifTableSchema.parse({ filtering: { tahun_ajaran_id: '1', semester_id: 2, rombel_id: 3, mapel_id: '4' } }).filtering).toEqual({
      tahun_ajaran_id: 1,
      semester_id: 2,
      rombel_id: 3,
      mapel_id: 4,
    });
  });
});
