import { crossTenant, Whatsapp } from '@balcao/core';
import { CLOUD_KIND } from './cloud-config.js';

/** a connection's provider changes rarely: known for a minute, so a busy chat costs no query per message */
const TTL_MS = 60_000;

/** Whether a connection is a Cloud one, cached per connection. */
export function cloudConnectionKinds(): (connectionId: number) => Promise<boolean> {
  const known = new Map<number, { cloud: boolean; at: number }>();
  return async (connectionId) => {
    const hit = known.get(connectionId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.cloud;
    const row = await crossTenant(Whatsapp).findById(connectionId).select('whatsapps.provider');
    const cloud = row?.provider === CLOUD_KIND;
    known.set(connectionId, { cloud, at: Date.now() });
    return cloud;
  };
}
