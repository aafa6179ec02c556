import type { Knex } from 'knex';
import type { TemplateRef } from '@balcao/core';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { attachmentMessage, type Attachment } from './attachments.js';
import { awaitingChanged } from './awaiting-numbers.js';

/** The outbox keys of one shipping row: a job run twice, or a reply replayed, never makes a second message. */
export const mainKey = (shippingId: number) => `campaign:${shippingId}:main`;
export const confirmKey = (shippingId: number) => `campaign:${shippingId}:confirm`;

/** The shipping row and message a key of `mainKey` or `confirmKey` names; undefined for any other key. */
export function parseShippingKey(
  key: string | null | undefined,
): { shippingId: number; kind: 'main' | 'confirm' } | undefined {
  const m = /^campaign:(\d+):(main|confirm)$/.exec(key ?? '');
  return m ? { shippingId: Number(m[1]), kind: m[2] as 'main' | 'confirm' } : undefined;
}

/** The main message and its attachments, in the caller's transaction (keys `...:main`, `...:main:<n>`). */
export async function enqueueMain(
  deps: CampaignDeps,
  trx: Knex.Transaction,
  companyId: number,
  connectionId: number,
  shipping: { id: number; number: string },
  body: string,
  attachments: Attachment[],
  template?: TemplateRef,
) {
  // a template goes as the messages API sends one: Meta gets it by name, the conversation shows `body`
  await deps.channels.enqueue(
    companyId,
    connectionId,
    template
      ? { to: shipping.number, type: 'template', template, body }
      : { to: shipping.number, type: 'text', body },
    { trx, idempotencyKey: mainKey(shipping.id) },
  );
  let n = 0;
  for (const a of attachments)
    await deps.channels.enqueue(companyId, connectionId, attachmentMessage(shipping.number, a), {
      trx,
      idempotencyKey: `${mainKey(shipping.id)}:${++n}`,
    });
}

export interface SendPlan {
  companyId: number;
  connectionId: number;
  shipping: { id: number; number: string };
  /** the rendered main message (a template's filled text) */
  message: string;
  /** a template campaign's template, filled for this contact (template-send.ts) */
  template?: TemplateRef;
  /** the rendered confirmation question, for a confirmation campaign */
  confirmation?: string;
  attachments: Attachment[];
}

/**
 * Claims a pending row and hands its message to the outbox in ONE transaction: the row is 'queued' (or
 * 'confirmation', awaiting the reply) exactly when its message is in the outbox. False when another run
 * claimed it first.
 */
export async function sendShipping(deps: CampaignDeps, p: SendPlan): Promise<boolean> {
  const now = new Date();
  return await deps.knex.transaction(async (trx) => {
    const claimed = await deps.db
      .tenant(
        p.companyId,
        trx,
      )('campaign_shipping')
      .where({ id: p.shipping.id, status: 'pending' })
      .update({
        status: p.confirmation !== undefined ? 'confirmation' : 'queued',
        message: p.message,
        confirmationMessage: p.confirmation ?? null,
        queuedAt: now,
        confirmationRequestedAt: p.confirmation !== undefined ? now : null,
        updatedAt: now,
      });
    if (claimed !== 1) return false;
    if (p.confirmation !== undefined) {
      awaitingChanged(deps, p.companyId, trx);
      await deps.channels.enqueue(
        p.companyId,
        p.connectionId,
        { to: p.shipping.number, type: 'text', body: p.confirmation },
        { trx, idempotencyKey: confirmKey(p.shipping.id) },
      );
    } else
      await enqueueMain(
        deps,
        trx,
        p.companyId,
        p.connectionId,
        p.shipping,
        p.message,
        p.attachments,
        p.template,
      );
    return true;
  });
}
