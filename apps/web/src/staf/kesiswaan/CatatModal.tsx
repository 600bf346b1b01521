import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { CATAT_SISWA_MAX } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { StafSiswaRow } from '@madrasah/contract/schemas/staf-siswa';
import { FormModal } from '../../components/FormModal';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { PHOTO_RULE } from '../../components/upload/file-to-base64';
import { FileUpload } from '../../components/upload/FileUpload';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useStafRombel } from '../FilterSelect';
import { addStudents, catatBody, isFutureDay, studentLabel } from './catat-form';

/** The form's values: the class group only picks students; the item field is the kind's own. */
type Values = { rombel_id?: number; siswa_ids: number[]; tanggal?: string; keterangan?: string; foto?: string } & Record<string, unknown>;

type Props = {
  title: string;
  okText: string;
  /** The body's field of the chosen item ('tata_tertib_id', 'penghargaan_id') and its label. */
  itemField: string;
  itemLabel: string;
  items: { value: number; label: string }[] | undefined;
  itemsLoading: boolean;
  /** Sends the body; the modal closes when it lands and shows the server's field messages when refused. */
  submit: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
};

/** A class group's students of the active year, for the picker. */
const useRombelSiswa = (rombelId: number | undefined) =>
  useQuery({
    queryKey: ['staf-kesiswaan-siswa', rombelId],
    enabled: rombelId !== undefined,
    queryFn: async () =>
      (await api.call(STAF_SISWA.table, { body: { filtering: { rombel_id: rombelId }, pagination: { current: 1, pageSize: 200 } } } as never)).data
        .list as StafSiswaRow[],
  });

/**
 * Records a violation or an award for one or many students at once: pick a class group, then
 * its students (all of them in one click), another class group and more of its students; the
 * item, the day (not after today), a note and a proof photo.
 */
export function CatatModal({ title, okText, itemField, itemLabel, items, itemsLoading, submit, onDone, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const rombelId = Form.useWatch('rombel_id', form);
  const rombel = useStafRombel();
  const students = useRombelSiswa(rombelId);
  // Names of the students picked from every class group chosen so far: a chip keeps its name when the class group changes.
  const [known, setKnown] = useState(new Map<number, string>());
  const remember = (rows: StafSiswaRow[]) => setKnown((m) => new Map([...m, ...rows.map((s) => [s.id, studentLabel(s)] as const)]));
  const picked: number[] = Form.useWatch('siswa_ids', form) ?? [];
  const options = [
    ...(students.data ?? []).map((s) => ({ value: s.id, label: studentLabel(s) })),
    ...picked.filter((id) => !students.data?.some((s) => s.id === id)).map((id) => ({ value: id, label: known.get(id) ?? String(id) })),
  ];
  const save = useMutation({
    mutationFn: (values: Values) => submit(catatBody(values)),
    onSuccess: onDone,
    onError: (err) => showServerFieldErrors(form, err),
  });
  const pickAll = () => {
    if (!students.data) return;
    remember(students.data);
    form.setFieldValue(
      'siswa_ids',
      addStudents(
        picked,
        students.data.map((s) => s.id),
      ),
    );
  };

  return (
    <FormModal title={title} form={form} saving={save.isPending} onCancel={onCancel} okText={okText} width={640}>
      <Form form={form} layout="vertical" initialValues={{ siswa_ids: [] }} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="rombel_id" label="Rombel" extra="Pilih rombel, lalu peserta didiknya; rombel lain dapat dipilih sesudahnya.">
          <Select allowClear placeholder="Pilih rombel" loading={rombel.isPending} options={rombel.data?.map((r) => ({ value: r.id, label: r.nama })) ?? []} />
        </Form.Item>
        <Form.Item label="Peserta Didik" required>
          <Flex vertical gap={8}>
            <Form.Item name="siswa_ids" noStyle rules={[{ required: true, type: 'array', min: 1, message: 'Pilih minimal satu peserta didik' }]}>
              <Select
                mode="multiple"
                aria-label="Peserta Didik"
                placeholder={rombelId ? 'Pilih peserta didik' : 'Pilih rombel terlebih dahulu'}
                loading={students.isFetching}
                options={options}
                optionFilterProp="label"
                maxCount={CATAT_SISWA_MAX}
                onChange={() => students.data && remember(students.data)}
              />
            </Form.Item>
            <Flex gap={8} align="center" wrap>
              <Button size="small" onClick={pickAll} disabled={!students.data?.length}>
                Pilih semua peserta didik rombel ini
              </Button>
              <Typography.Text type="secondary">{picked.length} dipilih</Typography.Text>
            </Flex>
          </Flex>
        </Form.Item>
        <Form.Item name={itemField} label={itemLabel} rules={[{ required: true, message: 'harus dipilih' }]}>
          <Select showSearch optionFilterProp="label" placeholder={`Pilih ${itemLabel.toLowerCase()}`} loading={itemsLoading} options={items ?? []} />
        </Form.Item>
        <Form.Item name="tanggal" label="Tanggal" rules={[{ required: true, message: 'wajib diisi' }]}>
          <IsoDatePicker disabledDate={(day) => isFutureDay(day)} />
        </Form.Item>
        <Form.Item name="keterangan" label="Keterangan">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="foto" label="Foto Bukti">
          <FileUpload rule={PHOTO_RULE} label="Foto" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
