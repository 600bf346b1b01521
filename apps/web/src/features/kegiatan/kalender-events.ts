import type { EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import type { KaldikAgenda } from '@madrasah/contract/schemas/kegiatan';

/** Spec 02 section 2: items without clock-in ('Libur') are red, the others blue. */
export const AGENDA_COLOR = { Libur: '#f5222d', Masuk: '#1677ff' } as const;

const day = (date: dayjs.Dayjs) => date.format(DATE_FORMAT.lookup);

/**
 * A calendar item as a month grid shows it: a whole-day event whose end is the day after the
 * last one (the grid's end is exclusive, the item's inclusive: spec 02 section 9).
 */
export function agendaEvent(agenda: KaldikAgenda): EventInput {
  const color = AGENDA_COLOR[agenda.status_absensi];
  return {
    id: String(agenda.id),
    title: agenda.judul,
    start: agenda.tgl_awal,
    end: day(dayjs(agenda.tgl_akhir).add(1, 'day')),
    allDay: true,
    backgroundColor: color,
    borderColor: color,
    classNames: [`kaldik-${agenda.status_absensi.toLowerCase()}`],
  };
}

/** The days a month grid shows, from its first day to the day before its exclusive end. */
export const shownDays = (start: Date, end: Date) => ({ tgl_awal: day(dayjs(start)), tgl_akhir: day(dayjs(end).subtract(1, 'day')) });
