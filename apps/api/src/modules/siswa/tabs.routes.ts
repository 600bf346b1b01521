import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STUDENT_RECORD_PAGES } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  beasiswaBodySchema,
  beasiswaRowSchema,
  berkasBodySchema,
  berkasRowSchema,
  pendidikanBodySchema,
  pendidikanRowSchema,
  prestasiBodySchema,
  prestasiRowSchema,
  siswaTabTableSchema,
} from '@madrasah/contract/schemas/siswa-tab';
import { tableResultSchema } from '@madrasah/contract/table';
import { siswaBeasiswa, siswaBerkas, siswaPendidikan, siswaPrestasi } from '../../db/schema/index.js';
import { BODY_LIMIT, idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownRecordSiswaId } from '../../platform/scope.js';
import { createTab, deleteTab, listTab, updateTab, type TabConfig } from './tabs.service.js';

export const TABS: TabConfig[] = [
  {
    key: 'beasiswa',
    table: siswaBeasiswa,
    body: beasiswaBodySchema,
    row: beasiswaRowSchema,
    flags: { view: 'beasiswa_view', create: 'beasiswa_create', update: 'beasiswa_update', delete: 'beasiswa_delete' },
    searchable: [siswaBeasiswa.nama, siswaBeasiswa.nama_instansi, siswaBeasiswa.kategori],
    nameColumn: siswaBeasiswa.nama,
    hasFile: false,
  },
  {
    key: 'prestasi',
    table: siswaPrestasi,
    body: prestasiBodySchema,
    row: prestasiRowSchema,
    // The spec's map has no prestasi_create: prestasi_view governs the Tambah button.
    flags: { view: 'prestasi_view', create: 'prestasi_view', update: 'prestasi_update', delete: 'prestasi_delete' },
    searchable: [siswaPrestasi.nama, siswaPrestasi.nama_penyelenggara, siswaPrestasi.bidang_lomba],
    nameColumn: siswaPrestasi.nama,
    hasFile: true,
  },
  {
    key: 'pendidikan',
    table: siswaPendidikan,
    body: pendidikanBodySchema,
    row: pendidikanRowSchema,
    flags: { view: 'education_view', create: 'education_create', update: 'education_update', delete: 'education_delete' },
    searchable: [siswaPendidikan.nama_lembaga, siswaPendidikan.lokasi_lembaga],
    nameColumn: siswaPendidikan.nama_lembaga,
    hasFile: false,
  },
  {
    key: 'berkas',
    table: siswaBerkas,
    body: berkasBodySchema,
    row: berkasRowSchema,
    flags: { view: 'file_view', create: 'file_create', update: 'file_update', delete: 'file_delete' },
    searchable: [siswaBerkas.nama, siswaBerkas.tipe, siswaBerkas.keterangan],
    nameColumn: siswaBerkas.nama,
    hasFile: true,
  },
];

const siswaParams = z.object({ siswa_id: idParams.shape.id });

/** The four record tabs of the student detail, registered from one definition each. */
export async function siswaTabRoutes(app: FastifyInstance) {
  const r = typed(app);
  for (const tab of TABS) {
    const tags = [`siswa ${tab.key}`];
    const access = (action: keyof TabConfig['flags']) => ({ path: STUDENT_RECORD_PAGES, action: tab.flags[action] });

    r.post(
      API.siswaTabTable(tab.key, ':siswa_id'),
      {
        config: { access: access('view'), owner: owner.record('siswa_id') },
        schema: {
          tags,
          summary: `The student's ${tab.key} records`,
          params: siswaParams,
          body: siswaTabTableSchema,
          response: responses(tableResultSchema(tab.row)),
        },
      },
      async (req) => ok(await listTab(app, req.auth, tab, req.params.siswa_id, req.body)),
    );
    r.post(
      API.siswaTabCreate(tab.key, ':siswa_id'),
      {
        config: { access: access('create'), owner: owner.record('siswa_id') },
        bodyLimit: BODY_LIMIT.upload,
        schema: {
          tags,
          summary: `Add ${tab.key} records (the web sends one)`,
          params: siswaParams,
          body: z.array(tab.body).min(1).max(10),
          response: responses(z.null()),
        },
      },
      async (req) => {
        await createTab(app, req.auth, tab, req.params.siswa_id, req.body as Record<string, unknown>[], req.ip);
        return ok(null, MSG.saved);
      },
    );
    r.put(
      API.siswaTabItem(tab.key, ':id'),
      {
        config: { access: access('update'), owner: owner.row(tab.table, ownRecordSiswaId) },
        bodyLimit: BODY_LIMIT.upload,
        schema: { tags, summary: `Update a ${tab.key} record`, params: idParams, body: tab.body, response: responses(z.null()) },
      },
      async (req) => {
        await updateTab(app, req.auth, tab, req.params.id, req.body as Record<string, unknown>, req.ip);
        return ok(null, MSG.dataUpdated);
      },
    );
    r.delete(
      API.siswaTabItem(tab.key, ':id'),
      { config: { access: access('delete') }, schema: { tags, summary: `Delete a ${tab.key} record`, params: idParams, response: responses(z.null()) } },
      async (req) => {
        await deleteTab(app, req.auth, tab, req.params.id, req.ip);
        return ok(null, MSG.deleted);
      },
    );
  }
}
