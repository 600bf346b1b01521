import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { dataDiriBodySchema } from '@madrasah/contract/schemas/data-diri';
import type { Db } from '../../db/client.js';
import { orangTua, rombel, rombelSiswa, siswa, tahunAjaran } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { pacer } from './pace.js';
import type { ParsedRow, RowStatus } from './pipeline.js';
import { regionMatcher, type RegionCodes } from './region-match.js';
import { SISWA_FIELDS, type ParentValues, type SiswaKey, type SiswaValues, type Tipe } from './siswa-columns.js';
import { clean } from './values.js';

/** Every student column an import may write, in the order the commit's statement lists them. */
export const SISWA_COLUMNS_WRITTEN = [...SISWA_FIELDS, 'alamat', 'provinsi_id', 'kabkot_id', 'kecamatan_id', 'kelurahan_id'] as const;
export type SiswaRecord = Record<(typeof SISWA_COLUMNS_WRITTEN)[number], string | null>;

export const PARENT_FIELDS = ['nama', 'nik', 'tgl_lahir', 'pekerjaan'] as const;
type ParentRecord = Record<(typeof PARENT_FIELDS)[number], string | null>;
export type ParentWrite = ParentRecord & { nisn: string; tipe: Tipe };

/** What a commit writes: only the rows that add or change something. */
export type SiswaWrites = {
  siswa: SiswaRecord[];
  orangTua: ParentWrite[];
  /** Parent records the file gives to another person (another NIK): their other fields are emptied. */
  replacedOrangTua: number[];
  rombelSiswa: { tahunAjaranId: number; rows: { nisn: string; rombel_id: number }[] } | null;
};

type Fail = (row: ParsedRow<SiswaValues>, key: SiswaKey | null, pesan: string) => void;

const ADDRESS_KEYS = ['alamat', 'rt', 'rw', 'dusun', 'kelurahan', 'kecamatan'] as const;
const nameKey = (text: string) => clean(text).toLowerCase();

/**
 * Matches each row with the stored student of its NISN, their parents and their class group of
 * the active year, and works out the values after the import: a cell with a value replaces the
 * stored one, an empty cell keeps it. A row is `baru` without a stored student, `diperbarui`
 * when any value, parent or class group differs, `tetap` otherwise.
 */
export async function planSiswa(ctx: ServiceContext, rows: ParsedRow<SiswaValues>[], fail: Fail): Promise<{ statuses: RowStatus[]; writes: SiswaWrites }> {
  const stored = await storedState(ctx.db, rows);
  const region = await regionMatcher(
    ctx.db,
    rows.map((r) => r.values.alamat),
  );
  const writes: SiswaWrites = {
    siswa: [],
    orangTua: [],
    replacedOrangTua: [],
    rombelSiswa: stored.year === null ? null : { tahunAjaranId: stored.year, rows: [] },
  };
  const statuses: RowStatus[] = [];
  const pace = pacer();
  for (const row of rows) {
    const { values } = row;
    const nisn = values.siswa.nisn;
    const current = nisn === undefined ? undefined : stored.siswa.get(nisn);
    const next = nextSiswa(values, current, region(values.alamat.kecamatan, values.alamat.kelurahan), row, fail);
    const siswaChanged = !current || SISWA_COLUMNS_WRITTEN.some((c) => next[c] !== current[c]);

    let parentsChanged = false;
    for (const [tipe, given] of Object.entries(values.parents) as [Tipe, ParentValues][]) {
      const before = current && stored.parents.get(`${current.id}:${tipe}`);
      const { after, replaced } = nextParent(given, before);
      if (after.nama === null) {
        if (given.namaKosong) fail(row, `${tipe.toLowerCase() as Lowercase<Tipe>}_nama`, MSG.required);
        continue;
      }
      if (!before || replaced || PARENT_FIELDS.some((f) => after[f] !== before[f])) {
        parentsChanged = true;
        if (nisn) writes.orangTua.push({ ...after, nisn, tipe });
        if (before && replaced) writes.replacedOrangTua.push(before.id);
      }
    }

    let rombelChanged = false;
    if (values.rombel !== '') {
      const rombelId = stored.rombels.get(nameKey(values.rombel));
      if (rombelId === undefined) fail(row, 'rombel', MSG.importRombelUnknown(values.rombel));
      else if (!current || stored.memberships.get(current.id) !== rombelId) {
        rombelChanged = true;
        if (nisn) writes.rombelSiswa?.rows.push({ nisn, rombel_id: rombelId });
      }
    }

    if (siswaChanged) writes.siswa.push(next);
    statuses.push(!current ? 'baru' : siswaChanged || parentsChanged || rombelChanged ? 'diperbarui' : 'tetap');
    await pace();
  }
  return { statuses, writes };
}

type StoredSiswa = SiswaRecord & { id: number };

/**
 * A parent's record after the import. Another NIK than the stored one is another person
 * (`replaced`): the record then holds the file's values only.
 */
