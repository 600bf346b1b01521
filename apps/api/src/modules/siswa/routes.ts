import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STUDENT_RECORD_PAGES } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import { aktivitasBelajarBodySchema, aktivitasBelajarSchema } from '@madrasah/contract/schemas/aktivitas-belajar';
import { dataDiriBodySchema, dataDiriSchema } from '@madrasah/contract/schemas/data-diri';
import { orangTuaBodySchema, orangTuaSchema } from '@madrasah/contract/schemas/orang-tua';
import { orangTua, siswaAktivitasBelajar } from '../../db/schema/index.js';
import { BODY_LIMIT, idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownRecordSiswaId } from '../../platform/scope.js';
import { createAktivitasBelajar, getAktivitasBelajar, updateAktivitasBelajar } from './aktivitas-belajar.service.js';
import { getDataDiri, updateDataDiri } from './data-diri.service.js';
import { createOrangTua, listOrangTua, updateOrangTua } from './orang-tua.service.js';

const siswaParams = z.object({ siswa_id: idParams.shape.id });

export async function siswaRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['siswa'];
  const read = { path: STUDENT_RECORD_PAGES, action: 'detail' } as const;
  const write = { path: STUDENT_RECORD_PAGES, action: 'update' } as const;
  // The spec opens the parents and learning-activity forms with update or update_partial.
  const writePartial = { path: STUDENT_RECORD_PAGES, action: ['update', 'update_partial'] } as const;

  r.get(
    API.dataDiri(':siswa_id'),
    { config: { access: read }, schema: { tags, summary: "The student's personal data", params: siswaParams, response: responses(dataDiriSchema) } },
    async (req) => ok(await getDataDiri(app, req.auth, req.params.siswa_id)),
  );

  r.put(
    API.dataDiri(':siswa_id'),
    {
      config: { access: write, owner: owner.record('siswa_id') },
      bodyLimit: BODY_LIMIT.upload,
      schema: { tags, summary: "Save the student's personal data", params: siswaParams, body: dataDiriBodySchema, response: responses(z.null()) },
    },
    async (req) => {
      await updateDataDiri(app, req.auth, req.params.siswa_id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
  );

  r.get(
    API.orangTua(':siswa_id'),
    {
      config: { access: read },
      schema: { tags, summary: "The student's father, mother and guardian", params: siswaParams, response: responses(z.array(orangTuaSchema)) },
    },
    async (req) => ok(await listOrangTua(app, req.auth, req.params.siswa_id)),
  );

  const saved = z.object({ id: z.number().int() });
  r.post(
    API.orangTua(':siswa_id'),
    {
      config: { access: writePartial, owner: owner.record('siswa_id') },
      schema: { tags, summary: 'Create the record of one parent or the guardian', params: siswaParams, body: orangTuaBodySchema, response: responses(saved) },
    },
    async (req) => {
      const { id, message } = await createOrangTua(app, req.auth, req.params.siswa_id, req.body, req.ip);
      return ok({ id }, message);
    },
  );

  r.put(
    API.orangTuaItem(':id'),
    {
      config: { access: writePartial, owner: owner.row(orangTua, ownRecordSiswaId) },
      schema: { tags, summary: 'Update the record of one parent or the guardian', params: idParams, body: orangTuaBodySchema, response: responses(saved) },
    },
    async (req) => {
      const result = await updateOrangTua(app, req.auth, req.params.id, req.body, req.ip);
      return ok({ id: result.id }, result.message);
    },
  );

  r.get(
    API.aktivitasBelajar(':siswa_id'),
    {
      config: { access: read },
      schema: { tags, summary: "The student's registration, leaving and current class", params: siswaParams, response: responses(aktivitasBelajarSchema) },
    },
    async (req) => ok(await getAktivitasBelajar(app, req.auth, req.params.siswa_id)),
  );

  r.post(
    API.aktivitasBelajar(':siswa_id'),
    {
      config: { access: writePartial, owner: owner.record('siswa_id') },
      schema: { tags, summary: "Save the student's first registration", params: siswaParams, body: aktivitasBelajarBodySchema, response: responses(saved) },
    },
    async (req) => ok({ id: await createAktivitasBelajar(app, req.auth, req.params.siswa_id, req.body, req.ip) }, MSG.saved),
  );

  r.put(
    API.aktivitasBelajarItem(':id'),
    {
      config: { access: writePartial, owner: owner.row(siswaAktivitasBelajar, ownRecordSiswaId) },
      schema: { tags, summary: "Update the student's registration", params: idParams, body: aktivitasBelajarBodySchema, response: responses(saved) },
    },
    async (req) => {
      await updateAktivitasBelajar(app, req.auth, req.params.id, req.body, req.ip);
      return ok({ id: req.params.id }, MSG.dataUpdated);
    },
  );
}
