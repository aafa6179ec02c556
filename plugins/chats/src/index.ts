import { definePlugin } from '@balcao/core';

/** Internal team chat (spec §2, §3). So far it declares its plan flag; the feature itself is issue 16. */
export default definePlugin({
  name: 'chats',
  declares: {
    planFlags: [
      {
        key: 'useInternalChat',
        labels: { pt: 'Chat interno', en: 'Internal chat', es: 'Chat interno' },
        default: true,
      },
    ],
  },
});
