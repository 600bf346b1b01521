import { Typography } from 'antd';
import type { z } from 'zod';
import type { logActivitySchema } from '@madrasah/contract/schemas/siswa-tab';
import { formatDate } from '../../lib/format';

export type LogActivityValue = z.infer<typeof logActivitySchema>;

const ACTION: Record<string, string> = { create: 'Dibuat', update: 'Diubah', delete: 'Dihapus' };
const DATE_TIME = 'DD-MM-YYYY HH:mm';

/** Who last changed a row and when (the spec's LogActivity column); '-' for a row without a log. */
export function LogActivity({ value }: { value: LogActivityValue }) {
  if (!value) return <>-</>;
  const action = ACTION[value.aksi] ?? value.aksi;
  return (
    <div className="log-activity">
      <div>{value.oleh ? `${action} oleh ${value.oleh}` : action}</div>
      <Typography.Text type="secondary">{formatDate(value.pada, DATE_TIME)}</Typography.Text>
    </div>
  );
}
