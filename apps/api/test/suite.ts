import { beforeAll } from 'vitest';
import { sekolah } from '../src/db/schema/index.js';
import { HARI } from '../src/db/schema/jadwal.js';
import { useTestApp, type TestContext } from './context.js';
import { createPeriod } from './factories.js';
import { client } from './http.js';

/**
 * The opening of an API test file: its app, the app's client, and `fx`, the data `build` makes
 * before the file's own hooks run. Like the context, `fx`'s fields are there inside tests and
 * hooks only.
 */
export function useApiSuite<T extends object>(build: (ctx: TestContext) => Promise<T>) {
  const ctx = useTestApp();
  const api = client(ctx);
  const fx = {} as T;
  beforeAll(async () => {
    Object.assign(fx, await build(ctx));
  });
  return { ctx, api, fx };
}

/** A school year with its class group. */
export const periodFixture = async (ctx: TestContext) => ({ period: await createPeriod(ctx.db) });

/** A school year, with clock-in open every day, at every hour and anywhere, so only what a test sends decides. */
export async function openClockInFixture(ctx: TestContext) {
  const fixture = await periodFixture(ctx);
  await ctx.db.update(sekolah).set({ radius_active: false, hari_presensi: [...HARI], jam_masuk: '00:00', jam_pulang: '23:59' });
  return fixture;
}
