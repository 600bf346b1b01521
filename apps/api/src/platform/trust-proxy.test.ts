import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { sessions } from '../db/schema/index.js';
import { appOnTestDatabase, useTestApp } from '../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../test/factories.js';

const ctx = useTestApp();
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

/** Signs a new student in through an app with TRUST_PROXY=`trust`; answers the address its session keeps. */
async function sessionAddress(trust: string, from: string, forwardedFor: string) {
  const app = await appOnTestDatabase(ctx, { TRUST_PROXY: trust });
  try {
    const { account } = await createStudentAccount(ctx.db, period);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: account.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await ctx.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.user_id, account.id)).orderBy(desc(sessions.id)).limit(1);
    return session?.ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('with one hop believes only the address the proxy added, not one the client wrote', async () => {
    expect(await sessionAddress('1', '127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with addresses believes only those proxies', async () => {
    // Through the trusted proxy: the address it saw.
    expect(await sessionAddress('10.0.0.0/8', '10.1.2.3', '6.6.6.6, 198.51.100.8')).toBe('198.51.100.8');
    // From anyone else: the header is ignored.
    expect(await sessionAddress('10.0.0.0/8', '192.0.2.50', '198.51.100.9')).toBe('192.0.2.50');
  });

  it('without a proxy ignores the header', async () => {
    expect(await sessionAddress('false', '192.0.2.51', '198.51.100.10')).toBe('192.0.2.51');
  });

  it('refuses to start with true, and with what is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.sekolah' })).toThrow(/proxy\.sekolah/);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, ::1 ,loopback' }).TRUST_PROXY).toEqual(['127.0.0.1', '::1', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });
});
