import { z } from 'zod';
import { definePlugin } from '@balcao/core';

/** AI prompts (spec §2, §3). So far it declares its plan flag and the connection's promptId field; the assistant itself is issue 15. */
export default definePlugin({
  name: 'prompts',
  declares: {
    planFlags: [{ key: 'useOpenAi', labels: { pt: 'Open.AI', en: 'Open.AI', es: 'Open.AI' }, default: true }],
    connectionFields: [
      {
        key: 'promptId',
        labels: { pt: 'Prompt', en: 'Prompt', es: 'Prompt' },
        // the form sends '' or null for none
        schema: z.union([z.literal('').transform(() => null), z.null(), z.coerce.number().int().positive()]),
        default: null,
      },
    ],
  },
});
