import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, List, Modal, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import type { NilaiGrid, NilaiPenilaian } from '@madrasah/contract/schemas/staf-nilai';
import { PENILAIAN_MATERI_MAX, PENILAIAN_NAMA_MAX } from '@madrasah/contract/schemas/staf-nilai-limits';
import { api } from '../../lib/api-client';

type Values = { nama: string; materi?: string };

/**
 * The subject's summative assessments: add one, rename one or change its material, delete one
 * that holds no grade yet (a graded one is refused, so no grade goes unseen).
 */
export function PenilaianModal({ grid, onClose, reload }: { grid: NilaiGrid; onClose: () => void; reload: () => void }) {
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<NilaiPenilaian>();
  const [saving, setSaving] = useState(false);
  const done = () => {
    form.resetFields();
    setEditing(undefined);
    reload();
  };
  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = { nama: values.nama, materi: values.materi ?? null };
      if (editing) await api.call(STAF_NILAI.ubahPenilaian, { params: { id: editing.id }, body }, { notifySuccess: true });
      else await api.call(STAF_NILAI.tambahPenilaian, { params: { id: grid.id }, body }, { notifySuccess: true });
      done();
    } finally {
      setSaving(false);
    }
  };
  const hapus = async (p: NilaiPenilaian) => {
    await api.call(STAF_NILAI.hapusPenilaian, { params: { id: p.id } }, { notifySuccess: true });
    done();
  };
  return (
    <Modal open title="Penilaian Sumatif" footer={null} onCancel={onClose} width={560}>
      <List
        size="small"
        dataSource={grid.penilaian}
        locale={{ emptyText: 'Belum ada penilaian sumatif' }}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button
                key="ubah"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Ubah ${p.nama}`}
                onClick={() => {
                  setEditing(p);
                  form.setFieldsValue({ nama: p.nama, materi: p.materi ?? undefined });
                }}
              />,
              p.terisi > 0 ? (
                <Tooltip key="hapus" title={`Sudah berisi ${p.terisi} nilai`}>
                  <Button type="text" icon={<DeleteOutlined />} disabled aria-label={`Hapus ${p.nama}`} />
                </Tooltip>
              ) : (
                <Popconfirm key="hapus" title={`Hapus ${p.nama}?`} okText="Hapus" cancelText="Batal" onConfirm={() => hapus(p)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Hapus ${p.nama}`} />
                </Popconfirm>
              ),
            ]}
          >
            <List.Item.Meta title={p.nama} description={p.materi ?? undefined} />
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" onFinish={save} className="nilai-penilaian-form">
        <Form.Item name="nama" label={editing ? `Ubah: ${editing.nama}` : 'Nama penilaian baru'} rules={[{ required: true, message: 'Nama wajib diisi' }]}>
          <Input maxLength={PENILAIAN_NAMA_MAX} placeholder={`Sumatif Lingkup Materi ${grid.penilaian.length + 1}`} />
        </Form.Item>
        <Form.Item name="materi" label="Materi">
          <Input maxLength={PENILAIAN_MATERI_MAX} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? 'Simpan' : 'Tambah'}
          </Button>
          {editing && <Button onClick={() => (form.resetFields(), setEditing(undefined))}>Batal ubah</Button>}
        </Space>
      </Form>
    </Modal>
  );
}
