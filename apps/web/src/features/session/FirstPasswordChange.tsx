import { useSession } from '../../lib/session';
import ChangePasswordModal from './ChangePasswordModal';

/**
 * All an account whose password the school chose (a new account's, a reset one) sees: the
 * portal opens once its owner has set one of their own, after which the access check runs
 * again. The server answers nothing else until then.
 */
export default function FirstPasswordChange() {
  const { retry } = useSession();
  return <ChangePasswordModal open forced onClose={retry} />;
}
