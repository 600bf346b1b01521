import type { z } from 'zod';
import { berkasBodySchema, type berkasRowSchema } from '@madrasah/contract/schemas/siswa-tab';
import { OptionSelect } from '../../OptionSelect';
import { TAB_LABEL } from '../labels';
import { FileLink } from './FileLink';
import { notesInput } from './inputs';
import type { RecordTabDefinition, RecordTabProps } from './record-tab';
import { RecordTab } from './RecordTab';

type Row = z.infer<typeof berkasRowSchema>;

const definition: RecordTabDefinition<Row, typeof berkasBodySchema> = {
  tab: 'berkas',
  title: TAB_LABEL.berkas,
  noun: 'Berkas',
  flags: { create: 'file_create', update: 'file_update', delete: 'file_delete' },
  schema: berkasBodySchema,
  fields: [
    { name: 'tipe', label: 'Jenis Berkas', input: <OptionSelect list="tipe_berkas" /> },
    { name: 'nama', label: 'Nama Berkas' },
    { name: 'keterangan', label: 'Keterangan', input: notesInput, wide: true },
  ],
  fileLabel: 'File',
  name: { title: 'Nama Berkas', value: (row) => row.nama },
  columns: [
    { key: 'tipe', title: 'Jenis Berkas' },
    { key: 'keterangan', title: 'Keterangan' },
    { key: 'file', title: 'File', render: (row) => <FileLink row={row} /> },
  ],
  searchPlaceholder: 'Cari nama, jenis atau keterangan',
};

/** The 'Berkas' tab: the student's documents (birth certificate, family card, diplomas…). */
export default function BerkasTab(props: RecordTabProps) {
  return <RecordTab {...props} definition={definition} />;
}
