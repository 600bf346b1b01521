import { AutoComplete, Input, Select } from 'antd';
import { LAPORAN_TIPE } from '@madrasah/contract/schemas/bk';
import { KATEGORI_TES_SARAN, type catatanBodySchema, type hasilTesStafBodySchema } from '@madrasah/contract/schemas/staf-bk';
import type { BkTopik } from '@madrasah/contract/schemas/staf-bk';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import type { RecordField } from '../../components/RecordFormModal';
import { DOCUMENT_RULE } from '../../components/upload/file-to-base64';
import { FileUpload } from '../../components/upload/FileUpload';
import { SiswaSelect } from './SiswaSelect';
import type { SiswaPilihan } from './bk-form';

/** The test result's form: the student, when, what test, and what came of it. */
export const hasilTesFields = (current?: SiswaPilihan, dokumen?: string): RecordField<typeof hasilTesStafBodySchema>[] => [
  { name: 'siswa_id', label: 'Siswa', wide: true, input: <SiswaSelect current={current} /> },
  { name: 'tgl', label: 'Tanggal', input: <IsoDatePicker /> },
  { name: 'kategori_tes', label: 'Kategori', input: <AutoComplete allowClear options={KATEGORI_TES_SARAN.map((value) => ({ value }))} /> },
  { name: 'keterangan', label: 'Keterangan', wide: true },
  { name: 'hasil', label: 'Hasil', wide: true, input: <Input.TextArea rows={3} /> },
  // Optional: a new file replaces the stored one, none keeps it.
  { name: 'file', label: 'Dokumentasi', wide: true, input: <FileUpload rule={DOCUMENT_RULE} current={dokumen} label="Dokumentasi" /> },
];

const TIPE = LAPORAN_TIPE.map((value) => ({ value, label: value === 'Siswa' ? 'Siswa' : 'Orang Tua/Wali' }));

/** The session's form: with whom, when, the topic (its field in the option), the notes and the follow-up. */
export const catatanFields = (topik: BkTopik[] | undefined, current?: SiswaPilihan): RecordField<typeof catatanBodySchema>[] => [
  { name: 'siswa_id', label: 'Siswa', wide: true, input: <SiswaSelect current={current} /> },
  { name: 'tipe', label: 'Konseling dengan', input: <Select options={TIPE} /> },
  { name: 'tgl', label: 'Tanggal Konsultasi', input: <IsoDatePicker /> },
  {
    name: 'topik_id',
    label: 'Topik Konseling',
    wide: true,
    input: <Select showSearch={{ optionFilterProp: 'label' }} options={(topik ?? []).map((t) => ({ value: t.id, label: `${t.nama} (${t.bidang})` }))} />,
  },
  { name: 'uraian', label: 'Uraian', wide: true, input: <Input.TextArea rows={3} /> },
  { name: 'tanggapan', label: 'Tindak Lanjut', wide: true, input: <Input.TextArea rows={2} /> },
];
