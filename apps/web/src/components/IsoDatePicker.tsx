import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@madrasah/contract/limits';

type Props = Omit<DatePickerProps<Dayjs, false>, 'value' | 'onChange' | 'format' | 'multiple'> & {
  /** YYYY-MM-DD, as the contract sends dates. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/**
 * A date picker whose form value is the contract's 'YYYY-MM-DD' text, so the zod rules read
 * the form as it is; the user sees and types DD-MM-YYYY.
 */
export function IsoDatePicker({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      format={DATE_FORMAT.display}
      value={value ? dayjs(value) : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(DATE_FORMAT.lookup) : null)}
    />
  );
}
