import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE, type ActionFlag } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  ekstrakurikulerNilaiSchema,
  ekstrakurikulerRowSchema,
  kaldikAgendaBodySchema,
  kaldikAgendaSchema,
  kegiatanTableSchema,
  pramukaPenilaianSchema,
  pramukaRowSchema,
} from '@madrasah/contract/schemas/kegiatan';
import { tableResultSchema } from '@madrasah/contract/table';
import { ekstrakurikulerSiswa } from '../../db/schema/index.js';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { deleteEkstrakurikuler, listEkstrakurikuler, updateNilai } from './ekstrakurikuler.service.js';
import { listAgenda } from './kaldik.service.js';
import { listPramuka, pramukaPenilaian } from './pramuka.service.js';

const siswaParams = z.object({ siswa_id: idParams.shape.id });

/**
 * Extracurricular and scouting records of the caller's own student (or ward), and the school
 * calendar. Changing or deleting a score needs the page's update or delete action, which no
 * default map gives a student or guardian: a school grants it with `npm run access`.
 */
export async function kegiatanRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['kegiatan'];
  const ekstrakurikuler = (action: ActionFlag) => ({ path: PAGE.ekstrakurikuler, action });
  const pramuka = { path: PAGE.pramuka, action: 'view' } as const;

  r.post(
    API.ekstrakurikulerSiswaTable,
    {
      config: { access: ekstrakurikuler('view') },
      schema: {
        tags,
        summary: "The student's extracurricular records",
        body: kegiatanTableSchema,
        response: responses(tableResultSchema(ekstrakurikulerRowSchema)),
      },
    },
    async (req) => ok(await listEkstrakurikuler(app, req.auth, req.body)),
  );

  r.put(
    API.ekstrakurikulerSiswaItem(':id'),
    {
      config: { access: ekstrakurikuler('update'), owner: owner.row(ekstrakurikulerSiswa, ownSiswaId) },
      schema: {
        tags,
        summary: "Set an extracurricular record's semester scores",
        params: idParams,
        body: ekstrakurikulerNilaiSchema,
        response: responses(ekstrakurikulerRowSchema),
      },
    },
    async (req) => ok(await updateNilai(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated),
  );

  r.delete(
    API.ekstrakurikulerSiswaItem(':id'),
    {
      config: { access: ekstrakurikuler('delete') },
      schema: { tags, summary: 'Delete an extracurricular record', params: idParams, response: responses(z.null()) },
    },
    async (req) => {
      await deleteEkstrakurikuler(app, req.auth, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    },
  );

  r.post(
    API.pramukaSiswaTable,
    {
      config: { access: pramuka },
      schema: { tags, summary: 'The scouting skills the student passed', body: kegiatanTableSchema, response: responses(tableResultSchema(pramukaRowSchema)) },
    },
    async (req) => ok(await listPramuka(app, req.auth, req.body)),
  );

  r.get(
    API.pramukaPenilaian(':siswa_id'),
    {
      config: { access: pramuka },
      schema: {
        tags,
        summary: 'The scouting header: the student and their Bantara and Laksana totals',
        params: siswaParams,
        response: responses(pramukaPenilaianSchema),
      },
    },
    async (req) => ok(await pramukaPenilaian(app, req.auth, req.params.siswa_id)),
  );

  r.post(
    API.kaldikAgenda,
    {
      config: { access: { path: PAGE.kalender, action: 'view' } },
      schema: { tags, summary: 'The school calendar, filtered', body: kaldikAgendaBodySchema, response: responses(z.array(kaldikAgendaSchema)) },
    },
    async (req) => ok(await listAgenda(app, req.body)),
  );
}
