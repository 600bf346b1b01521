import { useNavigate } from 'react-router';
import { STAF_PAGE } from '@madrasah/contract/access';
import type { LoginBody, StafPrivilege } from '@madrasah/contract/schemas/session';
import LoginPage from '../../features/session/LoginPage';
import { useStafSession } from '../session';

// The rules and the sign-in calls load with the first submit, as on the portal's page.
const signInStaf = async (values: LoginBody) => (await import('../../features/session/sign-in')).signInStaf(values);

/** /staf/login: the portal's sign-in card, at the staff side's door. */
export default function StafLoginPage() {
  const { signedIn } = useStafSession();
  const navigate = useNavigate();
  const onSignedIn = (privilege: StafPrivilege) => {
    signedIn(privilege);
    navigate(STAF_PAGE.beranda, { replace: true });
  };
  return <LoginPage<StafPrivilege> door={{ title: 'Portal Madrasah Digital · Staf', signIn: signInStaf }} onSignedIn={onSignedIn} />;
}
