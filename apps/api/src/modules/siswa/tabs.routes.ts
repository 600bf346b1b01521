import type { FastifyInstance } from 'fastify';
import type { CallData } from '@madrasah/contract/endpoint';
import { SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { MSG } from '@madrasah/contract/messages';
import { siswaBeasiswa, siswaBerkas, siswaPendidikan, siswaPrestasi } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner, ownRecordSiswaId } from '../../platform/scope.js';
import { createTab, deleteTab, listTab, updateTab, type TabConfig } from './tabs.service.js';

export const TABS: TabConfig[] = [
  {
    key: 'beasiswa',
    table: siswaBeasiswa,
    searchable: [siswaBeasiswa.nama, siswaBeasiswa.nama_instansi, siswaBeasiswa.kategori],
    nameColumn: siswaBeasiswa.nama,
    hasFile: false,
  },
  {
    key: 'prestasi',
    table: siswaPrestasi,
    searchable: [siswaPrestasi.nama, siswaPrestasi.nama_penyelenggara, siswaPrestasi.bidang_lomba],
    nameColumn: siswaPrestasi.nama,
    hasFile: true,
  },
  {
    key: 'pendidikan',
    table: siswaPendidikan,
    searchable: [siswaPendidikan.nama_lembaga, siswaPendidikan.lokasi_lembaga],
    nameColumn: siswaPendidikan.nama_lembaga,
    hasFile: false,
  },
  {
    key: 'berkas',
    table: siswaBerkas,
    searchable: [siswaBerkas.nama, siswaBerkas.tipe, siswaBerkas.keterangan],
    nameColumn: siswaBerkas.nama,
    hasFile: true,
  },
];

/** The four record tabs of the student detail, registered from one definition each. */
export async function siswaTabRoutes(app: FastifyInstance) {
  for (const tab of TABS) {
    const endpoints = SISWA_TABS[tab.key];
    route(
      app,
      endpoints.table,
      // The rows hold the tab's own columns, known by its config only; the row schema checks the answer.
      async (req) => ok((await listTab(app, req.auth, tab, req.params.siswa_id, req.body)) as CallData<typeof endpoints.table>),
      { owner: owner.record('siswa_id') },
    );
    route(
      app,
      endpoints.create,
      async (req) => {
        await createTab(app, req.auth, tab, req.params.siswa_id, req.body as Record<string, unknown>[], req.ip);
        return ok(null, MSG.saved);
      },
      { owner: owner.record('siswa_id') },
    );
    route(
      app,
      endpoints.update,
      async (req) => {
        await updateTab(app, req.auth, tab, req.params.id, req.body as Record<string, unknown>, req.ip);
        return ok(null, MSG.dataUpdated);
      },
      { owner: owner.row(tab.table, ownRecordSiswaId) },
    );
    route(app, endpoints.delete, async (req) => {
      await deleteTab(app, req.auth, tab, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    });
  }
}
