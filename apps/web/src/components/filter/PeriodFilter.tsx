import { Form, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { MSG } from '@madrasah/contract/messages';
import { notify } from '../../lib/notify';
import { IsoDatePicker } from '../IsoDatePicker';
import { FilterModal } from './FilterModal';
import type { TableFilter } from '../table/table-query';
import { clearedBy, countSet, periodInvalid, type PeriodValues } from './period-filter';
import { useRombelOptions, useSemesterOptions, useTahunAjaranOptions } from './period-lookups';
import './period-filter.css';

type Props = {
  /** The list's filters; fields this modal does not show (e.g. a fixed activity) are kept. */
  value: TableFilter;
  onChange: (filtering: TableFilter) => void;
  /** Offer the class group (after a year and a semester). */
  rombel?: boolean;
  /** Offer a date period. */
  dates?: boolean;
  /** More filters, as Form.Items named after their filter keys (e.g. a status). */
  children?: ReactNode;
  /** The names of those Form.Items, so the badge counts them and Reset clears them. */
  extraFields?: readonly string[];
};

const YEAR_FIELDS = ['tahun_ajaran_id', 'semester_id'] as const;
const DATE_FIELDS = ['tgl_awal', 'tgl_akhir'] as const;

/**
 * The 'Filter' button of a list and its modal: school year, then semester, then class group
 * (each choice clears the ones after it, spec 02 section 2), a date period ('Periode yang
 * dimasukkan tidak valid.' when it starts after it ends) and any filters the list adds.
 */
export function PeriodFilter({ value, onChange, rombel = true, dates = true, children, extraFields = [] }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PeriodValues & TableFilter>();
  const fields = [...YEAR_FIELDS, ...(rombel ? ['rombel_id'] : []), ...(dates ? DATE_FIELDS : []), ...extraFields];
  const tahunAjaranId = Form.useWatch('tahun_ajaran_id', form);
  const semesterId = Form.useWatch('semester_id', form);
  const years = useTahunAjaranOptions();
  const semesters = useSemesterOptions(tahunAjaranId);
  const rombels = useRombelOptions(rombel ? tahunAjaranId : undefined, semesterId);

  const show = () => {
    form.setFieldsValue(Object.fromEntries(fields.map((field) => [field, value[field] ?? undefined])));
    setOpen(true);
  };
  const apply = (chosen: TableFilter) => {
    onChange({ ...value, ...chosen });
    setOpen(false);
  };
  const submit = () => {
    const chosen = Object.fromEntries(fields.map((field) => [field, form.getFieldValue(field) as TableFilter[string]]));
    if (periodInvalid(chosen as PeriodValues)) return notify.warning(MSG.periodInvalid);
    apply(chosen);
  };
  const reset = () => apply(Object.fromEntries(fields.map((field) => [field, undefined])));

  return (
    <FilterModal count={countSet(value, fields)} open={open} onOpen={show} onClose={() => setOpen(false)} onReset={reset} onApply={submit}>
      {/* Named, so its fields' ids (filter_tgl_awal) differ from a form's on the same page (tgl_awal). */}
      <Form form={form} name="filter" layout="vertical" onValuesChange={(changed: Partial<PeriodValues>) => form.setFieldsValue(clearedBy(changed))}>
        <Form.Item name="tahun_ajaran_id" label="Tahun Ajaran">
          <Select
            allowClear
            placeholder="Pilih tahun ajaran"
            loading={years.isFetching}
            options={years.data?.map((year) => ({ value: year.id, label: year.nama }))}
          />
        </Form.Item>
        <Form.Item name="semester_id" label="Semester">
          <Select
            allowClear
            placeholder="Pilih semester"
            disabled={tahunAjaranId === undefined}
            loading={semesters.isFetching}
            options={semesters.data?.map((semester) => ({ value: semester.id, label: semester.tipe_semester }))}
          />
        </Form.Item>
        {rombel && (
          <Form.Item name="rombel_id" label="Rombel">
            <Select
              allowClear
              placeholder="Pilih rombel"
              disabled={tahunAjaranId === undefined || semesterId === undefined}
              loading={rombels.isFetching}
              options={rombels.data?.map((group) => ({ value: group.id, label: group.nama }))}
            />
          </Form.Item>
        )}
        {dates && (
          <div className="period-filter-dates">
            <Form.Item name="tgl_awal" label="Tanggal Awal">
              <IsoDatePicker placeholder="Pilih tanggal" />
            </Form.Item>
            <Form.Item name="tgl_akhir" label="Tanggal Akhir">
              <IsoDatePicker placeholder="Pilih tanggal" />
            </Form.Item>
          </div>
        )}
        {children}
      </Form>
    </FilterModal>
  );
}
