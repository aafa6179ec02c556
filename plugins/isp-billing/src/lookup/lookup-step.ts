import type { EventOf, PluginContext, StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn, TicketServices } from '@balcao/plugin-tickets';
import { parseTaxDocument, type TaxDocument } from '../document.js';
import { ProviderUnavailable, type BillingProvider } from '../providers/billing-provider.js';
import { configuredProvider, type ProviderOptions } from '../providers/configured-provider.js';
import { found, invoiceMessages, notFound, nothingOpen, unavailable } from './lookup-texts.js';

type MessageEvent = EventOf<'message'>;

export interface LookupDeps {
  db: PluginContext['db'];
  settings: PluginContext['settings'];
  tickets: TicketServices;
  channels: Pick<PluginContext['channels'], 'outboxByKeys'>;
  options: ProviderOptions;
}

/** The key of the `n`th message answering an event: a replayed event never sends twice. */
export const lookupKey = (event: MessageEvent, n: number) => `isp:${event.id}:${n}`;

/**
 * `isp-billing.lookup`, a bot in tickets' registry (asked before the prompts and integrations): a contact of a company with IXC, MK-Auth or Asaas configured types
 * a valid CPF or CNPJ; the step looks the customer up and answers their open boletos (due date, amount, PDF link,
 * digitable line, Pix code), or that nobody has that number, or that nothing is open, and answers `handled`. The
 * system down gets an apology and a logged error, never a retried event: a retry would hold the conversation's
 * next messages for minutes. Anything else continues to the other bots and the queue menu.
 */
export async function lookupStep(
  deps: LookupDeps,
  event: MessageEvent,
  { ticket }: ConversationTurn,
  { log }: StepContext,
): Promise<StepAnswer> {
  const document = parseTaxDocument(event.payload.body);
  if (!document) return 'continue';
  const provider = await configuredProvider(deps.settings, event.companyId, deps.options);
  if (!provider) return 'continue';
  // a replay after a crash: the answer is committed (its first message carries the key), so ask nobody again
  const [answered] = await deps.channels.outboxByKeys(event.companyId, [lookupKey(event, 0)]);
  if (answered) return 'handled';

  let bodies: string[];
  try {
    bodies = await answerFor(provider, document);
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    log.error(
      { err, provider: provider.name, ticketId: ticket.id },
      'isp-billing: billing system unavailable',
    );
    bodies = [unavailable];
  }
  await deps.db.transaction(async (trx) => {
    for (const [n, body] of bodies.entries())
      await deps.tickets.send(
        event.companyId,
        ticket.id,
        { body, userId: null, idempotencyKey: lookupKey(event, n) },
        trx,
      );
  });
  return 'handled';
}

/** What to say: the customer's open boletos, or why there are none. */
async function answerFor(provider: BillingProvider, document: TaxDocument): Promise<string[]> {
  const customer = await provider.findCustomer(document);
  if (!customer) return [notFound(document)];
  const invoices = await provider.openInvoices(customer);
  if (!invoices.length) return [nothingOpen(customer.name)];
  return [found(customer.name, invoices.length), ...invoices.flatMap(invoiceMessages)];
}
