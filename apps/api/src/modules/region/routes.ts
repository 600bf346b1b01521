import type { FastifyInstance } from 'fastify';
import { API } from '@madrasah/contract/endpoints';
import { regionOptionSchema, regionParamsSchema, regionSearchSchema, villageSchema, villageSearchSchema } from '@madrasah/contract/schemas/region';
import { tableResultSchema } from '@madrasah/contract/table';
import { ok, responses, typed } from '../../platform/http.js';
import { searchRegions, villagesOf } from './region.service.js';

export async function regionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['region'];

  r.post(
    API.region,
    {
      config: { access: 'lookup' },
      schema: {
        tags,
        summary: 'Search kecamatan by any part of its, its regency’s or its province’s name',
        body: regionSearchSchema,
        response: responses(tableResultSchema(regionOptionSchema)),
      },
    },
    async (req) => ok(await searchRegions(app, req.body.search, req.body.pagination)),
  );

  r.post(
    API.regionVillages(':kecamatan_id'),
    {
      config: { access: 'lookup' },
      schema: {
        tags,
        summary: 'The villages of a kecamatan',
        params: regionParamsSchema,
        body: villageSearchSchema,
        response: responses(tableResultSchema(villageSchema)),
      },
    },
    async (req) => ok(await villagesOf(app, req.params.kecamatan_id, req.body.search, req.body.pagination)),
  );
}
