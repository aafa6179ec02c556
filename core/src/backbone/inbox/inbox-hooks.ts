import type { InboxEvent, InboxKind } from './inbox-event.js';

/** The kernel hook each inbox kind becomes once the pipeline has processed it (the names plugins knew before). */
export const hookOfKind = {
  message: 'message.received',
  ack: 'message.ack',
  edit: 'message.edited',
  revoke: 'message.revoked',
  reaction: 'message.reaction',
  contact: 'contact.updated',
} as const satisfies Record<InboxKind, string>;

/** The hook's payload: the company and connection, then the event (a message under `message`, others spread). */
export function hookPayload(event: InboxEvent): { name: (typeof hookOfKind)[InboxKind]; body: object } {
  const base = { companyId: event.companyId, connectionId: event.connectionId };
  if (event.kind === 'message')
    return { name: hookOfKind.message, body: { ...base, message: event.payload } };
  const { connectionId: _channelId, ...rest } = event.payload;
  return { name: hookOfKind[event.kind], body: { ...base, ...rest } };
}
