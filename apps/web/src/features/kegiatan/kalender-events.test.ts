import { describe, expect, it } from 'vitest';
import type { KaldikAgenda } from '@madrasah/contract/schemas/kegiatan';
import { AGENDA_COLOR, agendaEvent, shownDays } from './kalender-events';

const agenda = (over: Partial<KaldikAgenda>): KaldikAgenda => ({
  id: 7,
  judul: 'Libur Semester Ganjil',
  jenis_agenda: 'Libur Sekolah',
  uraian: null,
  civitas_akademika: null,
  tgl_awal: '2026-12-21',
  tgl_akhir: '2027-01-02',
  status_absensi: 'Libur',
  ...over,
});

describe('calendar events', () => {
  it("ends a day after the item's last day, across a month and a year", () => {
    expect(agendaEvent(agenda({}))).toMatchObject({ id: '7', title: 'Libur Semester Ganjil', start: '2026-12-21', end: '2027-01-03', allDay: true });
    expect(agendaEvent(agenda({ tgl_awal: '2027-02-28', tgl_akhir: '2027-02-28' }))).toMatchObject({ start: '2027-02-28', end: '2027-03-01' });
  });

  it("is red without clock-in ('Libur') and blue otherwise", () => {
    expect(agendaEvent(agenda({}))).toMatchObject({ backgroundColor: AGENDA_COLOR.Libur, borderColor: AGENDA_COLOR.Libur, classNames: ['kaldik-libur'] });
    expect(agendaEvent(agenda({ status_absensi: 'Masuk' }))).toMatchObject({ backgroundColor: AGENDA_COLOR.Masuk, classNames: ['kaldik-masuk'] });
  });

  it("asks for the grid's days, its exclusive end made inclusive", () => {
    expect(shownDays(new Date(2026, 10, 29), new Date(2027, 0, 10))).toEqual({ tgl_awal: '2026-11-29', tgl_akhir: '2027-01-09' });
  });
});
