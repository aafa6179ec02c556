import type { PluginUi } from '@balcao/core';

/** The schedules screen (modules/schedules) and its menu item, shown when the plan has useSchedules. */
export const scheduleUi: PluginUi = {
  module: 'schedules',
  routes: ['/schedules'],
  menu: [
    {
      label: 'schedules:menu',
      titles: { pt: 'Agendamentos', en: 'Schedules', es: 'Agendamientos' },
      path: '/schedules',
      icon: 'calendar',
      section: 'main',
      order: 55,
      planFlag: 'useSchedules',
    },
  ],
};
