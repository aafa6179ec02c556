import { definePlugin, type PluginDefinition } from '@balcao/core';

/**
 * A stand-in plugin with only a manifest entry and no built remote: visiting its page exercises the "remote failed
 * to load" panel (the 404 test uses it on purpose).
 */
const ui = (
  module: string,
  route: string,
  menu: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  module,
  routes: [route],
  menu: [{ label: `${module}:menu`, path: route.replace(/\/:.*$/, ''), ...menu }],
  ...extra,
});

export const fixturePlugins: PluginDefinition[] = [
  definePlugin({ name: 'fx-ghost', ui: ui('ghost', '/ghost', { icon: 'help', order: 95 }) }),
];
