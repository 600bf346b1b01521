import { CloudUploadOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Image, Select, Tag } from 'antd';
import { useState } from 'react';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { MEDIA_TIPE, MEDIA_TIPE_LABEL } from '@madrasah/contract/schemas/bk';
import { MEDIA_STATUS, mediaBodySchema, type MediaBody, type MediaStafRow } from '@madrasah/contract/schemas/staf-kegiatan';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
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
import { FilterSelect } from '../FilterSelect';
import { useSaveMedia } from './api';
import { MediaUploadModal } from './MediaUploadModal';

const TIPE_OPTIONS = MEDIA_TIPE.map((value) => ({ value, label: MEDIA_TIPE_LABEL[value] }));
const NAME: NameColumn<MediaStafRow> = { title: 'Nama', value: (row) => row.nama };
const COLUMNS: TableColumn<MediaStafRow>[] = [
  {
    key: 'file',
    title: 'Foto',
    render: (row) => (row.file ? <Image src={`${row.main_path}${row.file}`} alt={row.nama} width={64} height={48} style={{ objectFit: 'cover' }} /> : null),
  },
  { key: 'tipe', title: 'Tipe', nowrap: true, render: (row) => MEDIA_TIPE_LABEL[row.tipe] },
  { key: 'link', title: 'Link' },
  { key: 'is_published', title: 'Status', nowrap: true, render: (row) => (row.is_published ? <Tag color="success">Terbit</Tag> : <Tag>Draf</Tag>) },
];
const SORT_FIELDS: SortField<SortFieldOf<typeof K.mediaTable>>[] = [
  { value: 'id', label: 'Tanggal Pembuatan' },
  { value: 'nama', label: 'Nama' },
];
const FIELDS: RecordField<typeof mediaBodySchema>[] = [
  { name: 'nama', label: 'Nama', wide: true },
  { name: 'tipe', label: 'Tipe', input: <Select options={TIPE_OPTIONS} /> },
  { name: 'link', label: 'Link' },
];

/**
 * /staf/kegiatan/media: the media galleries the portal's Media Informasi page shows. The
 * kesiswaan uploads several photos at once (each an item, unpublished), publishes and
 * unpublishes them, changes their name, type or link, and removes them; the head reads.
 */
export default function MediaPage() {
  const table = useTableQuery(K.mediaTable);
  const canCall = useCanCall();
  const can = { create: canCall(K.mediaCreate), update: canCall(K.mediaUpdate), remove: canCall(K.mediaDelete) };
  const save = useSaveMedia();
  const { editing, open, close, submit } = useEditModal<MediaStafRow, MediaBody>(save, table.reload);
  const confirmDelete = useConfirmedDelete(table.reload);
  const [uploading, setUploading] = useState(false);

  const setTerbit = (row: MediaStafRow, terbit: boolean) =>
    api.call(K.mediaTerbit, { params: { id: row.id }, body: { terbit } }, { notifySuccess: true }).then(() => table.reload());

  const actions = (row: MediaStafRow): RowAction[] => [
    ...(can.update
      ? [
          row.is_published
            ? { key: 'tarik', label: 'Tarik dari Portal', icon: <EyeInvisibleOutlined />, onClick: () => void setTerbit(row, false).catch(() => undefined) }
            : { key: 'terbit', label: 'Terbitkan', icon: <CloudUploadOutlined />, onClick: () => void setTerbit(row, true).catch(() => undefined) },
          STAF_ROW_ACTION.ubah(() => open(row)),
        ]
      : []),
    ...(can.remove
      ? [STAF_ROW_ACTION.hapus(() => confirmDelete(`Hapus ${row.nama}?`, () => api.call(K.mediaDelete, { params: { id: row.id } }, { notifySuccess: true })))]
      : []),
  ];

  const toolbar = (
    <Flex gap={8} wrap>
      <FilterSelect table={table} field="tipe" label="Tipe" placeholder="Semua tipe" options={TIPE_OPTIONS} />
      <FilterSelect table={table} field="status" label="Status" placeholder="Semua status" options={MEDIA_STATUS.map((value) => ({ value, label: value }))} />
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kegiatan' }, { title: 'Media Informasi' }]} />
      <TablePage<MediaStafRow>
        title="Media Informasi"
        table={table}
        name={NAME}
        columns={COLUMNS}
        sortFields={SORT_FIELDS}
        searchPlaceholder="Cari nama media"
        toolbar={toolbar}
        onCreate={can.create ? () => setUploading(true) : undefined}
        rowActions={can.update || can.remove ? actions : undefined}
      />
      {uploading && (
        <MediaUploadModal
          onClose={(changed) => {
            setUploading(false);
            if (changed) void table.reload();
          }}
        />
      )}
      {editing !== undefined && editing !== null && (
        <RecordFormModal
          title={`Ubah ${editing.nama}`}
          schema={mediaBodySchema}
          fields={FIELDS}
          initialValues={{ nama: editing.nama, tipe: editing.tipe, link: editing.link }}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Flex>
  );
}
