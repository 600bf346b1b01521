import { Tag } from 'antd';
import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';

/** Spec 02 section 4: Selesai is blue, every other status the warning colour. */
export function KonsultasiStatusTag({ status }: { status: KonsultasiStatus }) {
  return (
    <Tag color={status === 'Selesai' ? 'blue' : 'warning'} className="konsultasi-status">
      {status}
    </Tag>
  );
}
