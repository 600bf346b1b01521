import { ALLOWED_ROLES, EXTERNAL_TYPE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { Privilege } from '@madrasah/contract/schemas/session';

/** Why this account may not use the portal (spec 01 sections 4 and 6), or null. */
export function refusal(privilege: Privilege): string | null {
  // The contract types both as present; an older or misconfigured server may still omit them.
  if (!privilege.tahun_ajaran?.id || !privilege.semester?.id) return MSG.noActiveYear;
  const { roles, tipe } = privilege.profile;
  if (!ALLOWED_ROLES.includes(roles) || tipe !== EXTERNAL_TYPE) return MSG.forbiddenRole;
  return null;
}
