import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  changePasswordBodySchema,
  healthSchema,
  loginBodySchema,
  loginResultSchema,
  menuItemSchema,
  privilegeSchema,
  publicConfigSchema,
} from '@madrasah/contract/schemas/session';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { changePassword, login, logout, menuFor, privilege, publicConfig } from './session.service.js';

export async function sessionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['session'];

  r.get(API.health, { config: { access: 'public' }, schema: { tags, summary: 'Liveness and database check', response: responses(healthSchema) } }, async () => {
    await app.pingDatabase();
    return ok({ database: 'ok' as const, uptime_s: Math.round(process.uptime()) });
  });

  r.get(
    API.config,
    { config: { access: 'public' }, schema: { tags, summary: 'Settings the web needs before sign-in', response: responses(publicConfigSchema) } },
    async () => ok(await publicConfig(app)),
  );

  r.post(
    API.login,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in; returns a bearer token', body: loginBodySchema, response: responses(loginResultSchema) },
    },
    async (req) => ok(await login(app, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }), MSG.loginOk),
  );

  r.post(API.logout, { config: { access: 'session' }, schema: { tags, summary: 'Revoke the current token', response: responses(z.null()) } }, async (req) => {
    await logout(app, req.auth, req.ip);
    return ok(null, MSG.logoutOk);
  });

  r.get(
    API.privilegeAccess,
    { config: { access: 'session' }, schema: { tags, summary: 'Profile, period, clock-in settings and access map', response: responses(privilegeSchema) } },
    async (req) => ok(await privilege(app, req.auth)),
  );

  r.get(
    API.privilegeMenu,
    { config: { access: 'session' }, schema: { tags, summary: 'Menu entries the caller may open', response: responses(z.array(menuItemSchema)) } },
    async (req) => ok(await menuFor(app, req.auth)),
  );

  r.put(
    API.changePassword(':id'),
    {
      config: { access: 'session', owner: owner.account('id') },
      schema: {
        tags,
        summary: 'Change one’s own password; ends the other sessions',
        params: idParams,
        body: changePasswordBodySchema,
        response: responses(z.null()),
      },
    },
    async (req) => {
      await changePassword(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.passwordChanged);
    },
  );
}
