// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInNewTab } from './open-tab';

afterEach(() => vi.restoreAllMocks());

describe('openInNewTab', () => {
  it('opens the tab at the call, before the answer, and points it at the answer without an opener', async () => {
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer!: (url: string) => void;
    const done = openInNewTab(new Promise<string>((resolve) => (answer = resolve)));
    // Opened while the click's activation lasts, not after the answer.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    answer('https://wa.me/628123?text=Konsultasi');
    await done;
    expect(tab.location.href).toBe('https://wa.me/628123?text=Konsultasi');
  });

  it('hands the URL to the fallback when the browser refuses a tab, and closes the tab when the request fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const fallback = vi.fn();
    await openInNewTab(Promise.resolve('blob:kuitansi'), fallback);
    expect(fallback).toHaveBeenCalledWith('blob:kuitansi');

    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openInNewTab(Promise.reject(new Error('409')))).rejects.toThrow('409');
    expect(tab.close).toHaveBeenCalled();
  });
});
