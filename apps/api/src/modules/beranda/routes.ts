import type { FastifyInstance } from 'fastify';
import { STAF_BERANDA } from '@madrasah/contract/endpoints/staf-beranda';
import { ok, route } from '../../platform/http.js';
import { getBeranda } from './beranda.service.js';

/** The staff's first page (spec/03-staff.md, Beranda). */
export async function berandaRoutes(app: FastifyInstance) {
  route(app, STAF_BERANDA.get, async (req) => ok(await getBeranda(app, await req.staffReach())));
}
