import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { parseTextDate } from './text-date';

const YEAR = 'YYYY';

type Props = Omit<DatePickerProps<Dayjs, false>, 'value' | 'onChange' | 'format' | 'picker' | 'multiple'> & {
  /** A four-digit year, as the contract sends years. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A year picker whose form value is the four-digit text the contract's rules read. */
export function YearPicker({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      placeholder="Pilih tahun"
      {...rest}
      picker="year"
      style={{ width: '100%' }}
      format={YEAR}
      value={parseTextDate(value, YEAR)}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(YEAR) : null)}
    />
  );
}
