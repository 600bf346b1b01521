import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { sessions } from '../../db/schema/index.js';
import { passwordWorkStats } from '../../platform/password-work.js';
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

const MINUTE = 60_000;
const NEW = 'kataSandiBaru1';
const change = (id: number, token: string, old: string, ip = '10.60.0.1') =>
  api.call('PUT', `/api/user/ubah-password/${id}`, { token, ip, body: { password_old: old, password_new: NEW, password_confirm: NEW } });
const locked = (res: Awaited<ReturnType<typeof change>>, minutes: number) => {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MSG.tooManyPasswordChanges(minutes));
  expect(res.headers['retry-after']).toBe(String(minutes * 60));
};
const signedIn = async () => {
  const { account } = await createStudentAccount(ctx.db, period);
  return { account, token: await api.token(account.email, PASSWORD) };
};
const live = async (token: string) => (await api.call('GET', '/api/privilege/menu', { token })).status;

describe('guessing the old password of a password change', () => {
  it('is slowed like a sign-in: a lock that grows per session, with its own message', async () => {
    const start = new Date();
    const { account, token } = await signedIn();
    ctx.clock = start;
    for (let i = 0; i < THROTTLE.pair.free; i++) {
      const res = await change(account.id, token, `salah-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'password_old', message: MSG.oldPasswordWrong }]);
    }
    locked(await change(account.id, token, PASSWORD), 1);
    ctx.clock = new Date(start.getTime() + 1.1 * MINUTE);
    expect((await change(account.id, token, 'salah-lagi')).status).toBe(400);
    locked(await change(account.id, token, PASSWORD), 2);
    // The owner's other session is not held up by this one's guesses.
    const other = await api.token(account.email, PASSWORD);
    expect((await change(account.id, other, PASSWORD)).status).toBe(200);
  });

  it('holds against a burst sent at once: no more password checks than the limit allows', async () => {
    const { account, token } = await signedIn();
    const before = passwordWorkStats.done;
    const tries = await Promise.all(Array.from({ length: 60 }, (_, i) => change(account.id, token, `salah-${i}`)));
    expect(tries.filter((r) => r.status === 400)).toHaveLength(THROTTLE.pair.free);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(60 - THROTTLE.pair.free);
    expect(passwordWorkStats.done - before).toBe(THROTTLE.pair.free);
  });
});

describe('a password changed outside the portal', () => {
  it('ends every session of that account and of no other', async () => {
    const own = await signedIn();
    const second = await api.token(own.account.email, PASSWORD, true);
    const other = await signedIn();
    // What an operator would run by hand.
    await ctx.db.execute(sql`UPDATE users SET password_hash = 'diganti-operator' WHERE id = ${own.account.id}`);
    for (const token of [own.token, second]) expect(await live(token)).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, own.account.id))).toEqual([]);
    expect(await live(other.token)).toBe(200);
  });

  it('leaves sessions alone when another column of the user changes', async () => {
    const own = await signedIn();
    await ctx.db.execute(sql`UPDATE users SET name = 'Nama Baru', password_hash = password_hash WHERE id = ${own.account.id}`);
    expect(await live(own.token)).toBe(200);
  });
});
