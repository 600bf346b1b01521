import { eq } from 'drizzle-orm';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import type { PengaturanSekolah, pengaturanSekolahBodySchema } from '@madrasah/contract/schemas/staf-sekolah';
import type { z } from 'zod';
import { sekolah } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { FILES_PREFIX, type FileSigner } from '../../platform/files/signed-url.js';
import { storePhoto } from '../../platform/files/photo.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { schoolSettings, type SchoolSettings } from '../../platform/school-settings.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof pengaturanSekolahBodySchema>;

/** The row as the form shows it: times as HH:MM, the days in the week's order, the logo as a signed link. */
function toAnswer(row: SchoolSettings, signer: FileSigner): PengaturanSekolah {
  return {
    nama: row.nama,
    npsn: row.npsn,
    alamat: row.alamat,
    logo: row.logo ? signer.sign(row.logo) : null,
    main_path: FILES_PREFIX,
    timezone: row.timezone,
    jam_masuk: row.jam_masuk.slice(0, 5),
    jam_pulang: row.jam_pulang.slice(0, 5),
    hari_presensi: JADWAL_HARI.filter((d) => row.hari_presensi.includes(d)),
    lat: row.lat,
    long: row.long,
    radius: row.radius,
    radius_active: row.radius_active,
  };
}

/** The school's settings as stored now (not the cached copy: the form edits what is saved). */
export async function getPengaturanSekolah(app: ServiceContext): Promise<PengaturanSekolah> {
  return toAnswer(await schoolSettings(app.db), app.files.signer);
}

/**
 * Saves the school's identity and clock-in rules, audited with the row before and after. A new
 * logo is cleaned and stored first, and the one it replaces removed once the save holds. The
 * process's settings cache is dropped after the commit, so this process's next clock-in uses the
 * new geofence; other processes follow within SETTINGS_CACHE_MS.
 */
export async function updatePengaturanSekolah(app: ServiceContext, auth: AuthContext, body: Body, ip: string): Promise<PengaturanSekolah> {
  const { logo, ...fields } = body;
  const newLogo = logo ? await storePhoto(app, 'sekolah', logo, 'logo') : undefined;
  const { before, after } = await withStoredFile(app, newLogo, () =>
    audited<{ before: SchoolSettings; after: SchoolSettings }>(
      app.db,
      ({ before, after }) => ({ userId: auth.userId, action: 'update', entity: 'sekolah', entityId: after.id, ip, detail: { before, after } }),
      async (tx) => {
        const [current] = await tx.select().from(sekolah).limit(1).for('update');
        if (!current) throw new Error('school settings missing: reference data was not applied');
        const [saved] = await tx
          .update(sekolah)
          .set({ ...fields, ...(newLogo ? { logo: newLogo } : {}) })
          .where(eq(sekolah.id, current.id))
          .returning();
        return { before: current, after: saved! };
      },
    ),
  );
  app.schoolContext.invalidate();
  if (newLogo && before.logo) await app.files.storage.remove(before.logo);
  return toAnswer(after, app.files.signer);
}
