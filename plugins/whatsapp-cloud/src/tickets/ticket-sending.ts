import { AppError, type AuthUser, type PluginContext, tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import type { Message, TicketServices } from '@balcao/plugin-tickets';
import type { TemplateSend, TicketWindow } from '../contracts.js';
import { chatIdOf } from '../provider/to-graph-message.js';
import { checkHeaderFile } from '../templates/header-file.js';
import { checkSendable, fillTemplate, findTemplate } from '../templates/template-store.js';
import { WINDOW_MS, type ServiceWindows } from '../window/service-window.js';

export interface TicketSendingDeps {
  db: PluginContext['db'];
  /** the company's stored files, a template header may name one */
  media: Pick<PluginContext['media'], 'find'>;
  tickets: TicketServices;
  windows: ServiceWindows;
  isCloud: (connectionId: number) => Promise<boolean>;
  now: () => number;
}

/** the ticket the user may see, with its connection and the customer's chat id; 404/403 as GET /tickets/:id */
async function visibleTicket(deps: TicketSendingDeps, user: AuthUser, ticketId: number) {
  await deps.tickets.ensureCanView(user, ticketId);
  const ticket = await deps.tickets.peek(user.companyId, ticketId);
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  const connectionId = ticket.whatsappId ? Number(ticket.whatsappId) : undefined;
  const contact = await tenant(user.companyId)(Contact).findById(ticket.contactId);
  return { ticket, connectionId, chatId: contact ? chatIdOf(String(contact.number)) : undefined };
}

/** Whether the ticket's customer may get free text now, and until when (the composer asks before drawing). */
export async function ticketWindow(
  deps: TicketSendingDeps,
  user: AuthUser,
  ticketId: number,
): Promise<TicketWindow> {
  const { connectionId, chatId } = await visibleTicket(deps, user, ticketId);
  if (!connectionId || !chatId || !(await deps.isCloud(connectionId))) return { cloud: false };
  const last = await deps.windows.lastInbound(user.companyId, connectionId, chatId);
  if (last === undefined)
    return { cloud: true, connectionId, open: false, lastInboundAt: null, closesAt: null };
  const closesAt = last + WINDOW_MS;
  return { cloud: true, connectionId, open: deps.now() <= closesAt, lastInboundAt: last, closesAt };
}

/**
 * Sends one of the connection's approved templates, filled, in a ticket: through the tickets' outbox like any
 * reply (the conversation shows the filled text), at any time, once per idempotency key.
 */
export async function sendTicketTemplate(
  deps: TicketSendingDeps,
  user: AuthUser,
  ticketId: number,
  input: TemplateSend & { idempotencyKey?: string },
): Promise<Message> {
  const { connectionId } = await visibleTicket(deps, user, ticketId);
  const template = await findTemplate(deps.db, user.companyId, input.templateId);
  // another connection's template is not this ticket's to send: the business account may differ
  if (!template || template.connectionId !== connectionId)
    throw new AppError('ERR_CLOUD_TEMPLATE_NOT_FOUND', 404);
  const { variables = [], header, buttons } = input;
  checkSendable(template, input);
  await checkHeaderFile(deps.media, user.companyId, header);
  return deps.tickets.send(user.companyId, ticketId, {
    body: fillTemplate(template.body, variables),
    template: {
      name: template.name,
      language: template.language,
      variables,
      ...(header ? { header } : {}),
      ...(buttons?.length ? { buttons } : {}),
    },
    userId: user.id,
    ...(input.idempotencyKey
      ? { idempotencyKey: `cloud-template-${user.id}-ticket-${ticketId}:${input.idempotencyKey}` }
      : {}),
  });
}
