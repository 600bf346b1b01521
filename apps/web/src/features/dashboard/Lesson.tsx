import { Tag } from 'antd';
import type { Lesson as LessonData } from '@madrasah/contract/schemas/dashboard';
import { formatTime } from '../../lib/format';

/** One lesson of the timetable: abbreviation tag and subject, teacher, time range. */
export function Lesson({ lesson }: { lesson: LessonData }) {
  return (
    <div className="lesson">
      <div className="lesson-subject">
        <Tag color="green" className="lesson-tag">
          {lesson.mapel_singkatan}
        </Tag>
        <span className="lesson-name">{lesson.mapel_nama}</span>
      </div>
      <div className="lesson-teacher">{lesson.gtk_nama ?? '-'}</div>
      <div className="lesson-time">
        {formatTime(lesson.jam_mulai)} – {formatTime(lesson.jam_selesai)}
      </div>
    </div>
  );
}
