import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { ROLE } from '@madrasah/contract/access';
import { useBelumDibaca } from '../../lib/notifikasi';
import { usePrivilege } from '../../lib/session';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The inbox loads when the bell is first pressed.
const NotifikasiDrawer = lazy(() => import('../../features/notifikasi/NotifikasiDrawer'));

/** The header's bell with the unread count; it opens the inbox. A suspended student, who reaches only the dashboard, has none. */
export function NotifikasiBell() {
  const { profile, profile_ex } = usePrivilege();
  const aktif = !(profile.roles === ROLE.siswa && (profile_ex.siswa_id === null || profile_ex.siswa_akun_ditangguhkan === 1));
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const jumlah = useBelumDibaca(aktif).data ?? 0;
  if (!aktif) return null;
  return (
    <span className="notifikasi-bell">
      <Badge count={jumlah} size="small" overflowCount={99}>
        <Button type="text" icon={<BellOutlined />} onClick={() => setOpen(true)} aria-label={jumlah ? `Notifikasi, ${jumlah} belum dibaca` : 'Notifikasi'} />
      </Badge>
      {mounted && (
        <Suspense>
          <NotifikasiDrawer open={open} onClose={() => setOpen(false)} belumDibaca={jumlah} />
        </Suspense>
      )}
    </span>
  );
}
