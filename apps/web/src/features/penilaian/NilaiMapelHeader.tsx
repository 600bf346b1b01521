import { Card, Skeleton, Typography } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import { InlineLoadError } from '../../components/InlineLoadError';
import { ApiError } from '../../lib/api-client';
import { useNilaiHeader, usePeriodNames } from './api';
import { NilaiHeader } from './NilaiHeader';
import type { NilaiPeriod } from './nilai-params';

/** The head of the grades: the student's class group of the period shown, its homeroom teacher and curriculum, and the period itself. */
export function NilaiMapelHeader({ period }: { period: NilaiPeriod }) {
  const header = useNilaiHeader(period);
  const names = usePeriodNames(period);
  if (header.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  const noRombel = header.error instanceof ApiError && header.error.status === 404;
  if (header.isError && !noRombel)
    return (
      <Card>
        <InlineLoadError onRetry={() => void header.refetch()} />
      </Card>
    );
  const fields = [
    { label: 'Rombel', value: header.data?.rombel_nama },
    { label: 'Wali Kelas', value: header.data?.wali_rombel },
    { label: 'Kurikulum', value: header.data?.kurikulum_nama },
    { label: 'Tahun Ajaran', value: names.tahunAjaran },
    { label: 'Semester', value: names.semester },
  ];
  return <NilaiHeader fields={fields}>{noRombel && <Typography.Text type="secondary">{MSG.nilaiNoRombel}</Typography.Text>}</NilaiHeader>;
}
