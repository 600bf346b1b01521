// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlumniTracing } from '@madrasah/contract/schemas/alumni';
import { TracingView } from './TracingView';

const TRACING: AlumniTracing = {
  tahun_masuk: '2019',
  tahun_lulus: '2022',
  file_ijazah: 'ijazah/2022/ijazah.pdf?sig=abc',
  main_path: '/api/files/',
  no_telp: '081234567890',
  alamat_sekarang: null,
  kategori: 'Kuliah',
  pendidikan_terakhir: 'S1',
  pendidikan_instansi: 'UIN Sunan Kalijaga',
  pekerjaan: null,
  pekerjaan_instansi: null,
  alamat_instansi: 'Yogyakarta',
};

describe('the tracing read view', () => {
  it('lists each section’s fields by their labels, an empty one as "-", and links the ijazah', () => {
    render(<TracingView data={TRACING} />);
    const status = screen.getByRole('region', { name: 'STATUS KELULUSAN' });
    expect(within(status).getByText('Tahun Masuk')).toBeTruthy();
    expect(within(status).getByText('2019')).toBeTruthy();
    expect(within(status).getByRole('link', { name: /Lihat ijazah/ })).toHaveProperty(
      'href',
      expect.stringContaining('/api/files/ijazah/2022/ijazah.pdf?sig=abc'),
    );
    const kontak = screen.getByRole('region', { name: 'KONTAK YANG DAPAT DIHUBUNGI' });
    expect(within(kontak).getByText('081234567890')).toBeTruthy();
    expect(within(kontak).getByText('-')).toBeTruthy();
    const tracing = screen.getByRole('region', { name: 'TRACING' });
    for (const text of ['Kategori', 'Kuliah', 'Pendidikan Terakhir', 'S1', 'Instansi Pendidikan', 'UIN Sunan Kalijaga', 'Alamat Instansi', 'Yogyakarta']) {
      expect(within(tracing).getByText(text)).toBeTruthy();
    }
    expect(within(tracing).getAllByText('-')).toHaveLength(2);
  });
});
