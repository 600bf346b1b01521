import { Card, Skeleton } from 'antd';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { isAllowed, type ActionFlag, type PagePath } from '@madrasah/contract/access';
import { usePrivilege } from '../../lib/session';
import { AktivitasBelajar } from './AktivitasBelajar';
import { DataDiri } from './DataDiri';
import { TAB_LABEL, type RecordTabKey } from './labels';
import { cardSize } from '../mobile';
import { OrangTua } from './OrangTua';
import type { RecordTabProps } from './tabs/record-tab';
// Read lists, forms and the header look the same on every page that shows a student record.
import './student-record.css';

export { SiswaHeader } from './SiswaHeader';

// The list tabs (table, forms, upload) load when first opened.
const BeasiswaTab = lazy(() => import('./tabs/BeasiswaTab'));
const PrestasiTab = lazy(() => import('./tabs/PrestasiTab'));
const PendidikanTab = lazy(() => import('./tabs/PendidikanTab'));
const BerkasTab = lazy(() => import('./tabs/BerkasTab'));

/** The list tabs and the flag each needs to be listed (spec 02 section 2). */
const LIST_TABS: { key: RecordTabKey; view: ActionFlag; Tab: ComponentType<RecordTabProps> }[] = [
  { key: 'beasiswa-bantuan', view: 'beasiswa_view', Tab: BeasiswaTab },
  { key: 'prestasi', view: 'prestasi_view', Tab: PrestasiTab },
  { key: 'pendidikan', view: 'education_view', Tab: PendidikanTab },
  { key: 'berkas', view: 'file_view', Tab: BerkasTab },
];

const listLoading = (
  <Card size={cardSize}>
    <Skeleton active paragraph={{ rows: 6 }} />
  </Card>
);

type RecordTab = { key: RecordTabKey; label: string; children: ReactNode };

/**
 * The student record's tabs in spec order; `page` is the access entry whose flags govern tabs
 * and buttons; listAll shows every tab whatever the *_view flags say (the alumni page lists all
 * tabs).
 */
export function useRecordTabs({ siswaId, page, listAll = false }: { siswaId: number; page: PagePath; listAll?: boolean }): RecordTab[] {
  const { access } = usePrivilege();
  const can = (action: ActionFlag | ActionFlag[]) => isAllowed(access, page, action);
  const tab = (key: RecordTabKey, children: ReactNode): RecordTab => ({ key, label: TAB_LABEL[key], children });
  return [
    tab('profil', <DataDiri siswaId={siswaId} canEdit={can('update')} />),
    tab('orangtua', <OrangTua siswaId={siswaId} canEdit={can(['update', 'update_partial'])} />),
    tab('aktivitas-belajar', <AktivitasBelajar siswaId={siswaId} page={page} />),
    ...LIST_TABS.filter(({ view }) => listAll || can(view)).map(({ key, Tab }) =>
      tab(
        key,
        <Suspense fallback={listLoading}>
          <Tab siswaId={siswaId} page={page} />
        </Suspense>,
      ),
    ),
  ];
}
