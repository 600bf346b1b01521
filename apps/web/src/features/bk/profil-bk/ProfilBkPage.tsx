import { Breadcrumb, Card, Flex, Skeleton } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import { InlineLoadError } from '../../../components/InlineLoadError';
import { PdfView } from '../../../components/PdfView';
import { useBkDokumen } from './api';

/** '/bimbingan-konseling/profil-bk': the counselling unit's active profile PDF, as the rules page shows its PDF. */
export default function ProfilBkPage() {
  const { data, isPending, isError, refetch } = useBkDokumen();
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Profil BK' }]} />
      <Card size="small">
        {isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : isError ? (
          <InlineLoadError onRetry={() => void refetch()} />
        ) : (
          <PdfView src={data.file && `${data.main_path}${data.file}`} name={data.nama ?? 'Profil BK'} emptyText={MSG.bkProfileEmpty} />
        )}
      </Card>
    </Flex>
  );
}
