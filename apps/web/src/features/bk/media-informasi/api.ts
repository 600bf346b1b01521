import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@madrasah/contract/endpoints';
import type { MediaRow, MediaTipe } from '@madrasah/contract/schemas/bk';
import type { TableResult } from '@madrasah/contract/table';
import { api } from '../../../lib/api-client';

/** Spec 02 section 9: a gallery loads up to 1000 items at once, without paging. */
const GALLERY_SIZE = 1000;

/** One tab's gallery, searched by name, in the server's order. */
export function useMediaGallery(tipe: MediaTipe, search: string) {
  return useQuery({
    queryKey: ['media-informasi', tipe, search],
    queryFn: async ({ signal }) => {
      const body = { search, pagination: { current: 1, pageSize: GALLERY_SIZE }, sorting: [], filtering: { tipe } };
      return (await api.post<TableResult<MediaRow>>(API.mediaInformasiTable, body, { signal })).data.list;
    },
    // A new search keeps the gallery shown until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
