import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { buatAkunStafBodySchema, type AkunBaru, type BuatAkunStafBody } from '@madrasah/contract/schemas/staf-akun';
import { FormModal } from '../../components/FormModal';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { zodFormRules } from '../../lib/zod-form';
import { PeranCheckboxes } from './PeranCheckboxes';

const rules = zodFormRules(buatAkunStafBodySchema);

/** Makes a staff member's account: the person (a GTK without one), the sign-in address and the roles. */
export function BuatStafModal({ onMade, onCancel }: { onMade: (made: AkunBaru) => void; onCancel: () => void }) {
  const [form] = Form.useForm<BuatAkunStafBody>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const people = useQuery({
    queryKey: ['staf-akun-gtk', q],
    queryFn: async () => (await api.call(STAF_AKUN.gtkTanpaAkun, { query: { q: q || undefined } })).data,
  });
  const save = useMutation({
    mutationFn: (body: BuatAkunStafBody) => api.call(STAF_AKUN.buatStaf, { body }, { notifySuccess: true }),
    onSuccess: (res) => onMade(res.data),
    onError: (err) => showServerFieldErrors(form, err),
  });
  return (
    <FormModal title="Buat Akun Staf" form={form} saving={save.isPending} onCancel={onCancel} okText="Buat akun">
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="gtk_id" label="GTK" rules={rules('gtk_id')} extra="Hanya GTK aktif yang belum memiliki akun.">
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Cari nama GTK"
            loading={people.isFetching}
            options={(people.data ?? []).map((p) => ({ value: p.id, label: [p.nama, p.jenis_ptk].filter(Boolean).join(' - ') }))}
            onChange={(id: number) => {
              const email = people.data?.find((p) => p.id === id)?.email;
              if (email && !form.getFieldValue('email')) form.setFieldValue('email', email);
            }}
          />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={rules('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="peran" label="Peran" rules={rules('peran')}>
          <PeranCheckboxes />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
