import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_PELANGGARAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import type { CatatPelanggaranBody, PelanggaranCatatRow } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { SortField } from '../../components/table/SortPopover';
import type { TableColumn } from '../../components/table/table-columns';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { batalPelanggaran, catatPelanggaran, useButirPelanggaran } from './api';
import { BatalModal } from './BatalModal';
import { butirLabel } from './catat-form';
import { CatatList, catatColumns } from './CatatList';
import { CatatModal } from './CatatModal';

const COLUMNS: TableColumn<PelanggaranCatatRow>[] = catatColumns<PelanggaranCatatRow>([
  { key: 'pelanggaran', title: 'Pelanggaran', render: (row) => `${row.kode} · ${row.pelanggaran}` },
  { key: 'poin', title: 'Poin', nowrap: true },
]);

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_PELANGGARAN.table>>[] = [
  { value: 'tgl', label: 'Tanggal' },
  { value: 'nama', label: 'Nama' },
  { value: 'poin', label: 'Poin' },
  { value: 'id', label: 'Waktu Pencatatan' },
];

/**
 * /staf/kesiswaan/pelanggaran: the violations recorded this year. A wali kelas records and
 * cancels for their own students, guru bk and kesiswaan for all; the head reads.
 */
export default function PelanggaranPage() {
  const table = useTableQuery(STAF_PELANGGARAN.table);
  const canCall = useCanCall();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<PelanggaranCatatRow>();
  const butir = useButirPelanggaran();
  const done = (close: () => void) => () => {
    close();
    void table.reload();
  };
  return (
    <>
      <CatatList<PelanggaranCatatRow>
        section="Pelanggaran"
        title="Pelanggaran Siswa"
        table={table}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        createLabel="Catat Pelanggaran"
        onCreate={canCall(STAF_PELANGGARAN.create) ? () => setCreating(true) : undefined}
        onCancel={canCall(STAF_PELANGGARAN.batal) ? setCancelling : undefined}
      />
      {creating && (
        <CatatModal
          title="Catat Pelanggaran"
          okText="Catat"
          itemField="tata_tertib_id"
          itemLabel="Butir Tata Tertib"
          items={butir.data?.map((b) => ({ value: b.id, label: butirLabel(b) }))}
          itemsLoading={butir.isPending}
          submit={(body) => catatPelanggaran(body as CatatPelanggaranBody)}
          onDone={done(() => setCreating(false))}
          onCancel={() => setCreating(false)}
        />
      )}
      {cancelling && (
        <BatalModal
          what={`Pelanggaran ${cancelling.nama} (${cancelling.kode}, ${cancelling.poin} poin)`}
          submit={(body) => batalPelanggaran(cancelling.id, body)}
          onDone={done(() => setCancelling(undefined))}
          onCancel={() => setCancelling(undefined)}
        />
      )}
    </>
  );
}
