import { text } from '@balcao/core';
import { z } from 'zod';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import { closeTicket } from '../services/close-ticket.js';
import { companyRow } from '../services/company-ids.js';
import { writeTicketNote } from '../services/create-ticket-note.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import { loadViewer, systemViewer } from '../services/ticket-viewer.js';
import { automaticSettings, updateTicket } from '../services/update-ticket.js';
import {
  actorUserId,
  isSystemActor,
  type ActionField,
  type ActionTarget,
  type TicketActionRegistry,
} from './ticket-action-registry.js';

const id = z.coerce.number({ error: 'Required' }).int().positive();

/** how the editors draw the params (ActionField): the same pickers and texts for every kind below */
const fields = {
  user: {
    name: 'userId',
    kind: 'user',
    labels: { pt: 'Atendente', en: 'User', es: 'Agente' },
  },
  queue: { name: 'queueId', kind: 'queue', labels: { pt: 'Fila', en: 'Queue', es: 'Cola' } },
  queueUser: {
    name: 'userId',
    kind: 'user',
    optional: true,
    labels: {
      pt: 'Atendente na fila (opcional)',
      en: 'User in the queue (optional)',
      es: 'Agente en la cola (opcional)',
    },
    empty: {
      pt: 'Ninguém (aguardando na fila)',
      en: 'Nobody (waiting in the queue)',
      es: 'Nadie (esperando en la cola)',
    },
  },
  note: {
    name: 'note',
    kind: 'longText',
    labels: { pt: 'Nota interna', en: 'Private note', es: 'Nota interna' },
  },
  body: {
    name: 'body',
    kind: 'longText',
    labels: { pt: 'Mensagem ao contato', en: 'Message to the contact', es: 'Mensaje al contacto' },
  },
} satisfies Record<string, ActionField>;

/** what a change of attendant or queue reads before the transaction: the actor's queues, the settings */
const beforeChange = async (deps: TicketDeps, target: ActionTarget) => ({
  viewer: isSystemActor(target.actor)
    ? systemViewer(target.companyId, target.actor.label)
    : await loadViewer(deps, target.actor),
  settings: await automaticSettings(deps, target.companyId),
});

/**
 * The actions on what the tickets plugin owns (the ticket, its notes, its messages), each through the service its
 * routes use: assign and transfer are PUT /tickets/:id's transfer, the note is a ticket note, the reply goes
 * through the outbox, close is the resolve without the rating question.
 */
export function registerTicketActions(deps: TicketDeps, registry: TicketActionRegistry): void {
  const row = (companyId: number, kind: 'users' | 'queues', rowId: number) =>
    companyRow(deps.db.tenant(companyId), kind, rowId);

  registry.register({
    kind: 'ticket.assign',
    labels: { pt: 'Atribuir a um atendente', en: 'Assign to a user', es: 'Asignar a un usuario' },
    params: z.object({ userId: id }).strict(),
    fields: [fields.user],
    check: async (companyId, { userId }) => void (await row(companyId, 'users', userId)),
    prepare: (target) => beforeChange(deps, target),
    async apply(target, { userId }, trx, { viewer, settings }) {
      const ticket = await updateTicket(deps, viewer, target.ticketId, { userId }, { trx, settings });
      return { kind: 'ticket.assign', ok: true, detail: { userId: ticket.userId, status: ticket.status } };
    },
  });

  registry.register({
    kind: 'ticket.transfer',
    labels: { pt: 'Transferir para uma fila', en: 'Transfer to a queue', es: 'Transferir a una cola' },
    // a queue alone leaves the ticket waiting there (pending, nobody's); with a user it is theirs in that queue
    params: z.object({ queueId: id, userId: id.nullable().optional() }).strict(),
    fields: [fields.queue, fields.queueUser],
    async check(companyId, { queueId, userId }) {
      await row(companyId, 'queues', queueId);
      if (userId) await row(companyId, 'users', userId);
    },
    prepare: (target) => beforeChange(deps, target),
    async apply(target, { queueId, userId }, trx, { viewer, settings }) {
      const input = { queueId, userId: userId ?? null };
      const ticket = await updateTicket(deps, viewer, target.ticketId, input, { trx, settings });
      return {
        kind: 'ticket.transfer',
        ok: true,
        detail: { queueId: ticket.queueId, userId: ticket.userId, status: ticket.status },
      };
    },
  });

  registry.register({
    kind: 'ticket.note',
    labels: { pt: 'Adicionar nota interna', en: 'Add a private note', es: 'Agregar nota interna' },
    params: z.object({ note: text(1, 5000) }).strict(),
    fields: [fields.note],
    async apply(target, { note }, trx) {
      const { ticketId, companyId, actor } = target;
      const created = await writeTicketNote(
        deps,
        companyId,
        { ticketId, note, userId: actorUserId(actor) },
        trx,
      );
      return { kind: 'ticket.note', ok: true, detail: { noteId: created.id } };
    },
  });

  registry.register({
    kind: 'ticket.send',
    labels: { pt: 'Enviar mensagem', en: 'Send a message', es: 'Enviar mensaje' },
    params: z.object({ body: text(1, 4096) }).strict(),
    fields: [fields.body],
    async apply(target, { body }, trx) {
      const { companyId, ticketId, actor } = target;
      // the run's key and the action's place: a retried run never sends twice
      const idempotencyKey = `actions:${target.key}:${target.index}`;
      const message = await sendTicketMessage(
        deps,
        companyId,
        ticketId,
        { body, userId: actorUserId(actor), idempotencyKey },
        trx,
      );
      return { kind: 'ticket.send', ok: true, detail: { messageId: message.id } };
    },
  });

  registry.register({
    kind: 'ticket.close',
    labels: { pt: 'Finalizar o atendimento', en: 'Close the ticket', es: 'Cerrar el ticket' },
    params: z.object({}).strict(),
    fields: [],
    async apply(target, _params, trx) {
      const { companyId, ticketId, actor } = target;
      const idempotencyKey = `actions:${target.key}:${target.index}`;
      const ticket = await closeTicket(
        deps,
        companyId,
        ticketId,
        { by: actorUserId(actor), idempotencyKey },
        trx,
      );
      return { kind: 'ticket.close', ok: true, detail: { status: ticket.status } };
    },
  });
}
