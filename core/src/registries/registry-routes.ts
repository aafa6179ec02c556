import Router from '@koa/router';
import type { AppState } from '../http/state.js';
import { route } from '../http/route.js';
import type { Registries } from './registries.js';
import type { ChannelProviderRegistry } from '../channels/provider-registry.js';

/**
 * GET /registries: what the plugins declared, for the screens that render them (the plan form, the settings
 * page, the connection dialog). Settings a viewer may not read or change are left out.
 */
export function registryRoutes(registries: Registries, providers: ChannelProviderRegistry) {
  const router = new Router<AppState>();
  route(
    router,
    {
      method: 'get',
      path: '/registries',
      summary:
        'Declared plan flags and limits, settings, connection fields and channel providers (Balcão addition)',
    },
    async (ctx) => {
      const user = ctx.state.user;
      const { planFlags, planLimits, settings, connectionFields } = registries;
      ctx.body = {
        planFlags: planFlags.all().map((f) => ({ ...f, plugin: planFlags.ownerOf(f.key) })),
        planLimits: planLimits.all().map(({ key, labels, default: value }) => ({
          key,
          labels,
          default: value,
          plugin: planLimits.ownerOf(key),
        })),
        settings: settings
          .visibleTo(user)
          .filter((d) => user.super || d.access !== 'super')
          .map((d) => ({
            key: d.key,
            labels: d.labels,
            default: d.default,
            choices: d.choices
              ? Object.entries(d.choices).map(([value, labels]) => ({ value, labels }))
              : null,
            maxLength: d.choices ? null : (d.maxLength ?? 500),
            access: d.access ?? 'admin',
            secret: d.secret === true,
            // the company form carries it as a field of the company (campaignsEnabled)
            companyField: Boolean(d.companyField),
            plugin: settings.ownerOf(d.key),
          })),
        connectionFields: connectionFields.all().map((f) => ({
          key: f.key,
          labels: f.labels,
          plugin: connectionFields.ownerOf(f.key),
          // the dialog shows a provider's fields only when that provider is chosen
          provider: f.provider ?? null,
          secret: f.secret === true,
          hint: f.hint ?? null,
        })),
        // the connection form's provider choice, with what each costs and risks
        channelProviders: providers
          .all()
          .map(({ kind, labels, traits }) => ({ kind, labels, traits: traits ?? null })),
      };
    },
  );
  return router;
}
