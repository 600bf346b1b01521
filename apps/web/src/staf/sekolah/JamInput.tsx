import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'HH:mm';

/** 'HH:MM' as a moment of today, for the picker. */
function timeOf(value: string): Dayjs | null {
  const [hour, minute] = value.split(':').map(Number);
  return Number.isInteger(hour) && Number.isInteger(minute) ? dayjs().hour(hour!).minute(minute!).second(0) : null;
}

type Props = { value?: string | null; onChange?: (value: string | null) => void; id?: string; disabled?: boolean };

/** A clock time whose form value is the contract's 'HH:MM' text, so the zod rules read the form as it is. */
export function JamInput({ value, onChange, id, disabled }: Props) {
  return (
    <TimePicker
      id={id}
      disabled={disabled}
      format={FORMAT}
      minuteStep={5}
      needConfirm={false}
      placeholder="JJ:MM"
      style={{ width: '100%' }}
      value={value ? timeOf(value) : null}
      onChange={(time: Dayjs | null) => onChange?.(time ? time.format(FORMAT) : null)}
    />
  );
}
