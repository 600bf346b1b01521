import { Card, Descriptions, Empty, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { HasilTesDetail } from '@madrasah/contract/schemas/bk';
import { InlineLoadError } from '../../../components/InlineLoadError';
import { ApiError } from '../../../lib/api-client';
import { mobile } from '../../../components/mobile';
import { formatDate } from '../../../lib/format';
import { BackBreadcrumb } from '../../../components/BackBreadcrumb';
import { useHasilTesItem } from './api';
import { Dokumentasi } from './hasil-tes-columns';
import './hasil-tes.css';

function items(result: HasilTesDetail): { label: string; value: ReactNode }[] {
  return [
    { label: 'Nama Peserta Didik', value: result.siswa_nama },
    { label: 'NISN', value: result.nisn },
    { label: 'Rombel', value: result.rombel_nama },
    { label: 'Tahun Ajaran', value: result.tahun_ajaran },
    { label: 'Tanggal Tes', value: formatDate(result.tgl) },
    { label: 'Kategori', value: result.kategori_tes },
    { label: 'Keterangan', value: result.keterangan && <span className="hasil-tes-detail-text">{result.keterangan}</span> },
    { label: 'Hasil', value: result.hasil && <span className="hasil-tes-detail-text">{result.hasil}</span> },
    { label: 'Penguji', value: result.penguji },
    { label: 'Dokumentasi', value: <Dokumentasi row={result} /> },
    { label: 'Dicatat pada', value: formatDate(result.created_at, 'DD-MM-YYYY HH:mm') },
  ];
}

/**
 * '/bimbingan-konseling/hasil-tes/detail/{id}/{rombel_id}': one test result in full. The spec
 * leaves its content open; the record itself names its class group, so the path's rombel_id
 * only keeps the spec's address.
 */
export default function HasilTesDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useHasilTesItem(id);
  let content: ReactNode;
  if (isPending)
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  else if (error instanceof ApiError && error.status === 404)
    content = (
      <Card>
        <Empty description={MSG.notFoundData} />
      </Card>
    );
  else if (error)
    content = (
      <Card>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  else
    content = (
      <Card title={data.kategori_tes} size={mobile ? 'small' : 'default'}>
        <Descriptions
          bordered
          size="small"
          column={mobile ? 1 : 2}
          items={items(data).map(({ label, value }) => ({ key: label, label, children: value || '-' }))}
        />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <BackBreadcrumb
        list={PAGE.hasilTes}
        items={[{ title: 'Bimbingan Konseling' }, { title: <Link to={PAGE.hasilTes}>Hasil Tes</Link> }, { title: 'Detail' }]}
      />
      {content}
    </Flex>
  );
}
