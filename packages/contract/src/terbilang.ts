/**
 * Whole rupiah in Indonesian words, as a receipt writes the amount ('satu juta dua ratus ribu
 * rupiah'). 'se-' stands for one before 'puluh', 'ratus' and 'ribu' (sepuluh, seratus, seribu),
 * 11 to 19 are 'belas' (sebelas); 'juta' and larger take 'satu'. Up to 999 trillion.
 */

const SATUAN = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SKALA = ['', 'ribu', 'juta', 'miliar', 'triliun'];

/** Largest amount spelt out: 999.999.999.999.999. */
export const TERBILANG_MAX = 999_999_999_999_999;

/** 1..999 in words. */
function ratusan(n: number): string[] {
  const words: string[] = [];
  const ratus = Math.floor(n / 100);
  const rest = n % 100;
  if (ratus === 1) words.push('seratus');
  else if (ratus > 1) words.push(SATUAN[ratus]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(SATUAN[rest - 10]!, 'belas');
  else if (rest >= 20) {
    words.push(SATUAN[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10) words.push(SATUAN[rest % 10]!);
  } else if (rest > 0) words.push(SATUAN[rest]!);
  return words;
}

/** `n` (a whole number from 0 to TERBILANG_MAX) in words, without the currency: 1200000 → 'satu juta dua ratus ribu'. */
export function terbilang(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > TERBILANG_MAX) throw new RangeError(`terbilang: ${n} is not a whole number from 0 to ${TERBILANG_MAX}`);
  if (n === 0) return 'nol';
  const words: string[] = [];
  for (let i = SKALA.length - 1; i >= 0; i--) {
    const group = Math.floor(n / 1000 ** i) % 1000;
    if (group === 0) continue;
    // 'seribu', not 'satu ribu'; a bare 'satu' before juta and above.
    if (i === 1 && group === 1) words.push('seribu');
    else words.push(...ratusan(group), ...(SKALA[i] ? [SKALA[i]!] : []));
  }
  return words.join(' ');
}

/** The amount as a receipt spells it: 'satu juta dua ratus ribu rupiah'. */
export const terbilangRupiah = (n: number) => `${terbilang(n)} rupiah`;

/** The amount in figures as the portal writes money (spec 02: 'Rp.' and dots between thousands, whatever the locale): 1200000 → 'Rp. 1.200.000'. */
export const rupiahAngka = (n: number) => `Rp. ${String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
