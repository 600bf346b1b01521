import { describe, expect, it } from 'vitest';
import { KONSULTASI_STATUS } from '@madrasah/contract/schemas/konsultasi';
import { konsultasiActions } from './konsultasi-actions';

const student = () => true;
// A guardian reads the ward's consultations and changes none.
const guardian = () => false;

describe('konsultasiActions', () => {
  it('offers a draft to read, change, delete and send', () => {
    expect(konsultasiActions('Draft', student)).toEqual(['detail', 'update', 'delete', 'kirim']);
  });

  it('leaves every other status with its detail only', () => {
    for (const status of KONSULTASI_STATUS.filter((s) => s !== 'Draft')) expect(konsultasiActions(status, student)).toEqual(['detail']);
  });

  it('offers a role without update or delete only the detail of a draft', () => {
    expect(konsultasiActions('Draft', guardian)).toEqual(['detail']);
    expect(konsultasiActions('Draft', (flag) => flag !== 'delete')).toEqual(['detail', 'update', 'kirim']);
  });
});
