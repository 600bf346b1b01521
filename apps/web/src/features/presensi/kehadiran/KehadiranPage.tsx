import { useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE, isAllowed } from '@madrasah/contract/access';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { KEHADIRAN_PAGE, type Aktivitas, type KehadiranRow } from '@madrasah/contract/schemas/kehadiran';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { PeriodFilter } from '../../../components/filter/PeriodFilter';
import { tahunAjaranQuery } from '../../../components/filter/period-lookups';
import { TablePage } from '../../../components/table/TablePage';
import { prefetchTable, useTableQuery, type TableStart } from '../../../components/table/useTableQuery';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { usePrivilege } from '../../../lib/session';
import { KEHADIRAN_CARD_TITLE, KEHADIRAN_COLUMNS, KEHADIRAN_NAME, KEHADIRAN_SORT_FIELDS } from './kehadiran-columns';
import { KehadiranDetailModal } from './KehadiranDetailModal';
import { ROW_ACTION } from '../../../components/table/row-action-entries';
import './kehadiran.css';

// The activity is the list's fixed filter; the filter modal keeps it and adds the period.
const listStart = (aktivitas: Aktivitas): TableStart<typeof PRESENSI.kehadiranTable> => ({ filtering: { aktivitas } });

/** The path picks the activity: '/presensi/pramuka' scouting, '/presensi/siswa' the class. */
const aktivitasAt = (pathname: string): Aktivitas => (pathname.startsWith(PAGE.presensiPramuka) ? AKTIVITAS.pramuka : AKTIVITAS.kelas);

/** The list of one activity: class attendance ('Siswa') or scouting ('Pramuka'). */
function KehadiranList({ aktivitas, title }: { aktivitas: Aktivitas; title: string }) {
  const { access } = usePrivilege();
  const table = useTableQuery(PRESENSI.kehadiranTable, listStart(aktivitas));
  const [viewing, setViewing] = useState<KehadiranRow>();
  const canDetail = isAllowed(access, KEHADIRAN_PAGE[aktivitas], 'detail');

  return (
    <>
      <TablePage<KehadiranRow>
        title={title}
        table={table}
        name={KEHADIRAN_NAME}
        cardTitle={KEHADIRAN_CARD_TITLE}
        columns={KEHADIRAN_COLUMNS}
        sortFields={KEHADIRAN_SORT_FIELDS}
        searchPlaceholder="Cari kelas atau keterangan"
        toolbar={<PeriodFilter value={table.state.filtering} onChange={table.filter} />}
        rowActions={(row) => (canDetail ? [ROW_ACTION.detail(() => setViewing(row))] : [])}
      />
      {viewing && <KehadiranDetailModal row={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}

/**
 * '/presensi/siswa' and '/presensi/pramuka': the attendance of the student (or the guardian's
 * ward), with the days of approved permits in the class list. One page for both; the path
 * picks the activity, and a new key starts the other list afresh.
 */
export default function KehadiranPage() {
  const aktivitas = aktivitasAt(useLocation().pathname);
  return <KehadiranList key={aktivitas} aktivitas={aktivitas} title={aktivitas === AKTIVITAS.pramuka ? 'Pramuka' : 'Siswa'} />;
}

/**
 * A visit starting here asks for the list's first page while the page renders, and for the school
 * years its period filter (rendered with the page, in the filter's dialog) lists.
 */
export const prefetch: PagePrefetch = (queryClient, _privilege, { pathname }) => {
  prefetchTable(queryClient, PRESENSI.kehadiranTable, listStart(aktivitasAt(pathname)));
  void queryClient.prefetchQuery(tahunAjaranQuery);
};
