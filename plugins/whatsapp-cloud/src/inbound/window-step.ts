import type { Pipeline } from '@balcao/core';
import type { ServiceWindows } from '../window/service-window.js';

/**
 * Each customer message on a Cloud connection opens the chat's 24-hour window from the time the customer sent it
 * (Meta's timestamp). Idempotent: a replay sets the same time.
 */
export function registerWindowStep(
  pipeline: Pick<Pipeline, 'step'>,
  windows: ServiceWindows,
  isCloud: (connectionId: number) => Promise<boolean>,
) {
  pipeline.step({
    name: 'whatsapp-cloud.window',
    stage: 'cloud-media',
    kinds: ['message'],
    async handle(event): Promise<'continue'> {
      const m = event.payload;
      if (m.fromMe || m.isGroup || !(await isCloud(event.connectionId))) return 'continue';
      await windows.opened(event.companyId, event.connectionId, m.chatId, m.sentAt.getTime());
      return 'continue';
    },
  });
}
