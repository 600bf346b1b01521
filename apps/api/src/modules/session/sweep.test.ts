import { eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { knownDevices, loginThrottle, sessions } from '../../db/schema/index.js';
import { DEVICE_DAYS } from './devices.js';
import { sweepExpiredSessions, sweepThrottle } from './sweep.js';
import { THROTTLE } from './throttle.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

afterEach(() => {
  ctx.clock = undefined;
});

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe('the sweep of sessions', () => {
  it('deletes the expired sessions and the devices unused too long, and keeps the rest', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const short = await api.token(account.email, PASSWORD);
    const long = await api.token(account.email, PASSWORD, true);
    const mine = eq(sessions.user_id, account.id);

    await sweepExpiredSessions(ctx.db, new Date());
    expect(await ctx.db.select().from(sessions).where(mine)).toHaveLength(2);

    const swept = await sweepExpiredSessions(ctx.db, later((ctx.config.SESSION_HOURS + 1) * HOUR));
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect((await api.call('GET', '/api/privilege/menu', { token: short })).status).toBe(401);
    expect((await api.call('GET', '/api/privilege/menu', { token: long })).status).toBe(200);
    // Each sign-in above came without a device token, so each got one.
    expect(await ctx.db.select().from(knownDevices).where(eq(knownDevices.user_id, account.id))).toHaveLength(2);

    await sweepExpiredSessions(ctx.db, later((DEVICE_DAYS + 1) * 24 * HOUR));
    expect(await ctx.db.select().from(sessions).where(mine)).toEqual([]);
    expect(await ctx.db.select().from(knownDevices).where(eq(knownDevices.user_id, account.id))).toEqual([]);
  });
});

describe('the sweep of sign-in counters', () => {
  it('deletes a row once its window and its lock have passed, not before', async () => {
    const start = new Date();
    ctx.clock = start;
    const email = 'sapu@uji.test';
    for (let i = 0; i < THROTTLE.pair.free; i++) await api.login(email, 'salah', { ip: '10.80.0.1' });
    const rows = () =>
      ctx.db
        .select({ key: loginThrottle.key })
        .from(loginThrottle)
        .where(like(loginThrottle.key, `%${email}%`));
    expect((await rows()).map((r) => r.key).sort()).toEqual([`email:${email}`, `email:${email}|ip:10.80.0.1`]);

    await sweepThrottle(ctx.db, start);
    expect(await rows()).toHaveLength(2);
    // The account's window has passed; the pair's day has not.
    await sweepThrottle(ctx.db, new Date(start.getTime() + (THROTTLE.account.windowMinutes + 1) * 60_000));
    expect((await rows()).map((r) => r.key)).toEqual([`email:${email}|ip:10.80.0.1`]);
    expect(await sweepThrottle(ctx.db, new Date(start.getTime() + THROTTLE.pair.windowMinutes * 60_000 + 1))).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
  });
});
