import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { InlineLoadError } from '../../components/InlineLoadError';
import { cardSize } from '../../components/mobile';
import { useAlumniTracing } from './api';
import { TracingView } from './TracingView';

// The form (pickers, upload) loads only when the user starts editing.
const TracingForm = lazy(() => import('./TracingForm'));

type Props = {
  alumniId: number;
  /** The user holds 'update' or 'update_partial' on the alumni page. */
  canEdit: boolean;
};

const loading = (
  <Card title="Tracing" size={cardSize}>
    <Skeleton active paragraph={{ rows: 8 }} />
  </Card>
);

/** The 'Tracing' tab: the alumni's status after graduating, and its edit form for users who may change it. */
export function TracingTab({ alumniId, canEdit }: Props) {
  const { data, isPending, isError, refetch } = useAlumniTracing(alumniId);
  const [editing, setEditing] = useState(false);

  if (isPending) return loading;
  if (isError)
    return (
      <Card title="Tracing" size={cardSize}>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  if (editing && canEdit)
    return (
      <Suspense fallback={loading}>
        <TracingForm alumniId={alumniId} data={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return <TracingView data={data} onEdit={canEdit ? () => setEditing(true) : undefined} />;
}
