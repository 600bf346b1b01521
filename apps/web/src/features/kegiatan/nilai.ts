/** A score as the form shows it for editing: '88,5', empty when there is none. */
export const nilaiInput = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));
