import Router, { type RouterContext } from '@koa/router';
import type { Knex } from 'knex';
import type { AppState, AuthUser } from '../http/state.js';
import { idParam, parseBody, parseQuery } from '../http/validate.js';
import { route } from '../http/route.js';
import type { Hooks } from '../plugins/hooks.js';
import type { Realtime } from '../realtime/realtime.js';
import type { ConnectionManager } from './connection-manager.js';
import { connectionListQuery, connectionSchemas } from './connection-schemas.js';
import { Whatsapp } from './whatsapp-model.js';
import { createConnection } from './services/create-connection.js';
import { updateConnection } from './services/update-connection.js';
import { deleteConnection } from './services/delete-connection.js';
import { getConnection, listConnections } from './services/find-connections.js';

const isAdmin = (u: AuthUser) => u.super || u.profile === 'admin';

/** The token lets anyone send as the company through the messages API: admins only. */
function withoutToken(whatsapp: Whatsapp) {
  const { token: _token, ...rest } = whatsapp.toJSON() as Record<string, unknown>;
  return rest;
}

interface Deps {
  knex: Knex;
  realtime: Realtime;
  manager: ConnectionManager;
  hooks: Hooks;
}

/** Spec §7 Connections: the connection rows (/whatsapp) and their WhatsApp sessions (/whatsappsession). */
export function connectionRoutes({ knex, realtime, manager, hooks }: Deps) {
  const { connectionBody, connectionPatch } = connectionSchemas(Whatsapp.fields, manager.providers);
  const router = new Router<AppState>();
  const simEnabled = Boolean(manager.sim);
  const announce = async (companyId: number, whatsapp: Whatsapp) => {
    await hooks.notify('connection.changed', { companyId, connectionId: whatsapp.id });
    realtime.emitToCompanyByRole(companyId, 'whatsapp', {
      admins: { action: 'update', whatsapp },
      others: { action: 'update', whatsapp: withoutToken(whatsapp) },
    });
  };

  // every profile reads the list (new-ticket and transfer dialogs pick a connection); only admins see tokens
  route(
    router,
    {
      method: 'get',
      path: '/whatsapp',
      summary: "The company's connections (tokens for admins only)",
      query: connectionListQuery,
    },
    async (ctx) => {
      parseQuery(ctx, connectionListQuery);
      const list = await listConnections(ctx.state.user.companyId);
      ctx.body = isAdmin(ctx.state.user) ? list : list.map(withoutToken);
    },
  );

  route(
    router,
    { method: 'get', path: '/whatsapp/:id', summary: 'One connection with its queues' },
    async (ctx) => {
      const connection = await getConnection(ctx.state.user.companyId, idParam(ctx));
      ctx.body = isAdmin(ctx.state.user) ? connection : withoutToken(connection);
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/whatsapp',
      summary: 'Create a connection (admin)',
      body: connectionBody,
      status: 201,
      permission: 'connections:manage',
    },
    async (ctx) => {
      const { companyId } = ctx.state.user;
      const whatsapp = await createConnection(knex, companyId, parseBody(ctx, connectionBody), {
        simEnabled,
      });
      await announce(companyId, whatsapp);
      await manager.added(whatsapp.id);
      ctx.status = 201;
      ctx.body = whatsapp;
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/whatsapp/:id',
      summary: 'Change a connection (admin)',
      body: connectionPatch,
      permission: 'connections:manage',
    },
    async (ctx) => {
      const { companyId } = ctx.state.user;
      const id = idParam(ctx);
      const { connection, providerChanged } = await updateConnection(
        knex,
        companyId,
        id,
        parseBody(ctx, connectionPatch),
        { simEnabled },
      );
      await announce(companyId, connection);
      if (providerChanged) await manager.providerChanged(id);
      ctx.body = connection;
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/whatsapp/:id',
      summary: 'Delete a connection (admin)',
      permission: 'connections:manage',
    },
    async (ctx) => {
      const { companyId } = ctx.state.user;
      const id = idParam(ctx);
      await deleteConnection(knex, companyId, id);
      await hooks.notify('connection.changed', { companyId, connectionId: id });
      await manager.removed(id);
      realtime.emitToCompany(companyId, 'whatsapp', { action: 'delete', whatsappId: id });
      ctx.body = { message: 'Whatsapp deleted.' };
    },
  );

  // try again (POST), new QR (PUT), disconnect (DELETE): the owner of the lease carries them out
  const session =
    (command: 'connect' | 'new-qr' | 'disconnect', message: string) =>
    async (ctx: RouterContext<AppState>) => {
      const id = idParam(ctx);
      await getConnection(ctx.state.user.companyId, id);
      await manager.sessionAction(id, command);
      ctx.body = { message };
    };
  const tags = ['whatsappsession'];
  route(
    router,
    {
      method: 'post',
      path: '/whatsappsession/:id',
      summary: 'Start the session again (admin)',
      tags,
      permission: 'connections:manage',
    },
    session('connect', 'Starting session.'),
  );
  route(
    router,
    {
      method: 'put',
      path: '/whatsappsession/:id',
      summary: 'A new QR code (admin)',
      tags,
      permission: 'connections:manage',
    },
    session('new-qr', 'Starting session.'),
  );
  route(
    router,
    {
      method: 'delete',
      path: '/whatsappsession/:id',
      summary: 'Disconnect the session (admin)',
      tags,
      permission: 'connections:manage',
    },
    session('disconnect', 'Session disconnected.'),
  );

  return router;
}
