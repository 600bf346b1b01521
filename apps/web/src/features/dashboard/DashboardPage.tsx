import { Alert, Col, Flex, Row } from 'antd';
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
      <Row gutter={[16, 16]} className="dashboard-cards">
        {siswaId !== null && (
          <Col xs={24} lg={14}>
            <PresensiCard siswaId={siswaId} />
          </Col>
        )}
        <Col xs={24} lg={siswaId !== null ? 10 : 24}>
          <ViolationCard />
        </Col>
      </Row>
      <JadwalCard hariIni={today?.hari} />
    </Flex>
  );
}
