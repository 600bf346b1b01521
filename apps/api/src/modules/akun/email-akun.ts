import { MSG } from '@madrasah/contract/messages';
import { email } from '@madrasah/contract/schemas/fields';

const emailRule = email(MSG.emailRequired);

/** A stored address that can be signed in with: well formed, lower-cased as sign-in compares it. */
export function usableEmail(value: string | null): string | null {
  if (!value) return null;
  const parsed = emailRule.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

/**
 * Addresses the school makes up under its domain (ACCOUNT_EMAIL_DOMAIN) for a person without a
 * usable one of their own, from a number that is theirs alone (the NISN): `0012345678@…`, then
 * `0012345678.2@…` and on, should an account already hold the first.
 */
export function madeUpEmails(local: string, domain: string): string[] {
  const base = local.toLowerCase().replace(/[^a-z0-9.-]/g, '') || 'akun';
  return [`${base}@${domain}`, ...Array.from({ length: 8 }, (_, i) => `${base}.${i + 2}@${domain}`)];
}

/** The first address no account holds yet, taking it; null when every one is held. */
export function takeFirstFree(candidates: readonly (string | null)[], taken: Set<string>): string | null {
  const free = candidates.find((c): c is string => c !== null && !taken.has(c));
  if (free) taken.add(free);
  return free ?? null;
}
