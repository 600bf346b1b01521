import { Breadcrumb, Empty, Flex } from 'antd';
import { BK } from '@madrasah/contract/endpoints/bk';
import { TablePage } from '../../../components/table/TablePage';
import { useTableQuery } from '../../../components/table/useTableQuery';
import { usePrivilege } from '../../../lib/session';
import { HASIL_TES_NAME, HASIL_TES_SORT_FIELDS, hasilTesColumns } from './hasil-tes-columns';
import { HasilTesHeader } from './HasilTesHeader';
import './hasil-tes.css';

/**
 * '/bimbingan-konseling/hasil-tes': the student (own, or the guardian's ward) in the session's
 * class group, and every test result of theirs, each linking to its detail.
 */
export default function HasilTesPage() {
  const { siswa_id: siswaId, rombel_id: rombelId } = usePrivilege().profile_ex;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }, { title: 'Hasil Tes' }]} />
      {siswaId === null || rombelId === null ? (
        <Empty description="Data peserta didik tidak ditemukan" />
      ) : (
        <HasilTesContent siswaId={siswaId} rombelId={rombelId} />
      )}
    </Flex>
  );
}

function HasilTesContent({ siswaId, rombelId }: { siswaId: number; rombelId: number }) {
  const table = useTableQuery(BK.hasilTesTable, { params: { siswa: siswaId } });
  return (
    <>
      <HasilTesHeader siswaId={siswaId} rombelId={rombelId} />
      <TablePage
        title="Riwayat Hasil Tes"
        table={table}
        name={HASIL_TES_NAME}
        columns={hasilTesColumns(rombelId)}
        sortFields={HASIL_TES_SORT_FIELDS}
        searchPlaceholder="Cari kategori atau keterangan"
      />
    </>
  );
}
