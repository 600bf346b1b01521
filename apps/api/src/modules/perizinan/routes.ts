import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE, type ActionFlag } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  perizinanCreateSchema,
  perizinanJenisRowSchema,
  perizinanJenisTableSchema,
  perizinanRowSchema,
  perizinanStatusBodySchema,
  perizinanTableSchema,
  perizinanUpdateSchema,
} from '@madrasah/contract/schemas/perizinan';
import { tableResultSchema } from '@madrasah/contract/table';
import { perizinanSiswa } from '../../db/schema/index.js';
import { BODY_LIMIT, idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { createPerizinan, deletePerizinan, listJenis, listPerizinan, updatePerizinan } from './perizinan.service.js';
import { changePerizinanStatus } from './status.js';

/** Leave permits of the caller's student (or a guardian's ward), on the /perizinan/siswa entry. */
export async function perizinanRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['perizinan'];
  const access = (action: ActionFlag | readonly ActionFlag[]) => ({ path: PAGE.perizinanSiswa, action });

  r.post(
    API.perizinanJenisTable,
    {
      config: { access: access('view') },
      schema: { tags, summary: 'Permit kinds for students', body: perizinanJenisTableSchema, response: responses(tableResultSchema(perizinanJenisRowSchema)) },
    },
    async (req) => ok(await listJenis(app, req.body)),
  );

  r.post(
    API.perizinanSiswaTable,
    {
      config: { access: access('view') },
      schema: { tags, summary: "The permits of the caller's student", body: perizinanTableSchema, response: responses(tableResultSchema(perizinanRowSchema)) },
    },
    async (req) => ok(await listPerizinan(app, req.auth, req.body)),
  );

  r.post(
    API.perizinanSiswa,
    {
      config: { access: access('create') },
      bodyLimit: BODY_LIMIT.upload,
      schema: {
        tags,
        summary: 'File a permit (DRAFT) for the caller’s student in the active period',
        body: perizinanCreateSchema,
        response: responses(perizinanRowSchema),
      },
    },
    async (req) => ok(await createPerizinan(app, req.auth, req.body, req.ip), MSG.saved),
  );

  r.put(
    API.perizinanSiswaItem(':id'),
    {
      config: { access: access('update'), owner: owner.row(perizinanSiswa, ownSiswaId) },
      bodyLimit: BODY_LIMIT.upload,
      schema: { tags, summary: 'Edit a DRAFT permit', params: idParams, body: perizinanUpdateSchema, response: responses(perizinanRowSchema) },
    },
    async (req) => ok(await updatePerizinan(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated),
  );

  r.delete(
    API.perizinanSiswaItem(':id'),
    { config: { access: access('delete') }, schema: { tags, summary: 'Delete a DRAFT permit', params: idParams, response: responses(z.null()) } },
    async (req) => {
      await deletePerizinan(app, req.auth, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    },
  );

  r.put(
    API.perizinanSiswaStatus(':id'),
    {
      // Submitting needs request_approval, deciding needs approval: the service checks which.
      config: { access: access(['request_approval', 'approval']), owner: owner.row(perizinanSiswa, ownSiswaId) },
      schema: {
        tags,
        summary: 'Submit, approve or reject a permit',
        params: idParams,
        body: perizinanStatusBodySchema,
        response: responses(perizinanRowSchema),
      },
    },
    async (req) => {
      const { message, data } = await changePerizinanStatus(app, req.auth, req.params.id, req.body.status, req.ip);
      return ok(data, message);
    },
  );
}
