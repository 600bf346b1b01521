import type { FastifyInstance } from 'fastify';
import { STAF_IMPOR } from '@madrasah/contract/endpoints/staf-impor';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { badRequest } from '../../platform/errors.js';
import { ok, route } from '../../platform/http.js';
import { importSiswa } from './impor.service.js';

const MB = 1024 * 1024;

/** Spreadsheet imports (spec/03-staff.md, screen 3): multipart field `file`, `?dry_run=true` checks only. */
export async function imporRoutes(app: FastifyInstance) {
  route(app, STAF_IMPOR.siswa, async (req, reply) => {
    const part = await req.file({ limits: { fileSize: LIMITS.importMaxBytes, files: 1, fields: 0 } }).catch(() => undefined);
    if (!part || part.fieldname !== 'file') throw badRequest(MSG.importNoFile);
    // Past the limit the part is cut short and reading it fails: the same answer as a large file read whole.
    const data = await part.toBuffer().catch(() => {
      throw badRequest(MSG.importTooLarge(LIMITS.importMaxBytes / MB));
    });
    const { report, written } = await importSiswa(app, { filename: part.filename, data }, { dryRun: req.query.dry_run, userId: req.auth.userId });
    // A commit of a file with any error writes nothing and says why, with the same report.
    if (!req.query.dry_run && !written) return reply.code(422).send({ status: false, message: MSG.importHasErrors, data: report });
    return ok(report, req.query.dry_run ? 'Berhasil' : MSG.importDone);
  });
}
