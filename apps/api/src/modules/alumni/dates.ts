/** The alumni calls send the date of birth as DD-MM-YYYY (spec 02 section 7); storage is ISO. */
export const dmyToIso = (dmy: string) => dmy.split('-').reverse().join('-');
export const isoToDmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : null);

/** Years are stored as integers and travel as four-digit text. */
export const yearText = (year: number | null) => (year === null ? null : String(year));
