import type { EgressFetch, Pipeline, PluginContext } from '@balcao/core';
import type { CloudConfig } from '../cloud-config.js';
import { loadCloudConnection } from '../cloud-credentials.js';
import { GraphClient } from '../graph/graph-client.js';
import type { CloudMedia } from '../webhook/to-events.js';

export interface MediaStepDeps {
  fetch: EgressFetch;
  config: CloudConfig;
  secrets: PluginContext['secrets'];
}

/**
 * A Cloud message's file comes as a media id in the webhook; whichever process runs the event fetches the bytes
 * (GET /{media-id}, then its short-lived URL, both with the bearer token) before the tickets keep them in the
 * private media store. A failed download throws: the inbox tries the event again later (a media id lives 30 days).
 */
export function registerMediaStep(pipeline: Pick<Pipeline, 'stage' | 'step'>, deps: MediaStepDeps) {
  pipeline.stage({ name: 'cloud-media', after: ['contact'], before: ['turn'] });
  pipeline.step({
    name: 'whatsapp-cloud.media',
    stage: 'cloud-media',
    kinds: ['message'],
    async handle(event): Promise<'continue'> {
      const media = event.payload.media as CloudMedia | undefined;
      if (!media?.cloudMediaId || media.data) return 'continue';
      const conn = await loadCloudConnection(deps.secrets, event.connectionId);
      if (!conn || conn.companyId !== event.companyId) return 'continue';
      const file = await new GraphClient(deps.fetch, deps.config, conn.accessToken).downloadMedia(
        media.cloudMediaId,
      );
      media.data = file.data;
      media.size = file.data.length;
      return 'continue';
    },
  });
}
