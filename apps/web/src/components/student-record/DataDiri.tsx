import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { InlineLoadError } from '../InlineLoadError';
import { useDataDiri } from './api';
import { DataDiriView } from './DataDiriView';
import { cardSize } from '../mobile';

// The form (pickers, upload, map) loads only when the user starts editing.
const DataDiriForm = lazy(() => import('./DataDiriForm'));

type Props = {
  siswaId: number;
  /** The user holds the 'update' action on the student pages. */
  canEdit: boolean;
};

const loading = (
  <Card title="Data Diri" size={cardSize}>
    <Skeleton active avatar paragraph={{ rows: 8 }} />
  </Card>
);

/** The 'Data Diri' tab: the student's personal data, and its edit form for users who may change it. */
export function DataDiri({ siswaId, canEdit }: Props) {
  const { data, isPending, isError, refetch } = useDataDiri(siswaId);
  const [editing, setEditing] = useState(false);

  if (isPending) return loading;
  if (isError)
    return (
      <Card title="Data Diri" size={cardSize}>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  if (editing && canEdit)
    return (
      <Suspense fallback={loading}>
        <DataDiriForm siswaId={siswaId} data={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return <DataDiriView data={data} onEdit={canEdit ? () => setEditing(true) : undefined} />;
}
