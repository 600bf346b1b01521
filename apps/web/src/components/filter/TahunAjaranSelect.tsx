import { Select, type SelectProps } from 'antd';
import { useTahunAjaranOptions } from './period-lookups';

/** A school-year picker, newest first: to file an award criterion under, or to filter invoices and payments by. */
export function TahunAjaranSelect(props: SelectProps<number>) {
  const years = useTahunAjaranOptions();
  return <Select {...props} loading={years.isPending} options={years.data?.map((year) => ({ value: year.id, label: year.nama }))} />;
}
