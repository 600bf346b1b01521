import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BK } from '@madrasah/contract/endpoints/bk';
import type { MediaTipe } from '@madrasah/contract/schemas/bk';
import { api } from '../../../lib/api-client';

/** Spec 02 section 9: a gallery loads up to 1000 items at once, without paging. */
const GALLERY_SIZE = 1000;

/** One tab's gallery, searched by name, in the server's order. */
export function useMediaGallery(tipe: MediaTipe, search: string) {
  return useQuery({
    queryKey: ['media-informasi', tipe, search],
    queryFn: async ({ signal }) => {
      const body = { search, pagination: { current: 1, pageSize: GALLERY_SIZE }, filtering: { tipe } };
      return (await api.call(BK.mediaTable, { body }, { signal })).data.list;
    },
    // A new search keeps the gallery shown until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
