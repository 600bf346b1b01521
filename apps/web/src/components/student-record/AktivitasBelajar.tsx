import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { isAllowed, type PagePath } from '@madrasah/contract/access';
import { InlineLoadError } from '../InlineLoadError';
import { usePrivilege } from '../../lib/session';
import { useAktivitasBelajar } from './api';
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
  const { access } = usePrivilege();
  const canEdit = isAllowed(access, page, ['update', 'update_partial']);
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
