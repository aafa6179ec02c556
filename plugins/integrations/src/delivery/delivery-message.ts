import { v5 as uuidv5 } from 'uuid';
import type { RunnerInput } from '../runners/runner.js';

/** The namespace of delivery ids (a fixed random UUID: ids only need to be stable, not meaningful). */
const DELIVERY_NAMESPACE = '6f1c8d3e-2b7a-4c55-9e0d-8a4f3b2c1d90';

/**
 * The delivery's id: derived from the integration and the inbox event, so a replayed event (delivery to pipeline
 * steps is at least once) and every retry carry the same `X-Balcao-Delivery`, and the receiver can drop doubles.
 */
export const deliveryIdOf = (input: RunnerInput) =>
  uuidv5(`${input.integration.id}:${input.message.id}`, DELIVERY_NAMESPACE);

/** The normalised message an n8n or webhook integration receives (docs/architecture.md, "Webhook delivery"). */
export function deliveryMessage(input: RunnerInput) {
  const { message } = input;
  return {
    event: 'message' as const,
    companyId: input.companyId,
    ticketId: input.ticket.id,
    contact: { name: input.contact.name, number: input.contact.number },
    message: {
      id: message.id,
      body: message.body,
      mediaType: message.mediaType ?? 'conversation',
      timestamp: message.timestamp,
    },
    integration: { id: input.integration.id, name: input.integration.name },
  };
}
