import { Form, Select } from 'antd';
import { useState } from 'react';
import { dmyToIso, isoToDmy } from '@madrasah/contract/dates';
import { MSG } from '@madrasah/contract/messages';
import { LAPORAN_TIPE, type LaporanTipe } from '@madrasah/contract/schemas/bk';
import { periodInvalid } from '../../../components/filter/period-filter';
import { FilterModal } from '../../../components/filter/FilterModal';
import { IsoDatePicker } from '../../../components/IsoDatePicker';
import { notify } from '../../../lib/notify';
import { DEFAULT_PERIOD, type LaporanPeriod } from './laporan-params';

const TIPE_OPTIONS = LAPORAN_TIPE.map((tipe) => ({ value: tipe, label: tipe }));

/** Filters away from the default: another type, and each end of the period. */
const countChosen = (period: LaporanPeriod) => [period.tipe !== DEFAULT_PERIOD.tipe, period.tgl_awal, period.tgl_akhir].filter(Boolean).length;

type Props = { value: LaporanPeriod; onChange: (period: LaporanPeriod) => void };

/** The modal's fields: the pickers hold YYYY-MM-DD, null once cleared. */
type Values = { tipe?: LaporanTipe; tgl_awal?: string | null; tgl_akhir?: string | null };

/**
 * The report's 'Filter' button and modal: Tipe (Siswa by default) and the period, refused with
 * 'Periode yang dimasukkan tidak valid.' when it starts after it ends (spec 02 section 5).
 */
export function LaporanFilter({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();

  const show = () => {
    form.setFieldsValue({ tipe: value.tipe, tgl_awal: value.tgl_awal && dmyToIso(value.tgl_awal), tgl_akhir: value.tgl_akhir && dmyToIso(value.tgl_akhir) });
    setOpen(true);
  };
  const apply = (period: LaporanPeriod) => {
    onChange(period);
    setOpen(false);
  };
  const submit = () => {
    const { tipe, tgl_awal, tgl_akhir } = form.getFieldsValue();
    if (periodInvalid({ tgl_awal: tgl_awal ?? undefined, tgl_akhir: tgl_akhir ?? undefined })) return notify.warning(MSG.periodInvalid);
    apply({ tipe: tipe ?? DEFAULT_PERIOD.tipe, ...(tgl_awal && { tgl_awal: isoToDmy(tgl_awal) }), ...(tgl_akhir && { tgl_akhir: isoToDmy(tgl_akhir) }) });
  };

  return (
    <FilterModal count={countChosen(value)} open={open} onOpen={show} onClose={() => setOpen(false)} onReset={() => apply(DEFAULT_PERIOD)} onApply={submit}>
      <Form form={form} layout="vertical">
        <Form.Item name="tipe" label="Tipe">
          <Select options={TIPE_OPTIONS} />
        </Form.Item>
        <div className="laporan-filter-dates">
          <Form.Item name="tgl_awal" label="Tanggal Awal">
            <IsoDatePicker placeholder="Pilih tanggal" />
          </Form.Item>
          <Form.Item name="tgl_akhir" label="Tanggal Akhir">
            <IsoDatePicker placeholder="Pilih tanggal" />
          </Form.Item>
        </div>
      </Form>
    </FilterModal>
  );
}
