import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { AkunRingkas } from '@madrasah/contract/schemas/staf-akun';
import { STATUS } from './akun-labels';

/** An account in a cell: its state (with the reason of a suspension) and its sign-in address. */
export function AkunCell({ akun, name }: { akun: AkunRingkas; name?: string }) {
  const { label, color } = STATUS[akun.status];
  return (
    <Flex vertical gap={2}>
      <span>
        <Tooltip title={akun.alasan}>
          <Tag color={color}>{label}</Tag>
        </Tooltip>
        {name && <Typography.Text>{name}</Typography.Text>}
      </span>
      <Typography.Text type="secondary" className="akun-email">
        {akun.email}
      </Typography.Text>
    </Flex>
  );
}

/** No account yet, and whom one would be for. */
export function BelumAda({ name }: { name?: string | null }) {
  return (
    <span>
      <Tag>{STATUS.belum_ada.label}</Tag>
      {name && <Typography.Text type="secondary">{name}</Typography.Text>}
    </span>
  );
}
