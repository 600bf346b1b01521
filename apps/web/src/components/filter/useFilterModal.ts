import { Form } from 'antd';
import { useState } from 'react';
import { MSG } from '@madrasah/contract/messages';
import { notify } from '../../lib/notify';
import type { TableFilter } from '../table/table-query';
import { countSet, periodInvalid, type PeriodValues } from './period-filter';

type Options<V> = {
  /** The list's filters now, and where the chosen ones go. */
  value: TableFilter;
  onChange: (filtering: TableFilter) => void;
  /** The form's fields: the badge counts them, the form opens holding them. */
  fields: readonly (keyof V & string)[];
  /** A warning that keeps the modal open (after the date period's own check). */
  refuse?: (chosen: V) => string | undefined;
  /** The chosen values as the list filters by them (an unticked box filters nothing). */
  clean?: (chosen: V) => Record<string, unknown>;
};

/**
 * The state behind a list's 'Filter' modal (`<FilterModal {...modal}>`): the form opens holding
 * the list's filters; 'Terapkan' refuses a period that starts after it ends
 * ('Periode yang dimasukkan tidak valid.') and anything `refuse` names, then hands the chosen
 * fields on; 'Reset' clears them all.
 */
export function useFilterModal<V extends PeriodValues>({ value, onChange, fields, refuse, clean }: Options<V>) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const apply = (chosen: TableFilter) => {
    onChange(chosen);
    setOpen(false);
  };
  const modal = {
    count: countSet(value, fields),
    open,
    onOpen: () => {
      form.setFieldsValue(Object.fromEntries(fields.map((field) => [field, value[field] ?? undefined])));
      setOpen(true);
    },
    onClose: () => setOpen(false),
    onReset: () => apply({}),
    onApply: () => {
      const chosen = Object.fromEntries(fields.map((field) => [field, form.getFieldValue(field) as unknown])) as V;
      const warning = periodInvalid(chosen) ? MSG.periodInvalid : refuse?.(chosen);
      if (warning) return notify.warning(warning);
      apply((clean ? clean(chosen) : chosen) as TableFilter);
    },
  };
  return { form, modal };
}
