import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { AppError } from './errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordWorkStats, resetPasswordWorkPeak, setPasswordWorkLimits } from './password-work.js';

afterEach(() => setPasswordWorkLimits({ concurrency: 2, queue: 100 }));

describe('the bound on argon2 work', () => {
  it('runs at most `concurrency` at once, queues `queue` more and refuses the rest at once with 503', async () => {
    setPasswordWorkLimits({ concurrency: 2, queue: 3 });
    resetPasswordWorkPeak();
    const before = { done: passwordWorkStats.done, refused: passwordWorkStats.refused };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => hashPassword(`kata-sandi-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
    expect(refused).toHaveLength(5);
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect(err.statusCode).toBe(503);
      expect(err.message).toBe(MSG.passwordWorkBusy);
      expect(err.headers).toEqual({ 'retry-after': '1' });
    }
    expect(passwordWorkStats.peakRunning).toBe(2);
    expect(passwordWorkStats.done - before.done).toBe(5);
    expect(passwordWorkStats.refused - before.refused).toBe(5);
    expect(passwordWorkStats.running).toBe(0);
    expect(passwordWorkStats.queued).toBe(0);
  });

  it('tells a full queue apart from a wrong password when verifying', async () => {
    const stored = await hashPassword('benar-sekali');
    setPasswordWorkLimits({ concurrency: 1, queue: 0 });
    const [first, second] = await Promise.allSettled([verifyPassword(stored, 'benar-sekali'), verifyPassword(stored, 'benar-sekali')]);
    expect(first).toEqual({ status: 'fulfilled', value: true });
    expect(second.status === 'rejected' && (second.reason as AppError).statusCode).toBe(503);
  });
});
