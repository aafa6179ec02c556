/** Meta's webhook envelopes, built the way Meta documents them, for the fake to post. */

export interface FakeSender {
  /** the customer's number (wa_id); absent for a person who hides it behind a username */
  waId?: string;
  /** the business-scoped user id */
  userId?: string;
  name?: string;
}

let seq = 0;
/** a wamid shaped like Meta's: opaque, unique */
export const newWamid = () =>
  `wamid.${Buffer.from(`${Date.now()}:${++seq}:${Math.random()}`).toString('base64url')}`;

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

function envelope(wabaId: string, phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/**
 * A customer's message: `content` is the type's own object (`{ type: 'text', text: { body } }`, an image by media
 * id, a location...). `id` may be given to model a redelivery.
 */
export function messageWebhook(
  number: { wabaId: string; phoneNumberId: string },
  from: FakeSender,
  content: Record<string, unknown> & { type: string },
  opts: { id?: string; context?: string; timestamp?: string } = {},
) {
  const id = opts.id ?? newWamid();
  return {
    id,
    body: envelope(number.wabaId, number.phoneNumberId, {
      contacts: [
        {
          profile: { name: from.name ?? 'Cliente' },
          ...(from.waId ? { wa_id: from.waId } : {}),
          ...(from.userId ? { user_id: from.userId } : {}),
        },
      ],
      messages: [
        {
          ...(from.waId ? { from: from.waId } : {}),
          ...(from.userId ? { from_user_id: from.userId } : {}),
          id,
          timestamp: opts.timestamp ?? nowSeconds(),
          ...(opts.context ? { context: { from: '15550000000', id: opts.context } } : {}),
          ...content,
        },
      ],
    }),
  };
}

/** the status of a message we sent: sent, delivered, read or failed (with Meta's error code) */
export function statusWebhook(
  number: { wabaId: string; phoneNumberId: string },
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  to: FakeSender,
  opts: { errorCode?: number; timestamp?: string } = {},
) {
  return envelope(number.wabaId, number.phoneNumberId, {
    statuses: [
      {
        id: wamid,
        status,
        timestamp: opts.timestamp ?? nowSeconds(),
        ...(to.waId ? { recipient_id: to.waId } : {}),
        ...(to.userId ? { recipient_user_id: to.userId } : {}),
        ...(opts.errorCode ? { errors: [{ code: opts.errorCode, title: 'error' }] } : {}),
      },
    ],
  });
}
