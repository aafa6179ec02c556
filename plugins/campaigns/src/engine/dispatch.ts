import { tenant } from '@balcao/core';
import { Campaign, confirmationMessages, mainMessages } from '../campaign-model.js';
import { campaignConfig, dispatchSliceMs } from '../config.js';
import { decideNext, localDayStart } from '../pacing/index.js';
import { readCampaignSettings } from '../settings/index.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitCampaign, emitProgress } from '../services/campaign-events.js';
import { loadAttachments, type Attachment } from './attachments.js';
import { finishIfDone } from './finish.js';
import { continueDispatch } from './continue-dispatch.js';
import type { DispatchJobData } from './job-names.js';
import { renderMessage, rotate } from './render-message.js';
import { loadSendStats, outboxState, type SendStats } from './send-stats.js';
import { confirmKey, mainKey } from './send-shipping.js';
import { checkRecipient } from './check-recipient.js';
import { failPending, fillCampaignTemplate, sendOrFail } from './template-send.js';
import { reconcileQueued } from './reconcile.js';
import { isNewChat } from './new-chat.js';
import { failureRecorded } from './failure-recorded.js';
import { readReach } from './reach-limits.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** how soon a run with nothing left to send looks again at rows the outbox still holds, or at owed replies */
const RECHECK_OUTBOX_MS = 2_000;
const RECHECK_REPLIES_MS = 60_000;

interface NextRow {
  id: number;
  number: string;
  name: string | null;
  email: string | null;
  contactListItemId: number | null;
  valid: number | boolean | null;
}

/**
 * One dispatch run: sends the campaign's pending rows in id order while it is EM_ANDAMENTO and this run holds
 * the campaign's current token, asking pacing before each send. Short waits are slept here; a longer wait or a
 * pause hands the campaign to a run scheduled at that time, and so does the end of the run's slice, so its job
 * lock never expires mid-loop. A crash mid-run: the job's lock expires and the run is picked up again; rows
 * already queued are the outbox's, and the outbox keys keep every contact to one message.
 */
