import { Flex, Tabs } from 'antd';
import { PAGE } from '@madrasah/contract/access';
import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import type { RecordTabKey } from '../../components/student-record/labels';
import { SiswaHeader, useRecordTabs } from '../../components/student-record/record-tabs';
import { useAlumniEdits } from './alumni-edits';
import { photoUrl } from './data-diri-values';
import { DataDiriTab } from './DataDiriTab';
import { TracingTab } from './TracingTab';
import { useTabParam } from '../../lib/use-tab-param';

/** The student record's tabs in the spec's order: tab 1 is the first, tab 6 the last. */
const RECORD_TABS: RecordTabKey[] = ['orangtua', 'aktivitas-belajar', 'beasiswa-bantuan', 'prestasi', 'pendidikan', 'berkas'];
const TAB_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;

type Props = { data: AlumniDataDiri; siswaId: number };

/**
 * An internal alumnus's page, the student-style layout: the student record's header, then tabs
 * keyed by index in `?tab=` (spec 02 section 2): the alumni's own Data Diri, the student
 * record's tabs (all listed; the action flags still govern their buttons), and Tracing.
 */
export default function InternalLayout({ data, siswaId }: Props) {
  const can = useAlumniEdits();
  const record = useRecordTabs({ siswaId, page: PAGE.alumni, listAll: true });
  const [tab, setTab] = useTabParam(TAB_KEYS);

  const recordItems = RECORD_TABS.flatMap((key, i) => {
    const item = record.find((one) => one.key === key);
    return item ? [{ key: String(i + 1), label: item.label, children: item.children }] : [];
  });

  return (
    <Flex vertical gap={16}>
      {/* The header names the alumnus as their Data Diri does; the ids are the student record's. */}
      <SiswaHeader siswaId={siswaId} person={{ nama: data.nama, nik: data.nik, foto: photoUrl(data) }} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: '0', label: 'Data Diri', children: <DataDiriTab data={data} canEdit={can.dataDiri} withPhoto /> },
          ...recordItems,
          { key: '7', label: 'Tracing', children: <TracingTab alumniId={data.id} canEdit={can.tracing} /> },
        ]}
      />
    </Flex>
  );
}
