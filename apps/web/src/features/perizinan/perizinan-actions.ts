import type { PerizinanStatus } from '@madrasah/contract/schemas/perizinan';

export type PermitAction = 'update' | 'detail' | 'ajukan' | 'setujui' | 'tolak' | 'delete';

/** The action flags a permit's row menu depends on. */
export type PermitFlag = 'update' | 'request_approval' | 'approval' | 'delete';

/**
 * The entries of a permit's row menu, in the menu's order (spec 02 section 6): each needs its
 * action flag and the status it applies to; Detail needs neither.
 */
export function permitActions(status: PerizinanStatus, can: (flag: PermitFlag) => boolean): PermitAction[] {
  const draft = status === 'DRAFT';
  const submitted = status === 'DIAJUKAN';
  const shown: [PermitAction, boolean][] = [
    ['update', draft && can('update')],
    ['detail', true],
    ['ajukan', draft && can('request_approval')],
    ['setujui', submitted && can('approval')],
    ['tolak', submitted && can('approval')],
    ['delete', draft && can('delete')],
  ];
  return shown.filter(([, show]) => show).map(([action]) => action);
}
