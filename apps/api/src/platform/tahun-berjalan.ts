import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether `tahunAjaranId` names the active school year or a later one (any year while none is
 * active). Class groups of those years may still change; an earlier year's stay as the portal
 * showed them (docs/decisions/0039-staf-akademik.md).
 */
export const tahunBerjalan = (tahunAjaranId: AnyPgColumn): SQL =>
  sql`${tahunAjaranId} IN (SELECT t.id FROM tahun_ajaran t WHERE t.thn_awal >= COALESCE((SELECT a.thn_awal FROM tahun_ajaran a WHERE a.is_active), 0))`;
