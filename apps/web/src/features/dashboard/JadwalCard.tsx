import { CalendarOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { mobile } from '../../components/mobile';
import { useJadwalSiswa } from './api';
import { isHari } from './jadwal-hari';
import { JadwalDayList } from './JadwalDayList';
import { JadwalHeader } from './JadwalHeader';
import { JadwalTable } from './JadwalTable';

export function JadwalCard({ hariIni }: { hariIni: string | undefined }) {
  const { data, isPending, isError, refetch } = useJadwalSiswa();
  // Like the shell, the timetable's shape follows the device type (spec 01 section 9).
  const today = isHari(hariIni) ? hariIni : undefined;

  let body;
  if (isPending) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (isError) body = <InlineLoadError onRetry={() => void refetch()} />;
  else if (data.table.length === 0) body = <Empty description="Belum ada jadwal pelajaran" />;
  else if (mobile) body = <JadwalDayList table={data.table} today={today} />;
  else body = <JadwalTable table={data.table} today={today} />;

  return (
    <PlainCard title={<CardTitle icon={<CalendarOutlined />}>Jadwal Pelajaran</CardTitle>}>
      {data?.header && <JadwalHeader header={data.header} />}
      {body}
    </PlainCard>
  );
}
