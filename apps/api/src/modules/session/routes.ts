import type { FastifyInstance } from 'fastify';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { changePassword, login, logout, menuFor, privilege, publicConfig, stafPrivilege } from './session.service.js';

export async function sessionRoutes(app: FastifyInstance) {
  route(app, SESSION.health, async () => {
    await app.pingDatabase();
    return ok({ database: 'ok' as const, uptime_s: Math.round(process.uptime()) });
  });
  route(app, SESSION.config, async () => ok(await publicConfig(app)));
  route(app, SESSION.login, async (req) => ok(await login(app, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }), MSG.loginOk));
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

  route(app, SESSION.stafLogin, async (req) => ok(await login(app, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }, 'staf'), MSG.loginOk));
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
