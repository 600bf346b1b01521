import type { FastifyInstance } from 'fastify';
import { REGION } from '@madrasah/contract/endpoints/region';
import { ok, route } from '../../platform/http.js';
import { searchRegions, villagesOf } from './region.service.js';

export async function regionRoutes(app: FastifyInstance) {
  route(app, REGION.search, async (req) => ok(await searchRegions(app, req.body.search, req.body.pagination)));
  route(app, REGION.villages, async (req) => ok(await villagesOf(app, req.params.kecamatan_id, req.body.search, req.body.pagination)));
}
