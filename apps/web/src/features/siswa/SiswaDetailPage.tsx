import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Empty, Flex, Tabs } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PAGE, isAllowed } from '@madrasah/contract/access';
import { usePrivilege } from '../../lib/session';
import { DataDiri } from './DataDiri';
import { OrangTua } from './OrangTua';
import './siswa.css';

const TABS = { profil: 'Data Diri', orangtua: 'Data Orang Tua' } as const;
type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/**
 * '/peserta-didik/detail', linked from the profile: the student's own (or the ward's) personal
 * and parent data, in tabs chosen by `?tab=`. Governed by the active-student page's access entry.
 */
export default function SiswaDetailPage() {
  const { profile_ex, access } = usePrivilege();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'profil';
  const siswaId = profile_ex.siswa_id;
  const can = (action: 'update' | 'update_partial') => isAllowed(access, PAGE.siswaAktif, action);

  // Opened directly (no page to go back to), the back button leads to the profile.
  const back = () => (location.key === 'default' ? navigate(PAGE.profile) : navigate(-1));

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Kembali" />
        <Breadcrumb items={[{ title: 'Peserta Didik' }, { title: 'Detail' }]} />
      </Flex>
      {siswaId === null ? (
        <Empty description="Data peserta didik tidak ditemukan" />
      ) : (
        <Tabs
          className="siswa-tabs"
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            { key: 'profil', label: TABS.profil, children: <DataDiri siswaId={siswaId} canEdit={can('update')} /> },
            {
              key: 'orangtua',
              label: TABS.orangtua,
              children: <OrangTua siswaId={siswaId} canEdit={can('update') || can('update_partial')} />,
            },
          ]}
        />
      )}
    </Flex>
  );
}
