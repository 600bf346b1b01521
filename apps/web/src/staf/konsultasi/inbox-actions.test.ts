import { describe, expect, it } from 'vitest';
import { INBOX_STATUS_OPTIONS, inboxActions, marksRead } from './inbox-actions';

describe('the inbox’s actions', () => {
  it('lets a counsellor reply and close until it is closed; forwarding always', () => {
    expect(inboxActions('Terkirim', true)).toEqual(['balas', 'selesai', 'teruskan']);
    expect(inboxActions('Diproses', true)).toEqual(['balas', 'selesai', 'teruskan']);
    expect(inboxActions('Selesai', true)).toEqual(['teruskan']);
    expect(inboxActions('Terkirim', false)).toEqual(['teruskan']);
  });

  it('marks it read only when a counsellor opens an unread one', () => {
    expect(marksRead({ dibaca: false }, true)).toBe(true);
    expect(marksRead({ dibaca: true }, true)).toBe(false);
    expect(marksRead({ dibaca: false }, false)).toBe(false);
  });

  it('filters by the sent statuses only, never Draft', () => {
    expect(INBOX_STATUS_OPTIONS.map((o) => o.value)).toEqual(['Terkirim', 'Diproses', 'Selesai']);
  });
});
