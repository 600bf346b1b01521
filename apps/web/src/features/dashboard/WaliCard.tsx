import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton } from 'antd';
import { Link } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { api } from '../../lib/api-client';
import { useCanOpen } from '../../lib/can-open';
import { formatDate, formatRupiah } from '../../lib/format';

/** HH:MM of a clock time, '-' without one. */
const jam = (waktu: string | null) => waktu?.slice(0, 5) ?? '-';

/** The guardian's chosen child: who, today's attendance, the permits in progress and the next unpaid invoice. */
export function WaliCard() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['dashboard', 'wali'],
    queryFn: async ({ signal }) => (await api.call(DASHBOARD.wali, {}, { signal })).data,
  });
  const canOpen = useCanOpen();
  const link = (path: string, text: string) => (canOpen(path) ? <Link to={path}>{text}</Link> : null);
  if (isPending)
    return (
      <PlainCard title={<CardTitle icon={<UserOutlined />}>Ananda</CardTitle>}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </PlainCard>
    );
  if (isError)
    return (
      <PlainCard title={<CardTitle icon={<UserOutlined />}>Ananda</CardTitle>}>
        <InlineLoadError onRetry={() => void refetch()} />
      </PlainCard>
    );
  const { siswa, kehadiran, perizinan_diajukan, tagihan } = data;
  return (
    <PlainCard title={<CardTitle icon={<UserOutlined />}>{`Ananda ${siswa.nama}`}</CardTitle>} extra={siswa.rombel_nama ?? undefined}>
      <Descriptions column={1} size="small" className="wali-ringkasan">
        <Descriptions.Item label="Kehadiran hari ini">
          {kehadiran ? `${kehadiran.nama} · Masuk ${jam(kehadiran.waktu_masuk)} · Pulang ${jam(kehadiran.waktu_pulang)}` : 'Belum presensi'}
        </Descriptions.Item>
        <Descriptions.Item label="Perizinan diproses">
          <span>
            {perizinan_diajukan} izin {link(PAGE.perizinanSiswa, 'Lihat')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Tagihan berikutnya">
          {tagihan ? (
            <span>
              {tagihan.nama} · {formatRupiah(tagihan.sisa)}
              {tagihan.jatuh_tempo ? ` · jatuh tempo ${formatDate(tagihan.jatuh_tempo)}` : ''} {link(PAGE.tagihanSiswa, 'Bayar')}
            </span>
          ) : (
            'Tidak ada tagihan yang belum lunas'
          )}
        </Descriptions.Item>
      </Descriptions>
    </PlainCard>
  );
}
