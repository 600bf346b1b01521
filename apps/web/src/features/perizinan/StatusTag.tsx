import { Tag } from 'antd';
import type { PerizinanStatus } from '@madrasah/contract/schemas/perizinan';

/** The spec's tag colours (spec 02 section 4): DRAFT keeps antd's default tag. */
const COLOR: Record<PerizinanStatus, string | undefined> = {
  DRAFT: undefined,
  DIAJUKAN: 'grey',
  DISETUJUI: 'blue',
  'AUTO APPROVAL': 'blue',
  DITOLAK: 'red',
};

export function StatusTag({ status }: { status: PerizinanStatus }) {
  return (
    <Tag color={COLOR[status]} className="perizinan-status">
      {status}
    </Tag>
  );
}
