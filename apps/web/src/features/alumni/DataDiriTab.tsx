import { Card, Skeleton } from 'antd';
import { Suspense, lazy, useState } from 'react';
import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { cardSize } from '../../components/mobile';
import { DataDiriView } from './DataDiriView';

// The form (pickers, upload) loads only when the user starts editing.
const DataDiriForm = lazy(() => import('./DataDiriForm'));

type Props = {
  /** The alumni record the page has loaded. */
  data: AlumniDataDiri;
  /** The user holds the 'update' action on the alumni page. */
  canEdit: boolean;
  /** False when the page's header shows the alumni's photo already. */
  withPhoto: boolean;
};

const loading = (
  <Card title="Data Diri" size={cardSize}>
    <Skeleton active avatar paragraph={{ rows: 8 }} />
  </Card>
);

/** The alumni 'Data Diri' tab: the personal data, and its edit form for users who may change it. */
export function DataDiriTab({ data, canEdit, withPhoto }: Props) {
  const [editing, setEditing] = useState(false);
  if (editing && canEdit)
    return (
      <Suspense fallback={loading}>
        <DataDiriForm data={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return <DataDiriView data={data} withPhoto={withPhoto} onEdit={canEdit ? () => setEditing(true) : undefined} />;
}
