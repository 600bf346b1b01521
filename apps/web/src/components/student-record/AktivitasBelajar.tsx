import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import type { PagePath } from '@madrasah/contract/access';
import { SISWA } from '@madrasah/contract/endpoints/siswa';
import { InlineLoadError } from '../InlineLoadError';
import { useAktivitasBelajar } from './api';
import { useCanCallOn } from './can-call-on';
import { AktivitasBelajarView } from './AktivitasBelajarView';
import { cardSize } from '../mobile';

// The form (pickers and their rules) loads only when the user starts editing.
const AktivitasBelajarForm = lazy(() => import('./AktivitasBelajarForm'));

type Props = {
  siswaId: number;
  /** The page whose access entry governs editing: the active-student or the alumni page. */
  page: PagePath;
};

const loading = (
  <Card title="Aktivitas Belajar" size={cardSize}>
    <Skeleton active paragraph={{ rows: 8 }} />
  </Card>
);

/** The 'Aktivitas Belajar' tab: read view, and the registration form with update or update_partial. */
export function AktivitasBelajar({ siswaId, page }: Props) {
  const canEdit = useCanCallOn(page)(SISWA.aktivitasBelajarUpdate);
  const { data, isPending, isError, refetch } = useAktivitasBelajar(siswaId);
  const [editing, setEditing] = useState(false);

  if (isPending) return loading;
  if (isError)
    return (
      <Card title="Aktivitas Belajar" size={cardSize}>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  if (editing && canEdit)
    return (
      <Suspense fallback={loading}>
        <AktivitasBelajarForm siswaId={siswaId} data={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return <AktivitasBelajarView data={data} onEdit={canEdit ? () => setEditing(true) : undefined} />;
}
