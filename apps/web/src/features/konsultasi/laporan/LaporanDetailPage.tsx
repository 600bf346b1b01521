import { Card, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import { MSG } from '@madrasah/contract/messages';
import type { RombelDetail } from '@madrasah/contract/schemas/lookup';
import { InlineLoadError } from '../../../components/InlineLoadError';
import { TablePage } from '../../../components/table/TablePage';
import { useTableQuery } from '../../../components/table/useTableQuery';
import { ApiError } from '../../../lib/api-client';
import { useCanCall } from '../../../lib/can-call';
import { BackBreadcrumb } from '../../../components/BackBreadcrumb';
import { useRombel } from './api';
import { ExportButton, ExportModal } from './ExportModal';
import { useKeyedTable } from './keyed-table';
import { SISWA_COLUMNS, SISWA_NAME, SISWA_SORT_FIELDS } from './laporan-columns';
import { formatPeriod, periodFromQuery, type LaporanPeriod } from './laporan-params';
import './laporan.css';

/**
 * '/bimbingan-konseling/laporan/detail/{rombel_id}?tipe=&tgl_awal=&tgl_akhir=': one class
 * group's students and their counts for the period the list was filtered by.
 */
export default function LaporanDetailPage() {
  const { rombel_id: rombelId = '' } = useParams();
  const [query] = useSearchParams();
  const period = periodFromQuery(query);
  const rombel = useRombel(rombelId);

  let content: ReactNode;
  if (rombel.isPending)
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  else if (rombel.error instanceof ApiError && rombel.error.status === 404)
    content = (
      <Card>
        <Empty description={MSG.notFoundData} />
      </Card>
    );
  else if (rombel.isError)
    content = (
      <Card>
        <InlineLoadError onRetry={() => void rombel.refetch()} />
      </Card>
    );
  else content = <LaporanRombel rombel={rombel.data} period={period} />;

  return (
    <Flex vertical gap={16}>
      <BackBreadcrumb
        list={PAGE.laporanBk}
        items={[{ title: 'Bimbingan Konseling' }, { title: <Link to={PAGE.laporanBk}>Laporan Konseling</Link> }, { title: 'Detail' }]}
      />
      {content}
    </Flex>
  );
}

function LaporanRombel({ rombel, period }: { rombel: RombelDetail; period: LaporanPeriod }) {
  const canCall = useCanCall();
  const table = useTableQuery(KONSULTASI.laporanRombelTable, { filtering: { ...period, rombel_id: rombel.id } });
  const keyed = useKeyedTable(table, 'siswa_id');
  const [exporting, setExporting] = useState(false);
  const canExport = canCall(KONSULTASI.laporanRombelExport);
  return (
    <>
      <Card title={rombel.nama} className="laporan-rombel">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'tahun', label: 'Tahun Ajaran', children: rombel.tahun_ajaran },
            { key: 'tipe', label: 'Tipe', children: period.tipe },
            { key: 'periode', label: 'Periode', children: formatPeriod(period) },
          ]}
        />
      </Card>
      <TablePage
        searchAsYouType
        title="Laporan Konseling Siswa"
        table={keyed}
        name={SISWA_NAME}
        columns={SISWA_COLUMNS}
        sortFields={SISWA_SORT_FIELDS}
        searchPlaceholder="Cari nama siswa"
        toolbar={canExport && <ExportButton onClick={() => setExporting(true)} />}
      />
      {exporting && <ExportModal period={period} rombel={rombel} onClose={() => setExporting(false)} />}
    </>
  );
}
