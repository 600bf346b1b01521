import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import type { CatatPenghargaanBody, PenghargaanCatatRow } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { SortField } from '../../components/table/SortPopover';
import type { TableColumn } from '../../components/table/table-columns';
import { useTableQuery } from '../../components/table/useTableQuery';
import { useCanCall } from '../../lib/can-call';
import { batalPenghargaan, catatPenghargaan, useKriteriaPenghargaan } from './api';
import { BatalModal } from './BatalModal';
import { kriteriaLabel } from './catat-form';
import { CatatList, catatColumns } from './CatatList';
import { CatatModal } from './CatatModal';

const COLUMNS: TableColumn<PenghargaanCatatRow>[] = catatColumns<PenghargaanCatatRow>([
  { key: 'kriteria', title: 'Kriteria', render: (row) => `${row.kode} · ${row.kriteria}` },
  { key: 'bintang', title: 'Bintang', nowrap: true },
]);

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_PENGHARGAAN.table>>[] = [
  { value: 'tgl', label: 'Tanggal' },
  { value: 'nama', label: 'Nama' },
  { value: 'bintang', label: 'Bintang' },
  { value: 'id', label: 'Waktu Pencatatan' },
];

/**
 * /staf/kesiswaan/penghargaan: the awards recorded this year, from the active year's criteria. A wali kelas records and
 * cancels for their own students, guru bk and kesiswaan for all; the head reads.
 */
export default function PenghargaanPage() {
  const table = useTableQuery(STAF_PENGHARGAAN.table);
  const canCall = useCanCall();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<PenghargaanCatatRow>();
  const kriteria = useKriteriaPenghargaan();
  const done = (close: () => void) => () => {
    close();
    void table.reload();
  };
  return (
    <>
      <CatatList<PenghargaanCatatRow>
        section="Penghargaan"
        title="Penghargaan Siswa"
        table={table}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        createLabel="Catat Penghargaan"
        onCreate={canCall(STAF_PENGHARGAAN.create) ? () => setCreating(true) : undefined}
        onCancel={canCall(STAF_PENGHARGAAN.batal) ? setCancelling : undefined}
      />
      {creating && (
        <CatatModal
          title="Catat Penghargaan"
          okText="Catat"
          itemField="penghargaan_id"
          itemLabel="Kriteria Penghargaan"
          items={kriteria.data?.map((k) => ({ value: k.id, label: kriteriaLabel(k) }))}
          itemsLoading={kriteria.isPending}
          submit={(body) => catatPenghargaan(body as CatatPenghargaanBody)}
          onDone={done(() => setCreating(false))}
          onCancel={() => setCreating(false)}
        />
      )}
      {cancelling && (
        <BatalModal
          what={`Penghargaan ${cancelling.nama} (${cancelling.kode}, ${cancelling.bintang} bintang)`}
          submit={(body) => batalPenghargaan(cancelling.id, body)}
          onDone={done(() => setCancelling(undefined))}
          onCancel={() => setCancelling(undefined)}
        />
      )}
    </>
  );
}
