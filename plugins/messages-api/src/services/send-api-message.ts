import type { ApiCaller, Channels, PluginContext, TemplateRef } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { OutgoingMessage, TicketServices } from '@balcao/plugin-tickets';
import type { SendAnswer } from '../send-schemas.js';
import { numberOnWhatsapp } from './check-number.js';

export interface MessagesApiDeps {
  channels: Pick<Channels, 'checkNumber' | 'renderTemplate'>;
  contacts: Pick<ContactServices, 'upsertByNumber' | 'normaliseNumber'>;
  tickets: Pick<TicketServices, 'openTicket' | 'send' | 'deps'>;
  log: PluginContext['log'];
}

/** What one request asks to send: a text, or files each captioned with the text. */
export interface ApiSend {
  /** digits, as the schema left them */
  number: string;
  body?: string;
  /** a network template by name instead of a text (a Cloud API connection's; Balcão extension) */
  template?: TemplateRef;
  /** each an upload's temporary file, moved into the company's media as its message is written */
  files: Array<{ path: string; name: string; mimeType: string }>;
  /** the client's Idempotency-Key, or a fresh uuid */
  idempotencyKey: string;
}

/**
 * POST /api/messages/send (spec §7): the number checked on WhatsApp through the token's connection, its contact
 * found or created in the token's company, the contact's non-closed ticket on that connection found or opened,
 * and the messages written with their outbox rows in one transaction (TicketServices.send), so the request queues
 * all of its files or none. Keys `api:<connection>:<key>:<n>`: a retry with the same key sends nothing twice.
 * The company and the connection come only from the token (`caller`).
 */
export async function sendApiMessage(
  deps: MessagesApiDeps,
  caller: ApiCaller,
  input: ApiSend,
): Promise<SendAnswer> {
  const { companyId, connectionId } = caller;
  // a typed Brazilian number without 55 (10 or 11 digits) gets it, as the contact form does
  const typed = deps.contacts.normaliseNumber(input.number);
  const number = await numberOnWhatsapp(deps, companyId, connectionId, typed);
  const contact = await deps.contacts.upsertByNumber(companyId, { number });
  const key = (n: number) => `api:${connectionId}:${input.idempotencyKey}:${n}`;
  // the template is checked (known, approved, filled) before anything is written; its text is what the ticket shows
  const template = input.template
    ? {
        ref: input.template,
        text: await deps.channels.renderTemplate(companyId, connectionId, input.template),
      }
    : undefined;
  const outgoing: OutgoingMessage[] = template
    ? [{ body: template.text, template: template.ref, userId: null, idempotencyKey: key(0) }]
    : input.files.length
      ? input.files.map((file, n) => ({
          body: input.body ?? '',
          media: file,
          userId: null,
          idempotencyKey: key(n),
        }))
      : [{ body: input.body ?? '', userId: null, idempotencyKey: key(0) }];
  const { ticketId, sent } = await deps.tickets.deps.db.transaction(async (trx) => {
    const { ticket } = await deps.tickets.openTicket(
      companyId,
      { contactId: contact.id, whatsappId: connectionId },
      trx,
    );
    const messages = [];
    for (const out of outgoing) messages.push(await deps.tickets.send(companyId, ticket.id, out, trx));
    return { ticketId: ticket.id, sent: messages };
  });
  const messages = sent.map((m) => ({ id: Number(m.id), messageId: String(m.wid) }));
  return { mensagem: 'Mensagem enviada', ...messages[0]!, ticketId, messages };
}
