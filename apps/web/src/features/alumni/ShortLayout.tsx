import { Flex, Tabs } from 'antd';
import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { useAlumniEdits } from './alumni-edits';
import { AlumniHeader } from './AlumniHeader';
import { DataDiriTab } from './DataDiriTab';
import { TracingTab } from './TracingTab';
import { useTabParam } from '../../lib/use-tab-param';

const TAB_KEYS = ['data-diri', 'tracing'] as const;

/**
 * Every alumni type but the internal one (the spec's alumni self page): a header with the photo
 * and a summary, and two tabs chosen by `?tab=`.
 */
export function ShortLayout({ data }: { data: AlumniDataDiri }) {
  const can = useAlumniEdits();
  const [tab, setTab] = useTabParam(TAB_KEYS);

  return (
    <Flex vertical gap={16}>
      <AlumniHeader data={data} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'data-diri', label: 'Data Diri', children: <DataDiriTab data={data} canEdit={can.dataDiri} withPhoto={false} /> },
          { key: 'tracing', label: 'Tracing', children: <TracingTab alumniId={data.id} canEdit={can.tracing} /> },
        ]}
      />
    </Flex>
  );
}
