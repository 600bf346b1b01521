import { ALUMNI } from '@madrasah/contract/endpoints/alumni';
import { useCanCall } from '../../lib/can-call';

/** Which alumni forms the user may open, as the API decides the saves (spec 02 section 6). */
export function useAlumniEdits() {
  const canCall = useCanCall();
  return {
    dataDiri: canCall(ALUMNI.dataDiriUpdate),
    tracing: canCall(ALUMNI.tracingUpdate),
  };
}
