import { PAGE, isAllowed } from '@madrasah/contract/access';
import { usePrivilege } from '../../lib/session';

/** Which alumni forms the user may open, as the API decides the saves (spec 02 section 6). */
export function useAlumniEdits() {
  const { access } = usePrivilege();
  return {
    dataDiri: isAllowed(access, PAGE.alumni, 'update'),
    tracing: isAllowed(access, PAGE.alumni, ['update', 'update_partial']),
  };
}
