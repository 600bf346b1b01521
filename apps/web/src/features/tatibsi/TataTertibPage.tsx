import { Breadcrumb, Flex, Tabs } from 'antd';
import { useTabParam } from '../../lib/use-tab-param';
import { DokumenTab } from './DokumenTab';
import { PelanggaranTab } from './PelanggaranTab';
import { PenghargaanTab } from './PenghargaanTab';
import './tatibsi.css';

const TABS = [
  { key: '0', label: 'Tata Tertib', children: <DokumenTab /> },
  { key: '1', label: 'Pelanggaran', children: <PelanggaranTab /> },
  { key: '2', label: 'Penghargaan', children: <PenghargaanTab /> },
];

/** '/kesiswaan/tata-tertib-sekolah': the rules PDF, the violation catalogue and the award criteria, in tabs chosen by `?tab=` (spec 02 section 2). */
export default function TataTertibPage() {
  const [active, setActive] = useTabParam(TABS.map((tab) => tab.key));
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kesiswaan' }, { title: 'Tata Tertib Sekolah' }]} />
      <Tabs className="tatibsi-tabs" activeKey={active} onChange={setActive} items={TABS} />
    </Flex>
  );
}
