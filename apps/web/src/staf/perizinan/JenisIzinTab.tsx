import { Button, Form, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PerizinanJenisRow } from '@madrasah/contract/schemas/perizinan';
import { PERMIT_LIMITS } from '@madrasah/contract/schemas/perizinan-tanggal';
import { jenisSettingSchema, type JenisSetting } from '@madrasah/contract/schemas/staf-perizinan';
import { FormModal } from '../../components/FormModal';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useSaveJenis, useStafJenis } from './api';
import { persetujuanLabel } from './perizinan-staf-actions';

const rules = zodFormRules(jenisSettingSchema);

/**
 * 'Jenis Izin': which kinds wait for a decision and which are approved at once (AUTO APPROVAL),
 * with each kind's longest span and grace days. A change applies to the next submissions.
 */
export function JenisIzinTab({ canUpdate }: { canUpdate: boolean }) {
  const jenis = useStafJenis();
  const [editing, setEditing] = useState<PerizinanJenisRow>();
  return (
    <>
      <Typography.Paragraph type="secondary">
        Jenis yang tidak perlu persetujuan langsung berstatus AUTO APPROVAL begitu diajukan. Perubahan berlaku untuk pengajuan berikutnya.
      </Typography.Paragraph>
      <Table<PerizinanJenisRow>
        rowKey="id"
        size="small"
        loading={jenis.isPending}
        dataSource={jenis.data}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { key: 'nama', title: 'Jenis Perizinan', dataIndex: 'nama' },
          {
            key: 'butuh_persetujuan',
            title: 'Persetujuan',
            render: (_, row) => <Tag color={row.butuh_persetujuan ? 'default' : 'blue'}>{persetujuanLabel(row.butuh_persetujuan)}</Tag>,
          },
          { key: 'maks_hari', title: 'Paling lama', render: (_, row) => `${row.maks_hari} hari` },
          { key: 'tenggang_hari', title: 'Tenggang', render: (_, row) => `${row.tenggang_hari} hari` },
          ...(canUpdate
            ? [
                {
                  key: 'aksi',
                  title: '',
                  render: (_: unknown, row: PerizinanJenisRow) => (
                    <Button size="small" onClick={() => setEditing(row)} aria-label={`Ubah ${row.nama}`}>
                      Ubah
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <JenisModal
          jenis={editing}
          onCancel={() => setEditing(undefined)}
          onDone={() => {
            setEditing(undefined);
            void jenis.refetch();
          }}
        />
      )}
    </>
  );
}

function JenisModal({ jenis, onDone, onCancel }: { jenis: PerizinanJenisRow; onDone: () => void; onCancel: () => void }) {
  const [form] = Form.useForm<JenisSetting>();
  const save = useSaveJenis();
  const submit = (body: JenisSetting) => save.mutate({ id: jenis.id, body }, { onSuccess: onDone, onError: (err) => showServerFieldErrors(form, err) });
  return (
    <FormModal title={`Jenis Izin: ${jenis.nama}`} form={form} saving={save.isPending} onCancel={onCancel}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ butuh_persetujuan: jenis.butuh_persetujuan, maks_hari: jenis.maks_hari, tenggang_hari: jenis.tenggang_hari }}
        onFinish={submit}
      >
        <Form.Item
          name="butuh_persetujuan"
          label="Perlu persetujuan"
          valuePropName="checked"
          extra="Bila tidak, perizinan jenis ini langsung disetujui (AUTO APPROVAL)."
        >
          <Switch />
        </Form.Item>
        <Form.Item name="maks_hari" label="Paling lama (hari)" rules={rules('maks_hari')}>
          <InputNumber min={1} max={PERMIT_LIMITS.maksHariCap} precision={0} className="staf-number" />
        </Form.Item>
        <Form.Item name="tenggang_hari" label="Tenggang sebelum hari ini (hari)" rules={rules('tenggang_hari')}>
          <InputNumber min={0} max={PERMIT_LIMITS.tenggangHariCap} precision={0} className="staf-number" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
