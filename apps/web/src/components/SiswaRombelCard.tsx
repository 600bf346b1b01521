import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton, Statistic } from 'antd';
import type { SiswaRombelHeader } from '@madrasah/contract/schemas/kesiswaan';
import { InlineLoadError } from './InlineLoadError';
// The student's numbers look as in the student record's header.
import './student-record/student-record.css';
import './siswa-rombel-card.css';

type Props<H extends SiswaRombelHeader> = {
  header: UseQueryResult<H>;
  /** The year's total beside the student (points, stars); none for the test results. */
  total?: { title: string; value: (header: H) => number };
};

/** The student of a history page (violations, awards, test results) in their class group. */
export function SiswaRombelCard<H extends SiswaRombelHeader>({ header, total }: Props<H>) {
  const { data, isPending, isError, refetch } = header;
  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  if (isError)
    return (
      <Card>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  const fields = [
    ['NISN', data.nisn],
    ['Nama Peserta Didik', data.nama],
    ['Jenis Kelamin', data.jenis_kelamin],
    ['Rombel', data.rombel_nama],
  ];
  return (
    <Card className="riwayat-header">
      <dl className="siswa-header-ids riwayat-header-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      {total && <Statistic className="riwayat-header-total" title={total.title} value={total.value(data)} />}
    </Card>
  );
}
