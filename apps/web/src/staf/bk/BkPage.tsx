import { Breadcrumb, Flex, Tabs } from 'antd';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import { useCanCall } from '../../lib/can-call';
import { useTabParam } from '../../lib/use-tab-param';
import { CatatanTab } from './CatatanTab';
import { ExportLogTab } from './ExportLogTab';
import { HasilTesTab } from './HasilTesTab';

const KEYS = ['hasil-tes', 'catatan', 'log-export'] as const;

/**
 * /staf/bk (spec/03-staff.md screen 10): the test results and the counselling records the
 * portal shows, one tab each chosen by `?tab=`; an export lands in the Log Export tab, the
 * staff side's list of the caller's own exports.
 */
export default function BkPage() {
  const [active, setActive] = useTabParam(KEYS);
  const canExport = useCanCall()(STAF_BK.exportLog);
  const toLog = () => setActive('log-export');
  const items = [
    { key: 'hasil-tes', label: 'Hasil Tes', children: <HasilTesTab onExported={toLog} /> },
    { key: 'catatan', label: 'Catatan Konseling', children: <CatatanTab onExported={toLog} /> },
    ...(canExport ? [{ key: 'log-export', label: 'Log Export', children: <ExportLogTab /> }] : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Bimbingan Konseling' }]} />
      <Tabs activeKey={active} onChange={setActive} items={items} destroyOnHidden />
    </Flex>
  );
}
