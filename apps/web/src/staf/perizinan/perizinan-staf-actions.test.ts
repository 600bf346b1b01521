import { describe, expect, it } from 'vitest';
import { PERIZINAN_STATUS } from '@madrasah/contract/schemas/perizinan';
import { persetujuanLabel, STAF_STATUS_OPTIONS, stafPermitActions } from './perizinan-staf-actions';

describe('the staff desk’s permit menu', () => {
  it('offers a decision only on a submitted permit, to a caller who may decide', () => {
    expect(stafPermitActions('DIAJUKAN', true)).toEqual(['detail', 'setujui', 'tolak']);
    expect(stafPermitActions('DIAJUKAN', false)).toEqual(['detail']);
    for (const status of PERIZINAN_STATUS.filter((s) => s !== 'DIAJUKAN')) expect(stafPermitActions(status, true)).toEqual(['detail']);
  });

  it('filters by every state but the student’s draft', () => {
    expect(STAF_STATUS_OPTIONS.map((o) => o.value)).toEqual(['DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'AUTO APPROVAL']);
  });

  it('names the kinds’ approval setting', () => {
    expect(persetujuanLabel(true)).toBe('Perlu persetujuan');
    expect(persetujuanLabel(false)).toBe('Otomatis disetujui');
  });
});
