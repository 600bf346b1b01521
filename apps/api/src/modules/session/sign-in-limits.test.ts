import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
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
/** Stands the server's clock `minutes` after `start`. */
const at = (start: Date, minutes: number) => (ctx.clock = new Date(start.getTime() + minutes * MINUTE));
const account = async () => (await createStudentAccount(ctx.db, period)).account;
const locked = (res: { status: number; body: { message: string }; headers: Record<string, unknown> }, minutes: number) => {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MSG.tooManyAttempts(minutes));
  expect(res.headers['retry-after']).toBe(String(minutes * 60));
};

describe('sign-in limit per account', () => {
  it('locks the account from every address, tells how long, and lifts after its window', async () => {
    const start = new Date();
    const { email } = await account();
    at(start, 0);
    for (let i = 0; i < THROTTLE.perAccount; i++) expect((await api.login(email, 'salah', { ip: `10.20.0.${i}` })).status).toBe(401);
    locked(await api.login(email, PASSWORD, { ip: '10.20.1.1' }), THROTTLE.lockMinutes);
    at(start, THROTTLE.lockMinutes - 1);
    locked(await api.login(email, PASSWORD, { ip: '10.20.1.2' }), 1);
    at(start, THROTTLE.lockMinutes + 0.1);
    expect((await api.login(email, PASSWORD, { ip: '10.20.1.3' })).status).toBe(200);
  });

  it('counts afresh once the lock has lifted', async () => {
    const start = new Date();
    const { email } = await account();
    at(start, 0);
    for (let i = 0; i < THROTTLE.perAccount; i++) await api.login(email, 'salah', { ip: `10.21.0.${i}` });
    at(start, THROTTLE.lockMinutes + 0.1);
    expect((await api.login(email, 'salah', { ip: '10.21.1.1' })).status).toBe(401);
    expect((await api.login(email, PASSWORD, { ip: '10.21.1.2' })).status).toBe(200);
  });

  it('forgets failures older than its window', async () => {
    const start = new Date();
    const { email } = await account();
    at(start, 0);
    for (let i = 0; i < THROTTLE.perAccount - 1; i++) await api.login(email, 'salah', { ip: `10.22.0.${i}` });
    at(start, THROTTLE.windowMinutes + 0.1);
    expect((await api.login(email, 'salah', { ip: '10.22.1.1' })).status).toBe(401);
    expect((await api.login(email, PASSWORD, { ip: '10.22.1.2' })).status).toBe(200);
  });

  it('holds against a burst of guesses sent at once', async () => {
    const { email } = await account();
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => api.login(email, `salah-${i}`, { ip: `10.23.0.${i}` })));
    const checked = guesses.filter((g) => g.status === 401).length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.perAccount);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(20 - checked);
    locked(await api.login(email, PASSWORD, { ip: '10.23.1.1' }), THROTTLE.lockMinutes);
  });
});

describe('sign-in limit per address', () => {
  it('locks the address for every account, not other addresses, and lifts after its window', async () => {
    const start = new Date();
    const ip = '10.30.0.1';
    at(start, 0);
    for (let i = 0; i < THROTTLE.perAddress; i++) expect((await api.login(`acak-${i}@uji.test`, 'salah', { ip })).status).toBe(401);
    const { email } = await account();
    locked(await api.login(email, PASSWORD, { ip }), THROTTLE.lockMinutes);
    expect((await api.login(email, PASSWORD, { ip: '10.30.0.2' })).status).toBe(200);
    at(start, THROTTLE.lockMinutes + 0.1);
    expect((await api.login(email, PASSWORD, { ip })).status).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const guess = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.31.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `palsu-${i}@uji.test`, password: 'salah' },
      });
    for (let i = 0; i < THROTTLE.perAddress; i++) expect((await guess(i)).statusCode).toBe(401);
    const res = await guess(99);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyAttempts(THROTTLE.lockMinutes));
  });

  it('does not count successful sign-ins', async () => {
    const ip = '10.32.0.1';
    const { email } = await account();
    for (let i = 0; i < THROTTLE.perAddress + THROTTLE.perAccount; i++) expect((await api.login(email, PASSWORD, { ip })).status).toBe(200);
    for (let i = 0; i < THROTTLE.perAddress - 1; i++) expect((await api.login(`acak-b${i}@uji.test`, 'salah', { ip })).status).toBe(401);
    expect((await api.login(email, PASSWORD, { ip })).status).toBe(200);
  });
});

describe('password change', () => {
  it('ends the account’s other sessions, keeps the current one and leaves other accounts alone', async () => {
    const own = await account();
    const other = await account();
    const [current, phone, laptop] = [await api.token(own.email, PASSWORD), await api.token(own.email, PASSWORD), await api.token(own.email, PASSWORD, true)];
    const stranger = await api.token(other.email, PASSWORD);
    const changed = await api.call('PUT', `/api/user/ubah-password/${own.id}`, {
      token: current,
      body: { password_old: PASSWORD, password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru1' },
    });
    expect(changed.status).toBe(200);
    for (const token of [phone, laptop]) {
      const res = await api.call('GET', '/api/privilege/menu', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.sessionEnded);
    }
    expect((await api.call('GET', '/api/privilege/menu', { token: current })).status).toBe(200);
    expect((await api.call('GET', '/api/privilege/menu', { token: stranger })).status).toBe(200);
    expect((await api.login(own.email, PASSWORD, { ip: '10.40.0.1' })).status).toBe(401);
    expect((await api.login(own.email, 'kataSandiBaru1', { ip: '10.40.0.1' })).status).toBe(200);
  });
});
