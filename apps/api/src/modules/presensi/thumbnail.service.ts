import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newKey } from '../../platform/files/storage.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** A thumbnail's box: a selfie is portrait; the day list shows it at 40 × 54 (twice that for sharp screens). */
const THUMB = { width: 80, height: 108, quality: 70 };
/** Selfies a run makes thumbnails for; the rest wait for the next run. */
export const THUMBNAIL_BATCH = 200;

/** A JPEG thumbnail of a stored selfie. */
export async function makeThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize({ width: THUMB.width, height: THUMB.height, fit: 'cover' }).jpeg({ quality: THUMB.quality }).toBuffer();
}

async function readAll(app: ServiceContext, key: string): Promise<Buffer | null> {
  const opened = await app.files.storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Pending = { id: number; foto_masuk: string | null; foto_masuk_kecil: string | null; foto_pulang: string | null; foto_pulang_kecil: string | null };

/**
 * Makes the thumbnails of selfies that have none, once each, and records them beside the
 * selfie (presensi_siswa.foto_*_kecil, and a stored_file row of its owner): run by the job
 * runner every minute, so the clock-in itself does no image work and the day list never
 * resizes a photo. A selfie that cannot be read keeps itself as its thumbnail, so it is not
 * tried again. Answers how many thumbnails it made.
 */
export async function buatThumbnailSelfie(app: ServiceContext, limit = THUMBNAIL_BATCH): Promise<number> {
  const pending = (await app.db.execute(sql`
    SELECT id, foto_masuk, foto_masuk_kecil, foto_pulang, foto_pulang_kecil FROM presensi_siswa
    WHERE (foto_masuk IS NOT NULL AND foto_masuk_kecil IS NULL) OR (foto_pulang IS NOT NULL AND foto_pulang_kecil IS NULL)
    ORDER BY id DESC LIMIT ${limit}`)) as unknown as { rows: Pending[] };
  let made = 0;
  for (const row of pending.rows) {
    for (const side of ['masuk', 'pulang'] as const) {
      const foto = side === 'masuk' ? row.foto_masuk : row.foto_pulang;
      if (!foto || (side === 'masuk' ? row.foto_masuk_kecil : row.foto_pulang_kecil)) continue;
      let thumb: Buffer | null;
      try {
        const photo = await readAll(app, foto);
        thumb = photo && (await makeThumbnail(photo));
      } catch {
        thumb = null;
      }
      const key = thumb ? newKey('presensi', 'jpg', app.now()) : foto;
      if (thumb) await app.files.storage.put(key, thumb);
      const column = sql.raw(side === 'masuk' ? 'foto_masuk_kecil' : 'foto_pulang_kecil');
      const source = sql.raw(side === 'masuk' ? 'foto_masuk' : 'foto_pulang');
      await app.db.execute(sql`
        WITH written AS (UPDATE presensi_siswa SET ${column} = ${key} WHERE id = ${row.id} AND ${column} IS NULL AND ${source} = ${foto} RETURNING id)
        INSERT INTO stored_file (key, user_id, size, kind)
        SELECT ${key}, f.user_id, ${thumb?.length ?? 0}, 'selfie' FROM stored_file f, written
        WHERE ${thumb !== null} AND f.key = ${foto}
        ON CONFLICT (key) DO NOTHING`);
      if (thumb) made += 1;
    }
  }
  return made;
}
