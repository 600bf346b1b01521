import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { passwordWorkStats } from '../../platform/password-work.js';
import { THROTTLE } from './throttle.js';

// A smaller allowance per address than the default (100) keeps the address's tests short; the
// rule is the same, and the typos below stay under it.
const ctx = useTestApp({ env: { SIGNIN_ADDRESS_FAILURES: '40' } });
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

afterEach(() => {
  ctx.clock = undefined;
});

const MINUTE = 60_000;
const { pair, account: perAccount } = THROTTLE;
const perAddress = () => ctx.config.SIGNIN_ADDRESS_FAILURES;
/** Stands the server's clock `minutes` after `start`. */
const at = (start: Date, minutes: number) => (ctx.clock = new Date(start.getTime() + minutes * MINUTE));
const newAccount = async () => (await createStudentAccount(ctx.db, period)).account;
type Res = Awaited<ReturnType<typeof api.login>>;
const locked = (res: Res, minutes: number) => {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MSG.tooManyAttempts(minutes));
  expect(res.headers['retry-after']).toBe(String(minutes * 60));
};
const signIn = (email: string, password: string, ip: string, device?: string) =>
  api.call('POST', '/api/login', { body: { email, password, device_token: device }, ip });
/** Signs in rightly from `ip` and returns the device token the web would keep. */
const deviceOf = async (email: string, ip: string) => {
  const res = await signIn(email, PASSWORD, ip);
  expect(res.status).toBe(200);
  return res.body.data.device_token as string;
};

describe('one account guessed from one address', () => {
  it('is slowed by a lock that grows with each further failure, for that address only', async () => {
    const start = new Date();
    const { email } = await newAccount();
    at(start, 0);
    for (let i = 0; i < pair.free; i++) expect((await signIn(email, 'salah', '10.20.0.1')).status).toBe(401);
    locked(await signIn(email, PASSWORD, '10.20.0.1'), 1);
    // The owner elsewhere is not held up.
    expect((await signIn(email, PASSWORD, '10.20.0.2')).status).toBe(200);
    at(start, 1.1);
    expect((await signIn(email, 'salah', '10.20.0.1')).status).toBe(401);
    locked(await signIn(email, 'salah', '10.20.0.1'), 2);
    at(start, 3.2);
    expect((await signIn(email, 'salah', '10.20.0.1')).status).toBe(401);
    locked(await signIn(email, 'salah', '10.20.0.1'), 4);
    at(start, 7.3);
    expect((await signIn(email, PASSWORD, '10.20.0.1')).status).toBe(200);
    // The right password forgot the pair's failures.
    for (let i = 0; i < pair.free - 1; i++) expect((await signIn(email, 'salah', '10.20.0.1')).status).toBe(401);
  });

  it('holds against a burst of guesses sent at once: no more password checks than the limit allows', async () => {
    const { email } = await newAccount();
    const before = passwordWorkStats.done;
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `salah-${i}`, '10.23.0.1')));
    const checked = guesses.filter((g) => g.status === 401).length;
    expect(checked).toBe(pair.free);
    expect(passwordWorkStats.done - before).toBe(pair.free);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(60 - checked);
    locked(await signIn(email, PASSWORD, '10.23.0.1'), 1);
  });
});

