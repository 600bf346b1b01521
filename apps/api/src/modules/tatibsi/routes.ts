import type { FastifyInstance } from 'fastify';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import { violationSummarySchema } from '@madrasah/contract/schemas/dashboard';
import {
  pelanggaranRowSchema,
  penghargaanBodySchema,
  penghargaanRowSchema,
  tatibsiDokumenSchema,
  tatibsiTableSchema,
} from '@madrasah/contract/schemas/tatibsi';
import { tableResultSchema } from '@madrasah/contract/table';
import { z } from 'zod';
import { tatibsiDokumen } from '../../db/schema/index.js';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { activeDokumen } from '../../platform/dokumen.js';
import { createPenghargaan, deletePenghargaan, listPelanggaran, listPenghargaan, updatePenghargaan } from './catalogue.service.js';
import { violationSummary } from './ringkasan.service.js';

export async function tatibsiRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['tatibsi'];
  const on = (action: 'view' | 'create' | 'update' | 'delete') => ({ path: PAGE.tataTertib, action });

  r.get(
    API.tatibsiDokumen,
    { config: { access: on('view') }, schema: { tags, summary: 'The active school rules PDF', response: responses(tatibsiDokumenSchema) } },
    async () => ok(await activeDokumen(app, tatibsiDokumen)),
  );

  r.post(
    API.pelanggaranTable,
    {
      config: { access: on('view') },
      schema: { tags, summary: 'The violation catalogue', body: tatibsiTableSchema, response: responses(tableResultSchema(pelanggaranRowSchema)) },
    },
    async (req) => ok(await listPelanggaran(app, req.body)),
  );

  r.post(
    API.penghargaanTable,
    {
      config: { access: on('view') },
      schema: { tags, summary: 'Award criteria, by school year', body: tatibsiTableSchema, response: responses(tableResultSchema(penghargaanRowSchema)) },
    },
    async (req) => ok(await listPenghargaan(app, req.body)),
  );

  const saved = z.object({ id: z.number().int() });
  r.post(
    API.penghargaan,
    { config: { access: on('create') }, schema: { tags, summary: 'Add an award criterion', body: penghargaanBodySchema, response: responses(saved) } },
    async (req) => ok({ id: await createPenghargaan(app, req.auth, req.body, req.ip) }, MSG.saved),
  );

  r.put(
    API.penghargaanItem(':id'),
    {
      config: { access: on('update') },
      schema: { tags, summary: 'Change an award criterion', params: idParams, body: penghargaanBodySchema, response: responses(z.null()) },
    },
    async (req) => {
      await updatePenghargaan(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
  );

  r.delete(
    API.penghargaanItem(':id'),
    { config: { access: on('delete') }, schema: { tags, summary: 'Remove an award criterion', params: idParams, response: responses(z.null()) } },
    async (req) => {
      await deletePenghargaan(app, req.auth, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    },
  );

  r.get(
    API.violationSummary,
    {
      config: { access: { path: PAGE.dashboard } },
      schema: { tags: ['tatibsi'], summary: "Violations and points of the caller's student this year", response: responses(violationSummarySchema) },
    },
    async (req) => ok(await violationSummary(app, req.auth)),
  );
}
