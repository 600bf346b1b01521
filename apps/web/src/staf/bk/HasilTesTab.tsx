import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import { hasilTesStafBodySchema, type HasilTesStafBody, type HasilTesStafRow } from '@madrasah/contract/schemas/staf-bk';
import { RecordFormModal } from '../../components/RecordFormModal';
import type { RowAction } from '../../components/table/RowActions';
import { STAF_ROW_ACTION } from '../../components/table/row-action-entries';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { TablePage } from '../../components/table/TablePage';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { useTableQuery } from '../../components/table/useTableQuery';
import { api } from '../../lib/api-client';
import { useCanCall } from '../../lib/can-call';
import { formatDate } from '../../lib/format';
import { RombelFilter } from '../FilterSelect';
import { useDeleteHasilTes, useSaveHasilTes } from './api';
import { hasilTesFormValues, siswaOfRow } from './bk-form';
import { hasilTesFields } from './bk-fields';

const NAME: NameColumn<HasilTesStafRow> = { title: 'Siswa', value: (row) => row.siswa_nama };

const COLUMNS: TableColumn<HasilTesStafRow>[] = [
  { key: 'rombel_nama', title: 'Rombel', nowrap: true },
  { key: 'kategori_tes', title: 'Kategori' },
  { key: 'tgl', title: 'Tanggal', render: (row) => formatDate(row.tgl), nowrap: true },
  { key: 'hasil', title: 'Hasil' },
  { key: 'penguji', title: 'Penguji' },
  {
    key: 'dokumen',
    title: 'Dokumentasi',
    render: (row) =>
      row.dokumen ? (
        <Typography.Link href={`${row.main_path}${row.dokumen}`} target="_blank" rel="noreferrer" aria-label={`Dokumentasi ${row.siswa_nama}`}>
          <DownloadOutlined /> Unduh
        </Typography.Link>
      ) : null,
  },
];

const SORT_FIELDS: SortField<SortFieldOf<typeof STAF_BK.hasilTesTable>>[] = [
  { value: 'tgl', label: 'Tanggal' },
  { value: 'siswa_nama', label: 'Nama Siswa' },
  { value: 'kategori_tes', label: 'Kategori' },
  { value: 'id', label: 'Tanggal Pembuatan' },
];

/** The test results tab: entered here, shown in the student's Hasil Tes; the export follows the class group chosen. */
export function HasilTesTab({ onExported }: { onExported: () => void }) {
  const table = useTableQuery(STAF_BK.hasilTesTable);
  const canCall = useCanCall();
  const can = {
    create: canCall(STAF_BK.hasilTesCreate),
    update: canCall(STAF_BK.hasilTesUpdate),
    remove: canCall(STAF_BK.hasilTesDelete),
    export: canCall(STAF_BK.hasilTesExport),
  };
  const save = useSaveHasilTes();
  const remove = useDeleteHasilTes();
  const { editing, open, close, submit } = useEditModal<HasilTesStafRow, HasilTesStafBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);
  const exporter = useMutation({
    mutationFn: () => api.call(STAF_BK.hasilTesExport, { body: table.state.filtering }, { notifySuccess: true }),
    onSuccess: onExported,
  });

  const actions = (row: HasilTesStafRow): RowAction[] => [
    ...(can.update ? [STAF_ROW_ACTION.ubah(() => open(row))] : []),
    ...(can.remove ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus hasil tes ${row.siswa_nama}?`, () => remove.mutateAsync(row.id)))] : []),
  ];

  const toolbar = (
    <Flex gap={8} wrap>
      <RombelFilter table={table} />
      {can.export && (
        <Button icon={<ExportOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
          Export
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <TablePage<HasilTesStafRow>
        title="Hasil Tes"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama, NISN atau kategori"
        toolbar={toolbar}
        onCreate={can.create ? () => open(null) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={editing ? `Ubah Hasil Tes ${editing.siswa_nama}` : 'Tambah Hasil Tes'}
          schema={hasilTesStafBodySchema}
          fields={hasilTesFields(editing ? siswaOfRow(editing) : undefined, editing?.dokumen ? `${editing.main_path}${editing.dokumen}` : undefined)}
          initialValues={editing ? hasilTesFormValues(editing) : undefined}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </>
  );
}
