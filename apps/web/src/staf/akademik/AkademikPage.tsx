import { Breadcrumb, Flex, Tabs } from 'antd';
import { useTabParam } from '../../lib/use-tab-param';
import { ReferensiTab } from './ReferensiTab';
import { RombelTab } from './RombelTab';
import { TahunAjaranTab } from './TahunAjaranTab';
import { JURUSAN, MAPEL, RUANGAN, TINGKAT } from './referensi-config';

const TABS = [
  { key: 'tahun-ajaran', label: 'Tahun Ajaran', children: <TahunAjaranTab /> },
  { key: 'rombel', label: 'Rombel', children: <RombelTab /> },
  { key: 'tingkat', label: 'Tingkat', children: <ReferensiTab config={TINGKAT} /> },
  { key: 'jurusan', label: 'Jurusan', children: <ReferensiTab config={JURUSAN} /> },
  { key: 'ruangan', label: 'Ruangan', children: <ReferensiTab config={RUANGAN} /> },
  { key: 'mapel', label: 'Mata Pelajaran', children: <ReferensiTab config={MAPEL} /> },
];

/**
 * /staf/pengaturan/akademik: school years and the active period, class groups, and the
 * reference lists they are made from, one tab each chosen by `?tab=` (spec/03-staff.md, screen 2).
 */
export default function AkademikPage() {
  const [active, setActive] = useTabParam(TABS.map((tab) => tab.key));
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Pengaturan Sekolah' }, { title: 'Tahun Ajaran & Rombel' }]} />
      <Tabs activeKey={active} onChange={setActive} items={TABS} destroyOnHidden />
    </Flex>
  );
}