function nextParent(given: ParentValues, before: (ParentRecord & { id: number }) | undefined) {
  const replaced = !!before?.nik && !!given.nik && before.nik !== given.nik;
  const base: Partial<ParentRecord> = replaced ? {} : (before ?? {});
  const after: ParentRecord = {
    nama: given.nama ?? base.nama ?? null,
    nik: given.nik ?? base.nik ?? null,
    // A year alone keeps a full date of that year the family entered in the portal.
    tgl_lahir: given.tgl_lahir && base.tgl_lahir?.slice(0, 4) === given.tgl_lahir.slice(0, 4) ? base.tgl_lahir : (given.tgl_lahir ?? base.tgl_lahir ?? null),
    pekerjaan: given.pekerjaan ?? base.pekerjaan ?? null,
  };
  return { after, replaced };
}

/** The student's columns after the import, from the row, its region and the stored record. */
function nextSiswa(values: SiswaValues, current: StoredSiswa | undefined, matched: RegionCodes | null, row: ParsedRow<SiswaValues>, fail: Fail): SiswaRecord {
  const next = Object.fromEntries(SISWA_COLUMNS_WRITTEN.map((c) => [c, values.siswa[c as keyof SiswaValues['siswa']] ?? current?.[c] ?? null])) as SiswaRecord;
  const a = values.alamat;
  if (ADDRESS_KEYS.some((k) => (k === 'alamat' ? a.jalan : a[k]) !== '')) {
    const alamat = foldAddress(a, matched);
    const rule = dataDiriBodySchema.shape.alamat.safeParse(alamat);
    if (rule.success) next.alamat = rule.data ?? null;
    else
      fail(
        row,
        ADDRESS_KEYS.find((k) => (k === 'alamat' ? a.jalan : a[k]) !== '')!,
        rule.error.issues[0]!.message,
      );
  }
  // A name not matched changes no code; a kecamatan matched without its village keeps the
  // stored village only when it lies in that kecamatan.
  if (matched) {
    next.provinsi_id = matched.provinsi_id;
    next.kabkot_id = matched.kabkot_id;
    next.kecamatan_id = matched.kecamatan_id;
    next.kelurahan_id = matched.kelurahan_id ?? (current?.kecamatan_id === matched.kecamatan_id ? current.kelurahan_id : null);
  }
  return next;
}

const prefixed = (prefix: string, name: string, already: RegExp) => (already.test(name) ? name : `${prefix} ${name}`);

/**
 * The form has one address line: street, RT/RW and hamlet go into it, and so do the village and
 * kecamatan names the region list could not match (their codes then stay empty).
 */
function foldAddress(a: SiswaValues['alamat'], matched: RegionCodes | null): string {
  const rtRw = [a.rt && `RT ${a.rt}`, a.rw && `RW ${a.rw}`].filter(Boolean).join(' ');
  const parts = [a.jalan, rtRw, a.dusun];
  if (a.kelurahan && !matched?.kelurahan_id) parts.push(prefixed('Kel.', a.kelurahan, /^(kel|kelurahan|desa|ds)\b/i));
  if (a.kecamatan && !matched) parts.push(prefixed('Kec.', a.kecamatan, /^(kec|kecamatan)\b/i));
  return parts.filter(Boolean).join(', ');
}

/** The stored students of the file's NISNs, their parents, and the active year's class groups and memberships. */
async function storedState(db: Db, rows: ParsedRow<SiswaValues>[]) {
  const nisns = rows.map((r) => r.values.siswa.nisn).filter((n): n is string => n !== undefined);
  const columns = Object.fromEntries(SISWA_COLUMNS_WRITTEN.map((c) => [c, siswa[c]])) as { [C in (typeof SISWA_COLUMNS_WRITTEN)[number]]: (typeof siswa)[C] };
  const students = await db
    .select({ id: siswa.id, ...columns })
    .from(siswa)
    .where(sql`${siswa.nisn} = ANY(${sql.param(nisns)}::text[])`);
  const ids = students.map((s) => s.id);
  const parents = await db
    .select({
      id: orangTua.id,
      siswa_id: orangTua.siswa_id,
      tipe: orangTua.tipe,
      nama: orangTua.nama,
      nik: orangTua.nik,
      tgl_lahir: orangTua.tgl_lahir,
      pekerjaan: orangTua.pekerjaan,
    })
    .from(orangTua)
    .where(sql`${orangTua.siswa_id} = ANY(${sql.param(ids)}::int[])`);
  const [year] = await db.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.is_active, true)).limit(1);
  const rombels = year ? await db.select({ id: rombel.id, nama: rombel.nama }).from(rombel).where(eq(rombel.tahun_ajaran_id, year.id)) : [];
  const memberships = year
    ? await db
        .select({ siswa_id: rombelSiswa.siswa_id, rombel_id: rombelSiswa.rombel_id })
        .from(rombelSiswa)
        .where(and(eq(rombelSiswa.tahun_ajaran_id, year.id), sql`${rombelSiswa.siswa_id} = ANY(${sql.param(ids)}::int[])`))
    : [];
  return {
    siswa: new Map(students.map((s) => [s.nisn, s as StoredSiswa])),
    parents: new Map(parents.map((p) => [`${p.siswa_id}:${p.tipe}`, p])),
    year: year?.id ?? null,
    rombels: new Map(rombels.map((r) => [nameKey(r.nama), r.id])),
    memberships: new Map(memberships.map((m) => [m.siswa_id, m.rombel_id])),
  };
}
