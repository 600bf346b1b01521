import { Checkbox, Flex } from 'antd';
import type { Person } from './orang-tua-values';

type Source = Exclude<Person, 'wali'>;

type Props = {
  value?: Source | null;
  onChange?: (value: Source | null) => void;
  id?: string;
};

const LABEL: Record<Source, string> = { ayah: 'Alamat sama dengan ayah', ibu: 'Alamat sama dengan ibu' };

/** The guardian's two same-address ticks; ticking one clears the other, as they exclude each other. */
export function SameAddressChoice({ value, onChange, id }: Props) {
  return (
    <Flex id={id} gap={16} wrap>
      {(['ayah', 'ibu'] as const).map((source) => (
        <Checkbox key={source} checked={value === source} onChange={(e) => onChange?.(e.target.checked ? source : null)}>
          {LABEL[source]}
        </Checkbox>
      ))}
    </Flex>
  );
}
