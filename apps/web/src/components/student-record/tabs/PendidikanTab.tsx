import type { z } from 'zod';
import { pendidikanBodySchema, type pendidikanRowSchema } from '@madrasah/contract/schemas/siswa-tab';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { yearInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = z.infer<typeof pendidikanRowSchema>;

const definition: RecordTabDefinition<Row, typeof pendidikanBodySchema> = {
  tab: 'pendidikan',
  title: TAB_LABEL.pendidikan,
  noun: 'Pendidikan',
  flags: { create: 'education_create', update: 'education_update', delete: 'education_delete' },
  schema: pendidikanBodySchema,
  fields: [
    { name: 'nama_lembaga', label: 'Nama Lembaga' },
    { name: 'jenis_lembaga', label: 'Jenis Lembaga', input: <OptionSelect list="jenis_lembaga" /> },
    { name: 'tahun_belajar', label: 'Mulai Belajar', input: yearInput },
    { name: 'frekuensi_belajar', label: 'Frekuensi Belajar', input: <OptionSelect list="frekuensi_belajar" /> },
    { name: 'lokasi_lembaga', label: 'Lokasi Lembaga' },
  ],
  name: { title: 'Nama Lembaga', value: (row) => row.nama_lembaga },
  columns: [
    { key: 'jenis_lembaga', title: 'Jenis Lembaga' },
    { key: 'tahun_belajar', title: 'Mulai Belajar' },
    { key: 'frekuensi_belajar', title: 'Frekuensi Belajar' },
    { key: 'lokasi_lembaga', title: 'Lokasi Lembaga' },
  ],
  searchPlaceholder: 'Cari nama atau lokasi lembaga',
};

/** The 'Pendidikan' tab: courses and schools the student attends besides the madrasah. */
export default function PendidikanTab(props: RecordTabProps) {
  return <RecordTab {...props} definition={definition} />;
}
