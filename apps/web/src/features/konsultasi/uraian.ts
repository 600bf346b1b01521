/** Spec 02 section 9: the list shows the first 50 characters of the description. */
const URAIAN_SHOWN = 50;

/** The description as the list shows it: its first 50 characters and '...' when longer, '-' when empty. */
export function ringkasUraian(uraian: string | null): string {
  const text = uraian?.trim() ?? '';
  if (!text) return '-';
  return text.length > URAIAN_SHOWN ? `${text.slice(0, URAIAN_SHOWN)}...` : text;
}
