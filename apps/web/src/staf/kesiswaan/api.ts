import { useQuery } from '@tanstack/react-query';
import { STAF_PELANGGARAN, STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import type { BatalCatatBody, CatatPelanggaranBody, CatatPenghargaanBody } from '@madrasah/contract/schemas/staf-kesiswaan';
import { api } from '../../lib/api-client';

const saved = { notifySuccess: true };

/** The items of the rules with their points. */
export const useButirPelanggaran = () => useQuery({ queryKey: ['staf-pelanggaran-butir'], queryFn: async () => (await api.call(STAF_PELANGGARAN.butir)).data });

/** The active year's award criteria with their stars. */
export const useKriteriaPenghargaan = () =>
  useQuery({ queryKey: ['staf-penghargaan-kriteria'], queryFn: async () => (await api.call(STAF_PENGHARGAAN.kriteria)).data });

export const catatPelanggaran = (body: CatatPelanggaranBody) => api.call(STAF_PELANGGARAN.create, { body }, saved);
export const batalPelanggaran = (id: number, body: BatalCatatBody) => api.call(STAF_PELANGGARAN.batal, { params: { id }, body }, saved);
export const catatPenghargaan = (body: CatatPenghargaanBody) => api.call(STAF_PENGHARGAAN.create, { body }, saved);
export const batalPenghargaan = (id: number, body: BatalCatatBody) => api.call(STAF_PENGHARGAAN.batal, { params: { id }, body }, saved);
