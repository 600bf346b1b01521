import { useQuery } from '@tanstack/react-query';
import { STAF_TAGIHAN as T } from '@madrasah/contract/endpoints/staf-tagihan';
import { api } from '../../lib/api-client';

/** The active year's fees, for the billing form and the invoice list's filter. */
export const BIAYA_PILIHAN_KEY = ['staf-biaya-pilihan'];
export const useBiayaPilihan = () =>
  useQuery({
    queryKey: BIAYA_PILIHAN_KEY,
    queryFn: async () => (await api.call(T.biayaTable, { body: { pagination: { current: 1, pageSize: 100 } } })).data.list,
  });

/** The active year's arrears per class group. */
export const TUNGGAKAN_KEY = ['staf-tunggakan'];
export const useTunggakan = () => useQuery({ queryKey: TUNGGAKAN_KEY, queryFn: async () => (await api.call(T.tunggakan, { body: {} })).data });
