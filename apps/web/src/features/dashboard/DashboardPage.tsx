import { Alert, Flex } from 'antd';
import { useServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';
import { PresensiCard } from '../presensi/PresensiCard';
import './dashboard.css';
import { JadwalCard } from './JadwalCard';
import { ViolationCard } from './ViolationCard';
import { WelcomeCard } from './WelcomeCard';

export default function DashboardPage() {
  const { profile_ex, presensi } = usePrivilege();
  const { data: today } = useServerToday();
  const suspended = profile_ex.siswa_akun_ditangguhkan === 1;
  const siswaId = presensi.is_allow ? profile_ex.siswa_id : null;

  return (
    <Flex vertical gap={16}>
      {suspended && (
        <Alert
          type="warning"
          showIcon
          title="Akun Anda ditangguhkan"
          description={profile_ex.siswa_alasan_akun_ditangguhkan}
        />
      )}
      <WelcomeCard today={today} />
      <div className={siswaId !== null ? 'dashboard-cards two' : 'dashboard-cards'}>
        {siswaId !== null && <PresensiCard siswaId={siswaId} />}
        <ViolationCard />
      </div>
      <JadwalCard hariIni={today?.hari} />
    </Flex>
  );
}
