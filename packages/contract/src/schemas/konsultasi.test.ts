import { describe, expect, it } from 'vitest';
import { internationalPhone, whatsappLink } from './konsultasi.js';

describe("the counsellor's chat link", () => {
  it('puts an Indonesian number in international form', () => {
    expect(internationalPhone('0812-3456-7890')).toBe('6281234567890');
    expect(internationalPhone('+62 812 3456 7890')).toBe('6281234567890');
    expect(internationalPhone('81234567890')).toBe('6281234567890');
    expect(internationalPhone('6281234567890')).toBe('6281234567890');
  });

  it('finds no number in a blank or too short phone', () => {
    for (const phone of [null, undefined, '', '-', '0812']) expect(internationalPhone(phone)).toBeNull();
    expect(whatsappLink('-', 'Halo')).toBeNull();
  });

  it('carries the message, encoded', () => {
    expect(whatsappLink('081234567890', 'Topik "Belajar" & lainnya')).toBe('https://wa.me/6281234567890?text=Topik%20%22Belajar%22%20%26%20lainnya');
  });
});
