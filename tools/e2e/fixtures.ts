import { definePlugin, type PluginDefinition } from '@balcao/core';

/**
 * Stand-ins for features whose plugins do not exist yet: each contributes only its manifest entry
 * (routes + menu), so the shell's menu filtering by plan flag, super flag, profile and a menu item's company setting can be
 * seen end to end. None of them has a built remote, so visiting their pages exercises the
 * "remote failed to load" panel; 'ghost' is the one the 404 test uses on purpose.
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
  definePlugin({
    name: 'fx-chats',
    planFlag: 'useInternalChat',
    ui: ui('chats', '/chats/:id?', { icon: 'chat', order: 80 }),
    name: 'fx-dashboard',
    ui: ui('dashboard', '/', { icon: 'dashboard', section: 'management', order: 1 }, { super: true }),
  }),
  definePlugin({ name: 'fx-ghost', ui: ui('ghost', '/ghost', { icon: 'help', order: 95 }) }),
];
