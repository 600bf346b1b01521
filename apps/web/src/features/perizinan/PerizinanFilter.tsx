import { Form, Select } from 'antd';
import { PERIZINAN_STATUS } from '@madrasah/contract/schemas/perizinan';
import { PeriodFilter } from '../../components/filter/PeriodFilter';
import type { TableFilter } from '../../components/table/table-query';

const STATUS_OPTIONS = PERIZINAN_STATUS.map((status) => ({ value: status, label: status }));

/** The permits' filter: the school period and dates every list offers, and the status. */
export function PerizinanFilter({ value, onChange }: { value: TableFilter; onChange: (filtering: TableFilter) => void }) {
  return (
    <PeriodFilter value={value} onChange={onChange} extraFields={['status']}>
      <Form.Item name="status" label="Status">
        <Select allowClear placeholder="Pilih status" options={STATUS_OPTIONS} />
      </Form.Item>
    </PeriodFilter>
  );
}
