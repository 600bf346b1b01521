import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginRequest } from '@madrasah/contract/schemas/session';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import type { AuthContext } from '../../platform/auth.js';
import { owner } from '../../platform/scope.js';
import { changePassword, login, logout, menuFor, privilege, publicConfig, stafPrivilege, type Door } from './session.service.js';

/**
 * A sign-in at `door`: the token, with the new session's privilege as the door's own GET answers
 * it, so that the web needs no second round trip before the shell (decision 0067).
 */
async function signIn<P>(
  app: FastifyInstance,
  req: FastifyRequest & { body: LoginRequest },
  door: Door,
  privilegeOf: (ctx: FastifyInstance, auth: AuthContext) => Promise<P>,
) {
  const signedIn = await login(app, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }, door);
  const auth = await app.sessionAuth(req, signedIn.access_token, door);
  // From here the request acts for the session it opened: the privilege's file links (a child's
  // photo) are signed for that session.
  req.auth = auth;
  return ok({ ...signedIn, privilege: await privilegeOf(app, auth) }, MSG.loginOk);
}

export async function sessionRoutes(app: FastifyInstance) {
  route(app, SESSION.health, async () => {
    await app.pingDatabase();
    return ok({ database: 'ok' as const, uptime_s: Math.round(process.uptime()) });
  });
  route(app, SESSION.config, async () => ok(await publicConfig(app)));
  route(app, SESSION.login, (req) => signIn(app, req, 'portal', privilege));
  route(app, SESSION.logout, async (req) => {
    await logout(app, req.auth, req.ip);
    return ok(null, MSG.logoutOk);
  });
  route(app, SESSION.privilegeAccess, async (req) => ok(await privilege(app, req.auth)));
  route(app, SESSION.privilegeMenu, async (req) => ok(await menuFor(app, req.auth)));
  route(
    app,
    SESSION.changePassword,
    async (req) => {
      await changePassword(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.passwordChanged);
    },
    { owner: owner.account('id') },
  );

  route(app, SESSION.stafLogin, (req) => signIn(app, req, 'staf', stafPrivilege));
  route(app, SESSION.stafLogout, async (req) => {
    await logout(app, req.auth, req.ip);
    return ok(null, MSG.logoutOk);
  });
  route(app, SESSION.stafPrivilege, async (req) => ok(await stafPrivilege(app, req.auth)));
  route(app, SESSION.stafChangePassword, async (req) => {
    await changePassword(app, req.auth, req.auth.userId, req.body, req.ip);
    return ok(null, MSG.passwordChanged);
  });
}
