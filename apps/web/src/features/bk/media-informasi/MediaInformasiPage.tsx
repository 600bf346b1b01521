import { Breadcrumb, Card, Flex, Tabs } from 'antd';
import { MEDIA_TIPE, MEDIA_TIPE_LABEL } from '@madrasah/contract/schemas/bk';
import { useTabParam } from '../../../lib/use-tab-param';
import { MediaGallery } from './MediaGallery';
import './media-informasi.css';

/** '/bimbingan-konseling/media-informasi': a picture gallery per kind, the tab chosen by `?tab=` (Leater, PTN, Kedinasan). */
export default function MediaInformasiPage() {
  const [active, setActive] = useTabParam(MEDIA_TIPE);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Media Informasi' }]} />
      <Card size="small">
        <Tabs
          activeKey={active}
          onChange={setActive}
          items={MEDIA_TIPE.map((tipe) => ({ key: tipe, label: MEDIA_TIPE_LABEL[tipe], children: <MediaGallery tipe={tipe} /> }))}
        />
      </Card>
    </Flex>
  );
}
