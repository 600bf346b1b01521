import type { z } from 'zod';
import type { PagePath } from '@madrasah/contract/access';
import type { SiswaTab } from '@madrasah/contract/endpoints/siswa';
import type { LogActivityValue } from '../../table/LogActivity';
import type { RecordField } from '../../RecordFormModal';
import type { NameColumn, TableColumn } from '../../table/table-columns';

/** What every record row carries; tabs with a document add its signed path. */
export type RecordRow = { id: number; log_activity: LogActivityValue; file?: string | null; main_path?: string };

/** One record tab (beasiswa, prestasi, pendidikan, berkas): everything that differs between them. */
export type RecordTabDefinition<Row extends RecordRow, S extends z.ZodObject> = {
  tab: SiswaTab;
  title: string;
  /** What one record is called: 'Tambah Beasiswa', 'Beasiswa [nama] akan dihapus dari list.' */
  noun: string;
  schema: S;
  fields: RecordField<S>[];
  /** Names the row in the list and in the delete confirmation. */
  name: NameColumn<Row>;
  columns: TableColumn<Row>[];
  searchPlaceholder: string;
  /** The label of the document upload, for tabs whose records carry one. */
  fileLabel?: string;
};

export type RecordTabProps = {
  siswaId: number;
  /** The page whose access entry governs the buttons: the active-student or the alumni page. */
  page: PagePath;
};
