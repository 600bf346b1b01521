import { SortAscendingOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Radio, Typography } from 'antd';
import { useId } from 'react';
import { DOOR_TEXT } from '../../lib/door-texts';
import type { SortDirection, TableSort } from './table-query';

/** One choice of the sort popover; `F` is its table endpoint's sort fields (`SortFieldOf`). */
export type SortField<F extends string = string> = { value: F; label: string };

const DIRECTIONS: { value: SortDirection; label: string }[] = [
  { value: 'ASC', label: DOOR_TEXT.ascending },
  { value: 'DESC', label: DOOR_TEXT.descending },
];

type Props = { fields: SortField[]; value: TableSort; onChange: (sort: TableSort) => void };

/** The field and direction a list is ordered by; a choice applies at once. */
export function SortPopover({ fields, value, onChange }: Props) {
  const fieldId = useId();
  const directionId = useId();
  const content = (
    <Flex vertical gap={12} className="sort-popover">
      <div>
        <Typography.Text strong id={fieldId}>
          Urutkan berdasarkan
        </Typography.Text>
        <Radio.Group
          aria-labelledby={fieldId}
          vertical
          value={value.field}
          options={fields}
          onChange={(e) => onChange({ ...value, field: e.target.value as string })}
        />
      </div>
      <div>
        <Typography.Text strong id={directionId}>
          Arah
        </Typography.Text>
        <Radio.Group
          aria-labelledby={directionId}
          vertical
          value={value.sort}
          options={DIRECTIONS}
          onChange={(e) => onChange({ ...value, sort: e.target.value as SortDirection })}
        />
      </div>
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button icon={<SortAscendingOutlined />}>Urutkan</Button>
    </Popover>
  );
}
