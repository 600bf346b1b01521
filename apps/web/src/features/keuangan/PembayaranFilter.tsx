import { Form, Select } from 'antd';
import { useState } from 'react';
import { FilterModal } from '../../components/filter/FilterModal';
import type { TableFilter } from '../../components/table/table-query';
import { formatRupiah } from '../../lib/format';
import { TahunAjaranSelect } from '../../components/filter/TahunAjaranSelect';
import { usePemasukanOptions } from './api';
import { withSiswa } from './keuangan-values';

type Values = { tahun_ajaran?: number; detail_pemasukan_id?: number };
type Props = { siswaId: number | null; value: TableFilter; onChange: (filtering: TableFilter) => void };

const FIELDS = ['tahun_ajaran', 'detail_pemasukan_id'] as const;

/**
 * The payments' 'Filter': a school year, then one of that year's fees (the fee picker waits for a
 * year, and a new year clears the fee and reloads its options).
 */
export function PembayaranFilter({ siswaId, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const tahunAjaran = Form.useWatch('tahun_ajaran', form);
  const fees = usePemasukanOptions(tahunAjaran);

  const show = () =>
    withSiswa(siswaId, () => {
      form.setFieldsValue(Object.fromEntries(FIELDS.map((field) => [field, value[field] ?? undefined])));
      setOpen(true);
    });
  const apply = (chosen: Values) => {
    onChange({ ...value, tahun_ajaran: chosen.tahun_ajaran, detail_pemasukan_id: chosen.detail_pemasukan_id });
    setOpen(false);
  };

  return (
    <FilterModal
      count={FIELDS.filter((field) => value[field] !== undefined && value[field] !== null).length}
      open={open}
      onOpen={show}
      onClose={() => setOpen(false)}
      onReset={() => apply({})}
      onApply={() => apply(form.getFieldsValue())}
    >
      <Form
        form={form}
        name="pembayaran-filter"
        layout="vertical"
        onValuesChange={(changed: Values) => 'tahun_ajaran' in changed && form.setFieldValue('detail_pemasukan_id', undefined)}
      >
        <Form.Item name="tahun_ajaran" label="Tahun Ajaran">
          <TahunAjaranSelect allowClear placeholder="Pilih tahun ajaran" />
        </Form.Item>
        <Form.Item name="detail_pemasukan_id" label="Pos Pemasukan">
          <Select
            allowClear
            placeholder="Pilih pos pemasukan"
            disabled={tahunAjaran === undefined}
            loading={fees.isFetching}
            options={fees.data?.map((fee) => ({ value: fee.pemasukan_detail_id, label: `${fee.pos_pemasukan_nama} (${formatRupiah(fee.nominal)})` }))}
          />
        </Form.Item>
      </Form>
    </FilterModal>
  );
}
