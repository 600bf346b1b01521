import { and, asc, count, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import { MSG } from '@madrasah/contract/messages';
import { AUDIT_LIMITS, SESSION_ACTIONS, type AuditAction } from '@madrasah/contract/audit-log';
import type { StafAuditDetail, StafAuditRow } from '@madrasah/contract/schemas/staf-audit';
import { addDays } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { activityLog, users } from '../../db/schema/index.js';
import type { Activity } from '../../platform/audit.js';
import { schoolMoment } from '../../platform/clock.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { containsPattern } from '../../platform/pagination.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, searchWords, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { auditDetail, changedFields } from './audit-detail.js';

/** An entry with who made it: what the table's rows and the detail both read. */
const ENTRY_COLUMNS = {
  id: activityLog.id,
  created_at: activityLog.created_at,
  user_id: activityLog.user_id,
  user_name: users.name,
  user_email: users.email,
  action: activityLog.action,
  entity: activityLog.entity,
  entity_id: activityLog.entity_id,
  ip: activityLog.ip,
  detail: activityLog.detail,
};

// The contract's list of actions is the log's: an action added on one side only does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type _ActionsMatch = Expect<Same<AuditAction, Activity['action']>>;

// The order of recording is (created_at, id), the log's index, read as it is declared
// (descIndex): a page reads only its own rows. The search is the accounts' (see
// accountsSearched), so the builder searches no column itself.
const spec = tableSpec(STAF_AUDIT.table, {
  searchable: [],
  sortable: { id: activityLog.created_at },
  defaultSort: { field: 'id', sort: 'DESC' },
  tiebreak: activityLog.id,
  descIndex: true,
});

type Filter = { user_id?: number; action?: AuditAction; entity?: string; entity_id?: number; tgl_awal?: string | null; tgl_akhir?: string | null };

/**
 * The days a query covers, at most a year (the schema refuses a longer pair): the year up to
 * today when none is given, the year after the first day or before the last when one is.
 */
function window(today: string, { tgl_awal, tgl_akhir }: Filter) {
  const span = AUDIT_LIMITS.daysMax - 1;
  if (tgl_awal && tgl_akhir) return { awal: tgl_awal, akhir: tgl_akhir };
  if (tgl_awal) return { awal: tgl_awal, akhir: addDays(tgl_awal, span) };
  const akhir = tgl_akhir ?? today;
  return { awal: addDays(akhir, -span), akhir };
}

/**
 * The accounts whose name or email holds every word searched: the log is then read through its
 * index on user_id, where a text match over its own rows would read a whole year of them.
 */
function accountsSearched(db: Db, search: string) {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const matching = words.map((w) => or(ilike(users.name, containsPattern(w)), ilike(users.email, containsPattern(w))));
  return inArray(
    activityLog.user_id,
    db
      .select({ id: users.id })
      .from(users)
      .where(and(...matching)),
  );
}

/** Midnight starting a school-local day, as an instant: a constant the index on created_at compares with. */
const dayStart = (day: string, timezone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timezone})`;

/**
 * The log's entries within the filters, newest first. Sign-ins and sign-outs only when the
 * action filter asks for them. The count stops at AUDIT_LIMITS.totalMax, and no page lies
 * beyond it: on millions of rows a query reads at most that many index entries.
 */
export async function listAudit({ db, now, schoolContext }: ServiceContext, request: TableRequest & { filtering: Filter }): Promise<TableResult<StafAuditRow>> {
  const { pageSize, current } = request.pagination;
  if (pageSize > AUDIT_LIMITS.pageSizeMax) throw fieldError('pagination.pageSize', MSG.auditPageSizeTooLarge(AUDIT_LIMITS.pageSizeMax));
  if ((current - 1) * pageSize >= AUDIT_LIMITS.totalMax) throw fieldError('pagination.current', MSG.auditPageTooFar(AUDIT_LIMITS.totalMax));

  const { school } = await schoolContext();
  const f = request.filtering;
  const { awal, akhir } = window(schoolMoment(now(), school.timezone).date, f);
  const plan = planTable(spec, { ...request, search: '' }, [
    accountsSearched(db, request.search),
    gte(activityLog.created_at, dayStart(awal, school.timezone)),
    lt(activityLog.created_at, dayStart(addDays(akhir, 1), school.timezone)),
    f.action ? eq(activityLog.action, f.action) : notInArray(activityLog.action, [...SESSION_ACTIONS]),
    f.user_id === undefined ? undefined : eq(activityLog.user_id, f.user_id),
    f.entity ? eq(activityLog.entity, f.entity) : undefined,
    f.entity_id === undefined ? undefined : eq(activityLog.entity_id, f.entity_id),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select(ENTRY_COLUMNS)
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.user_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where: SQL | undefined) => {
      const matching = db
        .select({ one: sql`1` })
        .from(activityLog)
        .where(where)
        .limit(AUDIT_LIMITS.totalMax)
        .as('matching');
      return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
    },
  });
  const list = result.list.map(({ detail, created_at, ...row }) => ({
    ...row,
    created_at: created_at.toISOString(),
    kolom_berubah: changedFields(detail, AUDIT_LIMITS.fieldsListed),
  }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** One entry with its record compared field by field, secrets masked. */
export async function auditEntry({ db }: ServiceContext, id: number): Promise<StafAuditDetail> {
  const [row] = await db.select(ENTRY_COLUMNS).from(activityLog).leftJoin(users, eq(users.id, activityLog.user_id)).where(eq(activityLog.id, id));
  if (!row) throw notFound();
  const { detail, created_at, ...rest } = row;
  return { ...rest, created_at: created_at.toISOString(), ...auditDetail(detail) };
}

/** Accounts whose name or email holds `q`, for the user filter: a short list, by name. */
export async function auditPengguna({ db }: ServiceContext, q: string) {
  const pattern = containsPattern(q);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}
