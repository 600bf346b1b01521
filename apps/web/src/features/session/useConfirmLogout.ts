import { useSession } from '../../lib/session';
import { useConfirmSignOut } from '../../lib/use-confirm-sign-out';

/** The portal's logout after a confirmation: the server session ends, local storage and cache are cleared. */
export function useConfirmLogout() {
  return useConfirmSignOut(useSession().signOut, '/login');
}
