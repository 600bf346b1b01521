import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE, type ActionFlag } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  laporanExportSchema,
  laporanRombelExportSchema,
  laporanRombelRowSchema,
  laporanRombelTableSchema,
  laporanSiswaRowSchema,
  laporanTableSchema,
} from '@madrasah/contract/schemas/bk';
import { exportResultSchema } from '@madrasah/contract/schemas/export-log';
import {
  konsultasiBodySchema,
  konsultasiDetailSchema,
  konsultasiHeaderSchema,
  konsultasiRowSchema,
  konsultasiTableSchema,
  konsultasiTerkirimSchema,
  topikOptionSchema,
} from '@madrasah/contract/schemas/konsultasi';
import { tableResultSchema } from '@madrasah/contract/table';
import { konsultasi } from '../../db/schema/index.js';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { konsultasiHeader } from './header.service.js';
import { exportLaporan, exportLaporanRombel, listLaporan, listLaporanRombel } from './laporan.service.js';
import { createKonsultasi, deleteKonsultasi, getKonsultasi, listKonsultasi, listTopik, updateKonsultasi } from './konsultasi.service.js';
import { sendKonsultasi } from './terkirim.js';

/**
 * Consultations of the caller's student (a guardian's ward) on the /bimbingan-konseling/konsultasi
 * entry, and the counselling reports on /bimbingan-konseling/laporan.
 */
export async function konsultasiRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['konsultasi'];
  const on = (action: ActionFlag) => ({ path: PAGE.konsultasi, action });
  const laporan = (action: ActionFlag) => ({ path: PAGE.laporanBk, action });

  r.get(
    API.konsultasiTopik,
    { config: { access: on('view') }, schema: { tags, summary: 'The topics a consultation may be about', response: responses(z.array(topikOptionSchema)) } },
    async () => ok(await listTopik(app)),
  );

  r.get(
    API.konsultasiHeader,
    {
      config: { access: on('view') },
      schema: { tags, summary: 'The student, the guardian and the class group’s counsellor', response: responses(konsultasiHeaderSchema) },
    },
    async (req) => ok(await konsultasiHeader(app, req.auth)),
  );

  r.post(
    API.konsultasiTable,
    {
      config: { access: on('view') },
      schema: { tags, summary: "The student's consultations", body: konsultasiTableSchema, response: responses(tableResultSchema(konsultasiRowSchema)) },
    },
    async (req) => ok(await listKonsultasi(app, req.auth, req.body)),
  );

  r.get(
    API.konsultasiItem(':id'),
    { config: { access: on('detail') }, schema: { tags, summary: 'One consultation', params: idParams, response: responses(konsultasiDetailSchema) } },
    async (req) => ok(await getKonsultasi(app, req.auth, req.params.id)),
  );

  r.post(
    API.konsultasiCreate,
    {
      config: { access: on('create') },
      schema: { tags, summary: 'File a consultation (Draft)', body: konsultasiBodySchema, response: responses(konsultasiDetailSchema) },
    },
    async (req) => ok(await createKonsultasi(app, req.auth, req.body, req.ip), MSG.saved),
  );

  r.put(
    API.konsultasiUpdate(':id'),
    {
      config: { access: on('update'), owner: owner.row(konsultasi, ownSiswaId) },
      schema: { tags, summary: 'Edit a Draft consultation', params: idParams, body: konsultasiBodySchema, response: responses(konsultasiDetailSchema) },
    },
    async (req) => ok(await updateKonsultasi(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated),
  );

  r.delete(
    API.konsultasiItem(':id'),
    { config: { access: on('delete') }, schema: { tags, summary: 'Delete a Draft consultation', params: idParams, response: responses(z.null()) } },
    async (req) => {
      await deleteKonsultasi(app, req.auth, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    },
  );

  r.put(
    API.konsultasiTerkirim(':id'),
    {
      config: { access: on('update') },
      schema: {
        tags,
        summary: 'Send a Draft to the class group’s counsellor (Terkirim) and get the WhatsApp link',
        params: idParams,
        response: responses(konsultasiTerkirimSchema),
      },
    },
    async (req) => ok(await sendKonsultasi(app, req.auth, req.params.id, req.ip), MSG.konsultasiSent),
  );

  r.post(
    API.laporanKonsultasiTable,
    {
      config: { access: laporan('view') },
      schema: { tags, summary: 'Counselling counts per class group', body: laporanTableSchema, response: responses(tableResultSchema(laporanRombelRowSchema)) },
    },
    async (req) => ok(await listLaporan(app, req.auth, req.body)),
  );

  r.post(
    API.laporanKonsultasiRombelTable,
    {
      config: { access: laporan('detail') },
      schema: {
        tags,
        summary: 'Counselling counts of one class group',
        body: laporanRombelTableSchema,
        response: responses(tableResultSchema(laporanSiswaRowSchema)),
      },
    },
    async (req) => ok(await listLaporanRombel(app, req.auth, req.body)),
  );

  r.post(
    API.laporanKonsultasiExport,
    {
      config: { access: laporan('export') },
      schema: { tags, summary: 'Export the counselling report (XLSX, in the export log)', body: laporanExportSchema, response: responses(exportResultSchema) },
    },
    async (req) => ok(await exportLaporan(app, req.auth, req.body), MSG.exported),
  );

  r.post(
    API.laporanKonsultasiRombelExport,
    {
      config: { access: laporan('export') },
      schema: {
        tags,
        summary: "Export one class group's counselling report (XLSX, in the export log)",
        body: laporanRombelExportSchema,
        response: responses(exportResultSchema),
      },
    },
    async (req) => ok(await exportLaporanRombel(app, req.auth, req.body), MSG.exported),
  );
}
