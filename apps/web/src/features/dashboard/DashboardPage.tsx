import { Alert, Flex } from 'antd';
import { ROLE } from '@madrasah/contract/access';
import type { ComponentType } from 'react';
import { schoolToday } from '../../lib/format';
import { useServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';
import './dashboard.css';
import { hariOf } from './jadwal-hari';
import { JadwalCard } from './JadwalCard';
import { ViolationCard } from './ViolationCard';
import { WaliCard } from './WaliCard';
import { WelcomeCard } from './WelcomeCard';

type Props = {
  /** Today's clock-in card of the student this account clocks in for (the presensi area's, given by the router). */
  PresensiCard: ComponentType<{ siswaId: number }>;
  /** That student, or null when the account does not clock in. */
  siswaId: number | null;
  /** An alumnus's cards instead of a student's (the alumni area's, given by the router). */
  AlumniDashboard: ComponentType<{ alumniId: number }>;
};

export default function DashboardPage({ PresensiCard, siswaId, AlumniDashboard }: Props) {
  const { profile, profile_ex, sekolah } = usePrivilege();
  const { data: today, isError: noServerToday } = useServerToday();
  // Offline the server's date cannot come: the kept timetable opens on the device's today at the school.
  const hariIni = today?.hari ?? (noServerToday ? hariOf(schoolToday(sekolah.timezone)) : undefined);
  const suspended = profile_ex.siswa_akun_ditangguhkan === 1;

  if (profile_ex.alumni_id !== null)
    return (
      <Flex vertical gap={16}>
        <WelcomeCard today={today} />
        <AlumniDashboard alumniId={profile_ex.alumni_id} />
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {suspended && <Alert type="warning" showIcon title="Akun Anda ditangguhkan" description={profile_ex.siswa_alasan_akun_ditangguhkan} />}
      <WelcomeCard today={today} />
      {profile.roles === ROLE.wali && <WaliCard />}
      <div className={siswaId !== null ? 'dashboard-cards two' : 'dashboard-cards'}>
        {siswaId !== null && <PresensiCard siswaId={siswaId} />}
        <ViolationCard />
      </div>
      <JadwalCard hariIni={hariIni} />
    </Flex>
  );
}
