import { describe, expect, it } from 'vitest';
import { dataOf, pelaku, valueText } from './audit-values';

describe('the audit log’s values', () => {
  it('writes a field’s value as text', () => {
    expect(valueText(null)).toBe('-');
    expect(valueText('')).toBe('-');
    expect(valueText(false)).toBe('Tidak');
    expect(valueText(12)).toBe('12');
    expect(valueText({ status: true, actions: ['view', 'detail'] })).toBe('Terbuka (view, detail)');
    expect(valueText({ status: true, actions: [] })).toBe('Terbuka (tanpa aksi)');
    expect(valueText({ status: false, actions: [] })).toBe('Tertutup');
    expect(valueText({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });

  it('names who acted and on what', () => {
    expect(pelaku({ user_name: 'Operator' })).toBe('Operator');
    expect(pelaku({ user_name: null })).toBe('Sistem atau akun terhapus');
    expect(dataOf({ entity: 'siswa', entity_id: 7 })).toBe('siswa #7');
    expect(dataOf({ entity: 'siswa', entity_id: null })).toBe('siswa');
  });
});
