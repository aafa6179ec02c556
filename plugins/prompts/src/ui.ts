import type { PluginUi } from '@balcao/core';

/** The prompts screen (modules/prompts); spec §2: the item needs the OpenAI flag, spec §6: super users see it. */
export const promptUi: PluginUi = {
  module: 'prompts',
  routes: ['/prompts'],
  menu: [
    {
      label: 'prompts:menu',
      titles: { pt: 'Open.AI', en: 'Open.AI', es: 'Open.AI' },
      path: '/prompts',
      icon: 'predictive-analysis',
      section: 'admin',
      order: 170,
      permission: 'prompts:manage',
      planFlag: 'useOpenAi',
    },
  ],
};
