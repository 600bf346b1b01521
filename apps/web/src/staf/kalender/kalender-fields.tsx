import { AutoComplete, Input, Select } from 'antd';
import { JENIS_AGENDA, STATUS_ABSENSI } from '@madrasah/contract/options';
import { CIVITAS_SARAN, type kalenderBodySchema } from '@madrasah/contract/schemas/staf-kalender';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import type { RecordField } from '../../components/RecordFormModal';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The calendar item's form, in the portal's words: Judul, Jenis Agenda, dates, Status Absensi, Civitas Akademik, Uraian. */
export const KALENDER_FIELDS: RecordField<typeof kalenderBodySchema>[] = [
  { name: 'judul', label: 'Judul', wide: true },
  { name: 'jenis_agenda', label: 'Jenis Agenda', input: <Select options={options(JENIS_AGENDA)} /> },
  { name: 'status_absensi', label: 'Status Absensi', input: <Select options={options(STATUS_ABSENSI)} /> },
  { name: 'tgl_awal', label: 'Tanggal Mulai', input: <IsoDatePicker /> },
  { name: 'tgl_akhir', label: 'Tanggal Selesai', input: <IsoDatePicker /> },
  { name: 'civitas_akademika', label: 'Civitas Akademik', wide: true, input: <AutoComplete allowClear options={CIVITAS_SARAN.map((value) => ({ value }))} /> },
  { name: 'uraian', label: 'Uraian', wide: true, input: <Input.TextArea rows={3} /> },
];
