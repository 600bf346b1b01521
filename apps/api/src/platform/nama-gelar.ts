/** A teacher's name with their titles, as letters and headers print it: 'Dra. Siti Aminah, M.Pd.'. */
export const namaGelar = (t: { gelar_depan: string | null; nama_lengkap: string; gelar_belakang: string | null }) =>
  [t.gelar_depan, [t.nama_lengkap, t.gelar_belakang].filter(Boolean).join(', ')].filter(Boolean).join(' ');
