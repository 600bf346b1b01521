import { Empty, Image, Input, Spin } from 'antd';
import { useState } from 'react';
import type { MediaTipe } from '@madrasah/contract/schemas/bk';
import { InlineLoadError } from '../../../components/InlineLoadError';
import { EMPTY_LIST_TEXT } from '../../../components/table/table-columns';
import { useMediaGallery } from './api';
import { MediaItem } from './MediaItem';

/** One tab: a search box over the names and the pictures, which a preview pages through. */
export function MediaGallery({ tipe }: { tipe: MediaTipe }) {
  const [search, setSearch] = useState('');
  const { data, isPending, isFetching, isError, refetch } = useMediaGallery(tipe, search);
  return (
    <>
      <Input.Search className="media-search" placeholder="Cari nama" aria-label="Cari" allowClear onSearch={(text) => setSearch(text.trim())} />
      <Spin spinning={isFetching}>
        {isError ? (
          <InlineLoadError onRetry={() => void refetch()} />
        ) : isPending ? (
          <div className="media-gallery-loading" />
        ) : data.length === 0 ? (
          <Empty description={EMPTY_LIST_TEXT} />
        ) : (
          <Image.PreviewGroup>
            <ul className="media-gallery" aria-label={`Galeri ${tipe}`}>
              {data.map((item) => (
                <li key={item.id}>
                  <MediaItem item={item} />
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        )}
      </Spin>
    </>
  );
}
