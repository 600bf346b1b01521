import type { ComponentProps } from 'react';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { reformatDate } from './text-date';

type Props = Omit<ComponentProps<typeof IsoDatePicker>, 'value' | 'onChange'> & {
  /** DD-MM-YYYY, as the alumni personal data sends and answers the date of birth. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** The student's date picker, holding the alumni's DD-MM-YYYY text so the contract's rule reads it as it is. */
export function BirthDatePicker({ value, onChange, ...rest }: Props) {
  return (
    <IsoDatePicker
      {...rest}
      value={reformatDate(value, DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)}
      onChange={(iso) => onChange?.(reformatDate(iso, DATE_FORMAT.lookup, DATE_FORMAT.alumniBirth))}
    />
  );
}
