import type { MenuItem, PluginUi } from '@balcao/core';

/** Spec §2: one "Campanhas" parent holding Listagem, Listas de Contatos (contact-lists) and Configurações. */
const group: MenuItem['group'] = {
  key: 'campaigns',
  titles: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' },
  icon: 'send-message',
};
// spec §2: shown only while the company's campaignsEnabled setting is 'true' (the cshow marker)
const setting = { key: 'campaignsEnabled', equals: 'true' };

/**
 * The campaigns screens. Spec §6 says campaigns and their settings "require the super flag"; the menu's practice
 * (e2e auth test: a full-plan company admin sees /campaigns) keeps them for admins, like Whaticket's admin drawer.
 */
export const campaignsUi: PluginUi = {
  module: 'campaigns',
  routes: ['/campaigns', '/campaign/:campaignId/report', '/campaigns-config'],
  permission: 'campaigns:write',
  menu: [
    {
      label: 'campaigns:menu',
      titles: { pt: 'Listagem', en: 'List', es: 'Listado' },
      path: '/campaigns',
      icon: 'list',
      // Whaticket's admin drawer: Listagem, the contact-lists plugin's Listas de Contatos (101), Configurações
      section: 'admin',
      order: 100,
      permission: 'campaigns:write',
      group,
      setting,
    },
    {
      label: 'campaigns:menuConfig',
      titles: { pt: 'Configurações', en: 'Settings', es: 'Configuración' },
      path: '/campaigns-config',
      icon: 'cog',
      section: 'admin',
      order: 102,
      permission: 'campaigns:write',
      group,
      setting,
    },
  ],
};
