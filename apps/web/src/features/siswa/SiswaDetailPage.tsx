import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Empty, Flex, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { usePrivilege } from '../../lib/session';
import { useTabParam } from '../../lib/use-tab-param';
import { SiswaHeader, useRecordTabs } from '../../components/student-record/record-tabs';

/**
 * '/peserta-didik/aktif' (and '/peserta-didik/detail', linked from the profile): the student's
 * own (or the ward's) record in tabs chosen by `?tab=`, governed by the active-student page's
 * access entry.
 */
export default function SiswaDetailPage() {
  const siswaId = usePrivilege().profile_ex.siswa_id;
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no page to go back to), the back button leads to the profile.
  const back = () => (location.key === 'default' ? navigate(PAGE.profile) : navigate(-1));

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Kembali" />
        <Breadcrumb items={[{ title: 'Peserta Didik' }, { title: 'Detail' }]} />
      </Flex>
      {siswaId === null ? <Empty description="Data peserta didik tidak ditemukan" /> : <SiswaRecord siswaId={siswaId} />}
    </Flex>
  );
}

/** The header and the tabs; an unknown or hidden `?tab=` opens Data Diri. */
function SiswaRecord({ siswaId }: { siswaId: number }) {
  const tabs = useRecordTabs({ siswaId, page: PAGE.siswaAktif });
  const [active, setActive] = useTabParam(tabs.map((tab) => tab.key));
  return (
    <>
      <SiswaHeader siswaId={siswaId} />
      <Tabs className="siswa-tabs" activeKey={active} onChange={setActive} items={tabs} />
    </>
  );
}
