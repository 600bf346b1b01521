import { DownloadOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE, isAllowed } from '@madrasah/contract/access';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { TagihanRow } from '@madrasah/contract/schemas/keuangan';
import { TablePage } from '../../components/table/TablePage';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { usePrivilege } from '../../lib/session';
import { withSiswa } from './keuangan-values';
import { TAGIHAN_LIST, TAGIHAN_SORT_FIELDS } from './tagihan-columns';
import { TagihanExportModal } from './TagihanExportModal';
import { TagihanFilter } from './TagihanFilter';
import { TagihanHeader } from './TagihanHeader';
import './keuangan.css';

/**
 * '/keuangan/pembayaran-siswa/tagihan': the invoices of the student (own, or the guardian's
 * ward) in one school year, the current one unless another is chosen, with their totals. Export
 * shows with the export action only.
 */
export default function TagihanPage() {
  const { profile_ex, tahun_ajaran: current, access } = usePrivilege();
  const siswaId = profile_ex.siswa_id;
  const table = useTableQuery(KEUANGAN.tagihanTable, { filtering: { siswa_id: siswaId, tahun_ajaran: current.id } });
  const tahunAjaran = Number(table.state.filtering.tahun_ajaran);
  const [exporting, setExporting] = useState(false);
  const canCall = useCanCall();
  const pembayaran = isAllowed(access, PAGE.pembayaranSiswa, 'view') ? <Link to={PAGE.pembayaranSiswa}>Pembayaran Siswa</Link> : 'Pembayaran Siswa';

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Keuangan' }, { title: pembayaran }, { title: 'Tagihan Siswa' }]} />
      <TagihanHeader nama={profile_ex.nama} tahunAjaranId={tahunAjaran} />
      <div className="keuangan-list">
        <TablePage<TagihanRow>
          title="Daftar Tagihan"
          table={table}
          {...TAGIHAN_LIST}
          sortFields={TAGIHAN_SORT_FIELDS}
          searchPlaceholder="Cari tagihan"
          toolbar={
            <>
              <TagihanFilter
                siswaId={siswaId}
                value={tahunAjaran}
                current={current.id}
                onChange={(year) => table.filter({ ...table.state.filtering, tahun_ajaran: year })}
              />
              {canCall(KEUANGAN.tagihanEkspor) && (
                <Button icon={<DownloadOutlined />} onClick={() => withSiswa(siswaId, () => setExporting(true))}>
                  Export
                </Button>
              )}
            </>
          }
        />
      </div>
      {exporting && siswaId !== null && <TagihanExportModal siswaId={siswaId} tahunAjaran={tahunAjaran} onClose={() => setExporting(false)} />}
    </Flex>
  );
}
