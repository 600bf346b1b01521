import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  changePasswordBodySchema,
  healthSchema,
  loginBodySchema,
  menuItemSchema,
  portalLoginResultSchema,
  privilegeSchema,
  publicConfigSchema,
  stafLoginResultSchema,
  stafPrivilegeSchema,
} from '../schemas/session.js';

const tag = 'session';

/** The session: liveness, the settings before sign-in, signing in and out, the caller's access and menu, and the password. */
export const SESSION = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness and database check', tag, access: 'public', response: healthSchema }),
  config: endpoint({ method: 'GET', path: '/config', summary: 'Settings the web needs before sign-in', tag, access: 'public', response: publicConfigSchema }),
  login: endpoint({
    method: 'POST',
    path: '/login',
    summary: "Sign in; returns a bearer token and the session's privilege",
    tag,
    access: 'public',
    body: loginBodySchema,
    response: portalLoginResultSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/logout', summary: 'Revoke the current token', tag, access: 'session', response: z.null() }),
  privilegeAccess: endpoint({
    method: 'GET',
    path: '/privilege/access',
    summary: 'Profile, period, clock-in settings and access map',
    tag,
    access: 'session',
    response: privilegeSchema,
  }),
  privilegeMenu: endpoint({
    method: 'GET',
    path: '/privilege/menu',
    summary: 'Menu entries the caller may open',
    tag,
    access: 'session',
    response: z.array(menuItemSchema),
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/user/ubah-password/:id',
    summary: 'Change one’s own password; ends the other sessions',
    tag,
    // The API checks the id is the caller's own account.
    access: 'session',
    params: idParams,
    body: changePasswordBodySchema,
    response: z.null(),
  }),
  // The staff side's door (spec/03-staff.md): same sessions, throttling and password rules.
  stafLogin: endpoint({
    method: 'POST',
    path: '/staf/login',
    summary: "Staff sign-in (internal accounts); returns a bearer token and the session's privilege",
    tag,
    access: 'public',
    body: loginBodySchema,
    response: stafLoginResultSchema,
  }),
  stafLogout: endpoint({ method: 'POST', path: '/staf/logout', summary: 'Revoke the current staff token', tag, access: 'session', response: z.null() }),
  stafPrivilege: endpoint({
    method: 'GET',
    path: '/staf/privilege',
    summary: 'Staff profile with roles, menu and access map',
    tag,
    access: 'session',
    response: stafPrivilegeSchema,
  }),
  stafChangePassword: endpoint({
    method: 'PUT',
    path: '/staf/profil/password',
    summary: 'Change one’s own staff password (the only call before a required change); ends the other sessions',
    tag,
    access: 'session',
    body: changePasswordBodySchema,
    response: z.null(),
  }),
} as const;
