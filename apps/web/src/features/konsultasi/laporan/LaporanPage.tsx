import { Breadcrumb, Flex } from 'antd';
import { useState } from 'react';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import { TablePage } from '../../../components/table/TablePage';
import { prefetchTable, useTableQuery, type TableStart } from '../../../components/table/useTableQuery';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { useCanCall } from '../../../lib/can-call';
import { ExportButton, ExportModal } from './ExportModal';
import { useKeyedTable } from './keyed-table';
import { ROMBEL_NAME, ROMBEL_SORT_FIELDS, rombelColumns } from './laporan-columns';
import { DEFAULT_PERIOD, periodOf } from './laporan-params';
import { LaporanFilter } from './LaporanFilter';
import './laporan.css';

// The report starts on the default period; the page and its prefetch ask for the same list.
const LIST_START: TableStart<typeof KONSULTASI.laporanTable> = { filtering: DEFAULT_PERIOD };

/**
 * '/bimbingan-konseling/laporan': the consultations counted per field of counselling, one row
 * per class group of the student (the guardian's ward), for a type and a period. Export shows
 * with the export action only.
 */
export default function LaporanPage() {
  const canCall = useCanCall();
  const table = useTableQuery(KONSULTASI.laporanTable, LIST_START);
  const keyed = useKeyedTable(table, 'rombel_id');
  const period = periodOf(table.state.filtering);
  const [exporting, setExporting] = useState(false);
  const canExport = canCall(KONSULTASI.laporanExport);

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Laporan Konseling' }]} />
      <TablePage
        searchAsYouType
        title="Laporan Konseling"
        table={keyed}
        name={ROMBEL_NAME}
        columns={rombelColumns(period)}
        sortFields={ROMBEL_SORT_FIELDS}
        searchPlaceholder="Cari nama rombel"
        toolbar={
          <>
            <LaporanFilter value={period} onChange={table.filter} />
            {canExport && <ExportButton onClick={() => setExporting(true)} />}
          </>
        }
      />
      {exporting && <ExportModal period={period} onClose={() => setExporting(false)} />}
    </Flex>
  );
}

/** A visit starting here asks for the list's first page while the page renders. */
export const prefetch: PagePrefetch = (queryClient) => prefetchTable(queryClient, KONSULTASI.laporanTable, LIST_START);
