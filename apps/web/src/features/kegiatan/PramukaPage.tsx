import { Breadcrumb, Empty, Flex } from 'antd';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { PramukaRow } from '@madrasah/contract/schemas/kegiatan';
import { TablePage } from '../../components/table/TablePage';
import { prefetchTable, useTableQuery } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { usePrivilege } from '../../lib/session';
import { PRAMUKA_COLUMNS, PRAMUKA_NAME, PRAMUKA_SORT_FIELDS } from './pramuka-columns';
import { PramukaHeader } from './PramukaHeader';
import './pramuka.css';

/** '/ekstrakurikuler-pramuka/pramuka': the scouting skills the student (or the guardian's ward) passed, with their totals. */
export default function PramukaPage() {
  const siswaId = usePrivilege().profile_ex.siswa_id;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Ekstrakurikuler & Pramuka' }, { title: 'Pramuka' }]} />
      {siswaId === null ? <Empty description="Data peserta didik tidak ditemukan" /> : <PramukaContent siswaId={siswaId} />}
    </Flex>
  );
}

function PramukaContent({ siswaId }: { siswaId: number }) {
  const table = useTableQuery(KEGIATAN.pramukaTable);
  return (
    <>
      <PramukaHeader siswaId={siswaId} />
      <TablePage<PramukaRow>
        title="Syarat Kecakapan Umum"
        table={table}
        name={PRAMUKA_NAME}
        columns={PRAMUKA_COLUMNS}
        sortFields={PRAMUKA_SORT_FIELDS}
        searchPlaceholder="Cari uraian kecakapan"
      />
    </>
  );
}

/** A visit starting here asks for the list's first page while the page renders. */
export const prefetch: PagePrefetch = (queryClient, privilege) => {
  if (privilege.profile_ex.siswa_id !== null) prefetchTable(queryClient, KEGIATAN.pramukaTable);
};
