import { useMutation, useQuery } from '@tanstack/react-query';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { STAF_TAGIHAN as T } from '@madrasah/contract/endpoints/staf-tagihan';
import type { BatalPembayaranBody, BayarBody, PembayaranPilihan } from '@madrasah/contract/schemas/staf-pembayaran';
import { api } from '../../lib/api-client';
import { openInNewTab } from '../../lib/open-tab';

const saved = { notifySuccess: true };

export const bayar = async (body: BayarBody) => (await api.call(STAF_PEMBAYARAN.create, { body }, saved)).data;
export const batalPembayaran = (id: number, body: BatalPembayaranBody) => api.call(STAF_PEMBAYARAN.batal, { params: { id }, body }, saved);

/** The totals of what the list shows (its filters and search), asked again whenever they change. */
export const useRingkasan = (pilihan: PembayaranPilihan) =>
  useQuery({
    queryKey: ['staf-pembayaran-ringkasan', pilihan],
    queryFn: async () => (await api.call(STAF_PEMBAYARAN.ringkasan, { body: pilihan })).data,
  });

/** The list's payments as XLSX, kept in the export log; the answer links the file. */
export const useEkspor = () => useMutation({ mutationFn: async (body: PembayaranPilihan) => (await api.call(STAF_PEMBAYARAN.ekspor, { body }, saved)).data });

/**
 * Opens a payment's receipt (a PDF the API makes on request) in a tab opened at the click
 * (`openInNewTab`); where a pop-up blocker refuses even that, the file is saved instead.
 */
export async function bukaKuitansi(id: number, nomor: string) {
  let url = '';
  await openInNewTab(
    api.file(STAF_PEMBAYARAN.kuitansi, { params: { id } }).then((pdf) => (url = URL.createObjectURL(pdf))),
    (href) => {
      const link = document.createElement('a');
      link.href = href;
      link.download = `kuitansi-${nomor.replaceAll('/', '-').toLowerCase()}.pdf`;
      link.click();
    },
  );
  // The tab reads the file after this returns: the link is let go a minute later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
