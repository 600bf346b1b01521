import { Alert, Card, Empty, Flex, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { STAF_PAGE, isAllowed, type AccessMap } from '@madrasah/contract/access';
import type { Hari } from '@madrasah/contract/jadwal';
import { MSG } from '@madrasah/contract/messages';
import type { Beranda, BerandaRombel } from '@madrasah/contract/schemas/staf-beranda';
import LoadError from '../../components/LoadError';
import { cardSize, mobile } from '../../components/mobile';
import { useAccessMap } from '../../lib/access-map';
import { formatDate, formatRupiah } from '../../lib/format';
import { presensiLink } from '../presensi/presensi-query';
import { useStafPrivilege } from '../session';
import { useBeranda } from './api';
import './beranda.css';

/** The spec keys Sunday 'Minggu' but shows it as 'Ahad'. */
const hariLabel = (hari: Hari) => (hari === 'Minggu' ? 'Ahad' : hari);

/** 'Senin, 23 November 2026'. */
const todayLabel = (data: Beranda) => `${hariLabel(data.hari)}, ${formatDate(data.tanggal, 'D MMMM YYYY')}`;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

type Count = { title: string; value: number | string; suffix?: string; alert?: boolean; to?: string };

/**
 * Where each figure leads: the attendance figures to the day's list (of the first class group
 * listed; each row of the table below leads to its own), the permits waiting to the queue, the
 * consultations to the inbox, the arrears to the treasurer's Tunggakan tab. A figure links only where the caller's map opens the list.
 */
export function berandaLinks(data: Beranda, access: AccessMap | undefined) {
  const open = (path: string) => isAllowed(access, path, 'view');
  const first = data.rombel[0];
  return {
    presensi: (rombelId: number | undefined = first?.rombel_id) =>
      open(STAF_PAGE.presensi) && rombelId !== undefined ? presensiLink(rombelId, data.tanggal) : undefined,
    perizinan: open(STAF_PAGE.perizinan) ? `${STAF_PAGE.perizinan}?status=DIAJUKAN` : undefined,
    konsultasi: open(STAF_PAGE.konsultasi) ? STAF_PAGE.konsultasi : undefined,
    tunggakan: open(STAF_PAGE.tagihan) ? `${STAF_PAGE.tagihan}?tab=tunggakan` : undefined,
  };
}

function counts(data: Beranda, links: ReturnType<typeof berandaLinks>): Count[] {
  const k = data.kehadiran;
  const presensi = links.presensi();
  return [
    { title: 'Peserta didik', value: k.jumlah_siswa, to: presensi },
    { title: 'Hadir', value: k.hadir, suffix: k.jumlah_siswa > 0 ? `(${percent(k.hadir, k.jumlah_siswa)}%)` : undefined, to: presensi },
    { title: 'Izin', value: k.izin, to: presensi },
    { title: 'Sakit', value: k.sakit, to: presensi },
    { title: 'Alpa', value: k.alpa, alert: k.alpa > 0, to: presensi },
    { title: 'Belum presensi', value: k.belum_presensi, to: presensi },
    { title: 'Perizinan menunggu', value: data.perizinan_menunggu, alert: data.perizinan_menunggu > 0, to: links.perizinan },
    { title: 'Konsultasi belum dijawab', value: data.konsultasi_belum_dijawab, alert: data.konsultasi_belum_dijawab > 0, to: links.konsultasi },
    { title: 'Tunggakan', value: formatRupiah(data.tunggakan), alert: data.tunggakan > 0, to: links.tunggakan },
  ];
}

const number = (title: string, key: keyof BerandaRombel) => ({ title, dataIndex: key, key, align: 'right' as const, width: 90 });

const columns = (links: ReturnType<typeof berandaLinks> | undefined): TableColumnsType<BerandaRombel> => [
  {
    title: 'Rombel',
    key: 'rombel',
    fixed: 'left',
    render: (_, row) => (
      <Flex vertical>
        {links?.presensi(row.rombel_id) ? (
          <Link to={links.presensi(row.rombel_id)!}>
            <strong>{row.rombel_nama}</strong>
          </Link>
        ) : (
          <Typography.Text strong>{row.rombel_nama}</Typography.Text>
        )}
        <Typography.Text type="secondary">{row.wali_kelas ?? 'Wali kelas belum ditentukan'}</Typography.Text>
      </Flex>
    ),
  },
  number('Siswa', 'jumlah_siswa'),
  { ...number('Hadir', 'hadir'), render: (hadir: number, row) => `${hadir} (${percent(hadir, row.jumlah_siswa)}%)`, width: 110 },
  number('Izin', 'izin'),
  number('Sakit', 'sakit'),
  number('Alpa', 'alpa'),
  { ...number('Belum presensi', 'belum_presensi'), width: 120 },
  { ...number('Tunggakan', 'tunggakan'), render: (value: number) => formatRupiah(value), width: 160 },
];

function Cards({ data, links }: { data: Beranda; links: ReturnType<typeof berandaLinks> }) {
  return (
    <section className="beranda-cards" aria-label="Ringkasan hari ini">
      {counts(data, links).map((c) => {
        const card = (
          <Card key={c.title} size="small" hoverable={c.to !== undefined} className={c.alert ? 'beranda-card alert' : 'beranda-card'}>
            <Statistic title={c.title} value={c.value} suffix={c.suffix} />
          </Card>
        );
        return c.to ? (
          <Link key={c.title} to={c.to} className="beranda-card-link" aria-label={`${c.title}: lihat daftarnya`}>
            {card}
          </Link>
        ) : (
          card
        );
      })}
    </section>
  );
}

/**
 * Beranda: today at a glance for the signed-in staff member, the school's or (a wali kelas, a
 * guru) their own class groups': attendance per class group, permits waiting, consultations
 * unanswered and arrears. Read again each minute while open.
 */
export default function BerandaPage() {
  const { profile } = useStafPrivilege();
  const access = useAccessMap();
  const query = useBeranda();
  if (query.isError) return <LoadError title="Beranda gagal dimuat" onRetry={() => void query.refetch()} />;
  const data = query.data;
  const links = data ? berandaLinks(data, access) : undefined;

  return (
    <Flex vertical gap={16}>
      <Card size={cardSize}>
        <Flex vertical gap={4}>
          <Typography.Text>
            Selamat datang, <strong>{profile.name}</strong>{' '}
            {profile.roles.map((role) => (
              <Tag key={role} color="green">
                {role}
              </Tag>
            ))}
          </Typography.Text>
          {data ? (
            <>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {todayLabel(data)}
              </Typography.Title>
              <Typography.Text type="secondary">
                {data.tahun_ajaran ? `Tahun ajaran ${data.tahun_ajaran} · jam pulang ${data.jam_pulang}` : 'Belum ada tahun ajaran aktif'}
              </Typography.Text>
            </>
          ) : (
            <Skeleton active title paragraph={{ rows: 1 }} />
          )}
        </Flex>
      </Card>
      {data && !data.tahun_ajaran && (
        <Alert type="warning" showIcon title={MSG.noActiveYear} description="Operator membukanya di menu Tahun Ajaran & Rombel." />
      )}
      {data && data.tahun_ajaran && !data.hari_presensi && <Alert type="info" showIcon title="Hari ini bukan hari presensi." />}
      {data && links ? <Cards data={data} links={links} /> : <Skeleton active paragraph={{ rows: 3 }} />}
      <Card title="Kehadiran per rombel hari ini" size={cardSize}>
        <Table<BerandaRombel>
          rowKey="rombel_id"
          columns={columns(links)}
          dataSource={data?.rombel ?? []}
          loading={query.isPending}
          pagination={false}
          size={mobile ? 'small' : 'middle'}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada rombel untuk ditampilkan" /> }}
        />
      </Card>
    </Flex>
  );
}
