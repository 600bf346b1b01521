import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { siswa, storedFile } from '../../db/schema/index.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { dataDiriWithFoto, signedInStudent } from '../../../test/http.js';
import { webSelfie } from '../../../test/images.js';
import { openClockInFixture, useApiSuite } from '../../../test/suite.js';
import { sweepOrphans } from './orphans.js';
import { storeNewFile } from './record.js';
import { newKey } from './storage.js';

const { ctx, api, fx } = useApiSuite(openClockInFixture);
type Student = Awaited<ReturnType<typeof signedInStudent>>;
afterEach(() => {
  ctx.clock = undefined;
});

const onDisk = (key: string) => fs.existsSync(path.join(ctx.filesDir, ...key.split('/')));
const recorded = async (key: string) => (await ctx.db.select().from(storedFile).where(eq(storedFile.key, key))).length === 1;
/** The sweep, run as if `hours` had passed. */
const sweepAfter = (hours: number) => {
  ctx.clock = new Date(Date.now() + hours * 3_600_000);
  return sweepOrphans(ctx.app);
};
const putFoto = async (s: Student, foto: string) => {
  expect((await api.call('PUT', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token, body: dataDiriWithFoto(s, foto) })).status).toBe(200);
  const [row] = await ctx.db.select({ foto: siswa.foto }).from(siswa).where(eq(siswa.id, s.siswa.id));
  return row!.foto!;
};

describe('the orphan sweep', () => {
  it('removes a stored file no record names once it is older than the grace period, and frees its owner’s quota', async () => {
    const s = await signedInStudent(ctx, fx.period);
    // An upload whose record write never came (the process died after storing the file).
    const key = newKey('siswa', 'pdf');
    await storeNewFile(ctx.app, key, demoPdf('Surat', ['yatim']), { kind: 'upload', userId: s.account.id });
    expect(await sweepAfter(1)).not.toContain(key);
    expect([onDisk(key), await recorded(key)]).toEqual([true, true]);
    expect(await sweepAfter(ctx.config.ORPHAN_GRACE_HOURS + 1)).toContain(key);
    expect([onDisk(key), await recorded(key)]).toEqual([false, false]);
  });

  it('finds a file on the storage that has no record at all, and keeps it through the grace period', async () => {
    const key = newKey('presensi', 'jpg');
    await ctx.app.files.storage.put(key, Buffer.from(await webSelfie(1), 'base64'));
    expect(await sweepAfter(0)).not.toContain(key);
    expect(await recorded(key)).toBe(true);
    expect(await sweepAfter(ctx.config.ORPHAN_GRACE_HOURS + 1)).toContain(key);
    expect(onDisk(key)).toBe(false);
  });

  it('never removes a referenced file, however old', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const foto = await putFoto(s, await webSelfie(3));
    const masuk = await api.call('POST', '/api/presensi/siswa/temporary', {
      token: s.token,
      body: { siswa_id: s.siswa.id, lat: -7.8, long: 110.37, foto: await webSelfie(4) },
    });
    expect(masuk.status).toBe(200);
    const selfie = masuk.body.data.in.foto.split('?')[0];
    const removed = await sweepAfter(24 * 365);
    expect(removed).not.toContain(foto);
    expect(removed).not.toContain(selfie);
    expect([onDisk(foto), onDisk(selfie)]).toEqual([true, true]);
  });

  it('is not needed for a replaced photo: the replace removes the old file and its record', async () => {
    const s = await signedInStudent(ctx, fx.period);
    const first = await putFoto(s, await webSelfie(5));
    const second = await putFoto(s, await webSelfie(6));
    expect(second).not.toBe(first);
    expect([onDisk(first), await recorded(first)]).toEqual([false, false]);
    expect([onDisk(second), await recorded(second)]).toEqual([true, true]);
  });
});
