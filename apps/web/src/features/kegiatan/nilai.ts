const nilai = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A score with two decimals as Indonesian writes it, '88,50'; null when there is none. */
export const formatNilai = (value: number | null): string | null => (value === null ? null : nilai.format(value));

/** A score as the form shows it for editing: '88,5', empty when there is none. */
export const nilaiInput = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));
