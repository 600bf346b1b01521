import { MSG } from '@madrasah/contract/messages';
import type { ImportTemplate } from '@madrasah/contract/schemas/impor';
import { nilaiSchema } from '@madrasah/contract/schemas/kegiatan';
import { CAPAIAN_MAX } from '@madrasah/contract/schemas/staf-nilai-limits';
import type { NilaiGrid } from '@madrasah/contract/schemas/staf-nilai';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict } from '../../platform/errors.js';
import { buildXlsx } from '../../platform/export/xlsx.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { ColumnSpec } from './header.js';
import { runImport, type ImportFile, type ImportKind, type ImportResult, type RowStatus } from './pipeline.js';
import { clean } from './values.js';
import { gridOf, mustWrite, pairOf, writeCells, type Pair, type SimpanBody } from '../../platform/nilai-grid.js';

/*
 * The grade book's spreadsheet (docs/decisions/0053): a template per teaching pair with its
 * students and columns filled, and its import through the import pipeline (dry run → commit,
 * errors by row and column), under the grid's rules: the same cells the grid's save writes,
 * written by the same function in the import's one transaction.
 */

const NO_HEADER = 'Baris judul kolom (ID, Nama, PAS …) tidak ditemukan. Gunakan templat nilai dari halaman Nilai.';
const PETUNJUK =
  'Isi nilai 0–100 (paling banyak 2 angka di belakang koma; koma atau titik). Jangan mengubah kolom ID dan judul kolom. Sel kosong tidak mengubah nilai tersimpan.';

/** A summative assessment's column: its name and id, so two assessments of one name stay apart. */
const sumatifHeader = (p: { id: number; nama: string }) => `${p.nama} (#${p.id})`;

type Values = { siswaId: number | null; sumatif: Map<number, number>; pas?: number; rapor?: number; capaian?: string };

/** The pair's columns as the import reads them: the student's id first, each assessment, then the report's. */
function columnsOf(grid: NilaiGrid): ColumnSpec<string>[] {
  return [
    { key: 'id', names: ['ID', 'ID Siswa'], required: true },
    { key: 'nama', names: ['Nama', 'Nama Siswa'] },
    { key: 'nisn', names: ['NISN'] },
    ...grid.penilaian.map((p) => ({ key: `s${p.id}`, names: [sumatifHeader(p)] })),
    { key: 'pas', names: ['PAS', 'PAS/PAT', 'Nilai PAS'] },
    { key: 'rapor', names: ['Nilai Rapor', 'Rapor'] },
    { key: 'capaian', names: ['Capaian Kompetensi', 'Capaian'] },
  ];
}

/** A grade cell: empty (undefined: keep what is stored), or the grade, or the cell's error. */
function grade(text: string, key: string, fail: (key: string, pesan: string) => void): number | undefined {
  const t = clean(text);
  if (t === '') return undefined;
  const parsed = nilaiSchema.safeParse(t);
  if (!parsed.success) {
    fail(key, parsed.error.issues[0]?.message ?? MSG.numberInvalid);
    return undefined;
  }
  return parsed.data ?? undefined;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null);

