import { Card, Skeleton } from 'antd';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { PagePath } from '@madrasah/contract/access';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { SISWA, SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { AktivitasBelajar } from './AktivitasBelajar';
import { useCanCallOn } from './can-call-on';
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

/** The list tabs; each is listed when its list may be asked for (its view flag, spec 02 section 2). */
const LIST_TABS: { key: RecordTabKey; list: Endpoint; Tab: ComponentType<RecordTabProps> }[] = [
  { key: 'beasiswa-bantuan', list: SISWA_TABS.beasiswa.table, Tab: BeasiswaTab },
  { key: 'prestasi', list: SISWA_TABS.prestasi.table, Tab: PrestasiTab },
  { key: 'pendidikan', list: SISWA_TABS.pendidikan.table, Tab: PendidikanTab },
  { key: 'berkas', list: SISWA_TABS.berkas.table, Tab: BerkasTab },
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
  const canCall = useCanCallOn(page);
  const tab = (key: RecordTabKey, children: ReactNode): RecordTab => ({ key, label: TAB_LABEL[key], children });
  return [
    tab('profil', <DataDiri siswaId={siswaId} canEdit={canCall(SISWA.dataDiriUpdate)} />),
    tab('orangtua', <OrangTua siswaId={siswaId} canEdit={canCall(SISWA.orangTuaUpdate)} />),
    tab('aktivitas-belajar', <AktivitasBelajar siswaId={siswaId} page={page} />),
    ...LIST_TABS.filter(({ list }) => listAll || canCall(list)).map(({ key, Tab }) =>
      tab(
        key,
        <Suspense fallback={listLoading}>
          <Tab siswaId={siswaId} page={page} />
        </Suspense>,
      ),
    ),
  ];
}
