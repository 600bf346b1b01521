import { Breadcrumb, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { PAGE, isAllowed } from '@madrasah/contract/access';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { NilaiRow } from '@madrasah/contract/schemas/penilaian';
import { TablePage } from '../../components/table/TablePage';
import { prefetchTable, useTableQuery, type TableStart } from '../../components/table/useTableQuery';
import { mobile } from '../../components/mobile';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { usePrivilege } from '../../lib/session';
import { prefetchNilaiHeader } from './api';
import { NILAI_NAME, NILAI_SORT_FIELDS, nilaiColumns } from './nilai-columns';
import { NilaiFilter } from './NilaiFilter';
import { NilaiMapelHeader } from './NilaiMapelHeader';
import { periodFromQuery, periodQuery, type NilaiPeriod } from './nilai-params';
import './penilaian.css';

/**
 * '/penilaian/nilai-mapel': the grades of the student (the guardian's ward) per subject of a
 * semester, the session's active one unless the address names another. The period lives in the
 * address, so the way back from a subject's detail returns to it.
 */
export default function NilaiMapelPage() {
  const { tahun_ajaran, semester } = usePrivilege();
  const [query, setQuery] = useSearchParams();
  const active = { tahun_ajaran_id: tahun_ajaran.id, semester_id: semester.id };
  const period = periodFromQuery(query, active);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Penilaian' }, { title: 'Nilai Mata Pelajaran' }]} />
      {/* Another period is another list: it starts anew. */}
      <NilaiList key={periodQuery(period).toString()} period={period} active={active} onPeriod={(next) => setQuery(periodQuery(next))} />
    </Flex>
  );
}

const listStart = (period: NilaiPeriod): TableStart<typeof PENILAIAN.table> => ({ filtering: period });

/** A visit starting here asks for the period's class group and grades while the page renders. */
export const prefetch: PagePrefetch = (queryClient, { tahun_ajaran, semester }, { search }) => {
  const period = periodFromQuery(new URLSearchParams(search), { tahun_ajaran_id: tahun_ajaran.id, semester_id: semester.id });
  prefetchNilaiHeader(queryClient, period);
  prefetchTable(queryClient, PENILAIAN.table, listStart(period));
};

type Props = { period: NilaiPeriod; active: NilaiPeriod; onPeriod: (period: NilaiPeriod) => void };

function NilaiList({ period, active, onPeriod }: Props) {
  const { access } = usePrivilege();
  const table = useTableQuery(PENILAIAN.table, listStart(period));
  return (
    <>
      <NilaiMapelHeader period={period} />
      <TablePage<NilaiRow>
        title="Nilai Mata Pelajaran"
        table={table}
        name={NILAI_NAME}
        columns={nilaiColumns({ detail: isAllowed(access, PAGE.nilaiMapel, 'detail'), mobile })}
        sortFields={NILAI_SORT_FIELDS}
        searchPlaceholder="Cari mata pelajaran"
        toolbar={<NilaiFilter value={period} active={active} onChange={onPeriod} />}
      />
    </>
  );
}
