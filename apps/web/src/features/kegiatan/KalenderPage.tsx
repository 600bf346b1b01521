import idLocale from '@fullcalendar/core/locales/id';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { Breadcrumb, Card, Flex, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { JENIS_AGENDA, STATUS_ABSENSI, type JenisAgenda, type StatusAbsensi } from '@madrasah/contract/options';
import type { KaldikAgenda } from '@madrasah/contract/schemas/kegiatan';
import { InlineLoadError } from '../../components/InlineLoadError';
import { EMPTY_LIST_TEXT } from '../../components/table/table-columns';
import { mobile } from '../../components/mobile';
import { useKaldikAgenda } from './api';
import { agendaEvent, shownDays } from './kalender-events';
import { KalenderInfoModal } from './KalenderInfoModal';
import './kalender.css';

// A phone's toolbar keeps to one line: the arrows, the month, and 'Hari Ini'.
const TOOLBAR = mobile ? { start: 'prev,next', center: 'title', end: 'today' } : { start: 'title', end: 'today prev,next' };
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * '/kalender-kegiatan/kalender': the school calendar as a month grid, filtered by absence status
 * and kind on the server. The grid asks for the days it shows; clicking an item opens
 * 'Informasi Kalender'.
 */
export default function KalenderPage() {
  const [statusAbsensi, setStatusAbsensi] = useState<StatusAbsensi>();
  const [jenisAgenda, setJenisAgenda] = useState<JenisAgenda>();
  const [days, setDays] = useState<{ tgl_awal: string; tgl_akhir: string }>();
  const agenda = useKaldikAgenda(days && { ...days, status_absensi: statusAbsensi, jenis_agenda: jenisAgenda });
  const [viewing, setViewing] = useState<KaldikAgenda>();
  const items = agenda.data ?? [];

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Kalender Kegiatan' }, { title: 'Kalender' }]} />
      <Card title="Kalender" size={mobile ? 'small' : 'default'}>
        <Flex gap={8} wrap className="kalender-filters">
          <Select<StatusAbsensi>
            aria-label="Status Absensi"
            placeholder="Status Absensi"
            allowClear
            value={statusAbsensi}
            onChange={setStatusAbsensi}
            options={options(STATUS_ABSENSI)}
          />
          <Select<JenisAgenda>
            aria-label="Jenis Agenda"
            placeholder="Jenis Agenda"
            allowClear
            value={jenisAgenda}
            onChange={setJenisAgenda}
            options={options(JENIS_AGENDA)}
          />
        </Flex>
        {agenda.isError && <InlineLoadError onRetry={() => void agenda.refetch()} />}
        {agenda.isSuccess && !agenda.isPlaceholderData && items.length === 0 && (
          <Typography.Text type="secondary" role="status" className="kalender-empty">
            {EMPTY_LIST_TEXT}
          </Typography.Text>
        )}
        <Spin spinning={agenda.isFetching}>
          <div className="kalender">
            <FullCalendar
              plugins={[dayGridPlugin]}
              initialView="dayGridMonth"
              locale={idLocale}
              headerToolbar={TOOLBAR}
              height="auto"
              fixedWeekCount={false}
              dayMaxEvents={mobile ? 2 : 3}
              events={items.map(agendaEvent)}
              datesSet={(shown) => setDays(shownDays(shown.start, shown.end))}
              eventClick={(clicked) => setViewing(items.find((item) => String(item.id) === clicked.event.id))}
            />
          </div>
        </Spin>
      </Card>
      {viewing && <KalenderInfoModal agenda={viewing} onClose={() => setViewing(undefined)} />}
    </Flex>
  );
}
