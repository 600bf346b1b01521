import { TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useNavigate } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { anakStorage } from '../../lib/anak-storage';
import { usePrivilege } from '../../lib/session';
import './anak-switcher.css';

/**
 * A guardian's child, chosen in the header (decision 0054): hidden for one child. A choice is kept
 * for this tab and as the browser's default, empties every cached answer (no data of the other
 * child is ever shown) and opens the dashboard.
 */
export function AnakSwitcher({ compact = false }: { compact?: boolean }) {
  const { profile_ex } = usePrivilege();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (profile_ex.anak.length < 2) return null;
  const choose = (siswaId: number) => {
    if (siswaId === profile_ex.siswa_id) return;
    anakStorage.set(siswaId);
    void navigate(PAGE.dashboard);
    void queryClient.resetQueries();
  };
  return (
    <Select
      className={compact ? 'anak-switcher compact' : 'anak-switcher'}
      aria-label="Pilih anak"
      prefix={<TeamOutlined />}
      value={profile_ex.siswa_id}
      onChange={choose}
      popupMatchSelectWidth={false}
      options={profile_ex.anak.map((a) => ({
        value: a.siswa_id,
        label: compact ? a.nama.split(' ')[0] : a.rombel_nama ? `${a.nama} (${a.rombel_nama})` : a.nama,
      }))}
      optionRender={(o) => profile_ex.anak.find((a) => a.siswa_id === o.value)?.nama}
    />
  );
}
