import { STAFF_ROLE, type AccessRule, type StaffRole } from '@madrasah/contract/access';
import { ACCESS_CATALOGUE } from '../../src/db/seed/access-catalogue.js';
import type { DemoStafAccount } from './demo-app.js';
import type { Route } from './requests.js';

const list = <T>(v: T | readonly T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...v] : [v as T]);

/** The demo school's staff accounts, one per role. */
export const STAFF: [DemoStafAccount, StaffRole][] = [
  ['operator', STAFF_ROLE.operator],
  ['kepala', STAFF_ROLE.kepala],
  ['waliKelas', STAFF_ROLE.waliKelas],
  ['guru', STAFF_ROLE.guru],
  ['guruBk', STAFF_ROLE.guruBk],
  ['kesiswaan', STAFF_ROLE.kesiswaan],
  ['bendahara', STAFF_ROLE.bendahara],
];

/** Whether a role's default map lets it call the route. */
export function allowedByDefault(role: StaffRole, access: Route['access']): boolean {
  if (typeof access === 'string') return true;
  const rule = access as AccessRule;
  return list(rule.path).some((page) => {
    const granted = ACCESS_CATALOGUE[role]?.[page];
    return granted !== undefined && (rule.action === undefined || list(rule.action).some((a) => granted.includes(a)));
  });
}

/** The first demo staff account whose default map reaches the route (the operator when none does). */
export const stafCallerFor = (access: Route['access']): DemoStafAccount => STAFF.find(([, role]) => allowedByDefault(role, access))?.[0] ?? 'operator';
