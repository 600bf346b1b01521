import { describe, expect, it } from 'vitest';
import { MEDIA_FOTO_MAX, type AnggotaRow } from '@madrasah/contract/schemas/staf-kegiatan';
import { limitFoto, namaDariFile, nilaiChanges, nilaiErrorCell, uploadEach } from './kegiatan-logic';

const row = (id: number, ganjil: number | null, genap: number | null): AnggotaRow => ({
  rownum: id,
  id,
  siswa_id: id + 100,
  nama: `Siswa ${id}`,
  nisn: `00${id}`,
  rombel_nama: 'X IPA 1',
  nilai_semester_ganjil: ganjil,
  nilai_semester_genap: genap,
});

describe('the score grid', () => {
  it('sends only the rows whose scores changed, keeping the untouched cell', () => {
    const rows = [row(1, 80, null), row(2, null, null), row(3, 90, 91)];
    const body = nilaiChanges(rows, {
      1: { nilai_semester_genap: '85,25' },
      2: { nilai_semester_ganjil: '  ' },
      3: { nilai_semester_ganjil: '90' },
    });
    expect(body).toEqual([{ id: 1, nilai_semester_ganjil: '80', nilai_semester_genap: '85,25' }]);
  });

  it('clears a score emptied in its cell', () => {
    expect(nilaiChanges([row(4, 70, 75)], { 4: { nilai_semester_genap: '' } })).toEqual([{ id: 4, nilai_semester_ganjil: '70', nilai_semester_genap: null }]);
  });

  it('finds the cell a refusal names', () => {
    const body = [
      { id: 7, nilai_semester_ganjil: '80', nilai_semester_genap: null },
      { id: 9, nilai_semester_ganjil: '101', nilai_semester_genap: null },
    ];
    expect(nilaiErrorCell('nilai.1.nilai_semester_ganjil', body)).toEqual({ id: 9, column: 'nilai_semester_ganjil' });
    expect(nilaiErrorCell('nilai.5.nilai_semester_ganjil', body)).toBeUndefined();
    expect(nilaiErrorCell('nama', body)).toBeUndefined();
  });
});

describe('the media upload', () => {
  it('names an item after its file', () => {
    expect(namaDariFile('brosur_snbp-2027.final.jpg')).toBe('brosur snbp 2027.final');
    expect(namaDariFile('.png')).toBe('Media');
  });

  it('keeps at most the allowed number of photos', () => {
    const files = Array.from({ length: MEDIA_FOTO_MAX + 3 }, (_, i) => i);
    expect(limitFoto(files)).toEqual({ kept: files.slice(0, MEDIA_FOTO_MAX), dropped: 3 });
    expect(limitFoto([1, 2])).toEqual({ kept: [1, 2], dropped: 0 });
  });

  it('uploads one after another and goes on past a refused photo', async () => {
    const sent: string[] = [];
    const outcomes = await uploadEach([{ nama: 'a' }, { nama: 'b' }, { nama: 'c' }], async ({ nama }) => {
      sent.push(nama);
      if (nama === 'b') throw new Error('Anda bisa upload JPG/PNG file!');
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(outcomes).toEqual([
      { nama: 'a', ok: true },
      { nama: 'b', ok: false, message: 'Anda bisa upload JPG/PNG file!' },
      { nama: 'c', ok: true },
    ]);
  });
});
