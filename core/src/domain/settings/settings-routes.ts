import Router from '@koa/router';
import { z } from 'zod';
import type { AppState } from '../../http/state.js';
import { parseBody } from '../../http/validate.js';
import { route } from '../../http/route.js';
import { lenientBody } from '../../http/lenient-body.js';
import { AppError } from '../../errors/app-error.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { Egress } from '../../egress/index.js';
import type { SettingWire } from '../../contracts.js';
import type { SettingsStore } from './settings-store.js';
import { announceSetting } from './announce-setting.js';

// Whaticket's options page sends { key, value }; the key in the path is the one written
const valueBody = lenientBody(z.object({ value: z.string().max(500) }).strict(), {
  echoes: ['key', 'id', 'createdAt', 'updatedAt'],
});

export function settingsRoutes(
  settings: SettingsStore,
  realtime: Realtime,
  egress: Pick<Egress, 'ensureAllowed'>,
) {
  const router = new Router<AppState>();

  route(
    router,
    { method: 'get', path: '/settings', summary: "The company's settings as [{ key, value }]" },
    async (ctx) => {
      ctx.body = (await settings.list(ctx.state.user.companyId, ctx.state.user)) satisfies SettingWire[];
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/settings/:key',
      summary: 'Change one setting (admin)',
      body: valueBody,
      permission: 'settings:write',
    },
    async (ctx) => {
      const key = ctx.params.key ?? '';
      const registry = settings.registry;
      if (!registry.has(key)) throw new AppError('ERR_NO_SETTING_FOUND', 404);
      if (registry.isSuperOnly(key) && !ctx.state.user.super) throw new AppError('ERR_NO_PERMISSION', 403);
      const { value } = parseBody(ctx, valueBody);
      const parsed = registry.schema(key).safeParse(value);
      if (!parsed.success) throw new AppError('ERR_VALIDATION', 400, { fields: { value: 'Invalid value' } });
      const url = registry.outboundUrl(key, parsed.data);
      if (url !== undefined) egress.ensureAllowed(url, 'value');
      const setting = await settings.set(ctx.state.user.companyId, key, parsed.data);
      announceSetting(realtime, settings, ctx.state.user.companyId, setting);
      ctx.body = setting satisfies SettingWire;
    },
  );

  return router;
}