export async function dispatchRun(deps: CampaignDeps, { companyId, campaignId, seq }: DispatchJobData) {
  const sliceEnd = Date.now() + dispatchSliceMs();
  const settings = await readCampaignSettings(deps.db, companyId);
  let stats: SendStats | undefined;
  let attachments: Attachment[] | undefined;
  let pollMs = 5;
  const current = async () => {
    const c = await tenant(companyId)(Campaign).findById(campaignId);
    return c && c.status === 'EM_ANDAMENTO' && Number(c.dispatchSeq) === seq ? c : undefined;
  };
  for (;;) {
    const c = await current();
    if (!c) return;
    const connectionId = c.whatsappId ?? (await deps.channels.getDefault(companyId)).id;
    const row = await nextPending(deps, companyId, campaignId);
    if (!row) {
      await reconcileQueued(deps, companyId, campaignId);
      if (await finishIfDone(deps, companyId, campaignId)) return;
      // rows still in the outbox, or awaiting a confirmation reply: look again, slowly while only replies are owed
      const inOutbox = await deps.db
        .tenant(companyId)('campaign_shipping')
        .where({ campaignId, status: 'queued' })
        .first('id');
      const later = inOutbox ? RECHECK_OUTBOX_MS : RECHECK_REPLIES_MS;
      await continueDispatch(deps, companyId, campaignId, seq, new Date(Date.now() + later));
      return;
    }
    if (!(await checkRecipient(deps, companyId, connectionId, row))) {
      emitProgress(deps, campaignId, async () => await tenant(companyId)(Campaign).findById(campaignId));
      continue;
    }
    // read once per run, and again when the run crosses the zone's midnight (the daily cap starts over)
    if (!stats || stats.day.getTime() !== localDayStart(new Date(), settings.timeZone).getTime())
      stats = await loadSendStats(deps, companyId, campaignId, connectionId, settings.timeZone, new Date());
    // one campaign message in flight at a time: the gap runs from when WhatsApp took the previous one, and a
    // connection that is down does not pile the campaign up in the outbox to go out in a burst later
    const prev = stats.lastKey ? await outboxState(deps, companyId, stats.lastKey) : undefined;
    const inFlight = prev?.status === 'queued' || prev?.status === 'sending';
    if (inFlight || (prev?.status === 'failed' && !(await failureRecorded(deps, companyId, prev.message)))) {
      if (Date.now() + pollMs > sliceEnd) {
        await continueDispatch(deps, companyId, campaignId, seq, new Date(Date.now() + pollMs));
        return;
      }
      await sleep(pollMs);
      pollMs = Math.min(pollMs * 2, 200);
      continue;
    }
    pollMs = 5;
    if (prev?.sentAt) stats.last = prev.sentAt;
    const newChat = await isNewChat(deps, companyId, connectionId, row.number);
    const now = new Date();
    const reach = await readReach(deps, companyId, connectionId, now);
    const pausedForTimelock = c.pauseReason === 'timelock' ? c.pausedUntil : null;
    const decision = decideNext({
      now,
      settings,
      sentInRun: stats.sent,
      sentTodayOnConnection: stats.today,
      connectionFirstCampaignSendAt: stats.first,
      lastSentAt: stats.last,
      rateLimit: { until: c.pauseReason === 'rate-limit' ? c.pausedUntil : null },
      // the end WhatsApp stated wins over the pause a 463 began (which already took it when it was known)
      timelock: { until: reach.timelockEndsAt ?? pausedForTimelock },
      newChat: {
        isNew: newChat,
        sentToday: stats.newToday,
        ...(reach.quota
          ? { quota: { remaining: reach.quota.remaining, cycleEndsAt: reach.quota.cycleEndsAt } }
          : {}),
      },
      secondMs: campaignConfig.secondMs,
    });
    if (decision.kind === 'pause') {
      if (c.pauseReason !== decision.reason || c.pausedUntil?.getTime() !== decision.until.getTime()) {
        const paused = await tenant(companyId)(Campaign).patchAndFetchById(campaignId, {
          pauseReason: decision.reason,
          pausedUntil: decision.until,
        });
        emitCampaign(deps, 'update', paused);
      }
      await continueDispatch(deps, companyId, campaignId, seq, decision.until);
      return;
    }
    if (c.pauseReason) {
      const resumed = await tenant(companyId)(Campaign).patchAndFetchById(campaignId, {
        pauseReason: null,
        pausedUntil: null,
      });
      emitCampaign(deps, 'update', resumed);
    }
    const wait = decision.at.getTime() - Date.now();
    if (wait > campaignConfig.sleepUnderMs || Date.now() + Math.max(wait, 0) > sliceEnd) {
      await continueDispatch(deps, companyId, campaignId, seq, decision.at);
      return;
    }
    let still: Campaign | undefined = c;
    if (wait > 0) {
      await sleep(wait);
      // cancelled while we waited: nothing more goes
      still = await current();
      if (!still) return;
    }
    const vars = { name: row.name, email: row.email, number: row.number };
    let sent: boolean;
    if (still.templateName) {
      // the template alone (check-template.ts): its {{n}} filled for this contact, checked and sent as the
      // messages API sends one; a refusal (unapproved since, an empty filling) fails this row only
      const filled = await fillCampaignTemplate(
        deps,
        companyId,
        connectionId,
        still,
        vars,
        settings.variables,
      );
      sent =
        'refused' in filled
          ? await failPending(deps, companyId, row.id, filled.refused)
          : await sendOrFail(deps, row.id, {
              companyId,
              connectionId,
              shipping: { id: row.id, number: row.number },
              message: filled.text,
              template: filled.template,
              attachments: [],
            });
    } else {
      attachments ??= await loadAttachments(deps, still);
      const main = rotate(mainMessages(still), stats.sent) ?? '';
      const question = still.confirmation ? rotate(confirmationMessages(still), stats.sent) : undefined;
      sent = await sendOrFail(deps, row.id, {
        companyId,
        connectionId,
        shipping: { id: row.id, number: row.number },
        message: renderMessage(main, vars, settings.variables),
        ...(question !== undefined
          ? { confirmation: renderMessage(question, vars, settings.variables) }
          : {}),
        attachments,
      });
    }
    // a row refused before the outbox took it (failed) spends no interval; one claimed by another run neither
    if (sent) {
      const at = new Date();
      stats.sent++;
      stats.today++;
      if (newChat) {
        stats.newToday++;
        await deps.db.tenant(companyId)('campaign_shipping').where({ id: row.id }).update({ newChat: true });
      }
      stats.last = at;
      stats.lastKey = still.confirmation && !still.templateName ? confirmKey(row.id) : mainKey(row.id);
      stats.first ??= at;
    }
    emitProgress(deps, campaignId, async () => await tenant(companyId)(Campaign).findById(campaignId));
  }
}

/** The campaign's next pending row in id order, with what its contact list knows of the number. */
async function nextPending(
  deps: CampaignDeps,
  companyId: number,
  campaignId: number,
): Promise<NextRow | undefined> {
  const row = (await deps.db
    .tenant(companyId)('campaign_shipping')
    .where({ campaignId, status: 'pending' })
    .orderBy('id')
    .first('id', 'number', 'name', 'email', 'contactListItemId')) as Omit<NextRow, 'valid'> | undefined;
  if (!row) return undefined;
  const valid = row.contactListItemId
    ? await deps.contactLists().items.validity(companyId, row.contactListItemId)
    : null;
  return { ...row, valid };
}

export type { NextRow };
