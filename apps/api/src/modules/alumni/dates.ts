/** Years are stored as integers and travel as four-digit text. */
export const yearText = (year: number | null) => (year === null ? null : String(year));
