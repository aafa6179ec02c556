import type { EventOf } from '@balcao/core';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitProgress } from '../services/campaign-events.js';
import { tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import { awaitingNumbers } from './awaiting-numbers.js';
import { loadAttachments } from './attachments.js';
import { enqueueMain } from './send-shipping.js';

interface Awaiting {
  id: number;
  campaignId: number;
  number: string;
  message: string | null;
}

/**
 * The confirmation flow's second half, a pipeline step in campaigns' own stage, before tickets' `turn`: a contact's 1:1
 * message from a number whose row awaits confirmation in a running campaign of this connection confirms it
 * (confirmedAt) and its main message goes, in one transaction. It answers 'continue': the reply opens the
 * ticket as any inbound message does. A replayed event finds the row confirmed already and does nothing.
 */
export async function confirmOnReply(deps: CampaignDeps, event: EventOf<'message'>) {
  const msg = event.payload;
  if (msg.fromMe || msg.isGroup) return;
  const number = (msg.contact.number ?? msg.chatId.split('@')[0] ?? '').replace(/\D/g, '');
  if (!number || !(await awaitingNumbers(deps, event.companyId)).has(number)) return;
  const rows = (await deps.db
    .tenant(event.companyId)('campaign_shipping as s')
    .join('campaigns as c', (j) => j.on('c.id', 's.campaignId').andOn('c.companyId', 's.companyId'))
    .where({ 's.number': number, 's.status': 'confirmation', 'c.status': 'EM_ANDAMENTO' })
    .where('c.whatsappId', event.connectionId)
    .select('s.id', 's.campaignId', 's.number', 's.message')) as Awaiting[];
  for (const row of rows) {
    const campaign = await tenant(event.companyId)(Campaign).findById(row.campaignId);
    if (!campaign) continue;
    const attachments = await loadAttachments(deps, campaign);
    const confirmed = await deps.knex.transaction(async (trx) => {
      const now = new Date();
      const n = await deps.db
        .tenant(
          event.companyId,
          trx,
        )('campaign_shipping')
        .where({ id: row.id, status: 'confirmation' })
        .update({ status: 'queued', confirmedAt: now, updatedAt: now });
      if (n !== 1) return false;
      await enqueueMain(deps, trx, event.companyId, event.connectionId, row, row.message ?? '', attachments);
      return true;
    });
    if (confirmed)
      emitProgress(
        deps,
        row.campaignId,
        async () => await tenant(event.companyId)(Campaign).findById(row.campaignId),
      );
  }
}