describe('one account guessed from many addresses', () => {
  it('locks the account for devices it does not know, not for the owner’s known device, and lifts after its window', async () => {
    const start = new Date();
    const { email } = await newAccount();
    const device = await deviceOf(email, '10.21.9.9');
    at(start, 0);
    for (let i = 0; i < perAccount.free; i++) expect((await signIn(email, 'salah', `10.21.0.${i}`)).status).toBe(401);
    locked(await signIn(email, PASSWORD, '10.21.1.1'), perAccount.lockMinutes());
    expect((await signIn(email, PASSWORD, '10.21.1.2', device)).status).toBe(200);
    at(start, perAccount.lockMinutes() - 1);
    locked(await signIn(email, PASSWORD, '10.21.1.3'), 1);
    at(start, perAccount.lockMinutes() + 0.1);
    expect((await signIn(email, PASSWORD, '10.21.1.4')).status).toBe(200);
  });

  it('lets through only a device token the account itself has signed in with', async () => {
    const { email } = await newAccount();
    const other = await newAccount();
    const othersDevice = await deviceOf(other.email, '10.22.9.9');
    for (let i = 0; i < perAccount.free; i++) await signIn(email, 'salah', `10.22.0.${i}`);
    locked(await signIn(email, PASSWORD, '10.22.1.1', othersDevice), perAccount.lockMinutes());
    locked(await signIn(email, PASSWORD, '10.22.1.1', 'A'.repeat(43)), perAccount.lockMinutes());
    // A token shaped unlike the server's is refused as input.
    expect((await signIn(email, PASSWORD, '10.22.1.1', 'pendek')).status).toBe(400);
  });

  it('holds against a burst from as many addresses as guesses', async () => {
    const { email } = await newAccount();
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `salah-${i}`, `10.24.0.${i}`)));
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(perAccount.free);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(60 - perAccount.free);
  });

  it('slows a known device’s own guesses like an address’s', async () => {
    const { email } = await newAccount();
    const device = await deviceOf(email, '10.25.9.9');
    for (let i = 0; i < pair.free; i++) expect((await signIn(email, 'salah', `10.25.0.${i}`, device)).status).toBe(401);
    locked(await signIn(email, PASSWORD, '10.25.1.1', device), 1);
    // Another device of the owner, or the account from an unknown one, is not held up by it.
    expect((await signIn(email, PASSWORD, '10.25.1.2')).status).toBe(200);
  });
});

describe('one address trying many accounts', () => {
  it('does not lock a school behind one address for a few students’ typos', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 30; i++) expect((await signIn(`typo-${i}@uji.test`, 'salah', ip)).status).toBe(401);
    const { email } = await newAccount();
    expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
  });

  it('slows an address past its failures, a minute per failure, without a known device; counts failures only', async () => {
    const start = new Date();
    const ip = '10.31.0.1';
    const { email } = await newAccount();
    const device = await deviceOf(email, ip);
    at(start, 0);
    for (let i = 0; i < 3; i++) expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < perAddress(); i++) expect((await signIn(`acak-${i}@uji.test`, 'salah', ip)).status).toBe(401);
    locked(await signIn(email, PASSWORD, ip), 1);
    expect((await signIn(email, PASSWORD, ip, device)).status).toBe(200);
    expect((await signIn(email, PASSWORD, '10.31.0.2')).status).toBe(200);
    at(start, 1.1);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    expect((await signIn('acak-x@uji.test', 'salah', ip)).status).toBe(401);
    locked(await signIn(email, PASSWORD, ip), 1);
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const guess = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.32.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `palsu-${i}@uji.test`, password: 'salah' },
      });
    for (let i = 0; i < perAddress(); i++) expect((await guess(i)).statusCode).toBe(401);
    const res = await guess(999);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyAttempts(1));
  });
});

describe('right passwords at the same moment', () => {
  it('signs in eight at once to one account', async () => {
    const { email } = await newAccount();
    const results = await Promise.all(Array.from({ length: 8 }, () => signIn(email, PASSWORD, '10.40.0.1')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('signs in fifty accounts at once from one address', async () => {
    const accounts = await Promise.all(Array.from({ length: 50 }, () => newAccount()));
    const results = await Promise.all(accounts.map((a) => signIn(a.email, PASSWORD, '10.41.0.1')));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
  });
});

describe('password change', () => {
  it('ends the account’s other sessions, keeps the current one and leaves other accounts alone', async () => {
    const own = await newAccount();
    const other = await newAccount();
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
    expect((await api.login(own.email, PASSWORD, { ip: '10.50.0.1' })).status).toBe(401);
    expect((await api.login(own.email, 'kataSandiBaru1', { ip: '10.50.0.1' })).status).toBe(200);
  });
});
