import { FileTextOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Flex } from 'antd';
import { Link } from 'react-router';
import { PAGE, isAllowed } from '@madrasah/contract/access';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { PembayaranRow } from '@madrasah/contract/schemas/keuangan';
import { tahunAjaranQuery } from '../../components/filter/period-lookups';
import { TablePage } from '../../components/table/TablePage';
import { prefetchTable, useTableQuery, type TableStart } from '../../components/table/useTableQuery';
import type { PagePrefetch } from '../../lib/page-prefetch';
import { usePrivilege } from '../../lib/session';
import { PEMBAYARAN_LIST, PEMBAYARAN_SORT_FIELDS } from './pembayaran-columns';
import { PembayaranFilter } from './PembayaranFilter';
import './keuangan.css';

const listStart = (siswaId: number | null): TableStart<typeof KEUANGAN.pembayaranTable> => ({ filtering: { siswa_id: siswaId } });

/**
 * '/keuangan/pembayaran-siswa': every payment of the student (own, or the guardian's ward), of
 * every school year unless filtered, with the way to the invoices.
 */
export default function PembayaranPage() {
  const { profile_ex, access } = usePrivilege();
  const siswaId = profile_ex.siswa_id;
  const table = useTableQuery(KEUANGAN.pembayaranTable, listStart(siswaId));
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Keuangan' }, { title: 'Pembayaran Siswa' }]} />
      <div className="keuangan-list">
        <TablePage<PembayaranRow>
          title="Riwayat Pembayaran"
          table={table}
          {...PEMBAYARAN_LIST}
          sortFields={PEMBAYARAN_SORT_FIELDS}
          searchPlaceholder="Cari pos pemasukan atau keterangan"
          toolbar={
            <>
              {isAllowed(access, PAGE.tagihanSiswa, 'invoice') && (
                <Link to={PAGE.tagihanSiswa}>
                  <Button icon={<FileTextOutlined />}>Tagihan Siswa</Button>
                </Link>
              )}
              <PembayaranFilter siswaId={siswaId} value={table.state.filtering} onChange={table.filter} />
            </>
          }
        />
      </div>
    </Flex>
  );
}

/**
 * A visit starting here asks for the list's first page while the page renders, and for the school
 * years its filter (rendered with the page, in the filter's dialog) lists.
 */
export const prefetch: PagePrefetch = (queryClient, { profile_ex }) => {
  prefetchTable(queryClient, KEUANGAN.pembayaranTable, listStart(profile_ex.siswa_id));
  void queryClient.prefetchQuery(tahunAjaranQuery);
};
