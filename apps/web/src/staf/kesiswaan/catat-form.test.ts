import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addStudents, butirLabel, catatBody, isFutureDay, kriteriaLabel, studentLabel } from './catat-form';

describe('the recording form', () => {
  it('names items with their points and criteria with their stars', () => {
    expect(butirLabel({ id: 1, kode: 'A1', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat datang', poin: 5 })).toBe('A1 · Terlambat datang (5 poin)');
    expect(kriteriaLabel({ id: 2, kode: 'PH1', kriteria: 'Juara kelas', bintang: 3, penghargaan: null })).toBe('PH1 · Juara kelas (3 bintang)');
    expect(studentLabel({ nama: 'Ahmad', rombel_nama: 'X IPA 1' })).toBe('Ahmad (X IPA 1)');
  });

  it('offers today and earlier days, not tomorrow', () => {
    const today = dayjs('2026-11-27');
    expect(isFutureDay(dayjs('2026-11-27'), today)).toBe(false);
    expect(isFutureDay(dayjs('2026-08-01'), today)).toBe(false);
    expect(isFutureDay(dayjs('2026-11-28'), today)).toBe(true);
  });

  it('adds a class group’s students to those picked, each once, in the order picked', () => {
    expect(addStudents([3, 1], [1, 2, 3, 4])).toEqual([3, 1, 2, 4]);
    expect(addStudents([], [])).toEqual([]);
  });

  it('sends the students, the choice, the date and the note; the photo only when chosen; never the class group', () => {
    const values = { rombel_id: 5, siswa_ids: [1, 2], tata_tertib_id: 7, tanggal: '2026-11-27', keterangan: 'Datang 07.20', foto: undefined };
    expect(catatBody(values)).toEqual({ siswa_ids: [1, 2], tata_tertib_id: 7, tanggal: '2026-11-27', keterangan: 'Datang 07.20' });
    expect(catatBody({ ...values, foto: 'data:image/jpeg;base64,AAAA' })).toMatchObject({ foto: 'data:image/jpeg;base64,AAAA' });
  });
});
