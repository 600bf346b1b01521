import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { formatDate, schoolToday } from '../../lib/format';
import { usePrivilege } from '../../lib/session';

export default function DashboardPage() {
  const { profile, profile_ex, sekolah, tahun_ajaran, semester } = usePrivilege();
  const today = schoolToday(sekolah.timezone);
  const suspended = profile_ex.siswa_akun_ditangguhkan === 1;

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
      <Card className="welcome">
        <Typography.Title level={1} className="welcome-title">
          Selamat datang, {profile.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {today.format('dddd')}, <time dateTime={formatDate(today, DATE_FORMAT.lookup)}>{formatDate(today)}</time>
        </Typography.Text>
        <Flex wrap gap={8} className="welcome-tags">
          <Tag>
            Tahun Ajaran {tahun_ajaran.thn_awal}/{tahun_ajaran.thn_akhir}
          </Tag>
          <Tag>Semester {semester.tipe_semester}</Tag>
          {profile_ex.rombel_nama && <Tag>Rombel {profile_ex.rombel_nama}</Tag>}
        </Flex>
      </Card>
    </Flex>
  );
}
