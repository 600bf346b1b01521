import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { STAF_REFERENSI } from '@madrasah/contract/endpoints/staf-akademik';
import { DOOR_TEXT } from '../../lib/door-texts';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
import { useConfirmedDelete } from '../../components/table/useConfirmedChange';
import { useEditModal } from '../../components/table/useEditModal';
import { useCanCall } from '../../lib/can-call';
import { useDeleteReferensi, useReferensi, useSaveReferensi, type ReferenceKind } from './api';

type Row = { id: number; nama: string; dipakai: boolean };

/** What sets one reference list's tab apart: its name, form and columns. */
export type ReferenceTabConfig<S extends z.ZodObject, R extends Row> = {
  kind: ReferenceKind;
  /** 'Tingkat', 'Mata Pelajaran': the tab's buttons and form titles. */
  label: string;
  schema: S;
  fields: RecordField<S>[];
  /** The columns beside the name. */
  columns: TableColumnsType<R>;
  /** Why a row in use is not deleted. */
  inUse: string;
  /** What the form starts with for a new row. */
  initialValues?: Record<string, unknown>;
};

/**
 * One reference list (grade levels, majors, rooms, subjects), whole, searched as typed: add,
 * change, and remove a row nothing uses. The buttons follow the academic page's actions.
 */
export function ReferensiTab<S extends z.ZodObject, R extends Row>({ config }: { config: ReferenceTabConfig<S, R> }) {
  const { kind, label, schema, fields, inUse } = config;
  const list = useReferensi(kind);
  const rows = (list.data ?? []) as unknown as R[];
  const canCall = useCanCall();
  const endpoints = STAF_REFERENSI[kind];
  const can = { create: canCall(endpoints.create), update: canCall(endpoints.update), remove: canCall(endpoints.remove) };
  const save = useSaveReferensi(kind);
  const remove = useDeleteReferensi(kind);
  const [search, setSearch] = useState('');
  // The row being edited: null for a new one, undefined while the form is closed.
  const reload = async () => void (await list.refetch());
  const { editing, open: setEditing, close, submit } = useEditModal<R, Record<string, unknown>>(save, reload);
  const confirmDelete = useConfirmedDelete(reload);
  const shown = search.trim() ? rows.filter((r) => r.nama.toLowerCase().includes(search.trim().toLowerCase())) : rows;

  const actions = (row: R) => (
    <Flex gap={4} justify="end">
      {can.update && <Button type="text" icon={<EditOutlined />} aria-label={`Ubah ${row.nama}`} onClick={() => setEditing(row)} />}
      {can.remove &&
        (row.dipakai ? (
          <Tooltip title={inUse}>
            <Button type="text" icon={<DeleteOutlined />} disabled aria-label={`Hapus ${row.nama}`} />
          </Tooltip>
        ) : (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Hapus ${row.nama}`}
            onClick={() => confirmDelete(`Hapus ${label.toLowerCase()} ${row.nama}?`, () => remove.mutateAsync(row.id))}
          />
        ))}
    </Flex>
  );

  const columns: TableColumnsType<R> = [
    { key: 'nama', title: 'Nama', dataIndex: 'nama' },
    ...config.columns,
    { key: 'dipakai', title: 'Status', render: (_, row) => (row.dipakai ? <Tag color="blue">Dipakai</Tag> : <Tag>Belum dipakai</Tag>) },
    ...(can.update || can.remove ? [{ key: 'aksi', title: '', width: 96, render: (_: unknown, row: R) => actions(row) }] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          className="table-search"
          allowClear
          placeholder={`Cari ${label.toLowerCase()}`}
          aria-label="Cari"
          onChange={(e) => setSearch(e.target.value)}
        />
        {can.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Tambah {label}
          </Button>
        )}
      </Flex>
      <Table<R>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={shown}
        columns={columns}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: DOOR_TEXT.total }}
      />
      {editing !== undefined && (
        <RecordFormModal
          title={`${editing ? 'Ubah' : 'Tambah'} ${label}`}
          schema={schema}
          fields={fields}
          initialValues={editing ?? config.initialValues}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Flex>
  );
}
