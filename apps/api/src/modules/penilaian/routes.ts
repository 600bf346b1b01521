import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE, type ActionFlag } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { nilaiHeaderSchema, nilaiRowSchema, nilaiTableSchema, sumatifRowSchema, sumatifTableSchema } from '@madrasah/contract/schemas/penilaian';
import { tableResultSchema } from '@madrasah/contract/table';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { listNilai, nilaiHeader } from './nilai.service.js';
import { listSumatif } from './sumatif.service.js';

const periodParams = z.object({ tahun_ajaran_id: idParams.shape.id, semester_id: idParams.shape.id });

/** The subject grades of the caller's student (a guardian's ward) on /penilaian/nilai-mapel, and their summative detail. */
export async function penilaianRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['penilaian'];
  const on = (action: ActionFlag) => ({ path: PAGE.nilaiMapel, action });

  r.post(
    API.nilaiTable,
    {
      config: { access: on('view') },
      schema: {
        tags,
        summary: "The student's grades per subject of a semester (the active one by default)",
        body: nilaiTableSchema,
        response: responses(tableResultSchema(nilaiRowSchema)),
      },
    },
    async (req) => ok(await listNilai(app, req.auth, req.body)),
  );

  r.get(
    API.nilaiHeader(':tahun_ajaran_id', ':semester_id'),
    {
      config: { access: on('view') },
      schema: {
        tags,
        summary: "The student's class group of the year, its homeroom teacher and curriculum",
        params: periodParams,
        response: responses(nilaiHeaderSchema),
      },
    },
    async (req) => ok(await nilaiHeader(app, req.auth, req.params.tahun_ajaran_id, req.params.semester_id)),
  );

  r.post(
    API.nilaiSumatifTable,
    {
      config: { access: on('detail') },
      schema: {
        tags,
        summary: "The summative assessments of one subject with the student's grades",
        body: sumatifTableSchema,
        response: responses(tableResultSchema(sumatifRowSchema)),
      },
    },
    async (req) => ok(await listSumatif(app, req.auth, req.body)),
  );
}
