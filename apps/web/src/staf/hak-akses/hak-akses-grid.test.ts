import { describe, expect, it } from 'vitest';
import { PAGE, STAF_PAGE } from '@madrasah/contract/access';
import { changedPages, hasTabs, pageGroups, PAGE_FLAGS, withFlag, withStatus } from './hak-akses-grid';

const akses = { [STAF_PAGE.audit]: { status: true, action: { view: true, detail: true } }, [STAF_PAGE.akun]: { status: false, action: {} } };

describe('the access grid', () => {
  it('drops a closed page’s actions, and opens a page with Lihat', () => {
    expect(withStatus(akses, STAF_PAGE.audit, false)[STAF_PAGE.audit]).toEqual({ status: false, action: {} });
    expect(withStatus(akses, STAF_PAGE.akun, true)[STAF_PAGE.akun]).toEqual({ status: true, action: { view: true } });
  });

  it('grants and takes away one action', () => {
    const granted = withFlag(akses, STAF_PAGE.audit, 'export', true);
    expect(granted[STAF_PAGE.audit]!.action).toEqual({ view: true, detail: true, export: true });
    expect(withFlag(granted, STAF_PAGE.audit, 'detail', false)[STAF_PAGE.audit]!.action).toEqual({ view: true, export: true });
    expect(akses[STAF_PAGE.audit].action).toEqual({ view: true, detail: true });
  });

  it('tells which pages a save changes', () => {
    expect(changedPages(akses, akses)).toEqual([]);
    const edited = withFlag(withFlag(akses, STAF_PAGE.audit, 'export', true), STAF_PAGE.audit, 'export', false);
    expect(changedPages(akses, edited)).toEqual([]);
    expect(changedPages(akses, withStatus(akses, STAF_PAGE.akun, true))).toEqual([STAF_PAGE.akun]);
  });

  it('shows a role’s own side first, and the record tabs’ flags on the record pages only', () => {
    const halaman = [
      { path: PAGE.dashboard, nama: 'Dashboard', induk: null, sisi: 'portal' as const },
      { path: STAF_PAGE.audit, nama: 'Log Audit', induk: null, sisi: 'staf' as const },
    ];
    expect(pageGroups(halaman, 'staf').map((g) => [g.title, g.pages.map((p) => p.path)])).toEqual([
      ['Halaman staf', [STAF_PAGE.audit]],
      ['Halaman portal', [PAGE.dashboard]],
    ]);
    expect(pageGroups(halaman, 'portal')[0]!.sisi).toBe('portal');
    expect(hasTabs(PAGE.siswaAktif)).toBe(true);
    expect(hasTabs(PAGE.dashboard)).toBe(false);
    expect(PAGE_FLAGS).toEqual(['view', 'detail', 'create', 'update', 'update_partial', 'delete', 'approval', 'request_approval', 'export', 'invoice']);
  });
});
