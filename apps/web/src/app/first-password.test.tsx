// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { at, fakeApi, ok } from '../../test/fake-api';
import { studentPrivilege } from '../../test/fixtures';
import { fill, renderSignedIn, user } from '../../test/signed-in';
import { AppRoutes } from './router';

describe('an account whose password the school chose', () => {
  it('sees the password change alone, asks for nothing else, and enters the portal once it is saved', async () => {
    const first = studentPrivilege({ '/': { status: true, action: { view: true } } });
    first.profile.wajib_ganti_password = true;
    const requests = fakeApi({
      [at(SESSION.changePassword, { id: first.profile.id })]: () => ok(null, 'Password berhasil diubah'),
      [at(SESSION.privilegeAccess)]: () => ok({ ...first, profile: { ...first.profile, wajib_ganti_password: false } }),
      [at(SESSION.privilegeMenu)]: () => ok([]),
    });
    renderSignedIn(<AppRoutes />, first);
    expect(await screen.findByText(MSG.akunFirstPassword)).toBeTruthy();
    expect(screen.queryByText('Ahmad Fauzi')).toBeNull();
    expect(requests).toEqual([]);

    await fill({ 'Password Lama': 'k7m2pq9xtz', 'Password Baru': 'rahasia-baru', 'Konfirmasi Password Baru': 'rahasia-baru' });
    await user().click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByText(MSG.akunFirstPassword)).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([at(SESSION.changePassword, { id: first.profile.id }), at(SESSION.privilegeAccess)]),
    );
    expect(await screen.findByText('Ahmad Fauzi')).toBeTruthy();
  });
});
