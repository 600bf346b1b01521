import { DownOutlined, TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { anakStorage } from '../../lib/anak-storage';
import { usePrivilege } from '../../lib/session';
import './anak-switcher.css';

/**
 * A guardian's child, chosen in the header (decision 0054): hidden for one child. A choice is kept
 * for this tab and as the browser's default, empties every cached answer (no data of the other
 * child is ever shown) and opens the dashboard. A menu button, as the account menu beside it: the
 * shell carries no Select (a form control's weight on every signed-in start).
 */
export function AnakSwitcher({ compact = false }: { compact?: boolean }) {
  const { profile_ex } = usePrivilege();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (profile_ex.anak.length < 2) return null;
  const chosen = profile_ex.anak.find((a) => a.siswa_id === profile_ex.siswa_id) ?? profile_ex.anak[0]!;
  const choose = (siswaId: number) => {
    if (siswaId === profile_ex.siswa_id) return;
    anakStorage.set(siswaId);
    void navigate(PAGE.dashboard);
    void queryClient.resetQueries();
  };
  const items = profile_ex.anak.map((a) => ({
    key: String(a.siswa_id),
    label: a.rombel_nama ? `${a.nama} (${a.rombel_nama})` : a.nama,
    onClick: () => choose(a.siswa_id),
  }));
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [String(chosen.siswa_id)] }} trigger={['click']} placement="bottomRight">
      <Button className={compact ? 'anak-switcher compact' : 'anak-switcher'} aria-label={`Pilih anak: ${chosen.nama}`} icon={<TeamOutlined />}>
        <span className="anak-switcher-name">{compact ? chosen.nama.split(' ')[0] : chosen.nama}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
