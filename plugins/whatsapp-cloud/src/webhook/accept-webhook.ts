import type { PluginContext } from '@balcao/core';
import type { CloudConnection } from '../cloud-credentials.js';
import type { MessageIds } from '../message-ids.js';
import { eventsOf, type CloudEvent } from './to-events.js';
import { changeValue, webhookBody } from './webhook-schema.js';

export interface AcceptDeps {
  channels: PluginContext['channels'];
  messageIds: MessageIds;
  log: PluginContext['log'];
}

/** our ids for Meta's wamids of messages we sent (statuses, quotes and reactions name them) */
async function withLocalIds(deps: AcceptDeps, conn: CloudConnection, e: CloudEvent): Promise<CloudEvent> {
  const local = (id: string) => deps.messageIds.localIdOf(conn.companyId, conn.connectionId, id);
  if (e.kind === 'ack' || e.kind === 'reaction')
    return { ...e, payload: { ...e.payload, waMessageId: await local(e.payload.waMessageId) } } as CloudEvent;
  if (e.payload.quotedWaMessageId)
    return { ...e, payload: { ...e.payload, quotedWaMessageId: await local(e.payload.quotedWaMessageId) } };
  return e;
}

/**
 * Stores a signed webhook's events in the durable inbox, in the order Meta listed them; answers how many. Changes
 * about another phone number than the connection's are left out: a webhook never lands in another connection.
 */
export async function acceptWebhook(deps: AcceptDeps, conn: CloudConnection, body: unknown): Promise<number> {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return 0;
  let stored = 0;
  const now = new Date();
  for (const entry of parsed.data.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = changeValue.safeParse(change.value);
      if (!value.success) {
        deps.log.warn(
          { connectionId: conn.connectionId, issues: value.error.issues },
          'cloud change not understood',
        );
        continue;
      }
      if (value.data.metadata.phone_number_id !== conn.phoneNumberId) {
        deps.log.warn(
          { connectionId: conn.connectionId },
          'cloud webhook for another phone number id: ignored',
        );
        continue;
      }
      for (const event of eventsOf(String(conn.connectionId), value.data, now)) {
        const e = await withLocalIds(deps, conn, event);
        await deps.channels.accept(conn.companyId, conn.connectionId, e.kind, e.payload as never);
        stored++;
      }
    }
  return stored;
}
