import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { sessions } from '../../db/schema/index.js';
import { passwordWorkStats, resetPasswordWorkPeak } from '../../platform/password-work.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

describe('a burst of wrong passwords', () => {
  it('runs at most ARGON2_CONCURRENCY argon2 operations at once, and a file download answers while it is in flight', async () => {
    const changers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { account } = await createStudentAccount(ctx.db, period);
        return { id: account.id, token: await api.token(account.email, PASSWORD) };
      }),
    );
    const key = 'uji/beban/surat.pdf';
    await ctx.app.files.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'));
    // A link is signed for a live session: the first changer's, which the wrong guesses keep.
    const [reader] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, changers[0]!.id)).limit(1);

    // The first unknown e-mail hashes the stand-in password once; not part of the burst.
    await api.call('POST', '/api/login', { body: { email: 'pemanasan@uji.test', password: 'salah' }, ip: '10.70.0.1' });
    resetPasswordWorkPeak();
    const before = passwordWorkStats.done;
    let answered = 0;
    const count = <T>(p: Promise<T>) => p.finally(() => answered++);
    const burst = [
      ...changers.map((c, i) =>
        count(
          api.call('PUT', `/api/user/ubah-password/${c.id}`, {
            token: c.token,
            ip: `10.70.1.${i}`,
            body: { password_old: 'salah', password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru1' },
          }),
        ),
      ),
      ...Array.from({ length: 40 }, (_, i) =>
        count(api.call('POST', '/api/login', { body: { email: `tebak-${i}@uji.test`, password: 'salah' }, ip: `10.70.2.${i}` })),
      ),
    ];
    const download = await ctx.app.inject({ method: 'GET', url: `/api/files/${ctx.app.files.signer.sign(key, { sessionId: reader!.id })}` });
    const atDownload = { answered, hashed: passwordWorkStats.done - before };
    const results = await Promise.all(burst);

    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
    // Every guess was really checked: none was refused by a limit or the queue.
    expect(results.map((r) => r.status).sort()).toEqual([...Array(20).fill(400), ...Array(40).fill(401)]);
    expect(passwordWorkStats.done - before).toBe(60);
    expect(passwordWorkStats.peakRunning).toBeGreaterThan(0);
    expect(passwordWorkStats.peakRunning).toBeLessThanOrEqual(ctx.config.ARGON2_CONCURRENCY);
    // The download did not wait for the burst's hashing to end.
    expect(atDownload.answered).toBeLessThan(60);
    expect(atDownload.hashed).toBeLessThan(60);
  });
});
