import { Card, Descriptions, Flex, Skeleton, Statistic } from 'antd';
import { InlineLoadError } from '../../components/InlineLoadError';
import { usePramukaPenilaian } from './api';

/** The scouting page's header: the student, and how many Bantara and Laksana skills they passed. */
export function PramukaHeader({ siswaId }: { siswaId: number }) {
  const header = usePramukaPenilaian(siswaId);
  const { data } = header;
  if (!data) return <Card>{header.isError ? <InlineLoadError onRetry={() => void header.refetch()} /> : <Skeleton active paragraph={{ rows: 1 }} />}</Card>;
  return (
    <Card>
      <Flex className="pramuka-header" gap={16} wrap justify="space-between" align="center">
        <Descriptions
          className="pramuka-header-fields"
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'nisn', label: 'NISN', children: data.nisn },
            { key: 'nis', label: 'NIS', children: data.nis || '-' },
            { key: 'nama', label: 'Nama', children: data.nama },
          ]}
        />
        <Flex gap={32}>
          <Statistic title="Total Bantara" value={data.total_bantara} />
          <Statistic title="Total Laksana" value={data.total_laksana} />
        </Flex>
      </Flex>
    </Card>
  );
}
