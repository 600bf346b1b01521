import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import type { JadwalRow } from '@madrasah/contract/schemas/dashboard';
import { JADWAL_HARI, type Hari } from '@madrasah/contract/jadwal';
import { firstSchoolDay, hariLabel, lessonsOn } from './jadwal-hari';
import { Lesson } from './Lesson';

type Props = { table: JadwalRow[]; today: Hari | undefined };

/**
 * The week on a phone: one day at a time (today's first), each lesson on its own line. Until the
 * user picks a day the list follows today, which the server's answer may bring after the timetable.
 */
export function JadwalDayList({ table, today }: Props) {
  const [picked, setHari] = useState<Hari>();
  const hari = picked ?? firstSchoolDay(table, today);
  const lessons = lessonsOn(table, hari);
  return (
    <div className="jadwal-days">
      <Segmented<Hari>
        block
        value={hari}
        onChange={setHari}
        options={JADWAL_HARI.map((h) => ({ value: h, label: h === 'Minggu' ? 'Ahad' : h.slice(0, 3), title: hariLabel(h) }))}
        aria-label="Pilih hari"
      />
      {lessons.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Tidak ada pelajaran hari ${hariLabel(hari)}`} />
      ) : (
        <ol className="jadwal-day-lessons" aria-label={`Jadwal hari ${hariLabel(hari)}`}>
          {lessons.map(({ jam_ke, lesson }) => (
            <li key={jam_ke}>
              <span className="jadwal-day-jam">
                <small>Jam Ke-</small>
                {jam_ke}
              </span>
              <Lesson lesson={lesson} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
