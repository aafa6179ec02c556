import { definePlugin } from '@balcao/core';

/** Scheduled messages (spec §2, §3). So far it declares its plan flag; the feature itself is issue 14. */
export default definePlugin({
  name: 'schedules',
  declares: {
    planFlags: [
      {
        key: 'useSchedules',
        labels: { pt: 'Agendamentos', en: 'Schedules', es: 'Agendamientos' },
        default: true,
      },
    ],
  },
});
