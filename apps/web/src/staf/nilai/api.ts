import { useQuery } from '@tanstack/react-query';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import { api } from '../../lib/api-client';

/** The semesters the page offers, newest first. */
export const useNilaiSemester = () => useQuery({ queryKey: ['staf-nilai-semester'], queryFn: async () => (await api.call(STAF_NILAI.semester)).data });

/** One teaching pair's grid. */
export const useNilaiGrid = (id: number) =>
  useQuery({ queryKey: ['staf-nilai-grid', id], queryFn: async () => (await api.call(STAF_NILAI.grid, { params: { id } })).data, refetchOnWindowFocus: false });
