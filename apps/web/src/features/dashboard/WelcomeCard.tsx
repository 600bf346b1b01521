import { Card, Flex, Tag } from 'antd';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { formatDate, schoolToday } from '../../lib/format';
import type { ServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';

/** Greeting with today's date: the server's, or the device's in the school's zone until it answers. */
export function WelcomeCard({ today }: { today: ServerToday | undefined }) {
  const { profile, profile_ex, sekolah, tahun_ajaran, semester } = usePrivilege();
  const local = schoolToday(sekolah.timezone);
  const hari = today?.hari ?? local.format('dddd');
  const tanggal = today?.tanggal ?? formatDate(local);
  const iso = today?.date ?? formatDate(local, DATE_FORMAT.lookup);

  return (
    <Card className="welcome">
      {/* Plain elements: this heading is the dashboard's largest paint, and antd's Typography
          builds a large style sheet before it can show. */}
      <h1 className="welcome-title">Selamat datang, {profile.name}</h1>
      <span className="welcome-date">
        {hari}, <time dateTime={iso}>{tanggal}</time>
      </span>
      <Flex wrap gap={8} className="welcome-tags">
        <Tag>
          Tahun Ajaran {tahun_ajaran.thn_awal}/{tahun_ajaran.thn_akhir}
        </Tag>
        <Tag>Semester {semester.tipe_semester}</Tag>
        {profile_ex.rombel_nama && <Tag>Rombel {profile_ex.rombel_nama}</Tag>}
      </Flex>
    </Card>
  );
}
