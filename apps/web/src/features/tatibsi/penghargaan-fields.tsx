import { Input, Select } from 'antd';
import { BINTANG, type penghargaanBodySchema } from '@madrasah/contract/schemas/tatibsi';
import { TahunAjaranSelect } from '../../components/filter/TahunAjaranSelect';
import type { RecordField } from '../../components/RecordFormModal';

const BINTANG_OPTIONS = BINTANG.map((n) => ({ value: n, label: `${n} Bintang` }));
const notes = <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />;

/** The award form's fields (spec 02 section 5): kode, bintang and kriteria required, penghargaan optional. */
export const PENGHARGAAN_FIELDS: RecordField<typeof penghargaanBodySchema>[] = [
  { name: 'kode', label: 'Kode' },
  { name: 'bintang', label: 'Bintang', input: <Select placeholder="Pilih bintang" options={BINTANG_OPTIONS} /> },
  { name: 'kriteria', label: 'Kriteria', input: notes, wide: true },
  { name: 'penghargaan', label: 'Penghargaan', input: notes, wide: true },
  { name: 'tahun_ajaran_id', label: 'Tahun Ajaran', input: <TahunAjaranSelect placeholder="Pilih tahun ajaran" /> },
];
