import { IdcardOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button, Descriptions, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { ALUMNI_INTERNAL, type AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { CardTitle } from '../../components/CardTitle';
import { InlineLoadError } from '../../components/InlineLoadError';
import { PlainCard } from '../../components/PlainCard';
import { useAlumniDataDiri, useAlumniTracing } from './api';
import { KabarCard } from './KabarCard';
import { LABEL } from './labels';

const orDash = (value: string | null) => value || '-';

/** The alumni page's address opening a tab: the internal layout keys its tabs by index (spec 02 section 2). */
function tabLink(data: AlumniDataDiri, tab: 'data-diri' | 'tracing') {
  const internal = data.alumni_tipe === ALUMNI_INTERNAL && data.siswa_id !== null;
  const key = internal ? { 'data-diri': '0', tracing: '7' }[tab] : tab;
  return `${PAGE.alumni}?tab=${key}`;
}

/** Whether the tracing form has been filled, and what it says; a way to fill or update it. */
function TracingCard({ data }: { data: AlumniDataDiri }) {
  const tracing = useAlumniTracing(data.id);
  const filled = tracing.data?.kategori != null;
  const to = tabLink(data, 'tracing');
  return (
    <PlainCard title={<CardTitle icon={<SolutionOutlined />}>Tracing Alumni</CardTitle>} extra={filled ? <Link to={to}>Perbarui</Link> : undefined}>
      {tracing.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : tracing.isError ? (
        <InlineLoadError onRetry={() => void tracing.refetch()} />
      ) : filled ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'kategori', label: LABEL.kategori, children: orDash(tracing.data.kategori) },
            { key: 'pendidikan', label: LABEL.pendidikan_instansi, children: orDash(tracing.data.pendidikan_instansi) },
            { key: 'pekerjaan', label: LABEL.pekerjaan_instansi, children: orDash(tracing.data.pekerjaan_instansi) },
          ]}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Anda belum mengisi tracing alumni. Ceritakan kegiatan Anda setelah lulus agar madrasah dapat terus terhubung.
          </Typography.Paragraph>
          <Link to={to}>
            <Button type="primary">Isi Tracing</Button>
          </Link>
        </>
      )}
    </PlainCard>
  );
}

/** The alumnus's own record at a glance, with the way to the whole Data Diri. */
function DataDiriCard({ data }: { data: AlumniDataDiri }) {
  return (
    <PlainCard title={<CardTitle icon={<IdcardOutlined />}>Data Diri</CardTitle>} extra={<Link to={tabLink(data, 'data-diri')}>Lihat</Link>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'nama', label: LABEL.nama, children: data.nama },
          { key: 'nik', label: LABEL.nik, children: orDash(data.nik) },
          { key: 'no_kta', label: LABEL.no_kta, children: orDash(data.no_kta) },
          { key: 'tahun_lulus', label: LABEL.tahun_lulus, children: orDash(data.tahun_lulus) },
          { key: 'no_telp', label: LABEL.no_telp, children: orDash(data.no_telp) },
        ]}
      />
    </PlainCard>
  );
}

/** An alumnus's dashboard: their tracing form's state, their own record and the school's news, not a student's cards. */
export function AlumniDashboard({ alumniId }: { alumniId: number }) {
  const { data, isPending, isError, refetch } = useAlumniDataDiri(alumniId);
  if (isPending)
    return (
      <PlainCard>
        <Skeleton active paragraph={{ rows: 4 }} />
      </PlainCard>
    );
  if (isError)
    return (
      <PlainCard>
        <InlineLoadError onRetry={() => void refetch()} />
      </PlainCard>
    );
  return (
    <div className="dashboard-cards two">
      <TracingCard data={data} />
      <DataDiriCard data={data} />
      <KabarCard />
    </div>
  );
}
