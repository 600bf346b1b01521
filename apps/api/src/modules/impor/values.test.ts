import { describe, expect, it } from 'vitest';
import { OPTIONS } from '@madrasah/contract/options';
import { csvRecords, detectSeparator } from './csv.js';
import { headerWords } from './header.js';
import { isoDateOf, jenisKelaminOf, nismOfNipd, nisnOf, optionOf, placeName } from './values.js';

describe('cell values', () => {
  it('reads the date orders a sheet holds, and an Excel serial number, as YYYY-MM-DD', () => {
    for (const text of ['2010-01-09', '09-01-2010', '09/01/2010', '9/1/2010', ' 09.01.2010 ', '40187']) expect(isoDateOf(text)).toBe('2010-01-09');
    expect(isoDateOf('1900-03-01')).toBe('1900-03-01');
    expect(isoDateOf('61')).toBe('1900-03-01');
    // What is no date goes on unchanged, for the form's rule to name.
    expect(isoDateOf('kemarin')).toBe('kemarin');
    expect(isoDateOf('2010-13-45')).toBe('2010-13-45');
  });

  it('takes L/P and option values in any letter case, in the list’s own spelling', () => {
    expect(jenisKelaminOf(OPTIONS.jenis_kelamin, ' l ')).toBe('Laki-Laki');
    expect(jenisKelaminOf(OPTIONS.jenis_kelamin, 'P')).toBe('Perempuan');
    expect(jenisKelaminOf(OPTIONS.jenis_kelamin, 'laki-laki')).toBe('Laki-Laki');
    expect(optionOf(OPTIONS.pekerjaan, 'tidak  bekerja')).toBe('Tidak Bekerja');
    expect(optionOf(OPTIONS.agama, 'Budha')).toBe('Budha');
  });

  it('gives a NISN stored as a number its lost leading zeros, and judges nothing else', () => {
    expect(nisnOf('91234561')).toBe('0091234561');
    expect(nisnOf(' 101234567 ')).toBe('0101234567');
    expect(nisnOf('0091234561')).toBe('0091234561');
    // Too short to be a NISN that lost zeros, or not digits: left for the form's rule to refuse.
    expect(nisnOf('1234567')).toBe('1234567');
    expect(nisnOf('00912345x1')).toBe('00912345x1');
  });

  it('takes an 18-digit NIPD as the NISM and leaves a school-local NIPD out', () => {
    expect(nismOfNipd('131134040001000001')).toBe('131134040001000001');
    expect(nismOfNipd('2122.10.001')).toBe('');
    expect(nismOfNipd('1234')).toBe('');
  });

  it('reads region and header names without their prefixes, word order or "Data"', () => {
    expect(placeName('Kec. Gamping')).toBe('gamping');
    expect(placeName('KECAMATAN  Depok')).toBe('depok');
    expect(placeName('Desa Ambarketawang')).toBe('ambarketawang');
    expect(headerWords('Data Ayah / Tahun Lahir')).toBe(headerWords('Tahun Lahir Ayah'));
    expect(headerWords('Rombel Saat Ini')).not.toBe(headerWords('Rombel'));
  });
});

describe('CSV', () => {
  it('finds the separator outside quotes', () => {
    expect(detectSeparator('Nama;NISN;JK\n"Ani, S.Pd";1;P\n')).toBe(';');
    expect(detectSeparator('Nama,NISN,JK\n"Ani; Budi",1,P\n')).toBe(',');
  });

  it('keeps quoted separators, quotes and line breaks inside their field, one record per row', () => {
    const text = 'a;"b;c";"say ""hi"""\r\n"two\nlines";;\nlast';
    expect([...csvRecords(text, ';')]).toEqual([['a', 'b;c', 'say "hi"'], ['two\nlines', '', ''], ['last']]);
  });
});
