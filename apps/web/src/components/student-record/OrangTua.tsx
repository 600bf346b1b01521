import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { InlineLoadError } from '../InlineLoadError';
import { useOrangTua } from './api';
import { OrangTuaView } from './OrangTuaView';
import { cardSize } from '../mobile';

// The form (pickers and their rules) loads only when the user starts editing.
const OrangTuaForm = lazy(() => import('./OrangTuaForm'));

type Props = {
  siswaId: number;
  /** The user holds 'update' or 'update_partial' on the student pages. */
  canEdit: boolean;
};

const loading = (
  <Card title="Data Orang Tua" size={cardSize}>
    <Skeleton active paragraph={{ rows: 8 }} />
  </Card>
);

/** The 'Data Orang Tua' tab: father, mother and guardian, and their form for users who may change them. */
export function OrangTua({ siswaId, canEdit }: Props) {
  const { data, isPending, isError, refetch } = useOrangTua(siswaId);
  const [editing, setEditing] = useState(false);

  if (isPending) return loading;
  if (isError)
    return (
      <Card title="Data Orang Tua" size={cardSize}>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  if (editing && canEdit)
    return (
      <Suspense fallback={loading}>
        <OrangTuaForm siswaId={siswaId} records={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return <OrangTuaView records={data} onEdit={canEdit ? () => setEditing(true) : undefined} />;
}
