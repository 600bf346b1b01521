import { AutoComplete, Select } from 'antd';
import { JENIS_PTK_SARAN, type gtkBodySchema } from '@madrasah/contract/schemas/staf-gtk';
import { OptionSelect } from '../../components/OptionSelect';
import type { RecordField } from '../../components/RecordFormModal';

const STATUS = [
  { value: true, label: 'Aktif' },
  { value: false, label: 'Nonaktif' },
];

/** The GTK form: the name without titles, the titles apart, the numbers Dapodik knows them by. */
export const GTK_FIELDS: RecordField<typeof gtkBodySchema>[] = [
  { name: 'nama_lengkap', label: 'Nama Lengkap', wide: true },
  { name: 'gelar_depan', label: 'Gelar Depan' },
  { name: 'gelar_belakang', label: 'Gelar Belakang' },
  { name: 'jenis_kelamin', label: 'Jenis Kelamin', input: <OptionSelect list="jenis_kelamin" /> },
  { name: 'jenis_ptk', label: 'Jenis PTK', input: <AutoComplete allowClear options={JENIS_PTK_SARAN.map((value) => ({ value }))} /> },
  { name: 'nip', label: 'NIP' },
  { name: 'nuptk', label: 'NUPTK' },
  { name: 'email', label: 'Email' },
  { name: 'no_telp', label: 'No. Telp' },
  { name: 'is_active', label: 'Status', input: <Select options={STATUS} /> },
];
