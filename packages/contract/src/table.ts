import { z } from 'zod';
import { endpoint, type RouteAccess, type StaffScope } from './endpoint.js';
import { LIMITS } from './limits.js';

/** Largest page a table call may ask for (the spec's dropdown variants ask for 10000). */
export const MAX_PAGE_SIZE = 10000;

export const sortDirSchema = z.enum(['ASC', 'DESC']);

/**
 * The body every `POST .../table` call takes. `filtering` is table-specific: each table
 * narrows it with `tableQuerySchema(filterSchema)`.
 */
export function tableQuerySchema<F extends z.ZodType>(filtering: F, sortFields?: readonly string[]) {
  // The handler refuses an unknown field with its own message (MSG.sortFieldUnknown); the enum
  // is for the OpenAPI page and the web.
  const field = z.string().max(64);
  return z.object({
    search: z.string().max(200).optional().default('').describe('Free text over the searchable columns'),
    pagination: z
      .object({
        current: z.coerce.number().int().min(1).max(1_000_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIMITS.pageSizeDefault),
      })
      .optional()
      .default({ current: 1, pageSize: LIMITS.pageSizeDefault }),
    sorting: z
      .array(
        z.object({
          field: sortFields ? field.meta({ enum: [...sortFields] }) : field,
          sort: sortDirSchema,
          urutan: z.coerce.number().int().optional(),
        }),
      )
      .max(5)
      .optional()
      .default([]),
    filtering,
  });
}
export type TableQuery<F = Record<string, unknown>> = {
  search?: string;
  pagination?: { current: number; pageSize: number };
  sorting?: { field: string; sort: 'ASC' | 'DESC'; urutan?: number }[];
  filtering?: F;
};

export function tableResultSchema<R extends z.ZodType>(row: R) {
  return z.object({
    list: z.array(row),
    info: z.object({
      total: z.number().int(),
      current: z.number().int(),
      pageSize: z.number().int(),
    }),
  });
}
export type TableResult<R> = { list: R[]; info: { total: number; current: number; pageSize: number } };

/**
 * Declares a `POST .../table` endpoint: the shared table body with this table's filters and sort
 * fields, answering a page of rows and the total.
 */
export function tableEndpoint<
  const F extends readonly [string, ...string[]],
  Filter extends z.ZodType,
  Row extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
>(e: {
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  scope?: StaffScope;
  /** The path parameters, for a table of one student's records. */
  params?: Params;
  filtering: Filter;
  row: Row;
  sortFields: F;
}) {
  const { filtering, row, params, ...rest } = e;
  const declared = endpoint({ ...rest, method: 'POST', body: tableQuerySchema(filtering, e.sortFields), response: tableResultSchema(row) });
  return (params ? { ...declared, params } : declared) as typeof declared & (Params extends z.ZodType ? { params: Params } : unknown);
}
