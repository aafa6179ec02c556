import { planAllows, tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';
import type { RunnerAction, RunnerInput } from '../runners/runner.js';
import { runnerConfig } from '../services/runner-config.js';
import type { DrivenTicket, EngineDeps } from './engine-deps.js';
import { performActions } from './perform-actions.js';
import { loadSession, saveSession } from './sessions.js';

export interface Turn {
  companyId: number;
  ticket: DrivenTicket;
  integrationId: number;
  contact: { id: number; name: string; number: string };
  /** `id`: what caused the turn (the inbox event's id); a second run of it replays, never asks the bot twice */
  message: RunnerInput['message'];
}

/**
 * One turn of an integration on a ticket: the session (a new one when none, or when the last turn is older than
 * typebotExpires minutes), the runner's answer, saved with the session before anything is sent (so a replayed
 * event resends the same answer under the same keys), then the actions. Answers whether the bot drove the turn:
 * false when its session with this ticket has ended (handed over, finished), so the normal queue flow goes on.
 * A runner that throws propagates: the caller logs it and lets the queue flow answer.
 */
export async function drive(deps: EngineDeps, turn: Turn): Promise<boolean> {
  const { companyId, ticket, integrationId } = turn;
  // a plan without the flag: its integrations stay, silent, until the plan has it again
  if (!(await planAllows(deps.knex, companyId, 'useIntegrations'))) return false;
  const row = await tenant(companyId)(QueueIntegration).findById(integrationId);
  const runner = row && deps.runners[row.type];
  if (!row || !runner) return false;
  const config = runnerConfig(deps.secrets, row);
  const session = await loadSession(deps, companyId, ticket.id, integrationId);
  const replay = session?.lastEventId === turn.message.id ? session.lastActions : null;
  if (session?.ended && !replay) return false;
  const key = { companyId, ticketId: ticket.id, integrationId };

  let actions: RunnerAction[];
  if (replay) actions = replay;
  else {
    const now = deps.now().getTime();
    const expired = session?.expiresAt != null && now > session.expiresAt;
    const fresh = !session || expired;
    const result = await runner.run({
      companyId,
      integration: config,
      ticket: {
        id: ticket.id,
        queueId: ticket.queueId,
        contactId: ticket.contactId,
        whatsappId: Number(ticket.whatsappId),
      },
      contact: turn.contact,
      message: turn.message,
      session: { state: fresh ? {} : (session?.state ?? {}), isNew: fresh },
    });
    actions = result.actions;
    const expires = row.type === 'typebot' && config.typebotExpires > 0 ? config.typebotExpires : 0;
    await deps.db.transaction(async (trx) => {
      await saveSession(deps, trx, key, {
        state: result.state ?? (fresh ? {} : session!.state),
        expiresAt: expires ? now + expires * 60_000 : null,
        ended: false,
        lastEventId: turn.message.id,
        lastActions: actions,
      });
      // the queue menu and the other bots keep out while an integration drives the ticket
      if (!ticket.useIntegration || ticket.integrationId !== integrationId)
        await deps.tickets.change(companyId, ticket.id, { useIntegration: true, integrationId }, trx);
    });
    await result.afterSave?.();
  }
  await performActions(
    deps,
    { ...key, eventKey: turn.message.id, delayMs: config.typebotDelayMessage, label: row.name },
    actions,
  );
  return true;
}
