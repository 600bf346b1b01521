import { describe, expect, it } from 'vitest';
import type { NilaiRow } from '@madrasah/contract/schemas/penilaian';
import { mapelFromQuery, nilaiListPath, periodFromQuery, sumatifPath } from './nilai-params';

const active = { tahun_ajaran_id: 2, semester_id: 3 };

describe('the grades period', () => {
  it("reads the address's year and semester, or the active ones when either is missing or not an id", () => {
    expect(periodFromQuery(new URLSearchParams('tahun_ajaran_id=1&semester_id=4'), active)).toEqual({ tahun_ajaran_id: 1, semester_id: 4 });
    for (const query of ['', 'tahun_ajaran_id=1', 'tahun_ajaran_id=1&semester_id=x', 'tahun_ajaran_id=0&semester_id=4', 'tahun_ajaran_id=-1&semester_id=4']) {
      expect(periodFromQuery(new URLSearchParams(query), active)).toEqual(active);
    }
    expect(nilaiListPath({ tahun_ajaran_id: 1, semester_id: 4 })).toBe('/penilaian/nilai-mapel?tahun_ajaran_id=1&semester_id=4');
  });
});

describe('the summative detail address', () => {
  const row = { tahun_ajaran_id: 1, semester_id: 4, rombel_id: 7, mapel_id: 9, mapel_singkatan: 'QH', mapel_nama: "Al-Qur'an Hadis" } as NilaiRow;

  it('names the subject in the query, and reads it back', () => {
    const path = sumatifPath(row);
    expect(path).toBe('/penilaian/nilai-mapel/detail/1/4/7/9?mapel=QH+-+Al-Qur%27an+Hadis');
    expect(mapelFromQuery(new URL(path, 'http://x').searchParams.get('mapel'))).toEqual({ singkatan: 'QH', nama: "Al-Qur'an Hadis" });
  });

  it('takes a query without an abbreviation as the name, and none as null', () => {
    expect(mapelFromQuery('Matematika')).toEqual({ singkatan: '', nama: 'Matematika' });
    expect(mapelFromQuery(' ')).toBeNull();
    expect(mapelFromQuery(null)).toBeNull();
  });
});
