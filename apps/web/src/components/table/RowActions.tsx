import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';

/** One entry of a row's action menu. */
export type RowAction = { key: string; label: string; icon?: ReactNode; danger?: boolean; onClick: () => void };

/** A row's action menu behind a '⋮' button; nothing when the row offers no action. */
export function RowActions({ actions, rowName }: { actions: RowAction[]; rowName: string }) {
  if (actions.length === 0) return null;
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: actions.map(({ onClick, ...item }) => ({ ...item, onClick: () => onClick() })) }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Aksi ${rowName}`} />
    </Dropdown>
  );
}
