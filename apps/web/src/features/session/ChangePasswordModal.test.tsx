// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { at, fakeApi, ok, refused } from '../../../test/fake-api';
import { messageUnder } from '../../../test/form-field';
import { studentPrivilege } from '../../../test/fixtures';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import ChangePasswordModal from './ChangePasswordModal';

const OLD = 'Password Lama';
const NEW = 'Password Baru';
const CONFIRM = 'Konfirmasi Password Baru';
const endpoint = at(SESSION.changePassword, { id: studentPrivilege().profile.id });

const save = () => user().click(screen.getByRole('button', { name: 'Simpan' }));

function open() {
  const onClose = vi.fn();
  renderSignedIn(<ChangePasswordModal open onClose={onClose} />);
  return onClose;
}

describe('ChangePasswordModal', () => {
  it('asks for every field and sends nothing', async () => {
    const requests = fakeApi({});
    open();
    await save();
    await waitFor(() => expect(messageUnder(OLD)).toBe(MSG.required));
    expect(messageUnder(NEW)).toBe(MSG.required);
    expect(messageUnder(CONFIRM)).toBe(MSG.required);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('wants a new password of at least the minimum length', async () => {
    open();
    await fill({ [OLD]: 'rahasia-lama', [NEW]: 'pendek', [CONFIRM]: 'pendek' });
    await save();
    await waitFor(() => expect(messageUnder(NEW)).toBe(MSG.newPasswordTooShort(LIMITS.passwordMin)));
  });

  it('wants a new password other than the old one', async () => {
    open();
    await fill({ [OLD]: 'rahasia-lama', [NEW]: 'rahasia-lama', [CONFIRM]: 'rahasia-lama' });
    await save();
    await waitFor(() => expect(messageUnder(NEW)).toBe(MSG.newPasswordSameAsOld));
  });

  it('wants the new password typed the same twice', async () => {
    const requests = fakeApi({});
    open();
    await fill({ [OLD]: 'rahasia-lama', [NEW]: 'rahasia-baru', [CONFIRM]: 'rahasia-bary' });
    await save();
    await waitFor(() => expect(messageUnder(CONFIRM)).toBe(MSG.mustMatchNewPassword));
    expect(messageUnder(NEW)).toBe('');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal of the old password under that field and stays open", async () => {
    fakeApi({ [endpoint]: () => refused(400, MSG.oldPasswordWrong, [{ field: 'password_old', message: MSG.oldPasswordWrong }]) });
    const onClose = open();
    await fill({ [OLD]: 'salah-tebak', [NEW]: 'rahasia-baru', [CONFIRM]: 'rahasia-baru' });
    await save();
    await waitFor(() => expect(messageUnder(OLD)).toBe(MSG.oldPasswordWrong));
    expect(messageUnder(NEW)).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves the three fields, says 'Success' with the server's message and closes", async () => {
    const requests = fakeApi({ [endpoint]: () => ok(null, 'Password berhasil diubah') });
    const onClose = open();
    await fill({ [OLD]: 'rahasia-lama', [NEW]: 'rahasia-baru', [CONFIRM]: 'rahasia-baru' });
    await save();
    expect(await screen.findByText('Password berhasil diubah')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      password_old: 'rahasia-lama',
      password_new: 'rahasia-baru',
      password_confirm: 'rahasia-baru',
    });
  });

  it('holds a user whose password the school chose: no cancel, no close, only save or logout', async () => {
    const requests = fakeApi({ [endpoint]: () => ok(null, 'Password berhasil diubah') });
    const onClose = vi.fn();
    renderSignedIn(<ChangePasswordModal open forced onClose={onClose} />);
    expect(await screen.findByText(MSG.akunFirstPassword)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Batal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    await user().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await fill({ [OLD]: 'k7m2pq9xtz', [NEW]: 'rahasia-baru', [CONFIRM]: 'rahasia-baru' });
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
