import { Select, type SelectProps } from 'antd';
import { OPTIONS, type OptionList } from '@madrasah/contract/options';

type Props = Omit<SelectProps, 'options' | 'showSearch'> & { list: OptionList };

/** One of the contract's fixed option lists, searchable; `mode="multiple"` for a multi-choice. */
export function OptionSelect({ list, ...rest }: Props) {
  return (
    <Select
      allowClear
      placeholder="Pilih"
      {...rest}
      showSearch={{ optionFilterProp: 'label' }}
      options={OPTIONS[list].map((value) => ({ value, label: value }))}
    />
  );
}
