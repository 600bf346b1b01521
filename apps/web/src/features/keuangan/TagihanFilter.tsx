import { Form } from 'antd';
import { useState } from 'react';
import { FilterModal } from '../../components/filter/FilterModal';
import { TahunAjaranSelect } from '../../components/filter/TahunAjaranSelect';
import { withSiswa } from './keuangan-values';

type Props = {
  siswaId: number | null;
  /** The school year shown. */
  value: number;
  /** The year shown when nothing else is chosen: the current one. */
  current: number;
  onChange: (tahunAjaran: number) => void;
};

/** The invoices' 'Filter': one school year, the current one unless another is chosen (the header always names one). */
export function TagihanFilter({ siswaId, value, current, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ tahun_ajaran: number }>();
  const apply = (tahunAjaran: number) => {
    onChange(tahunAjaran);
    setOpen(false);
  };
  const show = () =>
    withSiswa(siswaId, () => {
      form.setFieldsValue({ tahun_ajaran: value });
      setOpen(true);
    });

  return (
    <FilterModal
      count={value === current ? 0 : 1}
      open={open}
      onOpen={show}
      onClose={() => setOpen(false)}
      onReset={() => apply(current)}
      onApply={() => apply(form.getFieldValue('tahun_ajaran') as number)}
    >
      <Form form={form} name="tagihan-filter" layout="vertical">
        <Form.Item name="tahun_ajaran" label="Tahun Ajaran">
          <TahunAjaranSelect placeholder="Pilih tahun ajaran" />
        </Form.Item>
      </Form>
    </FilterModal>
  );
}