function kindOf(p: Pair, grid: NilaiGrid): ImportKind<string, Values, SimpanBody> {
  const members = new Set(grid.siswa.map((s) => s.siswa_id));
  const stored = new Map(grid.nilai_sumatif.map((c) => [`${c.penilaian_sumatif_id}:${c.siswa_id}`, c.nilai]));
  const rapor = new Map(grid.nilai_rapor.map((r) => [r.siswa_id, r]));
  return {
    nama: 'nilai',
    columns: columnsOf(grid),
    anchors: ['id', 'nama'],
    matchKey: 'id',
    noHeader: NO_HEADER,
    parse(cell, fail) {
      const idText = clean(cell('id'));
      const id = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
      if (id === null || !members.has(id)) fail('id', MSG.nilaiSiswaAsing);
      const sumatif = new Map<number, number>();
      for (const p of grid.penilaian) {
        const value = grade(cell(`s${p.id}`), `s${p.id}`, fail);
        if (value !== undefined) sumatif.set(p.id, value);
      }
      const capaian = clean(cell('capaian'));
      if (capaian.length > CAPAIAN_MAX) fail('capaian', MSG.maxChars(CAPAIAN_MAX));
      return {
        siswaId: id !== null && members.has(id) ? id : null,
        sumatif,
        pas: grade(cell('pas'), 'pas', fail),
        rapor: grade(cell('rapor'), 'rapor', fail),
        capaian: capaian === '' ? undefined : capaian,
      };
    },
    async plan(_ctx, rows) {
      const body: SimpanBody = { nilai_sumatif: [], nilai_rapor: [] };
      const statuses: RowStatus[] = rows.map(({ values: v }) => {
        if (v.siswaId === null) return 'tetap';
        const id = v.siswaId;
        let changed = false;
        let had = false;
        for (const [penilaianId, nilai] of v.sumatif) {
          const was = stored.get(`${penilaianId}:${id}`);
          had ||= was !== undefined;
          if (!sameNumber(was, nilai)) changed = true;
          body.nilai_sumatif.push({ penilaian_sumatif_id: penilaianId, siswa_id: id, nilai });
        }
        const r = rapor.get(id);
        if (v.pas !== undefined || v.rapor !== undefined || v.capaian !== undefined) {
          had ||= r !== undefined;
          if (!sameNumber(r?.pas_nilai, v.pas ?? r?.pas_nilai) || !sameNumber(r?.rapor_nilai, v.rapor ?? r?.rapor_nilai)) changed = true;
          if ((r?.capaian_kompetensi ?? null) !== (v.capaian ?? r?.capaian_kompetensi ?? null)) changed = true;
          body.nilai_rapor.push({ siswa_id: id, pas_nilai: v.pas, rapor_nilai: v.rapor, capaian_kompetensi: v.capaian });
        }
        return !changed ? 'tetap' : had ? 'diperbarui' : 'baru';
      });
      return { statuses, writes: body };
    },
    async commit(tx, writes) {
      await writeCells(tx, p, writes);
    },
  };
}

/** The pair's template: its students (ID, NISN, name) and every column, filled with what is stored. */
export async function nilaiTemplat(app: ServiceContext, auth: AuthContext, id: number): Promise<ImportTemplate> {
  const p = await pairOf(app.db, id);
  mustWrite(auth, p);
  const grid = await gridOf(app.db, auth, p);
  const stored = new Map(grid.nilai_sumatif.map((c) => [`${c.penilaian_sumatif_id}:${c.siswa_id}`, c.nilai]));
  const rapor = new Map(grid.nilai_rapor.map((r) => [r.siswa_id, r]));
  type S = NilaiGrid['siswa'][number];
  const data = await buildXlsx<S>({
    title: `Nilai ${grid.mapel_nama} ${grid.rombel_nama}`,
    filters: [
      ['Semester', grid.semester_nama],
      ['Petunjuk', PETUNJUK],
    ],
    columns: [
      { header: 'ID', value: (s) => s.siswa_id, width: 8 },
      { header: 'NISN', value: (s) => s.nisn, text: true, width: 14 },
      { header: 'Nama', value: (s) => s.nama, width: 30 },
      ...grid.penilaian.map((pn) => ({ header: sumatifHeader(pn), value: (s: S) => stored.get(`${pn.id}:${s.siswa_id}`) ?? null, width: 16 })),
      { header: 'PAS', value: (s) => rapor.get(s.siswa_id)?.pas_nilai ?? null, width: 10 },
      { header: 'Nilai Rapor', value: (s) => rapor.get(s.siswa_id)?.rapor_nilai ?? null, width: 12 },
      { header: 'Capaian Kompetensi', value: (s) => rapor.get(s.siswa_id)?.capaian_kompetensi ?? null, width: 50 },
    ],
    rows: grid.siswa,
  });
  const slug = `${grid.mapel_nama}-${grid.rombel_nama}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { nama_file: `nilai-${slug}.xlsx`, xlsx: data.toString('base64') };
}

/** Imports a filled template (or any sheet with its columns): a dry run reports; a commit writes all or nothing, as the grid's save does. */
export async function imporNilai(app: ServiceContext, auth: AuthContext, id: number, file: ImportFile, dryRun: boolean): Promise<ImportResult> {
  const p = await pairOf(app.db, id);
  mustWrite(auth, p);
  const grid = await gridOf(app.db, auth, p);
  if (grid.final) throw conflict(MSG.nilaiSudahFinal);
  return runImport(app, kindOf(p, grid), file, { dryRun, userId: auth.userId });
}
