import type { ActionFlag, StaffRole } from '@madrasah/contract/access';

/** The signed-in caller of a route, as the access guard found them (platform/auth.ts). */
export type AuthContext = {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  roleId: number;
  /** The account's first role; `roleNames` all of them (a staff account may hold several). */
  roleName: string;
  roleNames: readonly string[];
  tipe: string;
  /** The staff member of an internal account. */
  gtkId: number | null;
  /**
   * On a staff route granted only by scoped roles (wali kelas, guru): those roles, whose class
   * groups or teaching pairs bound what the caller reaches; null: the whole school.
   */
  scopedBy: readonly StaffRole[] | null;
  /** The student the caller acts for: their own record, or a guardian's ward. */
  siswaId: number | null;
  alumniId: number | null;
  /** The student record an internal alumnus graduated from: their school records stay theirs. */
  alumniSiswaId: number | null;
  /** A password the school chose: only the session's own calls answer until it is changed. */
  mustChangePassword: boolean;
  /** A student account that is suspended (or has no student record) reaches only the dashboard. */
  suspended: boolean;
  /** Action flags the route's page grants (empty for 'session' and 'lookup' routes). */
  actions: ReadonlySet<ActionFlag>;
  /** The route's pages whose entry opens and grants the route's action: a route shared by pages may need to know which. */
  pages: ReadonlySet<string>;
};
