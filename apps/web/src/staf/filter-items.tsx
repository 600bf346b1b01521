import { Form, Select } from 'antd';
import { IsoDatePicker } from '../components/IsoDatePicker';
import { useStafRombel } from './FilterSelect';

/** A staff Filter modal's class group: those of the active year the caller reaches. */
export function RombelItem() {
  const rombel = useStafRombel();
  return (
    <Form.Item name="rombel_id" label="Rombel">
      <Select allowClear placeholder="Semua rombel" loading={rombel.isPending} options={rombel.data?.map((r) => ({ value: r.id, label: r.nama }))} />
    </Form.Item>
  );
}

/** A staff Filter modal's days, `tgl_awal` to `tgl_akhir` (the modal refuses a period that starts after it ends). */
export function DateRangeItems({ extra }: { extra?: string }) {
  return (
    <>
      <Form.Item name="tgl_awal" label="Dari tanggal">
        <IsoDatePicker />
      </Form.Item>
      <Form.Item name="tgl_akhir" label="Sampai tanggal" extra={extra}>
        <IsoDatePicker />
      </Form.Item>
    </>
  );
}
