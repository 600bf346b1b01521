import { Form, Select } from 'antd';
import { useState } from 'react';
import { MSG } from '@madrasah/contract/messages';
import { FilterModal } from '../../components/filter/FilterModal';
import { clearedBy } from '../../components/filter/period-filter';
import { useOwnRombel, useSemesterOptions, useTahunAjaranOptions } from '../../components/filter/period-lookups';
import { EMPTY_LIST_TEXT } from '../../components/table/table-columns';
import { notify } from '../../lib/notify';
import type { NilaiPeriod } from './nilai-params';

type Props = {
  value: NilaiPeriod;
  /** The session's active period: what Reset returns to, and what the badge counts away from. */
  active: NilaiPeriod;
  onChange: (period: NilaiPeriod) => void;
};

/**
 * The grades' 'Filter' button and modal: a school year, then one of its semesters (disabled
 * until a year is chosen; another year clears it). It applies only with both chosen, otherwise
 * 'Pilih tahun ajaran dan semester terlebih dahulu' (spec 02 section 5). Only the years in which
 * the student sat in a class group are offered: no other year holds grades of theirs.
 */
export function NilaiFilter({ value, active, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Partial<NilaiPeriod>>();
  const tahunAjaranId = Form.useWatch('tahun_ajaran_id', form);
  const years = useTahunAjaranOptions();
  const rombels = useOwnRombel();
  const ownYears = new Set(rombels.data?.map((rombel) => rombel.tahun_ajaran_id));
  const semesters = useSemesterOptions(tahunAjaranId ?? undefined);
  const away = Number(value.tahun_ajaran_id !== active.tahun_ajaran_id) + Number(value.semester_id !== active.semester_id);

  const show = () => {
    form.setFieldsValue(value);
    setOpen(true);
  };
  const apply = (period: NilaiPeriod) => {
    onChange(period);
    setOpen(false);
  };
  const submit = () => {
    const { tahun_ajaran_id, semester_id } = form.getFieldsValue();
    if (!tahun_ajaran_id || !semester_id) return notify.warning(MSG.choosePeriodFirst);
    apply({ tahun_ajaran_id, semester_id });
  };

  return (
    <FilterModal count={away} open={open} onOpen={show} onClose={() => setOpen(false)} onReset={() => apply(active)} onApply={submit}>
      <Form<Partial<NilaiPeriod>> form={form} layout="vertical" onValuesChange={(changed) => form.setFieldsValue(clearedBy(changed))}>
        <Form.Item name="tahun_ajaran_id" label="Tahun Ajaran">
          <Select
            allowClear
            placeholder="Pilih tahun ajaran"
            loading={years.isFetching || rombels.isFetching}
            notFoundContent={EMPTY_LIST_TEXT}
            options={years.data?.filter((y) => ownYears.has(y.id)).map((y) => ({ value: y.id, label: y.nama }))}
          />
        </Form.Item>
        <Form.Item name="semester_id" label="Semester">
          <Select
            allowClear
            placeholder="Pilih semester"
            disabled={!tahunAjaranId}
            loading={semesters.isFetching}
            notFoundContent={EMPTY_LIST_TEXT}
            options={semesters.data?.map((s) => ({ value: s.id, label: s.tipe_semester }))}
          />
        </Form.Item>
      </Form>
    </FilterModal>
  );
}
