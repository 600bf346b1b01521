import { z } from 'zod';
import { ACTION_FLAGS, type AccessEntry, type AccessMap } from './access.js';

export const actionFlagSchema = z.enum(ACTION_FLAGS);

export const accessEntrySchema = z.object({
  status: z.boolean().describe('false: the page is forbidden (/403)'),
  action: z.partialRecord(actionFlagSchema, z.boolean()).describe('Action flags granted on this page'),
}) satisfies z.ZodType<AccessEntry>;

/** Access map keyed by page path. */
export const accessMapSchema = z.record(z.string(), accessEntrySchema) satisfies z.ZodType<AccessMap>;
