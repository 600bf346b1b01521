import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAF_IMPOR } from '@madrasah/contract/endpoints/staf-impor';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { badRequest } from '../../platform/errors.js';
import { ok, route } from '../../platform/http.js';
import { importGtk, importJadwal, importSiswa, importWali } from './impor.service.js';
import type { ImportFile, ImportResult } from './pipeline.js';
import { importTemplate } from './template.js';
import { imporNilai, nilaiTemplat } from './nilai-impor.js';

const MB = 1024 * 1024;

/** The request's one file, from the multipart field `file`. */
async function fileOf(req: FastifyRequest): Promise<ImportFile> {
  const part = await req.file({ limits: { fileSize: LIMITS.importMaxBytes, files: 1, fields: 0 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badRequest(MSG.importNoFile);
  // Past the limit the part is cut short and reading it fails: the same answer as a large file read whole.
  const data = await part.toBuffer().catch(() => {
    throw badRequest(MSG.importTooLarge(LIMITS.importMaxBytes / MB));
  });
  return { filename: part.filename, data };
}

/** The report; a commit of a file with any error writes nothing and says why (422), with the same report. */
function answer(reply: FastifyReply, dryRun: boolean, { report, written }: ImportResult) {
  if (!dryRun && !written) return reply.code(422).send({ status: false, message: MSG.importHasErrors, data: report });
  return ok(report, dryRun ? 'Berhasil' : MSG.importDone);
}

/** Spreadsheet imports (spec/03-staff.md, screen 3): multipart field `file`, `?dry_run=true` checks only. */
export async function imporRoutes(app: FastifyInstance) {
  const opts = (req: { query: { dry_run: boolean }; auth: { userId: number } }) => ({ dryRun: req.query.dry_run, userId: req.auth.userId });
  route(app, STAF_IMPOR.siswa, async (req, reply) => answer(reply, req.query.dry_run, await importSiswa(app, await fileOf(req), opts(req))));
  route(app, STAF_IMPOR.gtk, async (req, reply) => answer(reply, req.query.dry_run, await importGtk(app, await fileOf(req), opts(req))));
  route(app, STAF_IMPOR.wali, async (req, reply) => answer(reply, req.query.dry_run, await importWali(app, await fileOf(req), opts(req))));
  route(app, STAF_IMPOR.jadwal, async (req, reply) =>
    answer(reply, req.query.dry_run, await importJadwal(app, await fileOf(req), { ...opts(req), tahunAjaranId: req.query.tahun_ajaran_id })),
  );
  route(app, STAF_IMPOR.template, async (req) => ok(await importTemplate(req.params.jenis)));
  // The grade book's template and import, per teaching pair (docs/decisions/0053): on the Nilai page, under the grid's rules.
  route(app, STAF_NILAI.templat, async (req) => ok(await nilaiTemplat(app, req.auth, req.params.id)));
  route(app, STAF_NILAI.impor, async (req, reply) =>
    answer(reply, req.query.dry_run, await imporNilai(app, req.auth, req.params.id, await fileOf(req), req.query.dry_run)),
  );
}
