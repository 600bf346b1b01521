import { Flex, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { PlainCard } from '../../components/PlainCard';
import { formatDate, schoolToday } from '../../lib/format';
import type { ServerToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';

/**
 * The device's date in the school's zone, while the server's has not arrived. Worked out after
 * the card has painted: the first use of Intl's time zones loads locale data, a long task on a
 * phone, and the server's date usually arrives first.
 */
function useLocalSchoolDay(timeZone: string, needed: boolean): Dayjs | undefined {
  const [local, setLocal] = useState<Dayjs>();
  useEffect(() => {
    if (!needed || local) return;
    const timer = window.setTimeout(() => setLocal(schoolToday(timeZone)), 300);
    return () => window.clearTimeout(timer);
  }, [timeZone, needed, local]);
  return local;
}

/** Greeting with today's date: the server's, or the device's in the school's zone until it answers. */
export function WelcomeCard({ today }: { today: ServerToday | undefined }) {
  const { profile, profile_ex, sekolah, tahun_ajaran, semester } = usePrivilege();
  const local = useLocalSchoolDay(sekolah.timezone, today === undefined);
  const day = today ?? (local && { hari: local.format('dddd'), tanggal: formatDate(local), date: formatDate(local, DATE_FORMAT.lookup) });

  return (
    <PlainCard className="welcome">
      {/* Plain elements: this heading is the dashboard's largest paint, and antd's Typography
          builds a large style sheet before it can show. */}
      <h1 className="welcome-title">Selamat datang, {profile.name}</h1>
      {/* The line keeps its height while the date is not known yet. */}
      <span className="welcome-date">
        {day ? (
          <>
            {day.hari}, <time dateTime={day.date}>{day.tanggal}</time>
          </>
        ) : (
          '\u00a0'
        )}
      </span>
      <Flex wrap gap={8} className="welcome-tags">
        <Tag>
          Tahun Ajaran {tahun_ajaran.thn_awal}/{tahun_ajaran.thn_akhir}
        </Tag>
        <Tag>Semester {semester.tipe_semester}</Tag>
        {profile_ex.rombel_nama && <Tag>Rombel {profile_ex.rombel_nama}</Tag>}
      </Flex>
    </PlainCard>
  );
}
