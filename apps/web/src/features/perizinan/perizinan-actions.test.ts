import { describe, expect, it } from 'vitest';
import type { ActionFlag } from '@madrasah/contract/access';
import { PERIZINAN_STATUS } from '@madrasah/contract/schemas/perizinan';
import { permitActions } from './perizinan-actions';

const granted =
  (...flags: ActionFlag[]) =>
  (flag: ActionFlag) =>
    flags.includes(flag);
const student = granted('view', 'detail', 'create', 'update', 'delete', 'request_approval');
const guardian = granted('view', 'detail', 'approval');

describe('permitActions', () => {
  it('offers a draft to its student to edit, submit and delete, and nothing to decide', () => {
    expect(permitActions('DRAFT', student)).toEqual(['update', 'detail', 'ajukan', 'delete']);
    expect(permitActions('DRAFT', guardian)).toEqual(['detail']);
  });

  it('offers a submitted permit to the guardian to approve or reject, and to nobody to edit', () => {
    expect(permitActions('DIAJUKAN', guardian)).toEqual(['detail', 'setujui', 'tolak']);
    expect(permitActions('DIAJUKAN', student)).toEqual(['detail']);
  });

  it('leaves a decided permit with its detail only, whatever the flags', () => {
    const everything = granted('update', 'delete', 'request_approval', 'approval');
    for (const status of PERIZINAN_STATUS.filter((s) => s !== 'DRAFT' && s !== 'DIAJUKAN')) {
      expect(permitActions(status, everything)).toEqual(['detail']);
    }
  });

  it('needs each flag for its entry', () => {
    expect(permitActions('DRAFT', granted('update'))).toEqual(['update', 'detail']);
    expect(permitActions('DRAFT', granted('delete'))).toEqual(['detail', 'delete']);
  });
});
