import { z } from 'zod';
import { text, type PluginContext } from '@balcao/core';
import { actorUserId, notApplicable, type TicketServices } from '@balcao/plugin-tickets';
import { renderTemplate } from '../templates/template-store.js';

/**
 * `template.send`: sends one of the ticket's Cloud connection's approved templates, by name and language (a rule
 * or a macro serves tickets of any connection, whose templates have their own ids), filled with its variables.
 * The same checks and the same send as the messages API's template (renderTemplate, then the tickets' outbox in
 * the run's transaction). A ticket not on a Cloud connection does not take it (ERR_TICKET_ACTION_NOT_APPLICABLE,
 * reason `not-cloud`): an automation run is recorded as skipped. A template missing, not approved or given the
 * wrong number of variables fails with its own code.
 */
export function registerTemplateAction(
  tickets: TicketServices,
  deps: {
    db: PluginContext['db'];
    media: Pick<PluginContext['media'], 'find'>;
    isCloud: (connectionId: number) => Promise<boolean>;
  },
): void {
  tickets.actions.register({
    kind: 'template.send',
    labels: {
      pt: 'Enviar modelo do WhatsApp',
      en: 'Send a WhatsApp template',
      es: 'Enviar plantilla de WhatsApp',
    },
    params: z
      .object({
        name: text(1, 512),
        language: text(1, 20),
        // the editor's list is one line per variable: an empty line is no variable
        variables: z
          .array(z.string().trim().max(1024, { error: 'Too Long!' }))
          .max(20)
          .optional()
          .default([])
          .transform((lines) => lines.filter(Boolean)),
      })
      .strict(),
    fields: [
      {
        name: 'name',
        kind: 'text',
        labels: { pt: 'Modelo (nome)', en: 'Template (name)', es: 'Plantilla (nombre)' },
      },
      { name: 'language', kind: 'text', labels: { pt: 'Idioma', en: 'Language', es: 'Idioma' } },
      {
        name: 'variables',
        kind: 'textList',
        optional: true,
        labels: { pt: 'Variáveis', en: 'Variables', es: 'Variables' },
        help: {
          pt: 'Uma por linha, na ordem de {{1}}, {{2}}…',
          en: 'One per line, in the order of {{1}}, {{2}}…',
          es: 'Una por línea, en el orden de {{1}}, {{2}}…',
        },
      },
    ],
    async prepare(target) {
      const ticket = await tickets.peek(target.companyId, target.ticketId);
      const connectionId = ticket?.whatsappId ? Number(ticket.whatsappId) : undefined;
      if (!connectionId || !(await deps.isCloud(connectionId))) throw notApplicable('not-cloud');
      return { connectionId };
    },
    async apply(target, { name, language, variables }, trx, { connectionId }) {
      const { companyId, ticketId, actor } = target;
      const template = { name, language, variables };
      const body = await renderTemplate(deps, { companyId, connectionId }, template, trx);
      const message = await tickets.send(
        companyId,
        ticketId,
        {
          body,
          template,
          userId: actorUserId(actor),
          // the run's key and the action's place: a retried run never sends twice
          idempotencyKey: `actions:${target.key}:${target.index}`,
        },
        trx,
      );
      return { kind: 'template.send', ok: true, detail: { messageId: message.id, name, language } };
    },
  });
}
