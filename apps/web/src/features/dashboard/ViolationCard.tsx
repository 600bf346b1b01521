import { WarningOutlined } from '@ant-design/icons';
import { Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { useCanOpen } from '../../lib/can-open';
import { useViolationSummary } from './api';

/** This school year's violations of the student (own or ward) and their points. */
export function ViolationCard() {
  const { data, isPending, isError, refetch } = useViolationSummary();
  const canOpen = useCanOpen();
  return (
    <PlainCard
      title={<CardTitle icon={<WarningOutlined />}>Pelanggaran</CardTitle>}
      extra={canOpen(PAGE.pelanggaranSiswa) ? <Link to={PAGE.pelanggaranSiswa}>Lihat</Link> : undefined}
    >
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <InlineLoadError onRetry={() => void refetch()} />
      ) : (
        <div className="violation-figures">
          <Statistic title="Total Pelanggaran" value={data.total_pelanggaran} />
          <Statistic title="Total Poin" value={data.total_poin} />
        </div>
      )}
    </PlainCard>
  );
}
