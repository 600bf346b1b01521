// Dates are stored and picked as ISO YYYY-MM-DD; the spec's calls and texts show DD-MM-YYYY.
// The two orders are the same three parts reversed.
const reversed = (date: string) => date.split('-').reverse().join('-');

/** '2026-07-01' → '01-07-2026'. */
export const isoToDmy: (iso: string) => string = reversed;

/** '01-07-2026' → '2026-07-01'. */
export const dmyToIso: (dmy: string) => string = reversed;
