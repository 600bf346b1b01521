import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_KEGIATAN } from '@madrasah/contract/endpoints/staf-kegiatan';
import type { MediaTipe } from '@madrasah/contract/schemas/bk';
import type { MediaStafRow, mediaBodySchema, mediaCreateSchema } from '@madrasah/contract/schemas/staf-kegiatan';
import type { TableResult } from '@madrasah/contract/table';
import { mediaInformasi as m } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { notFound } from '../../platform/errors.js';
import { storePhoto } from '../../platform/files/photo.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

type MediaValues = z.output<typeof mediaBodySchema>;
type MediaCreate = z.output<typeof mediaCreateSchema>;

const ENTITY = 'media_informasi';

const spec = tableSpec(STAF_KEGIATAN.mediaTable, {
  searchable: [m.nama],
  sortable: { nama: m.nama, id: m.id },
  tiebreak: m.id,
});

/** Every gallery item, published or not, with its photo by signed link. */
export async function listMediaStaf(
  app: ServiceContext,
  request: TableRequest & { filtering: { tipe?: MediaTipe; status?: 'Terbit' | 'Draf' } },
): Promise<TableResult<MediaStafRow>> {
  const { tipe, status } = request.filtering;
  const plan = planTable(spec, request, [
    tipe === undefined ? undefined : eq(m.tipe, tipe),
    status === undefined ? undefined : eq(m.is_published, status === 'Terbit'),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({ id: m.id, nama: m.nama, tipe: m.tipe, link: m.link, file: m.file, is_published: m.is_published })
        .from(m)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(m).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({
    ...row,
    tipe: row.tipe as MediaTipe,
    file: row.file ? app.files.signer.sign(row.file) : null,
    main_path: FILES_PREFIX,
  }));
  return { ...result, list: numbered(list, plan.offset) };
}

/**
 * One new item with its photo, through the photo pipeline (JPG or PNG by content, at most 2 MB,
 * cleaned to a JPEG of at most 640 px, counted against the uploader's quota and rate). It starts
 * unpublished: the portal shows it once published. A refused write takes the stored photo with it.
 */
export async function createMedia(app: ServiceContext, auth: AuthContext, body: MediaCreate, ip: string): Promise<number> {
  const key = await storePhoto(app, 'media', body.foto, 'foto');
  const created = await withStoredFile(app, key, () =>
    audited(
      app.db,
      (after: typeof m.$inferSelect) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: after.id, ip, detail: { before: null, after } }),
      async (tx) => {
        const [row] = await tx
          .insert(m)
          .values({ nama: body.nama, tipe: body.tipe, link: body.link ?? null, file: key, is_published: false, created_at: app.now() })
          .returning();
        return row!;
      },
    ),
  );
  return created.id;
}

/** Changes an item's name, type and link; its photo and state stay. */
export async function updateMedia(app: ServiceContext, auth: AuthContext, id: number, body: MediaValues, ip: string) {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(m).where(eq(m.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(m)
        .set({ nama: body.nama, tipe: body.tipe, link: body.link ?? null })
        .where(eq(m.id, id))
        .returning();
      return { before, after };
    },
  );
}

/** Publishes or unpublishes an item; the portal's galleries show only published ones. */
export async function setMediaTerbit(app: ServiceContext, auth: AuthContext, id: number, terbit: boolean, ip: string) {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'status', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select({ is_published: m.is_published }).from(m).where(eq(m.id, id)).for('update');
      if (!before) throw notFound();
      await tx.update(m).set({ is_published: terbit }).where(eq(m.id, id));
      return { before, after: { is_published: terbit } };
    },
  );
}

/** Removes an item, and its photo once the delete holds. */
export async function deleteMedia(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const before = await auditedDelete(app.db, { userId: auth.userId, ip }, ENTITY, id, async (tx) => {
    const [row] = await tx.delete(m).where(eq(m.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
  if (before.file) await app.files.storage.remove(before.file);
}
