import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { provinsi } from '../schema/index.js';

// The data files ship inside the package; they are read from where npm installed it.
const dataDir = path.join(path.dirname(createRequire(import.meta.url).resolve('idn-area-data/package.json')), 'data');

/** Rows of one of the package's CSV files: code, parent code (except provinces), name. */
function readCsv(file: string): string[][] {
  const lines = fs.readFileSync(path.join(dataDir, file), 'utf8').trim().split(/\r?\n/).slice(1);
  // No field contains a comma; a few village names use '"' for an apostrophe.
  return lines.map((line) => line.split(',').map((f) => f.replaceAll('"', "'")));
}

const KEEP_UPPER = new Set(['DKI', 'DI']);
/** 'KABUPATEN ACEH SELATAN' -> 'Kabupaten Aceh Selatan'; the regency and province files are upper case. */
function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w) => (KEEP_UPPER.has(w.toUpperCase()) ? w.toUpperCase() : w.replace(/(^|[-(/])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase())))
    .join(' ');
}

// Each column goes as one array parameter; drizzle would otherwise spread an array into a list.
const columns = (rows: string[][]) => rows[0]!.map((_, i) => rows.map((r) => r[i]!));

/**
 * Loads the region list once per database, in four bulk statements (arrays unnested in SQL),
 * about a second on either database. Later starts find it loaded and return at once.
 */
export async function ensureRegions(db: Db) {
  const [row] = await db.select({ n: count() }).from(provinsi);
  if ((row?.n ?? 0) > 0) return;
  const provinces = readCsv('provinces.csv').map(([id, nama]) => [id!, titleCase(nama!)]);
  const regencies = readCsv('regencies.csv').map(([id, parent, nama]) => [id!, parent!, titleCase(nama!)]);
  const districts = readCsv('districts.csv');
  const villages = readCsv('villages.csv');
  const regencyName = new Map(regencies.map(([id, , nama]) => [id!, nama!]));
  const provinceName = new Map(provinces.map(([id, nama]) => [id!, nama!]));
  const search = districts.map(([, parent, nama]) => `${nama} ${regencyName.get(parent!)} ${provinceName.get(parent!.slice(0, 2))}`.toLowerCase());

  await db.transaction(async (tx) => {
    const [pid, pnama] = columns(provinces);
    await tx.execute(sql`INSERT INTO provinsi (id, nama) SELECT * FROM unnest(${sql.param(pid)}::text[], ${sql.param(pnama)}::text[])`);
    const [rid, rparent, rnama] = columns(regencies);
    await tx.execute(
      sql`INSERT INTO kabkot (id, provinsi_id, nama) SELECT * FROM unnest(${sql.param(rid)}::text[], ${sql.param(rparent)}::text[], ${sql.param(rnama)}::text[])`,
    );
    const [did, dparent, dnama] = columns(districts);
    await tx.execute(
      sql`INSERT INTO kecamatan (id, kabkot_id, nama, search) SELECT * FROM unnest(${sql.param(did)}::text[], ${sql.param(dparent)}::text[], ${sql.param(dnama)}::text[], ${sql.param(search)}::text[])`,
    );
    const [vid, vparent, vnama] = columns(villages);
    await tx.execute(
      sql`INSERT INTO kelurahan (id, kecamatan_id, nama) SELECT * FROM unnest(${sql.param(vid)}::text[], ${sql.param(vparent)}::text[], ${sql.param(vnama)}::text[])`,
    );
  });
  // Fresh statistics, so the planner uses the trigram index from the first search on.
  await db.execute(sql`ANALYZE provinsi, kabkot, kecamatan, kelurahan`);
}
