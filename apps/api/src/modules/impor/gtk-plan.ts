import { MSG } from '@madrasah/contract/messages';
import { gtk } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { GTK_FIELDS, type GtkKey, type GtkValues } from './gtk-columns.js';
import type { ParsedRow, RowStatus } from './pipeline.js';

/** A GTK's columns after the import (the name is required: a row without one has an error and is never written). */
export type GtkRecord = Record<Exclude<GtkKey, 'nama_lengkap'>, string | null> & { nama_lengkap: string };
/** New staff to insert, and stored ones to change (by id). */
export type GtkWrites = { insert: GtkRecord[]; update: (GtkRecord & { id: number })[] };

/** Both the stored GTK and the row give `key`, and not the same. */
const differs = (stored: { nip: string | null; nuptk: string | null }, v: GtkValues, key: 'nip' | 'nuptk') =>
  !!stored[key] && !!v[key] && stored[key] !== v[key];

type Fail = (row: ParsedRow<GtkValues>, key: GtkKey | null, pesan: string) => void;

const group = <T>(rows: T[], key: (row: T) => string | null) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k) map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
};

/**
 * Matches each row with a stored GTK by NIP, else NUPTK, else an e-mail only one GTK has. A
 * NIP and NUPTK of one row held by two different GTK, or a NUPTK of a GTK with another NIP, is
 * the row's error (the form's rule that each is unique). The values after the import: a cell with a value replaces the stored one,
 * an empty cell keeps it.
 */
export async function planGtk(ctx: ServiceContext, rows: ParsedRow<GtkValues>[], fail: Fail): Promise<{ statuses: RowStatus[]; writes: GtkWrites }> {
  // A school's staff is a few hundred at most: read whole.
  const stored = await ctx.db.select().from(gtk);
  const byNip = group(stored, (g) => g.nip);
  const byNuptk = group(stored, (g) => g.nuptk);
  const byEmail = group(stored, (g) => g.email?.toLowerCase() ?? null);
  const writes: GtkWrites = { insert: [], update: [] };
  const statuses: RowStatus[] = [];
  for (const row of rows) {
    const v = row.values;
    const viaNip = v.nip ? byNip.get(v.nip)?.[0] : undefined;
    const viaNuptk = v.nuptk ? byNuptk.get(v.nuptk)?.[0] : undefined;
    // An e-mail names a GTK only where no NIP or NUPTK of the row says otherwise (the form lets two GTK share one).
    const viaEmail = v.email ? byEmail.get(v.email)?.filter((g) => !differs(g, v, 'nip') && !differs(g, v, 'nuptk')) : undefined;
    if (viaNip && viaNuptk && viaNip.id !== viaNuptk.id) fail(row, 'nuptk', MSG.nuptkTaken);
    // A NUPTK of a GTK with another NIP is that GTK's, not this row's.
    if (!viaNip && viaNuptk && differs(viaNuptk, v, 'nip')) fail(row, 'nuptk', MSG.nuptkTaken);
    if (!viaNip && !viaNuptk && viaEmail && viaEmail.length > 1) fail(row, 'email', MSG.importGtkEmailShared);
    const current = viaNip ?? viaNuptk ?? (viaEmail?.length === 1 ? viaEmail[0] : undefined);
    const next = {
      ...Object.fromEntries(GTK_FIELDS.map((f) => [f, v[f] ?? current?.[f] ?? null])),
      nama_lengkap: v.nama_lengkap ?? current?.nama_lengkap ?? '',
    } as GtkRecord;
    if (!current) {
      writes.insert.push(next);
      statuses.push('baru');
    } else if (GTK_FIELDS.some((f) => next[f] !== current[f])) {
      writes.update.push({ ...next, id: current.id });
      statuses.push('diperbarui');
    } else statuses.push('tetap');
  }
  return { statuses, writes };
}
