import { endpoint } from '../endpoint.js';
import { regionOptionSchema, regionParamsSchema, regionSearchSchema, villageSchema, villageSearchSchema } from '../schemas/region.js';
import { tableResultSchema } from '../table.js';

const tag = 'region';

/** Administrative areas for the address forms: kecamatan by name, and a kecamatan's villages. */
export const REGION = {
  search: endpoint({
    method: 'POST',
    path: '/region',
    summary: 'Search kecamatan by any part of its, its regency’s or its province’s name',
    tag,
    access: 'lookup',
    body: regionSearchSchema,
    response: tableResultSchema(regionOptionSchema),
  }),
  villages: endpoint({
    method: 'POST',
    path: '/region/:kecamatan_id',
    summary: 'The villages of a kecamatan',
    tag,
    access: 'lookup',
    params: regionParamsSchema,
    body: villageSearchSchema,
    response: tableResultSchema(villageSchema),
  }),
} as const;
